import type { Subscription } from "@/lib/contracts/billing";

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
