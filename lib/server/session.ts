import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE, isExpired, parseSession, type Session } from "@/lib/session/constants";

/** The session as the server sees it while rendering (middleware has refreshed it if needed). */
export async function getServerSession(): Promise<Session | null> {
  const session = parseSession((await cookies()).get(SESSION_COOKIE)?.value);
  return session && !isExpired(session) ? session : null;
}
