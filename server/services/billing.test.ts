import { eq } from "drizzle-orm";
import { addPeriod, BILLING_PERIODS, PAID_PLAN_IDS, PLANS, priceOf } from "@/lib/billing/plans";
import { subscriptions } from "../db/schema";
import { ApiError } from "../core/errors";
import { createTestContext, type TestContext } from "../test/harness";
import * as billing from "./billing";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const rowOf = async (id: string) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

async function subscribe(userId: string, plan: "premium" | "elite", period: "weekly" | "monthly" | "quarterly" = "monthly") {
  const outcome = await billing.subscribe(t.deps, userId, { plan, period });
  return outcome.subscription!;
}

describe("plans config", () => {
  it("makes longer periods cheaper per week", () => {
    const weeks = { weekly: 1, monthly: 52 / 12, quarterly: 13 };
    for (const plan of PAID_PLAN_IDS) {
      const perWeek = BILLING_PERIODS.map((period) => priceOf(plan, period) / weeks[period]);
      expect(perWeek[1]).toBeLessThan(perWeek[0]!);
      expect(perWeek[2]).toBeLessThan(perWeek[1]!);
    }
    expect(priceOf("elite", "monthly")).toBeGreaterThan(priceOf("premium", "monthly"));
    expect(PLANS.free.prices).toBeNull();
  });

  it("adds calendar months, ending on the last day of a shorter month", () => {
    expect(addPeriod(new Date("2026-03-02T09:00:00Z"), "weekly").toISOString()).toBe("2026-03-09T09:00:00.000Z");
    expect(addPeriod(new Date("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2028-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addPeriod(new Date("2026-11-30T10:00:00Z"), "quarterly").toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2026-12-15T10:00:00Z"), "monthly").toISOString()).toBe("2027-01-15T10:00:00.000Z");
  });
});

describe("listSubscriptions", () => {
  it("puts the active subscription first, then the others newest first", async () => {
    const user = await t.signUp();
    const premium = await subscribe(user.id, "premium");
    const elite = (await billing.subscribe(t.deps, user.id, { plan: "elite", period: "monthly" })).subscription!;
    const downgraded = (await billing.downgrade(t.deps, user.id)).subscription!;
    const listed = await billing.listSubscriptions(t.deps, user.id);
    expect(listed.map((s) => [s.id, s.status])).toEqual([
      [downgraded.id, "active"],
      [elite.id, "ended"],
      [premium.id, "ended"],
    ]);
  });

  it("shows only the user's own subscriptions", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    await subscribe(owner.id, "elite");
    expect(await billing.listSubscriptions(t.deps, other.id)).toEqual([]);
  });
});

describe("subscribe", () => {
  it("lets only one of two simultaneous subscriptions through", async () => {
    const user = await t.signUp();
    const results = await Promise.allSettled([
      billing.subscribe(t.deps, user.id, { plan: "premium", period: "weekly" }),
      billing.subscribe(t.deps, user.id, { plan: "premium", period: "monthly" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    expect(refused.reason.status).toBe(409);
    expect(await billing.listSubscriptions(t.deps, user.id)).toHaveLength(1);
  });

  it("upgrades a cancelled Premium subscription to Elite, which renews again", async () => {
    const user = await t.signUp();
    const premium = await subscribe(user.id, "premium");
    await billing.cancel(t.deps, user.id, premium.id);
    const elite = (await billing.subscribe(t.deps, user.id, { plan: "elite", period: "weekly" })).subscription!;
    expect(elite).toMatchObject({ canceled: false, status: "active" });
    expect((await billing.getEntitlements(t.deps, user.id)).premium).toBe(true);
  });
});

describe("cancel", () => {
  it("is idempotent while the subscription lasts, and refuses another user's", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    const sub = await subscribe(owner.id, "premium");
    await expect(billing.cancel(t.deps, other.id, sub.id)).rejects.toMatchObject({ status: 404 });
    const first = await billing.cancel(t.deps, owner.id, sub.id);
    t.clock.advance(60_000);
    const second = await billing.cancel(t.deps, owner.id, sub.id);
    expect(second.canceled_at).toBe(first.canceled_at);
    expect(await billing.getEntitlements(t.deps, owner.id)).toMatchObject({ plan: { id: "premium" }, premium: false });
  });
});

describe("settleSubscriptions", () => {
  it("ends cancelled subscriptions at their period end and renews the others, for every user", async () => {
    const [leaving, staying] = [await t.signUp(), await t.signUp()];
    const cancelled = await subscribe(leaving.id, "premium", "weekly");
    await billing.cancel(t.deps, leaving.id, cancelled.id);
    const renewing = await subscribe(staying.id, "elite", "weekly");

    t.clock.advance(30 * DAY_MS);
    await billing.settleSubscriptions(t.deps);

    const ended = await rowOf(cancelled.id);
    expect(ended).toMatchObject({ status: "ended", canceled: true });
    expect(ended.endedAt!.toISOString()).toBe(cancelled.current_period_end);

    const renewed = await rowOf(renewing.id);
    expect(renewed.status).toBe("active");
    // Rolled over several weeks at once, into the week that contains now.
    expect(renewed.currentPeriodEnd.getTime()).toBe(new Date(renewing.current_period_end).getTime() + 4 * 7 * DAY_MS);
    expect(renewed.currentPeriodStart.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it("leaves renewals of providers that report them to the provider", async () => {
    const user = await t.signUp();
    const now = t.clock.now();
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        planId: "premium",
        period: "weekly",
        status: "active",
        currentPeriodStart: new Date(now.getTime() - 8 * DAY_MS),
        currentPeriodEnd: new Date(now.getTime() - DAY_MS),
        provider: "stripe",
      })
      .returning();
    await billing.settleSubscriptions(t.deps, user.id);
    expect(await rowOf(row!.id)).toMatchObject({ status: "active", currentPeriodEnd: row!.currentPeriodEnd });
    expect(await billing.getEntitlements(t.deps, user.id)).toMatchObject({ plan: { id: "free" }, premium: false });
  });
});
