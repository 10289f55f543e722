import { NextResponse, type NextRequest } from "next/server";
import { completeRegistrationSchema } from "@/lib/validations/auth";
import {
  callBackend,
  currentSession,
  forwardError,
  readBody,
  refuseUnsafe,
  sessionData,
  sessionResponse,
  unavailable,
} from "@/lib/server/auth-route";

/** Step 2 of sign-up: the backend returns a token that carries the chosen country. */
export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const session = currentSession(request);
  if (!session) return NextResponse.json({ error: { code: "unauthorized", message: "Sign in to continue." } }, { status: 401 });
  const body = await readBody(request, completeRegistrationSchema);
  if (body instanceof Response) return body;
  const result = await callBackend(request, "/auth/register/complete", { method: "POST", body, token: session.auth.access_token });
  if (!result) return unavailable();
  if (result.status !== 200) return forwardError(result);
  // The refresh token stays as it is.
  return sessionResponse({ ...sessionData(result), refresh_token: undefined });
}
