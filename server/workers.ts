// Every background job's queue handler is registered here, beside the processes that start them
// (runtime.ts, worker.ts): the pipeline's (server/jobs) and the reset mails of services/auth.
import path from "node:path";
import { ApiError } from "./core/errors";
import type { AppDeps } from "./deps";
import {
  boardKey,
  INGEST_EVERY_MS,
  INGESTION_JOBS,
  ingestSource,
  lastIngestionAt,
  requestIngestion,
  trackIngestionProgress,
  type IngestProgressJob,
  type IngestSourceJob,
} from "./jobs/ingest/ingestion";
import { startFixtureServer, type FixtureServer } from "./jobs/sources/fixture-server";
import { createHttpClient } from "./jobs/sources/http";
import type { JobQueue } from "./jobs/queue";
import { matchAllActive, matchCopilot } from "./jobs/match/matcher";
import { registerReportWorkers, REPORT_CHECK_EVERY_MS, REPORT_JOBS } from "./jobs/reports/schedule";
import { isEmbeddedDemo } from "@/lib/env";
import { registerAuthWorkers } from "./services/auth";
import { registerDemoWorkers } from "./services/demo";
import { APPLIERS } from "./jobs/apply/appliers";
import { sharedBrowser } from "./jobs/apply/browser";
import { registerApplyWorkers } from "./jobs/apply/engine";
import { replicaTargets } from "./jobs/apply/replicas";
import { parseApplyTargets } from "./jobs/apply/targets";
import { outboxApplicationSender, smtpApplicationSender } from "./mail/application-mail";

import { createConnectors, type Connector } from "./jobs/sources";

const MATCH_ALL_JOB = "match-all";
const MATCH_EVERY_MS = 60 * 60 * 1000;

/** The ingestion and matching workers on a queue: one job per board, the 2-hourly fan-out, launch progress and the hourly matching round. */
export async function registerIngestionWorkers(deps: AppDeps, queue: JobQueue, connectors: Connector[]): Promise<void> {
  const byBoard = new Map(connectors.map((connector) => [boardKey(connector), connector]));

  await queue.work<IngestSourceJob>(
    INGESTION_JOBS.source,
    async (job, context) => {
      const connector = byBoard.get(boardKey(job));
      // Enqueued under another JOB_SOURCES (an instance with a different configuration): not ours.
      if (!connector) return deps.logger.warn({ source: job.source, board: job.board }, "ingest job for a board that is not configured");
      const result = await ingestSource(deps, connector, { notBefore: job.requestedAt ? new Date(job.requestedAt) : context.createdAt });
      // Thrown so the queue retries with backoff; the failed run row is already recorded.
      if (result.status === "failed") throw new Error(result.error ?? "ingestion failed");
    },
    { concurrency: 4 },
  );
  await queue.work(INGESTION_JOBS.schedule, async () => void (await requestIngestion(deps, queue, { reason: "schedule" })));
  await queue.work<IngestProgressJob>(
    INGESTION_JOBS.progress,
    async (job, context) => {
      await trackIngestionProgress(deps, job, { signal: context.signal });
      // The launch's own boards are in: match the copilot against them.
      if (job.copilotId) {
        await matchCopilot(deps, job.copilotId).catch((error) => {
          // Paused or deleted while its boards were syncing: nothing to match, nothing wrong.
          if (error instanceof ApiError && (error.code === "not_active" || error.code === "not_found")) return;
          deps.logger.error({ err: error, copilot_id: job.copilotId }, "matching after sync failed");
        });
      }
    },
    { concurrency: 20 },
  );
  await queue.work(MATCH_ALL_JOB, async () => void (await matchAllActive(deps)));
}

/**
 * Start-up: the fixture server when JOB_SOURCES=fixtures (on a free loopback port, so the embedded
 * demo works offline), the queue, its workers, the schedule, and a first sync when the last one is
 * older than the schedule's interval (pg-boss's cron would otherwise wait up to two hours).
 * With `consume: false` (RUN_WORKERS=false) the queue only takes jobs in; `npm run worker` runs them.
 */
export async function startBackgroundWork(deps: AppDeps, queue: JobQueue, { consume = true } = {}): Promise<{ stop(): Promise<void> }> {
  if (!consume) {
    await queue.start();
    deps.logger.info({ queue: queue.kind }, "queue started to enqueue only: background work runs in `npm run worker`");
    return { stop: () => queue.stop() };
  }
  let fixtures: FixtureServer | null = null;
  if (deps.jobSources.mode === "fixtures" && !deps.jobSources.baseUrl) fixtures = await startFixtureServer({ host: "127.0.0.1", port: 0 });
  // Offline, the appliers send to the fixture server's form replicas unless APPLY_TARGETS says otherwise.
  const targets = { ...(fixtures ? replicaTargets(fixtures.url) : {}), ...parseApplyTargets(deps.env.APPLY_TARGETS) };
  const browser = sharedBrowser(deps.env.CHROMIUM_PATH);
  // Mailed applications need a real mail server; offline, the demo's go to the outbox like every mail.
  const sendMail = deps.env.SMTP_URL
    ? smtpApplicationSender(deps.env.SMTP_URL, deps.env.MAIL_FROM)
    : fixtures
      ? outboxApplicationSender(path.resolve(deps.env.DATA_DIR, "outbox"), deps.env.MAIL_FROM, deps.logger)
      : undefined;
  const connectors = createConnectors(deps.jobSources, { http: createHttpClient(), fixtureUrl: fixtures?.url });
  await queue.start();
  await registerIngestionWorkers(deps, queue, connectors);
  await queue.schedule(INGESTION_JOBS.schedule, INGEST_EVERY_MS, {});
  // Active copilots look at what the syncs brought in, every hour.
  await queue.schedule(MATCH_ALL_JOB, MATCH_EVERY_MS, {});
  // The applications report mails: an hourly look for users whose daily or weekly report is due.
  await registerReportWorkers(deps, queue);
  // Password reset mails, sent after the request was answered.
  await registerAuthWorkers(deps, queue);
  // Approved and auto-applied applications, sent one at a time per worker.
  await registerApplyWorkers(deps, queue, { appliers: APPLIERS, context: { targets, browser: browser.get, fetch, now: deps.now, sendMail } });
  await queue.schedule(REPORT_JOBS.schedule, REPORT_CHECK_EVERY_MS, {});
  // The demo job seeker's tracker, moved on once its approved applications are sent (services/demo).
  if (isEmbeddedDemo(deps.env)) await registerDemoWorkers(deps, queue);
  const last = await lastIngestionAt(deps);
  if (!last || deps.now().getTime() - last.getTime() >= INGEST_EVERY_MS) await requestIngestion(deps, queue, { reason: "schedule" });
  deps.logger.info({ queue: queue.kind, boards: connectors.length, fixtures: fixtures?.url }, "ingestion started");
  return {
    async stop() {
      await queue.stop();
      await browser.close();
      await fixtures?.close();
    },
  };
}
