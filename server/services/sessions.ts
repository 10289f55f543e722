import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { refreshTokens, users } from "../db/schema";
import { unauthorized } from "../core/errors";
import { forgetSessions, forgetUserSessions } from "./session-liveness";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashToken,
  randomToken,
  signAccessToken,
  successorToken,
} from "./tokens";

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A token rotated this recently yields its successor again instead of counting as reuse. */
export const REFRESH_GRACE_MS = 10 * 1000;

type SessionUser = Pick<typeof users.$inferSelect, "id" | "email" | "isAdmin" | "country">;

export type SessionPayload = {
  user: { id: string; email: string; is_admin: boolean; country: string | null };
  auth: { access_token: string; expires_in: number };
  refresh_token: string | null;
};

export const publicUser = (user: SessionUser) => ({
  id: user.id,
  email: user.email,
  is_admin: user.isAdmin,
  country: user.country,
});

async function sessionFor(deps: AppDeps, user: SessionUser, refreshToken: string, familyId: string): Promise<SessionPayload> {
  const accessToken = await signAccessToken(deps, {
    sub: user.id,
    email: user.email,
    is_admin: user.isAdmin,
    country: user.country,
    sid: familyId,
  });
  return {
    user: publicUser(user),
    auth: { access_token: accessToken, expires_in: ACCESS_TOKEN_TTL_SECONDS },
    refresh_token: refreshToken,
  };
}

/** Starts a new token family (a sign-in) and returns the session that goes with it. */
export async function openSession(deps: AppDeps, user: SessionUser): Promise<SessionPayload> {
  const now = deps.now();
  const token = randomToken();
  const familyId = randomUUID();
  await deps.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(token),
    createdAt: now,
    familyExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
  });
  return sessionFor(deps, user, token, familyId);
}

async function revokeFamily(deps: AppDeps, familyId: string) {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  forgetSessions(deps, [familyId]);
}

/**
 * Rotates a refresh token: the presented token is spent and its successor returned. A spent
 * token presented again within the grace window returns the family's current live token
 * (parallel tabs, prefetches); after it, the reuse is treated as theft and the whole family is
 * revoked. A family only ever has one live token.
 */
export async function refreshSession(deps: AppDeps, presented: string): Promise<SessionPayload> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row || row.token.revokedAt) throw unauthorized("Your session has ended. Sign in again.", "invalid_refresh_token");
  if (now >= row.token.familyExpiresAt) throw unauthorized("Your session has expired. Sign in again.", "session_expired");

  const successor = successorToken(deps.secret, presented);
  const rotated = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({
      userId: row.token.userId,
      familyId: row.token.familyId,
      tokenHash: hashToken(successor),
      createdAt: now,
      familyExpiresAt: row.token.familyExpiresAt,
    });
    return true;
  });
  if (rotated) return sessionFor(deps, row.user, successor, row.token.familyId);

  // Already spent: either a parallel request (grace) or a replay (theft).
  const [current] = await deps.db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.token.id));
  const rotatedAt = current?.rotatedAt ?? row.token.rotatedAt;
  if (current && !current.revokedAt && rotatedAt && now.getTime() - rotatedAt.getTime() < REFRESH_GRACE_MS) {
    const live = await liveDescendant(deps, presented, row.token.familyId);
    if (live) return sessionFor(deps, row.user, live, row.token.familyId);
  }
  await revokeFamily(deps, row.token.familyId);
  throw unauthorized("This sign-in was used elsewhere and has been ended. Sign in again.", "refresh_token_reused");
}

/** How far down a family's chain a late duplicate may look for the live token (rotations within the grace window). */
const MAX_CHAIN_WALK = 4096;
const CHAIN_BATCH = 32;

/**
 * The family's current live token, found by following the successor chain from a spent one: a
 * late duplicate must get the token that is live now, never a successor that was itself rotated
 * meanwhile (the browser would store it and present it later as a reuse). Successors are derived
 * from their parent, so the chain can be walked without any token stored in clear.
 */
async function liveDescendant(deps: AppDeps, spent: string, familyId: string): Promise<string | null> {
  let token = spent;
  for (let walked = 0; walked < MAX_CHAIN_WALK; walked += CHAIN_BATCH) {
    const batch: { token: string; hash: string }[] = [];
    for (let i = 0; i < CHAIN_BATCH; i += 1) {
      token = successorToken(deps.secret, token);
      batch.push({ token, hash: hashToken(token) });
    }
    const rows = await deps.db
      .select({ tokenHash: refreshTokens.tokenHash, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), inArray(refreshTokens.tokenHash, batch.map((entry) => entry.hash))));
    const byHash = new Map(rows.map((found) => [found.tokenHash, found]));
    for (const entry of batch) {
      const found = byHash.get(entry.hash);
      if (!found || found.revokedAt) return null;
      if (!found.rotatedAt) return entry.token;
    }
  }
  return null;
}

/** Ends the session the token belongs to; unknown tokens are ignored (logout always succeeds). */
export async function revokeSession(deps: AppDeps, presented: string): Promise<void> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (row) await revokeFamily(deps, row.familyId);
}

export async function revokeAllSessions(deps: AppDeps, userId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  forgetUserSessions(deps, userId);
}

/** Signs the user out everywhere but the sign-in `keepFamilyId`; returns how many sign-ins ended. */
export async function revokeOtherSessions(deps: AppDeps, userId: string, keepFamilyId: string | null): Promise<number> {
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId, familyExpiresAt: refreshTokens.familyExpiresAt });
  forgetSessions(deps, revoked.map((row) => row.familyId));
  // Sign-ins past their 30 days were over already: they are not counted as ended now.
  const now = deps.now();
  return new Set(revoked.filter((row) => row.familyExpiresAt > now).map((row) => row.familyId)).size;
}
