import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { cancelSubscriptionSchema } from "@/lib/contracts/billing";
import { addPeriod, BILLING_PERIODS, CURRENCY, type Plan, PLANS, priceOf } from "@/lib/billing/plans";
import type { AppDeps } from "../deps";
import { stripeEvents, subscriptions, users } from "../db/schema";
import { isUuid } from "../db/toolkit";
import { ApiError, conflict, notFound } from "../core/errors";
import {
  activeSubscriptionRow,
  type BillingOutcome,
  type PlanChoice,
  providerForNewSubscriptions,
  providerOf,
  renewsLocally,
  type SubscriptionRow,
} from "./billing-providers";
import { recordFeedback } from "./feedbacks";
import { followingPlan } from "./plan-change";
import { mailPlanReceipt } from "./plan-receipt";
import { mailRewardNotice, onSubscriptionStarted, type RewardNotice } from "./referrals";
import { isMissing, stripeClient, stripeConfigured, subscriptionOfEvent, syncStripeSubscription, verifyWebhook } from "./stripe-provider";


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

const findActive = activeSubscriptionRow;

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

/**
 * Runs one billing change at a time per user, so two requests cannot both start a subscription;
 * an upgrade it brings raises the copilots' daily limits with the plan.
 */
async function withBillingLock<T>(deps: AppDeps, userId: string, work: (locked: AppDeps) => Promise<T>): Promise<T> {
  const { result, upgradedTo } = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("Account");
    const locked: AppDeps = { ...deps, db: tx };
    await settleSubscriptions(locked, userId);
    return followingPlan(locked, userId, () => work(locked));
  });
  // Once the change is committed: a mail never waits inside the lock.
  if (upgradedTo) await mailPlanReceipt(deps, userId);
  return result;
}

/**
 * Starts a subscription (or, with Stripe, sends the user to Checkout); from Premium, choosing
 * Elite upgrades at once. Anything else over an active one is refused.
 */
export async function subscribe(deps: AppDeps, userId: string, choice: PlanChoice) {
  let notice: RewardNotice | null = null;
  const outcome = await withBillingLock(deps, userId, async (locked) => {
    const active = await findActive(locked, userId);
    if (!active) {
      const outcome = await providerForNewSubscriptions(locked).subscribe(locked, userId, choice);
      if (!("subscription" in outcome)) return publicOutcome(outcome);
      const started = await onSubscriptionStarted(locked, userId, outcome.subscription);
      notice = started.notice;
      return publicOutcome({ subscription: started.subscription });
    }
    if (active.planId === "premium" && choice.plan === "elite") {
      return publicOutcome(await providerOf(locked, active.provider).changePlan(locked, active, choice));
    }
    throw conflict(
      active.planId === "elite"
        ? "You already have an Elite subscription. Downgrade or cancel it instead."
        : "You already have an active subscription. Cancel it first.",
      "subscription_active",
    );
  });
  await mailRewardNotice(deps, notice);
  return outcome;
}

export type CancelSurvey = z.output<typeof cancelSubscriptionSchema>;

/**
 * Stops renewal; the plan stays in effect until the current period ends. Cancelling twice changes
 * nothing. The survey's answer, when given, is kept as cancellation feedback with the subscription.
 */
export async function cancel(deps: AppDeps, userId: string, subscriptionId: string, survey?: CancelSurvey): Promise<PublicSubscription> {
  if (!isUuid(subscriptionId)) throw notFound("Subscription");
  return withBillingLock(deps, userId, async (locked) => {
    const [row] = await locked.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
    if (!row) throw notFound("Subscription");
    if (!isActive(row, locked.now())) throw conflict("This subscription has already ended.", "subscription_ended");
    if (row.canceled) return publicSubscription(row);
    const canceled = await providerOf(locked, row.provider).cancel(locked, row);
    if (survey) {
      await recordFeedback(locked, userId, {
        kind: "cancellation",
        topic: survey.reason,
        message: survey.message || null,
        context: {
          subscription_id: row.id,
          plan: row.planId,
          period: row.period,
          provider: row.provider,
          ends_at: canceled.currentPeriodEnd.toISOString(),
        },
      });
    }
    return publicSubscription(canceled);
  });
}

/** Elite → Premium for the same billing period. */
export async function downgrade(deps: AppDeps, userId: string) {
  return withBillingLock(deps, userId, async (locked) => {
    const active = await findActive(locked, userId);
    if (active?.planId !== "elite") throw conflict("Only an active Elite subscription can be downgraded.", "not_elite");
    return publicOutcome(
      await providerOf(locked, active.provider).changePlan(locked, active, { plan: "premium", period: active.period }),
    );
  });
}

/**
 * What the user may do now: the active subscription's plan (cancelled ones included, until their
 * period ends), else Premium when PREMIUM_FREE_FOR_DEMO is on, else Free. `premium` follows the
 * rule: an active, not-cancelled subscription, or the demo flag.
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

/** Which provider takes new subscriptions: the page says whether a checkout follows. */
export const billingProvider = (deps: AppDeps) => ({ id: stripeConfigured(deps.env) ? ("stripe" as const) : ("demo" as const) });

const stripeOff = () => new ApiError(409, "stripe_not_configured", "Online payments are not set up here; plans change at once without payment.");

/** A Stripe customer portal session: payment methods, invoices, cancellation. */
export async function openBillingPortal(deps: AppDeps, userId: string): Promise<{ url: string }> {
  if (!stripeConfigured(deps.env)) throw stripeOff();
  const [user] = await deps.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account");
  if (!user.customer) throw conflict("There is no billing account yet: it is created with your first payment.", "no_billing_account");
  const session = await stripeClient(deps.env).billingPortal.sessions.create({
    customer: user.customer,
    return_url: `${deps.env.WEB_ORIGIN}/subscription`,
  });
  return { url: session.url };
}

/**
 * The return from Stripe Checkout: mirrors the new subscription at once instead of waiting for
 * the webhook (which still arrives and then changes nothing).
 */
export async function completeCheckout(deps: AppDeps, userId: string, sessionId: string): Promise<PublicSubscription> {
  if (!stripeConfigured(deps.env)) throw stripeOff();
  const stripe = stripeClient(deps.env);
  let session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissing(error)) throw notFound("Checkout");
    throw error;
  }
  // Another user's session is as unknown as a missing one.
  if (session.client_reference_id !== userId) throw notFound("Checkout");
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (session.status !== "complete" || !subscriptionId) {
    throw conflict("The payment has not been completed yet.", "checkout_incomplete");
  }
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  let notice: RewardNotice | null = null;
  const row = await withBillingLock(deps, userId, async (locked) => {
    const result = await syncStripeSubscription(locked, subscription, userId);
    if (!result) throw conflict("The payment has not been completed yet.", "checkout_incomplete");
    if (!result.started) return result.row;
    const started = await onSubscriptionStarted(locked, userId, result.row);
    notice = started.notice;
    return started.subscription;
  });
  await mailRewardNotice(deps, notice);
  return publicSubscription(row);
}

export type WebhookResult = { received: true; duplicate: boolean };

/**
 * A Stripe webhook delivery: the signature is checked, each event id is handled once (a
 * redelivery changes nothing), and the subscription it concerns is read from Stripe and mirrored.
 * Returns null for a bad signature. A failure rolls the event back, so Stripe delivers it again.
 */
export async function handleStripeWebhook(deps: AppDeps, payload: string, signature: string | undefined): Promise<WebhookResult | null> {
  const event = verifyWebhook(deps.env, payload, signature);
  if (!event) return null;
  const [seen] = await deps.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  const target = subscriptionOfEvent(event);
  // Read before the transaction: no database lock is held while Stripe answers.
  const subscription = target ? await stripeClient(deps.env).subscriptions.retrieve(target.subscriptionId) : null;

  let notice: RewardNotice | null = null;
  let startedFor: string | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true as const, duplicate: true };
    if (!subscription) return { received: true as const, duplicate: false };
    const locked: AppDeps = { ...deps, db: tx };
    const synced = await syncStripeSubscription(locked, subscription, target?.hint ?? null);
    if (synced?.started) {
      notice = (await onSubscriptionStarted(locked, synced.row.userId, synced.row)).notice;
      startedFor = synced.row.userId;
    }
    deps.logger.info({ event: event.id, type: event.type, subscription: subscription.id, started: synced?.started ?? false }, "stripe event handled");
    return { received: true as const, duplicate: false };
  });
  // A subscription the webhook started before the user came back from Checkout gets its receipt here.
  if (startedFor) await mailPlanReceipt(deps, startedFor);
  await mailRewardNotice(deps, notice);
  return result;
}
