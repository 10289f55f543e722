import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { recordAiUsage } from "../ai/usage";
import { makePdf } from "../cv/fixtures/build";
import {
  applicationEvents,
  applications,
  emailTokens,
  jobs,
  referralRewards,
  resumes,
  users,
} from "../db/schema";
import { EXPORT_COVERAGE } from "../services/account";
import { recordFeedback } from "../services/feedbacks";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const NEW_PASSWORD = "a fresh and long passphrase";
const tokenFromLink = (link: string | undefined) => new URL(link!).searchParams.get("token")!;
const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** A fresh sign-in of the user: its own refresh-token family and access token. */
async function signInAgain(user: { email: string; password: string }) {
  const res = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return { token: res.body.data.auth.access_token as string, refreshToken: res.body.data.refresh_token as string };
}

/** An admin signed in as `target`: the token carries `imp`. */
async function impersonate(target: { email: string }) {
  const boss = await t.signUp();
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, boss.id));
  const admin = await signInAgain(boss);
  const res = await t.call("POST", "/auth/impersonate", { token: admin.token, body: { email: target.email, reason: "support ticket" } });
  expect(res.status).toBe(200);
  return { adminId: boss.id, adminEmail: boss.email, token: res.body.data.auth.access_token as string };
}

async function uploadResume(token: string, name: string) {
  const form = new FormData();
  const pdf = await makePdf([[name, "EXPERIENCE", "Data Analyst, Acme 2019 – 2024", "SQL, Python and Tableau every day"]]);
  form.append("file", new Blob([pdf.slice()]), "cv.pdf");
  const res = await t.app.request("/api/v1/file-upload", { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A user with something in every table that can hold their data. */
async function userWithData() {
  const user = await t.signUp({ complete: true });
  const auth = { token: user.token };
  await t.call("PATCH", "/settings", { ...auth, body: { notifications: { product_news: true } } });
  await t.call("PATCH", "/profile/details", { ...auth, body: { notice_period: "1_month" } });
  await t.call("PATCH", "/profile/extra", { ...auth, body: { screening_answers: { years_of_experience: 4 } } });
  const copilot = await t.call("POST", "/copilots", { ...auth, body: {} });
  expect(copilot.status).toBe(201);
  const resumeId = await uploadResume(user.token, `CV of ${user.email}`);
  const cvDocument = await t.call("POST", "/cv-documents", { ...auth, body: { name: `Builder CV of ${user.email}`, source: { kind: "resume", resume_id: resumeId } } });
  expect(cvDocument.status).toBe(201);
  const saved = await t.call("PUT", `/cv-documents/${cvDocument.body.data.id}`, {
    ...auth,
    body: { document: { ...cvDocument.body.data.document, basics: { name: "Ada Lovelace" } }, expected_version: 1 },
  });
  expect(saved.status).toBe(200);
  const subscribed = await t.call("POST", "/billing/subscriptions", { ...auth, body: { plan: "premium", period: "monthly" } });
  expect(subscribed.status).toBeLessThan(300);
  await recordFeedback(t.deps, user.id, { kind: "support", topic: "not-enough-jobs", message: `Help ${user.email}` });
  await recordAiUsage(t.deps, user.id, { feature: "assistant", model: "test-model", promptTokens: 12, completionTokens: 34 });
  const [job] = await t.db
    .insert(jobs)
    .values({
      source: "lever", externalId: randomUUID(), company: "Acme", companySlug: "acme", title: "Engineer", normalizedTitle: "engineer",
      descriptionHtml: "", descriptionText: "", location: "Remote", remoteType: "remote", applyUrl: "https://example.com", postedAt: new Date(),
      fingerprint: randomUUID(),
    })
    .returning();
  const [application] = await t.db
    .insert(applications)
    .values({ userId: user.id, copilotId: copilot.body.data.id, jobId: job!.id, stage: "review", score: 70, jobSnapshot: { title: "Engineer" }, resumeId })
    .returning();
  await t.db.insert(applicationEvents).values({ applicationId: application!.id, userId: user.id, kind: "created", toStage: "review" });
  const letter = await t.call("POST", "/cover-letters", { ...auth, body: { job: { source: "application", application_id: application!.id } } });
  expect(letter.status).toBe(201);
  return { ...user, copilotId: copilot.body.data.id as string, resumeId, applicationId: application!.id, jobId: job!.id };
}

describe("authentication and impersonation", () => {
  const calls = [
    { method: "GET", path: "/account/email" },
    { method: "POST", path: "/account/email", body: { new_email: "x@example.com", password: "whatever password" } },
    { method: "POST", path: "/account/email/resend" },
    { method: "DELETE", path: "/account/email" },
    { method: "POST", path: "/account/password", body: { current_password: "whatever", new_password: NEW_PASSWORD } },
    { method: "GET", path: "/account/export" },
    { method: "DELETE", path: "/account", body: { email: "x@example.com", password: "whatever" } },
  ];

  it.each(calls)("$method $path needs a signed-in user", async ({ method, path, body }) => {
    const res = await t.call(method, path, { body });
    expect(res.status).toBe(401);
  });

  it("refuses an admin signed in as the user everything but reading, and changes nothing", async () => {
    const user = await t.signUp();
    const { token } = await impersonate(user);
    expect((await t.call("GET", "/account/email", { token })).status).toBe(200);
    for (const { method, path } of calls.slice(1)) {
      const body =
        path === "/account/email" && method === "POST"
          ? { new_email: `new-${randomUUID().slice(0, 8)}@example.com`, password: user.password }
          : path === "/account/password"
            ? { current_password: user.password, new_password: NEW_PASSWORD }
            : path === "/account"
              ? { email: user.email, password: user.password }
              : undefined;
      const res = await t.call(method, path, { token, body });
      expect({ call: `${method} ${path}`, status: res.status, code: res.body.error?.code }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        code: "impersonation_forbidden",
      });
      expect(res.body.error.message).toMatch(/signed in as another user|account owner/);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(200);
    const pending = await t.db.select().from(emailTokens).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, "change_email")));
    expect(pending).toEqual([]);
  });
});

describe("email change", () => {
  it("mails a link to the new address and a notice to the old one; the address changes only once confirmed", async () => {
    const user = await t.signUp();
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const sent = t.mails.length;
    const res = await t.call("POST", "/account/email", { token: user.token, body: { new_email: `  ${newEmail.toUpperCase()} `, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: user.email,
      verified: false,
      pending_change: { new_email: newEmail, requested_at: t.clock.now().toISOString(), expires_at: new Date(t.clock.now().getTime() + 3600_000).toISOString() },
    });

    const [confirm, notice] = t.mails.slice(sent);
    expect(t.mails.length - sent).toBe(2);
    expect(confirm).toMatchObject({ to: newEmail, subject: "Confirm your new email address" });
    expect(confirm!.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/);
    expect(notice).toMatchObject({ to: user.email, subject: "Your email address is about to change" });
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).toContain("http://localhost:3000/forgot-password");
    expect(notice!.text).not.toContain("you can ignore this email");

    // Stored hashed, single use, one hour.
    const token = tokenFromLink(confirm!.link);
    const [row] = await t.db.select().from(emailTokens).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, "change_email")));
    expect(row).toMatchObject({ newEmail, usedAt: null });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(3600_000);

    // Nothing changed yet.
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(200);

    const verified = await t.call("POST", "/auth/verify", { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ ok: true, purpose: "change_email", email: newEmail });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.email).toBe(newEmail);
    expect(after!.emailVerifiedAt).not.toBeNull();
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(401);
    const login = await t.call("POST", "/auth", { body: { email: newEmail, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(newEmail);

    expect((await t.call("POST", "/auth/verify", { body: { token } })).status).toBe(400);
    const status = await t.call("GET", "/account/email", { token: user.token });
    expect(status.body.data).toEqual({ email: newEmail, verified: true, pending_change: null });
  });

  it("ends the links mailed to the old address once the change is confirmed", async () => {
    const user = await t.signUp();
    const signupLink = t.mails.findLast((mail) => mail.to === user.email && mail.subject === "Confirm your email address")!.link;
    await t.call("POST", "/auth/forgot", { body: { email: user.email } });
    const resetLink = t.mails.at(-1)!.link;
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    await t.call("POST", "/account/email", { token: user.token, body: { new_email: newEmail, password: user.password } });
    const confirmLink = t.mails.findLast((mail) => mail.to === newEmail)!.link;
    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(confirmLink) } })).status).toBe(200);

    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(signupLink) } })).status).toBe(400);
    const reset = await t.call("POST", "/auth/reset", { body: { token: tokenFromLink(resetLink), password: NEW_PASSWORD } });
    expect(reset.status).toBe(400);
  });

  it("names each bad field, and refuses a wrong password and the current address", async () => {
    const user = await t.signUp();
    const bad = await t.call("POST", "/account/email", { token: user.token, body: { new_email: "not-an-email", extra: 1 } });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body.error)).toEqual({
      new_email: "Enter a valid email address.",
      password: "Enter your current password.",
      extra: "This field is not expected.",
    });
    const wrong = await t.call("POST", "/account/email", { token: user.token, body: { new_email: "fine@example.com", password: "not my password" } });
    expect(wrong.status).toBe(400);
    expect(fieldMessages(wrong.body.error)).toEqual({ password: "The password is not correct." });
    const same = await t.call("POST", "/account/email", { token: user.token, body: { new_email: user.email, password: user.password } });
    expect(same.status).toBe(400);
    expect(fieldMessages(same.body.error)).toEqual({ new_email: "This is already your email address." });
    expect(t.mails.filter((mail) => mail.to === "fine@example.com")).toEqual([]);
  });

  it("answers 409 with a field message when another account uses the address", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const res = await t.call("POST", "/account/email", { token: user.token, body: { new_email: other.email, password: user.password } });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: "email_taken",
      message: "An account with this email address already exists.",
      fields: { new_email: { code: "email_taken", message: "An account with this email address already exists." } },
    });
  });

  it("answers 409 on confirmation when the address was taken meanwhile, and keeps the old one", async () => {
    const user = await t.signUp();
    const newEmail = `race-${randomUUID().slice(0, 8)}@example.com`;
    await t.call("POST", "/account/email", { token: user.token, body: { new_email: newEmail, password: user.password } });
    const token = tokenFromLink(t.mails.findLast((mail) => mail.to === newEmail)!.link);
    await t.signUp({ email: newEmail });
    const res = await t.call("POST", "/auth/verify", { body: { token } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("email_taken");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    expect((await t.call("POST", "/account/email/resend", { token: user.token })).status).toBe(409);
  });

  it("resends with a new link, replaces an older request, cancels, and expires after an hour", async () => {
    const user = await t.signUp();
    const first = `first-${randomUUID().slice(0, 8)}@example.com`;
    const second = `second-${randomUUID().slice(0, 8)}@example.com`;
    await t.call("POST", "/account/email", { token: user.token, body: { new_email: first, password: user.password } });
    const firstLink = t.mails.findLast((mail) => mail.to === first)!.link;
    await t.call("POST", "/account/email", { token: user.token, body: { new_email: second, password: user.password } });
    const secondLink = t.mails.findLast((mail) => mail.to === second)!.link;
    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(firstLink) } })).status).toBe(400);

    const sent = t.mails.length;
    const resent = await t.call("POST", "/account/email/resend", { token: user.token });
    expect(resent.status).toBe(200);
    expect(resent.body.data.pending_change.new_email).toBe(second);
    expect(t.mails.slice(sent).map((mail) => mail.to)).toEqual([second]);
    const resentLink = t.mails.at(-1)!.link;
    expect(resentLink).not.toBe(secondLink);
    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(secondLink) } })).status).toBe(400);

    const cancelled = await t.call("DELETE", "/account/email", { token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.pending_change).toBeNull();
    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(resentLink) } })).status).toBe(400);
    const none = await t.call("POST", "/account/email/resend", { token: user.token });
    expect(none.status).toBe(404);

    await t.call("POST", "/account/email", { token: user.token, body: { new_email: first, password: user.password } });
    const lateLink = t.mails.findLast((mail) => mail.to === first)!.link;
    t.clock.advance(3600_000 + 1);
    expect((await t.call("GET", "/account/email", { token: (await signInAgain(user)).token })).body.data.pending_change).toBeNull();
    expect((await t.call("POST", "/auth/verify", { body: { token: tokenFromLink(lateLink) } })).status).toBe(400);
  });

  it("throttles wrong passwords per account with 429", async () => {
    const user = await t.signUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await t.call("POST", "/account/email", { token: user.token, body: { new_email: "guess@example.com", password: `guess ${attempt}` } });
      expect(res.status).toBe(400);
    }
    const blocked = await t.call("POST", "/account/email", { token: user.token, body: { new_email: "guess@example.com", password: user.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    t.clock.advance(15 * 60 * 1000);
  });
});

describe("password change", () => {
  it("checks the current password, sets the new one and signs out the other sessions at once", async () => {
    const user = await t.signUp();
    const laptop = await signInAgain(user);
    const phone = await signInAgain(user);
    await t.call("POST", "/auth/forgot", { body: { email: user.email } });
    const resetLink = t.mails.at(-1)!.link;

    const res = await t.call("POST", "/account/password", {
      token: laptop.token,
      body: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true, signed_out_sessions: 2 });

    // This session goes on; the sign-up session and the phone end now, not when their tokens expire.
    expect((await t.call("GET", "/profile", { token: laptop.token })).status).toBe(200);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: laptop.refreshToken } })).status).toBe(200);
    for (const other of [{ token: user.token, refreshToken: user.refreshToken }, phone]) {
      expect((await t.call("GET", "/profile", { token: other.token })).status).toBe(401);
      expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: other.refreshToken } })).status).toBe(401);
    }
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    const reset = await t.call("POST", "/auth/reset", { body: { token: tokenFromLink(resetLink), password: "yet another passphrase" } });
    expect(reset.status).toBe(400);
  });

  it("knows the sign-in of a token renewed by completing sign-up", async () => {
    const user = await t.signUp({ complete: true });
    const phone = await signInAgain(user);
    const res = await t.call("POST", "/account/password", { token: user.token, body: { current_password: user.password, new_password: NEW_PASSWORD } });
    expect(res.body.data).toEqual({ ok: true, signed_out_sessions: 1 });
    expect((await t.call("GET", "/profile", { token: user.token })).status).toBe(200);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect((await t.call("GET", "/profile", { token: phone.token })).status).toBe(401);
  });

  it("keeps the other sessions when asked to", async () => {
    const user = await t.signUp();
    const phone = await signInAgain(user);
    const res = await t.call("POST", "/account/password", {
      token: user.token,
      body: { current_password: user.password, new_password: NEW_PASSWORD, sign_out_other_sessions: false },
    });
    expect(res.body.data).toEqual({ ok: true, signed_out_sessions: 0 });
    expect((await t.call("GET", "/profile", { token: phone.token })).status).toBe(200);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: phone.refreshToken } })).status).toBe(200);
  });

  it("names the wrong or weak field and changes nothing", async () => {
    const user = await t.signUp();
    const cases: [unknown, Record<string, string>][] = [
      [{ current_password: "wrong password", new_password: NEW_PASSWORD }, { current_password: "The password is not correct." }],
      [{ current_password: user.password, new_password: "short" }, { new_password: "Use at least 10 characters." }],
      [{ current_password: user.password, new_password: "qwertyuiop" }, { new_password: "This password is too common. Choose another one." }],
      [{ current_password: user.password, new_password: user.password }, { new_password: "Choose a password different from your current one." }],
      [{ new_password: NEW_PASSWORD, sign_out_other_sessions: "yes", id: 3 }, {
        current_password: "Enter your current password.",
        sign_out_other_sessions: "Answer true or false.",
        id: "This field is not expected.",
      }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call("POST", "/account/password", { token: user.token, body });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body.error)).toEqual(fields);
    }
    expect((await t.call("POST", "/auth", { body: { email: user.email, password: user.password } })).status).toBe(200);
  });
});

describe("export", () => {
  it("downloads everything the user owns as a dated JSON file, and nothing of anyone else", async () => {
    const owner = await userWithData();
    const other = await userWithData();
    // The other user was invited by the owner and earned them a reward; an admin signed in as the owner.
    await t.db.insert(referralRewards).values({ referrerId: owner.id, inviteeId: other.id, days: 7 });
    const admin = await impersonate(owner);
    await t.call("DELETE", "/auth/impersonate", { token: admin.token });

    const res = await t.call("GET", "/account/export", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="job-copilot-export-2026-03-02.json"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = res.body;

    expect(data).toMatchObject({ format: "job-copilot-export", version: 1, user: { id: owner.id, email: owner.email, first_name: "Ada" } });
    expect(data.user).not.toHaveProperty("password_hash");
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
    expect(data.profile.details).toMatchObject({ notice_period: "1_month" });
    expect(data.profile.extra.screening_answers).toMatchObject({ years_of_experience: 4 });
    expect(data.settings).toMatchObject({ notify_product_news: true });
    expect(data.copilots.map((row: { id: string }) => row.id)).toEqual([owner.copilotId]);
    expect(data.resumes).toHaveLength(1);
    expect(data.resumes[0]).toMatchObject({ id: owner.resumeId, file_name: "cv.pdf" });
    expect(data.resumes[0].text).toContain(`CV of ${owner.email}`);
    expect(data.resumes[0]).not.toHaveProperty("storage_key");
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id: owner.applicationId, stage: "review", events: [{ kind: "created", to_stage: "review" }] });
    expect(data.subscriptions).toHaveLength(1);
    expect(data.feedbacks).toMatchObject([{ topic: "not-enough-jobs", message: `Help ${owner.email}` }]);
    expect(data.referral_rewards).toMatchObject([{ days: 7 }]);
    expect(data.email_log.length).toBeGreaterThan(0);
    expect(data.impersonations).toMatchObject([{ reason: "support ticket" }]);
    // Recorded in the same instant: the export's order between them is the database's.
    expect(data.ai_usage).toHaveLength(2);
    expect(data.ai_usage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feature: "assistant", model: "test-model", prompt_tokens: 12, completion_tokens: 34 }),
        expect.objectContaining({ feature: "cover_letter", model: "offline", prompt_tokens: 0, completion_tokens: 0 }),
      ]),
    );
    expect(data.ai_usage[0]).not.toHaveProperty("user_id");
    expect(data.cover_letters).toMatchObject([{ application_id: owner.applicationId, origin: "builder", job_title: "Engineer", company: "Acme", language: "en" }]);
    expect(data.cover_letters[0].paragraphs[0]).toEqual({ text: "Dear Acme hiring team,", kind: "greeting", variant: 0, facts: [] });
    expect(data.cover_letters[0]).not.toHaveProperty("user_id");
    expect(data.cv_documents).toMatchObject([{ name: `Builder CV of ${owner.email}`, source: "resume", resume_id: owner.resumeId, version: 2 }]);
    expect(data.cv_documents[0].versions.map((row: { version: number }) => row.version)).toEqual([1, 2]);
    expect(data.cv_documents[0].versions[1].document.basics).toEqual({ name: "Ada Lovelace" });
    expect(data.cv_documents[0]).not.toHaveProperty("user_id");
    expect(data.cv_documents[0].versions[0]).not.toHaveProperty("user_id");

    const text = JSON.stringify(data);
    for (const foreign of [other.id, other.email, other.copilotId, other.resumeId, other.applicationId, admin.adminId, admin.adminEmail]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("covers every table that refers to a user", async () => {
    const result = await t.db.execute(sql`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = 'public'
    `);
    const referring = rows<{ table_name: string }>(result).map((row) => row.table_name);
    expect(referring.length).toBeGreaterThan(5);
    expect(referring.filter((table) => !(table in EXPORT_COVERAGE))).toEqual([]);
  });
});

describe("deletion", () => {
  /** Every row of every table, as text: the user's id and email must appear nowhere. */
  async function rowsMentioning(needle: string) {
    const tables = rows<{ table_name: string }>(
      await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["users", "applications", "feedbacks", "referral_rewards"]));
    const found: Record<string, number> = {};
    for (const table of tables) {
      const [row] = rows<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} t where row_to_json(t)::text ilike ${`%${needle}%`}`),
      );
      if (row!.n > 0) found[table] = row!.n;
    }
    return found;
  }

  function filesOf(userId: string) {
    const all = fs.readdirSync(t.files.root, { recursive: true }).map(String);
    return all.filter((name) => name.includes(userId));
  }

  it("refuses a wrong email or password, naming both, and keeps everything", async () => {
    const user = await t.signUp();
    const res = await t.call("DELETE", "/account", { token: user.token, body: { email: "someone-else@example.com", password: "not it at all" } });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ email: "Type the email address of this account.", password: "The password is not correct." });
    const empty = await t.call("DELETE", "/account", { token: user.token, body: {} });
    expect(fieldMessages(empty.body.error)).toEqual({ email: "Enter your email address.", password: "Enter your current password." });
    expect((await t.call("GET", "/profile", { token: user.token })).status).toBe(200);
  });

  it("deletes every row and file of the user, ends their sessions, and leaves other users and shared jobs alone", async () => {
    const doomed = await userWithData();
    const keeper = await userWithData();
    await t.db.insert(referralRewards).values({ referrerId: keeper.id, inviteeId: doomed.id, days: 7 });
    const admin = await impersonate(doomed);
    await t.call("DELETE", "/auth/impersonate", { token: admin.token });
    const phone = await signInAgain(doomed);
    expect(filesOf(doomed.id).length).toBeGreaterThan(0);
    expect(Object.keys(await rowsMentioning(doomed.id)).length).toBeGreaterThan(8);

    const res = await t.call("DELETE", "/account", { token: doomed.token, body: { email: doomed.email.toUpperCase(), password: doomed.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });

    expect(await rowsMentioning(doomed.id)).toEqual({});
    expect(await rowsMentioning(doomed.email)).toEqual({});
    expect(filesOf(doomed.id)).toEqual([]);

    for (const session of [{ token: doomed.token, refreshToken: doomed.refreshToken }, phone]) {
      expect((await t.call("GET", "/profile", { token: session.token })).status).toBe(401);
      expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: session.refreshToken } })).status).toBe(401);
    }
    expect((await t.call("POST", "/auth", { body: { email: doomed.email, password: doomed.password } })).status).toBe(401);

    // The other user and the shared job are untouched.
    expect(filesOf(keeper.id).length).toBeGreaterThan(0);
    const keeperRows = await rowsMentioning(keeper.id);
    expect(Object.keys(keeperRows)).toEqual(expect.arrayContaining(["users", "copilots", "resumes", "applications", "feedbacks", "subscriptions"]));
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, doomed.jobId));
    expect(job).toBeDefined();
    const [keeperResume] = await t.db.select().from(resumes).where(eq(resumes.id, keeper.resumeId));
    expect(await t.files.get(keeperResume!.storageKey)).not.toBeNull();
    expect(fs.existsSync(path.join(t.files.root, keeper.id))).toBe(true);
  });
});
