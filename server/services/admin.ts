import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type {
  AdminFeedback,
  AdminImpersonation,
  AdminUser,
  adminFeedbacksQuerySchema,
  adminUsersQuerySchema,
  FeedbackStatus,
  ImpersonationState,
} from "@/lib/contracts/admin";
import { ADMIN_PAGE_SIZE } from "@/lib/contracts/admin";
import { isLocale } from "@/lib/i18n/locales";
import type { AppDeps } from "../deps";
import type { AuthContext } from "../core/auth-context";
import { conflict, forbidden, notFound } from "../core/errors";
import { feedbacks, impersonations, userSettings, users } from "../db/schema";
import { createdKeyset, isUuid, keysetPage, type Page } from "../db/toolkit";
import { deliverMail } from "../mail/deliver";
import { renderSupportReplyMail } from "../mail/templates";
import { escapeLike } from "./applications";
import { getEntitlements } from "./billing";

/**
 * Admin rights come from the database, never from the token alone, and not while signed in as
 * someone else: an admin acting as a user has only that user's rights.
 */
export async function assertAdmin(deps: AppDeps, auth: AuthContext) {
  const refuse = () => forbidden("Only admins can use the admin console.", "admin_only");
  if (auth.impersonatorId) throw refuse();
  const [row] = await deps.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, auth.userId));
  if (!row?.isAdmin) throw refuse();
}

const userKeyset = createdKeyset(users.createdAt, users.id);

/** Users newest first, narrowed to those whose email or name holds `q` (any case), 25 a page. */
export async function searchUsers(deps: AppDeps, query: z.output<typeof adminUsersQuerySchema>): Promise<Page<AdminUser>> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const fullName = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;
  const matches = pattern
    ? or(sql`${users.email} ilike ${pattern} escape '\\'`, sql`${fullName} ilike ${pattern} escape '\\'`)
    : undefined;
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      key: userKeyset.key,
      // Named in full: Drizzle leaves the outer column unqualified, and "id" would mean the inner table's.
      copilots: sql<number>`(select count(*)::int from copilots c where c.user_id = "users"."id")`,
      activeCopilots: sql<number>`(select count(*)::int from copilots c where c.user_id = "users"."id" and c.status = 'active')`,
      // Every sign-in and every refresh writes a refresh-token row; admins signed in as the user write none.
      lastSignIn: sql<string | Date | null>`(select max(r.created_at) from refresh_tokens r where r.user_id = "users"."id")`,
      lastApplication: sql<string | Date | null>`(select max(a.updated_at) from applications a where a.user_id = "users"."id")`,
    })
    .from(users)
    .where(and(matches, userKeyset.after(query.cursor)))
    .orderBy(...userKeyset.orderBy())
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  // The plan as the user's own pages see it (subscriptions settled, the demo flag honoured).
  const plans = new Map(await Promise.all(page.map(async (row) => [row.id, (await getEntitlements(deps, row.id))] as const)));
  return keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (row) => {
      const entitlements = plans.get(row.id);
      const times = [row.lastSignIn, row.lastApplication].filter((time) => time !== null).map((time) => new Date(time));
      const last = times.length > 0 ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
      return {
        id: row.id,
        email: row.email,
        name: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
        plan: {
          id: entitlements?.plan.id ?? "free",
          name: entitlements?.plan.name ?? "Free",
          source: entitlements?.source ?? "default",
        },
        copilots: row.copilots,
        active_copilots: row.activeCopilots,
        last_active_at: last?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        is_admin: row.isAdmin,
      };
    },
    (last) => userKeyset.cursor(last.key, last.id),
  );
}

const sender = alias(users, "sender");
const answerer = alias(users, "answerer");
const feedbackKeyset = createdKeyset(feedbacks.createdAt, feedbacks.id);

const feedbackColumns = {
  id: feedbacks.id,
  kind: feedbacks.kind,
  topic: feedbacks.topic,
  message: feedbacks.message,
  context: feedbacks.context,
  createdAt: feedbacks.createdAt,
  status: feedbacks.status,
  reply: feedbacks.reply,
  answeredAt: feedbacks.answeredAt,
  userId: feedbacks.userId,
  userEmail: sender.email,
  answeredBy: feedbacks.answeredBy,
  answererEmail: answerer.email,
  key: feedbackKeyset.key,
};

type FeedbackRow = {
  id: string;
  kind: AdminFeedback["kind"];
  topic: string;
  message: string | null;
  context: Record<string, unknown>;
  createdAt: Date;
  status: FeedbackStatus;
  reply: string | null;
  answeredAt: Date | null;
  userId: string;
  userEmail: string;
  answeredBy: string | null;
  answererEmail: string | null;
};

function adminFeedback(row: FeedbackRow): AdminFeedback {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    message: row.message,
    page: typeof row.context.page === "string" ? row.context.page : null,
    user: { id: row.userId, email: row.userEmail },
    created_at: row.createdAt.toISOString(),
    status: row.status,
    reply:
      row.reply !== null && row.answeredAt
        ? {
            message: row.reply,
            answered_at: row.answeredAt.toISOString(),
            by: row.answeredBy && row.answererEmail ? { id: row.answeredBy, email: row.answererEmail } : null,
          }
        : null,
  };
}

const feedbackQuery = (deps: AppDeps) =>
  deps.db
    .select(feedbackColumns)
    .from(feedbacks)
    .innerJoin(sender, eq(sender.id, feedbacks.userId))
    .leftJoin(answerer, eq(answerer.id, feedbacks.answeredBy));

/** The support inbox: support messages and cancellation reasons of one status, newest first. */
export async function listInbox(deps: AppDeps, query: z.output<typeof adminFeedbacksQuerySchema>): Promise<Page<AdminFeedback>> {
  const rows = await feedbackQuery(deps)
    .where(and(eq(feedbacks.status, query.status), feedbackKeyset.after(query.cursor)))
    .orderBy(...feedbackKeyset.orderBy())
    .limit(ADMIN_PAGE_SIZE + 1);
  return keysetPage(rows, ADMIN_PAGE_SIZE, adminFeedback, (last) => feedbackKeyset.cursor(last.key, last.id));
}

/**
 * Answers a message once: the answer is stored, the message marked answered and the answer mailed
 * to the user in their language. A second answer is refused (409): the user has one mail to
 * reply to, and a follow-up belongs in that conversation, not in a second mail from here.
 */
export async function replyToFeedback(deps: AppDeps, adminId: string, feedbackId: string, message: string) {
  if (!isUuid(feedbackId)) throw notFound("Message");
  const [answered] = await deps.db
    .update(feedbacks)
    .set({ status: "answered", reply: message, answeredAt: deps.now(), answeredBy: adminId })
    .where(and(eq(feedbacks.id, feedbackId), eq(feedbacks.status, "open")))
    .returning({ id: feedbacks.id });
  if (!answered) {
    const [exists] = await deps.db.select({ id: feedbacks.id }).from(feedbacks).where(eq(feedbacks.id, feedbackId));
    if (!exists) throw notFound("Message");
    throw conflict("This message has already been answered.", "already_answered");
  }
  const [row] = await feedbackQuery(deps).where(eq(feedbacks.id, feedbackId));
  const [settings] = await deps.db.select({ locale: userSettings.locale }).from(userSettings).where(eq(userSettings.userId, row!.userId));
  const locale = settings?.locale && isLocale(settings.locale) ? settings.locale : "en";
  const mail = await renderSupportReplyMail({
    locale,
    to: row!.userEmail,
    reply: message,
    original: row!.message,
    link: `${deps.env.WEB_ORIGIN}/support/something-else`,
  });
  const status = await deliverMail(deps, "support_reply", row!.userId, mail);
  return { feedback: adminFeedback(row!), mailed: status === "sent" };
}

const admin = alias(users, "admin");
const target = alias(users, "target");
const impersonationKeyset = createdKeyset(impersonations.startedAt, impersonations.id);

function stateOf(row: { endedAt: Date | null; expiresAt: Date }, now: Date): ImpersonationState {
  if (row.endedAt) return "ended";
  return row.expiresAt > now ? "active" : "expired";
}

/** The "Sign-in as" audit log, newest first. */
export async function listImpersonations(deps: AppDeps, cursor: string | undefined): Promise<Page<AdminImpersonation>> {
  const rows = await deps.db
    .select({
      id: impersonations.id,
      adminId: impersonations.adminId,
      adminEmail: admin.email,
      targetId: impersonations.targetId,
      targetEmail: target.email,
      reason: impersonations.reason,
      startedAt: impersonations.startedAt,
      expiresAt: impersonations.expiresAt,
      endedAt: impersonations.endedAt,
      key: impersonationKeyset.key,
    })
    .from(impersonations)
    .innerJoin(admin, eq(admin.id, impersonations.adminId))
    .innerJoin(target, eq(target.id, impersonations.targetId))
    .where(impersonationKeyset.after(cursor))
    .orderBy(...impersonationKeyset.orderBy())
    .limit(ADMIN_PAGE_SIZE + 1);
  const now = deps.now();
  return keysetPage(
    rows,
    ADMIN_PAGE_SIZE,
    (row) => ({
      id: row.id,
      admin: { id: row.adminId, email: row.adminEmail },
      user: { id: row.targetId, email: row.targetEmail },
      reason: row.reason,
      started_at: row.startedAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      ended_at: row.endedAt?.toISOString() ?? null,
      state: stateOf(row, now),
    }),
    (last) => impersonationKeyset.cursor(last.key, last.id),
  );
}
