import { createRoute as openApiRoute } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import {
  ANSWER_CHOICES_MAX,
  ANSWER_TEXT_MAX,
  answerEntrySchema,
  answerIdParamsSchema,
  createAnswerSchema,
  listAnswersQuerySchema,
  updateAnswerSchema,
} from "@/lib/contracts/answer-bank";
import { cursorPageOf } from "@/lib/contracts/page";
import { requireAuth } from "../http/auth";
import { component, dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import * as answerBank from "../services/answer-bank";

const answerEntry = component(answerEntrySchema, "AnswerBankEntry");

const tag = "Answer bank";
const params = answerIdParamsSchema;
const answerShapes = `text (at most ${ANSWER_TEXT_MAX.toLocaleString("en")} characters), a list of 1 to ${ANSWER_CHOICES_MAX} choices, or true/false`;

const json = <T extends ZodType>(schema: T) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(errorSchema) });

// Written out rather than with defineRoute, which documents one success status: a question already
// in the bank answers 200 with that entry, as POST /resumes does for a file uploaded twice.
const createRoute = openApiRoute({
  method: "post",
  path: "/answer-bank",
  tags: [tag],
  summary: "Save an answer before any form asks",
  description:
    `The answer is ${answerShapes}. The question is folded (case, accents, punctuation, filler words) to the key forms are ` +
    "matched by. When it folds to the key of an entry already saved, that entry's answer is replaced (the question keeps its " +
    "first wording) and the answer is 200 with it; otherwise 201. A question of filler words only is refused (`question_without_words`).",
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { body: { content: json(createAnswerSchema), required: true } },
  responses: {
    201: { description: "Saved", content: json(dataOf(answerEntry)) },
    200: { description: "The question was in the bank already; its entry, with the new answer", content: json(dataOf(answerEntry)) },
    400: error("Invalid input: `error.fields` names each field and what is wrong"),
    401: error("Missing, invalid or expired access token"),
  },
});

const router = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/answer-bank", tag, auth: true, query: listAnswersQuerySchema,
      response: dataOf(cursorPageOf(answerEntry)), errors: [400],
      summary: "The user's saved answers",
      description:
        "The answers the copilot reuses when an employer asks the same question. Newest first, paged by cursor on (created_at, id); " +
        "`q` keeps the questions that contain each of its words (case and accents ignored; % and _ are literal).",
    }),
    async (c) => c.json({ data: await answerBank.listAnswers(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(createRoute, async (c) => {
    const { entry, created } = await answerBank.createAnswer(c.var.deps, c.var.auth.userId, c.req.valid("json"));
    return created ? c.json({ data: entry }, 201) : c.json({ data: entry }, 200);
  })
  .openapi(
    defineRoute({
      method: "patch", path: "/answer-bank/{id}", tag, auth: true, params, body: updateAnswerSchema,
      response: dataOf(answerEntry), errors: [404],
      summary: "Change a saved answer", description: `The answer is ${answerShapes}; the question stays as it was asked.`,
    }),
    async (c) =>
      c.json({ data: await answerBank.updateAnswer(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/answer-bank/{id}", tag, auth: true, params, response: okSchema, errors: [404],
      summary: "Forget a saved answer", description: "The next form that asks the question waits for the user again.",
    }),
    async (c) => c.json({ data: await answerBank.deleteAnswer(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

export const answerBankRoutes = router;
