import { NextResponse, type NextRequest } from "next/server";
import { REFRESH_COOKIE } from "@/lib/session/constants";
import { writeAdminSessionCookie } from "@/lib/session/cookies";
import { impersonateSchema } from "@/lib/validations/auth";
import {
  callBackend,
  currentSession,
  forwardError,
  readBody,
  refuseUnsafe,
  secureCookies,
  sessionData,
  sessionResponse,
  unavailable,
} from "@/lib/server/auth-route";

/** Admin "Sign-in as": the backend decides who may; the admin's own cookies are kept aside. */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const session = currentSession(request);
  if (!session) return NextResponse.json({ error: { code: "unauthorized", message: "Sign in to continue." } }, { status: 401 });
  const body = await readBody(request, impersonateSchema);
  if (body instanceof Response) return body;
  const result = await callBackend(request, "/auth/impersonate", { method: "POST", body, token: session.auth.access_token });
  if (!result) return unavailable();
  if (result.status !== 200) return forwardError(result);
  const adminRefreshToken = request.cookies.get(REFRESH_COOKIE)?.value ?? null;
  return sessionResponse(sessionData(result), 200, (response) =>
    writeAdminSessionCookie(response.cookies, { session, refresh_token: adminRefreshToken }, secureCookies()),
  );
}
