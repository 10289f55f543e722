import { z } from "zod";
import { cursorSchema, pageLimitSchema } from "./common";
import { withCode } from "./errors";

// The assistants: interview roleplay, offer negotiation and the career advisors, as chat threads.
// Each assistant validates its own `setup` (createThread) and `input` (sendMessage); the contract
// here is the envelope all of them share.

import { ASSISTANT_IDS, MESSAGE_TEXT_MAX, THREAD_PAGE_MAX, THREAD_PAGE_SIZE, type AssistantIdValue } from "./assistant-values";

export { ASSISTANT_GROUPS, ASSISTANT_IDS, MESSAGE_TEXT_MAX, THREAD_PAGE_MAX, THREAD_PAGE_SIZE } from "./assistant-values";
export type { AssistantGroup, AssistantIdValue } from "./assistant-values";

export const assistantIdSchema = z.enum(ASSISTANT_IDS);

/** POST /assistant/createThread. */
export const createThreadSchema = z.strictObject({
  assistant_id: assistantIdSchema,
  setup: z
    .record(z.string(), z.unknown())
    .default({})
    .meta({ description: "What this assistant starts from; each assistant's shape is documented in the route's description" }),
});
export type CreateThreadInput = z.output<typeof createThreadSchema>;

/** POST /assistant/sendMessage: text, a structured input, or a retry of the last answer. */
export const sendMessageSchema = z
  .strictObject({
    thread_id: z.uuid(),
    text: z
      .string()
      .trim()
      .max(MESSAGE_TEXT_MAX, withCode("too_long", { max: MESSAGE_TEXT_MAX }))
      .default(""),
    input: z.unknown().optional().meta({ description: "A structured input this assistant takes (the questionnaire's answers, {action: \"finish\"}…)" }),
    retry: z.boolean().optional().meta({ description: "Answer the last message again, replacing an answer that was stopped or failed" }),
  })
  .refine((body) => body.retry || body.text.length > 0 || body.input !== undefined, { ...withCode("message_required"), path: ["text"] });
export type SendMessageInput = z.output<typeof sendMessageSchema>;

export const threadIdParamsSchema = z.strictObject({ id: z.uuid() });

export const listThreadsQuerySchema = z.strictObject({
  assistant_id: z
    .union([assistantIdSchema, z.string().transform((value, ctx) => {
      // "a,b" lists several assistants' threads (the career advisors' screen shows three).
      const ids = value.split(",");
      if (ids.every((id) => (ASSISTANT_IDS as readonly string[]).includes(id))) return ids as AssistantIdValue[];
      ctx.addIssue({ code: "custom", ...withCode("choose_one_of", { options: ASSISTANT_IDS.join(", ") }) });
      return z.NEVER;
    })])
    .optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(THREAD_PAGE_MAX).default(THREAD_PAGE_SIZE),
});

/** A claim an LLM made that nothing on file supports (grounding post-check). */
export const claimSchema = z.object({ kind: z.enum(["skill", "number", "degree", "employer"]), value: z.string() });
export type ClaimValue = z.output<typeof claimSchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  data: z.record(z.string(), z.unknown()).nullable().meta({ description: "The structured card under the text; `kind` names it" }),
  input: z.unknown().nullable().meta({ description: "The structured input the user sent, if any" }),
  status: z.enum(["complete", "stopped", "failed"]),
  engine: z.enum(["offline", "llm"]).nullable().meta({ description: "Who wrote an assistant message; null for the user's" }),
  flags: z.array(claimSchema).meta({ description: "Statements in an LLM answer that the user's profile and CV do not support" }),
  created_at: z.iso.datetime(),
});
export type AssistantMessage = z.output<typeof assistantMessageSchema>;

export const threadSchema = z.object({
  id: z.uuid(),
  assistant_id: assistantIdSchema,
  title: z.string(),
  status: z.enum(["active", "finished"]),
  engine: z.enum(["offline", "llm"]).meta({ description: "offline: the built-in coach answers; llm: the configured model voices the answers" }),
  message_count: z.number().int(),
  preview: z.string().nullable().meta({ description: "The start of the last message" }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AssistantThread = z.output<typeof threadSchema>;

export const threadDetailSchema = threadSchema.extend({ messages: z.array(assistantMessageSchema) });
export type AssistantThreadDetail = z.output<typeof threadDetailSchema>;

/** A plan's AI messages this month: GET /assistant/usage and /aiwriter/usage. */
export const aiQuotaSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string() }),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resets_at: z.iso.datetime().meta({ description: "When the month's count starts again (UTC)" }),
  by_feature: z.record(z.string(), z.number().int()),
  tokens: z.object({ prompt: z.number().int(), completion: z.number().int(), total: z.number().int() }),
});
export type AiQuotaValue = z.output<typeof aiQuotaSchema>;

/** GET /assistant/engine: which engine answers, so the screens can say "offline coach". */
export const engineInfoSchema = z.object({
  engine: z.enum(["offline", "llm"]),
  model: z.string().nullable(),
});
export type EngineInfo = z.output<typeof engineInfoSchema>;

/**
 * The events of POST /assistant/sendMessage (text/event-stream): `user` (the stored user message),
 * `delta` ({text}: the next piece of the answer), `done` ({message, thread}), `error` ({code, message}).
 */
export const streamDoneSchema = z.object({ message: assistantMessageSchema, thread: threadSchema });
export type StreamDone = z.output<typeof streamDoneSchema>;
