import { getEnv, isEmbeddedDemo } from "@/lib/env";
import { createApp, type App } from "./app";
import { createDeps, type AppDeps } from "./deps";
import type { DatabaseHandle } from "./db/client";
import { seedBrands } from "./services/brands";
import { seedDemoData } from "./services/demo";

export type Backend = { app: App; deps: AppDeps; database: DatabaseHandle };

const globalForBackend = globalThis as unknown as { __jobCopilotBackend?: Promise<Backend> };

async function startBackend(): Promise<Backend> {
  const env = getEnv();
  const { deps, database } = await createDeps(env);
  await seedBrands(deps);
  if (isEmbeddedDemo(env)) await seedDemoData(deps);
  const close = async () => {
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  // PGlite must be closed cleanly, or the next start has to run crash recovery.
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
  deps.logger.info({ database: database.kind, mail: deps.mail.describe }, "backend ready");
  return { app: createApp(deps), deps, database };
}

/** One backend per process (one PGlite instance), shared by route handlers and start-up. */
export function getBackend(): Promise<Backend> {
  globalForBackend.__jobCopilotBackend ??= startBackend().catch((error) => {
    globalForBackend.__jobCopilotBackend = undefined;
    throw error;
  });
  return globalForBackend.__jobCopilotBackend;
}

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
