import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pino, { type Logger } from "pino";
import { clockOf, type Env } from "@/lib/env";
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from "./db/client";
import { createMailTransport, type MailTransport } from "./mail/transport";
import { parseJobSources, type JobSourcesConfig } from "./jobs/sources";
import type { ServicePorts } from "./jobs/ports";
import { exchangeRates } from "./jobs/match/currency";
import { createQueue, type JobQueue } from "./jobs/queue";
import { servicePorts } from "./services/ports";
import type { Assistant, AssistantId } from "./ai/assistants/types";
import { createFileStore, type FileStore } from "./storage/files";

/** Everything a route or service needs from the outside world, injected so tests can swap it. */
export type AppDeps = {
  db: Database;
  env: Env;
  secret: Uint8Array;
  mail: MailTransport;
  logger: Logger;
  now: () => Date;
  /** Which job boards to poll, from JOB_SOURCES. */
  jobSources: JobSourcesConfig;
  /** Background jobs (pg-boss with DATABASE_URL, else in-process); started by runtime.ts, absent in most tests. */
  queue?: JobQueue;
  /** Uploaded files (CVs); optional so code that never touches files can leave it out. */
  files?: FileStore;
  /** Assistants standing in for the named ones, in tests of the thread machinery. */
  assistants?: Partial<Record<AssistantId, Assistant<never, never>>>;
  /** The services the pipeline calls back into (plan limits, how an application reads), since it may not import them. */
  services: ServicePorts;
};

/** AUTH_SECRET when set; otherwise a random secret kept in DATA_DIR so sessions survive restarts. */
export function loadAuthSecret(env: Env): Uint8Array {
  if (env.AUTH_SECRET) return new TextEncoder().encode(env.AUTH_SECRET);
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

export function createLogger(env: Env): Logger {
  return pino({ level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL, base: { app: "job-copilot" } });
}

export async function createDeps(env: Env): Promise<{ deps: AppDeps; database: DatabaseHandle }> {
  const logger = createLogger(env);
  // Parsed before anything opens, so a wrong JOB_SOURCES stops start-up with its message.
  const jobSources = parseJobSources(env.JOB_SOURCES);
  // Likewise a bad EXCHANGE_RATES_FILE, rather than the first matching run.
  exchangeRates();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  const deps: AppDeps = {
    db: database.db,
    env,
    secret: loadAuthSecret(env),
    mail: createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(env.DATA_DIR, "outbox"),
      logger,
    }),
    logger,
    now: clockOf(env),
    jobSources,
    queue: createQueue(env, logger),
    files: createFileStore(env),
    services: servicePorts,
  };
  return { deps, database };
}
