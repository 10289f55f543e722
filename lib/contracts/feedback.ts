import { z } from "zod";
import { oneOf } from "./common";
import { withCode } from "./errors";
import { SUPPORT_PAGES } from "./support-values";
import { FEEDBACK_KINDS, SUPPORT_MESSAGE_TOPICS, SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX } from "./feedback-values";

export * from "./feedback-values";

const supportMessage = z
  .string(withCode("message_required"))
  .trim()
  .min(SUPPORT_MESSAGE_MIN, withCode("message_too_short", { min: SUPPORT_MESSAGE_MIN }))
  .max(SUPPORT_MESSAGE_MAX, withCode("too_long", { max: SUPPORT_MESSAGE_MAX }));

export const supportFeedbackSchema = z.strictObject({
  kind: z.literal("support"),
  topic: z.enum(SUPPORT_MESSAGE_TOPICS, oneOf(SUPPORT_MESSAGE_TOPICS)),
  message: supportMessage,
  page: z.enum(SUPPORT_PAGES, oneOf(SUPPORT_PAGES)).optional().describe("The support page the message was sent from"),
});

/** Why a subscription was cancelled: a reason code from the cancellation flow and, optionally, words. */
export const cancellationFeedbackSchema = z.strictObject({
  kind: z.literal("cancellation"),
  topic: z
    .string(withCode("reason_choose"))
    .trim()
    .regex(/^[a-z][a-z0-9_-]{1,63}$/, withCode("reason_from_list")),
  message: z
    .string(withCode("message_text"))
    .trim()
    .max(SUPPORT_MESSAGE_MAX, withCode("too_long", { max: SUPPORT_MESSAGE_MAX }))
    .nullable()
    .optional(),
  subscription_id: z.uuid(withCode("subscription_id_invalid")).optional(),
});

export const createFeedbackSchema = z.discriminatedUnion("kind", [supportFeedbackSchema, cancellationFeedbackSchema], {
  ...oneOf(FEEDBACK_KINDS),
});
export type CreateFeedback = z.output<typeof createFeedbackSchema>;

/** The form on the "Something else" page: the support message without its fixed kind. */
export const supportMessageFormSchema = supportFeedbackSchema.omit({ kind: true, page: true });

export const listFeedbacksQuerySchema = z.strictObject({
  kind: z.enum(FEEDBACK_KINDS, oneOf(FEEDBACK_KINDS)).optional(),
});

// Responses

export const feedbackSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FEEDBACK_KINDS),
  topic: z.string().meta({ description: "The message's topic, or the cancellation reason code" }),
  message: z.string().nullable(),
  context: z.record(z.string(), z.unknown()).meta({ description: "Where it was sent from, e.g. the support page or the subscription" }),
  created_at: z.iso.datetime(),
});

/** GET /feedbacks: the latest 100, newest first. */
export const feedbackListSchema = z.object({ items: z.array(feedbackSchema) });

export type Feedback = z.infer<typeof feedbackSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;
