import { createTestContext, type TestContext } from "../test/harness";

/**
 * Every route that takes the id of a user's row, with a way to create such a row. User B must get
 * 404 for user A's ids (never 403, which would confirm the id exists). New resources join the table.
 */
type ScopedResource = {
  name: string;
  create: (t: TestContext, token: string) => Promise<string>;
  calls: (id: string) => { method: string; path: string; body?: unknown }[];
};

const resources: ScopedResource[] = [
  {
    name: "billing subscription",
    create: async (t, token) => {
      const res = await t.call("POST", "/billing/subscriptions", { token, body: { plan: "premium", period: "monthly" } });
      return res.body.data.subscription.id;
    },
    calls: (id) => [{ method: "DELETE", path: `/billing/subscriptions/${id}` }],
  },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe.each(resources)("$name", ({ create, calls }) => {
  it("is invisible to another user", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const id = await create(t, owner.token);
    expect(id).toEqual(expect.any(String));
    for (const call of calls(id)) {
      const res = await t.call(call.method, call.path, { token: stranger.token, body: call.body });
      expect({ call: `${call.method} ${call.path}`, status: res.status }).toEqual({ call: `${call.method} ${call.path}`, status: 404 });
    }
    // The owner still can.
    for (const call of calls(id)) {
      const res = await t.call(call.method, call.path, { token: owner.token, body: call.body });
      expect(res.status).toBeLessThan(300);
    }
  });
});

describe("per-user singletons", () => {
  it.each(["/profile", "/profile/details", "/profile/extra", "/settings", "/billing/subscriptions", "/billing/entitlements"])(
    "GET %s answers with the caller's own data only",
    async (path) => {
      const a = await t.signUp({ complete: true });
      const b = await t.signUp();
      const resA = await t.call("GET", path, { token: a.token });
      const resB = await t.call("GET", path, { token: b.token });
      expect(resA.status).toBe(200);
      expect(resB.status).toBe(200);
      expect(JSON.stringify(resB.body)).not.toContain(a.id);
      expect(JSON.stringify(resB.body)).not.toContain(a.email);
    },
  );
});
