import { z } from "zod";
import { PLAN_IDS } from "@/lib/billing/plans";
import { cursorSchema, oneOf } from "./common";
import { withCode } from "./errors";
import { FEEDBACK_KINDS, SUPPORT_MESSAGE_MAX } from "./feedback";
import { cursorPageOf } from "./page";
import { FEEDBACK_STATUSES } from "./admin-values";

export * from "./admin-values";

/** GET /admin/users: part of an email or a name, any case; every user without it. */
export const adminUsersQuerySchema = z.strictObject({
  q: z.string(withCode("too_long", { max: 200 })).trim().max(200, withCode("too_long", { max: 200 })).optional(),
  cursor: cursorSchema.optional(),
});

/** GET /admin/feedbacks: the support inbox, open messages by default. */
export const adminFeedbacksQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES, oneOf(FEEDBACK_STATUSES)).default("open"),
  cursor: cursorSchema.optional(),
});

export const adminPageQuerySchema = z.strictObject({ cursor: cursorSchema.optional() });

export const adminFeedbackParamsSchema = z.strictObject({ id: z.string().max(64) });

/** POST /admin/feedbacks/{id}/reply: the answer mailed to the user. */
export const adminReplySchema = z.strictObject({
  message: z
    .string(withCode("message_required"))
    .trim()
    .min(1, withCode("message_required"))
    .max(SUPPORT_MESSAGE_MAX, withCode("too_long", { max: SUPPORT_MESSAGE_MAX })),
});
export type AdminReplyInput = z.input<typeof adminReplySchema>;

// Responses

const timestamp = z.iso.datetime();
const person = z.object({ id: z.uuid(), email: z.string() });

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  plan: z.object({
    id: z.enum(PLAN_IDS),
    name: z.string(),
    source: z.enum(["subscription", "demo", "default"]).meta({ description: "A subscription in effect, PREMIUM_FREE_FOR_DEMO, or the free plan" }),
  }),
  copilots: z.number().int(),
  active_copilots: z.number().int(),
  last_active_at: timestamp.nullable().meta({
    description: "The latest of the user's last sign-in or session refresh and the last change to one of their applications; null when neither happened",
  }),
  created_at: timestamp,
  is_admin: z.boolean(),
});

export const adminFeedbackSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FEEDBACK_KINDS),
  topic: z.string().meta({ description: "The message's topic, or the cancellation reason code" }),
  message: z.string().nullable(),
  page: z.string().nullable().meta({ description: "The support page it was sent from, if any" }),
  user: person,
  created_at: timestamp,
  status: z.enum(FEEDBACK_STATUSES),
  reply: z
    .object({ message: z.string(), answered_at: timestamp, by: person.nullable().meta({ description: "Null once that admin's account is gone" }) })
    .nullable(),
});

export const adminReplyResultSchema = z.object({
  feedback: adminFeedbackSchema,
  mailed: z.boolean().meta({ description: "False when the mail could not be sent; the reply is stored either way" }),
});

export const IMPERSONATION_STATES = ["active", "ended", "expired"] as const;

export const adminImpersonationSchema = z.object({
  id: z.uuid(),
  admin: person,
  user: person,
  reason: z.string().nullable(),
  started_at: timestamp,
  expires_at: timestamp,
  ended_at: timestamp.nullable(),
  state: z.enum(IMPERSONATION_STATES),
});

export const adminUserPageSchema = cursorPageOf(adminUserSchema);
export const adminFeedbackPageSchema = cursorPageOf(adminFeedbackSchema);
export const adminImpersonationPageSchema = cursorPageOf(adminImpersonationSchema);

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export type AdminReplyResult = z.infer<typeof adminReplyResultSchema>;
export type AdminImpersonation = z.infer<typeof adminImpersonationSchema>;
export type ImpersonationState = (typeof IMPERSONATION_STATES)[number];
