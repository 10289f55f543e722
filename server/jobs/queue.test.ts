import { randomUUID } from "node:crypto";
import pino from "pino";
import { backoffMs, createInProcessQueue, createPgBossQueue, cronFromEveryMs, everyMsFromCron, type JobContext, type JobQueue, type QueueTimers } from "./queue";

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

/** Lets pending promise callbacks and I/O run. */
const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** A clock the test moves by hand: timers fire in order as it passes them. */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: QueueTimers & { advance(ms: number): Promise<void>; pending(): number; time(): number } = {
    now: () => now,
    setTimeout(run, ms) {
      pending.set(++seq, { at: now + ms, run });
      return seq;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!next) break;
        pending.delete(next[0]);
        now = next[1].at;
        next[1].run();
        await flush();
      }
      now = end;
      await flush();
    },
    pending: () => pending.size,
    time: () => now,
  };
  return timers;
}

/** A promise the test resolves when it wants a handler to finish. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe("schedule intervals", () => {
  it("converts between intervals and cron", () => {
    expect(cronFromEveryMs(2 * 3_600_000)).toBe("0 */2 * * *");
    expect(cronFromEveryMs(3_600_000)).toBe("0 * * * *");
    expect(cronFromEveryMs(15 * 60_000)).toBe("*/15 * * * *");
    expect(() => cronFromEveryMs(7 * 60_000)).toThrow(/cannot schedule/);
    expect(everyMsFromCron("0 */2 * * *")).toBe(2 * 3_600_000);
    expect(everyMsFromCron("*/5 * * * *")).toBe(5 * 60_000);
    expect(() => everyMsFromCron("30 4 * * 1")).toThrow(/intervals only/);
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3].map((retry) => backoffMs(30, retry))).toEqual([30_000, 60_000, 120_000]);
    expect(backoffMs(30, 20)).toBe(3_600_000);
  });
});

describe("in-process queue", () => {
  it("runs at most `concurrency` jobs at a time, in order", async () => {
    const queue = createInProcessQueue({ logger });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    await queue.work<{ n: number }>(
      "work",
      async ({ n }) => {
        started.push(n);
        peak = Math.max(peak, ++active);
        await gates[n]!.promise;
        active--;
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 5; n++) await queue.send("work", { n });
    await flush();
    expect(started).toEqual([]); // nothing runs before start()
    await queue.start();
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await queue.idle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    await queue.stop();
  });

  it("retries a failing job with exponential backoff, then gives up", async () => {
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger, timers });
    const attempts: { attempt: number; at: number }[] = [];
    await queue.work("flaky", async (_data, context: JobContext) => {
      attempts.push({ attempt: context.attempt, at: timers.time() });
      throw new Error("boom");
    });
    await queue.start();
    await queue.send("flaky", {}, { retryLimit: 3, retryDelaySeconds: 10 });
    await flush();
    expect(attempts).toEqual([{ attempt: 1, at: 0 }]);
    await timers.advance(9_999);
    expect(attempts).toHaveLength(1);
    await timers.advance(1);
    await timers.advance(20_000);
    await timers.advance(40_000);
    expect(attempts).toEqual([
      { attempt: 1, at: 0 },
      { attempt: 2, at: 10_000 },
      { attempt: 3, at: 30_000 },
      { attempt: 4, at: 70_000 },
    ]);
    await timers.advance(1_000_000);
    expect(attempts).toHaveLength(4);
    expect(queue.failed).toEqual([{ name: "flaky", data: {}, error: "boom" }]);
    await queue.stop();
  });

  it("succeeds on a retry", async () => {
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger, timers });
    let calls = 0;
    await queue.work("once-flaky", async () => {
      if (++calls === 1) throw new Error("transient");
    });
    await queue.start();
    await queue.send("once-flaky", {}, { retryDelaySeconds: 5 });
    await flush();
    await timers.advance(5_000);
    expect(calls).toBe(2);
    expect(queue.failed).toEqual([]);
    await queue.idle();
    await queue.stop();
  });

  it("drops a job whose singleton key is already queued, not one whose twin is running", async () => {
    const queue = createInProcessQueue({ logger });
    const gates = [gate(), gate(), gate()];
    const ran: string[] = [];
    let call = 0;
    await queue.work<{ tag: string }>("sync", async ({ tag }) => {
      ran.push(tag);
      await gates[call++]!.promise;
    });
    expect(await queue.send("sync", { tag: "a" }, { singletonKey: "board-1" })).toEqual(expect.any(String));
    expect(await queue.send("sync", { tag: "b" }, { singletonKey: "board-1" })).toBeNull();
    expect(await queue.send("sync", { tag: "c" }, { singletonKey: "board-2" })).toEqual(expect.any(String));
    await queue.start();
    await flush();
    expect(ran).toEqual(["a"]);
    // "a" is running: one more may wait behind it, a third is dropped.
    expect(await queue.send("sync", { tag: "d" }, { singletonKey: "board-1" })).toEqual(expect.any(String));
    expect(await queue.send("sync", { tag: "e" }, { singletonKey: "board-1" })).toBeNull();
    gates.forEach((g) => g.open());
    await queue.idle();
    expect(ran).toEqual(["a", "c", "d"]);
    expect(queue.failed).toEqual([]);
    // Done: the key is free again.
    expect(await queue.send("sync", { tag: "f" }, { singletonKey: "board-1" })).toEqual(expect.any(String));
    await queue.stop();
  });

  it("starts delayed jobs after their delay", async () => {
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger, timers });
    const ran: number[] = [];
    await queue.work("later", async () => void ran.push(timers.time()));
    await queue.start();
    await queue.send("later", {}, { startAfterSeconds: 60 });
    await timers.advance(59_000);
    expect(ran).toEqual([]);
    await timers.advance(1_000);
    expect(ran).toEqual([60_000]);
    await queue.stop();
  });

  it("runs interval schedules, one per name, without piling up", async () => {
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger, timers });
    const ran: { at: number; data: object }[] = [];
    await queue.work("tick", async (data) => void ran.push({ at: timers.time(), data }));
    await queue.schedule("tick", 1000, { v: 1 });
    await queue.schedule("tick", "*/1 * * * *", { v: 2 }); // replaces the first
    await queue.start();
    await timers.advance(60_000 * 3);
    expect(ran).toEqual([60_000, 120_000, 180_000].map((at) => ({ at, data: { v: 2 } })));
    await queue.stop();
    expect(timers.pending()).toBe(0);
  });

  it("drains on stop: running jobs finish and see the abort signal, queued ones and timers are dropped", async () => {
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger, timers });
    const slow = gate();
    const seen: string[] = [];
    await queue.work<{ n: number }>("job", async ({ n }, context) => {
      seen.push(`start ${n}`);
      if (n === 0) {
        await slow.promise;
        seen.push(`aborted ${context.signal.aborted}`);
      }
      seen.push(`end ${n}`);
    });
    await queue.schedule("job", 60_000, { n: 9 });
    await queue.start();
    await queue.send("job", { n: 0 });
    await queue.send("job", { n: 1 });
    await queue.send("job", { n: 2 }, { startAfterSeconds: 30 });
    await flush();
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false); // waits for the running job
    expect(timers.pending()).toBe(0); // schedule and delayed job cancelled
    slow.open();
    await stopping;
    expect(seen).toEqual(["start 0", "aborted true", "end 0"]);
    await expect(queue.send("job", { n: 3 })).rejects.toThrow(/stopped/);
    await queue.idle();
  });
});

// CI runs the suite a second time against PostgreSQL with TEST_DATABASE_URL set.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres("pg-boss queue", () => {
  const schema = `jc_boss_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  let queue: JobQueue;

  beforeAll(async () => {
    queue = createPgBossQueue({ connectionString: process.env.TEST_DATABASE_URL!, logger, schema, pollingIntervalSeconds: 0.5 });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    const { Client } = await import("pg");
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  const until = async (check: () => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out waiting");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("runs jobs with the given concurrency", async () => {
    const gates = Array.from({ length: 3 }, gate);
    let active = 0;
    let peak = 0;
    const done: number[] = [];
    await queue.work<{ n: number }>(
      "pg-concurrency",
      async ({ n }) => {
        peak = Math.max(peak, ++active);
        await gates[n]!.promise;
        active--;
        done.push(n);
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 3; n++) expect(await queue.send("pg-concurrency", { n })).toEqual(expect.any(String));
    await until(() => active === 2);
    gates.forEach((g) => g.open());
    await until(() => done.length === 3);
    expect(peak).toBe(2);
  });

  it("drops a second job with the same singleton key while the first is queued", async () => {
    expect(await queue.send("pg-singleton", { n: 1 }, { singletonKey: "board", startAfterSeconds: 3600 })).toEqual(expect.any(String));
    expect(await queue.send("pg-singleton", { n: 2 }, { singletonKey: "board" })).toBeNull();
    expect(await queue.send("pg-singleton", { n: 3 }, { singletonKey: "other" })).toEqual(expect.any(String));
    // Keyless jobs are never deduplicated.
    expect(await queue.send("pg-singleton", { n: 4 })).toEqual(expect.any(String));
    expect(await queue.send("pg-singleton", { n: 5 })).toEqual(expect.any(String));
  });

  it("retries a failing job", async () => {
    const attempts: number[] = [];
    await queue.work("pg-retry", async (_data, context) => {
      attempts.push(context.attempt);
      if (context.attempt < 2) throw new Error("transient");
    });
    await queue.send("pg-retry", {}, { retryLimit: 2, retryDelaySeconds: 1 });
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
  });

  it("stores a schedule as cron", async () => {
    await queue.schedule("pg-schedule", 2 * 3_600_000, { every: "2h" });
    const { Client } = await import("pg");
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`select name, cron, data from ${schema}.schedule`);
    await client.end();
    expect(rows).toEqual([{ name: "pg-schedule", cron: "0 */2 * * *", data: { every: "2h" } }]);
  });
});
