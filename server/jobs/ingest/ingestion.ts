import { and, eq, getTableColumns, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { Database } from "../../db/client";
import { brands, ingestionRequests, ingestionRuns, jobs } from "../../db/schema";
import { createHttpClient, type HttpClient } from "../sources/http";
import { companyKey, descriptionFingerprint, normalizeTitle } from "./identity";
import { NEAR_DUPLICATE_BITS, textSimhasher } from "./near-duplicates";
import { offersNoSponsorship } from "../sources/normalize";
import type { JobQueue } from "../queue";
import { AGGREGATORS, configuredBoards, createConnectors, fetchAll, type BoardRef, type Connector, type SourceRun } from "../sources";
import type { NormalizedJob, Source } from "../sources/types";
import { brandSlug, upsertBrand } from "./brands";
import { publishUserEvent } from "../../core/user-events";

export const INGESTION_JOBS = { source: "ingest-source", schedule: "ingest-schedule", progress: "ingest-progress" } as const;
/** Every board is polled this often. */
export const INGEST_EVERY_MS = 2 * 3_600_000;

/** The dedup and repost window: the same company and normalised title within this many days is one job. */
const WINDOW = "30 days";
const BATCH_SIZE = 500;
/** A run still "running" after this long belonged to a process that died. */
const STALE_RUN_MS = 15 * 60_000;
/** Shorter texts ("Apply on our website") are too generic for the fingerprint rule. */
const MIN_FINGERPRINT_TEXT = 200;
const INT_MAX = 2_147_483_647;

export type IngestResult = BoardRef & {
  runId: string | null;
  status: "succeeded" | "failed" | "skipped";
  /** Why a run was skipped: another one is running, or one finished after the request. */
  skipped?: "running" | "fresh";
  fetched: number;
  inserted: number;
  updated: number;
  closed: number;
  duplicates: number;
  reposts: number;
  error: string | null;
  warnings: string[];
};

export const boardKey = (ref: BoardRef) => `${ref.source}:${ref.board ?? ""}`;

const empty = (ref: BoardRef, status: IngestResult["status"], extra: Partial<IngestResult> = {}): IngestResult => ({
  ...ref,
  runId: null,
  status,
  fetched: 0,
  inserted: 0,
  updated: 0,
  closed: 0,
  duplicates: 0,
  reposts: 0,
  error: null,
  warnings: [],
  ...extra,
});

const runBoardIs = (board: string | null) => (board === null ? isNull(ingestionRuns.board) : eq(ingestionRuns.board, board));
const iso = (date: Date) => date.toISOString();

/**
 * Opens a run row for one board unless another run of it is in progress, or (with `notBefore`)
 * one succeeded after the request was made: a launch while a sync runs does not fetch twice.
 * The advisory lock makes the check and the insert one step across instances.
 */
async function claimRun(deps: AppDeps, ref: BoardRef, notBefore?: Date): Promise<{ runId: string } | { skipped: "running" | "fresh" }> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-copilot:ingest:${boardKey(ref)}`}))`);
    const now = deps.now();
    const scope = and(eq(ingestionRuns.source, ref.source), runBoardIs(ref.board));
    await tx
      .update(ingestionRuns)
      .set({ status: "failed", error: "interrupted: the process running it stopped", finishedAt: now })
      .where(and(scope, eq(ingestionRuns.status, "running"), lt(ingestionRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS))));
    // Requests made while this sync waited in line (their own sends were dropped) count too.
    const [latest] = notBefore
      ? await tx
          .select({ at: ingestionRequests.requestedAt })
          .from(ingestionRequests)
          .where(and(eq(ingestionRequests.source, ref.source), eq(ingestionRequests.board, ref.board ?? "")))
      : [];
    const freshAfter = notBefore && latest && latest.at > notBefore ? latest.at : notBefore;
    const covering = or(eq(ingestionRuns.status, "running"), freshAfter ? and(eq(ingestionRuns.status, "succeeded"), gte(ingestionRuns.finishedAt, freshAfter)) : undefined);
    const [busy] = await tx.select({ status: ingestionRuns.status }).from(ingestionRuns).where(and(scope, covering)).limit(1);
    if (busy) return { skipped: busy.status === "running" ? "running" : "fresh" };
    const [run] = await tx.insert(ingestionRuns).values({ source: ref.source, board: ref.board, status: "running", startedAt: now }).returning({ id: ingestionRuns.id });
    return { runId: run!.id };
  });
}

/** Fetches one board and stores its jobs, recording the run. A board that fails only fails its own run. */
export async function ingestSource(deps: AppDeps, connector: Connector, options: { notBefore?: Date } = {}): Promise<IngestResult> {
  const ref = { source: connector.source, board: connector.board };
  const claim = await claimRun(deps, ref, options.notBefore);
  if ("skipped" in claim) return empty(ref, "skipped", { skipped: claim.skipped });
  const [run] = await fetchAll([connector], { concurrency: 1 });
  return recordRun(deps, claim.runId, run!);
}

/**
 * Every configured board (or the connectors given): fetched a few at a time, then stored one board
 * after another. One failing source never stops the others.
 */
export async function ingestAll(deps: AppDeps, options: { connectors?: Connector[]; http?: HttpClient; fixtureUrl?: string; concurrency?: number } = {}): Promise<IngestResult[]> {
  const connectors = options.connectors ?? createConnectors(deps.jobSources, { http: options.http ?? createHttpClient(), fixtureUrl: options.fixtureUrl });
  const results: IngestResult[] = [];
  const claimed: { connector: Connector; runId: string }[] = [];
  for (const connector of connectors) {
    const claim = await claimRun(deps, { source: connector.source, board: connector.board });
    if ("skipped" in claim) results.push(empty({ source: connector.source, board: connector.board }, "skipped", { skipped: claim.skipped }));
    else claimed.push({ connector, runId: claim.runId });
  }
  const runs = await fetchAll(claimed.map((entry) => entry.connector), { concurrency: options.concurrency });
  for (const [index, run] of runs.entries()) {
    const runId = claimed[index]!.runId;
    try {
      results.push(await recordRun(deps, runId, run));
    } catch (error) {
      // Already recorded as a failed run; the other boards go on.
      results.push(empty({ source: run.source, board: run.board }, "failed", { runId, error: error instanceof Error ? error.message : String(error) }));
    }
  }
  return results;
}

async function recordRun(deps: AppDeps, runId: string, run: SourceRun): Promise<IngestResult> {
  const ref = { source: run.source, board: run.board };
  const finish = (values: Partial<typeof ingestionRuns.$inferInsert>) => deps.db.update(ingestionRuns).set({ ...values, finishedAt: deps.now() }).where(eq(ingestionRuns.id, runId));
  if (!run.ok) {
    deps.logger.warn({ source: run.source, board: run.board, err: run.error }, "job source failed");
    await finish({ status: "failed", error: run.error.slice(0, 2000) });
    return empty(ref, "failed", { runId, error: run.error });
  }
  if (run.warnings.length) deps.logger.info({ source: run.source, board: run.board, warnings: run.warnings.slice(0, 20), count: run.warnings.length }, "job source warnings");
  try {
    const counts = await storeJobs(deps, ref, run.jobs, run.warnings);
    await finish({ status: "succeeded", fetched: run.jobs.length, inserted: counts.inserted, updated: counts.updated, closed: counts.closed });
    return { ...empty(ref, "succeeded"), runId, fetched: run.jobs.length, ...counts, warnings: run.warnings };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish({ status: "failed", fetched: run.jobs.length, error: `storing failed: ${message}`.slice(0, 2000) });
    throw error;
  }
}

type JobRow = typeof jobs.$inferInsert;

const salaryInt = (value: number | null | undefined) => (value == null || !Number.isFinite(value) || Math.abs(value) > INT_MAX ? null : Math.round(value));

function toRow(job: NormalizedJob, now: Date, simhash: (text: string, fingerprint: string) => string | null): JobRow {
  const fingerprint = descriptionFingerprint(job.descriptionText);
  return {
    source: job.source,
    board: job.board,
    externalId: job.externalId,
    company: job.company,
    companySlug: brandSlug(job.company),
    companyKey: companyKey(job.company),
    title: job.title,
    normalizedTitle: normalizeTitle(job.title),
    descriptionHtml: job.descriptionHtml,
    descriptionText: job.descriptionText,
    location: job.location,
    countryCodes: job.countryCodes,
    remoteType: job.remoteType,
    eligibleCountryCodes: job.eligibleCountryCodes,
    employmentType: job.employmentType,
    seniority: job.seniority,
    salaryMin: salaryInt(job.salary?.min),
    salaryMax: salaryInt(job.salary?.max),
    salaryCurrency: job.salary?.currency ?? null,
    salaryPeriod: job.salary?.period ?? null,
    language: job.language,
    requiredLanguages: job.requiredLanguages ?? [],
    applyUrl: job.applyUrl,
    postedAt: job.postedAt,
    firstSeenAt: now,
    lastSeenAt: now,
    fingerprint,
    // A bigint travels as a decimal string in the batch's JSON.
    simhash: simhash(job.descriptionText, fingerprint) as unknown as bigint | null,
    tags: (job.tags ?? []).join(" · "),
    noSponsorship: offersNoSponsorship(job.descriptionText),
  };
}

// What a re-sync may change. Never posted_at (the first-published date) nor first_seen_at.
const MUTABLE: (keyof JobRow)[] = [
  "board", "company", "companySlug", "companyKey", "title", "normalizedTitle", "descriptionHtml", "descriptionText", "location", "countryCodes",
  "remoteType", "eligibleCountryCodes", "employmentType", "seniority", "salaryMin", "salaryMax", "salaryCurrency", "salaryPeriod",
  "language", "requiredLanguages", "applyUrl", "lastSeenAt", "fingerprint", "simhash", "tags", "noSponsorship",
];
const columns = getTableColumns(jobs);
const columnName = (key: keyof JobRow) => columns[key as keyof typeof columns].name;
const INSERTED: (keyof JobRow)[] = ["source", "externalId", "postedAt", "firstSeenAt", ...MUTABLE];
/** The columns the generated `search` vector is made of. */
const SEARCHED: (keyof JobRow)[] = ["title", "company", "tags", "descriptionText"];
const list = (keys: (keyof JobRow)[]) => sql.raw(keys.map(columnName).join(", "));
// Back in the feed: reopened.
const setFrom = (keys: (keyof JobRow)[], from: string) => sql.raw([...keys.map((key) => `${columnName(key)} = ${from}.${columnName(key)}`), "closed_at = null"].join(", "));
const sameText = sql.raw(SEARCHED.map((key) => `j.${columnName(key)} = x.${columnName(key)}`).join(" and "));

/**
 * One batch, in one statement, from one JSON parameter (thousands of bind parameters cost more
 * than the writes). Postgres computes the stored `search` vector for every row an INSERT proposes,
 * even one that then takes the ON CONFLICT path, and for every UPDATE that sets title, company or
 * text: most of the cost on PGlite. So rows already stored are updated in place, their searched
 * columns only when those changed, and only new rows go through the insert.
 */
// Postgres text cannot hold NUL; a feed that sends one would fail the whole batch.
const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "string" ? value.replace(/\0/g, "") : value);

async function upsertBatch(tx: Tx, batch: JobRow[]): Promise<{ inserted: string[]; updated: number }> {
  const payload = JSON.stringify(batch.map((row) => Object.fromEntries(INSERTED.map((key) => [columnName(key), jsonValue(row[key])]))));
  const unchanged = MUTABLE.filter((key) => !SEARCHED.includes(key));
  const match = sql`j.source = x.source and j.external_id = x.external_id`;
  const written = await tx.execute(sql`
    with x as materialized (select * from json_populate_recordset(null::jobs, ${payload}::json)),
    kept as (update jobs j set ${setFrom(unchanged, "x")} from x where ${match} and ${sameText} returning j.id),
    changed as (update jobs j set ${setFrom(MUTABLE, "x")} from x where ${match} and not (${sameText}) returning j.id),
    added as (
      insert into jobs (${list(INSERTED)})
      select ${list(INSERTED)} from x where not exists (select 1 from jobs j where ${match})
      -- still ON CONFLICT, should another writer have stored one meanwhile
      on conflict (source, external_id) do update set ${setFrom(MUTABLE, "excluded")}
      returning id, (xmax = 0) as inserted
    )
    select id, inserted from added
    union all select id, false from kept
    union all select id, false from changed
  `);
  // xmax is 0 on a row the insert created, set on one it updated.
  const rows = resultRows<{ id: string; inserted: boolean }>(written);
  return { inserted: rows.filter((row) => row.inserted).map((row) => row.id), updated: rows.filter((row) => !row.inserted).length };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One board's feed into `jobs`, in one transaction: brands, closing, upserts by batch, dedup and repost flags. */
async function storeJobs(deps: AppDeps, ref: BoardRef, feed: NormalizedJob[], warnings: string[]) {
  const now = deps.now();
  const simhash = await textSimhasher();
  // A text stored before with the same fingerprint keeps its SimHash: most of a re-sync is unchanged.
  const stored = await deps.db
    .select({ fingerprint: jobs.fingerprint, simhash: sql<string | null>`${jobs.simhash}::text` })
    .from(jobs)
    .where(and(eq(jobs.source, ref.source), sql`${jobs.externalId} in (select jsonb_array_elements_text(${JSON.stringify(feed.map((job) => job.externalId))}::jsonb))`));
  const known = new Map(stored.filter((row) => row.simhash !== null).map((row) => [row.fingerprint, row.simhash]));
  const simhashOf = (text: string, fingerprint: string) => known.get(fingerprint) ?? simhash(text);
  const byId = new Map<string, JobRow>();
  // A feed that lists a posting twice would make one upsert touch a row twice.
  for (const job of feed) if (!byId.has(job.externalId)) byId.set(job.externalId, toRow(job, now, simhashOf));
  const rows = [...byId.values()];

  return deps.db.transaction(async (tx) => {
    // Boards are written one at a time, so the cross-source dedup sees every other board's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job-copilot:ingest:write'))`);
    // The flag query's estimated cost crosses PostgreSQL's JIT threshold: 90 ms of compiling for a
    // 5 ms query, once per board. Nothing in this transaction gains from JIT.
    await tx.execute(sql`set local jit = off`);
    await ensureBrands(deps, tx, rows);
    // Closed first, so a posting taken down and put up again under a new id in one sync is a repost.
    const closed = await closeVanished(tx, ref, rows, warnings, now);
    const insertedIds: string[] = [];
    let updated = 0;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const written = await upsertBatch(tx, rows.slice(start, start + BATCH_SIZE));
      insertedIds.push(...written.inserted);
      updated += written.updated;
    }
    const flags = insertedIds.length ? await flagNewJobs(tx, insertedIds, now) : { duplicates: 0, reposts: 0 };
    return { inserted: insertedIds.length, updated, closed, ...flags };
  });
}

/** Brands grow with the companies met; upsertBrand only runs for the ones not known yet. */
async function ensureBrands(deps: AppDeps, tx: Tx, rows: JobRow[]) {
  const names = new Map<string, string>();
  for (const row of rows) if (row.companySlug && !names.has(row.companySlug)) names.set(row.companySlug, row.company);
  if (!names.size) return;
  const known = new Set<string>();
  const slugs = [...names.keys()];
  for (let start = 0; start < slugs.length; start += 5000) {
    const found = await tx.select({ slug: brands.slug }).from(brands).where(inArray(brands.slug, slugs.slice(start, start + 5000)));
    for (const { slug } of found) known.add(slug);
  }
  const scoped = { ...deps, db: tx as unknown as Database };
  for (const [slug, name] of names) if (!known.has(slug)) await upsertBrand(scoped, name);
}

const aggregatorList = sql.raw([...AGGREGATORS].map((source) => `'${source}'`).join(", "));
const near = (a: string, b: string) =>
  sql.raw(`(${a}.simhash is not null and ${b}.simhash is not null and bit_count((${a}.simhash # ${b}.simhash)::bit(64)) <= ${NEAR_DUPLICATE_BITS})`);

/**
 * The dedup rules, applied to the rows this sync inserted, in one statement. Duplicate: another
 * source's posting seen in the last 30 days and published within 30 days of this one that is the
 * same job by any of: the same company and canonical title in places that do not contradict; the
 * same company, a similar title and a near-identical text (SimHash); the same description fingerprint. It points at the canonical copy: the
 * company's own ATS posting before an aggregator's, then the earliest. Repost: the same company and
 * title on the same source under a new id and an earlier date, with a near-identical text (however
 * recent and open the first one is), or after the first one closed or aged out of the window.
 */
async function flagNewJobs(tx: Tx, ids: string[], now: Date): Promise<{ duplicates: number; reposts: number }> {
  // Another source's posting, still seen and published within the window of this one.
  const otherRecent = sql`o.source <> f.source
    and o.last_seen_at >= ${iso(now)}::timestamptz - interval '${sql.raw(WINDOW)}'
    -- as a distance, so the planner keeps to the rule's index instead of ANDing it with posted_at's
    and abs(extract(epoch from o.posted_at - f.posted_at)) <= extract(epoch from interval '${sql.raw(WINDOW)}')`;
  // Titles are compared without their level words ("Senior"): the level itself must not differ.
  const sameLevel = sql`(o.seniority is null or f.seniority is null or o.seniority = f.seniority)`;
  const canonicalFirst = sql`order by (o.source in (${aggregatorList})), o.posted_at, o.first_seen_at, o.id limit 1`;
  const result = await tx.execute(sql`
    with fresh as (
      select n.id, n.source, n.external_id, n.company_key, n.normalized_title, n.posted_at, n.fingerprint, n.simhash, n.country_codes, n.seniority, n.location,
        length(n.description_text) as text_length
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) ids
      join jobs n on n.id = ids.value::uuid
    ), flags as materialized (
      select f.id,
        -- One subquery per rule, each on its own index, tried in order: ORed together they made
        -- the planner give up the indexes.
        coalesce(
          (select coalesce(o.duplicate_of, o.id) from jobs o
            where f.company_key <> '' and o.company_key = f.company_key and o.normalized_title = f.normalized_title and ${otherRecent}
              and ${sameLevel}
              and (o.country_codes = '[]'::jsonb or f.country_codes = '[]'::jsonb or o.country_codes ?| array(select jsonb_array_elements_text(f.country_codes)))
            ${canonicalFirst}),
          (select coalesce(o.duplicate_of, o.id) from jobs o
            where f.company_key <> '' and f.simhash is not null and o.company_key = f.company_key and ${otherRecent}
              and ${near("o", "f")} and similarity(o.normalized_title, f.normalized_title) >= 0.5
            ${canonicalFirst}),
          (select coalesce(o.duplicate_of, o.id) from jobs o
            where f.text_length >= ${MIN_FINGERPRINT_TEXT} and o.fingerprint = f.fingerprint and ${otherRecent}
            ${canonicalFirst})
        ) as duplicate_of,
        (select o.id from jobs o
          where f.company_key <> '' and o.source = f.source and o.company_key = f.company_key and o.normalized_title = f.normalized_title
            and o.external_id <> f.external_id and o.posted_at < f.posted_at
            -- Re-listed, not a second opening: the same level and the same place.
            and ${sameLevel} and (lower(o.location) = lower(f.location) or o.location = '' or f.location = '')
            and (${near("o", "f")} or o.fingerprint = f.fingerprint or o.closed_at is not null or o.posted_at < f.posted_at - interval '${sql.raw(WINDOW)}')
          order by o.posted_at, o.id limit 1) as repost_of
      from fresh f
    )
    update jobs j set duplicate_of = flags.duplicate_of, repost_of = flags.repost_of
    from flags
    where j.id = flags.id and (flags.duplicate_of is not null or flags.repost_of is not null)
    returning j.duplicate_of, j.repost_of
  `);
  const rows = resultRows<{ duplicate_of: string | null; repost_of: string | null }>(result);
  await preferOwnPostings(tx, ids);
  return { duplicates: rows.filter((row) => row.duplicate_of).length, reposts: rows.filter((row) => row.repost_of).length };
}

/**
 * A company's own ATS posting is the canonical copy: when one arrives after an aggregator's copy
 * of it, the aggregator's copy (and every copy pointing at it) points at the new posting instead.
 * An application already made to the old copy still holds the job through its duplicate link.
 */
async function preferOwnPostings(tx: Tx, ids: string[]) {
  const found = await tx.execute(sql`
    select distinct on (copy.id) n.id as own_id, copy.id as copy_id
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) ids
    join jobs n on n.id = ids.value::uuid
    join jobs copy on copy.id = n.duplicate_of
    where n.source not in (${aggregatorList}) and copy.source in (${aggregatorList})
    order by copy.id, n.posted_at, n.id
  `);
  const swaps = resultRows<{ own_id: string; copy_id: string }>(found);
  if (!swaps.length) return;
  await tx.execute(sql`
    with swaps as (select * from json_populate_recordset(null::record, ${JSON.stringify(swaps)}::json) as s(own_id uuid, copy_id uuid))
    update jobs j set duplicate_of = case when j.id = s.own_id then null else s.own_id end
    from swaps s
    where j.id = s.own_id or j.id = s.copy_id or (j.duplicate_of = s.copy_id and j.id <> s.own_id)
  `);
}

/**
 * After a successful sync, the board's open jobs missing from the feed are closed. An ATS board
 * lists every open job; an aggregator's feed is a window of the latest ones, so there only jobs
 * published inside the window count as vanished. A feed that came back empty with warnings was
 * misread, not emptied: nothing is closed.
 */
async function closeVanished(tx: Tx, ref: BoardRef, rows: JobRow[], warnings: string[], now: Date): Promise<number> {
  if (!rows.length && warnings.length) return 0;
  const aggregator = AGGREGATORS.has(ref.source);
  if (aggregator && !rows.length) return 0;
  const oldest = aggregator ? new Date(Math.min(...rows.map((row) => (row.postedAt as Date).getTime()))) : null;
  const result = await tx.execute(sql`
    update jobs set closed_at = ${iso(now)}::timestamptz
    where source = ${ref.source} and ${ref.board === null ? sql`board is null` : sql`board = ${ref.board}`}
      and closed_at is null
      and external_id not in (select jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.externalId))}::jsonb))
      ${oldest ? sql`and posted_at >= ${iso(oldest)}::timestamptz` : sql``}
    returning id
  `);
  return resultRows(result).length;
}

/** node-postgres returns { rows }, PGlite too; drizzle's typing differs per driver. */
function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

// ---------------------------------------------------------------------------------------------
// Requests, progress

/** requestedAt is on deps.now()'s clock, the one the run rows are written with. */
export type IngestSourceJob = BoardRef & { reason: IngestionReason; requestedAt?: string };
export type IngestProgressJob = { copilotId: string; userId: string; requestedAt: string; boards: BoardRef[] };
export type IngestionReason = "launch" | "schedule";

/**
 * Enqueues every configured board. The singleton key per board drops a request while the same
 * board is already queued, and the worker skips a board whose run is in progress or finished after
 * the request, so a launch during a sync never fetches twice. With a copilot, a tracker job
 * reports the progress to that user.
 */
export async function requestIngestion(
  deps: AppDeps,
  queue: JobQueue,
  request: { reason: IngestionReason; copilotId?: string; userId?: string },
): Promise<{ boards: number; enqueued: number }> {
  const boards = configuredBoards(deps.jobSources);
  const requestedAt = deps.now();
  if (boards.length > 0) {
    await deps.db
      .insert(ingestionRequests)
      .values(boards.map((ref) => ({ source: ref.source, board: ref.board ?? "", requestedAt })))
      .onConflictDoUpdate({
        target: [ingestionRequests.source, ingestionRequests.board],
        set: { requestedAt: sql`greatest(${ingestionRequests.requestedAt}, excluded.requested_at)` },
      });
  }
  let enqueued = 0;
  for (const ref of boards) {
    const id = await queue.send<IngestSourceJob>(INGESTION_JOBS.source, { ...ref, reason: request.reason, requestedAt: iso(requestedAt) }, { singletonKey: boardKey(ref) });
    if (id) enqueued++;
  }
  if (request.copilotId && request.userId) {
    await queue.send<IngestProgressJob>(INGESTION_JOBS.progress, { copilotId: request.copilotId, userId: request.userId, requestedAt: iso(requestedAt), boards }, { retryLimit: 1 });
  }
  deps.logger.info({ reason: request.reason, boards: boards.length, enqueued, copilot: request.copilotId }, "ingestion requested");
  return { boards: boards.length, enqueued };
}

export type IngestionProgress = { sources_total: number; sources_done: number; jobs_seen: number };

/** Boards whose run (succeeded or failed) finished since `since`, and the jobs those runs saw. */
export async function ingestionProgress(deps: Pick<AppDeps, "db">, boards: BoardRef[], since: Date): Promise<IngestionProgress> {
  const runs = await deps.db
    .selectDistinctOn([ingestionRuns.source, ingestionRuns.board], { source: ingestionRuns.source, board: ingestionRuns.board, fetched: ingestionRuns.fetched })
    .from(ingestionRuns)
    .where(and(inArray(ingestionRuns.status, ["succeeded", "failed"]), gte(ingestionRuns.finishedAt, since)))
    .orderBy(ingestionRuns.source, ingestionRuns.board, sql`${ingestionRuns.finishedAt} desc`);
  const finished = new Map(runs.map((run) => [boardKey({ source: run.source as Source, board: run.board }), run.fetched]));
  let done = 0;
  let seen = 0;
  for (const ref of boards) {
    const fetched = finished.get(boardKey(ref));
    if (fetched === undefined) continue;
    done++;
    seen += fetched;
  }
  return { sources_total: boards.length, sources_done: done, jobs_seen: seen };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * Publishes copilot.run.progress to the user whenever the count of finished boards or seen jobs
 * changes, until every board is done (or the deadline passes). Progress is read from the run rows,
 * so it counts a board whichever job or instance synced it.
 */
export async function trackIngestionProgress(
  deps: AppDeps,
  job: IngestProgressJob,
  options: { signal?: AbortSignal; pollMs?: number; deadlineMs?: number } = {},
): Promise<IngestionProgress> {
  const signal = options.signal ?? new AbortController().signal;
  const deadline = Date.now() + (options.deadlineMs ?? 10 * 60_000);
  const since = new Date(job.requestedAt);
  let last = "";
  for (;;) {
    const progress = await ingestionProgress(deps, job.boards, since);
    const key = `${progress.sources_done}/${progress.jobs_seen}`;
    if (key !== last) {
      last = key;
      await publishUserEvent(deps, job.userId, "copilot.run.progress", { copilot_id: job.copilotId, ...progress });
    }
    if (progress.sources_done >= progress.sources_total || signal.aborted || Date.now() >= deadline) return progress;
    await sleep(options.pollMs ?? 1000, signal);
  }
}

/** When the last successful sync finished, or null. */
export async function lastIngestionAt(deps: Pick<AppDeps, "db">): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: sql<string | Date | null>`max(${ingestionRuns.finishedAt})` })
    .from(ingestionRuns)
    .where(eq(ingestionRuns.status, "succeeded"));
  return row?.at ? new Date(row.at) : null;
}
