import { eq } from "drizzle-orm";
import { REFERRAL_CODE_ALPHABET } from "@/lib/contracts/referrals";
import { referralRewards, subscriptions, users } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import { referralRoutes } from "./referrals";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_ORIGIN: "https://app.example.com" });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const referrals = (token: string) => t.call("GET", "/referrals", { token });

async function subscribe(token: string, plan = "premium", period = "monthly") {
  const res = await t.call("POST", "/billing/subscriptions", { token, body: { plan, period } });
  expect(res.status).toBe(201);
  return res.body.data.subscription;
}

async function signIn(user: { email: string; password: string }) {
  const res = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  return res.body.data.auth.access_token as string;
}

/** A subscriber with a code to share. */
async function referrer() {
  const user = await t.signUp({ complete: true });
  const subscription = await subscribe(user.token);
  const { code } = (await referrals(user.token)).body.data;
  return { ...user, code: code as string, subscription };
}

/** Signs a friend up with the code, as /signup?ref=CODE does. */
async function invite(code: string, email = `friend-${Math.random().toString(36).slice(2, 10)}@example.com`) {
  const res = await t.call("POST", "/auth/register", { body: { email, password: "correct horse battery staple", accept_terms: true, referral_code: code } });
  expect(res.status).toBe(201);
  return { id: res.body.data.user.id as string, email, password: "correct horse battery staple", token: res.body.data.auth.access_token as string };
}

const referredBy = async (userId: string) => (await t.db.select({ code: users.referredByCode }).from(users).where(eq(users.id, userId)))[0]!.code;

describe("GET /referrals", () => {
  it("is refused without a subscription in effect (403) and without sign-in (401)", async () => {
    const user = await t.signUp();
    const res = await referrals(user.token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("subscription_required");
    expect((await t.call("GET", "/referrals")).status).toBe(401);
    const [row] = await t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, user.id));
    expect(row!.code).toBeNull();
  });

  it("makes a short unambiguous code on the first call and keeps it", async () => {
    const user = await t.signUp();
    await subscribe(user.token);
    const first = await referrals(user.token);
    expect(first.status).toBe(200);
    const { code } = first.body.data;
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[01OIL]/);
    expect(first.body.data).toEqual({
      code,
      link: `https://app.example.com/signup?ref=${code}`,
      invitees: [],
      invitees_total: 0,
      rewards: [],
      reward_days: 0,
    });
    const [again, concurrent] = await Promise.all([referrals(user.token), referrals(user.token)]);
    expect([again.body.data.code, concurrent.body.data.code]).toEqual([code, code]);
  });

  it("stays open to a cancelled subscription until its period ends", async () => {
    const user = await t.signUp();
    const subscription = await subscribe(user.token, "premium", "weekly");
    await t.call("DELETE", `/billing/subscriptions/${subscription.id}`, { token: user.token });
    expect((await referrals(user.token)).status).toBe(200);
    t.clock.advance(8 * DAY_MS);
    expect((await referrals(await signIn(user))).status).toBe(403);
  });
});

describe("sign-up with a referral code", () => {
  it("stores the canonical code of an existing user, whatever its case", async () => {
    const host = await referrer();
    const friend = await invite(` ${host.code.toLowerCase()} `);
    expect(await referredBy(friend.id)).toBe(host.code);
  });

  it("ignores unknown and malformed codes: the account is created without a referral", async () => {
    const unknown = await invite("ZZZZZZZZ");
    expect(await referredBy(unknown.id)).toBeNull();
    const malformed = await invite("not-a-code!");
    expect(await referredBy(malformed.id)).toBeNull();
  });
});

describe("invitees and rewards", () => {
  it("lists invitees by initials or masked email, and rewards the referrer once when one subscribes", async () => {
    const host = await referrer();
    const periodEnd = new Date(host.subscription.current_period_end).getTime();
    const named = await invite(host.code, "grace.hopper@example.com");
    await t.call("POST", "/auth/register/complete", {
      token: named.token,
      body: { first_name: "grace", last_name: "Hopper", country: "US", country_code: "US", phone_number: "2025550123" },
    });
    await invite(host.code, "quiet.friend@example.org");

    let data = (await referrals(host.token)).body.data;
    expect(data.invitees).toEqual([
      { name: "q•••@example.org", joined_at: expect.any(String), status: "signed_up" },
      { name: "G. H.", joined_at: expect.any(String), status: "signed_up" },
    ]);
    expect(data.invitees_total).toBe(2);
    expect(JSON.stringify(data)).not.toContain("grace.hopper");

    await subscribe(named.token, "elite", "weekly");
    data = (await referrals(host.token)).body.data;
    expect(data.invitees.find((invitee: { name: string }) => invitee.name === "G. H.").status).toBe("subscribed");
    expect(data.rewards).toEqual([{ id: expect.any(String), days: 7, created_at: t.clock.now().toISOString(), applied_at: t.clock.now().toISOString() }]);
    expect(data.reward_days).toBe(7);
    const [current] = (await t.call("GET", "/billing/subscriptions", { token: host.token })).body.data;
    expect(new Date(current.current_period_end).getTime()).toBe(periodEnd + 7 * DAY_MS);
    const until = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(current.current_period_end));
    const mails = t.mails.filter((mail) => mail.to === host.email && mail.link?.endsWith("/referrals"));
    expect(mails).toEqual([
      expect.objectContaining({ subject: "Free days for you: a friend subscribed", link: "https://app.example.com/referrals", text: expect.stringContaining(`G. H. just subscribed`) }),
    ]);
    expect(mails[0]!.text).toContain(`it now runs until ${until}.`);
    expect(mails[0]!.text).not.toContain("ignore this email");

    // Cancelling and subscribing again earns nothing more.
    const [inviteeSubscription] = (await t.call("GET", "/billing/subscriptions", { token: named.token })).body.data;
    await t.call("DELETE", `/billing/subscriptions/${inviteeSubscription.id}`, { token: named.token });
    t.clock.advance(8 * DAY_MS);
    await subscribe(await signIn(named), "premium", "weekly");
    data = (await referrals(await signIn(host))).body.data;
    expect(data.rewards).toHaveLength(1);
  });

  it("keeps the reward pending while the referrer has no subscription, and adds it to their next one", async () => {
    const host = await referrer();
    await t.call("DELETE", `/billing/subscriptions/${host.subscription.id}`, { token: host.token });
    t.clock.advance(32 * DAY_MS);
    const friend = await invite(host.code);
    await subscribe(friend.token);

    const [pending] = await t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, host.id));
    expect(pending).toMatchObject({ inviteeId: friend.id, days: 7, appliedAt: null });
    const [mail] = t.mails.filter((candidate) => candidate.to === host.email && candidate.link?.endsWith("/referrals"));
    expect(mail!.text).toContain("Your 7 free days are waiting and will be added to your plan when you next subscribe.");

    const token = await signIn(host);
    const renewed = await subscribe(token, "premium", "weekly");
    expect(new Date(renewed.current_period_end).getTime() - new Date(renewed.current_period_start).getTime()).toBe(14 * DAY_MS);
    const data = (await referrals(token)).body.data;
    expect(data.rewards).toEqual([expect.objectContaining({ days: 7, applied_at: t.clock.now().toISOString() })]);
  });

  it("does not reward self-referral", async () => {
    const host = await referrer();
    await t.db.update(users).set({ referredByCode: host.code }).where(eq(users.id, host.id));
    await t.call("DELETE", `/billing/subscriptions/${host.subscription.id}`, { token: host.token });
    t.clock.advance(32 * DAY_MS);
    const token = await signIn(host);
    await subscribe(token);
    expect(await t.db.select().from(referralRewards).where(eq(referralRewards.inviteeId, host.id))).toEqual([]);
  });

  it("shows each referrer only their own invitees and rewards", async () => {
    const a = await referrer();
    const b = await referrer();
    const friendOfA = await invite(a.code, "only-a@example.com");
    await subscribe(friendOfA.token);
    const seenByB = (await referrals(b.token)).body.data;
    expect(seenByB).toMatchObject({ code: b.code, invitees: [], rewards: [], reward_days: 0 });
    const seenByA = (await referrals(a.token)).body.data;
    expect(seenByA.invitees).toEqual([expect.objectContaining({ name: "o•••@example.com", status: "subscribed" })]);
    const [bSubscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, b.id));
    expect(bSubscription!.currentPeriodEnd.toISOString()).toBe(b.subscription.current_period_end);
  });
});

it("documents GET /referrals with bearer auth", () => {
  const doc = referralRoutes.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "referrals", version: "1" } });
  expect(Object.keys(doc.paths ?? {})).toEqual(["/referrals"]);
  expect(doc.paths?.["/referrals"]?.get?.security).toEqual([{ bearerAuth: [] }]);
});
