import { eq } from "drizzle-orm";
import { feedbacks } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";
import { billingRoutes } from "./billing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function subscribed(plan: "premium" | "elite", period = "monthly") {
  const user = await t.signUp();
  const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan, period } });
  expect(res.status).toBe(201);
  return { ...user, subscription: res.body.data.subscription };
}

/** Access tokens last 15 minutes of the test clock: sign in again after moving it. */
async function signIn(user: { email: string; password: string }) {
  const res = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return res.body.data.auth.access_token as string;
}

const list = async (token: string) => (await t.call("GET", "/billing/subscriptions", { token })).body.data;
const entitlements = async (token: string) => (await t.call("GET", "/billing/entitlements", { token })).body.data;

describe("GET /billing/plans", () => {
  it("lists Free, Premium and Elite with limits and prices, without sign-in", async () => {
    const res = await t.call("GET", "/billing/plans");
    expect(res.status).toBe(200);
    expect(res.body.data.map((plan: { group: string }) => plan.group)).toEqual(["Free", "Premium", "Elite"]);
    const [free, premium, elite] = res.body.data;
    expect(free).toMatchObject({ id: "free", prices: [], limits: { copilots: 1, applications_per_day: 5, review_first_only: true } });
    expect(premium.limits).toMatchObject({ copilots: 1, applications_per_day: 20, review_first_only: false });
    expect(elite.limits).toMatchObject({ copilots: 3, applications_per_day: 50, cv_tailoring: true });
    expect(premium.prices).toEqual([
      { period: "weekly", amount: expect.any(Number), currency: "EUR" },
      { period: "monthly", amount: expect.any(Number), currency: "EUR" },
      { period: "quarterly", amount: expect.any(Number), currency: "EUR" },
    ]);
  });
});

describe("POST /billing/subscriptions", () => {
  it("subscribes: the list shows it first, active, with its plan group and price", async () => {
    const user = await subscribed("premium", "monthly");
    expect(user.subscription).toMatchObject({ plan: { id: "premium", group: "Premium" }, status: "active", canceled: false });
    const [first] = await list(user.token);
    expect(first).toEqual({
      id: user.subscription.id,
      plan: { id: "premium", group: "Premium", name: "Premium" },
      period: "monthly",
      status: "active",
      canceled: false,
      canceled_at: null,
      current_period_start: t.clock.now().toISOString(),
      current_period_end: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ended_at: null,
      provider: "demo",
      price: { amount: 2999, currency: "EUR" },
    });
    expect(new Date(first.current_period_end).getTime()).toBeGreaterThan(t.clock.now().getTime() + 27 * DAY_MS);
    expect(await entitlements(user.token)).toMatchObject({ plan: { group: "Premium" }, premium: true, source: "subscription" });
  });

  it("refuses a second subscription with 409", async () => {
    const premium = await subscribed("premium");
    const again = await t.call("POST", "/billing/subscriptions", { token: premium.token, body: { plan: "premium", period: "weekly" } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("subscription_active");
    const elite = await subscribed("elite");
    const lower = await t.call("POST", "/billing/subscriptions", { token: elite.token, body: { plan: "premium", period: "weekly" } });
    expect(lower.status).toBe(409);
    expect(await list(elite.token)).toHaveLength(1);
  });

  it("upgrades Premium to Elite: Premium ends now, Elite starts and comes first", async () => {
    const user = await subscribed("premium");
    const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "quarterly" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subscription: { plan: { group: "Elite" }, period: "quarterly" }, checkout_url: null });
    const [first, second] = await list(user.token);
    expect(first).toMatchObject({ id: res.body.data.subscription.id, status: "active", plan: { group: "Elite" } });
    expect(second).toMatchObject({ id: user.subscription.id, status: "ended", ended_at: t.clock.now().toISOString() });
    expect(await entitlements(user.token)).toMatchObject({ plan: { id: "elite" }, limits: { copilots: 3 }, premium: true });
  });

  it("mails a receipt for each upgrade, saying what the plan allows, until when, and that demo billing charged nothing", async () => {
    const receipts = (email: string) => t.mails.filter((mail) => mail.to === email && /plan is active$/.test(mail.subject));
    const user = await subscribed("premium");
    expect(receipts(user.email)).toHaveLength(1);
    const [premium] = receipts(user.email);
    expect(premium!.subject).toBe("Your Premium plan is active");
    expect(premium!.text).toContain("up to 20 applications a day");
    expect(premium!.text).toContain("nothing was charged");
    expect(premium!.link).toBe("http://localhost:3000/subscription");

    await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "monthly" } });
    expect(receipts(user.email).map((mail) => mail.subject)).toEqual(["Your Premium plan is active", "Your Elite plan is active"]);
    // A move down is no upgrade: no receipt.
    await t.call("POST", "/billing/subscriptions/downgrade", { token: user.token });
    expect(receipts(user.email)).toHaveLength(2);
  });

  it("answers bad input with 400 naming each field, unknown fields included", async () => {
    const user = await t.signUp();
    const bad = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "platinum", period: "daily" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldMessages(bad.body.error)).sort()).toEqual(["period", "plan"]);
    const free = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "free", period: "weekly" } });
    expect(fieldMessages(free.body.error).plan).toMatch(/premium, elite/);
    const missing = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium" } });
    expect(fieldMessages(missing.body.error)).toHaveProperty("period");
    const unknown = await t.call("POST", "/billing/subscriptions", {
      token: user.token,
      body: { plan: "premium", period: "weekly", price: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body.error).price).toBe("This field is not expected.");
    expect(await list(user.token)).toEqual([]);
  });
});

describe("DELETE /billing/subscriptions/{id}", () => {
  it("cancels: access lasts until the period end, then the subscription ends and the plan falls back to Free", async () => {
    const user = await subscribed("premium", "weekly");
    const res = await t.call("DELETE", `/billing/subscriptions/${user.subscription.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "active", canceled: true, canceled_at: t.clock.now().toISOString() });

    t.clock.advance(6 * DAY_MS);
    user.token = await signIn(user);
    expect((await list(user.token))[0]).toMatchObject({ status: "active", canceled: true });
    // Access kept, but a cancelled subscription is not "premium" (seed rule).
    expect(await entitlements(user.token)).toMatchObject({ plan: { group: "Premium" }, premium: false });

    t.clock.advance(DAY_MS + 1);
    user.token = await signIn(user);
    const [ended] = await list(user.token);
    expect(ended).toMatchObject({ status: "ended", canceled: true, ended_at: user.subscription.current_period_end });
    expect(await entitlements(user.token)).toEqual({
      plan: { id: "free", group: "Free", name: "Free" },
      limits: expect.objectContaining({ applications_per_day: 5, review_first_only: true }),
      premium: false,
      source: "default",
    });
    const again = await t.call("DELETE", `/billing/subscriptions/${user.subscription.id}`, { token: user.token });
    expect(again.status).toBe(409);
  });

  it("answers 404 for another user's subscription, an unknown id and an invalid id", async () => {
    const owner = await subscribed("premium");
    const other = await t.signUp();
    const foreign = await t.call("DELETE", `/billing/subscriptions/${owner.subscription.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await list(owner.token))[0].canceled).toBe(false);
    const unknown = await t.call("DELETE", "/billing/subscriptions/6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d", { token: owner.token });
    expect(unknown.status).toBe(404);
    const invalid = await t.call("DELETE", "/billing/subscriptions/not-a-uuid", { token: owner.token });
    expect(invalid.status).toBe(404);
  });
});

describe("POST /billing/subscriptions/{id}/cancel", () => {
  const cancellations = (userId: string) => t.db.select().from(feedbacks).where(eq(feedbacks.userId, userId));

  it("cancels and keeps the survey's answer with the subscription", async () => {
    const user = await subscribed("elite", "quarterly");
    const res = await t.call("POST", `/billing/subscriptions/${user.subscription.id}/cancel`, {
      token: user.token,
      body: { reason: "too_expensive", message: "  Too much for me right now.  " },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.subscription.id, status: "active", canceled: true, current_period_end: user.subscription.current_period_end });
    expect(await cancellations(user.id)).toEqual([
      expect.objectContaining({
        kind: "cancellation",
        topic: "too_expensive",
        message: "Too much for me right now.",
        context: { subscription_id: user.subscription.id, plan: "elite", period: "quarterly", provider: "demo", ends_at: user.subscription.current_period_end },
      }),
    ]);
    expect(await entitlements(user.token)).toMatchObject({ plan: { group: "Elite" }, premium: false });

    // Cancelling again changes nothing and records nothing.
    const again = await t.call("POST", `/billing/subscriptions/${user.subscription.id}/cancel`, { token: user.token, body: { reason: "other" } });
    expect(again.status).toBe(200);
    expect(again.body.data.canceled_at).toBe(res.body.data.canceled_at);
    expect(await cancellations(user.id)).toHaveLength(1);
  });

  it("takes the text as optional", async () => {
    const user = await subscribed("premium");
    const res = await t.call("POST", `/billing/subscriptions/${user.subscription.id}/cancel`, { token: user.token, body: { reason: "found_job" } });
    expect(res.status).toBe(200);
    expect(await cancellations(user.id)).toEqual([expect.objectContaining({ topic: "found_job", message: null })]);
  });

  it("answers bad input with 400 naming each field, and cancels nothing", async () => {
    const user = await subscribed("premium");
    const path = `/billing/subscriptions/${user.subscription.id}/cancel`;
    const missing = await t.call("POST", path, { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(fieldMessages(missing.body.error)).toEqual({ reason: "Choose a reason." });
    const bad = await t.call("POST", path, { token: user.token, body: { reason: "bored", message: "x".repeat(2001), mood: "sad" } });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body.error)).toEqual({ reason: "Choose a reason.", message: "Use at most 2,000 characters.", mood: "This field is not expected." });
    expect((await list(user.token))[0].canceled).toBe(false);
    expect(await cancellations(user.id)).toEqual([]);
  });

  it("answers 404 for another user's subscription and records nothing for either", async () => {
    const owner = await subscribed("premium");
    const other = await t.signUp();
    const res = await t.call("POST", `/billing/subscriptions/${owner.subscription.id}/cancel`, { token: other.token, body: { reason: "other" } });
    expect(res.status).toBe(404);
    expect((await list(owner.token))[0].canceled).toBe(false);
    expect([...(await cancellations(owner.id)), ...(await cancellations(other.id))]).toEqual([]);
  });
});

describe("Stripe-only routes with the demo provider", () => {
  it("name the demo provider and refuse the portal and the checkout return with 409", async () => {
    expect((await t.call("GET", "/billing/provider")).body.data).toEqual({ id: "demo" });
    const user = await subscribed("premium");
    const portal = await t.call("POST", "/billing/portal", { token: user.token });
    expect(portal.status).toBe(409);
    expect(portal.body.error.code).toBe("stripe_not_configured");
    const complete = await t.call("POST", "/billing/checkout/complete", { token: user.token, body: { session_id: "cs_test_1" } });
    expect(complete.status).toBe(409);
  });
});

describe("demo auto-renew", () => {
  it("renews a subscription that was not cancelled for another period", async () => {
    const user = await subscribed("elite", "weekly");
    const firstEnd = new Date(user.subscription.current_period_end).getTime();
    t.clock.advance(7 * DAY_MS + 60_000);
    user.token = await signIn(user);
    const [renewed] = await list(user.token);
    expect(renewed).toMatchObject({ id: user.subscription.id, status: "active", canceled: false });
    expect(renewed.current_period_start).toBe(user.subscription.current_period_end);
    expect(new Date(renewed.current_period_end).getTime()).toBe(firstEnd + 7 * DAY_MS);
    expect(await entitlements(user.token)).toMatchObject({ plan: { group: "Elite" }, premium: true });
  });
});

describe("POST /billing/subscriptions/downgrade", () => {
  it("moves Elite to Premium for the same period", async () => {
    const user = await subscribed("elite", "quarterly");
    const res = await t.call("POST", "/billing/subscriptions/downgrade", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({ plan: { group: "Premium" }, period: "quarterly", status: "active" });
    const [first, second] = await list(user.token);
    expect(first.plan.group).toBe("Premium");
    expect(second).toMatchObject({ id: user.subscription.id, plan: { group: "Elite" }, status: "ended" });
    expect(await entitlements(user.token)).toMatchObject({ plan: { id: "premium" }, limits: { copilots: 1 } });
  });

  it("answers 409 when not on Elite", async () => {
    const premium = await subscribed("premium");
    const res = await t.call("POST", "/billing/subscriptions/downgrade", { token: premium.token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("not_elite");
    const free = await t.signUp();
    expect((await t.call("POST", "/billing/subscriptions/downgrade", { token: free.token })).status).toBe(409);
  });
});

describe("auth", () => {
  it("answers 401 without a token on every user route", async () => {
    const calls: [string, string][] = [
      ["GET", "/billing/subscriptions"],
      ["POST", "/billing/subscriptions"],
      ["DELETE", "/billing/subscriptions/6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d"],
      ["POST", "/billing/subscriptions/downgrade"],
      ["POST", "/billing/subscriptions/6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d/cancel"],
      ["POST", "/billing/portal"],
      ["POST", "/billing/checkout/complete"],
      ["GET", "/billing/entitlements"],
    ];
    for (const [method, path] of calls) {
      const res = await t.call(method, path, method === "POST" ? { body: { plan: "premium", period: "weekly" } } : {});
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });
});

describe("GET /billing/entitlements", () => {
  it("is Free without a subscription", async () => {
    const user = await t.signUp();
    expect(await entitlements(user.token)).toMatchObject({ plan: { id: "free" }, premium: false, source: "default" });
  });

  it("is Premium for everyone with PREMIUM_FREE_FOR_DEMO=true", async () => {
    const demo = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true" });
    try {
      const user = await demo.signUp();
      const res = await demo.call("GET", "/billing/entitlements", { token: user.token });
      expect(res.body.data).toMatchObject({ plan: { group: "Premium" }, limits: { applications_per_day: 20 }, premium: true, source: "demo" });
      await demo.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "weekly" } });
      const elite = await demo.call("GET", "/billing/entitlements", { token: user.token });
      expect(elite.body.data).toMatchObject({ plan: { group: "Elite" }, premium: true, source: "subscription" });
    } finally {
      await demo.close();
    }
  });
});

it("documents the billing routes in the OpenAPI description", async () => {
  const doc = billingRoutes.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "billing", version: "1" } });
  expect(Object.keys(doc.paths ?? {}).sort()).toEqual([
    "/billing/checkout/complete",
    "/billing/entitlements",
    "/billing/plans",
    "/billing/portal",
    "/billing/provider",
    "/billing/subscriptions",
    "/billing/subscriptions/downgrade",
    "/billing/subscriptions/{id}",
    "/billing/subscriptions/{id}/cancel",
  ]);
  expect(doc.paths?.["/billing/plans"]?.get?.security).toEqual([]);
  expect(doc.paths?.["/billing/subscriptions"]?.post?.security).toEqual([{ bearerAuth: [] }]);
});
