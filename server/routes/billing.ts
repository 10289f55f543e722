import { z } from "@hono/zod-openapi";
import { cancelSubscriptionSchema, checkoutCompleteSchema, subscribeSchema, subscriptionIdParamsSchema } from "@/lib/contracts/billing";
import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS } from "@/lib/billing/plans";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as billing from "../services/billing";

const planRefSchema = z
  .object({ id: z.enum(PLAN_IDS), group: z.enum(["Free", "Premium", "Elite"]), name: z.string() })
  .openapi("PlanRef");
const limitsSchema = z
  .object({
    copilots: z.number().int(),
    applications_per_day: z.number().int(),
    review_first_only: z.boolean(),
    ai_messages_per_month: z.number().int(),
    cover_letters_per_month: z.number().int(),
    cv_tailoring: z.boolean(),
  })
  .openapi("PlanLimits");
const priceSchema = z
  .object({ amount: z.number().int().openapi({ description: "In cents" }), currency: z.string() })
  .openapi("Price");
const planSchema = z
  .object({
    ...planRefSchema.shape,
    limits: limitsSchema,
    prices: z.array(z.object({ period: z.enum(BILLING_PERIODS), ...priceSchema.shape })).openapi({ description: "Empty for Free" }),
  })
  .openapi("Plan");
const subscriptionSchema = z
  .object({
    id: z.uuid(),
    plan: planRefSchema.extend({ id: z.enum(PAID_PLAN_IDS) }),
    period: z.enum(BILLING_PERIODS),
    status: z.enum(["active", "ended"]),
    canceled: z.boolean().openapi({ description: "Will not renew; stays active until current_period_end" }),
    canceled_at: z.iso.datetime().nullable(),
    current_period_start: z.iso.datetime(),
    current_period_end: z.iso.datetime(),
    ended_at: z.iso.datetime().nullable(),
    provider: z.enum(["demo", "stripe"]),
    price: priceSchema,
  })
  .openapi("Subscription");
const outcomeSchema = dataOf(
  z.object({
    subscription: subscriptionSchema.nullable().openapi({ description: "The subscription now in effect; null when a checkout comes first" }),
    checkout_url: z.url().nullable().openapi({ description: "Where to send the user to pay; null when the change took effect at once" }),
  }),
).openapi("BillingOutcome");
const entitlementsSchema = dataOf(
  z.object({
    plan: planRefSchema,
    limits: limitsSchema,
    premium: z.boolean().openapi({ description: "An active, not-cancelled Premium or Elite subscription, or PREMIUM_FREE_FOR_DEMO" }),
    source: z.enum(["subscription", "demo", "default"]).openapi({ description: "Where the plan comes from" }),
  }),
).openapi("Entitlements");

const tag = "Billing";

export const billingRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/billing/plans", tag, response: dataOf(z.array(planSchema)),
      summary: "Plans with their limits and prices",
    }),
    (c) => c.json({ data: billing.listPlans() }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/subscriptions", tag, auth: true, response: dataOf(z.array(subscriptionSchema)),
      summary: "The user's subscriptions", description: "The active one first, then the others newest first.",
    }),
    async (c) => c.json({ data: await billing.listSubscriptions(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions", tag, auth: true, status: 201, body: subscribeSchema,
      response: outcomeSchema, errors: [409], summary: "Subscribe, or upgrade Premium to Elite",
      description:
        "Refused (409) while a subscription is active, except Elite chosen on Premium: the Premium one ends now and Elite starts.",
    }),
    async (c) => c.json({ data: await billing.subscribe(c.var.deps, c.var.auth.userId, c.req.valid("json")) }, 201),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions/downgrade", tag, auth: true, response: outcomeSchema, errors: [409],
      summary: "Downgrade Elite to Premium", description: "Same billing period. 409 when not on Elite.",
    }),
    async (c) => c.json({ data: await billing.downgrade(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/billing/subscriptions/{id}", tag, auth: true, params: subscriptionIdParamsSchema,
      response: dataOf(subscriptionSchema), errors: [404, 409], summary: "Cancel a subscription",
      description: "It stays active until current_period_end and does not renew. 409 when it has already ended.",
    }),
    async (c) => c.json({ data: await billing.cancel(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions/{id}/cancel", tag, auth: true, params: subscriptionIdParamsSchema,
      body: cancelSubscriptionSchema, response: dataOf(subscriptionSchema), errors: [404, 409],
      summary: "Cancel a subscription, saying why",
      description:
        "Like DELETE, and the survey's answer is kept as cancellation feedback (reason and optional text) with the subscription. Cancelling an already cancelled subscription changes nothing and records nothing.",
    }),
    async (c) =>
      c.json({ data: await billing.cancel(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/provider", tag, response: dataOf(z.object({ id: z.enum(["demo", "stripe"]) })).openapi("BillingProvider"),
      summary: "Where new subscriptions are paid",
      description: "`stripe`: subscribing answers with a Checkout URL. `demo`: plans change at once, without payment.",
    }),
    (c) => c.json({ data: billing.billingProvider(c.var.deps) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/portal", tag, auth: true, response: dataOf(z.object({ url: z.url() })).openapi("BillingPortal"),
      errors: [409], summary: "Open the Stripe customer portal",
      description: "Payment methods, invoices and cancellation on Stripe. 409 without Stripe or before the first payment.",
    }),
    async (c) => c.json({ data: await billing.openBillingPortal(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/checkout/complete", tag, auth: true, body: checkoutCompleteSchema,
      response: dataOf(subscriptionSchema), errors: [404, 409], summary: "Activate the subscription paid in Stripe Checkout",
      description:
        "Called on the return from Checkout with its session id, so the plan applies at once; the webhook does the same later. 409 while the payment is not complete.",
    }),
    async (c) => c.json({ data: await billing.completeCheckout(c.var.deps, c.var.auth.userId, c.req.valid("json").session_id) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/entitlements", tag, auth: true, response: entitlementsSchema,
      summary: "The plan in effect and its limits",
    }),
    async (c) => c.json({ data: await billing.getEntitlements(c.var.deps, c.var.auth.userId) }),
  );
