import type { BillingPeriod } from "@/lib/billing/plans";
import type { Plan } from "@/lib/contracts/billing";

/** Weeks in one billing period, for comparing prices: a year has 52 weeks, a month 52/12. */
export const WEEKS: Record<BillingPeriod, number> = { weekly: 1, monthly: 52 / 12, quarterly: 13 };

export const priceFor = (plan: Plan, period: BillingPeriod) => plan.prices.find((price) => price.period === period) ?? null;

/** The price per week in cents, rounded to a cent. */
export function perWeek(amount: number, period: BillingPeriod): number {
  return Math.round(amount / WEEKS[period]);
}

/** How much cheaper per week a period is than paying weekly, in whole percent (0 when not cheaper). */
export function savingPercent(plan: Plan, period: BillingPeriod): number {
  const weekly = priceFor(plan, "weekly");
  const chosen = priceFor(plan, period);
  if (!weekly || !chosen || period === "weekly") return 0;
  const saving = 1 - chosen.amount / WEEKS[period] / weekly.amount;
  return saving > 0 ? Math.floor(saving * 100) : 0;
}

/** Which way a move between paid plans goes: only Premium → Elite and Elite → Premium exist. */
export type PlanAction = "current" | "choose" | "upgrade" | "downgrade" | "none";

/**
 * The button a plan card offers, following the backend's rules: without a subscription any paid
 * plan can be chosen; Premium can upgrade to Elite; Elite can switch to Premium; nothing else.
 */
export function planAction(plan: Plan["id"], current: { plan: Plan["id"] } | null): PlanAction {
  const mine = current?.plan ?? "free";
  if (plan === mine) return "current";
  if (plan === "free") return "none";
  if (mine === "free") return "choose";
  if (mine === "premium" && plan === "elite") return "upgrade";
  if (mine === "elite" && plan === "premium") return "downgrade";
  return "none";
}
