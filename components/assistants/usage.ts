import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { ApiError } from "@/lib/api/request";

/** The month turns at midnight UTC: the renewal date is said as the UTC calendar date. */
export const RENEWAL_DATE_FORMAT = { day: "numeric", month: "short", timeZone: "UTC" } as const;
/** The limit screen says it in full ("1 December 2026"). */
export const RENEWAL_DATE_LONG_FORMAT = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/** How much of the month's messages is used, 0–1 (a plan without messages counts as used up). */
export const usedShare = (quota: Pick<AiQuotaValue, "used" | "limit">) => (quota.limit <= 0 ? 1 : Math.min(1, Math.max(0, quota.used / quota.limit)));

export const isUsedUp = (quota: Pick<AiQuotaValue, "remaining"> | null | undefined) => quota !== null && quota !== undefined && quota.remaining <= 0;

/** The refusal of a createThread or sendMessage because the month's AI messages are used. */
export const isQuotaExceeded = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429 && error.code === "ai_quota_exceeded";

/**
 * When the messages renew: the quota's `resets_at` when it is known, else the refusal's
 * Retry-After counted from `now`; null when neither says.
 */
export function renewalDate(quota: Pick<AiQuotaValue, "resets_at"> | null | undefined, retryAfterSeconds: number | null, now: number): Date | null {
  if (quota) return new Date(quota.resets_at);
  if (retryAfterSeconds !== null) return new Date(now + retryAfterSeconds * 1000);
  return null;
}
