import { perWeek, planAction, savingPercent } from "./pricing";
import type { Plan } from "@/lib/contracts/billing";

const premium: Plan = {
  id: "premium",
  group: "Premium",
  name: "Premium",
  limits: { copilots: 1, applications_per_day: 20, review_first_only: false, ai_messages_per_month: 300, cover_letters_per_month: 300, cv_tailoring: false },
  prices: [
    { period: "weekly", amount: 999, currency: "EUR" },
    { period: "monthly", amount: 2999, currency: "EUR" },
    { period: "quarterly", amount: 6999, currency: "EUR" },
  ],
};

describe("pricing", () => {
  it("compares periods per week", () => {
    expect(perWeek(999, "weekly")).toBe(999);
    expect(perWeek(2999, "monthly")).toBe(692);
    expect(perWeek(6999, "quarterly")).toBe(538);
    expect(savingPercent(premium, "weekly")).toBe(0);
    expect(savingPercent(premium, "monthly")).toBe(30);
    expect(savingPercent(premium, "quarterly")).toBe(46);
    expect(savingPercent({ ...premium, prices: [] }, "monthly")).toBe(0);
  });

  it("offers only the moves the backend allows", () => {
    expect(planAction("premium", null)).toBe("choose");
    expect(planAction("elite", null)).toBe("choose");
    expect(planAction("free", null)).toBe("current");
    expect(planAction("elite", { plan: "premium" })).toBe("upgrade");
    expect(planAction("premium", { plan: "premium" })).toBe("current");
    expect(planAction("free", { plan: "premium" })).toBe("none");
    expect(planAction("premium", { plan: "elite" })).toBe("downgrade");
    expect(planAction("elite", { plan: "elite" })).toBe("current");
  });
});
