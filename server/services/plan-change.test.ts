import { eq } from "drizzle-orm";
import { copilots } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import * as billing from "./billing";
import { planInEffect, raiseDailyLimits } from "./plan-change";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A copilot as step 5 left it: saved with a limit, or never saved (the default). */
async function copilot(userId: string, name: string, dailyLimit: number | null) {
  const [row] = await t.db
    .insert(copilots)
    .values({ userId, name, updatedAt: t.clock.now(), ...(dailyLimit === null ? {} : { dailyLimit, completedSteps: [1, 2, 3, 4, 5] }) })
    .returning({ id: copilots.id });
  return row!.id;
}
const limitOf = async (id: string) => (await t.db.select({ limit: copilots.dailyLimit }).from(copilots).where(eq(copilots.id, id)))[0]!.limit;

describe("daily limits follow an upgrade", () => {
  it("raises the limits at the old plan's maximum or never saved, keeps a chosen lower one, and touches no other user's", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const atMax = await copilot(user.id, "At the maximum", 5);
    const chosen = await copilot(user.id, "Chosen lower", 3);
    const unsaved = await copilot(user.id, "Never launched", null);
    const foreign = await copilot(other.id, "Someone else's", 5);

    expect(await planInEffect(t.deps, user.id)).toBe("free");
    await billing.subscribe(t.deps, user.id, { plan: "premium", period: "monthly" });
    expect(await planInEffect(t.deps, user.id)).toBe("premium");
    expect([await limitOf(atMax), await limitOf(chosen), await limitOf(unsaved), await limitOf(foreign)]).toEqual([20, 3, 20, 5]);

    // Premium to Elite: 20 was Premium's maximum, so it becomes Elite's.
    await t.db.update(copilots).set({ dailyLimit: 12 }).where(eq(copilots.id, chosen));
    await billing.subscribe(t.deps, user.id, { plan: "elite", period: "monthly" });
    expect([await limitOf(atMax), await limitOf(chosen), await limitOf(unsaved)]).toEqual([50, 12, 50]);

    // Down again: nothing is lowered (the plan caps what is sent), and nothing is raised.
    await billing.downgrade(t.deps, user.id);
    expect(await planInEffect(t.deps, user.id)).toBe("premium");
    expect([await limitOf(atMax), await limitOf(chosen), await limitOf(unsaved)]).toEqual([50, 12, 50]);
  });

  it("changes nothing when the plan does not go up", async () => {
    const user = await t.signUp();
    const id = await copilot(user.id, "Free", 5);
    expect(await raiseDailyLimits(t.deps, user.id, "premium", "free")).toBe(0);
    expect(await raiseDailyLimits(t.deps, user.id, "free", "free")).toBe(0);
    expect(await limitOf(id)).toBe(5);
    expect(await raiseDailyLimits(t.deps, user.id, "free", "elite")).toBe(1);
    expect(await limitOf(id)).toBe(50);
  });
});
