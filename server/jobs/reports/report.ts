import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { APPLICATION_EXITS } from "@/lib/contracts/applications";
import type { EmailLogItem, EmailLogQuery, ReportFrequency, ReportPreview } from "@/lib/contracts/email";
import type { AppDeps } from "../../deps";
import { applicationEvents, applications, copilots, emailLog, users, userSettings } from "../../db/schema";
import { ApiError, conflict, notFound, tooManyRequests } from "../../core/errors";
import type { JobQueue } from "../queue";
import { renderReportMail, type ReportData, type ReportTip } from "../../mail/report";
import { countByStage } from "../../services/applications";
import { deliverMail } from "../../mail/deliver";
import { hit, type RateLimitRule } from "../../core/rate-limit";
import { createdKeyset, keysetPage, type Page } from "../../db/toolkit";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const REPORT_PERIOD_MS: Record<ReportFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** How often the schedule looks for reports that are due. */
export const REPORT_CHECK_EVERY_MS = HOUR_MS;
/**
 * A report is due this much before a full period has passed: the hourly check lands a few seconds
 * either side of the hour, and without slack a daily report would slip an hour later every day.
 */
export const REPORT_DUE_SLACK_MS = 30 * 60_000;
/** "Send me one now": a few per hour, so the button cannot be used to flood an inbox. */
export const MANUAL_REPORT_LIMIT: RateLimitRule = { limit: 5, windowMs: HOUR_MS };

export const REPORT_JOBS = { schedule: "report-schedule", send: "report-send" } as const;
export type ReportSendJob = { userId: string };

const TOP_MATCHES = 5;
const MOVED_SHOWN = 10;
const FORWARD_STAGES = ["interview", "offer", "hired"] as const;
const GENERAL_TIPS: ReportTip[] = ["cv", "coverLetter", "advisors"];

export type ReportPeriod = { from: Date; to: Date };

/** The last 24 hours or 7 days up to now. */
export const rollingPeriod = (frequency: ReportFrequency, now: Date): ReportPeriod => ({
  from: new Date(now.getTime() - REPORT_PERIOD_MS[frequency]),
  to: now,
});

/**
 * What the next scheduled report covers: everything since the last one, so consecutive reports
 * neither overlap nor leave a gap. After a long pause (reports were off, or the frequency became
 * shorter) it covers one period, not the whole gap.
 */
export function scheduledPeriod(frequency: ReportFrequency, now: Date, lastSentAt: Date | null): ReportPeriod {
  const elapsed = lastSentAt ? now.getTime() - lastSentAt.getTime() : Number.POSITIVE_INFINITY;
  if (lastSentAt && elapsed > 0 && elapsed <= 2 * REPORT_PERIOD_MS[frequency]) return { from: lastSentAt, to: now };
  return rollingPeriod(frequency, now);
}

export const isReportDue = (frequency: ReportFrequency, now: Date, lastSentAt: Date | null) =>
  !lastSentAt || now.getTime() - lastSentAt.getTime() >= REPORT_PERIOD_MS[frequency] - REPORT_DUE_SLACK_MS;

type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  verified: boolean;
  locale: Locale;
  /** The stored choice; accounts without a settings row have the default, weekly. */
  frequency: "off" | ReportFrequency;
  lastReportSentAt: Date | null;
};

async function recipient(deps: AppDeps, userId: string): Promise<Recipient | null> {
  const [row] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      verifiedAt: users.emailVerifiedAt,
      locale: userSettings.locale,
      frequency: userSettings.emailReportFrequency,
      lastReportSentAt: userSettings.lastReportSentAt,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    verified: row.verifiedAt !== null,
    locale: isLocale(row.locale) ? row.locale : "en",
    frequency: row.frequency ?? "weekly",
    lastReportSentAt: row.lastReportSentAt,
  };
}

const snapshotText = (key: string) => sql<string | null>`${applications.jobSnapshot}->>${sql.raw(`'${key}'`)}`;
const within = (column: PgColumn, period: ReportPeriod) => and(gte(column, period.from), lt(column, period.to));

/** The tip that helps most now: setup problems first, then the stage the user is at, then a rotating general one. */
export function chooseTip(facts: {
  copilots: number;
  activeCopilots: number;
  offers: number;
  interviews: number;
  waitingReview: number;
  newMatches: number;
  periodIndex: number;
}): ReportTip {
  if (facts.copilots === 0) return "createCopilot";
  if (facts.activeCopilots === 0) return "resumeCopilot";
  if (facts.offers > 0) return "offer";
  if (facts.interviews > 0) return "interview";
  if (facts.waitingReview >= 5) return "review";
  if (facts.newMatches === 0) return "broaden";
  return GENERAL_TIPS[facts.periodIndex % GENERAL_TIPS.length]!;
}

/** Everything one report says about one user's applications in one period. */
export async function buildReport(
  deps: AppDeps,
  user: Recipient,
  frequency: ReportFrequency,
  period: ReportPeriod,
  requested: boolean,
): Promise<ReportData> {
  const userId = user.id;
  const created = within(applications.createdAt, period);
  const eventInPeriod = and(eq(applicationEvents.userId, userId), within(applicationEvents.createdAt, period));
  // The copilot's name is joined on the owner too, as the applications list does.
  const ownCopilot = and(eq(copilots.id, applications.copilotId), eq(copilots.userId, userId));

  const [perCopilot, top, [changes], moved, stages, ownCopilots] = await Promise.all([
    deps.db
      .select({ id: applications.copilotId, name: copilots.name, count: sql<number>`count(*)`.mapWith(Number) })
      .from(applications)
      .leftJoin(copilots, ownCopilot)
      .where(and(eq(applications.userId, userId), created))
      .groupBy(applications.copilotId, copilots.name)
      .orderBy(desc(sql`count(*)`), asc(copilots.name)),
    // Matches the user already turned down are not worth showing again.
    deps.db
      .select({ id: applications.id, title: snapshotText("title"), company: snapshotText("company"), score: applications.score, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.userId, userId), created, notInArray(applications.stage, [...APPLICATION_EXITS])))
      .orderBy(desc(applications.score), desc(applications.createdAt), asc(applications.id))
      .limit(TOP_MATCHES),
    deps.db
      .select({
        applied: sql<number>`count(distinct ${applicationEvents.applicationId}) filter (where ${applicationEvents.toStage} = 'applied')`.mapWith(Number),
        forward: sql<number>`count(distinct ${applicationEvents.applicationId}) filter (where ${inArray(applicationEvents.toStage, [...FORWARD_STAGES])})`.mapWith(Number),
        // Moves between stages; an application's creation is counted as a new match instead.
        moves: sql<number>`count(*) filter (where ${applicationEvents.fromStage} is not null and ${applicationEvents.toStage} is not null)`.mapWith(Number),
      })
      .from(applicationEvents)
      .where(eventInPeriod),
    deps.db
      .select({ id: applications.id, title: snapshotText("title"), company: snapshotText("company"), stage: applicationEvents.toStage })
      .from(applicationEvents)
      .innerJoin(applications, and(eq(applications.id, applicationEvents.applicationId), eq(applications.userId, userId)))
      .where(and(eventInPeriod, inArray(applicationEvents.toStage, [...FORWARD_STAGES])))
      .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
      .limit(MOVED_SHOWN * 3),
    countByStage(deps, userId, {}),
    deps.db.select({ status: copilots.status }).from(copilots).where(eq(copilots.userId, userId)),
  ]);

  // An application that went interview → offer in one period shows once, at its latest stage.
  const seen = new Set<string>();
  const forward = moved.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, MOVED_SHOWN);
  const newMatches = perCopilot.reduce((sum, row) => sum + row.count, 0);
  const offers = forward.filter((row) => row.stage === "offer" || row.stage === "hired").length;
  const tip = chooseTip({
    copilots: ownCopilots.length,
    activeCopilots: ownCopilots.filter((copilot) => copilot.status === "active").length,
    offers,
    interviews: forward.length - offers,
    waitingReview: stages.review,
    newMatches,
    periodIndex: Math.floor(period.to.getTime() / REPORT_PERIOD_MS[frequency]),
  });
  return {
    frequency,
    period,
    locale: user.locale,
    firstName: user.firstName,
    requested,
    newMatches,
    byCopilot: perCopilot.map((row) => ({ name: row.id ? row.name : null, count: row.count })),
    topMatches: top.map((row) => ({ id: row.id, title: row.title ?? "", company: row.company ?? "", score: row.score })),
    applied: changes?.applied ?? 0,
    forwardTotal: changes?.forward ?? 0,
    forward: forward.map((row) => ({ id: row.id, title: row.title ?? "", company: row.company ?? "", stage: row.stage as (typeof FORWARD_STAGES)[number] })),
    stages,
    waitingReview: stages.review,
    tip,
    empty: newMatches === 0 && (changes?.moves ?? 0) === 0,
  };
}

async function composeReport(deps: AppDeps, user: Recipient, frequency: ReportFrequency, period: ReportPeriod, requested: boolean) {
  const data = await buildReport(deps, user, frequency, period, requested);
  const mail = await renderReportMail(data, { origin: deps.env.WEB_ORIGIN });
  const preview: ReportPreview = {
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    frequency,
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    empty: data.empty,
  };
  return { data, mail: { ...mail, to: user.email }, preview };
}

/** Off means no schedule, but a preview or a mail on request still needs a period: the default, weekly. */
const frequencyOf = (user: Recipient, asked: ReportFrequency | undefined): ReportFrequency =>
  asked ?? (user.frequency === "off" ? "weekly" : user.frequency);

/** A report on request covers a rolling window; without a frequency, the one the schedule would send next. */
function periodFor(user: Recipient, asked: ReportFrequency | undefined, now: Date) {
  const frequency = frequencyOf(user, asked);
  const scheduled = !asked && user.frequency !== "off";
  return {
    frequency,
    period: scheduled ? scheduledPeriod(frequency, now, user.lastReportSentAt) : rollingPeriod(frequency, now),
    requested: !scheduled,
  };
}

async function requireRecipient(deps: AppDeps, userId: string) {
  const user = await recipient(deps, userId);
  if (!user) throw notFound("Account");
  return user;
}

/** GET /email/report: the report as it would be mailed now, HTML and text. */
export async function previewReport(deps: AppDeps, userId: string, asked?: ReportFrequency): Promise<ReportPreview> {
  const user = await requireRecipient(deps, userId);
  const { frequency, period, requested } = periodFor(user, asked, deps.now());
  return (await composeReport(deps, user, frequency, period, requested)).preview;
}

/**
 * POST /email/report: mails the report now, even an empty one (the user asked for it). It does not
 * move the schedule: the next periodic report still covers everything since the last one.
 */
export async function sendReportNow(deps: AppDeps, userId: string, asked?: ReportFrequency) {
  const user = await requireRecipient(deps, userId);
  // Reports carry text the account holder chose (copilot names): never to an address nobody confirmed.
  if (!user.verified) throw conflict("Confirm your email address first: reports only go to a confirmed address.", "email_unverified");
  const limit = await hit(deps, `email-report:${userId}`, MANUAL_REPORT_LIMIT);
  if (limit.count > MANUAL_REPORT_LIMIT.limit) throw tooManyRequests(limit.retryAfterSeconds);
  const { frequency, period } = periodFor(user, asked, deps.now());
  // Whatever period it covers, this one was asked for: its footer says so.
  const { mail, preview } = await composeReport(deps, user, frequency, period, true);
  const status = await deliverMail(deps, "report", userId, mail);
  if (status === "failed") throw new ApiError(502, "mail_failed", "The report could not be sent. Please try again later.");
  return { ...preview, recipient: user.email };
}

// ---------------------------------------------------------------------------------------------
// Schedule

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// Written by us from JS dates, so milliseconds are exact; truncating guards against a hand-written value.
const lastSent = sql`date_trunc('milliseconds', ${userSettings.lastReportSentAt})`;

/**
 * Moves the marker from `previous` to `now`, only if nobody else moved it meanwhile: of two
 * workers that picked the same user, one wins and the other sends nothing.
 */
async function claimPeriod(deps: AppDeps, userId: string, previous: Date | null, now: Date): Promise<boolean> {
  const rows = await deps.db
    .insert(userSettings)
    .values({ userId, lastReportSentAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { lastReportSentAt: now },
      setWhere: previous ? sql`${lastSent} = ${stamp(previous)}` : isNull(userSettings.lastReportSentAt),
    })
    .returning({ userId: userSettings.userId });
  return rows.length === 1;
}

/** A failed delivery gives the period back, so the next hourly check tries again. */
async function releasePeriod(deps: AppDeps, userId: string, previous: Date | null, now: Date) {
  await deps.db
    .update(userSettings)
    .set({ lastReportSentAt: previous })
    .where(and(eq(userSettings.userId, userId), sql`${lastSent} = ${stamp(now)}`));
}

export type ScheduledOutcome = "sent" | "empty" | "not_due" | "ineligible" | "failed";

/**
 * One user's periodic report, if due. An empty period is skipped but still counts as reported
 * (last_report_sent_at moves on), so the report keeps its rhythm instead of arriving the hour
 * the first thing happens. Only confirmed addresses get reports.
 */
export async function sendScheduledReport(deps: AppDeps, userId: string): Promise<ScheduledOutcome> {
  const now = deps.now();
  const user = await recipient(deps, userId);
  if (!user || !user.verified || user.frequency === "off") return "ineligible";
  const frequency = user.frequency;
  if (!isReportDue(frequency, now, user.lastReportSentAt)) return "not_due";
  const period = scheduledPeriod(frequency, now, user.lastReportSentAt);
  const { data, mail } = await composeReport(deps, user, frequency, period, false);
  if (!(await claimPeriod(deps, userId, user.lastReportSentAt, now))) return "not_due";
  if (data.empty) return "empty";
  const status = await deliverMail(deps, "report", userId, mail);
  if (status === "sent") return "sent";
  await releasePeriod(deps, userId, user.lastReportSentAt, now);
  return "failed";
}

const FAN_OUT_BATCH = 500;

/** Accounts whose report is due: confirmed address, reports on, last one at least a period ago (minus the slack). */
function dueCondition(now: Date): SQL {
  const frequency = sql`coalesce(${userSettings.emailReportFrequency}, 'weekly')`;
  const dueFor = (value: ReportFrequency) =>
    and(
      sql`${frequency} = ${value}`,
      or(
        isNull(userSettings.lastReportSentAt),
        sql`${userSettings.lastReportSentAt} <= ${stamp(new Date(now.getTime() - REPORT_PERIOD_MS[value] + REPORT_DUE_SLACK_MS))}`,
      ),
    );
  return and(isNotNull(users.emailVerifiedAt), or(dueFor("daily"), dueFor("weekly")))!;
}

/** The hourly check: one send job per due account, so one failure never holds up the others. */
export async function enqueueDueReports(deps: AppDeps, queue: JobQueue): Promise<number> {
  const now = deps.now();
  let after: string | null = null;
  let enqueued = 0;
  for (;;) {
    const rows: { id: string }[] = await deps.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(and(dueCondition(now), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(FAN_OUT_BATCH);
    for (const { id } of rows) {
      if (await queue.send<ReportSendJob>(REPORT_JOBS.send, { userId: id }, { singletonKey: `report:${id}` })) enqueued += 1;
    }
    if (rows.length < FAN_OUT_BATCH) break;
    after = rows.at(-1)!.id;
  }
  if (enqueued > 0) deps.logger.info({ enqueued }, "report mails enqueued");
  return enqueued;
}

/** The report workers on a queue: the hourly check and the per-user send. */
export async function registerReportWorkers(deps: AppDeps, queue: JobQueue): Promise<void> {
  await queue.work(REPORT_JOBS.schedule, async () => void (await enqueueDueReports(deps, queue)));
  await queue.work<ReportSendJob>(
    REPORT_JOBS.send,
    async ({ userId }) => {
      const outcome = await sendScheduledReport(deps, userId);
      if (outcome === "failed") deps.logger.warn({ user_id: userId }, "report mail failed; the next check tries again");
    },
    { concurrency: 4 },
  );
}

// ---------------------------------------------------------------------------------------------
// Mail log

const emailKeyset = createdKeyset(emailLog.createdAt, emailLog.id);

/** GET /email: the mails sent to the user, newest first, keyset-paged on (created_at, id). */
export async function listEmailLog(deps: AppDeps, userId: string, query: EmailLogQuery): Promise<Page<EmailLogItem>> {
  const rows = await deps.db
    .select({
      id: emailLog.id,
      kind: emailLog.kind,
      recipient: emailLog.recipient,
      subject: emailLog.subject,
      status: emailLog.status,
      error: emailLog.error,
      createdAt: emailLog.createdAt,
      key: emailKeyset.key,
    })
    .from(emailLog)
    .where(and(eq(emailLog.userId, userId), emailKeyset.after(query.cursor)))
    .orderBy(...emailKeyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status,
      // The mail server's answer ("550 mailbox unavailable") helps the user fix their address.
      error: row.error?.slice(0, 300) ?? null,
      created_at: row.createdAt.toISOString(),
    }),
    (last) => emailKeyset.cursor(last.key, last.id),
  );
}
