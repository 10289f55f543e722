import { z } from "zod";

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

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  country: z.string().nullable(),
});

export const sessionSchema = z.object({
  user: sessionUserSchema,
  auth: z.object({ access_token: z.string().min(10), expires_in: z.number().int().positive() }),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Session = z.infer<typeof sessionSchema>;

/** What the admin's own sign-in is kept as while impersonating. */
export const adminSessionSchema = z.object({ session: sessionSchema, refresh_token: z.string().nullable() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export function parseJsonCookie<T>(schema: z.ZodType<T>, value: string | undefined | null): T | null {
  if (!value) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const parseSession = (value: string | undefined | null) => parseJsonCookie(sessionSchema, value);

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
