import "server-only";
import { backendFetch } from "@/lib/server/backend";
import { getServerSession } from "@/lib/server/session";

// The backend's base path (server/app.ts), not imported: that would pull the whole backend into the page.
const API_BASE = "/api/v1";

/**
 * Reads from the backend while rendering, as the signed-in user: the answer's `data` envelope, or
 * null when it is missing (404) or cannot be had. The client refetches what this leaves out.
 */
export async function serverGet<T>(path: string): Promise<{ status: number; body: T | null }> {
  const session = await getServerSession();
  if (!session) return { status: 401, body: null };
  try {
    const response = await backendFetch(
      new Request(`http://backend${API_BASE}${path}`, {
        headers: { accept: "application/json", authorization: `Bearer ${session.auth.access_token}` },
      }),
    );
    return { status: response.status, body: response.ok ? ((await response.json()) as T) : null };
  } catch (error) {
    console.error(`Server read of ${path} failed`, error);
    return { status: 0, body: null };
  }
}

/** Several reads at once, as an SWR fallback keyed by path (only those that answered). */
export async function serverFallback(paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map(async (path) => [path, (await serverGet(path)).body] as const));
  return Object.fromEntries(answers.filter(([, body]) => body !== null));
}
