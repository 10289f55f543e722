import { eq, sql } from "drizzle-orm";
import { applications, emailLog, users } from "../db/schema";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const NOW = new Date("2026-03-02T09:00:00Z");
beforeEach(() => t.clock.set(NOW));

async function verifiedUser() {
  const user = await t.signUp({ complete: true });
  await t.db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, user.id));
  return user;
}

/** Follows next_cursor to the end; returns every item in the order served. */
async function walk(token: string, limit: number) {
  const items: { id: string; subject: string }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.call("GET", `/email?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data.items);
    cursor = res.body.data.next_cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { items, pages };
}

describe("authentication", () => {
  it.each([
    ["GET", "/email"],
    ["GET", "/email/report"],
    ["POST", "/email/report"],
  ])("%s %s needs a signed-in user", async (method, path) => {
    const res = await t.call(method, path, method === "POST" ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });
});

describe("GET /email", () => {
  it("pages through the user's own mail log, newest first, without skipping or repeating a row", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    // Sign-up mailed a confirmation; 24 more, six of them in one microsecond so the id must break ties.
    const base = Date.parse("2026-01-01T00:00:00Z");
    await t.db.insert(emailLog).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: user.id, kind: i % 2 ? "report" : "reset_password", recipient: user.email, subject: `Mail ${i}`,
        status: i === 3 ? ("failed" as const) : ("sent" as const), error: i === 3 ? "550 mailbox unavailable" : null,
        createdAt: i < 6 ? sql`'2026-01-01T00:00:00.123456Z'::timestamptz` : new Date(base + i * 60_000),
      })),
    );
    const first = await t.call("GET", "/email?limit=5", { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.data.items[0]).toEqual({
      id: expect.any(String), kind: "verify_email", recipient: user.email, subject: "Confirm your email address",
      status: "sent", error: null, created_at: expect.stringMatching(/Z$/),
    });
    const { items, pages } = await walk(user.token, 4);
    expect(items).toHaveLength(25);
    expect(pages).toBe(7);
    expect(new Set(items.map((item) => item.id)).size).toBe(25);
    expect(items.slice(1, 19).map((item) => item.subject)).toEqual(Array.from({ length: 18 }, (_, i) => `Mail ${23 - i}`));
    expect(items.slice(19).map((item) => item.subject).sort()).toEqual(["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4", "Mail 5"]);
    expect(items.find((item) => item.subject === "Mail 3")).toMatchObject({ status: "failed", error: "550 mailbox unavailable" });

    const theirs = await t.call("GET", "/email?limit=100", { token: other.token });
    expect(theirs.body.data.items.map((item: { recipient: string }) => item.recipient)).toEqual([other.email]);
  });

  it.each([
    ["limit=101", "limit", "Use a whole number from 1 to 100."],
    ["limit=0", "limit", "Use a whole number from 1 to 100."],
    ["cursor=bm90LWEtY3Vyc29y", "cursor", "Use the next_cursor of the previous page."],
    ["cursor=a%2Fb", "cursor", "Use the next_cursor of the previous page."],
    ["kind=report", "kind", "This field is not expected."],
  ])("refuses ?%s", async (query, field, message) => {
    const user = await t.signUp();
    const res = await t.call("GET", `/email?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ [field]: message });
  });
});

describe("GET /email/report", () => {
  it("previews the report for the last day or week", async () => {
    const user = await t.signUp({ complete: true });
    const job = await insertJob(t.db, { title: "Site Reliability Engineer", company: "Initech", now: NOW });
    await t.db.insert(applications).values({
      userId: user.id, jobId: job.id, stage: "review", score: 84, jobSnapshot: { title: job.title, company: job.company },
      createdAt: new Date(NOW.getTime() - 3 * 86_400_000),
    });
    const weekly = await t.call("GET", "/email/report?frequency=weekly", { token: user.token });
    expect(weekly.status).toBe(200);
    expect(weekly.body.data).toEqual({
      subject: "Your weekly job report: 1 new match",
      html: expect.stringContaining("Site Reliability Engineer"),
      text: expect.stringContaining("- Site Reliability Engineer at Initech (84% match)"),
      frequency: "weekly",
      period: { from: "2026-02-23T09:00:00.000Z", to: "2026-03-02T09:00:00.000Z" },
      empty: false,
    });
    expect(weekly.body.data.text).toContain("Hi Ada,");

    const daily = await t.call("GET", "/email/report?frequency=daily", { token: user.token });
    expect(daily.body.data).toMatchObject({ subject: "Your daily job report: nothing new", empty: true, period: { from: "2026-03-01T09:00:00.000Z" } });
    // Previewing sends nothing.
    expect(t.mails.filter((mail) => mail.to === user.email && /report/.test(mail.subject))).toEqual([]);
  });

  it.each([
    ["frequency=monthly", "frequency", "Choose one of: daily, weekly."],
    ["frequency=off", "frequency", "Choose one of: daily, weekly."],
    ["locale=de", "locale", "This field is not expected."],
  ])("refuses ?%s", async (query, field, message) => {
    const user = await t.signUp();
    const res = await t.call("GET", `/email/report?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ [field]: message });
  });
});

describe("POST /email/report", () => {
  it("mails the report to a confirmed address and logs it", async () => {
    const user = await verifiedUser();
    const res = await t.call("POST", "/email/report", { token: user.token, body: { frequency: "daily" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ recipient: user.email, frequency: "daily", subject: "Your daily job report: nothing new" });
    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ to: user.email, subject: res.body.data.subject, html: res.body.data.html, text: res.body.data.text });
    const log = await t.call("GET", "/email?limit=1", { token: user.token });
    expect(log.body.data.items[0]).toMatchObject({ kind: "report", recipient: user.email, subject: mail.subject, status: "sent" });
  });

  it("refuses an unconfirmed address", async () => {
    const user = await t.signUp();
    const sent = t.mails.length;
    const res = await t.call("POST", "/email/report", { token: user.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("email_unverified");
    expect(t.mails.length).toBe(sent);
  });

  it("allows a few a hour, then answers 429 with Retry-After", async () => {
    const user = await verifiedUser();
    for (let i = 0; i < 5; i++) expect((await t.call("POST", "/email/report", { token: user.token, body: {} })).status).toBe(200);
    const limited = await t.call("POST", "/email/report", { token: user.token, body: {} });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const reports = (await t.call("GET", "/email?limit=100", { token: user.token })).body.data.items.filter((item: { kind: string }) => item.kind === "report");
    expect(reports).toHaveLength(5);
    // An hour later the window has passed (with a fresh token: access tokens last 15 minutes).
    t.clock.set(new Date(NOW.getTime() + 61 * 60_000));
    const login = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
    expect((await t.call("POST", "/email/report", { token: login.body.data.auth.access_token, body: {} })).status).toBe(200);
  });

  it("answers 502 when the mail server refuses, with the failure in the log", async () => {
    const user = await verifiedUser();
    const send = t.deps.mail.send;
    t.deps.mail.send = async () => {
      throw new Error("421 service not available");
    };
    try {
      const res = await t.call("POST", "/email/report", { token: user.token, body: {} });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({ code: "mail_failed", message: "The report could not be sent. Please try again later." });
    } finally {
      t.deps.mail.send = send;
    }
    const log = await t.call("GET", "/email?limit=1", { token: user.token });
    expect(log.body.data.items[0]).toMatchObject({ kind: "report", status: "failed", error: "421 service not available" });
  });

  it.each([
    [{ frequency: "hourly" }, "frequency", "Choose one of: daily, weekly."],
    [{ to: "someone@example.com" }, "to", "This field is not expected."],
  ])("refuses the body %j", async (body, field, message) => {
    const user = await verifiedUser();
    const res = await t.call("POST", "/email/report", { token: user.token, body });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ [field]: message });
  });
});
