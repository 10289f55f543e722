import { z } from "zod";
import { BILLING_PERIODS, PAID_PLAN_IDS } from "@/server/config/plans";

export const paidPlanSchema = z.enum(PAID_PLAN_IDS, { error: `Choose one of: ${PAID_PLAN_IDS.join(", ")}.` });
export const billingPeriodSchema = z.enum(BILLING_PERIODS, { error: `Choose one of: ${BILLING_PERIODS.join(", ")}.` });

export const subscribeSchema = z.strictObject({ plan: paidPlanSchema, period: billingPeriodSchema });

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const subscriptionIdParamsSchema = z.strictObject({ id: z.string() });
