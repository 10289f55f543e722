import type { NextResponse } from "next/server";
import {
  ADMIN_SESSION_COOKIE,
  DEFAULT_COOKIE_MAX_AGE,
  MAX_COOKIE_BYTES,
  REFRESH_COOKIE,
  REFRESH_COOKIE_MAX_AGE,
  SESSION_COOKIE,
  type AdminSession,
  type Session,
} from "./constants";

// Edge-safe cookie writing, shared by middleware.ts and the auth route handlers.

export type SessionWithRefresh = Session & { refresh_token?: string | null };

type CookieJar = Pick<NextResponse["cookies"], "set" | "delete">;

const base = (secure: boolean) => ({ path: "/", sameSite: "lax" as const, secure });

export class CookieTooLargeError extends Error {
  constructor(name: string) {
    super(`The ${name} cookie would exceed ${MAX_COOKIE_BYTES} bytes`);
  }
}

function checkSize(name: string, value: string) {
  if (new TextEncoder().encode(`${name}=${encodeURIComponent(value)}`).length > MAX_COOKIE_BYTES) throw new CookieTooLargeError(name);
}

/**
 * `session` (readable by page scripts, lives as long as the access token) and, when given,
 * the HttpOnly `refresh_token`. `null` as refresh token removes it (impersonation sessions have none).
 */
export function writeSessionCookies(jar: CookieJar, data: SessionWithRefresh, secure: boolean) {
  const value = JSON.stringify({ user: data.user, auth: data.auth });
  checkSize(SESSION_COOKIE, value);
  jar.set(SESSION_COOKIE, value, { ...base(secure), httpOnly: false, maxAge: data.auth.expires_in });
  if (data.refresh_token) {
    jar.set(REFRESH_COOKIE, data.refresh_token, { ...base(secure), httpOnly: true, maxAge: REFRESH_COOKIE_MAX_AGE });
  } else if (data.refresh_token === null) {
    jar.delete(REFRESH_COOKIE);
  }
}

export function writeAdminSessionCookie(jar: CookieJar, admin: AdminSession, secure: boolean) {
  const value = JSON.stringify(admin);
  checkSize(ADMIN_SESSION_COOKIE, value);
  jar.set(ADMIN_SESSION_COOKIE, value, { ...base(secure), httpOnly: true, maxAge: DEFAULT_COOKIE_MAX_AGE });
}

export function clearSessionCookies(jar: CookieJar, { admin = false } = {}) {
  jar.delete(SESSION_COOKIE);
  jar.delete(REFRESH_COOKIE);
  if (admin) jar.delete(ADMIN_SESSION_COOKIE);
}
