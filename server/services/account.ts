import { and, asc, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  EmailStatus,
  PasswordChanged,
} from "@/lib/contracts/account";
import type { AppDeps } from "../deps";
import {
  aiUsage,
  assistantMessages,
  assistantThreads,
  answerBank,
  applicationEvents,
  applicationProofs,
  applications,
  copilots,
  coverLetters,
  cvDocuments,
  cvDocumentVersions,
  emailLog,
  emailTokens,
  feedbacks,
  impersonations,
  profileDetails,
  profileExtra,
  rateLimits,
  referralRewards,
  resumes,
  subscriptions,
  userSettings,
  users,
} from "../db/schema";
import type { AuthContext } from "../core/auth-context";
import { fieldError, type FieldErrors } from "@/lib/http/envelope";
import { ApiError, badRequest, forbidden, notFound, tooManyRequests } from "../core/errors";
import { renderActionMail } from "../mail/templates";
import { assertNotImpersonating, issueEmailToken, userLocale } from "./auth";
import { cancel as cancelSubscription } from "./billing";
import { deliverMail } from "../mail/deliver";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { hit, reset, type RateLimitRule } from "../core/rate-limit";
import { revokeOtherSessions } from "./sessions";
import { forgetUserSessions } from "./session-liveness";

const CHANGE_EMAIL_TTL_MS = 60 * 60 * 1000;
/** Wrong passwords on the account page, per account: a stolen session cannot guess the password. */
const PASSWORD_CHECKS: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Confirmation mails per account and hour: the page cannot be used to flood someone's inbox. */
const CHANGE_EMAIL_MAILS: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };

const passwordKey = (userId: string) => `account:password:${userId}`;
const mailKey = (userId: string) => `account:change-email:${userId}`;

type UserRow = typeof users.$inferSelect;

const WRONG_PASSWORD = "The password is not correct.";
const EMAIL_TAKEN = "An account with this email address already exists.";

async function loadUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account");
  return user;
}

/** Checks the password the user typed again, throttled; true when it is right. */
async function passwordMatches(deps: AppDeps, user: UserRow, password: string): Promise<boolean> {
  const attempt = await hit(deps, passwordKey(user.id), PASSWORD_CHECKS);
  if (attempt.count > PASSWORD_CHECKS.limit) throw tooManyRequests(attempt.retryAfterSeconds);
  const matches = await verifyPassword(user.passwordHash, password);
  if (matches) await reset(deps, passwordKey(user.id));
  return matches;
}

async function requirePassword(deps: AppDeps, user: UserRow, password: string, field: string) {
  if (!(await passwordMatches(deps, user, password))) throw badRequest(WRONG_PASSWORD, { [field]: fieldError("password_wrong") });
}

async function assertAddressFree(deps: AppDeps, userId: string, email: string) {
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken) throw new ApiError(409, "email_taken", EMAIL_TAKEN, { new_email: fieldError("email_taken") });
}

const pendingChange = (deps: AppDeps, userId: string) =>
  and(
    eq(emailTokens.userId, userId),
    eq(emailTokens.purpose, "change_email"),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, deps.now()),
  );

/** Ends every confirmation link of earlier requests: only the newest request can be confirmed. */
async function endPendingChanges(deps: AppDeps, userId: string) {
  await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "change_email"), isNull(emailTokens.usedAt)));
}

export async function getEmailStatus(deps: AppDeps, userId: string): Promise<EmailStatus> {
  const user = await loadUser(deps, userId);
  const [pending] = await deps.db
    .select({ newEmail: emailTokens.newEmail, createdAt: emailTokens.createdAt, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(pendingChange(deps, userId))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return {
    email: user.email,
    verified: user.emailVerifiedAt !== null,
    pending_change:
      pending?.newEmail != null
        ? { new_email: pending.newEmail, requested_at: pending.createdAt.toISOString(), expires_at: pending.expiresAt.toISOString() }
        : null,
  };
}

/** Mails the confirmation link to the new address and, on a new request, a notice to the current one. */
async function mailChange(deps: AppDeps, user: UserRow, newEmail: string, { notice }: { notice: boolean }) {
  const sent = await hit(deps, mailKey(user.id), CHANGE_EMAIL_MAILS);
  if (sent.count > CHANGE_EMAIL_MAILS.limit) throw tooManyRequests(sent.retryAfterSeconds);
  await endPendingChanges(deps, user.id);
  const token = await issueEmailToken(deps, user.id, "change_email", CHANGE_EMAIL_TTL_MS, newEmail);
  const locale = await userLocale(deps, user.id);
  const link = `${deps.env.WEB_ORIGIN}/verify-email?token=${encodeURIComponent(token)}`;
  await deliverMail(deps, "change_email", user.id, await renderActionMail({ kind: "changeEmail.confirm", locale, to: newEmail, link }));
  if (notice) {
    const mail = await renderActionMail({
      kind: "changeEmail.notice",
      locale,
      to: user.email,
      link: `${deps.env.WEB_ORIGIN}/forgot-password`,
      values: { newEmail },
      ignoreNote: false,
    });
    await deliverMail(deps, "change_email", user.id, mail);
  }
}

/**
 * Starts an email change: the new address gets a single-use link valid for an hour, the current
 * one a notice. The address changes only when the link is opened (auth.verifyEmail).
 */
export async function requestEmailChange(deps: AppDeps, auth: AuthContext, input: z.output<typeof changeEmailSchema>) {
  assertNotImpersonating(auth);
  const user = await loadUser(deps, auth.userId);
  await requirePassword(deps, user, input.password, "password");
  if (input.new_email === user.email) {
    throw badRequest("This is already your email address.", { new_email: fieldError("email_same") });
  }
  await assertAddressFree(deps, user.id, input.new_email);
  await mailChange(deps, user, input.new_email, { notice: true });
  return getEmailStatus(deps, user.id);
}

/** A fresh link for the pending change (the old one stops working). */
export async function resendEmailChange(deps: AppDeps, auth: AuthContext) {
  assertNotImpersonating(auth);
  const user = await loadUser(deps, auth.userId);
  const status = await getEmailStatus(deps, user.id);
  if (!status.pending_change) throw new ApiError(404, "not_found", "No email change is waiting for confirmation.");
  await assertAddressFree(deps, user.id, status.pending_change.new_email);
  await mailChange(deps, user, status.pending_change.new_email, { notice: false });
  return getEmailStatus(deps, user.id);
}

export async function cancelEmailChange(deps: AppDeps, auth: AuthContext) {
  assertNotImpersonating(auth);
  await endPendingChanges(deps, auth.userId);
  return getEmailStatus(deps, auth.userId);
}

/**
 * Sets a new password after checking the current one. Reset links mailed earlier stop working; with
 * `sign_out_other_sessions`, every other sign-in ends at once (the access tokens carry their sign-in's
 * id, `sid`, and the backend refuses tokens of ended sign-ins), and this one stays.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof changePasswordSchema>,
): Promise<PasswordChanged> {
  assertNotImpersonating(auth);
  const user = await loadUser(deps, auth.userId);
  await requirePassword(deps, user, input.current_password, "current_password");
  const problem = passwordProblem(input.new_password, user.email);
  if (problem) throw badRequest("Choose a stronger password.", { new_password: problem });
  if (await verifyPassword(user.passwordHash, input.new_password)) {
    const same = fieldError("password_same");
    throw badRequest(same.message, { new_password: same });
  }
  const now = deps.now();
  await deps.db.update(users).set({ passwordHash: await hashPassword(input.new_password), updatedAt: now }).where(eq(users.id, user.id));
  await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, "reset_password"), isNull(emailTokens.usedAt)));
  const signedOut = input.sign_out_other_sessions ? await revokeOtherSessions(deps, user.id, auth.sessionId) : 0;
  return { ok: true, signed_out_sessions: signedOut };
}

// ---------------------------------------------------------------------------------------------
// Export

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as the API spells it (snake_case), without the columns named in `omit`. */
function exportRow<T extends Record<string, unknown>>(row: T, omit: readonly (keyof T)[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !omit.includes(key as keyof T))
      .map(([key, value]) => [snakeKey(key), value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Every table that refers to a user, and how the export covers it. A test compares this with the
 * database's foreign keys, so a new table cannot be left out of the export unnoticed.
 */
export const EXPORT_COVERAGE: Record<string, string> = {
  users: "user",
  profile_details: "profile.details",
  profile_extra: "profile.extra",
  user_settings: "settings",
  copilots: "copilots",
  resumes: "resumes",
  applications: "applications",
  application_events: "applications[].events",
  application_proofs: "applications[].proofs",
  answer_bank: "answer_bank",
  subscriptions: "subscriptions",
  feedbacks: "feedbacks",
  referral_rewards: "referral_rewards (as referrer)",
  email_log: "email_log",
  impersonations: "impersonations (as target)",
  ai_usage: "ai_usage",
  assistant_threads: "assistant_threads",
  assistant_messages: "assistant_threads[].messages",
  cover_letters: "cover_letters",
  cv_documents: "cv_documents",
  cv_document_versions: "cv_documents[].versions",
  // Not the user's data: credentials and delivery plumbing.
  refresh_tokens: "excluded: sign-in secrets (hashed)",
  email_tokens: "excluded: mailed link secrets (hashed)",
  user_events: "excluded: live-update queue, a copy of the applications' events",
};

/**
 * Everything the user owns, as one JSON document: no password hash, no stored secrets, and nothing
 * that identifies another person (an invitee's or an admin's id).
 */
export async function exportAccount(deps: AppDeps, auth: AuthContext) {
  if (auth.impersonatorId) throw forbidden("Only the account owner can download the account's data.", "impersonation_forbidden");
  const userId = auth.userId;
  const user = await loadUser(deps, userId);
  const [
    [details],
    [extra],
    [settings],
    copilotRows,
    resumeRows,
    applicationRows,
    eventRows,
    subscriptionRows,
    feedbackRows,
    rewardRows,
    mailRows,
    impersonationRows,
    proofRows,
    bankRows,
    aiUsageRows,
    threadRows,
    messageRows,
    letterRows,
    cvDocumentRows,
    cvVersionRows,
  ] = await Promise.all([
    deps.db.select().from(profileDetails).where(eq(profileDetails.userId, userId)),
    deps.db.select().from(profileExtra).where(eq(profileExtra.userId, userId)),
    deps.db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    deps.db.select().from(copilots).where(eq(copilots.userId, userId)).orderBy(asc(copilots.createdAt)),
    deps.db
      .select({
        id: resumes.id,
        fileName: resumes.fileName,
        mimeType: resumes.mimeType,
        sizeBytes: resumes.sizeBytes,
        sha256: resumes.sha256,
        text: resumes.text,
        facts: resumes.facts,
        createdAt: resumes.createdAt,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(asc(resumes.createdAt)),
    deps.db.select().from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt)),
    deps.db.select().from(applicationEvents).where(eq(applicationEvents.userId, userId)).orderBy(asc(applicationEvents.createdAt)),
    deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
    deps.db.select().from(feedbacks).where(eq(feedbacks.userId, userId)).orderBy(asc(feedbacks.createdAt)),
    deps.db
      .select({ id: referralRewards.id, days: referralRewards.days, appliedAt: referralRewards.appliedAt, createdAt: referralRewards.createdAt })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, userId))
      .orderBy(asc(referralRewards.createdAt)),
    deps.db.select().from(emailLog).where(eq(emailLog.userId, userId)).orderBy(asc(emailLog.createdAt)),
    deps.db
      .select({
        id: impersonations.id,
        reason: impersonations.reason,
        startedAt: impersonations.startedAt,
        expiresAt: impersonations.expiresAt,
        endedAt: impersonations.endedAt,
      })
      .from(impersonations)
      .where(eq(impersonations.targetId, userId))
      .orderBy(asc(impersonations.startedAt)),
    deps.db.select().from(applicationProofs).where(eq(applicationProofs.userId, userId)).orderBy(asc(applicationProofs.createdAt)),
    deps.db.select().from(answerBank).where(eq(answerBank.userId, userId)).orderBy(asc(answerBank.createdAt)),
    deps.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.createdAt)),
    deps.db.select().from(assistantThreads).where(eq(assistantThreads.userId, userId)).orderBy(asc(assistantThreads.createdAt)),
    deps.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.userId, userId))
      .orderBy(asc(assistantMessages.threadId), asc(assistantMessages.position)),
    deps.db.select().from(coverLetters).where(eq(coverLetters.userId, userId)).orderBy(asc(coverLetters.createdAt)),
    deps.db.select().from(cvDocuments).where(eq(cvDocuments.userId, userId)).orderBy(asc(cvDocuments.createdAt)),
    deps.db
      .select()
      .from(cvDocumentVersions)
      .where(eq(cvDocumentVersions.userId, userId))
      .orderBy(asc(cvDocumentVersions.documentId), asc(cvDocumentVersions.version)),
  ]);
  const versionsByDocument = new Map<string, Record<string, unknown>[]>();
  for (const version of cvVersionRows) {
    const list = versionsByDocument.get(version.documentId) ?? [];
    list.push(exportRow(version, ["userId", "documentId"]));
    versionsByDocument.set(version.documentId, list);
  }
  const messagesByThread = new Map<string, Record<string, unknown>[]>();
  for (const message of messageRows) {
    const list = messagesByThread.get(message.threadId) ?? [];
    list.push(exportRow(message, ["userId", "threadId", "state"]));
    messagesByThread.set(message.threadId, list);
  }
  const proofsByApplication = new Map<string, Record<string, unknown>[]>();
  for (const proof of proofRows) {
    const list = proofsByApplication.get(proof.applicationId) ?? [];
    list.push(exportRow(proof, ["userId", "applicationId", "htmlKey", "screenshotKey"]));
    proofsByApplication.set(proof.applicationId, list);
  }

  const eventsByApplication = new Map<string, Record<string, unknown>[]>();
  for (const event of eventRows) {
    const list = eventsByApplication.get(event.applicationId) ?? [];
    list.push(exportRow(event, ["userId", "applicationId"]));
    eventsByApplication.set(event.applicationId, list);
  }
  const exportedAt = deps.now();

  return {
    format: "job-copilot-export",
    version: 1,
    exported_at: exportedAt.toISOString(),
    user: exportRow(user, ["passwordHash"]),
    profile: {
      details: details ? exportRow(details, ["userId"]) : null,
      extra: extra ? exportRow(extra, ["userId"]) : null,
    },
    settings: settings ? exportRow(settings, ["userId"]) : null,
    copilots: copilotRows.map((row) => exportRow(row, ["userId"])),
    resumes: resumeRows.map((row) => exportRow(row)),
    applications: applicationRows.map((row) => ({
      ...exportRow(row, ["userId"]),
      events: eventsByApplication.get(row.id) ?? [],
      proofs: proofsByApplication.get(row.id) ?? [],
    })),
    answer_bank: bankRows.map((row) => exportRow(row, ["userId"])),
    subscriptions: subscriptionRows.map((row) => exportRow(row, ["userId"])),
    feedbacks: feedbackRows.map((row) => exportRow(row, ["userId", "answeredBy"])),
    referral_rewards: rewardRows.map((row) => exportRow(row)),
    email_log: mailRows.map((row) => exportRow(row, ["userId"])),
    impersonations: impersonationRows.map((row) => exportRow(row)),
    ai_usage: aiUsageRows.map((row) => exportRow(row, ["userId"])),
    assistant_threads: threadRows.map((row) => ({ ...exportRow(row, ["userId"]), messages: messagesByThread.get(row.id) ?? [] })),
    cover_letters: letterRows.map((row) => exportRow(row, ["userId"])),
    cv_documents: cvDocumentRows.map((row) => ({ ...exportRow(row, ["userId"]), versions: versionsByDocument.get(row.id) ?? [] })),
  };
}

// ---------------------------------------------------------------------------------------------
// Deletion

/**
 * Deletes the account for good: paid subscriptions stop renewing at the provider first (refused if
 * the provider cannot be reached, so nobody keeps paying for a deleted account), then the users row
 * goes and every row that refers to it with it (foreign keys cascade), sessions included, then the
 * uploaded files. Shared data (jobs) stays.
 */
export async function deleteAccount(deps: AppDeps, auth: AuthContext, input: z.output<typeof deleteAccountSchema>) {
  assertNotImpersonating(auth);
  const user = await loadUser(deps, auth.userId);
  const fields: FieldErrors = {};
  if (input.email !== user.email) fields.email = fieldError("email_mismatch");
  if (!(await passwordMatches(deps, user, input.password))) fields.password = fieldError("password_wrong");
  if (Object.keys(fields).length > 0) throw badRequest("The account was not deleted.", fields);

  const now = deps.now();
  const renewing = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.status, "active"),
        eq(subscriptions.canceled, false),
        ne(subscriptions.provider, "demo"),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const subscription of renewing) await cancelSubscription(deps, user.id, subscription.id);

  const files = await deps.db.select({ key: resumes.storageKey }).from(resumes).where(eq(resumes.userId, user.id));
  await deps.db.transaction(async (tx) => {
    await tx.delete(rateLimits).where(inArray(rateLimits.key, [passwordKey(user.id), mailKey(user.id), `login:account:${user.email}`]));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Its sign-ins went with the users row: their cached liveness goes too.
  forgetUserSessions(deps, user.id);

  // After the rows: a failure here leaves files nobody can reach, never an account without its files.
  if (deps.files) {
    const store = deps.files;
    const removals = [...files.map(({ key }) => () => store.delete(key)), () => store.deletePrefix(user.id)];
    const results = await Promise.allSettled(removals.map(async (remove) => remove()));
    for (const result of results) {
      if (result.status === "rejected") deps.logger.error({ err: result.reason, user_id: user.id }, "file of a deleted account left in storage");
    }
  }
  deps.logger.info({ user_id: user.id }, "account deleted");
}
