import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import { type PlanId, PLANS } from "@/lib/billing/plans";
import type { AppDeps } from "../deps";
import { copilots, subscriptions } from "../db/schema";

/**
 * The plan in effect for the user now, by the rule getEntitlements follows: the newest active
 * subscription whose period has not ended, else Premium under PREMIUM_FREE_FOR_DEMO, else Free.
 * Read here rather than through billing-providers, which the Stripe provider itself depends on.
 */
export async function planInEffect(deps: AppDeps, userId: string): Promise<PlanId> {
  const [row] = await deps.db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), gt(subscriptions.currentPeriodEnd, deps.now())))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.planId ?? (deps.env.PREMIUM_FREE_FOR_DEMO ? "premium" : "free");
}

/**
 * After a move to a plan with more applications a day: each of the user's copilots whose daily
 * limit sits at the old plan's maximum (the user took all the plan allowed), or whose launch step
 * was never saved (it still has the default), gets the new plan's maximum. A limit the user chose
 * below the old maximum is theirs and stays. A move down changes nothing: the plan caps sending.
 * Returns how many copilots were raised.
 */
export async function raiseDailyLimits(deps: AppDeps, userId: string, from: PlanId, to: PlanId): Promise<number> {
  const oldMax = PLANS[from].limits.applications_per_day;
  const newMax = PLANS[to].limits.applications_per_day;
  if (newMax <= oldMax) return 0;
  const raised = await deps.db
    .update(copilots)
    .set({ dailyLimit: newMax, updatedAt: deps.now() })
    .where(
      and(
        eq(copilots.userId, userId),
        or(eq(copilots.dailyLimit, oldMax), sql`not (${copilots.completedSteps} @> '[5]'::jsonb)`),
        // Never lowers: a limit kept from an earlier, bigger plan is already above.
        sql`${copilots.dailyLimit} < ${newMax}`,
      ),
    )
    .returning({ id: copilots.id });
  if (raised.length > 0) deps.logger.info({ userId, from, to, copilots: raised.length }, "daily limits raised with the plan");
  return raised.length;
}

const PLAN_ORDER: readonly PlanId[] = ["free", "premium", "elite"];

/**
 * Runs a billing change and then lets the user's copilots follow an upgrade it brought; says
 * which plan the user moved up to (null when the change was no upgrade).
 */
export async function followingPlan<T>(deps: AppDeps, userId: string, work: () => Promise<T>): Promise<{ result: T; upgradedTo: PlanId | null }> {
  const before = await planInEffect(deps, userId);
  const result = await work();
  const after = await planInEffect(deps, userId);
  await raiseDailyLimits(deps, userId, before, after);
  return { result, upgradedTo: PLAN_ORDER.indexOf(after) > PLAN_ORDER.indexOf(before) ? after : null };
}
