export type PlanGroup = "Premium" | "Elite";

export type Subscription = {
  id: string;
  plan: { id: "premium" | "elite"; group: PlanGroup; name: string };
  period: "weekly" | "monthly" | "quarterly";
  status: "active" | "ended";
  canceled: boolean;
  canceled_at: string | null;
  current_period_start: string;
  current_period_end: string;
  ended_at: string | null;
  provider: "demo" | "stripe";
  price: { amount: number; currency: string };
};

/** The first element of the list is the active subscription (seed §3). */
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

/** "My referrals" shows to users with an active subscription (seed §6). */
export const hasActiveSubscription = (subscription: Subscription | null) => subscription !== null;
