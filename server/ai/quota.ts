import type { AppDeps } from "../deps";
import { ApiError } from "../core/errors";
import { getEntitlements } from "../services/billing";
import { aiUsageThisMonth, recordAiUsage, utcMonthOf } from "./usage";

/**
 * A plan's "AI messages per month": every answer an assistant gives and every answer the aiwriter
 * writes counts one, offline engine included (it is the same service to the user). The month is the
 * UTC calendar month; the count resets on the first.
 */
export type AiQuota = {
  plan: { id: string; name: string };
  limit: number;
  used: number;
  remaining: number;
  /** ISO 8601: the first instant of next month, UTC. */
  resets_at: string;
  /** The month's calls by feature (`assistant:job_interview`, `aiwriter`…). */
  by_feature: Record<string, number>;
  tokens: { prompt: number; completion: number; total: number };
};

export const OFFLINE_MODEL = "offline";

export async function aiQuota(deps: AppDeps, userId: string): Promise<AiQuota> {
  const now = deps.now();
  const [entitlements, usage] = await Promise.all([getEntitlements(deps, userId), aiUsageThisMonth(deps, userId, now)]);
  const limit = entitlements.limits.ai_messages_per_month;
  return {
    plan: { id: entitlements.plan.id, name: entitlements.plan.name },
    limit,
    used: usage.messages,
    remaining: Math.max(0, limit - usage.messages),
    resets_at: utcMonthOf(now).end.toISOString(),
    by_feature: usage.byFeature,
    tokens: { prompt: usage.promptTokens, completion: usage.completionTokens, total: usage.totalTokens },
  };
}

/** 429 `ai_quota_exceeded`, Retry-After until the month turns; the quota travels in `error.fields`-free detail via the message. */
export function quotaExceeded(quota: AiQuota, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((Date.parse(quota.resets_at) - now.getTime()) / 1000));
  return new ApiError(
    429,
    "ai_quota_exceeded",
    `You have used all ${quota.limit} AI messages of your ${quota.plan.name} plan this month. They renew on ${quota.resets_at.slice(0, 10)}.`,
    undefined,
    { "Retry-After": String(seconds) },
  );
}

/** Refuses with 429 when the month's messages are used up; returns the quota otherwise. */
export async function requireAiQuota(deps: AppDeps, userId: string): Promise<AiQuota> {
  const quota = await aiQuota(deps, userId);
  if (quota.remaining <= 0) throw quotaExceeded(quota, deps.now());
  return quota;
}

/** One AI message spent: the offline engine's with no tokens, an LLM call's with its usage. */
export async function spendAiMessage(
  deps: Pick<AppDeps, "db" | "now">,
  userId: string,
  feature: string,
  usage: { model: string; promptTokens: number; completionTokens: number } | null,
): Promise<void> {
  await recordAiUsage(deps, userId, {
    feature,
    model: usage?.model ?? OFFLINE_MODEL,
    promptTokens: usage?.promptTokens ?? 0,
    completionTokens: usage?.completionTokens ?? 0,
  });
}
