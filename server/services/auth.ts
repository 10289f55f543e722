import { completeRegistrationSchema } from "@/lib/contracts/phone";
import { and, eq, gt, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import type {
  impersonateSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "@/lib/contracts/auth";
import type { AppDeps } from "../deps";
import { emailTokens, impersonations, rateLimits, userSettings, users } from "../db/schema";
import type { AuthContext } from "../core/auth-context";
import { ApiError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from "../core/errors";
import { renderActionMail } from "../mail/templates";
import { deliverMail } from "../mail/deliver";
import { getDecoyHash, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import type { JobQueue } from "../jobs/queue";
import { hit, release, reset, type RateLimitRule } from "../core/rate-limit";
import { referrerCodeForSignup } from "./referrals";
import { openSession, publicUser, revokeAllSessions, type SessionPayload } from "./sessions";
import { hashToken, IMPERSONATION_TTL_SECONDS, openImpersonationOf, randomToken, signAccessToken } from "./tokens";
import { fieldError } from "@/lib/http/envelope";

const VERIFY_EMAIL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** Login throttling: failed attempts per client address and per account, in a 15-minute window. */
const LOGIN_LIMITS = {
  perIp: { limit: 100, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;

/** Reset links: a few per address (no mail bombing) and a few dozen per client address, an hour. */
const FORGOT_PASSWORD_LIMITS = {
  perAddress: { limit: 5, windowMs: HOUR_MS },
  perIp: { limit: 30, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

/** Sign-ups that named an address which already has an account, per client address. */
const REGISTER_LIMITS = {
  takenPerIp: { limit: 10, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

export async function userLocale(deps: AppDeps, userId: string): Promise<Locale> {
  const [row] = await deps.db.select({ locale: userSettings.locale }).from(userSettings).where(eq(userSettings.userId, userId));
  return (row?.locale as Locale | null) ?? "en";
}

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)["purpose"];

/** A single-use link token; only its hash is stored. `newEmail` goes with change_email. */
export async function issueEmailToken(deps: AppDeps, userId: string, purpose: EmailTokenPurpose, ttlMs: number, newEmail?: string) {
  const token = randomToken();
  await deps.db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    createdAt: deps.now(),
    expiresAt: new Date(deps.now().getTime() + ttlMs),
  });
  return token;
}

/** Marks a mailed token used, once: a second use, an expired or unknown token all fail. */
async function consumeEmailToken(deps: AppDeps, token: string, purpose: "verify_email" | "reset_password") {
  const [row] = await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, deps.now()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

async function sendVerificationMail(deps: AppDeps, user: { id: string; email: string }, locale: Locale) {
  const token = await issueEmailToken(deps, user.id, "verify_email", VERIFY_EMAIL_TTL_MS);
  const link = `${deps.env.WEB_ORIGIN}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = await renderActionMail({ kind: "verifyEmail", locale, to: user.email, link });
  await deliverMail(deps, "verify_email", user.id, mail);
}

const isListedAdmin = (deps: AppDeps, email: string) => deps.env.ADMIN_EMAILS.includes(email);

/**
 * Sign-up says plainly when an address already has an account (a person who forgot they signed
 * up needs to know), so the answer is an account probe: a client address gets a few such answers
 * an hour, then every sign-up from it waits (429), whatever the address.
 */
export async function register(deps: AppDeps, input: z.output<typeof registerSchema>, clientIp: string): Promise<SessionPayload> {
  const probeKey = `register:taken:${clientIp}`;
  const [probes] = await deps.db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, probeKey));
  const windowEnd = probes ? probes.windowStart.getTime() + REGISTER_LIMITS.takenPerIp.windowMs : 0;
  if (probes && probes.count >= REGISTER_LIMITS.takenPerIp.limit && windowEnd > deps.now().getTime()) {
    throw tooManyRequests((windowEnd - deps.now().getTime()) / 1000);
  }
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw badRequest("Choose a stronger password.", { password: problem });
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) {
    await hit(deps, probeKey, REGISTER_LIMITS.takenPerIp);
    throw conflict("An account with this email already exists. Sign in instead.", "email_taken");
  }

  const passwordHash = await hashPassword(input.password);
  // Unknown codes are dropped: the account is created without a referral.
  const referredByCode = await referrerCodeForSignup(deps, input.referral_code);
  const [user] = await deps.db
    .insert(users)
    .values({ email: input.email, passwordHash, isAdmin: isListedAdmin(deps, input.email), referredByCode, termsAcceptedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!user) throw conflict("An account with this email already exists. Sign in instead.", "email_taken");
  const locale = input.locale ?? "en";
  await deps.db.insert(userSettings).values({ userId: user.id, locale });
  await sendVerificationMail(deps, user, locale);
  return openSession(deps, user);
}

export async function completeRegistration(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof completeRegistrationSchema>,
) {
  const userId = auth.userId;
  const [user] = await deps.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      country: input.country,
      phoneCountryCode: input.country_code,
      phoneNumber: input.phone_number,
      registrationCompletedAt: deps.now(),
      updatedAt: deps.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound("Account");
  // The country is part of the session, so the caller gets a fresh access token with it — for the
  // same sign-in (sid) and, while an admin acts as the user, still marked as such (imp).
  const accessToken = await signAccessToken(deps, {
    sub: user.id,
    email: user.email,
    is_admin: user.isAdmin,
    country: user.country,
    ...(auth.sessionId ? { sid: auth.sessionId } : {}),
    ...(auth.impersonatorId ? { imp: auth.impersonatorId } : {}),
  });
  return { user: publicUser(user), auth: { access_token: accessToken, expires_in: 15 * 60 } };
}

export async function login(deps: AppDeps, input: z.output<typeof loginSchema>, clientIp: string): Promise<SessionPayload> {
  const ipKey = `login:ip:${clientIp}`;
  const accountKey = `login:account:${input.email}`;
  const [byIp, byAccount] = await Promise.all([
    hit(deps, ipKey, LOGIN_LIMITS.perIp),
    hit(deps, accountKey, LOGIN_LIMITS.perAccount),
  ]);
  if (byIp.count > LOGIN_LIMITS.perIp.limit) throw tooManyRequests(byIp.retryAfterSeconds);
  if (byAccount.count > LOGIN_LIMITS.perAccount.limit) throw tooManyRequests(byAccount.retryAfterSeconds);

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), input.password);
  if (!user || !valid) throw unauthorized("The email or password is not correct.", "invalid_credentials");

  // Only failures count: a busy office behind one address must not lock itself out.
  await Promise.all([reset(deps, accountKey), release(deps, ipKey)]);
  if (!user.isAdmin && isListedAdmin(deps, user.email)) {
    await deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    user.isAdmin = true;
  }
  return openSession(deps, user);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

const addressTakenMeanwhile = () =>
  new ApiError(409, "email_taken", "This email address now belongs to another account, so your address was not changed.");

export type VerifiedEmail = { purpose: "verify_email" | "change_email"; email: string };

/**
 * Confirms an address from a mailed link: the sign-up address (verify_email), or the new address
 * of an email change (change_email), which only now replaces the old one — unless another account
 * took it meanwhile (409, and the link stays as it was).
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<VerifiedEmail> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx): Promise<VerifiedEmail> => {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            inArray(emailTokens.purpose, ["verify_email", "change_email"]),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, newEmail: emailTokens.newEmail });
      if (!row) {
        // A confirmation link opened again: the address it confirmed is confirmed, and the user is told so.
        const [used] = await tx
          .select({ verifiedAt: users.emailVerifiedAt })
          .from(emailTokens)
          .innerJoin(users, eq(users.id, emailTokens.userId))
          .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, "verify_email"), isNotNull(emailTokens.usedAt)));
        if (used?.verifiedAt) throw conflict("This email address is already confirmed.", "already_verified");
        throw badRequest("This confirmation link is invalid, used or expired.", { token: fieldError("link_invalid") });
      }

      if (row.purpose === "change_email" && row.newEmail) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, row.newEmail), ne(users.id, row.userId)));
        if (taken) throw addressTakenMeanwhile();
        const [user] = await tx
          .update(users)
          .set({ email: row.newEmail, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, row.userId))
          .returning({ email: users.email });
        if (!user) throw badRequest("This confirmation link is invalid, used or expired.", { token: fieldError("link_invalid") });
        // Links mailed before the change (a confirmation or a reset sent to the old address, another
        // pending change) must not act on the account any more: they expire now. Expired, not used,
        // so an old confirmation link never reads as "already confirmed" for the new address.
        await tx
          .update(emailTokens)
          .set({ expiresAt: now })
          .where(and(eq(emailTokens.userId, row.userId), isNull(emailTokens.usedAt)));
        return { purpose: "change_email", email: user.email };
      }

      const [user] = await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId)).returning({ email: users.email });
      if (!user) throw badRequest("This confirmation link is invalid, used or expired.", { token: fieldError("link_invalid") });
      return { purpose: "verify_email", email: user.email };
    });
  } catch (error) {
    // Two accounts confirming the same new address at once: the unique index decides.
    if (isUniqueViolation(error)) throw addressTakenMeanwhile();
    throw error;
  }
}

export async function resendVerification(deps: AppDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account");
  if (user.emailVerifiedAt) throw conflict("Your email address is already confirmed.", "already_verified");
  await sendVerificationMail(deps, user, await userLocale(deps, user.id));
}

export const AUTH_JOBS = { resetMail: "auth.reset-mail" } as const;
type ResetMailJob = { email: string };

/**
 * Asks for a reset link. Throttled per address (no mail bombing) and per client address, then
 * handed to the queue: the answer does the same work whether or not the account exists, so its
 * timing tells nothing (no account probing). Without a queue (tests), the mail is sent inline.
 */
export async function forgotPassword(deps: AppDeps, email: string, clientIp: string) {
  const [byIp, byAddress] = await Promise.all([
    hit(deps, `forgot:ip:${clientIp}`, FORGOT_PASSWORD_LIMITS.perIp),
    hit(deps, `forgot:address:${email}`, FORGOT_PASSWORD_LIMITS.perAddress),
  ]);
  if (byIp.count > FORGOT_PASSWORD_LIMITS.perIp.limit) throw tooManyRequests(byIp.retryAfterSeconds);
  if (byAddress.count > FORGOT_PASSWORD_LIMITS.perAddress.limit) throw tooManyRequests(byAddress.retryAfterSeconds);
  if (deps.queue) await deps.queue.send<ResetMailJob>(AUTH_JOBS.resetMail, { email });
  else await sendResetMail(deps, email);
}

export async function registerAuthWorkers(deps: AppDeps, queue: JobQueue): Promise<void> {
  await queue.work<ResetMailJob>(AUTH_JOBS.resetMail, async (job) => sendResetMail(deps, job.email));
}

/** Mails a reset link when the account exists; nothing otherwise. */
export async function sendResetMail(deps: AppDeps, email: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await issueEmailToken(deps, user.id, "reset_password", RESET_PASSWORD_TTL_MS);
  const link = `${deps.env.WEB_ORIGIN}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = await renderActionMail({ kind: "resetPassword", locale: await userLocale(deps, user.id), to: user.email, link });
  await deliverMail(deps, "reset_password", user.id, mail);
}

/** Sets a new password from a mailed link and signs the account out everywhere. */
export async function resetPassword(deps: AppDeps, input: z.output<typeof resetPasswordSchema>) {
  const userId = await consumeEmailToken(deps, input.token, "reset_password");
  if (!userId) throw badRequest("This reset link is invalid, used or expired. Ask for a new one.", { token: fieldError("link_invalid") });
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const problem = passwordProblem(input.password, user?.email);
  if (problem) throw badRequest("Choose a stronger password.", { password: problem });
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: deps.now() })
    .where(eq(users.id, userId));
  // Other reset links die with this one, and so does a pending email change: a reset is how the
  // owner takes the account back (the change notice mail links here).
  await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, ["reset_password", "change_email"]), isNull(emailTokens.usedAt)),
    );
  await revokeAllSessions(deps, userId);
}

/** Password and email changes are the account owner's alone. */
export function assertNotImpersonating(auth: AuthContext) {
  if (auth.impersonatorId) throw forbidden("This change is not allowed while signed in as another user.", "impersonation_forbidden");
}

/**
 * Signs an admin in as another user. Admin rights come from the database, never from the
 * client; the session is short, cannot be refreshed, and is written to the audit table.
 */
export async function startImpersonation(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof impersonateSchema>,
): Promise<SessionPayload> {
  if (auth.impersonatorId) throw forbidden("Go back to your admin account before signing in as someone else.", "nested_impersonation");
  const [admin] = await deps.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, auth.userId));
  if (!auth.isAdmin || !admin?.isAdmin) throw forbidden("Only admins can sign in as another user.", "admin_only");
  const [target] = await deps.db.select().from(users).where(eq(users.email, input.email));
  if (!target) throw notFound("User");
  if (target.id === auth.userId) throw forbidden("You are already signed in as yourself.", "impersonate_self");
  if (target.isAdmin) throw forbidden("Admins cannot sign in as another admin.", "impersonate_admin");

  const now = deps.now();
  const [audit] = await deps.db
    .insert(impersonations)
    .values({
      adminId: auth.userId,
      targetId: target.id,
      reason: input.reason || null,
      startedAt: now,
      expiresAt: new Date(now.getTime() + IMPERSONATION_TTL_SECONDS * 1000),
    })
    .returning({ id: impersonations.id });
  // The audit record is the sign-in: the token names it (sid), and dies when it is closed.
  const accessToken = await signAccessToken(
    deps,
    { sub: target.id, email: target.email, is_admin: target.isAdmin, country: target.country, imp: auth.userId, sid: audit!.id },
    IMPERSONATION_TTL_SECONDS,
  );
  return {
    user: publicUser(target),
    auth: { access_token: accessToken, expires_in: IMPERSONATION_TTL_SECONDS },
    refresh_token: null,
  };
}

/**
 * Closes the audit record when the admin goes back to their own account or signs out; its
 * access token stops working at once.
 */
export async function endImpersonation(deps: AppDeps, auth: AuthContext) {
  const open = openImpersonationOf(auth);
  if (!open) throw badRequest("You are not signed in as another user.");
  await deps.db.update(impersonations).set({ endedAt: deps.now() }).where(open);
}
