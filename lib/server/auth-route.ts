import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { getEnv, isProduction } from "@/lib/env";
import { BodyTooLargeError, MAX_JSON_BODY_BYTES, readBodyText } from "@/lib/http/body";
import { SESSION_COOKIE, parseSession, type Session } from "@/lib/session/constants";
import { CookieTooLargeError, writeSessionCookies, type SessionWithRefresh } from "@/lib/session/cookies";
import { backendFetch } from "./backend";

export const BACKEND_TIMEOUT_MS = 5000;

const errorJson = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  NextResponse.json({ error: fields ? { code, message, fields } : { code, message } }, { status });

export const secureCookies = () => isProduction(getEnv());

/**
 * CSRF rules for every state-changing route handler: POST only, no foreign or "null" Origin, no
 * cross-site fetch metadata, JSON bodies only. Returns the refusal, or null to go on.
 */
export function refuseUnsafe(request: NextRequest): NextResponse | null {
  if (request.method !== "POST") return errorJson(405, "method_not_allowed", "Use POST.");
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const host = request.headers.get("host");
    const proto = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "");
    const allowed = [getEnv().WEB_ORIGIN, host ? `${proto}://${host}` : null];
    if (origin === "null" || !allowed.includes(origin)) return errorJson(403, "forbidden_origin", "Requests from other sites are not accepted.");
  }
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return errorJson(403, "forbidden_origin", "Requests from other sites are not accepted.");
  }
  if (Number(request.headers.get("content-length")) > MAX_JSON_BODY_BYTES) {
    return errorJson(413, "payload_too_large", "The request body is larger than 1 MB.");
  }
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return errorJson(415, "unsupported_media_type", "Send the request body as application/json.");
  }
  return null;
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
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields[key] = "Unknown field.";
    else fields[issue.path.join(".") || "body"] ??= issue.message;
  }
  return errorJson(400, "validation_error", "Some fields are invalid.", fields);
}

export type BackendResult = { status: number; body: unknown; headers: Headers };

/**
 * Calls the backend (in-process or at API_URL) and gives up after 5 s. `null` means it could
 * not be reached in time: the caller answers 503 and leaves the cookies alone.
 */
export async function callBackend(
  request: NextRequest,
  path: string,
  init: { method: "POST" | "DELETE"; body?: unknown; token?: string | null },
): Promise<BackendResult | null> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const backendRequest = new Request(`http://backend.internal/api/v1${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BACKEND_TIMEOUT_MS);
    });
    const response = await Promise.race([backendFetch(backendRequest), timeout]);
    if (!response) return null;
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (response.status >= 500) return null;
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    console.error(`Backend call ${path} failed`, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function unavailable() {
  const t = await getTranslations("Errors");
  return errorJson(503, "service_unavailable", t("serviceUnavailable"));
}

/** Passes a backend refusal (4xx) on to the page unchanged, Retry-After included. */
export function forwardError(result: BackendResult) {
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

export const sessionData = (result: BackendResult) => (result.body as { data: SessionWithRefresh }).data;

/**
 * The common start of a route handler that acts for the signed-in user: CSRF rules, a session, a
 * valid body, then the backend call with the user's token. Returns the refusal to send as it is,
 * or the session and the backend's successful (200) answer.
 */
export async function callBackendAsUser<T extends z.ZodType>(
  request: NextRequest,
  schema: T,
  path: string,
): Promise<NextResponse | { session: Session; result: BackendResult }> {
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
