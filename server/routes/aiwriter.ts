import { aiQuotaSchema } from "@/lib/contracts/assistant";
import { aiwriterPreviewRequestSchema, aiwriterPreviewSchema, aiwriterRequestSchema, aiwriterResultSchema } from "@/lib/contracts/aiwriter";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as aiwriter from "../services/aiwriter";

const tag = "AI writer";

const router = createRouter()
  .openapi(
    defineRoute({
      method: "post", path: "/aiwriter", tag, auth: true, body: aiwriterRequestSchema,
      response: dataOf(component(aiwriterResultSchema, "AiwriterResult")), errors: [404, 429],
      summary: "Write the answer to an application question",
      description:
        "Written from the user's profile, CV and answer bank only, for the job of `application_id` when given (404 when that application is " +
        "not the user's), in the question's language when its words tell, else the user's. Without an AI model configured the offline engine " +
        "writes it; with one, the model writes and its answer is checked: a skill, number, degree or employer that nothing on file supports turns " +
        "it into `needs_user` with reason `unsupported_claims` and the `claims`. Questions about the user's motives (`motivation`) and questions " +
        "nothing on file answers (`no_source`) come back as `needs_user` with a `message` saying what to add. One AI message is spent when an " +
        "answer was written or the model was asked; an answer the user saved in the answer bank is theirs and costs nothing, nor does an offline " +
        "`needs_user`. The month's messages checked first: when they are spent, 429 `ai_quota_exceeded` with Retry-After until the month turns " +
        "(answer-preview stays free). `quota` is the count after this answer.",
    }),
    async (c) => c.json({ data: await aiwriter.writeForUser(c.var.deps, c.var.auth.userId, c.req.valid("json"), c.req.raw.signal) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/aiwriter/answer-preview", tag, auth: true, body: aiwriterPreviewRequestSchema,
      response: dataOf(component(aiwriterPreviewSchema, "AiwriterPreview")), errors: [404],
      summary: "What the copilot would answer to a question today",
      description:
        "The answer the copilot would put in an application form for this question now, for the job of `application_id` when given: the " +
        "profile's or the answer bank's (as the apply engine answers a required text box), else the offline writer's from the CV, with what it " +
        "rests on; or `needs_user` with the reason and what to add. Never uses the AI model and spends no AI message.",
    }),
    async (c) => c.json({ data: await aiwriter.previewAnswer(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/aiwriter/usage", tag, auth: true,
      response: dataOf(component(aiQuotaSchema, "AiQuota")),
      summary: "This month's AI messages",
      description: "The plan's monthly AI messages, how many are used (every assistant answer and every written answer), by feature, and when they renew (the first of next month, UTC).",
    }),
    async (c) => c.json({ data: await aiwriter.writerUsage(c.var.deps, c.var.auth.userId) }),
  );

export const aiwriterRoutes = router;
