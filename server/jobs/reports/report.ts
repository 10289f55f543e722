import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { APPLICATION_EXITS } from "@/lib/contracts/applications";
import type { ReportFrequency, ReportPreview } from "@/lib/contracts/email";
import type { AppDeps } from "../../deps";
import { applicationEvents, applications, copilots, users, userSettings } from "../../db/schema";
import { ApiError, conflict, notFound, tooManyRequests } from "../../core/errors";
import { renderReportMail, type ReportData, type ReportTip } from "../../mail/report";
import { deliverMail } from "../../mail/deliver";
import { hit, type RateLimitRule } from "../../core/rate-limit";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const REPORT_PERIOD_MS: Record<ReportFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/**
 * A report is due this much before a full period has passed: the hourly check lands a few seconds
 * either side of the hour, and without slack a daily report would slip an hour later every day.
 */
export const REPORT_DUE_SLACK_MS = 30 * 60_000;
/** "Send me one now": a few per hour, so the button cannot be used to flood an inbox. */
export const MANUAL_REPORT_LIMIT: RateLimitRule = { limit: 5, windowMs: HOUR_MS };

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

export type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  verified: boolean;
  locale: Locale;
  /** The stored choice; accounts without a settings row have the default, weekly. */
  frequency: "off" | ReportFrequency;
  lastReportSentAt: Date | null;
};

/** Who a report goes to and how they want it; null for an account that is gone. */
export async function reportRecipient(deps: AppDeps, userId: string): Promise<Recipient | null> {
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
    deps.services.stageCounts(deps, userId),
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
    needsYou: stages.needs_you,
    tip,
    // Applications waiting on the user are worth a report even in a quiet period.
    empty: newMatches === 0 && (changes?.moves ?? 0) === 0 && stages.needs_you === 0,
  };
}

/** The report built and rendered: its data, the mail to send and the preview the page shows. */
export async function composeReport(deps: AppDeps, user: Recipient, frequency: ReportFrequency, period: ReportPeriod, requested: boolean) {
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
  const user = await reportRecipient(deps, userId);
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
