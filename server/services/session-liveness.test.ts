import { eq } from "drizzle-orm";
import { refreshTokens } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import { LIVENESS_MAX_ENTRIES, LIVENESS_TTL_MS, cachedLiveness, forgetSessions } from "./session-liveness";
import { verifyAccessToken } from "./tokens";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const NEW_PASSWORD = "an entirely new passphrase";
const profileStatus = async (token: string) => (await t.call("GET", "/profile", { token })).status;

async function signIn(user: { email: string; password: string }) {
  const res = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  expect(res.status).toBe(200);
  return { token: res.body.data.auth.access_token as string, refreshToken: res.body.data.refresh_token as string };
}

/** How many reads the database was asked for while `run` ran. */
async function selectsDuring(run: () => Promise<unknown>) {
  const select = jest.spyOn(t.db, "select");
  await run();
  const count = select.mock.calls.length;
  select.mockRestore();
  return count;
}

describe("the sign-in liveness check", () => {
  it("reads the database once, then answers from memory while the answer is fresh", async () => {
    const user = await t.signUp();
    expect(await selectsDuring(() => verifyAccessToken(t.deps, user.token))).toBe(1);
    expect(await selectsDuring(() => verifyAccessToken(t.deps, user.token))).toBe(0);
    expect(await verifyAccessToken(t.deps, user.token)).toMatchObject({ userId: user.id });
  });

  it("reads again once the answer has expired, and so sees a sign-out made by another process", async () => {
    const user = await t.signUp();
    expect(await profileStatus(user.token)).toBe(200);
    // Another process (the standalone API) signs the session out: this one's memory is not told.
    await t.db.update(refreshTokens).set({ revokedAt: t.clock.now() }).where(eq(refreshTokens.userId, user.id));
    expect(await profileStatus(user.token)).toBe(200);
    t.clock.advance(LIVENESS_TTL_MS + 1);
    expect(await selectsDuring(async () => expect(await verifyAccessToken(t.deps, user.token)).toBeNull())).toBe(1);
    expect(await profileStatus(user.token)).toBe(401);
  });

  it("refuses a signed-out session on the very next call", async () => {
    const user = await t.signUp();
    expect(await profileStatus(user.token)).toBe(200);
    expect((await t.call("DELETE", "/auth", { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    expect(await profileStatus(user.token)).toBe(401);
  });

  it("refuses the other devices at once after a password change that signs them out, and keeps this one", async () => {
    const user = await t.signUp();
    const phone = await signIn(user);
    expect(await profileStatus(phone.token)).toBe(200);
    const changed = await t.call("POST", "/account/password", {
      token: user.token,
      body: { current_password: user.password, new_password: NEW_PASSWORD, sign_out_other_sessions: true },
    });
    expect(changed.body.data).toEqual({ ok: true, signed_out_sessions: 1 });
    expect(await profileStatus(phone.token)).toBe(401);
    expect(await profileStatus(user.token)).toBe(200);
  });

  it("refuses every session at once after a password reset", async () => {
    const user = await t.signUp();
    const phone = await signIn(user);
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(phone.token)).toBe(200);
    await t.call("POST", "/auth/forgot", { body: { email: user.email } });
    const token = new URL(t.mails.at(-1)!.link!).searchParams.get("token")!;
    expect((await t.call("POST", "/auth/reset", { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(phone.token)).toBe(401);
  });

  it("refuses the session at once when a refresh token's reuse revokes its family", async () => {
    const user = await t.signUp();
    expect(await profileStatus(user.token)).toBe(200);
    expect((await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } })).status).toBe(200);
    // Past the grace window a replay counts as theft; the session is read again so its answer is fresh.
    t.clock.advance(11_000);
    expect(await profileStatus(user.token)).toBe(200);
    const replay = await t.call("POST", "/auth/refresh", { body: { refresh_token: user.refreshToken } });
    expect(replay.body.error.code).toBe("refresh_token_reused");
    expect(await profileStatus(user.token)).toBe(401);
  });

  it("refuses the session at once after the account is deleted", async () => {
    const user = await t.signUp();
    expect(await verifyAccessToken(t.deps, user.token)).not.toBeNull();
    const deleted = await t.call("DELETE", "/account", { token: user.token, body: { email: user.email, password: user.password } });
    expect(deleted.status).toBe(200);
    expect(await selectsDuring(async () => expect(await verifyAccessToken(t.deps, user.token)).toBeNull())).toBe(1);
  });
});

describe("the liveness memory", () => {
  it("does not keep an answer read while a sign-out happened", async () => {
    const sid = crypto.randomUUID();
    const live = await cachedLiveness(t.deps, sid, "user", async () => {
      forgetSessions(t.deps, [sid]);
      return true;
    });
    expect(live).toBe(true);
    const reread = jest.fn(async () => false);
    expect(await cachedLiveness(t.deps, sid, "user", reread)).toBe(false);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it("holds at most LIVENESS_MAX_ENTRIES answers, dropping the oldest", async () => {
    const ids = Array.from({ length: LIVENESS_MAX_ENTRIES + 1 }, () => crypto.randomUUID());
    for (const id of ids) await cachedLiveness(t.deps, id, "user", async () => true);
    const check = jest.fn(async () => true);
    await cachedLiveness(t.deps, ids.at(-1)!, "user", check);
    expect(check).not.toHaveBeenCalled();
    await cachedLiveness(t.deps, ids[0]!, "user", check);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
