import type { NextRequest } from "next/server";
import { registerSchema } from "@/lib/contracts/auth";
import { callBackend, forwardError, readBody, refuseUnsafe, sessionData, sessionResponse, unavailable } from "@/lib/server/auth-route";

export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const body = await readBody(request, registerSchema);
  if (body instanceof Response) return body;
  const result = await callBackend(request, "/auth/register", { method: "POST", body });
  if (!result) return unavailable();
  if (result.status !== 201) return forwardError(result);
  return sessionResponse(sessionData(result), 201);
}
