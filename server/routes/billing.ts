import { z } from "@hono/zod-openapi";
import {
  billingOutcomeSchema,
  billingPortalSchema,
  billingProviderSchema,
  cancelSubscriptionSchema,
  checkoutCompleteSchema,
  entitlementsSchema,
  planLimitsSchema,
  planRefSchema,
  planSchema,
  priceSchema,
  subscribeSchema,
  subscriptionIdParamsSchema,
  subscriptionSchema,
} from "@/lib/contracts/billing";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as billing from "../services/billing";

// The contract's schemas under their OpenAPI names, and the answers that embed them. A subscription's
// plan is documented as the PlanRef narrowed to the paid plans.
const planRef = component(planRefSchema, "PlanRef");
const planLimits = component(planLimitsSchema, "PlanLimits");
const price = component(priceSchema, "Price");
const plan = planSchema.extend({ limits: planLimits }).openapi("Plan");
const subscription = subscriptionSchema
  .extend({ plan: planRef.extend(subscriptionSchema.shape.plan.shape), price })
  .openapi("Subscription");
const outcomeResponse = dataOf(
  billingOutcomeSchema.extend({
    subscription: subscription.nullable().meta({ description: billingOutcomeSchema.shape.subscription.description }),
  }),
).openapi("BillingOutcome");
const entitlementsResponse = dataOf(entitlementsSchema.extend({ plan: planRef, limits: planLimits })).openapi("Entitlements");

const tag = "Billing";

export const billingRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/billing/plans", tag, response: dataOf(z.array(plan)),
      summary: "Plans with their limits and prices",
    }),
    (c) => c.json({ data: billing.listPlans() }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/subscriptions", tag, auth: true, response: dataOf(z.array(subscription)),
      summary: "The user's subscriptions", description: "The active one first, then the others newest first.",
    }),
    async (c) => c.json({ data: await billing.listSubscriptions(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions", tag, auth: true, status: 201, body: subscribeSchema,
      response: outcomeResponse, errors: [409], summary: "Subscribe, or upgrade Premium to Elite",
      description:
        "Refused (409) while a subscription is active, except Elite chosen on Premium: the Premium one ends now and Elite starts.",
    }),
    async (c) => c.json({ data: await billing.subscribe(c.var.deps, c.var.auth.userId, c.req.valid("json")) }, 201),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions/downgrade", tag, auth: true, response: outcomeResponse, errors: [409],
      summary: "Downgrade Elite to Premium", description: "Same billing period. 409 when not on Elite.",
    }),
    async (c) => c.json({ data: await billing.downgrade(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/billing/subscriptions/{id}", tag, auth: true, params: subscriptionIdParamsSchema,
      response: dataOf(subscription), errors: [404, 409], summary: "Cancel a subscription",
      description: "It stays active until current_period_end and does not renew. 409 when it has already ended.",
    }),
    async (c) => c.json({ data: await billing.cancel(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/subscriptions/{id}/cancel", tag, auth: true, params: subscriptionIdParamsSchema,
      body: cancelSubscriptionSchema, response: dataOf(subscription), errors: [404, 409],
      summary: "Cancel a subscription, saying why",
      description:
        "Like DELETE, and the survey's answer is kept as cancellation feedback (reason and optional text) with the subscription. Cancelling an already cancelled subscription changes nothing and records nothing.",
    }),
    async (c) =>
      c.json({ data: await billing.cancel(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/provider", tag, response: dataOf(billingProviderSchema).openapi("BillingProvider"),
      summary: "Where new subscriptions are paid",
      description: "`stripe`: subscribing answers with a Checkout URL. `demo`: plans change at once, without payment.",
    }),
    (c) => c.json({ data: billing.billingProvider(c.var.deps) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/portal", tag, auth: true, response: dataOf(billingPortalSchema).openapi("BillingPortal"),
      errors: [409], summary: "Open the Stripe customer portal",
      description: "Payment methods, invoices and cancellation on Stripe. 409 without Stripe or before the first payment.",
    }),
    async (c) => c.json({ data: await billing.openBillingPortal(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/billing/checkout/complete", tag, auth: true, body: checkoutCompleteSchema,
      response: dataOf(subscription), errors: [404, 409], summary: "Activate the subscription paid in Stripe Checkout",
      description:
        "Called on the return from Checkout with its session id, so the plan applies at once; the webhook does the same later. 409 while the payment is not complete.",
    }),
    async (c) => c.json({ data: await billing.completeCheckout(c.var.deps, c.var.auth.userId, c.req.valid("json").session_id) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/billing/entitlements", tag, auth: true, response: entitlementsResponse,
      summary: "The plan in effect and its limits",
    }),
    async (c) => c.json({ data: await billing.getEntitlements(c.var.deps, c.var.auth.userId) }),
  );
