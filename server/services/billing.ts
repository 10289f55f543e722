import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { addPeriod, BILLING_PERIODS, CURRENCY, type Plan, PLANS, priceOf } from "../config/plans";
import type { AppDeps } from "../deps";
import { subscriptions, users } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import {
  type BillingOutcome,
  type PlanChoice,
  providerForNewSubscriptions,
  providerOf,
  renewsLocally,
  type SubscriptionRow,
} from "./billing-providers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const planRef = (plan: Pick<Plan, "id" | "group" | "name">) => ({ id: plan.id, group: plan.group, name: plan.name });

export function listPlans() {
  return Object.values(PLANS).map(({ prices, ...plan }: Plan) => ({
    ...planRef(plan),
    limits: plan.limits,
    prices: prices ? BILLING_PERIODS.map((period) => ({ period, amount: prices[period], currency: CURRENCY })) : [],
  }));
}

export function publicSubscription(row: SubscriptionRow) {
  return {
    id: row.id,
    plan: { ...planRef(PLANS[row.planId]), id: row.planId },
    period: row.period,
    status: row.status,
    canceled: row.canceled,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    provider: row.provider,
    price: { amount: priceOf(row.planId, row.period), currency: CURRENCY },
  };
}

export type PublicSubscription = ReturnType<typeof publicSubscription>;

function publicOutcome(outcome: BillingOutcome) {
  return "checkout_url" in outcome
    ? { subscription: null, checkout_url: outcome.checkout_url }
    : { subscription: publicSubscription(outcome.subscription), checkout_url: null };
}

const isActive = (row: SubscriptionRow, now: Date) => row.status === "active" && row.currentPeriodEnd > now;

async function findActive(deps: AppDeps, userId: string) {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), gt(subscriptions.currentPeriodEnd, deps.now())))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Brings subscriptions whose period has passed up to date: cancelled ones end when their period
 * did, locally renewed (demo) ones roll over into the period that contains now. Every user's when
 * no userId is given.
 */
export async function settleSubscriptions(deps: AppDeps, userId?: string): Promise<void> {
  const now = deps.now();
  const due = and(
    eq(subscriptions.status, "active"),
    lte(subscriptions.currentPeriodEnd, now),
    userId ? eq(subscriptions.userId, userId) : undefined,
  );
  await deps.db
    .update(subscriptions)
    .set({ status: "ended", endedAt: sql`${subscriptions.currentPeriodEnd}`, updatedAt: now })
    .where(and(due, eq(subscriptions.canceled, true)));

  const renewable = await deps.db.select().from(subscriptions).where(and(due, eq(subscriptions.canceled, false)));
  for (const row of renewable) {
    if (!renewsLocally(row.provider)) continue;
    let start = row.currentPeriodEnd;
    let end = addPeriod(start, row.period);
    while (end <= now) {
      start = end;
      end = addPeriod(start, row.period);
    }
    // Still due and not cancelled meanwhile: a concurrent settle or cancel wins.
    await deps.db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), due, eq(subscriptions.canceled, false)));
  }
}

/** The user's subscriptions: the active one first, then the others newest first. */
export async function listSubscriptions(deps: AppDeps, userId: string): Promise<PublicSubscription[]> {
  await settleSubscriptions(deps, userId);
  // created_at is the database's insertion time, so "newest" holds even when the app clock stands still.
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.currentPeriodStart));
  const now = deps.now();
  const active = rows.find((row) => isActive(row, now));
  const ordered = active ? [active, ...rows.filter((row) => row !== active)] : rows;
  return ordered.map(publicSubscription);
}

/** Runs one billing change at a time per user, so two requests cannot both start a subscription. */
async function withBillingLock<T>(deps: AppDeps, userId: string, work: (locked: AppDeps) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("Account");
    const locked: AppDeps = { ...deps, db: tx };
    await settleSubscriptions(locked, userId);
    return work(locked);
  });
}

/** Starts a subscription; from Premium, choosing Elite upgrades at once. Anything else over an active one is refused. */
export async function subscribe(deps: AppDeps, userId: string, choice: PlanChoice) {
  return withBillingLock(deps, userId, async (locked) => {
    const active = await findActive(locked, userId);
    if (!active) return publicOutcome(await providerForNewSubscriptions().subscribe(locked, userId, choice));
    if (active.planId === "premium" && choice.plan === "elite") {
      return publicOutcome(await providerOf(active.provider).changePlan(locked, active, choice));
    }
    throw conflict(
      active.planId === "elite"
        ? "You already have an Elite subscription. Downgrade or cancel it instead."
        : "You already have an active subscription. Cancel it first.",
      "subscription_active",
    );
  });
}

/** Stops renewal; the plan stays in effect until the current period ends. Cancelling twice changes nothing. */
export async function cancel(deps: AppDeps, userId: string, subscriptionId: string): Promise<PublicSubscription> {
  if (!UUID.test(subscriptionId)) throw notFound("Subscription");
  return withBillingLock(deps, userId, async (locked) => {
    const [row] = await locked.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
    if (!row) throw notFound("Subscription");
    if (!isActive(row, locked.now())) throw conflict("This subscription has already ended.", "subscription_ended");
    if (row.canceled) return publicSubscription(row);
    return publicSubscription(await providerOf(row.provider).cancel(locked, row));
  });
}

/** Elite → Premium for the same billing period. */
export async function downgrade(deps: AppDeps, userId: string) {
  return withBillingLock(deps, userId, async (locked) => {
    const active = await findActive(locked, userId);
    if (active?.planId !== "elite") throw conflict("Only an active Elite subscription can be downgraded.", "not_elite");
    return publicOutcome(
      await providerOf(active.provider).changePlan(locked, active, { plan: "premium", period: active.period }),
    );
  });
}

/**
 * What the user may do now: the active subscription's plan (cancelled ones included, until their
 * period ends), else Premium when PREMIUM_FREE_FOR_DEMO is on, else Free. `premium` follows the
 * seed's rule: an active, not-cancelled subscription, or the demo flag.
 */
export async function getEntitlements(deps: AppDeps, userId: string) {
  await settleSubscriptions(deps, userId);
  const active = await findActive(deps, userId);
  const freeForDemo = deps.env.PREMIUM_FREE_FOR_DEMO;
  const plan: Plan = active ? PLANS[active.planId] : freeForDemo ? PLANS.premium : PLANS.free;
  return {
    plan: planRef(plan),
    limits: plan.limits,
    premium: (active !== null && !active.canceled) || freeForDemo,
    source: active ? ("subscription" as const) : freeForDemo ? ("demo" as const) : ("default" as const),
  };
}

export type Entitlements = Awaited<ReturnType<typeof getEntitlements>>;
