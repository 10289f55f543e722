import type { Subscription } from "@/lib/billing/subscription";

export const keys = {
  plans: "/billing/plans",
  subscriptions: "/billing/subscriptions",
  provider: "/billing/provider",
  entitlements: "/billing/entitlements",
} as const;

export type Data<T> = { data: T };

export type BillingPeriod = Subscription["period"];
export const PERIODS: BillingPeriod[] = ["weekly", "monthly", "quarterly"];

export type PlanLimits = {
  copilots: number;
  applications_per_day: number;
  review_first_only: boolean;
  ai_messages_per_month: number;
  cover_letters_per_month: number;
  cv_tailoring: boolean;
};

export type Plan = {
  id: "free" | "premium" | "elite";
  group: "Free" | "Premium" | "Elite";
  name: string;
  limits: PlanLimits;
  prices: { period: BillingPeriod; amount: number; currency: string }[];
};

export type PaidPlanId = Subscription["plan"]["id"];

export type BillingOutcome = { subscription: Subscription | null; checkout_url: string | null };

export type ProviderId = "demo" | "stripe";
