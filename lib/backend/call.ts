// One way to the backend for server code: route handlers, server-rendered pages and the Edge
// middleware. Edge-safe: no Node APIs; how a request reaches the backend is the transport's job.

import { API_BASE } from "./base";

/** Backend calls from the web app give up after this long (and the caller answers 503). */
export const BACKEND_TIMEOUT_MS = 5000;

/** Sends a request to the backend: in-process, over HTTP to API_URL, or to this app's own origin. */
export type Transport = (request: Request) => Promise<Response>;

export type BackendCall = {
  path: string;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The signed-in user's access token. */
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** The client's X-Forwarded-For, so throttles see the browser's address and not this server's. */
  forwardedFor?: string | null;
  timeoutMs?: number;
};

export type BackendAnswer = { status: number; body: unknown; headers: Headers };

/** The request for a backend path; the host is a placeholder that every transport replaces or ignores. */
export function backendRequest({ path, method = "GET", token, body, forwardedFor }: BackendCall, signal?: AbortSignal): Request {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return new Request(`http://backend.internal${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/**
 * Calls the backend and reads its JSON answer within one timeout. `null` when it could not be
 * reached in time (or the answer could not be read): the caller answers 503 and changes nothing.
 * The in-process backend does not watch the request's abort signal, so the timeout races the
 * whole call as well as aborting it.
 */
export async function backendCall(transport: Transport, call: BackendCall): Promise<BackendAnswer | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, call.timeoutMs ?? BACKEND_TIMEOUT_MS);
  });
  const answer = (async (): Promise<BackendAnswer | null> => {
    const response = await transport(backendRequest(call, controller.signal));
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, headers: response.headers };
  })();
  try {
    return await Promise.race([answer, timedOut]);
  } catch (error) {
    console.error(`Backend call ${call.method ?? "GET"} ${call.path} failed`, error);
    return null;
  } finally {
    clearTimeout(timer);
    // A call that lost the race may still fail later: nobody is waiting for it.
    answer.catch(() => undefined);
  }
}

/** A transport that sends the request over HTTP to `base` (API_URL, or this app's own origin). */
export const httpTransport =
  (base: string): Transport =>
  async (request) => {
    const url = new URL(request.url);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    return fetch(`${base.replace(/\/+$/, "")}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      signal: request.signal,
    });
  };
