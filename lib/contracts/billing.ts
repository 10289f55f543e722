import { z } from "zod";
import { BILLING_PERIODS, PAID_PLAN_IDS } from "@/lib/billing/plans";
import { oneOf } from "./common";
import { withCode } from "./errors";

export const paidPlanSchema = z.enum(PAID_PLAN_IDS, oneOf(PAID_PLAN_IDS));
export const billingPeriodSchema = z.enum(BILLING_PERIODS, oneOf(BILLING_PERIODS));

export const subscribeSchema = z.strictObject({ plan: paidPlanSchema, period: billingPeriodSchema });

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const subscriptionIdParamsSchema = z.strictObject({ id: z.string() });

/** Why a user cancels: the survey's answers, stored as the cancellation feedback's topic. */
export const CANCEL_REASONS = ["too_expensive", "found_job", "not_enough_jobs", "missing_feature", "technical_problems", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_MESSAGE_MAX = 2000;

export const cancelSubscriptionSchema = z.strictObject({
  reason: z.enum(CANCEL_REASONS, withCode("reason_choose")),
  message: z
    .string(withCode("text_required"))
    .trim()
    .max(CANCEL_MESSAGE_MAX, withCode("too_long", { max: CANCEL_MESSAGE_MAX }))
    .optional(),
});

/** The Checkout Session id Stripe puts into the success URL. */
export const checkoutCompleteSchema = z.strictObject({
  session_id: z
    .string(withCode("checkout_session_required"))
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, withCode("checkout_session_invalid")),
});
