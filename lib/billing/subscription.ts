import type { BillingPeriod, PaidPlanId, PlanGroup } from "./plans";

/** The group of a paid plan: what a subscription can be. */
export type PaidPlanGroup = Exclude<PlanGroup, "Free">;

export type Subscription = {
  id: string;
  plan: { id: PaidPlanId; group: PaidPlanGroup; name: string };
  period: BillingPeriod;
  status: "active" | "ended";
  canceled: boolean;
  canceled_at: string | null;
  current_period_start: string;
  current_period_end: string;
  ended_at: string | null;
  provider: "demo" | "stripe";
  price: { amount: number; currency: string };
};

/** The list is newest first: its first element, when active, is the subscription in effect. */
export const activeSubscription = (list: Subscription[] | null | undefined): Subscription | null => {
  const first = list?.[0];
  return first && first.status === "active" ? first : null;
};

export const isCanceled = (subscription: Subscription | null) => subscription?.canceled === true;
export const isElite = (subscription: Subscription | null) => subscription?.plan.group === "Elite";

/** Premium: an active, not-cancelled Premium or Elite subscription, or the demo flag. */
export function isPremium(subscription: Subscription | null, premiumFreeForDemo = false): boolean {
  if (premiumFreeForDemo) return true;
  return subscription !== null && !subscription.canceled && (subscription.plan.group === "Premium" || subscription.plan.group === "Elite");
}

/** "My referrals" shows to users with an active subscription. */
export const hasActiveSubscription = (subscription: Subscription | null) => subscription !== null;
