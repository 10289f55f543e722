import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import type { BackendAnswer } from "@/lib/backend/call";
import { callBackend as callBackendFromServer } from "@/lib/backend/server";
import { getEnv, isProduction } from "@/lib/env";
import { BodyTooLargeError, MAX_JSON_BODY_BYTES, readBodyText } from "@/lib/http/body";
import { contentTypeRefusal, originRefusal, ownOrigin } from "@/lib/http/csrf";
import { errorBody, fieldErrors, type FieldErrors } from "@/lib/http/envelope";
import { SESSION_COOKIE, parseSession, type Session } from "@/lib/session/constants";
import { CookieTooLargeError, writeSessionCookies, type SessionWithRefresh } from "@/lib/session/cookies";

const errorJson = (status: number, code: string, message: string, fields?: FieldErrors) => NextResponse.json(errorBody(code, message, fields), { status });

export const secureCookies = () => isProduction(getEnv());

/**
 * CSRF rules for every state-changing route handler: POST only, no foreign or "null" Origin, no
 * cross-site fetch metadata, a body of at most 1 MB, JSON only. Returns the refusal, or null to go on.
 */
export function refuseUnsafe(request: NextRequest): NextResponse | null {
  if (request.method !== "POST") return errorJson(405, "method_not_allowed", "Use POST.");
  const own = ownOrigin(request.url, request.headers.get("host"), request.headers.get("x-forwarded-proto"));
  const foreign = originRefusal({ origin: request.headers.get("origin"), secFetchSite: request.headers.get("sec-fetch-site") }, [getEnv().WEB_ORIGIN, own]);
  if (foreign) return errorJson(foreign.status, foreign.code, foreign.message);
  if (Number(request.headers.get("content-length")) > MAX_JSON_BODY_BYTES) {
    return errorJson(413, "payload_too_large", "The request body is larger than 1 MB.");
  }
  const wrongType = contentTypeRefusal(request.headers.get("content-type") ?? "");
  return wrongType ? errorJson(wrongType.status, wrongType.code, wrongType.message) : null;
}

/** Reads and validates the JSON body; a 400 in the API's shape when it does not fit. */
export async function readBody<T extends z.ZodType>(request: NextRequest, schema: T): Promise<z.output<T> | NextResponse> {
  let json: unknown;
  try {
    const text = await readBodyText(request);
    json = text ? JSON.parse(text) : {};
  } catch (error) {
    if (error instanceof BodyTooLargeError) return errorJson(413, "payload_too_large", "The request body is larger than 1 MB.");
    return errorJson(400, "malformed_body", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  return errorJson(400, "validation_error", "Some fields are invalid.", fieldErrors(parsed.error));
}

/**
 * Calls the backend for a route handler, passing the browser's X-Forwarded-For on. `null` when it
 * could not be reached in time or failed (5xx): the caller answers 503 and leaves the cookies alone.
 */
export async function callBackend(
  request: NextRequest,
  path: string,
  init: { method: "POST" | "DELETE"; body?: unknown; token?: string | null },
): Promise<BackendAnswer | null> {
  const answer = await callBackendFromServer({ path, ...init, forwardedFor: request.headers.get("x-forwarded-for") });
  return answer && answer.status < 500 ? answer : null;
}

export async function unavailable() {
  const t = await getTranslations("Errors");
  return errorJson(503, "service_unavailable", t("serviceUnavailable"));
}

/** Passes a backend refusal (4xx) on to the page unchanged, Retry-After included. */
export function forwardError(result: BackendAnswer) {
  const response = NextResponse.json(result.body, { status: result.status });
  const retryAfter = result.headers.get("retry-after");
  if (retryAfter) response.headers.set("retry-after", retryAfter);
  return response;
}

/** Answers with the session (never the refresh token) and stores it in cookies. */
export function sessionResponse(data: SessionWithRefresh, status = 200, extra?: (response: NextResponse) => void) {
  const response = NextResponse.json({ data: { user: data.user, auth: data.auth } }, { status });
  try {
    writeSessionCookies(response.cookies, data, secureCookies());
  } catch (error) {
    if (error instanceof CookieTooLargeError) return errorJson(500, "session_too_large", "The session could not be stored.");
    throw error;
  }
  extra?.(response);
  return response;
}

export const currentSession = (request: NextRequest): Session | null => parseSession(request.cookies.get(SESSION_COOKIE)?.value);

export const sessionData = (result: BackendAnswer) => (result.body as { data: SessionWithRefresh }).data;

/**
 * The common start of a route handler that acts for the signed-in user: CSRF rules, a session, a
 * valid body, then the backend call with the user's token. Returns the refusal to send as it is,
 * or the session and the backend's successful (200) answer.
 */
export async function callBackendAsUser<T extends z.ZodType>(
  request: NextRequest,
  schema: T,
  path: string,
): Promise<NextResponse | { session: Session; result: BackendAnswer }> {
  const refused = refuseUnsafe(request);
  if (refused) return refused;
  const session = currentSession(request);
  if (!session) return errorJson(401, "unauthorized", "Sign in to continue.");
  const body = await readBody(request, schema);
  if (body instanceof Response) return body;
  const result = await callBackend(request, path, { method: "POST", body, token: session.auth.access_token });
  if (!result) return unavailable();
  if (result.status !== 200) return forwardError(result);
  return { session, result };
}
