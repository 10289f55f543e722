import type { Subscription } from "@/lib/contracts/billing";
import { activeSubscription, hasActiveSubscription, isCanceled, isElite, isPremium } from "./subscription";

const subscription = (overrides: Partial<Subscription> & { group?: "Premium" | "Elite" } = {}): Subscription => {
  const { group = "Premium", ...rest } = overrides;
  return {
    id: "s1",
    plan: { id: group === "Elite" ? "elite" : "premium", group, name: group },
    period: "monthly",
    status: "active",
    canceled: false,
    canceled_at: null,
    current_period_start: "2026-01-01T00:00:00.000Z",
    current_period_end: "2026-02-01T00:00:00.000Z",
    ended_at: null,
    provider: "demo",
    price: { amount: 2999, currency: "EUR" },
    ...rest,
  };
};

describe("subscription helpers", () => {
  it("takes the first element of the list as the active subscription", () => {
    const first = subscription({ id: "first" });
    expect(activeSubscription([first, subscription({ id: "second" })])).toBe(first);
    expect(activeSubscription([])).toBeNull();
    expect(activeSubscription(undefined)).toBeNull();
    expect(activeSubscription([subscription({ status: "ended" })])).toBeNull();
  });

  it("derives premium from an active, not cancelled Premium or Elite plan, or the demo flag", () => {
    expect(isPremium(subscription())).toBe(true);
    expect(isPremium(subscription({ group: "Elite" }))).toBe(true);
    expect(isPremium(subscription({ canceled: true }))).toBe(false);
    expect(isPremium(null)).toBe(false);
    expect(isPremium(null, true)).toBe(true);
  });

  it("checks Elite, cancelled and active", () => {
    expect(isElite(subscription({ group: "Elite" }))).toBe(true);
    expect(isElite(subscription())).toBe(false);
    expect(isCanceled(subscription({ canceled: true }))).toBe(true);
    expect(isCanceled(null)).toBe(false);
    expect(hasActiveSubscription(subscription())).toBe(true);
    expect(hasActiveSubscription(null)).toBe(false);
  });
});
