import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import type { ZodType } from "zod";
import {
  aiQuotaSchema,
  assistantMessageSchema,
  createThreadSchema,
  engineInfoSchema,
  listThreadsQuerySchema,
  sendMessageSchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadSchema,
} from "@/lib/contracts/assistant";
import { cursorPageOf } from "@/lib/contracts/page";
import { errorBody } from "@/lib/http/envelope";
import { requireAuth } from "../http/auth";
import { component, dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import { aiQuota } from "../ai/quota";
import * as assistants from "../services/assistant";

const tag = "Assistants";
const thread = component(threadSchema, "AssistantThread");
const threadDetail = component(threadDetailSchema, "AssistantThreadDetail");
const message = component(assistantMessageSchema, "AssistantMessage");
const quota = component(aiQuotaSchema, "AiQuota");

const json = <T extends ZodType>(schema: T) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(errorSchema) });

const SETUPS =
  "`setup` by assistant: **job_interview** `{job: {source: \"application\", application_id} | {source: \"title\", title, seniority?} | " +
  "{source: \"text\", text}, interview_type: screening|behavioural|technical|hiring_manager, questions?: 3-10}`; **offer_negotiation** " +
  "`{title, company?, seniority?, country, city?, currency, base_salary, bonus?: {type: percent|amount, value}, equity_per_year?, " +
  "signing_bonus?, benefits?: string[], start_date?: yyyy-mm-dd}`; **personality_test** `{}`; **career_switch** `{target_title}`; " +
  "**fresh_grad** `{field?}`.";

const sendRoute = createRoute({
  method: "post",
  path: "/assistant/sendMessage",
  tags: [tag],
  summary: "Say something to an assistant; the answer streams",
  description:
    "`text`, a structured `input` the assistant takes (the personality test's `{answers: {itemId: 1-5}}`, the interview's " +
    "`{action: \"finish\"}`, the negotiation's `{action: \"restart_roleplay\"}`), or `retry: true` to answer the last message " +
    "again. With `Accept: text/event-stream` the answer streams: `user` (the stored message), `delta` ({text}) as the words " +
    "come, then `done` ({message, thread}) or `error` ({code, message}); closing the connection stops the answer and keeps " +
    "what was said, marked `stopped`. Otherwise the answer is JSON. Every refusal (400, 404, 409 finished or conflicting, " +
    "422 input the assistant cannot take, 429 `ai_quota_exceeded` with Retry-After) comes before any stream. One AI message " +
    "of the plan per answer.",
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { body: { content: json(sendMessageSchema), required: true } },
  responses: {
    200: {
      description: "The answer: JSON, or the event stream",
      content: {
        ...json(dataOf(z.object({ user_message: message, message, thread }))),
        "text/event-stream": { schema: z.string() },
      },
    },
    400: error("Invalid input: `error.fields` names each field and what is wrong"),
    401: error("Missing, invalid or expired access token"),
    404: error("No such thread of the user's"),
    409: error("The conversation is finished (`thread_finished`), nothing to retry, or another message was sent at the same time"),
    422: error("The assistant cannot take this message (e.g. `answers_incomplete`)"),
    429: error("The plan's AI messages for this month are used (`ai_quota_exceeded`); Retry-After says until when"),
  },
});

const router = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/assistant/engine", tag, auth: true, response: dataOf(engineInfoSchema),
      summary: "Who answers: the offline coach or the configured model",
      description: "`offline` when no LLM_BASE_URL is set: the built-in engine answers, deterministic, from the user's own data and the ingested postings.",
    }),
    async (c) => c.json({ data: assistants.engineInfo(c.var.deps) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/assistant/usage", tag, auth: true, response: dataOf(quota),
      summary: "This month's AI messages against the plan",
      description: "Every assistant answer and every aiwriter answer counts one. `resets_at` is the first instant of next month, UTC.",
    }),
    async (c) => c.json({ data: await aiQuota(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/assistant/threads", tag, auth: true, query: listThreadsQuerySchema,
      response: dataOf(cursorPageOf(thread)), errors: [400],
      summary: "The user's conversations",
      description: "Latest activity first, paged by cursor. `assistant_id` keeps one assistant's, or several comma-separated.",
    }),
    async (c) => c.json({ data: await assistants.listThreads(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/assistant/createThread", tag, auth: true, body: createThreadSchema, status: 201,
      response: dataOf(threadDetail), errors: [404, 422, 429],
      summary: "Start a conversation with an assistant",
      description: `${SETUPS} The answer holds the assistant's first message (one AI message of the plan). A setup naming something the user does not have (an application) is 404.`,
    }),
    async (c) => c.json({ data: await assistants.createThread(c.var.deps, c.var.auth.userId, c.req.valid("json"), c.req.raw.signal) }, 201),
  )
  .openapi(sendRoute, async (c) => {
    const { deps, auth, log } = c.var;
    const prepared = await assistants.prepareMessage(deps, auth.userId, c.req.valid("json"));
    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      return c.json({ data: await assistants.deliverMessage(deps, auth.userId, prepared, { signal: c.req.raw.signal }) }, 200);
    }
    c.header("Cache-Control", "no-cache");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      c.req.raw.signal.addEventListener("abort", () => stop.abort(), { once: true });
      try {
        await stream.writeSSE({ event: "user", data: JSON.stringify(prepared.userMessage) });
        const result = await assistants.deliverMessage(deps, auth.userId, prepared, {
          signal: stop.signal,
          onDelta: async (text) => {
            if (!stream.aborted && !stream.closed) await stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
          },
        });
        if (!stream.aborted && !stream.closed) {
          await stream.writeSSE({ event: "done", data: JSON.stringify({ message: result.message, thread: result.thread }) });
        }
      } catch (failure) {
        // Caught here: streamSSE would otherwise send the raw error text to the client.
        log.error({ err: failure }, "assistant answer failed");
        if (!stream.aborted && !stream.closed) {
          await stream.writeSSE({ event: "error", data: JSON.stringify(errorBody("internal_error", "The answer failed. Try again.").error) });
        }
      }
    });
  })
  .openapi(
    defineRoute({
      method: "get", path: "/assistant/threads/{id}", tag, auth: true, params: threadIdParamsSchema,
      response: dataOf(threadDetail), errors: [404],
      summary: "One conversation with its messages", description: "Messages oldest first, each with its card (`data`) when it has one.",
    }),
    async (c) => c.json({ data: await assistants.getThread(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/assistant/threads/{id}", tag, auth: true, params: threadIdParamsSchema,
      response: okSchema, errors: [404],
      summary: "Delete a conversation", description: "With all its messages. The AI messages it spent still count for the month.",
    }),
    async (c) => c.json({ data: await assistants.deleteThread(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

export const assistantRoutes = router;
