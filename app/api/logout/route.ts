import { NextResponse, type NextRequest } from "next/server";
import { REFRESH_COOKIE } from "@/lib/session/constants";
import { clearSessionCookies } from "@/lib/session/cookies";
import { callBackend, refuseUnsafe } from "@/lib/server/auth-route";

/** Revokes the refresh token and clears every session cookie — the cookies go even when the backend call fails. */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (refreshToken) {
    const result = await callBackend(request, "/auth", { method: "DELETE", body: { refresh_token: refreshToken } });
    if (!result || result.status !== 200) console.error("Logout: the refresh token could not be revoked", result?.status ?? "unreachable");
  }
  const response = NextResponse.json({ data: { ok: true } });
  clearSessionCookies(response.cookies, { admin: true });
  return response;
}
