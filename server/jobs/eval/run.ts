/**
 * `npm run eval:match`: the matcher's precision and recall on the labelled set (RULES.md).
 * The recorded feeds are served at the sources' real paths and ingested with the clock pinned at
 * the set's date (CLOCK_NOW is the set's, whatever the environment says: the labels hold then);
 * every copilot of copilots.ts is saved and launched as the app does, then matched; the
 * applications it creates are compared with labels.json. PGlite in memory, or a scratch database
 * on the PostgreSQL server of DATABASE_URL, dropped at the end. `-- --json` prints JSON,
 * `-- --details` lists every mistake. The numbers are the report: it exits 0.
 */
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { copilotStepSchemas } from "@/lib/contracts/copilot";
import { clockOf, parseEnv, type Env } from "@/lib/env";
import type { AppDeps } from "../../deps";
import type { Database } from "../../db/client";
import { applications, jobs, profileExtra, resumes, users } from "../../db/schema";
import { createCopilot, runCopilot, saveStep } from "../../services/copilots";
import { servicePorts } from "../../services/ports";
import { openTestDatabase } from "../../test/harness";
import { ingestAll, type IngestResult } from "../ingest/ingestion";
import { matchCopilot } from "../match/matcher";
import { createHttpClient } from "../sources/http";
import { parseJobSources } from "../sources/job-sources";
import { SOURCES } from "../sources/types";
import { EVAL_COPILOTS, type EvalCopilot } from "./copilots";
import { feedJobSources, serveFeeds } from "./feeds";
import { scoreProposals, type MatchReport, type Mistake } from "./score";
import { loadLabelSet, postingKey } from "./set";

// The feeds are local: the sources' rate limits would only slow the run down.
const UNLIMITED = Object.fromEntries(SOURCES.map((source) => [source, { limit: 1000, windowMs: 1000 }]));

function evalDeps(env: Env, db: Database, feedsUrl: string): AppDeps {
  return {
    db,
    env,
    secret: new TextEncoder().encode("match-quality-evaluation"),
    mail: { describe: "none", send: async () => undefined },
    // stdout carries the report.
    logger: pino({ level: "warn" }, pino.destination(2)),
    now: clockOf(env),
    jobSources: parseJobSources(feedJobSources(feedsUrl)),
    services: servicePorts,
  };
}

/** The copilot's user (profile country, spoken languages, CV facts) and its five steps, saved and launched as the app does. */
async function launch(deps: AppDeps, copilot: EvalCopilot): Promise<string> {
  const now = deps.now();
  const [user] = await deps.db
    .insert(users)
    // "!" is no password hash: nobody can sign in as these users.
    .values({ email: `${copilot.key}@eval.job-copilot.local`, passwordHash: "!", firstName: copilot.user.firstName, lastName: copilot.user.lastName, country: copilot.user.country, emailVerifiedAt: now, registrationCompletedAt: now })
    .returning({ id: users.id });
  const userId = user!.id;
  await deps.db.insert(profileExtra).values({ userId, screeningAnswers: { languages: copilot.user.languages, years_of_experience: copilot.cv.yearsOfExperience } });
  const [resume] = await deps.db
    .insert(resumes)
    .values({ userId, fileName: `${copilot.key}.pdf`, mimeType: "application/pdf", sizeBytes: 0, sha256: "0".repeat(64), storageKey: `eval/${copilot.key}`, text: "", facts: copilot.cv })
    .returning({ id: resumes.id });
  const { id } = await createCopilot(deps, userId, { name: copilot.key });
  await saveStep(deps, userId, id, { step: 1, input: copilotStepSchemas[1].parse(copilot.jobs) });
  await saveStep(deps, userId, id, { step: 2, input: copilotStepSchemas[2].parse(copilot.locations) });
  await saveStep(deps, userId, id, { step: 3, input: copilotStepSchemas[3].parse(copilot.filters) });
  await saveStep(deps, userId, id, { step: 4, input: { resume_id: resume!.id } });
  await saveStep(deps, userId, id, { step: 5, input: { mode: "review_first", daily_limit: 5, cover_letter: false, dry_run: false } });
  await runCopilot(deps, userId, id);
  return id;
}

/** The postings one matching run proposed, by key. */
async function proposalsOf(deps: AppDeps, copilotId: string): Promise<Set<string>> {
  await matchCopilot(deps, copilotId);
  const rows = await deps.db
    .select({ source: jobs.source, externalId: jobs.externalId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.copilotId, copilotId));
  return new Set(rows.map((row) => postingKey(row.source, row.externalId)));
}

type Ingestion = { boards: number; failed: string[]; stored: number; warnings: number };

async function summarise(deps: AppDeps, results: IngestResult[]): Promise<Ingestion> {
  const [stored] = await deps.db.select({ n: count() }).from(jobs);
  return {
    boards: results.length,
    failed: results.filter((result) => result.status !== "succeeded").map((result) => `${result.source}/${result.board ?? "-"}: ${result.error ?? result.status}`),
    stored: stored?.n ?? 0,
    warnings: results.reduce((total, result) => total + result.warnings.length, 0),
  };
}

const decimal = (value: number | null) => (value === null ? "–" : value.toFixed(2));
const row = (cells: (string | number)[], widths: number[]) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join("  ");
const mistakeLine = (mistake: Mistake) => `    ${mistake.posting}  ${mistake.title}  [${mistake.traps.join(", ") || "no trap"}] ${mistake.reason}`;

function printReport(header: string, ingestion: Ingestion, report: MatchReport, details: boolean) {
  const lines = [header, `Ingested ${ingestion.stored} postings from ${ingestion.boards} boards (${ingestion.failed.length} failed, ${ingestion.warnings} warnings).`, ...ingestion.failed.map((failure) => `  failed: ${failure}`), ""];
  const widths = [24, 8, 8, 4, 4, 4, 9, 6];
  lines.push(row(["copilot", "matches", "proposed", "TP", "FP", "FN", "precision", "recall"], widths));
  for (const c of report.copilots) lines.push(row([c.copilot, c.labelled, c.proposed, c.tp, c.fp, c.fn, decimal(c.precision), decimal(c.recall)], widths));
  const { tp, fp, fn, precision, recall } = report.total;
  lines.push(row(["total", tp + fn, tp + fp, tp, fp, fn, decimal(precision), decimal(recall)], widths), "");
  const trapWidths = [18, 9, 10, 7, 6];
  lines.push(row(["trap kind", "no-match", "violations", "match", "missed"], trapWidths));
  for (const t of report.traps) lines.push(row([t.kind, t.noMatches, t.violations, t.matches, t.misses], trapWidths));
  if (details) {
    for (const c of report.copilots) {
      if (!c.falsePositives.length && !c.falseNegatives.length) continue;
      lines.push("", `${c.copilot}`);
      if (c.falsePositives.length) lines.push("  proposed, labelled no-match:", ...c.falsePositives.map(mistakeLine));
      if (c.falseNegatives.length) lines.push("  not proposed, labelled match:", ...c.falseNegatives.map(mistakeLine));
    }
  }
  console.log(lines.join("\n"));
}

async function main() {
  const set = loadLabelSet();
  const env = parseEnv({ ...process.env, CLOCK_NOW: set.now });
  const database = await openTestDatabase(env.DATABASE_URL);
  const feeds = await serveFeeds();
  try {
    const deps = evalDeps(env, database.db, feeds.url);
    const ingestion = await summarise(deps, await ingestAll(deps, { http: createHttpClient({ rateLimits: UNLIMITED }) }));
    const proposals = new Map<string, Set<string>>();
    for (const copilot of EVAL_COPILOTS) proposals.set(copilot.key, await proposalsOf(deps, await launch(deps, copilot)));
    const report = scoreProposals(set, proposals);
    const postings = Object.keys(set.postings).length;
    if (process.argv.includes("--json")) console.log(JSON.stringify({ now: set.now, database: database.kind, postings, ingestion, ...report }, null, 2));
    else printReport(`Match quality: ${postings} postings × ${EVAL_COPILOTS.length} copilots, now ${set.now}, ${database.kind}`, ingestion, report, process.argv.includes("--details"));
  } finally {
    await feeds.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
