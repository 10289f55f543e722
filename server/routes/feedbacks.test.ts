import { eq } from "drizzle-orm";
import { feedbacks } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const message = "My copilot stopped finding jobs in Berlin since Monday.";

describe("POST /feedbacks", () => {
  it("saves a support message with the page it came from, and lists it back", async () => {
    const user = await t.signUp();
    const res = await t.call("POST", "/feedbacks", {
      token: user.token,
      body: { kind: "support", topic: "copilot", message: `  ${message}  `, page: "something-else" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      kind: "support",
      topic: "copilot",
      message,
      context: { page: "something-else" },
      created_at: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, res.body.data.id));
    expect(row).toMatchObject({ userId: user.id, kind: "support", topic: "copilot", message });

    const list = await t.call("GET", "/feedbacks", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([res.body.data]);
  });

  it("lists newest first, narrowed by kind, and never another user's", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await t.call("POST", "/feedbacks", { token: other.token, body: { kind: "support", topic: "bug", message: "Someone else's message here." } });
    const first = await t.call("POST", "/feedbacks", { token: user.token, body: { kind: "support", topic: "billing", message: "First message, about my invoice." } });
    t.clock.advance(60_000);
    const second = await t.call("POST", "/feedbacks", { token: user.token, body: { kind: "support", topic: "idea", message: "Second: please add a dark mode." } });
    t.clock.advance(60_000);
    const subscribed = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "monthly" } });
    const subscription = subscribed.body.data.subscription.id as string;
    const cancel = await t.call("POST", "/feedbacks", {
      token: user.token,
      body: { kind: "cancellation", topic: "found_a_job", subscription_id: subscription },
    });
    expect(cancel.status).toBe(201);
    expect(cancel.body.data).toMatchObject({ kind: "cancellation", topic: "found_a_job", message: null, context: { subscription_id: subscription } });

    const all = await t.call("GET", "/feedbacks", { token: user.token });
    expect(all.body.data.items.map(({ id }: { id: string }) => id)).toEqual([cancel.body.data.id, second.body.data.id, first.body.data.id]);
    const support = await t.call("GET", "/feedbacks?kind=support", { token: user.token });
    expect(support.body.data.items.map(({ id }: { id: string }) => id)).toEqual([second.body.data.id, first.body.data.id]);
  });

  it("refuses a cancellation that names another user's subscription, or an unknown one", async () => {
    const owner = await t.signUp();
    const subscribed = await t.call("POST", "/billing/subscriptions", { token: owner.token, body: { plan: "premium", period: "monthly" } });
    const stranger = await t.signUp();
    for (const id of [subscribed.body.data.subscription.id, "4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d"]) {
      const res = await t.call("POST", "/feedbacks", { token: stranger.token, body: { kind: "cancellation", topic: "too_expensive", subscription_id: id } });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body.error)).toEqual({ subscription_id: "Use the id of your subscription." });
    }
    const mine = await t.call("GET", "/feedbacks", { token: stranger.token });
    expect(mine.body.data.items).toEqual([]);
  });

  it.each([
    ["a short message", { kind: "support", topic: "copilot", message: "too short" }, { message: "Write at least 10 characters." }],
    ["a long message", { kind: "support", topic: "copilot", message: "x".repeat(5001) }, { message: "Use at most 5,000 characters." }],
    ["only spaces", { kind: "support", topic: "copilot", message: "          " }, { message: "Write at least 10 characters." }],
    ["an unknown topic", { kind: "support", topic: "weather", message }, { topic: "Choose one of: copilot, applications, cv, account, billing, bug, idea, other." }],
    ["no message", { kind: "support", topic: "copilot" }, { message: "Write your message." }],
    ["an unknown page", { kind: "support", topic: "copilot", message, page: "nowhere" }, { page: expect.stringContaining("Choose one of: not-enough-jobs") }],
    ["an unknown field", { kind: "support", topic: "copilot", message, user_id: "someone" }, { user_id: "This field is not expected." }],
    ["an unknown kind", { kind: "praise", topic: "copilot", message }, { kind: "Choose one of: support, cancellation." }],
    ["a free-text reason code", { kind: "cancellation", topic: "Too Expensive!" }, { topic: "Choose a reason from the list." }],
  ])("refuses %s with a message per field", async (_, body, fields) => {
    const user = await t.signUp();
    const res = await t.call("POST", "/feedbacks", { token: user.token, body });
    expect(res.status).toBe(400);
    expect({ code: res.body.error.code, fields: fieldMessages(res.body.error) }).toMatchObject({ code: "validation_error", fields });
    const list = await t.call("GET", "/feedbacks", { token: user.token });
    expect(list.body.data.items).toEqual([]);
  });

  it("refuses an unknown kind filter", async () => {
    const user = await t.signUp();
    const res = await t.call("GET", "/feedbacks?kind=spam", { token: user.token });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ kind: "Choose one of: support, cancellation." });
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("POST", "/feedbacks", { body: { kind: "support", topic: "copilot", message } })).status).toBe(401);
    expect((await t.call("GET", "/feedbacks")).status).toBe(401);
    expect((await t.call("GET", "/feedbacks", { token: "not-a-token" })).status).toBe(401);
  });

  it("takes at most ten messages an hour from one user", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 10; i++) {
      const res = await t.call("POST", "/feedbacks", { token: user.token, body: { kind: "support", topic: "other", message: `${message} #${i}` } });
      expect(res.status).toBe(201);
    }
    const refused = await t.call("POST", "/feedbacks", { token: user.token, body: { kind: "support", topic: "other", message } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.call("GET", "/feedbacks", { token: user.token })).body.data.items).toHaveLength(10);
    // Another user is not held back.
    const other = await t.signUp();
    expect((await t.call("POST", "/feedbacks", { token: other.token, body: { kind: "support", topic: "other", message } })).status).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1000);
    // The access token has expired by then: sign in again.
    const login = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
    expect((await t.call("POST", "/feedbacks", { token: login.body.data.auth.access_token, body: { kind: "support", topic: "other", message } })).status).toBe(201);
  });
});
