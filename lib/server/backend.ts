import "server-only";
import { getEnv } from "@/lib/env";

/**
 * Sends a request to the backend: in-process through the Hono app when API_URL is unset,
 * over HTTP to the separately deployed backend when it is set. Same code path otherwise.
 */
export async function backendFetch(request: Request): Promise<Response> {
  const { API_URL } = getEnv();
  if (API_URL) {
    const url = new URL(request.url);
    const target = `${API_URL}${url.pathname}${url.search}`;
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      signal: request.signal,
    });
  }
  const { getBackend } = await import("@/server/runtime");
  const { app } = await getBackend();
  return app.fetch(request);
}
