import { NextResponse, type NextRequest } from "next/server";
import { REFRESH_COOKIE } from "@/lib/session/constants";
import { clearSessionCookies } from "@/lib/session/cookies";
import { callBackend, refuseUnsafe, sessionData, sessionResponse, unavailable } from "@/lib/server/auth-route";

/** Exchanges the HttpOnly refresh token for a new session; a refusal clears both session cookies. */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  const result = refreshToken
    ? await callBackend(request, "/auth/refresh", { method: "POST", body: { refresh_token: refreshToken } })
    : { status: 401, body: { error: { code: "no_refresh_token", message: "Sign in to continue." } }, headers: new Headers() };
  if (!result) return unavailable();
  if (result.status !== 200) {
    const response = NextResponse.json(result.body, { status: 401 });
    clearSessionCookies(response.cookies);
    return response;
  }
  return sessionResponse(sessionData(result));
}
