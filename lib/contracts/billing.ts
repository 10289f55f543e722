import { z } from "zod";
import { BILLING_PERIODS, PAID_PLAN_IDS } from "@/lib/billing/plans";

export const paidPlanSchema = z.enum(PAID_PLAN_IDS, { error: `Choose one of: ${PAID_PLAN_IDS.join(", ")}.` });
export const billingPeriodSchema = z.enum(BILLING_PERIODS, { error: `Choose one of: ${BILLING_PERIODS.join(", ")}.` });

export const subscribeSchema = z.strictObject({ plan: paidPlanSchema, period: billingPeriodSchema });

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const subscriptionIdParamsSchema = z.strictObject({ id: z.string() });

/** Why a user cancels: the survey's answers, stored as the cancellation feedback's topic. */
export const CANCEL_REASONS = ["too_expensive", "found_job", "not_enough_jobs", "missing_feature", "technical_problems", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_MESSAGE_MAX = 2000;

export const cancelSubscriptionSchema = z.strictObject({
  reason: z.enum(CANCEL_REASONS, { error: "Choose a reason." }),
  message: z
    .string({ error: "Enter text." })
    .trim()
    .max(CANCEL_MESSAGE_MAX, { error: `Use at most ${CANCEL_MESSAGE_MAX} characters.` })
    .optional(),
});

/** The Checkout Session id Stripe puts into the success URL. */
export const checkoutCompleteSchema = z.strictObject({
  session_id: z
    .string({ error: "The checkout session id is missing." })
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: "This is not a checkout session id." }),
});
