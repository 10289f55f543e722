import { serveInProcess } from "@/lib/backend/in-process";
import { getEnv, isEmbeddedDemo } from "@/lib/env";
import { createApp, type App } from "./app";
import { createDeps, type AppDeps } from "./deps";
import type { DatabaseHandle } from "./db/client";
import { seedBrands } from "./jobs/ingest/brands";
import { seedDemoData } from "./services/demo";
import { startBackgroundWork } from "./workers";

export type Backend = { app: App; deps: AppDeps; database: DatabaseHandle };
type Started = Omit<Backend, "app">;

// The database (one PGlite instance per process) lives on globalThis; the app is rebuilt per module
// instance, so code reloaded by `next dev` serves at once without reopening the database.
const globalForBackend = globalThis as unknown as { __jobCopilotBackend?: Promise<Started> };

async function startBackend(): Promise<Started> {
  const env = getEnv();
  const { deps, database } = await createDeps(env);
  await seedBrands(deps);
  if (isEmbeddedDemo(env)) await seedDemoData(deps);
  const background = deps.queue ? await startBackgroundWork(deps, deps.queue, { consume: env.RUN_WORKERS }) : null;
  const close = async () => {
    // Running jobs finish first: they write to the database closed next.
    await background?.stop().catch((error) => deps.logger.error({ err: error }, "stopping the queue failed"));
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  // PGlite must be closed cleanly, or the next start has to run crash recovery.
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
  deps.logger.info({ database: database.kind, mail: deps.mail.describe }, "backend ready");
  return { deps, database };
}

let app: App | undefined;

/** One backend per process, shared by route handlers and start-up. */
export async function getBackend(): Promise<Backend> {
  globalForBackend.__jobCopilotBackend ??= startBackend().catch((error) => {
    globalForBackend.__jobCopilotBackend = undefined;
    throw error;
  });
  const started = await globalForBackend.__jobCopilotBackend;
  app ??= createApp(started.deps);
  return { ...started, app };
}

// Whichever bundle evaluates this module last serves the web app's in-process calls, so code that
// `next dev` reloads answers at once.
serveInProcess(async (request) => (await getBackend()).app.fetch(request));

/** Start-up: a configuration or database problem ends the process with its message. */
export async function startBackendOrExit(): Promise<void> {
  try {
    if (getEnv().API_URL) return;
    await getBackend();
  } catch (error) {
    console.error(`\njob-copilot could not start.\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
