import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { feedbacks, subscriptions } from "../db/schema";
import { badRequest } from "../core/errors";
import { fieldError } from "@/lib/http/envelope";

export type FeedbackInput = {
  kind: (typeof feedbacks.$inferInsert)["kind"];
  /** The support page it came from, or the cancellation reason code. */
  topic: string;
  message?: string | null;
  context?: Record<string, unknown>;
};

/** Saves a support message or a cancellation reason; both flows write through here. */
export async function recordFeedback(deps: AppDeps, userId: string, input: FeedbackInput) {
  const [row] = await deps.db
    .insert(feedbacks)
    .values({ userId, kind: input.kind, topic: input.topic, message: input.message ?? null, context: input.context ?? {}, createdAt: deps.now() })
    .returning();
  return publicFeedback(row!);
}

/** A subscription id sent with a cancellation reason must be one of the user's own. */
export async function assertOwnSubscription(deps: AppDeps, userId: string, subscriptionId: string) {
  const [own] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .limit(1);
  if (!own) throw badRequest("Some fields are invalid.", { subscription_id: fieldError("subscription_id_invalid") });
}

export async function listFeedbacks(deps: AppDeps, userId: string, kind?: FeedbackInput["kind"]) {
  const rows = await deps.db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.userId, userId), kind ? eq(feedbacks.kind, kind) : undefined))
    .orderBy(desc(feedbacks.createdAt))
    .limit(100);
  return rows.map(publicFeedback);
}

export function publicFeedback(row: typeof feedbacks.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    message: row.message,
    context: row.context,
    created_at: row.createdAt.toISOString(),
  };
}
