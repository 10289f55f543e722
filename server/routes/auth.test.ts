import { eq } from "drizzle-orm";
import { emailTokens, impersonations, refreshTokens, users } from "../db/schema";
import type { JobHandler, JobQueue } from "../jobs/queue";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ ADMIN_EMAILS: "boss@example.com" });
});
afterAll(() => t.close());

const tokenFromLink = (link: string | undefined) => new URL(link!).searchParams.get("token")!;

describe("a self-hosted app on another port", () => {
  it("mails links to that port when WEB_ORIGIN is not set", async () => {
    const other = await createTestContext({ PORT: "3301", WEB_ORIGIN: "" });
    try {
      expect((await other.call("POST", "/auth/register", { body: { email: "port@example.com", password: "a long enough passphrase", accept_terms: true } })).status).toBe(201);
      expect(other.mails.at(-1)!.link).toMatch(/^http:\/\/localhost:3301\/verify-email\?token=/);
    } finally {
      await other.close();
    }
  });
});

describe("register", () => {
  it("creates an account, opens a session and mails a verification link", async () => {
    const res = await t.call("POST", "/auth/register", { body: { email: "  New.User@Example.com ", password: "a long enough passphrase", accept_terms: true } });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toEqual({ id: expect.any(String), email: "new.user@example.com", is_admin: false, country: null });
    expect(res.body.data.auth).toEqual({ access_token: expect.any(String), expires_in: 900 });
    expect(res.body.data.refresh_token).toMatch(/^[\w-]{43}$/);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe("new.user@example.com");
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.html).toContain(mail.link!);

    const verified = await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(mail.link) } });
    expect(verified.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, "new.user@example.com"));
    expect(row!.emailVerifiedAt).not.toBeNull();
    // Opened again: the address is confirmed, and the answer says so rather than "invalid".
    const again = await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(mail.link) } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_verified");
  });

  it("refuses short, common and duplicate passwords and bad emails with per-field messages", async () => {
    const short = await t.call("POST", "/auth/register", { body: { email: "a@example.com", password: "short", accept_terms: true } });
    expect(short.status).toBe(400);
    expect(fieldMessages(short.body.error).password).toMatch(/at least 10/);
    const common = await t.call("POST", "/auth/register", { body: { email: "a@example.com", password: "password123", accept_terms: true } });
    expect(common.status).toBe(400);
    expect(fieldMessages(common.body.error).password).toMatch(/too common/);
    const badEmail = await t.call("POST", "/auth/register", { body: { email: "not-an-email", password: "a long enough passphrase", accept_terms: true } });
    expect(fieldMessages(badEmail.body.error)).toHaveProperty("email");
    const unknown = await t.call("POST", "/auth/register", { body: { email: "a@example.com", password: "a long enough passphrase", accept_terms: true, role: "admin" } });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body.error).role).toBe("This field is not expected.");

    await t.signUp({ email: "taken@example.com" });
    const duplicate = await t.call("POST", "/auth/register", { body: { email: "TAKEN@example.com", password: "a long enough passphrase", accept_terms: true } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("email_taken");
  });

  it("requires consent to the terms and the privacy notice, and stores when it was given", async () => {
    const body = { email: "consent@example.com", password: "a long enough passphrase" };
    for (const refused of [body, { ...body, accept_terms: false }, { ...body, accept_terms: "yes" }]) {
      const res = await t.call("POST", "/auth/register", { body: refused });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.accept_terms.code).toBe("terms_required");
    }
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);

    t.clock.advance(1000);
    const accepted = await t.call("POST", "/auth/register", { body: { ...body, accept_terms: true } });
    expect(accepted.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.termsAcceptedAt).toEqual(t.clock.now());
  });

  it("mails in the language chosen at sign-up", async () => {
    const res = await t.call("POST", "/auth/register", { body: { email: "de@example.com", password: "a long enough passphrase", accept_terms: true, locale: "de" } });
    expect(res.status).toBe(201);
    expect(t.mails.at(-1)!.subject).toBe("Bestätige deine E-Mail-Adresse");
  });

  it("grants admin to ADMIN_EMAILS", async () => {
    const admin = await t.call("POST", "/auth/register", { body: { email: "boss@example.com", password: "a long enough passphrase", accept_terms: true } });
    expect(admin.body.data.user.is_admin).toBe(true);
  });
});

describe("register throttle", () => {
  it("answers 409 for a taken address 10 times an hour per client address, then 429 for any sign-up from it", async () => {
    const owner = await t.signUp();
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < 10; i += 1) {
      const probe = await t.call("POST", "/auth/register", { headers: from("203.0.113.9"), body: { email: owner.email, password: "a long enough passphrase", accept_terms: true } });
      expect(probe.status).toBe(409);
    }
    const limited = await t.call("POST", "/auth/register", { headers: from("203.0.113.9"), body: { email: "fresh-probe@example.com", password: "a long enough passphrase", accept_terms: true } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client address is not affected, and the window passes.
    expect((await t.call("POST", "/auth/register", { headers: from("203.0.113.10"), body: { email: owner.email, password: "a long enough passphrase", accept_terms: true } })).status).toBe(409);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await t.call("POST", "/auth/register", { headers: from("203.0.113.9"), body: { email: "fresh-probe@example.com", password: "a long enough passphrase", accept_terms: true } })).status).toBe(201);
  });
});

describe("register/complete", () => {
  it("stores name, country and phone and returns a token carrying the country", async () => {
    const user = await t.signUp();
    const res = await t.call("POST", "/auth/register/complete", {
      token: user.token,
      body: { first_name: "Grace", last_name: "Hopper", country: "de", country_code: "DE", phone_number: "15123456789" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.country).toBe("DE");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Grace", phoneCountryCode: "DE", phoneNumber: "15123456789" });
    expect(row!.registrationCompletedAt).not.toBeNull();
  });

  it("rejects a number that is not valid for the country, non-digits, and no token", async () => {
    const user = await t.signUp();
    const body = { first_name: "Grace", last_name: "Hopper", country: "DE", country_code: "DE", phone_number: "123" };
    const invalid = await t.call("POST", "/auth/register/complete", { token: user.token, body });
    expect(invalid.status).toBe(400);
    expect(fieldMessages(invalid.body.error)).toHaveProperty("phone_number");
    const letters = await t.call("POST", "/auth/register/complete", { token: user.token, body: { ...body, phone_number: "+49 151" } });
    expect(fieldMessages(letters.body.error).phone_number).toBe("Use digits only.");
    expect((await t.call("POST", "/auth/register/complete", { body })).status).toBe(401);
  });
});

describe("login", () => {
  it("signs in with the right password, case-insensitively by email", async () => {
    const user = await t.signUp();
    const res = await t.call("POST", "/auth", { body: { email: user.email.toUpperCase(), password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
    expect(res.body.data.refresh_token).toEqual(expect.any(String));
  });

  it("answers the same 401 for a wrong password and an unknown account", async () => {
    const user = await t.signUp();
    const wrong = await t.call("POST", "/auth", { body: { email: user.email, password: "not the password" } });
    const unknown = await t.call("POST", "/auth", { body: { email: "nobody@example.com", password: "not the password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("throttles an account after 5 failures with 429 and Retry-After, until the window passes", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 5; i++) {
      expect((await t.call("POST", "/auth", { body: { email: user.email, password: "wrong password" } })).status).toBe(401);
    }
    const blocked = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    t.clock.advance(15 * 60 * 1000);
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it("does not count successful sign-ins against the client address", async () => {
    const user = await t.signUp();
    const headers = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 40; i++) {
      expect((await t.call("POST", "/auth", { headers, body: { email: user.email, password: user.password } })).status).toBe(200);
    }
  });

  it("throttles one client address across accounts", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    let last = 0;
    for (let i = 0; i < 101; i++) {
      last = (await t.call("POST", "/auth", { headers, body: { email: `probe${i}@example.com`, password: "wrong password" } })).status;
    }
    expect(last).toBe(429);
    const other = await t.call("POST", "/auth", { headers: { "x-forwarded-for": "203.0.113.10" }, body: { email: "probe0@example.com", password: "x" } });
    expect(other.status).toBe(401);
    // A client cannot escape by prepending addresses: the proxy's own entry is the last one.
    const prepended = await t.call("POST", "/auth", { headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9" }, body: { email: "probe0@example.com", password: "x" } });
    expect(prepended.status).toBe(429);
    t.clock.advance(15 * 60 * 1000);
  });
});

describe("refresh", () => {
  it("hands a late duplicate the family's live token, never a spent one, so the sign-in survives", async () => {
    const user = await t.signUp();
    const r1 = (await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })).body.data.refresh_token;
    const r2 = (await t.call("POST", "/auth/refresh", { body: { refresh_token: r1 } })).body.data.refresh_token;
    t.clock.advance(3_000);
    // R0 again, after R1 was itself rotated: the answer is R2, the live one.
    const late = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    expect(late.status).toBe(200);
    expect(late.body.data.refresh_token).toBe(r2);
    const lateR1 = await t.call("POST", "/auth/refresh", { body: { refresh_token: r1 } });
    expect(lateR1.body.data.refresh_token).toBe(r2);
    // The browser that kept the late answer goes on later without being signed out.
    t.clock.advance(60_000);
    const later = await t.call("POST", "/auth/refresh", { body: { refresh_token: late.body.data.refresh_token } });
    expect(later.status).toBe(200);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.filter((row) => !row.rotatedAt && !row.revokedAt)).toHaveLength(1);
  });

  it("serves parallel refreshes of one token without ever leaving two live tokens in the family", async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.refresh_token)).size).toBe(1);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.filter((row) => !row.rotatedAt && !row.revokedAt)).toHaveLength(1);
  });

  it("rotates: the new token works, the old one returns the same successor within 10 s", async () => {
    const user = await t.signUp();
    const first = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    expect(first.status).toBe(200);
    const successor = first.body.data.refresh_token;
    expect(successor).not.toBe(user.refreshToken);
    expect(first.body.data.auth.access_token).toEqual(expect.any(String));

    t.clock.advance(5_000);
    const again = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    expect(again.status).toBe(200);
    expect(again.body.data.refresh_token).toBe(successor);

    const next = await t.call("POST", "/auth/refresh", { body: { refresh_token: successor } });
    expect(next.status).toBe(200);
  });

  it("revokes the whole family when a spent token is replayed after the grace window", async () => {
    const user = await t.signUp();
    const rotated = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    const successor = rotated.body.data.refresh_token;
    t.clock.advance(11_000);
    const replay = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("refresh_token_reused");
    const afterTheft = await t.call("POST", "/auth/refresh", { body: { refresh_token: successor } });
    expect(afterTheft.status).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it("ends after the 30-day absolute lifetime even when rotated daily", async () => {
    const user = await t.signUp();
    let token = user.refreshToken;
    for (let day = 0; day < 29; day++) {
      t.clock.advance(24 * 60 * 60 * 1000);
      const res = await t.call("POST", "/auth/refresh", { body: { refresh_token: token } });
      expect(res.status).toBe(200);
      token = res.body.data.refresh_token;
    }
    t.clock.advance(24 * 60 * 60 * 1000);
    const expired = await t.call("POST", "/auth/refresh", { body: { refresh_token: token } });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("session_expired");
  });

  it("refuses unknown tokens and bad input", async () => {
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: "x".repeat(43) } })).status).toBe(401);
    const bad = await t.call("POST", "/auth/refresh", { body: {} });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body.error)).toHaveProperty("refresh_token");
  });
});

describe("logout", () => {
  it("revokes the session's refresh token and always succeeds", async () => {
    const user = await t.signUp();
    expect((await t.call("DELETE", "/auth", { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })).status).toBe(401);
    expect((await t.call("DELETE", "/auth", { body: { refresh_token: "y".repeat(43) } })).status).toBe(200);
    expect((await t.call("DELETE", "/auth", { body: {} })).status).toBe(400);
  });
});

describe("forgot password: throttled and answered before any mail work", () => {
  it("limits one address to 5 requests an hour and one client address to 30", async () => {
    const user = await t.signUp();
    const ask = (email: string, ip: string) => t.call("POST", "/auth/forgot", { headers: { "x-forwarded-for": ip }, body: { email } });
    for (let i = 0; i < 5; i += 1) expect((await ask(user.email, `198.51.100.${i}`)).status).toBe(200);
    const bombed = await ask(user.email, "198.51.100.99");
    expect(bombed.status).toBe(429);
    expect(t.mails.filter((mail) => mail.to === user.email && mail.subject === "Reset your password")).toHaveLength(5);
    for (let i = 0; i < 30; i += 1) expect((await ask(`nobody-${i}@example.com`, "198.51.100.200")).status).toBe(200);
    expect((await ask("nobody-else@example.com", "198.51.100.200")).status).toBe(429);
    t.clock.advance(60 * 60 * 1000 + 1000);
  });

  it("does the same work for a known and an unknown address: one queued job, no mail before the answer", async () => {
    const user = await t.signUp();
    const sent: { name: string; data: object }[] = [];
    const handlers = new Map<string, JobHandler<object>>();
    const queue: JobQueue = {
      kind: "in-process",
      start: async () => {},
      stop: async () => {},
      send: async (name, data) => {
        sent.push({ name, data });
        return "job";
      },
      work: async (name, handler) => {
        handlers.set(name, handler as JobHandler<object>);
      },
      schedule: async () => {},
    };
    const context = { id: "job", name: "auth.reset-mail", attempt: 1, createdAt: new Date(), signal: new AbortController().signal };
    const { registerAuthWorkers } = await import("../services/auth");
    await registerAuthWorkers(t.deps, queue);
    t.deps.queue = queue;
    try {
      const mailsBefore = t.mails.length;
      expect((await t.call("POST", "/auth/forgot", { body: { email: user.email } })).status).toBe(200);
      expect((await t.call("POST", "/auth/forgot", { body: { email: "no-account@example.com" } })).status).toBe(200);
      expect(t.mails.length).toBe(mailsBefore);
      expect(sent).toEqual([
        { name: "auth.reset-mail", data: { email: user.email } },
        { name: "auth.reset-mail", data: { email: "no-account@example.com" } },
      ]);
      for (const job of sent) await handlers.get(job.name)!(job.data, context);
      expect(t.mails.slice(mailsBefore).map((mail) => [mail.to, mail.subject])).toEqual([[user.email, "Reset your password"]]);
    } finally {
      delete t.deps.queue;
    }
  });
});

describe("forgot and reset password", () => {
  it("mails a single-use link, sets the password and revokes every session", async () => {
    const user = await t.signUp();
    const other = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
    expect((await t.call("POST", "/auth/forgot", { body: { email: user.email } })).status).toBe(200);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toBe("Reset your password");
    const token = tokenFromLink(mail.link);

    const weak = await t.call("POST", "/auth/reset", { body: { token, password: "qwertyuiop" } });
    expect(weak.status).toBe(400);
    expect(fieldMessages(weak.body.error)).toHaveProperty("password");
    const weakAgain = await t.call("POST", "/auth/forgot", { body: { email: user.email } });
    expect(weakAgain.status).toBe(200);
    const freshToken = tokenFromLink(t.mails.at(-1)!.link);

    const ok = await t.call("POST", "/auth/reset", { body: { token: freshToken, password: "a brand new passphrase" } });
    expect(ok.status).toBe(200);
    expect((await t.call("POST", "/auth/reset", { body: { token: freshToken, password: "another new passphrase" } })).status).toBe(400);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })).status).toBe(401);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: other.body.data.refresh_token } })).status).toBe(401);
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: "a brand new passphrase" } })).status).toBe(200);
  });

  it("answers 200 for unknown accounts without sending mail, and expires links after an hour", async () => {
    const before = t.mails.length;
    expect((await t.call("POST", "/auth/forgot", { body: { email: "ghost@example.com" } })).status).toBe(200);
    expect(t.mails.length).toBe(before);

    const user = await t.signUp();
    await t.call("POST", "/auth/forgot", { body: { email: user.email } });
    const token = tokenFromLink(t.mails.at(-1)!.link);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await t.call("POST", "/auth/reset", { body: { token, password: "a brand new passphrase" } })).status).toBe(400);
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row).toBeDefined();
  });
});

describe("impersonation", () => {
  async function admin() {
    const session = await t.signUp();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, session.id));
    const login = await t.call("POST", "/auth", { body: { email: session.email, password: session.password } });
    return { ...session, token: login.body.data.auth.access_token as string };
  }

  it("lets an admin sign in as a user for at most 60 minutes, without refresh, audited", async () => {
    const boss = await admin();
    const target = await t.signUp();
    const res = await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: target.email, reason: "ticket 42" } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(target.id);
    expect(res.body.data.refresh_token).toBeNull();
    expect(res.body.data.auth.expires_in).toBeLessThanOrEqual(3600);
    const token = res.body.data.auth.access_token;

    const [audit] = await t.db.select().from(impersonations).where(eq(impersonations.targetId, target.id));
    expect(audit).toMatchObject({ adminId: boss.id, reason: "ticket 42", endedAt: null });

    // The token acts as the target, and cannot start another impersonation.
    const nested = await t.call("POST", "/auth/impersonate", { token, body: { email: boss.email } });
    expect(nested.status).toBe(403);

    const ended = await t.call("DELETE", "/auth/impersonate", { token });
    expect(ended.status).toBe(200);
    const [closed] = await t.db.select().from(impersonations).where(eq(impersonations.id, audit!.id));
    expect(closed!.endedAt).not.toBeNull();

    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await t.call("DELETE", "/auth/impersonate", { token })).status).toBe(401);
  });

  it("ends the impersonation token with its audit record: Back to Admin stops it at once", async () => {
    const boss = await admin();
    const target = await t.signUp();
    const token = (await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: target.email } })).body.data.auth.access_token;
    expect((await t.call("GET", "/profile", { token })).status).toBe(200);
    expect((await t.call("DELETE", "/auth/impersonate", { token })).status).toBe(200);
    const read = await t.call("GET", "/profile", { token });
    expect(read.status).toBe(401);
    expect((await t.call("PATCH", "/settings", { token, body: { locale: "de" } })).status).toBe(401);
  });

  it("refuses an impersonation token that names no open audit record", async () => {
    const boss = await admin();
    const target = await t.signUp();
    const { signAccessToken } = await import("../services/tokens");
    const forged = await signAccessToken(t.deps, { sub: target.id, email: target.email, is_admin: false, country: null, imp: boss.id });
    expect((await t.call("GET", "/profile", { token: forged })).status).toBe(401);
  });

  it("refuses non-admins, admin targets, oneself and unknown emails", async () => {
    const boss = await admin();
    const otherAdmin = await admin();
    const user = await t.signUp();
    expect((await t.call("POST", "/auth/impersonate", { token: user.token, body: { email: boss.email } })).status).toBe(403);
    expect((await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: otherAdmin.email } })).status).toBe(403);
    expect((await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: boss.email } })).status).toBe(403);
    expect((await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: "nobody@example.com" } })).status).toBe(404);
    expect((await t.call("POST", "/auth/impersonate", { body: { email: user.email } })).status).toBe(401);
    expect((await t.call("DELETE", "/auth/impersonate", { token: user.token })).status).toBe(400);
  });
});
