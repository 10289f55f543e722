import type { NextRequest } from "next/server";
import { loginSchema } from "@/lib/contracts/auth";
import { callBackend, forwardError, readBody, refuseUnsafe, sessionData, sessionResponse, unavailable } from "@/lib/server/auth-route";

export async function POST(request: NextRequest) {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const body = await readBody(request, loginSchema);
  if (body instanceof Response) return body;
  const result = await callBackend(request, "/auth", { method: "POST", body });
  if (!result) return unavailable();
  if (result.status !== 200) return forwardError(result);
  return sessionResponse(sessionData(result));
}
