import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { copilots, feedbacks, referralRewards, stripeEvents, subscriptions, users } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";
import { type FakeStripe, startFakeStripe } from "../test/stripe-server";

// Stripe end to end: the app's real SDK calls go to a local fake of the Stripe API, and webhook
// events signed with the SDK's test header are posted to the app over HTTP.

let t: TestContext;
let stripe: FakeStripe;
let server: ServerType;
let appUrl: string;

beforeAll(async () => {
  stripe = await startFakeStripe({ now: () => t.clock.now() });
  t = await createTestContext(stripe.env());
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stripe.close();
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function deliver(event: { payload: string; signature: string }, signature = event.signature) {
  const response = await fetch(`${appUrl}/api/v1/billing/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
    body: event.payload,
  });
  return { status: response.status, body: await response.json() };
}

const list = async (token: string) => (await t.call("GET", "/billing/subscriptions", { token })).body.data;
const entitlements = async (token: string) => (await t.call("GET", "/billing/entitlements", { token })).body.data;
const requestsTo = (method: string, path: string | RegExp) =>
  stripe.requests.filter((request) => request.method === method && (typeof path === "string" ? request.path === path : path.test(request.path)));

async function signIn(user: { email: string; password: string }) {
  const res = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  return res.body.data.auth.access_token as string;
}

/** A user who went through Checkout and whose payment Stripe reported by webhook. */
async function stripeSubscriber(plan: "premium" | "elite" = "premium", period = "monthly", signUpOptions = {}) {
  const user = await t.signUp(signUpOptions);
  const started = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan, period } });
  expect(started.status).toBe(201);
  const sessionId = new URL(started.body.data.checkout_url).pathname.split("/").pop()!;
  const { session, subscription } = stripe.completeCheckout(sessionId);
  expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
  return { ...user, session, stripeSubscription: subscription, subscription: (await list(user.token))[0] };
}

describe("checkout", () => {
  it("sends the user to Stripe Checkout with their customer, their id and the plan's price; nothing starts before payment", async () => {
    const user = await t.signUp({ complete: true });
    const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "quarterly" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ subscription: null, checkout_url: expect.stringMatching(new RegExp(`^${stripe.url}/pay/cs_`)) });

    const [row] = await t.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
    expect(row!.customer).toMatch(/^cus_/);
    const customer = stripe.customers.get(row!.customer!)!;
    expect(customer).toMatchObject({ email: user.email, name: "Ada Lovelace", metadata: { user_id: user.id } });

    const price = [...stripe.prices.values()].find((candidate) => candidate.lookup_key === "job-copilot_premium_quarterly_eur_6999")!;
    expect(price).toMatchObject({ unit_amount: 6999, currency: "eur", recurring: { interval: "month", interval_count: 3 }, metadata: { plan: "premium", period: "quarterly" } });
    const [created] = requestsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      mode: "subscription",
      customer: row!.customer,
      client_reference_id: user.id,
      line_items: [{ price: price.id, quantity: "1" }],
      subscription_data: { metadata: { user_id: user.id, plan: "premium", period: "quarterly" } },
      success_url: "http://localhost:3000/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/subscription?checkout=canceled",
    });
    expect(await list(user.token)).toEqual([]);
    expect(await entitlements(user.token)).toMatchObject({ premium: false, plan: { id: "free" } });

    // A second try reuses the customer and the price.
    const customersBefore = requestsTo("POST", "/v1/customers").length;
    const pricesBefore = requestsTo("POST", "/v1/prices").length;
    await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "quarterly" } });
    expect(requestsTo("POST", "/v1/customers")).toHaveLength(customersBefore);
    expect(requestsTo("POST", "/v1/prices")).toHaveLength(pricesBefore);
  });

  it("checkout.session.completed makes the user premium, with Stripe's period", async () => {
    const user = await stripeSubscriber("premium", "monthly");
    expect(user.subscription).toMatchObject({
      plan: { id: "premium", group: "Premium" },
      period: "monthly",
      status: "active",
      canceled: false,
      provider: "stripe",
      current_period_start: new Date(user.stripeSubscription.items.data[0].current_period_start * 1000).toISOString(),
      current_period_end: new Date(user.stripeSubscription.items.data[0].current_period_end * 1000).toISOString(),
    });
    expect(await entitlements(user.token)).toMatchObject({ premium: true, plan: { group: "Premium" }, source: "subscription" });
    // The subscription's own created event for the same subscription adds no second row.
    expect((await deliver(stripe.event("customer.subscription.created", user.stripeSubscription))).body.data).toEqual({ received: true, duplicate: false });
    expect(await list(user.token)).toHaveLength(1);
  });

  it("a payment reported by webhook raises a copilot's daily limit from Free's maximum to Premium's", async () => {
    const user = await t.signUp();
    const [copilot] = await t.db
      .insert(copilots)
      .values({ userId: user.id, name: "Frontend", dailyLimit: 5, completedSteps: [1, 2, 3, 4, 5], updatedAt: t.clock.now() })
      .returning({ id: copilots.id });
    const started = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "monthly" } });
    const sessionId = new URL(started.body.data.checkout_url).pathname.split("/").pop()!;
    const { session } = stripe.completeCheckout(sessionId);
    const dailyLimit = async () => (await t.call("GET", `/copilots/${copilot!.id}`, { token: user.token })).body.data.launch.daily_limit;
    expect(await dailyLimit()).toBe(5);
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect(await dailyLimit()).toBe(20);
    // The return from Checkout afterwards finds the plan unchanged and raises nothing again.
    expect((await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: sessionId } })).status).toBe(200);
    expect(await dailyLimit()).toBe(20);
    // One receipt, from the webhook that started it, naming Stripe's own receipt for the payment.
    const receipts = t.mails.filter((mail) => mail.to === user.email && mail.subject === "Your Premium plan is active");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("Stripe, which took the payment, sends its own receipt.");
  });

  it("the return from Checkout activates at once; the webhook that follows adds nothing", async () => {
    const user = await t.signUp();
    const started = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "weekly" } });
    const sessionId = new URL(started.body.data.checkout_url).pathname.split("/").pop()!;

    const early = await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: sessionId } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("checkout_incomplete");

    const { session } = stripe.completeCheckout(sessionId);
    const stranger = await t.signUp();
    expect((await t.call("POST", "/billing/checkout/complete", { token: stranger.token, body: { session_id: sessionId } })).status).toBe(404);
    expect((await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: "cs_test_unknown" } })).status).toBe(404);
    expect(fieldMessages((await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: "nope" } })).body.error)).toHaveProperty("session_id");

    const done = await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: sessionId } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ plan: { group: "Elite" }, period: "weekly", status: "active", provider: "stripe" });
    expect((await deliver(stripe.event("checkout.session.completed", session))).status).toBe(200);
    expect(await list(user.token)).toHaveLength(1);
    expect(await list(stranger.token)).toEqual([]);
    // The return started it and sent the receipt; the webhook that followed sent none.
    expect(t.mails.filter((mail) => mail.to === user.email && mail.subject === "Your Elite plan is active")).toHaveLength(1);
  });
});

describe("webhook deliveries", () => {
  it("handle each event id once: a redelivered event changes nothing", async () => {
    const user = await stripeSubscriber();
    const before = (await list(user.token))[0];
    stripe.renew(user.stripeSubscription.id);
    const updated = stripe.event("customer.subscription.updated", user.stripeSubscription);

    expect((await deliver(updated)).body.data).toEqual({ received: true, duplicate: false });
    const renewed = (await list(user.token))[0];
    expect(renewed.current_period_end).not.toBe(before.current_period_end);

    // The same event again, after Stripe's state moved on once more: acknowledged, nothing changes.
    stripe.renew(user.stripeSubscription.id);
    const again = await deliver(stripe.event("customer.subscription.updated", user.stripeSubscription, updated.id));
    expect(again).toEqual({ status: 200, body: { data: { received: true, duplicate: true } } });
    expect((await list(user.token))[0]).toEqual(renewed);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, updated.id))).toHaveLength(1);
  });

  it("refuse a bad signature with 400 and record nothing", async () => {
    const user = await t.signUp();
    await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "weekly" } });
    const [session] = [...stripe.sessions.values()].filter((candidate) => candidate.client_reference_id === user.id);
    const { session: paid } = stripe.completeCheckout(session!.id);
    const event = stripe.event("checkout.session.completed", paid);

    const tampered = await deliver({ ...event, payload: event.payload.replace(user.id, "00000000-0000-4000-8000-000000000000") });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.code).toBe("invalid_signature");
    const otherSecret = (await import("stripe")).default.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_someone_else" });
    expect((await deliver(event, otherSecret)).status).toBe(400);
    expect((await deliver(event, "")).status).toBe(400);
    const stale = (await import("stripe")).default.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: stripe.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(event, stale)).status).toBe(400);

    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect(await list(user.token)).toEqual([]);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect((await list(user.token))[0]).toMatchObject({ status: "active", provider: "stripe" });
  });

  it("acknowledge events they do not handle, and subscriptions of no known account", async () => {
    const other = stripe.event("customer.created", { id: "cus_test_elsewhere", object: "customer" });
    expect((await deliver(other)).body.data).toEqual({ received: true, duplicate: false });
    // The signature is what authenticates a delivery: the browser-oriented JSON and origin checks do not apply.
    const plain = stripe.event("customer.updated", { id: "cus_test_elsewhere", object: "customer" });
    const response = await fetch(`${appUrl}/api/v1/billing/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://stripe.com", "stripe-signature": plain.signature },
      body: plain.payload,
    });
    expect(response.status).toBe(200);
    const user = await stripeSubscriber();
    const foreign = { ...user.stripeSubscription, id: "sub_test_foreign", customer: "cus_test_foreign", metadata: {} };
    stripe.subscriptions.set(foreign.id, foreign);
    expect((await deliver(stripe.event("customer.subscription.created", foreign))).status).toBe(200);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, foreign.id))).toEqual([]);
  });

  it("invoice.paid at renewal moves the period on", async () => {
    const user = await stripeSubscriber("premium", "weekly");
    const firstEnd = user.subscription.current_period_end;
    t.clock.advance(7 * DAY_MS - 60_000);
    const invoice = stripe.renew(user.stripeSubscription.id);
    expect((await deliver(stripe.event("invoice.paid", invoice))).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const token = await signIn(user);
    const [renewed] = await list(token);
    expect(renewed).toMatchObject({ id: user.subscription.id, status: "active", current_period_start: firstEnd });
    expect(new Date(renewed.current_period_end).getTime() - new Date(firstEnd).getTime()).toBe(7 * DAY_MS);
    expect(await entitlements(token)).toMatchObject({ premium: true });
  });

  it("customer.subscription.deleted ends the subscription", async () => {
    const user = await stripeSubscriber();
    stripe.end(user.stripeSubscription.id);
    expect((await deliver(stripe.event("customer.subscription.deleted", user.stripeSubscription))).status).toBe(200);
    expect((await list(user.token))[0]).toMatchObject({ status: "ended", canceled: true, ended_at: t.clock.now().toISOString() });
    expect(await entitlements(user.token)).toMatchObject({ premium: false, plan: { id: "free" } });
  });
});

describe("changes through the Stripe API", () => {
  it("cancel sets cancel_at_period_end and keeps the survey", async () => {
    const user = await stripeSubscriber();
    const res = await t.call("POST", `/billing/subscriptions/${user.subscription.id}/cancel`, {
      token: user.token,
      body: { reason: "found_job", message: "Starting at Acme on Monday" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.subscription.id, canceled: true, status: "active", current_period_end: user.subscription.current_period_end });
    const [call] = requestsTo("POST", `/v1/subscriptions/${user.stripeSubscription.id}`).slice(-1);
    expect(call!.params).toEqual({ cancel_at_period_end: "true" });
    expect(stripe.subscriptions.get(user.stripeSubscription.id)!.cancel_at_period_end).toBe(true);
    const saved = await t.db.select().from(feedbacks).where(eq(feedbacks.userId, user.id));
    expect(saved).toEqual([
      expect.objectContaining({
        kind: "cancellation",
        topic: "found_job",
        message: "Starting at Acme on Monday",
        context: expect.objectContaining({ subscription_id: user.subscription.id, provider: "stripe" }),
      }),
    ]);
    // Stripe's own update event agrees: still cancelled.
    await deliver(stripe.event("customer.subscription.updated", stripe.subscriptions.get(user.stripeSubscription.id)!));
    expect((await list(user.token))[0]).toMatchObject({ canceled: true, status: "active" });
  });

  it("upgrade charges now and keeps one row; a declined payment changes nothing", async () => {
    const user = await stripeSubscriber("premium", "monthly");
    stripe.declineNextUpgrade();
    const declined = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "monthly" } });
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe("payment_failed");
    expect((await list(user.token))[0].plan.group).toBe("Premium");

    const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "monthly" } });
    expect(res.status).toBe(201);
    expect(res.body.data.subscription).toMatchObject({ id: user.subscription.id, plan: { group: "Elite" }, period: "monthly" });
    const [call] = requestsTo("POST", `/v1/subscriptions/${user.stripeSubscription.id}`).slice(-1);
    expect(call!.params).toMatchObject({ proration_behavior: "always_invoice", payment_behavior: "pending_if_incomplete" });
    expect(await list(user.token)).toHaveLength(1);

    const down = await t.call("POST", "/billing/subscriptions/downgrade", { token: user.token });
    expect(down.status).toBe(200);
    expect(down.body.data.subscription).toMatchObject({ plan: { group: "Premium" }, period: "monthly" });
    const [downCall] = requestsTo("POST", `/v1/subscriptions/${user.stripeSubscription.id}`).slice(-1);
    expect(downCall!.params).toMatchObject({ proration_behavior: "create_prorations" });
    expect(downCall!.params).not.toHaveProperty("payment_behavior");
  });

  it("opens the customer portal for a paying user only", async () => {
    const user = await stripeSubscriber();
    const res = await t.call("POST", "/billing/portal", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    const [call] = requestsTo("POST", "/v1/billing_portal/sessions").slice(-1);
    expect(call!.params).toEqual({ customer: expect.stringMatching(/^cus_/), return_url: "http://localhost:3000/subscription" });
    const newcomer = await t.signUp();
    const refused = await t.call("POST", "/billing/portal", { token: newcomer.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("no_billing_account");
  });
});

describe("referral rewards with Stripe", () => {
  it("an invitee's first payment adds 7 free days to the referrer's Stripe subscription", async () => {
    const referrer = await stripeSubscriber("premium", "monthly");
    const { code } = (await t.call("GET", "/referrals", { token: referrer.token })).body.data;
    const paidUntil = referrer.stripeSubscription.items.data[0].current_period_end;

    const invitee = await t.signUp();
    await t.db.update(users).set({ referredByCode: code }).where(eq(users.id, invitee.id));
    const started = await t.call("POST", "/billing/subscriptions", { token: invitee.token, body: { plan: "premium", period: "weekly" } });
    const sessionId = new URL(started.body.data.checkout_url).pathname.split("/").pop()!;
    const { session } = stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", session);
    expect((await deliver(event)).status).toBe(200);

    const onStripe = stripe.subscriptions.get(referrer.stripeSubscription.id)!;
    expect(onStripe).toMatchObject({ status: "trialing", trial_end: paidUntil + 7 * 24 * 3600 });
    const [call] = requestsTo("POST", `/v1/subscriptions/${referrer.stripeSubscription.id}`).slice(-1);
    expect(call!.params).toEqual({ trial_end: String(paidUntil + 7 * 24 * 3600), proration_behavior: "none" });
    const [row] = await list(referrer.token);
    expect(row).toMatchObject({ status: "active", canceled: false, current_period_end: new Date((paidUntil + 7 * 24 * 3600) * 1000).toISOString() });
    const rewards = await t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id));
    expect(rewards).toEqual([expect.objectContaining({ inviteeId: invitee.id, days: 7, appliedAt: t.clock.now() })]);

    const rewardMails = () => t.mails.filter((mail) => mail.to === referrer.email && mail.link?.endsWith("/referrals"));
    expect(rewardMails()).toHaveLength(1);

    // Stripe telling about the invitee's subscription again earns nothing more.
    await deliver(stripe.event("customer.subscription.updated", stripe.subscriptions.get(session.subscription)!));
    await deliver(event);
    expect(await t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrer.id))).toHaveLength(1);
    expect(rewardMails()).toHaveLength(1);
    expect(stripe.subscriptions.get(referrer.stripeSubscription.id)!.trial_end).toBe(paidUntil + 7 * 24 * 3600);
  });
});

it("the webhook endpoint does not exist without Stripe", async () => {
  const demo = await createTestContext();
  try {
    const res = await demo.app.request("/api/v1/billing/stripe/webhook", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    expect(res.status).toBe(404);
    const provider = await demo.call("GET", "/billing/provider");
    expect(provider.body.data).toEqual({ id: "demo" });
    expect((await t.call("GET", "/billing/provider")).body.data).toEqual({ id: "stripe" });
  } finally {
    await demo.close();
  }
});
