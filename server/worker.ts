import { getEnv } from "@/lib/env";
import { createDeps } from "./deps";
import { startBackgroundWork } from "./workers";
import { seedBrands } from "./jobs/ingest/brands";

/**
 * `npm run worker`: a process that only runs background work (job-board syncs, matching, reports)
 * from the PostgreSQL queue. Start as many as needed on any machine; web and API instances then run
 * with RUN_WORKERS=false and only enqueue.
 */
async function main() {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    throw new Error(
      "npm run worker needs DATABASE_URL: the embedded database (PGlite) belongs to one process, which runs its background work itself (`npm start`).",
    );
  }
  const { deps, database } = await createDeps(env);
  if (!deps.queue) throw new Error("no job queue is configured");
  await seedBrands(deps);
  const work = await startBackgroundWork(deps, deps.queue, { consume: true });
  const stop = async (signal: string) => {
    deps.logger.info({ signal }, "worker stopping: running jobs finish first");
    await work.stop().catch((error) => deps.logger.error({ err: error }, "stopping the queue failed"));
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  deps.logger.info({ queue: deps.queue.kind, database: database.kind }, "worker ready");
}

main().catch((error) => {
  console.error(`\njob-copilot worker could not start.\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
