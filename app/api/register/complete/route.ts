import type { NextRequest } from "next/server";
import { completeRegistrationSchema } from "@/lib/contracts/phone";
import { callBackendAsUser, sessionData, sessionResponse } from "@/lib/server/auth-route";

/** Step 2 of sign-up: the backend returns a token that carries the chosen country. */
export async function POST(request: NextRequest) {
  const answer = await callBackendAsUser(request, completeRegistrationSchema, "/auth/register/complete");
  if (answer instanceof Response) return answer;
  // The refresh token stays as it is.
  return sessionResponse({ ...sessionData(answer.result), refresh_token: undefined });
}
