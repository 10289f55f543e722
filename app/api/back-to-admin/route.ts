import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_SESSION_COOKIE, isAdminSession, parseJsonCookie } from "@/lib/session/constants";
import { callBackend, currentSession, refuseUnsafe, sessionResponse } from "@/lib/server/auth-route";

/** "Back to Admin": closes the audit record and restores the admin's own cookies. */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const admin = parseJsonCookie(isAdminSession, request.cookies.get(ADMIN_SESSION_COOKIE)?.value);
  if (!admin) return NextResponse.json({ error: { code: "not_impersonating", message: "You are not signed in as another user." } }, { status: 400 });
  const session = currentSession(request);
  if (session) {
    const result = await callBackend(request, "/auth/impersonate", { method: "DELETE", token: session.auth.access_token });
    if (!result || result.status !== 200) console.error("Back to admin: the audit record could not be closed", result?.status ?? "unreachable");
  }
  return sessionResponse({ ...admin.session, refresh_token: admin.refresh_token }, 200, (response) =>
    response.cookies.delete(ADMIN_SESSION_COOKIE),
  );
}
