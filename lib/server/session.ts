import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { SESSION_COOKIE, isExpired, parseSession, type Session } from "@/lib/session/constants";

/**
 * The session as the server sees it while rendering (middleware has refreshed it if needed). Read
 * once per request: the root layout, the gated layout and each backend read of the page ask for it.
 */
export const getServerSession = cache(async (): Promise<Session | null> => {
  const session = parseSession((await cookies()).get(SESSION_COOKIE)?.value);
  return session && !isExpired(session) ? session : null;
});
