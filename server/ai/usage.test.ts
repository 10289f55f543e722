import { eq } from "drizzle-orm";
import { aiUsage, users } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import { aiUsageThisMonth, recordAiUsage, utcMonthOf } from "./usage";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const call = (promptTokens: number, completionTokens: number) => ({ feature: "assistant", model: "test-model", promptTokens, completionTokens });

async function recordAt(userId: string, iso: string, promptTokens: number, completionTokens: number) {
  t.clock.set(new Date(iso));
  await recordAiUsage(t.deps, userId, call(promptTokens, completionTokens));
}

describe("utcMonthOf", () => {
  it("runs from the first instant of the UTC month to the first of the next, across a year end", () => {
    expect(utcMonthOf(new Date("2026-12-31T23:59:59.999Z"))).toEqual({ start: new Date("2026-12-01T00:00:00Z"), end: new Date("2027-01-01T00:00:00Z") });
  });
});

describe("aiUsageThisMonth", () => {
  it("counts the calls and tokens of the current UTC month only", async () => {
    const user = await t.signUp();
    await recordAt(user.id, "2026-02-28T23:59:59.999Z", 1000, 1000);
    await recordAt(user.id, "2026-03-01T00:00:00.000Z", 120, 30);
    await recordAt(user.id, "2026-03-15T12:00:00.000Z", 80, 20);
    await recordAt(user.id, "2026-04-01T00:00:00.000Z", 500, 500);

    // 01:30 on 1 April in Berlin is still March in UTC.
    expect(await aiUsageThisMonth(t.deps, user.id, new Date("2026-03-31T23:30:00Z"))).toEqual({
      messages: 2,
      promptTokens: 200,
      completionTokens: 50,
      totalTokens: 250,
      byFeature: { assistant: 2 },
    });
    expect(await aiUsageThisMonth(t.deps, user.id, new Date("2026-04-01T00:00:00Z"))).toMatchObject({ messages: 1, totalTokens: 1000 });
  });

  it("leaves the cover letter builder's and CV tailoring's calls out of the AI messages, keeping their tokens and feature counts", async () => {
    const user = await t.signUp();
    t.clock.set(new Date("2026-07-10T10:00:00Z"));
    await recordAiUsage(t.deps, user.id, call(100, 10));
    await recordAiUsage(t.deps, user.id, { feature: "cover_letter", model: "offline", promptTokens: 0, completionTokens: 0 });
    await recordAiUsage(t.deps, user.id, { feature: "cover_letter", model: "test-model", promptTokens: 900, completionTokens: 300 });
    await recordAiUsage(t.deps, user.id, { feature: "cover_letter:paragraph", model: "test-model", promptTokens: 400, completionTokens: 90 });
    await recordAiUsage(t.deps, user.id, { feature: "cv_tailoring", model: "test-model", promptTokens: 1000, completionTokens: 200 });
    expect(await aiUsageThisMonth(t.deps, user.id, t.clock.now())).toEqual({
      messages: 1,
      promptTokens: 2400,
      completionTokens: 600,
      totalTokens: 3000,
      byFeature: { assistant: 1, cover_letter: 2, "cover_letter:paragraph": 1, cv_tailoring: 1 },
    });
  });

  it("is zero for a user without calls, and never counts another user's", async () => {
    const [user, other] = [await t.signUp(), await t.signUp()];
    await recordAt(other.id, "2026-05-10T10:00:00Z", 10, 10);
    expect(await aiUsageThisMonth(t.deps, user.id, new Date("2026-05-20T10:00:00Z"))).toEqual({ messages: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0, byFeature: {} });
  });

  it("records the feature and model with the app's clock, and goes with the user", async () => {
    const user = await t.signUp();
    await recordAt(user.id, "2026-06-02T08:00:00Z", 7, 5);
    const [row] = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(row).toMatchObject({ feature: "assistant", model: "test-model", promptTokens: 7, completionTokens: 5, createdAt: new Date("2026-06-02T08:00:00Z") });
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id))).toEqual([]);
  });
});
