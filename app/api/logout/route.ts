import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_SESSION_COOKIE, REFRESH_COOKIE, isAdminSession, parseJsonCookie } from "@/lib/session/constants";
import { clearSessionCookies } from "@/lib/session/cookies";
import { callBackend, currentSession, refuseUnsafe } from "@/lib/server/auth-route";

/**
 * Ends every sign-in this browser holds — its own refresh token, and while an admin acts as a
 * user, the impersonation (its audit record) and the admin's own refresh token kept aside — then
 * clears every session cookie. The cookies go even when the backend calls fail.
 */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const admin = parseJsonCookie(isAdminSession, request.cookies.get(ADMIN_SESSION_COOKIE)?.value);
  const session = currentSession(request);
  const refreshTokens = [request.cookies.get(REFRESH_COOKIE)?.value, admin?.refresh_token].filter((token): token is string => Boolean(token));

  const calls = refreshTokens.map((token) => callBackend(request, "/auth", { method: "DELETE", body: { refresh_token: token } }));
  if (admin && session) calls.push(callBackend(request, "/auth/impersonate", { method: "DELETE", token: session.auth.access_token }));
  for (const result of await Promise.all(calls)) {
    if (!result || result.status !== 200) console.error("Logout: a sign-in could not be ended", result?.status ?? "unreachable");
  }
  const response = NextResponse.json({ data: { ok: true } });
  clearSessionCookies(response.cookies, { admin: true });
  return response;
}
