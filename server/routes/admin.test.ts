import { eq } from "drizzle-orm";
import { copilots, users } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext({ ADMIN_EMAILS: "boss@example.com" });
});
afterEach(async () => {
  await t.close();
});

const support = (token: string, message = "My copilot found no jobs this week, what can I do?") =>
  t.call("POST", "/feedbacks", { token, body: { kind: "support", topic: "copilot", message, page: "something-else" } });

describe("admin console", () => {
  it("refuses non-admins, admins signed in as someone else, and a token that still says admin after the right was taken away", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const user = await t.signUp();
    for (const path of ["/admin/users", "/admin/feedbacks", "/admin/impersonations"]) {
      const refused = await t.call("GET", path, { token: user.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("admin_only");
      expect((await t.call("GET", path)).status).toBe(401);
    }
    const reply = await t.call("POST", "/admin/feedbacks/00000000-0000-4000-8000-000000000000/reply", { token: user.token, body: { message: "Hi" } });
    expect(reply.status).toBe(403);

    const acting = await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: user.email, reason: "ticket 7" } });
    expect((await t.call("GET", "/admin/users", { token: acting.body.data.auth.access_token })).status).toBe(403);

    // The token still claims is_admin; the database no longer does.
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, boss.id));
    expect((await t.call("GET", "/admin/users", { token: boss.token })).body.error.code).toBe("admin_only");
  });

  it("finds users by part of their email or name, in any case, with plan, copilots and last activity", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const ada = await t.signUp({ email: "ada.lovelace@example.com", complete: true });
    await t.signUp({ email: "grace@example.org" });
    await t.signUp({ email: "under_score@example.org" });
    await t.db.insert(copilots).values([
      { userId: ada.id, name: "Engineer", status: "active" },
      { userId: ada.id, name: "Draft" },
    ]);
    await t.call("POST", "/billing/subscriptions", { token: ada.token, body: { plan: "elite", period: "monthly" } });

    const byEmail = await t.call("GET", "/admin/users?q=LOVELACE%40EX", { token: boss.token });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.items).toHaveLength(1);
    const row = byEmail.body.data.items[0];
    expect(row).toMatchObject({
      id: ada.id,
      email: "ada.lovelace@example.com",
      name: "Ada Lovelace",
      plan: { id: "elite", source: "subscription" },
      copilots: 2,
      active_copilots: 1,
      is_admin: false,
    });
    // Signing up signs in: that is the last activity.
    expect(row.last_active_at).toBe(t.clock.now().toISOString());

    const byName = await t.call("GET", "/admin/users?q=ada%20love", { token: boss.token });
    expect(byName.body.data.items.map((item: { id: string }) => item.id)).toEqual([ada.id]);

    // A wildcard typed in the box is a character, not "anything".
    const underscore = await t.call("GET", "/admin/users?q=r_s", { token: boss.token });
    expect(underscore.body.data.items.map((item: { email: string }) => item.email)).toEqual(["under_score@example.org"]);
    const percent = await t.call("GET", "/admin/users?q=%25", { token: boss.token });
    expect(percent.body.data.items).toEqual([]);

    const all = await t.call("GET", "/admin/users", { token: boss.token });
    expect(all.body.data.items.map((item: { email: string }) => item.email)).toContain("boss@example.com");
    expect(all.body.data.items.find((item: { id: string }) => item.id === boss.id).plan.id).toBe("free");
  });

  it("pages users 25 at a time", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    for (let index = 0; index < 26; index += 1) await t.signUp({ email: `paged${index}@example.com` });
    const first = await t.call("GET", "/admin/users?q=paged", { token: boss.token });
    expect(first.body.data.items).toHaveLength(25);
    expect(first.body.data.next_cursor).toEqual(expect.any(String));
    const second = await t.call("GET", `/admin/users?q=paged&cursor=${first.body.data.next_cursor}`, { token: boss.token });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.next_cursor).toBeNull();
    const seen = new Set([...first.body.data.items, ...second.body.data.items].map((item: { email: string }) => item.email));
    expect(seen.size).toBe(26);
  });

  it("lists support messages and cancellation reasons, answers one once and mails the answer to its author in their language", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const user = await t.signUp();
    await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de" } });
    const sent = await support(user.token);
    expect(sent.status).toBe(201);
    await t.call("POST", "/feedbacks", { token: user.token, body: { kind: "cancellation", topic: "too_expensive", message: "Too much for me" } });

    const open = await t.call("GET", "/admin/feedbacks?status=open", { token: boss.token });
    expect(open.status).toBe(200);
    expect(open.body.data.items.map((item: { kind: string }) => item.kind).sort()).toEqual(["cancellation", "support"]);
    const message = open.body.data.items.find((item: { kind: string }) => item.kind === "support");
    expect(message).toMatchObject({ id: sent.body.data.id, user: { id: user.id, email: user.email }, topic: "copilot", page: "something-else", status: "open", reply: null });

    t.mails.length = 0;
    const answer = "Hello,\nwiden the countries of your copilot on the support page.";
    const replied = await t.call("POST", `/admin/feedbacks/${message.id}/reply`, { token: boss.token, body: { message: `  ${answer}  ` } });
    expect(replied.status).toBe(200);
    expect(replied.body.data.mailed).toBe(true);
    expect(replied.body.data.feedback).toMatchObject({ status: "answered", reply: { message: answer, by: { id: boss.id, email: "boss@example.com" } } });

    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0]!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe("Antwort auf Ihre Nachricht an den job-copilot-Support");
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain("> My copilot found no jobs this week, what can I do?");
    expect(mail.html).toContain("widen the countries");
    expect(mail.link).toBe("http://localhost:3000/support/something-else");

    const again = await t.call("POST", `/admin/feedbacks/${message.id}/reply`, { token: boss.token, body: { message: "A second answer" } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_answered");
    expect(t.mails).toHaveLength(1);

    const answered = await t.call("GET", "/admin/feedbacks?status=answered", { token: boss.token });
    expect(answered.body.data.items.map((item: { id: string }) => item.id)).toEqual([message.id]);
    const stillOpen = await t.call("GET", "/admin/feedbacks", { token: boss.token });
    expect(stillOpen.body.data.items.map((item: { kind: string }) => item.kind)).toEqual(["cancellation"]);
  });

  it("refuses an empty answer and an unknown message", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const user = await t.signUp();
    const sent = await support(user.token);
    const empty = await t.call("POST", `/admin/feedbacks/${sent.body.data.id}/reply`, { token: boss.token, body: { message: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.message.code).toBe("message_required");
    expect((await t.call("POST", "/admin/feedbacks/00000000-0000-4000-8000-000000000000/reply", { token: boss.token, body: { message: "Hi" } })).status).toBe(404);
    expect((await t.call("POST", "/admin/feedbacks/not-an-id/reply", { token: boss.token, body: { message: "Hi" } })).status).toBe(404);
    expect(t.mails.filter((mail) => mail.to === user.email && /Support/.test(mail.subject))).toEqual([]);
  });

  it("keeps the answer out of other users' own lists: a user sees only their messages", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const author = await t.signUp();
    const other = await t.signUp();
    await support(author.token);
    expect((await t.call("GET", "/feedbacks", { token: other.token })).body.data.items).toEqual([]);
    expect((await t.call("GET", "/admin/feedbacks", { token: other.token })).status).toBe(403);
    expect((await t.call("GET", "/admin/feedbacks", { token: boss.token })).body.data.items).toHaveLength(1);
  });

  it("lists every sign-in-as with its admin, user, reason and state, newest first", async () => {
    const boss = await t.signUp({ email: "boss@example.com" });
    const first = await t.signUp();
    const second = await t.signUp();
    const started = await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: first.email, reason: "Ticket 4711: no matches" } });
    expect(started.status).toBe(200);
    await t.call("DELETE", "/auth/impersonate", { token: started.body.data.auth.access_token });
    t.clock.advance(60_000);
    await t.call("POST", "/auth/impersonate", { token: boss.token, body: { email: second.email } });

    const log = await t.call("GET", "/admin/impersonations", { token: boss.token });
    expect(log.status).toBe(200);
    expect(log.body.data.items).toMatchObject([
      { admin: { email: "boss@example.com" }, user: { email: second.email }, reason: null, state: "active", ended_at: null },
      { admin: { id: boss.id }, user: { id: first.id }, reason: "Ticket 4711: no matches", state: "ended" },
    ]);

    t.clock.advance(2 * 60 * 60 * 1000);
    const signedIn = await t.call("POST", "/auth", { body: { email: boss.email, password: boss.password } });
    const later = await t.call("GET", "/admin/impersonations", { token: signedIn.body.data.auth.access_token });
    expect(later.body.data.items[0].state).toBe("expired");
  });
});
