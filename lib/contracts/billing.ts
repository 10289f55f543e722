import { z } from "zod";
import { withCode } from "./errors";
import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_GROUPS, PLAN_IDS, type PlanLimits } from "@/lib/billing/plans";
import { oneOf } from "./common";
import { CANCEL_REASONS, CANCEL_MESSAGE_MAX } from "./billing-values";

export * from "./billing-values";

export const paidPlanSchema = z.enum(PAID_PLAN_IDS, oneOf(PAID_PLAN_IDS));
export const billingPeriodSchema = z.enum(BILLING_PERIODS, oneOf(BILLING_PERIODS));

export const subscribeSchema = z.strictObject({ plan: paidPlanSchema, period: billingPeriodSchema });

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const subscriptionIdParamsSchema = z.strictObject({ id: z.string() });

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

// Responses

/** Where subscriptions are paid: Stripe, or the demo provider that changes plans at once, without payment. */
export const BILLING_PROVIDERS = ["demo", "stripe"] as const;

export const planRefSchema = z.object({ id: z.enum(PLAN_IDS), group: z.enum(PLAN_GROUPS), name: z.string() });

export const planLimitsSchema = z.object({
  copilots: z.number().int(),
  applications_per_day: z.number().int(),
  review_first_only: z.boolean(),
  ai_messages_per_month: z.number().int(),
  cover_letters_per_month: z.number().int(),
  cv_tailoring: z.boolean(),
}) satisfies z.ZodType<PlanLimits>;

export const priceSchema = z.object({ amount: z.number().int().meta({ description: "In cents" }), currency: z.string() });

/** A plan as GET /billing/plans lists it: its prices one per period. */
export const planSchema = z.object({
  ...planRefSchema.shape,
  limits: planLimitsSchema,
  prices: z.array(z.object({ period: z.enum(BILLING_PERIODS), ...priceSchema.shape })).meta({ description: "Empty for Free" }),
});

export const subscriptionSchema = z.object({
  id: z.uuid(),
  plan: planRefSchema.extend({ id: z.enum(PAID_PLAN_IDS) }),
  period: z.enum(BILLING_PERIODS),
  status: z.enum(["active", "ended"]),
  canceled: z.boolean().meta({ description: "Will not renew; stays active until current_period_end" }),
  canceled_at: z.iso.datetime().nullable(),
  current_period_start: z.iso.datetime(),
  current_period_end: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable(),
  provider: z.enum(BILLING_PROVIDERS),
  price: priceSchema,
});

/** What subscribing and downgrading answer: the change took effect, or a checkout comes first. */
export const billingOutcomeSchema = z.object({
  subscription: subscriptionSchema
    .nullable()
    .meta({ description: "The subscription now in effect; null when a checkout comes first" }),
  checkout_url: z.url().nullable().meta({ description: "Where to send the user to pay; null when the change took effect at once" }),
});

export const billingProviderSchema = z.object({ id: z.enum(BILLING_PROVIDERS) });

export const billingPortalSchema = z.object({ url: z.url() });

/** The plan in effect and its limits. */
export const entitlementsSchema = z.object({
  plan: planRefSchema,
  limits: planLimitsSchema,
  premium: z.boolean().meta({ description: "An active, not-cancelled Premium or Elite subscription, or PREMIUM_FREE_FOR_DEMO" }),
  source: z.enum(["subscription", "demo", "default"]).meta({ description: "Where the plan comes from" }),
});

/** Stripe's webhook deliveries: acknowledged, and whether the event had been handled before. */
export const stripeWebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export type ProviderId = (typeof BILLING_PROVIDERS)[number];
export type Plan = z.infer<typeof planSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type BillingOutcome = z.infer<typeof billingOutcomeSchema>;
export type BillingProvider = z.infer<typeof billingProviderSchema>;
export type BillingPortal = z.infer<typeof billingPortalSchema>;
export type Entitlements = z.infer<typeof entitlementsSchema>;
