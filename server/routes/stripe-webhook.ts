import { stripeWebhookReceiptSchema } from "@/lib/contracts/billing";
import { dataOf, defineRoute } from "../http/openapi";
import { ApiError, notFound } from "../core/errors";
import { createRouter } from "../http/router";
import { handleStripeWebhook } from "../services/billing";
import { stripeConfigured } from "../services/stripe-provider";

export const STRIPE_WEBHOOK_PATH = "/billing/stripe/webhook";

/** Stripe's deliveries: the raw body is what the signature covers, so it is read as text, not parsed. */
export const stripeWebhookRoutes = createRouter().openapi(
  defineRoute({
    method: "post", path: STRIPE_WEBHOOK_PATH, tag: "Billing", errors: [400, 404],
    response: dataOf(stripeWebhookReceiptSchema).openapi("StripeWebhookReceipt"),
    summary: "Stripe webhook endpoint",
    description:
      "Signed with STRIPE_WEBHOOK_SECRET (`Stripe-Signature`); a bad signature answers 400. Handles checkout.session.completed, customer.subscription.created/updated/deleted and invoice.paid; other events are acknowledged. Each event id is handled once. 404 when Stripe is not configured.",
  }),
  async (c) => {
    const deps = c.var.deps;
    if (!stripeConfigured(deps.env)) throw notFound("Endpoint");
    const result = await handleStripeWebhook(deps, await c.req.text(), c.req.header("stripe-signature"));
    if (!result) throw new ApiError(400, "invalid_signature", "The Stripe-Signature header does not match this payload.");
    return c.json({ data: result }, 200);
  },
);
