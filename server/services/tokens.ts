import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { AppDeps } from "../deps";
import { impersonations, refreshTokens } from "../db/schema";
import { isUuid } from "../db/toolkit";
import type { AuthContext } from "../core/auth-context";
import { cachedLiveness } from "./session-liveness";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const IMPERSONATION_TTL_SECONDS = 60 * 60;

export type AccessClaims = {
  sub: string;
  email: string;
  is_admin: boolean;
  country: string | null;
  imp?: string;
  /** The sign-in this token was issued for: its refresh-token family, or the impersonation's audit record. */
  sid?: string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function signAccessToken(deps: AppDeps, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const issuedAt = seconds(deps.now());
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(deps.secret);
}


/**
 * A sign-in is live while its refresh-token family has an unrevoked token. Checked on every call,
 * so "sign out my other devices", a password reset, theft detection and account deletion end the
 * other sessions at once instead of when their 15-minute access tokens run out. The answer is
 * reused for a few seconds (session-liveness.ts); this process's sign-outs drop it at once.
 */
async function sessionIsLive(deps: AppDeps, sessionId: string, userId: string) {
  if (!isUuid(sessionId)) return false;
  return cachedLiveness(deps, sessionId, userId, async () => {
    const [live] = await deps.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return live !== undefined;
  });
}

/** The open audit record an impersonation token names (its `sid`), by its admin and target; null when the token names none. */
export function openImpersonationOf(auth: AuthContext) {
  if (!auth.sessionId || !isUuid(auth.sessionId) || !auth.impersonatorId || !isUuid(auth.impersonatorId)) return null;
  return and(
    eq(impersonations.id, auth.sessionId),
    eq(impersonations.adminId, auth.impersonatorId),
    eq(impersonations.targetId, auth.userId),
    isNull(impersonations.endedAt),
  );
}

/** An admin's sign-in as a user is live while its audit record is open and within its 60 minutes. */
async function impersonationIsLive(deps: AppDeps, auth: AuthContext) {
  const open = openImpersonationOf(auth);
  if (!open) return false;
  const [live] = await deps.db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(and(open, gt(impersonations.expiresAt, deps.now())))
    .limit(1);
  return live !== undefined;
}

/** Verifies signature, expiry and that the sign-in was not ended; returns null for any token that is not ours or not current. */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<AuthContext | null> {
  const auth = await decodeAccessToken(deps, token);
  if (!auth) return null;
  // Every impersonation token names its audit record; one that does not is not accepted.
  if (auth.impersonatorId) return (await impersonationIsLive(deps, auth)) ? auth : null;
  if (auth.sessionId && !(await sessionIsLive(deps, auth.sessionId, auth.userId))) return null;
  return auth;
}

async function decodeAccessToken(deps: AppDeps, token: string): Promise<AuthContext | null> {
  try {
    const { payload } = await jwtVerify(token, deps.secret, { algorithms: ["HS256"], currentDate: deps.now() });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
    return {
      userId: payload.sub,
      email: payload.email,
      isAdmin: payload.is_admin === true,
      country: typeof payload.country === "string" ? payload.country : null,
      impersonatorId: typeof payload.imp === "string" ? payload.imp : null,
      sessionId: typeof payload.sid === "string" ? payload.sid : null,
    };
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The token that replaces `parent` on rotation. Derived, not random, so a parent presented again
 * within the grace window yields the same successor without storing any token in clear.
 */
export const successorToken = (secret: Uint8Array, parent: string) =>
  createHmac("sha256", secret).update(`refresh-successor:${parent}`).digest("base64url");
