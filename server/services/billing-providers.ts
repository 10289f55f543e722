import { eq } from "drizzle-orm";
import { addPeriod, type BillingPeriod, type PaidPlanId } from "../config/plans";
import type { AppDeps } from "../deps";
import { subscriptions } from "../db/schema";

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
};

const providers: Partial<Record<ProviderId, BillingProvider>> = { demo: demoProvider };

/** The provider that manages an existing subscription. */
export function providerOf(id: ProviderId): BillingProvider {
  const provider = providers[id];
  if (!provider) throw new Error(`Billing provider "${id}" is not available.`);
  return provider;
}

export const renewsLocally = (id: ProviderId) => providers[id]?.renewsLocally ?? false;

/** The provider new subscriptions go through; Stripe takes over here once it is configured. */
export function providerForNewSubscriptions(): BillingProvider {
  return demoProvider;
}
