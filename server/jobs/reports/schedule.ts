import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ReportFrequency } from "@/lib/contracts/email";
import type { AppDeps } from "../../deps";
import { users, userSettings } from "../../db/schema";
import { deliverMail } from "../../mail/deliver";
import type { JobQueue } from "../queue";
import { composeReport, isReportDue, REPORT_DUE_SLACK_MS, REPORT_PERIOD_MS, reportRecipient, scheduledPeriod } from "./report";

/** How often the schedule looks for reports that are due. */
export const REPORT_CHECK_EVERY_MS = 3_600_000;

export const REPORT_JOBS = { schedule: "report-schedule", send: "report-send" } as const;
export type ReportSendJob = { userId: string };

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
  const user = await reportRecipient(deps, userId);
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
