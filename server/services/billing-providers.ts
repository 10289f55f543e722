import { and, desc, eq, gt } from "drizzle-orm";
import { addPeriod, type BillingPeriod, type PaidPlanId } from "@/lib/billing/plans";
import type { AppDeps } from "../deps";
import { subscriptions } from "../db/schema";
import { ApiError } from "../core/errors";
import { stripeConfigured, stripeProvider } from "./stripe-provider";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProviderId = SubscriptionRow["provider"];
export type PlanChoice = { plan: PaidPlanId; period: BillingPeriod };

/** Either the change took effect, or the user must first pay on the provider's checkout page. */
export type BillingOutcome = { subscription: SubscriptionRow } | { checkout_url: string };

/** Where subscriptions are paid for; the billing service decides what is allowed, the provider carries it out. */
export interface BillingProvider {
  readonly id: ProviderId;
  /** True when renewals are applied here as periods end; false when the provider reports them (webhooks). */
  readonly renewsLocally: boolean;
  subscribe(deps: AppDeps, userId: string, choice: PlanChoice): Promise<BillingOutcome>;
  /** Replaces the active subscription by another plan: an upgrade or a downgrade. */
  changePlan(deps: AppDeps, current: SubscriptionRow, choice: PlanChoice): Promise<BillingOutcome>;
  /** Stops renewal; access continues until the current period ends. */
  cancel(deps: AppDeps, current: SubscriptionRow): Promise<SubscriptionRow>;
  /** Adds free days to the current period (referral rewards): the next payment moves back as far. */
  extend(deps: AppDeps, current: SubscriptionRow, days: number): Promise<SubscriptionRow>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The subscription in effect now (cancelled ones included until their period ends), newest first. */
export async function activeSubscriptionRow(deps: AppDeps, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), gt(subscriptions.currentPeriodEnd, deps.now())))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

async function startDemoSubscription(deps: AppDeps, userId: string, choice: PlanChoice) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(subscriptions)
    .values({
      userId,
      planId: choice.plan,
      period: choice.period,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: addPeriod(now, choice.period),
      provider: "demo",
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** No payment: every change takes effect at once. */
export const demoProvider: BillingProvider = {
  id: "demo",
  renewsLocally: true,
  async subscribe(deps, userId, choice) {
    return { subscription: await startDemoSubscription(deps, userId, choice) };
  },
  async changePlan(deps, current, choice) {
    const now = deps.now();
    await deps.db.update(subscriptions).set({ status: "ended", endedAt: now, updatedAt: now }).where(eq(subscriptions.id, current.id));
    return { subscription: await startDemoSubscription(deps, current.userId, choice) };
  },
  async cancel(deps, current) {
    const now = deps.now();
    const [row] = await deps.db
      .update(subscriptions)
      .set({ canceled: true, canceledAt: now, updatedAt: now })
      .where(eq(subscriptions.id, current.id))
      .returning();
    return row!;
  },
  async extend(deps, current, days) {
    const [row] = await deps.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(current.currentPeriodEnd.getTime() + days * DAY_MS), updatedAt: deps.now() })
      .where(eq(subscriptions.id, current.id))
      .returning();
    return row!;
  },
};

/** The provider that manages an existing subscription. */
export function providerOf(deps: AppDeps, id: ProviderId): BillingProvider {
  if (id === "demo") return demoProvider;
  if (!stripeConfigured(deps.env)) {
    // A Stripe subscription in a deployment whose Stripe keys were removed: nothing here can change it.
    throw new ApiError(503, "billing_unavailable", "Billing is temporarily unavailable. Please try again later.");
  }
  return stripeProvider;
}

/** Renewals of demo subscriptions are applied locally; Stripe reports its own by webhook. */
export const renewsLocally = (id: ProviderId) => id === "demo";

/** The provider new subscriptions go through: Stripe once it is configured, else the demo. */
export function providerForNewSubscriptions(deps: AppDeps): BillingProvider {
  return stripeConfigured(deps.env) ? stripeProvider : demoProvider;
}
