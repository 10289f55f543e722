import { ApiError } from "@/lib/api/request";

/** Backend error codes with a translated message under Subscription.errors. */
const KNOWN = [
  "subscription_active",
  "not_elite",
  "subscription_ended",
  "payment_failed",
  "no_billing_account",
  "stripe_not_configured",
  "checkout_incomplete",
  "billing_unavailable",
] as const;

export type BillingProblem = { key: (typeof KNOWN)[number] | "generic" | "network" } | { raw: string };

export function describeBillingError(error: unknown): BillingProblem {
  if (!(error instanceof ApiError)) return { key: "network" };
  const known = KNOWN.find((code) => code === error.code);
  if (known) return { key: known };
  if (error.status >= 500) return { key: "generic" };
  return { raw: error.message };
}
