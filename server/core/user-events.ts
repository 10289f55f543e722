import { and, asc, eq, gt } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { userEvents } from "../db/schema";

/** What the live stream (applications/stream) tells a user's open pages. */
export type UserEventType =
  | "application.created"
  | "application.updated"
  | "copilot.run.started"
  | "copilot.run.progress"
  | "copilot.run.finished";

/**
 * Records an event for one user's live stream. Stored, not broadcast in memory: every instance
 * serving that user's stream reads it, and a reconnecting client resumes from its Last-Event-ID.
 */
export async function publishUserEvent(
  deps: Pick<AppDeps, "db">,
  userId: string,
  type: UserEventType,
  payload: Record<string, unknown>,
): Promise<number> {
  const [row] = await deps.db.insert(userEvents).values({ userId, type, payload }).returning({ id: userEvents.id });
  return row!.id;
}

/** The user's events after `afterId`, oldest first. */
export async function userEventsAfter(deps: Pick<AppDeps, "db">, userId: string, afterId: number, limit = 100) {
  return deps.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
}
