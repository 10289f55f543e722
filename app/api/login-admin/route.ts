import type { NextRequest } from "next/server";
import { REFRESH_COOKIE } from "@/lib/session/constants";
import { writeAdminSessionCookie } from "@/lib/session/cookies";
import { impersonateSchema } from "@/lib/contracts/auth";
import { callBackendAsUser, secureCookies, sessionData, sessionResponse } from "@/lib/server/auth-route";

/** Admin "Sign-in as": the backend decides who may; the admin's own cookies are kept aside. */
export async function POST(request: NextRequest) {
  const answer = await callBackendAsUser(request, impersonateSchema, "/auth/impersonate");
  if (answer instanceof Response) return answer;
  const { session, result } = answer;
  const adminRefreshToken = request.cookies.get(REFRESH_COOKIE)?.value ?? null;
  return sessionResponse(sessionData(result), 200, (response) =>
    writeAdminSessionCookie(response.cookies, { session, refresh_token: adminRefreshToken }, secureCookies()),
  );
}
