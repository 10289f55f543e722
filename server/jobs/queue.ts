import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type PgBoss from "pg-boss";
import type { Env } from "@/lib/env";

/**
 * Background work behind one small interface: pg-boss on PostgreSQL (durable, shared by every
 * instance), or an in-process runner on PGlite, where there is only ever one process.
 *
 * Semantics both keep: a job that throws is retried `retryLimit` times with exponential backoff;
 * a send whose singleton key is already waiting (queued or waiting to retry) is dropped and returns
 * null; `schedule` keeps one schedule per name, replacing an earlier one.
 */
export type JobContext = { id: string; name: string; attempt: number; createdAt: Date; signal: AbortSignal };
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;
export type SendOptions = { singletonKey?: string; startAfterSeconds?: number; retryLimit?: number; retryDelaySeconds?: number };
export type WorkOptions = { concurrency?: number };

export interface JobQueue {
  readonly kind: "pg-boss" | "in-process";
  start(): Promise<void>;
  /** Stops taking work and waits for the running handlers (their signal is aborted). */
  stop(): Promise<void>;
  /** The job's id, or null when a job with the same singleton key is already waiting. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** A cron expression, or an interval in milliseconds. */
  schedule<T extends object>(name: string, cronOrEveryMs: string | number, data: T): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 2;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
const MAX_BACKOFF_MS = 3_600_000;
const STOP_TIMEOUT_MS = 30_000;

/** Delay before retry number `retry` (1-based): delay, 2×delay, 4×delay…, at most an hour. */
export const backoffMs = (retryDelaySeconds: number, retry: number) => Math.min(retryDelaySeconds * 1000 * 2 ** (retry - 1), MAX_BACKOFF_MS);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An interval as cron, for pg-boss, which only takes cron; only intervals that divide an hour or a day. */
export function cronFromEveryMs(ms: number): string {
  if (ms % HOUR === 0 && 24 % (ms / HOUR) === 0) return ms === HOUR ? "0 * * * *" : `0 */${ms / HOUR} * * *`;
  if (ms % MINUTE === 0 && 60 % (ms / MINUTE) === 0) return ms === MINUTE ? "* * * * *" : `*/${ms / MINUTE} * * * *`;
  throw new Error(`cannot schedule every ${ms} ms: use whole minutes dividing an hour, or whole hours dividing a day`);
}

/** The reverse, for the in-process runner, which only runs intervals. */
export function everyMsFromCron(cron: string): number {
  const fields = cron.trim().split(/\s+/);
  const [minute, hour, ...rest] = fields;
  if (fields.length === 5 && rest.every((field) => field === "*")) {
    if (minute === "*" && hour === "*") return MINUTE;
    const minutes = /^\*\/(\d+)$/.exec(minute!);
    if (minutes && hour === "*") return Number(minutes[1]) * MINUTE;
    const hours = /^\*\/(\d+)$/.exec(hour!);
    if (minute === "0" && hour === "*") return HOUR;
    if (minute === "0" && hours) return Number(hours[1]) * HOUR;
  }
  throw new Error(`the in-process queue runs intervals only ("*/N * * * *", "0 */N * * *" or milliseconds), not "${cron}"`);
}

/** pg-boss when DATABASE_URL is set, else the in-process runner. Neither starts until start(). */
export function createQueue(env: Pick<Env, "DATABASE_URL">, logger: Logger): JobQueue {
  return env.DATABASE_URL ? createPgBossQueue({ connectionString: env.DATABASE_URL, logger }) : createInProcessQueue({ logger });
}

// ---------------------------------------------------------------------------------------------
// In-process

export type QueueTimers = { now(): number; setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

const systemTimers: QueueTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

type Entry = { id: string; name: string; data: object; key: string | null; attempt: number; createdAt: Date; retryLimit: number; retryDelaySeconds: number };
type Lane = { handler: JobHandler<object> | null; concurrency: number; running: number; ready: Entry[] };

export type InProcessQueue = JobQueue & {
  /** Resolves when nothing is queued, running or waiting for a retry (scheduled ticks aside). */
  idle(): Promise<void>;
  /** Jobs that failed their last attempt, for tests and diagnostics. */
  readonly failed: { name: string; data: object; error: string }[];
};

export function createInProcessQueue(options: { logger: Logger; timers?: QueueTimers }): InProcessQueue {
  const { logger } = options;
  const timers = options.timers ?? systemTimers;
  const lanes = new Map<string, Lane>();
  /** Singleton keys of jobs queued or waiting to retry, per queue name. */
  const waitingKeys = new Map<string, Set<string>>();
  const delayed = new Map<unknown, Entry>();
  const schedules = new Map<string, { every: number; data: object; handle: unknown }>();
  const running = new Set<Promise<void>>();
  const failed: InProcessQueue["failed"] = [];
  const abort = new AbortController();
  let started = false;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const lane = (name: string): Lane => {
    let found = lanes.get(name);
    if (!found) lanes.set(name, (found = { handler: null, concurrency: 1, running: 0, ready: [] }));
    return found;
  };
  const keys = (name: string) => {
    let found = waitingKeys.get(name);
    if (!found) waitingKeys.set(name, (found = new Set()));
    return found;
  };
  const busy = () => running.size > 0 || delayed.size > 0 || [...lanes.values()].some((l) => l.ready.length > 0 && l.handler);
  const checkIdle = () => {
    if (busy()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  function enqueue(entry: Entry) {
    lane(entry.name).ready.push(entry);
    pump(entry.name);
  }

  function later(entry: Entry, ms: number) {
    const handle = timers.setTimeout(() => {
      delayed.delete(handle);
      if (!stopped) enqueue(entry);
    }, ms);
    delayed.set(handle, entry);
  }

  function pump(name: string) {
    const current = lane(name);
    while (started && !stopped && current.handler && current.running < current.concurrency && current.ready.length) {
      const entry = current.ready.shift()!;
      // Started: a new job with the same key may be queued behind it (pg-boss "short" policy).
      if (entry.key) keys(name).delete(entry.key);
      current.running++;
      const run = execute(current.handler, entry).finally(() => {
        current.running--;
        running.delete(run);
        pump(name);
        checkIdle();
      });
      running.add(run);
    }
  }

  async function execute(handler: JobHandler<object>, entry: Entry) {
    try {
      await handler(entry.data, { id: entry.id, name: entry.name, attempt: entry.attempt, createdAt: entry.createdAt, signal: abort.signal });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (entry.attempt <= entry.retryLimit && !stopped) {
        const delay = backoffMs(entry.retryDelaySeconds, entry.attempt);
        logger.warn({ job: entry.name, id: entry.id, attempt: entry.attempt, retryInMs: delay, err: message }, "job failed, will retry");
        if (entry.key) keys(entry.name).add(entry.key);
        later({ ...entry, attempt: entry.attempt + 1 }, delay);
      } else {
        logger.error({ job: entry.name, id: entry.id, attempt: entry.attempt, err: message }, "job failed");
        failed.push({ name: entry.name, data: entry.data, error: message });
      }
    }
  }

  function arm(name: string) {
    const schedule = schedules.get(name)!;
    schedule.handle = timers.setTimeout(() => {
      if (stopped || schedules.get(name) !== schedule) return;
      void queue.send(name, schedule.data, { singletonKey: `schedule:${name}` }).catch((error) => logger.error({ err: error, job: name }, "scheduled send failed"));
      arm(name);
    }, schedule.every);
  }

  const queue: InProcessQueue = {
    kind: "in-process",
    failed,
    async start() {
      if (started || stopped) return;
      started = true;
      for (const name of schedules.keys()) arm(name);
      for (const name of lanes.keys()) pump(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      abort.abort();
      for (const schedule of schedules.values()) if (schedule.handle !== undefined) timers.clearTimeout(schedule.handle);
      for (const handle of delayed.keys()) timers.clearTimeout(handle);
      delayed.clear();
      // Not started yet: in memory they would be lost anyway; the schedules bring them back on the next start.
      const dropped = [...lanes.values()].reduce((sum, l) => sum + l.ready.splice(0).length, 0);
      if (dropped) logger.info({ dropped }, "queue stopped with jobs not started");
      waitingKeys.clear();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), STOP_TIMEOUT_MS)));
      const outcome = await Promise.race([Promise.allSettled([...running]), timeout]);
      clearTimeout(timer);
      if (outcome === "timeout") logger.warn({ running: running.size }, "queue stopped with jobs still running");
      checkIdle();
    },
    async send(name, data, sendOptions = {}) {
      if (stopped) throw new Error(`queue stopped: cannot send ${name}`);
      const key = sendOptions.singletonKey ?? null;
      if (key && keys(name).has(key)) return null;
      if (key) keys(name).add(key);
      const entry: Entry = {
        id: randomUUID(),
        name,
        data,
        key,
        attempt: 1,
        createdAt: new Date(timers.now()),
        retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelaySeconds: sendOptions.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      };
      if (sendOptions.startAfterSeconds && sendOptions.startAfterSeconds > 0) later(entry, sendOptions.startAfterSeconds * 1000);
      else enqueue(entry);
      return entry.id;
    },
    async work(name, handler, workOptions = {}) {
      const current = lane(name);
      if (current.handler) throw new Error(`a worker for ${name} is already registered`);
      current.handler = handler as JobHandler<object>;
      current.concurrency = Math.max(1, workOptions.concurrency ?? 1);
      pump(name);
    },
    async schedule(name, cronOrEveryMs, data) {
      const every = typeof cronOrEveryMs === "number" ? cronOrEveryMs : everyMsFromCron(cronOrEveryMs);
      if (!(every > 0)) throw new Error(`invalid schedule interval for ${name}`);
      const previous = schedules.get(name);
      if (previous?.handle !== undefined) timers.clearTimeout(previous.handle);
      schedules.set(name, { every, data, handle: undefined });
      if (started && !stopped) arm(name);
    },
    idle() {
      if (!busy()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
  return queue;
}

// ---------------------------------------------------------------------------------------------
// pg-boss

export type PgBossQueueOptions = {
  connectionString: string;
  logger: Logger;
  /** Its own schema, so tests can use a throwaway one; default "pgboss". */
  schema?: string;
  pollingIntervalSeconds?: number;
};

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { logger } = options;
  const abort = new AbortController();
  const queues = new Map<string, Promise<void>>();
  let boss: PgBoss | null = null;

  const started = () => {
    if (!boss) throw new Error("pg-boss queue not started");
    return boss;
  };
  // "short": at most one queued job per singleton key; a job already running does not block a new
  // one, as in the in-process runner. Keyless jobs get a unique key so the policy never drops them.
  const ensureQueue = (name: string) => {
    let found = queues.get(name);
    if (!found) {
      found = started().createQueue(name, { name, policy: "short", retryLimit: DEFAULT_RETRY_LIMIT, retryDelay: DEFAULT_RETRY_DELAY_SECONDS, retryBackoff: true });
      found.catch(() => queues.delete(name));
      queues.set(name, found);
    }
    return found;
  };

  return {
    kind: "pg-boss",
    async start() {
      if (boss) return;
      // Loaded only here: the embedded (PGlite) setup never needs it.
      const { default: PgBossClass } = await import("pg-boss");
      const instance = new PgBossClass({ connectionString: options.connectionString, schema: options.schema, application_name: "job-copilot" });
      instance.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
      await instance.start();
      boss = instance;
    },
    async stop() {
      if (!boss) return;
      abort.abort();
      const instance = boss;
      boss = null;
      await instance.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return started().send(name, data, {
        singletonKey: sendOptions.singletonKey ?? `once:${randomUUID()}`,
        startAfter: sendOptions.startAfterSeconds && sendOptions.startAfterSeconds > 0 ? sendOptions.startAfterSeconds : undefined,
        retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: sendOptions.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        retryBackoff: true,
      });
    },
    async work(name, handler, workOptions = {}) {
      await ensureQueue(name);
      const instance = started();
      // pg-boss 10 has no concurrency option: each work() call is one polling worker.
      for (let i = 0; i < Math.max(1, workOptions.concurrency ?? 1); i++) {
        await instance.work<object>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) {
            await (handler as JobHandler<object>)(job.data, { id: job.id, name: job.name, attempt: job.retryCount + 1, createdAt: new Date(job.createdOn), signal: abort.signal });
          }
        });
      }
    },
    async schedule(name, cronOrEveryMs, data) {
      await ensureQueue(name);
      await started().schedule(name, typeof cronOrEveryMs === "number" ? cronFromEveryMs(cronOrEveryMs) : cronOrEveryMs, data, { tz: "UTC", singletonKey: `schedule:${name}` });
    },
  };
}
