import { and, eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import type { Env } from "@/lib/env";
import {
  BILLING_PERIODS,
  type BillingPeriod,
  CURRENCY,
  PAID_PLAN_IDS,
  type PaidPlanId,
  PLANS,
  priceOf,
} from "@/lib/billing/plans";
import type { AppDeps } from "../deps";
import { subscriptions, users } from "../db/schema";
import { ApiError, notFound } from "../core/errors";
import type { BillingProvider, PlanChoice, SubscriptionRow } from "./billing-providers";
import { planInEffect, raiseDailyLimits } from "./plan-change";

// Stripe Billing: Checkout for new subscriptions, the API for plan changes, cancellation and free
// days, webhooks (and the return from Checkout) to mirror Stripe's subscription into our row.
// Stripe is the source of truth: every sync reads the subscription as it is now, never an event's
// possibly stale copy, so events may arrive late, twice or out of order.

export const stripeConfigured = (env: Env) => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

const clients = new Map<string, Stripe>();

/** One SDK client per key and API base; STRIPE_API_BASE points it at a local fake in tests. */
export function stripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured: STRIPE_SECRET_KEY is unset.");
  const cacheKey = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === "http:" ? "http" : "https";
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      // Retried requests carry an idempotency key (added by the SDK), so a retry never pays twice.
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: "job-copilot" },
      ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

const RECURRING: Record<BillingPeriod, { interval: "week" | "month"; interval_count: number }> = {
  weekly: { interval: "week", interval_count: 1 },
  monthly: { interval: "month", interval_count: 1 },
  quarterly: { interval: "month", interval_count: 3 },
};

const PLAN_RANK: Record<PaidPlanId, number> = { premium: 1, elite: 2 };

/**
 * The lookup key of a plan's price. It names the amount, so a price changed in lib/billing/plans.ts
 * becomes a new Stripe price for new subscriptions while existing ones keep theirs.
 */
export const priceLookupKey = ({ plan, period }: PlanChoice) =>
  `job-copilot_${plan}_${period}_${CURRENCY.toLowerCase()}_${priceOf(plan, period)}`;

export const productId = (plan: PaidPlanId) => `job-copilot-${plan}`;

const priceIds = new WeakMap<Stripe, Map<string, string>>();

/** The Stripe price of a plan and period, created with its product on first use: no dashboard setup. */
async function priceFor(stripe: Stripe, choice: PlanChoice): Promise<string> {
  const lookupKey = priceLookupKey(choice);
  const cache = priceIds.get(stripe) ?? new Map<string, string>();
  priceIds.set(stripe, cache);
  const cached = cache.get(lookupKey);
  if (cached) return cached;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  let id = found.data[0]?.id;
  if (!id) {
    try {
      await stripe.products.create({ id: productId(choice.plan), name: `job-copilot ${PLANS[choice.plan].name}`, metadata: { plan: choice.plan } });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === "resource_already_exists")) throw error;
    }
    const price = await stripe.prices.create({
      product: productId(choice.plan),
      currency: CURRENCY.toLowerCase(),
      unit_amount: priceOf(choice.plan, choice.period),
      recurring: RECURRING[choice.period],
      lookup_key: lookupKey,
      // Two instances creating it at once: the later one takes the key over, both prices are equal.
      transfer_lookup_key: true,
      metadata: { plan: choice.plan, period: choice.period },
    });
    id = price.id;
  }
  cache.set(lookupKey, id);
  return id;
}

/** The user's Stripe customer, created on first checkout and kept in users.stripe_customer_id. */
async function customerFor(deps: AppDeps, stripe: Stripe, userId: string): Promise<string> {
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Account");
  if (user.customer) return user.customer;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
  const customer = await stripe.customers.create(
    { email: user.email, name, metadata: { user_id: userId } },
    // A request repeated after a lost answer returns the same customer.
    { idempotencyKey: `job-copilot-customer-${userId}` },
  );
  await deps.db.update(users).set({ stripeCustomerId: customer.id, updatedAt: deps.now() }).where(eq(users.id, userId));
  return customer.id;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Which plan a Stripe subscription is for: from its price, else from the metadata set at checkout. */
function planOf(subscription: Stripe.Subscription): PlanChoice | null {
  const price = subscription.items.data[0]?.price;
  const plan = price?.metadata?.plan ?? subscription.metadata?.plan;
  const period = price?.metadata?.period ?? subscription.metadata?.period;
  if (!PAID_PLAN_IDS.includes(plan as PaidPlanId) || !BILLING_PERIODS.includes(period as BillingPeriod)) return null;
  return { plan: plan as PaidPlanId, period: period as BillingPeriod };
}

/** Paid up, on a free trial (referral days) or retrying a failed payment: access continues. */
const GRANTS_ACCESS = new Set<Stripe.Subscription.Status>(["active", "trialing", "past_due"]);

/** The account a Stripe subscription belongs to: metadata from our checkout, a hint, else its customer. */
async function ownerOf(deps: AppDeps, subscription: Stripe.Subscription, hint: string | null): Promise<string | null> {
  const customer = idOf(subscription.customer);
  for (const candidate of [subscription.metadata?.user_id, hint]) {
    if (!candidate || !/^[0-9a-f-]{36}$/i.test(candidate)) continue;
    const [user] = await deps.db.select({ id: users.id, customer: users.stripeCustomerId }).from(users).where(eq(users.id, candidate));
    // A customer id already on file must match: metadata never moves a subscription to another account.
    if (user && (!user.customer || user.customer === customer)) return user.id;
  }
  if (!customer) return null;
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customer));
  return user?.id ?? null;
}

export type SyncResult = { row: SubscriptionRow; started: boolean };

/**
 * Mirrors a Stripe subscription into its row, creating it the first time it grants access.
 * `started` is true when that happened now. Run it inside a transaction: it locks the owner's
 * account row, so two deliveries for one subscription cannot both insert.
 */
export async function syncStripeSubscription(
  deps: AppDeps,
  subscription: Stripe.Subscription,
  hint: string | null = null,
): Promise<SyncResult | null> {
  const userId = await ownerOf(deps, subscription, hint);
  const choice = planOf(subscription);
  const item = subscription.items.data[0];
  if (!userId || !choice || !item) {
    deps.logger.warn({ subscription: subscription.id, userId, choice }, "Stripe subscription not ours or without a known plan; ignored");
    return null;
  }
  await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const planBefore = await planInEffect(deps, userId);
  // The customer is on file from our checkout; this covers a row lost to a rolled-back transaction.
  const customer = idOf(subscription.customer);
  if (customer) {
    await deps.db.update(users).set({ stripeCustomerId: customer }).where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  }

  const now = deps.now();
  const grantsAccess = GRANTS_ACCESS.has(subscription.status);
  const canceled = !grantsAccess || subscription.cancel_at_period_end || subscription.cancel_at !== null;
  const [existing] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, "stripe"), eq(subscriptions.providerRef, subscription.id), eq(subscriptions.userId, userId)));
  // A checkout that was never paid (incomplete, then incomplete_expired) never shows up.
  if (!existing && !grantsAccess) return null;

  const values = {
    planId: choice.plan,
    period: choice.period,
    status: grantsAccess ? ("active" as const) : ("ended" as const),
    canceled,
    canceledAt: canceled ? (subscription.canceled_at ? fromUnix(subscription.canceled_at) : (existing?.canceledAt ?? now)) : null,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    endedAt: grantsAccess ? null : subscription.ended_at ? fromUnix(subscription.ended_at) : now,
    updatedAt: now,
  };
  const [row] = existing
    ? await deps.db.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
    : await deps.db.insert(subscriptions).values({ ...values, userId, provider: "stripe", providerRef: subscription.id }).returning();
  // A webhook may be the first to tell of an upgrade (a payment, a change in Stripe's portal).
  await raiseDailyLimits(deps, userId, planBefore, await planInEffect(deps, userId));
  return { row: row!, started: !existing };
}

function stripeIdOf(row: SubscriptionRow): string {
  if (!row.providerRef) throw new Error(`Stripe subscription row ${row.id} has no Stripe id`);
  return row.providerRef;
}

const retrieve = (stripe: Stripe, row: SubscriptionRow) => stripe.subscriptions.retrieve(stripeIdOf(row));

async function synced(deps: AppDeps, subscription: Stripe.Subscription, row: SubscriptionRow) {
  const result = await syncStripeSubscription(deps, subscription, row.userId);
  if (!result) throw new Error(`Stripe subscription ${subscription.id} could not be mirrored`);
  return result.row;
}

const DAY_SECONDS = 24 * 60 * 60;

export const stripeProvider: BillingProvider = {
  id: "stripe",
  renewsLocally: false,

  async subscribe(deps, userId, choice) {
    const stripe = stripeClient(deps.env);
    const [price, customer] = await Promise.all([priceFor(stripe, choice), customerFor(deps, stripe, userId)]);
    const metadata = { user_id: userId, plan: choice.plan, period: choice.period };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      allow_promotion_codes: true,
      success_url: `${deps.env.WEB_ORIGIN}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.env.WEB_ORIGIN}/subscription?checkout=canceled`,
    });
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
    return { checkout_url: session.url };
  },

  async changePlan(deps, current, choice) {
    const stripe = stripeClient(deps.env);
    const subscription = await retrieve(stripe, current);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
    const upgrade = PLAN_RANK[choice.plan] > PLAN_RANK[current.planId];
    let updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: await priceFor(stripe, choice) }],
      // Upgrades charge the difference now and apply only once paid; downgrades credit the next invoice.
      proration_behavior: upgrade ? "always_invoice" : "create_prorations",
      ...(upgrade ? { payment_behavior: "pending_if_incomplete" as const } : {}),
    });
    if (updated.pending_update) {
      throw new ApiError(
        402,
        "payment_failed",
        "The payment for the upgrade did not go through. Update your payment method under Manage billing and try again.",
      );
    }
    // Like the demo provider: choosing a plan again means it renews.
    if (updated.cancel_at_period_end || updated.cancel_at !== null) {
      updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false, cancel_at: "" });
    }
    return { subscription: await synced(deps, updated, current) };
  },

  async cancel(deps, current) {
    const stripe = stripeClient(deps.env);
    const updated = await stripe.subscriptions.update(stripeIdOf(current), { cancel_at_period_end: true });
    return synced(deps, updated, current);
  },

  /** Free days as a trial that runs on from the paid period: Stripe bills again only when it ends. */
  async extend(deps, current, days) {
    const stripe = stripeClient(deps.env);
    const subscription = await retrieve(stripe, current);
    const item = subscription.items.data[0];
    const paidUntil = Math.max(item?.current_period_end ?? 0, subscription.trial_end ?? 0);
    const updated = await stripe.subscriptions.update(subscription.id, {
      trial_end: paidUntil + days * DAY_SECONDS,
      // The days are a gift: nothing of the current period is credited or charged.
      proration_behavior: "none",
    });
    return synced(deps, updated, current);
  },
};

/** The signed event, or null when the signature does not match this endpoint's secret. */
export function verifyWebhook(env: Env, payload: string, signature: string | undefined): Stripe.Event | null {
  if (!env.STRIPE_WEBHOOK_SECRET || !signature) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

/** The subscription an event is about, and the account Checkout was started for. */
export function subscriptionOfEvent(event: Stripe.Event): { subscriptionId: string; hint: string | null } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = session.mode === "subscription" ? idOf(session.subscription) : null;
      return subscriptionId ? { subscriptionId, hint: session.client_reference_id } : null;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { subscriptionId: event.data.object.id, hint: null };
    case "invoice.paid": {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      return subscriptionId ? { subscriptionId, hint: null } : null;
    }
    default:
      return null;
  }
}

/** A Stripe object that does not exist (or belongs to another account) is "not found" to the caller. */
export function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}
