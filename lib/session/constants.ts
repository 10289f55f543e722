// Edge-safe: imported by middleware.ts, route handlers and the browser alike.

export const SESSION_COOKIE = "session";
export const REFRESH_COOKIE = "refresh_token";
export const ADMIN_SESSION_COOKIE = "admin_session";

/** Cookie lifetime when nothing else is said. */
export const DEFAULT_COOKIE_MAX_AGE = 21600;
export const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** Browsers refuse larger cookies; a session that would not fit is an error, not a silent loss. */
export const MAX_COOKIE_BYTES = 4096;

export const HOME_PATH = "/copilot";
/** Set by middleware: the path being rendered, for server components' own login redirect. */
export const CURRENT_PATH_HEADER = "x-current-path";
export const LOGIN_PATH = "/login";
export const SIGNUP_PATH = "/signup";
/** The terms of use and the privacy notice: public, signed in or not. */
export const TERMS_PATH = "/terms";
export const PRIVACY_PATH = "/privacy";
/** On /login: the logout call failed, so the gate drops the session cookies instead of refreshing. */
export const SIGNED_OUT_PARAM = "signed_out";

export type SessionUser = { id: string; email: string; is_admin: boolean; country: string | null };
export type Session = { user: SessionUser; auth: { access_token: string; expires_in: number } };
/** What the admin's own sign-in is kept as while impersonating. */
export type AdminSession = { session: Session; refresh_token: string | null };

// Checked by hand rather than with zod: this module is in every page's bundle and the Edge gate.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.email === "string" &&
    typeof value.is_admin === "boolean" &&
    (value.country === null || typeof value.country === "string")
  );
}

/** A session as the cookie and the API carry it: the user, and an access token with its lifetime in whole seconds. */
export function isSession(value: unknown): value is Session {
  if (!isRecord(value) || !isSessionUser(value.user) || !isRecord(value.auth)) return false;
  const { access_token, expires_in } = value.auth;
  return typeof access_token === "string" && access_token.length >= 10 && Number.isInteger(expires_in) && (expires_in as number) > 0;
}

export function isAdminSession(value: unknown): value is AdminSession {
  return isRecord(value) && isSession(value.session) && (value.refresh_token === null || typeof value.refresh_token === "string");
}

/** A cookie's JSON value when it has the expected shape; null when absent, malformed or of another shape. */
export function parseJsonCookie<T>(isValid: (value: unknown) => value is T, value: string | undefined | null): T | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const parseSession = (value: string | undefined | null) => parseJsonCookie(isSession, value);

/** An access token's claims, decoded but not verified: the backend verifies every call. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return json && typeof json === "object" ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `imp` claim: the id of the admin who is signed in as this user. */
export function impersonatorOf(session: Session | null): string | null {
  const imp = session ? tokenClaims(session.auth.access_token)?.imp : null;
  return typeof imp === "string" ? imp : null;
}

/** True when the access token's `exp` has passed (or is seconds away). */
export function isExpired(session: Session, nowSeconds = Date.now() / 1000): boolean {
  const exp = tokenClaims(session.auth.access_token)?.exp;
  return typeof exp !== "number" || exp <= nowSeconds + 5;
}
