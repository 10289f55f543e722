import { eq } from "drizzle-orm";
import { userSettings } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const defaults = {
  locale: null,
  email_report_frequency: "weekly",
  notifications: { new_matches: true, application_updates: true, product_news: false },
};

/** A user whose settings row does not exist yet. */
async function userWithoutSettings() {
  const user = await t.signUp();
  await t.db.delete(userSettings).where(eq(userSettings.userId, user.id));
  return user;
}

describe("settings", () => {
  it("returns the defaults when nothing is stored, and the sign-up language after registering", async () => {
    const fresh = await userWithoutSettings();
    const res = await t.call("GET", "/settings", { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(defaults);

    const registered = await t.signUp();
    expect((await t.call("GET", "/settings", { token: registered.token })).body.data).toEqual({ ...defaults, locale: "en" });
  });

  it("creates the row from a partial first save, with the same defaults for the rest", async () => {
    const user = await userWithoutSettings();
    const res = await t.call("PATCH", "/settings", { token: user.token, body: { notifications: { product_news: true } } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...defaults, notifications: { ...defaults.notifications, product_news: true } });
  });

  it("changes only the fields sent, notification toggles included", async () => {
    const user = await t.signUp();
    const first = await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de", email_report_frequency: "daily" } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...defaults, locale: "de", email_report_frequency: "daily" });

    const second = await t.call("PATCH", "/settings", { token: user.token, body: { notifications: { new_matches: false } } });
    const expected = {
      locale: "de",
      email_report_frequency: "daily",
      notifications: { new_matches: false, application_updates: true, product_news: false },
    };
    expect(second.body.data).toEqual(expected);
    expect((await t.call("GET", "/settings", { token: user.token })).body.data).toEqual(expected);

    const cleared = await t.call("PATCH", "/settings", { token: user.token, body: { locale: null } });
    expect(cleared.body.data).toEqual({ ...expected, locale: null });
  });

  it("names each bad field, nested paths included", async () => {
    const user = await t.signUp();
    const res = await t.call("PATCH", "/settings", {
      token: user.token,
      body: { locale: "ru", email_report_frequency: "hourly", notifications: { new_matches: "yes", sms: true }, theme: "dark" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_error");
    expect(fieldMessages(res.body.error)).toEqual({
      locale: "Choose one of: en, de, es, fr, it, pt, nl.",
      email_report_frequency: "Choose one of: off, daily, weekly.",
      "notifications.new_matches": "Answer true or false.",
      "notifications.sms": "This field is not expected.",
      theme: "This field is not expected.",
    });
    expect((await t.call("GET", "/settings", { token: user.token })).body.data).toEqual({ ...defaults, locale: "en" });
  });

  it("refuses an empty body and empty notifications", async () => {
    const user = await t.signUp();
    const empty = await t.call("PATCH", "/settings", { token: user.token, body: {} });
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body.error)).toEqual({ body: "Send at least one field to change." });
    const noToggles = await t.call("PATCH", "/settings", { token: user.token, body: { notifications: {} } });
    expect(noToggles.status).toBe(400);
    expect(fieldMessages(noToggles.body.error)).toEqual({ notifications: "Send at least one notification setting." });
    expect(fieldMessages((await t.call("PATCH", "/settings", { token: user.token, body: { notifications: null } })).body.error)).toHaveProperty(
      "notifications",
    );
  });

  it("needs a token", async () => {
    expect((await t.call("GET", "/settings")).status).toBe(401);
    expect((await t.call("PATCH", "/settings", { body: { locale: "de" } })).status).toBe(401);
    expect((await t.call("GET", "/settings", { token: "not-a-token" })).status).toBe(401);
  });

  it("keeps each user's settings to themselves", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.call("PATCH", "/settings", { token: a.token, body: { locale: "fr", email_report_frequency: "off", notifications: { product_news: true } } });
    expect((await t.call("GET", "/settings", { token: b.token })).body.data).toEqual({ ...defaults, locale: "en" });

    await t.call("PATCH", "/settings", { token: b.token, body: { locale: "it" } });
    expect((await t.call("GET", "/settings", { token: a.token })).body.data).toEqual({
      locale: "fr",
      email_report_frequency: "off",
      notifications: { ...defaults.notifications, product_news: true },
    });
  });

  it("documents the endpoint", async () => {
    const res = await t.call("GET", "/openapi.json");
    expect(Object.keys(res.body.paths["/api/v1/settings"])).toEqual(["get", "patch"]);
    expect(res.body.paths["/api/v1/settings"].get.tags).toEqual(["Settings"]);
  });
});
