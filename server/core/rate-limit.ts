import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { rateLimits } from "../db/schema";

/** At most `limit` hits per key in a fixed window of `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitState = { count: number; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window, atomically in the database so the count holds
 * across every instance. Returns the count including this hit.
 */
export async function hit(deps: AppDeps, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const now = deps.now();
  const windowStartsAfter = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter.toISOString()}::timestamptz`;
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const windowEnd = (row?.windowStart ?? now).getTime() + rule.windowMs;
  return { count: row?.count ?? 1, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
}

/** Takes one hit back, e.g. a client address's attempt that turned out to be a successful sign-in. */
export async function release(deps: AppDeps, key: string): Promise<void> {
  await deps.db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key, e.g. an account's failures after a successful sign-in. */
export async function reset(deps: AppDeps, key: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
}
