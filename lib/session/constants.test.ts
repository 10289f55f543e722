import { impersonatorOf, isAdminSession, isExpired, parseJsonCookie, parseSession, type Session } from "./constants";
import { CookieTooLargeError, writeSessionCookies } from "./cookies";

const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;
const session = (claims: object): Session => ({
  user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" },
  auth: { access_token: token(claims), expires_in: 900 },
});

describe("session cookie", () => {
  it("parses only well-formed sessions", () => {
    const value = JSON.stringify(session({ exp: 2_000_000_000 }));
    expect(parseSession(value)?.user.email).toBe("a@example.com");
    expect(parseSession("not json")).toBeNull();
    expect(parseSession(JSON.stringify({ user: { id: "x" } }))).toBeNull();
    expect(parseSession(undefined)).toBeNull();
  });

  it("refuses a session of nearly the right shape", () => {
    const good = session({ exp: 2_000_000_000 });
    const variants: unknown[] = [
      { ...good, user: { ...good.user, country: undefined } },
      { ...good, user: { ...good.user, is_admin: "false" } },
      { ...good, auth: { ...good.auth, access_token: "short" } },
      { ...good, auth: { ...good.auth, expires_in: 0 } },
      { ...good, auth: { ...good.auth, expires_in: 1.5 } },
      { user: good.user },
      null,
      [good],
    ];
    for (const variant of variants) expect(parseSession(JSON.stringify(variant))).toBeNull();
    expect(parseSession(JSON.stringify({ ...good, user: { ...good.user, country: null } }))?.user.country).toBeNull();
  });

  it("reads the admin's kept sign-in only whole", () => {
    const kept = { session: session({}), refresh_token: "r1" };
    expect(parseJsonCookie(isAdminSession, JSON.stringify(kept))).toEqual(kept);
    expect(parseJsonCookie(isAdminSession, JSON.stringify({ ...kept, refresh_token: null }))?.refresh_token).toBeNull();
    expect(parseJsonCookie(isAdminSession, JSON.stringify({ session: { user: kept.session.user }, refresh_token: "r1" }))).toBeNull();
  });

  it("reads expiry and the impersonating admin from the token", () => {
    expect(isExpired(session({ exp: 1000 }), 2000)).toBe(true);
    expect(isExpired(session({ exp: 3000 }), 2000)).toBe(false);
    expect(isExpired(session({}), 2000)).toBe(true);
    expect(impersonatorOf(session({ imp: "admin-1" }))).toBe("admin-1");
    expect(impersonatorOf(session({}))).toBeNull();
    expect(impersonatorOf(null)).toBeNull();
  });

  it("writes session and HttpOnly refresh cookies, and refuses a session over 4096 bytes", () => {
    const set = jest.fn();
    const jar = { set, delete: jest.fn() };
    writeSessionCookies(jar as never, { ...session({ exp: 2 }), refresh_token: "r".repeat(43) }, true);
    expect(set).toHaveBeenCalledWith("session", expect.any(String), expect.objectContaining({ httpOnly: false, maxAge: 900, secure: true, sameSite: "lax", path: "/" }));
    expect(set).toHaveBeenCalledWith("refresh_token", "r".repeat(43), expect.objectContaining({ httpOnly: true, maxAge: 30 * 24 * 3600 }));
    const huge = session({ exp: 2, padding: "x".repeat(5000) });
    expect(() => writeSessionCookies(jar as never, huge, false)).toThrow(CookieTooLargeError);
  });
});
