import { BILLING_PERIODS, type BillingPeriod, type PlanGroup, type PlanId, type PlanLimits } from "@/lib/billing/plans";
import type { Subscription } from "@/lib/contracts/billing";

export type { BillingPeriod, PaidPlanId, PlanLimits } from "@/lib/billing/plans";

export const keys = {
  plans: "/billing/plans",
  subscriptions: "/billing/subscriptions",
  provider: "/billing/provider",
  entitlements: "/billing/entitlements",
} as const;

export type Data<T> = { data: T };

export const PERIODS: readonly BillingPeriod[] = BILLING_PERIODS;

/** A plan as billing/plans lists it: its prices one per period. */
export type Plan = {
  id: PlanId;
  group: PlanGroup;
  name: string;
  limits: PlanLimits;
  prices: { period: BillingPeriod; amount: number; currency: string }[];
};

export type BillingOutcome = { subscription: Subscription | null; checkout_url: string | null };

export type ProviderId = "demo" | "stripe";
