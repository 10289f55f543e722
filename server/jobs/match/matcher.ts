import { and, asc, eq, getTableColumns, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../deps";
import { applicationEvents, applications, copilots, jobs, profileExtra, resumes, userEvents, users } from "../../db/schema";
import { conflict, notFound } from "../../core/errors";
import { publishUserEvent } from "../../core/user-events";
import { type Candidate, type FilterContext, selectCandidates, spokenLanguagesOf, userCountriesOf } from "./filters";
import { placesOf } from "./places";
import { explainMatch, POINTS, type Match, type ScoredFacts, UNKNOWN_SKILLS_POINTS } from "./score";
import { factsOf, skillsOf } from "./facts";
import { enqueueApply } from "../apply/engine";

type CopilotRow = typeof copilots.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

export type MatchRun = {
  copilot_id: string;
  /** Jobs past every hard filter. */
  candidates: number;
  /** Candidates whose score reached the copilot's threshold. */
  matched: number;
  created: number;
};

const DAY_MS = 86_400_000;

/** The posting as it was when matched. */
function snapshotOf(job: Candidate) {
  const stated = job.salaryCurrency && (job.salaryMin !== null || job.salaryMax !== null);
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    country_codes: job.countryCodes,
    remote_type: job.remoteType,
    employment_type: job.employmentType,
    seniority: job.seniority,
    salary: stated ? { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency, period: job.salaryPeriod } : null,
    language: job.language,
    apply_url: job.applyUrl,
    posted_at: job.postedAt.toISOString(),
    source: job.source,
  };
}

/** What an application keeps of its job: the posting as the matcher saw it. */
export type JobSnapshot = ReturnType<typeof snapshotOf>;

type Scored = { job: Candidate; match: Match };

/** Scores the candidates, reading descriptions only for jobs that could still reach the threshold. */
async function score(deps: Pick<AppDeps, "db">, copilot: CopilotRow, facts: ScoredFacts, candidates: Candidate[], context: FilterContext) {
  const options = { now: context.now, userCountries: context.userCountries, places: context.places };
  const headroom = POINTS.skills - UNKNOWN_SKILLS_POINTS;
  const hopeful = candidates.filter((job) => {
    const rough = explainMatch({ ...job, skills: [] }, copilot, facts, options);
    return rough.fits && rough.score + headroom >= rough.threshold;
  });
  const skills = await skillsOf(deps, hopeful);
  return hopeful
    .map((job): Scored => ({ job, match: explainMatch({ ...job, skills: skills.get(job.id) ?? [] }, copilot, facts, options) }))
    .filter(({ match }) => match.passes)
    .sort((a, b) => b.match.score - a.match.score || b.job.postedAt.getTime() - a.job.postedAt.getTime());
}

// Rows per insert statement: a round of a broad copilot stays a few statements, each JSON payload a few MB at most.
const WRITE_CHUNK = 1_000;

type Writer = Pick<AppDeps, "db">["db"];

/** node-postgres returns { rows }, PGlite too; drizzle's typing differs per driver. */
const resultRows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Inserts rows from one JSON parameter, in the order given (ids from a sequence follow it): a
 * thousand rows as bound parameters cost nearly twice as much to send and bind as the JSON
 * (measured on PGlite for the matcher's applications), as ingestion found for jobs.
 */
async function insertFromJson<T extends PgTable>(tx: Writer, table: T, rows: T["$inferInsert"][], tail?: SQL): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(", "));
  const payload = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key]]))));
  const result = await tx.execute(sql`insert into ${table} (${names})
    select ${names} from json_populate_recordset(null::${table}, ${payload}::json) with ordinality as x order by x.ordinality
    ${tail ?? sql``}`);
  return resultRows<Record<string, unknown>>(result);
}

/**
 * Inserts the ranked matches the per-company cap lets through, one statement per chunk instead of
 * one per application, with the outcome of inserting them one by one in ranking order: a job the
 * user already has is skipped and does not count toward its company's cap. Jobs taken by another
 * writer meanwhile (the insert skips them) free their slot, so the plan is redone until nothing
 * is skipped; what was inserted stays in every later plan, as counts only go down.
 */
async function insertApplications(
  tx: Writer,
  run: { copilot: CopilotRow; stage: "queued" | "review"; now: Date },
  ranked: Scored[],
  perCompany: Map<string, number>,
): Promise<ApplicationRow[]> {
  const { copilot, stage, now } = run;
  if (ranked.length === 0) return [];
  const ids = ranked.map(({ job }) => job.id);
  const taken = new Set<string>();
  for (let i = 0; i < ids.length; i += WRITE_CHUNK) {
    const rows = await tx
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(and(eq(applications.userId, copilot.userId), inArray(applications.jobId, ids.slice(i, i + WRITE_CHUNK))));
    for (const row of rows) taken.add(row.jobId);
  }
  const inserted = new Map<string, ApplicationRow>();
  for (;;) {
    const counts = new Map(perCompany);
    const planned: Scored[] = [];
    for (const entry of ranked) {
      const { job } = entry;
      if (taken.has(job.id)) continue;
      // A company nobody could name ("" key) is not one company.
      if (job.companyKey && (counts.get(job.companyKey) ?? 0) >= copilot.companyCapCount) continue;
      counts.set(job.companyKey, (counts.get(job.companyKey) ?? 0) + 1);
      if (!inserted.has(job.id)) planned.push(entry);
    }
    let skipped = false;
    for (let i = 0; i < planned.length; i += WRITE_CHUNK) {
      const chunk = planned.slice(i, i + WRITE_CHUNK);
      const rows = await insertFromJson(
        tx,
        applications,
        chunk.map(({ job, match }) => ({
          userId: copilot.userId,
          copilotId: copilot.id,
          jobId: job.id,
          stage,
          score: match.score,
          reasons: match.reasons,
          jobSnapshot: snapshotOf(job),
          resumeId: copilot.resumeId,
          stageChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
        // Another run got there first: that one keeps it.
        sql`on conflict (user_id, job_id) do nothing returning id`,
      );
      const ids = rows.map((row) => (row as { id: string }).id);
      // Read back through drizzle for typed rows: still about half the cost of bound parameters.
      const stored = ids.length === 0 ? [] : await tx.select().from(applications).where(sql`${applications.id} in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`);
      for (const row of stored) inserted.set(row.jobId, row);
      for (const { job } of chunk) {
        if (inserted.has(job.id)) continue;
        taken.add(job.id);
        skipped = true;
      }
    }
    if (!skipped) return [...inserted.values()];
  }
}

/**
 * Turns fresh jobs into applications for one active copilot: hard filters in SQL, a score in
 * TypeScript, every match proposed. The daily limits count applications sent, so they are held by
 * the apply engine, not here.
 */
export async function matchCopilot(deps: AppDeps, copilotId: string, options: { now?: Date } = {}): Promise<MatchRun> {
  const now = options.now ?? deps.now();
  const [row] = await deps.db
    .select({ copilot: copilots, facts: resumes.facts, profileCountry: users.country, screening: profileExtra.screeningAnswers })
    .from(copilots)
    .innerJoin(users, eq(users.id, copilots.userId))
    .leftJoin(profileExtra, eq(profileExtra.userId, copilots.userId))
    .leftJoin(resumes, eq(resumes.id, copilots.resumeId))
    .where(eq(copilots.id, copilotId));
  if (!row) throw notFound("Copilot");
  const { copilot } = row;
  if (copilot.status !== "active") throw conflict("This copilot is not running.", "not_active");

  const context: FilterContext = {
    userId: copilot.userId,
    userCountries: userCountriesOf(copilot, row.profileCountry),
    places: placesOf(copilot.cities),
    now,
    spokenLanguages: spokenLanguagesOf(copilot, row.screening),
  };
  const candidates = await selectCandidates(deps, copilot, context);
  const ranked = await score(deps, copilot, factsOf(row.facts), candidates, context);

  const outcome = await deps.db.transaction(async (tx) => {
    // One writer per user at a time, so two runs (or two copilots) cannot both pass the per-company cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, copilot.userId)).for("update");
    const [current] = await tx.select({ status: copilots.status }).from(copilots).where(eq(copilots.id, copilotId));
    if (current?.status !== "active") return { created: [] as ApplicationRow[] };

    const limits = await deps.services.planLimits({ ...deps, db: tx }, copilot.userId);

    // The SQL filter saw the applications made before this run; this run's own count as well.
    const perCompany = new Map(
      (
        await tx
          .select({ slug: jobs.companyKey, n: sql<number>`count(*)::int` })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(eq(applications.userId, copilot.userId), gte(applications.createdAt, new Date(now.getTime() - copilot.companyCapDays * DAY_MS))))
          .groupBy(jobs.companyKey)
      ).map(({ slug, n }) => [slug, n]),
    );

    // Free plans review everything, whatever mode the copilot was saved with.
    const stage = copilot.mode === "auto_apply" && !limits.review_first_only ? "queued" : "review";
    const created = await insertApplications(tx, { copilot, stage, now }, ranked, perCompany);
    if (created.length === 0) return { created };
    const rank = new Map(ranked.map(({ job }, i) => [job.id, i]));
    const scoreOf = new Map(ranked.map(({ job, match }) => [job.id, match.score]));
    // Timeline and notifications in ranking order, as they were when written one by one.
    created.sort((a, b) => rank.get(a.jobId)! - rank.get(b.jobId)!);
    for (let i = 0; i < created.length; i += WRITE_CHUNK) {
      const chunk = created.slice(i, i + WRITE_CHUNK);
      await insertFromJson(
        tx,
        applicationEvents,
        chunk.map((application) => ({
          applicationId: application.id,
          userId: copilot.userId,
          kind: "created" as const,
          toStage: stage,
          detail: { copilot_id: copilotId, score: scoreOf.get(application.jobId)! },
          createdAt: now,
        })),
      );
      // The live stream's events (as publishUserEvent writes them), numbered in ranking order: it reads them by id.
      await insertFromJson(
        tx,
        userEvents,
        chunk.map((application) => ({ userId: copilot.userId, type: "application.created", payload: deps.services.applicationItem(application, copilot.name) })),
      );
    }
    return { created };
  });

  await deps.db.update(copilots).set({ lastRunAt: now }).where(eq(copilots.id, copilotId));
  for (const application of outcome.created) if (application.stage === "queued") await enqueueApply(deps.queue, application.id);
  const run: MatchRun = {
    copilot_id: copilotId,
    candidates: candidates.length,
    matched: ranked.length,
    created: outcome.created.length,
  };
  await publishUserEvent(deps, copilot.userId, "copilot.run.finished", run);
  return run;
}

/**
 * One scheduler round: every active copilot, least recently run first, one at a time. A copilot
 * that fails is logged and the round goes on.
 */
export async function matchAllActive(deps: AppDeps, options: { now?: Date } = {}) {
  const active = await deps.db
    .select({ id: copilots.id })
    .from(copilots)
    .where(eq(copilots.status, "active"))
    .orderBy(sql`${copilots.lastRunAt} asc nulls first`, asc(copilots.id));
  const runs: MatchRun[] = [];
  let failed = 0;
  for (const { id } of active) {
    try {
      runs.push(await matchCopilot(deps, id, options));
    } catch (error) {
      // Paused or deleted since the list was read, or a real failure: either way the others go on.
      failed += 1;
      deps.logger.error({ err: error, copilotId: id }, "matching failed for a copilot");
    }
  }
  return { copilots: active.length, failed, created: runs.reduce((total, run) => total + run.created, 0), runs };
}
