import "server-only";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import { getServerSession } from "@/lib/server/session";
import { backendCall, httpTransport, type BackendCall, type Transport } from "./call";
import { inProcessBackend } from "./in-process";

/**
 * Sends a request to the backend: in-process when API_URL is unset, over HTTP to the separately
 * deployed backend when it is set. Same code path otherwise.
 */
export const serverTransport: Transport = async (request) => {
  const { API_URL } = getEnv();
  if (API_URL) return httpTransport(API_URL)(request);
  return inProcessBackend()(request);
};

/** A backend call from server code (route handlers, pages), within the one timeout. */
export const callBackend = (call: BackendCall) => backendCall(serverTransport, call);

// Once per request and path: a layout, generateMetadata and the page may all want the same read.
const readOnce = cache(async (path: string): Promise<{ status: number; body: unknown }> => {
  const session = await getServerSession();
  if (!session) return { status: 401, body: null };
  const answer = await callBackend({ path, token: session.auth.access_token });
  if (!answer) return { status: 0, body: null };
  return { status: answer.status, body: answer.status >= 200 && answer.status < 300 ? answer.body : null };
});

/**
 * Reads from the backend while rendering, as the signed-in user: the answer's `data` envelope, or
 * null when it is missing (404) or cannot be had (status 0). The client refetches what this leaves
 * out. The answer is shared by every reader of the path in this request: do not change it.
 */
export function serverGet<T>(path: string): Promise<{ status: number; body: T | null }> {
  return readOnce(path) as Promise<{ status: number; body: T | null }>;
}

/** Several reads at once, as an SWR fallback keyed by path (only those that answered). */
export async function serverFallback(paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map(async (path) => [path, (await serverGet(path)).body] as const));
  return Object.fromEntries(answers.filter(([, body]) => body !== null));
}
