import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { aiUsage } from "../db/schema";

export type AiUsageEntry = { feature: string; model: string; promptTokens: number; completionTokens: number };

/**
 * The cover letter builder's rows ("cover_letter" per letter, "cover_letter:…" per other call) are
 * counted by the plan's letters per month, not its AI messages; CV tailoring ("cv_tailoring") by
 * no quota: its calls are recorded for their tokens only.
 */
export const isAiMessage = (feature: string): boolean => feature !== "cover_letter" && !feature.startsWith("cover_letter:") && feature !== "cv_tailoring";

/** This month's AI use: `messages` is the number of calls that are AI messages, what a plan's "AI messages" limit counts. */
export type AiUsageSummary = {
  messages: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Calls by feature, cover letters included. */
  byFeature: Record<string, number>;
};

/** Stamped with the app's clock (not the database's), so a pinned or test clock counts the same month. */
export async function recordAiUsage(deps: Pick<AppDeps, "db" | "now">, userId: string, entry: AiUsageEntry): Promise<void> {
  await deps.db.insert(aiUsage).values({ userId, ...entry, createdAt: deps.now() });
}

/** The UTC calendar month holding `now`: [start, start of the next). */
export function utcMonthOf(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export async function aiUsageThisMonth(deps: Pick<AppDeps, "db">, userId: string, now: Date): Promise<AiUsageSummary> {
  const { start, end } = utcMonthOf(now);
  // Sums of integers come back as bigint text from PostgreSQL.
  const rows = await deps.db
    .select({
      feature: aiUsage.feature,
      messages: sql<number>`count(*)`.mapWith(Number),
      promptTokens: sql<number>`coalesce(sum(${aiUsage.promptTokens}), 0)`.mapWith(Number),
      completionTokens: sql<number>`coalesce(sum(${aiUsage.completionTokens}), 0)`.mapWith(Number),
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, start), lt(aiUsage.createdAt, end)))
    .groupBy(aiUsage.feature);
  const summary: AiUsageSummary = { messages: 0, promptTokens: 0, completionTokens: 0, totalTokens: 0, byFeature: {} };
  for (const row of rows) {
    if (isAiMessage(row.feature)) summary.messages += row.messages;
    summary.promptTokens += row.promptTokens;
    summary.completionTokens += row.completionTokens;
    summary.byFeature[row.feature] = row.messages;
  }
  summary.totalTokens = summary.promptTokens + summary.completionTokens;
  return summary;
}
