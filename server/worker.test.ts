import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";

const workerScript = path.join(process.cwd(), "server/worker.ts");

type Run = { code: number | null; output: string };

/**
 * Starts `npm run worker`'s command (node with tsx as a loader: one process, which gets the signal
 * itself; the tsx CLI relays it and kills a child that does not acknowledge it within 30 ms).
 */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", workerScript], { env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const listeners: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<Run>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  const waitFor = (until: (text: string) => boolean, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker output did not match in time:\n${output}`)), timeoutMs);
      const check = () => {
        if (until(output)) {
          clearTimeout(timer);
          resolve(output);
        }
      };
      listeners.push(check);
      check();
    });
  return { child, exited, waitFor, output: () => output };
}

describe("npm run worker", () => {
  it("refuses to start without DATABASE_URL and says why", async () => {
    const { exited } = startWorker({ DATABASE_URL: "", DATA_DIR: "memory://" });
    const { code, output } = await exited;
    expect(code).toBe(1);
    expect(output).toMatch(/npm run worker needs DATABASE_URL/);
  }, 60_000);
});

// CI runs the backend suite a second time against PostgreSQL with TEST_DATABASE_URL set.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres("npm run worker on PostgreSQL", () => {
  const name = `jc_worker_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  let databaseUrl = "";

  beforeAll(async () => {
    const { Client } = await import("pg");
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    const { Client } = await import("pg");
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("takes the queue's jobs: the first sync ingests the fixture boards, and SIGTERM stops it cleanly", async () => {
    const worker = startWorker({ DATABASE_URL: databaseUrl, JOB_SOURCES: "fixtures", DATA_DIR: "/tmp/jc-worker-test" });
    await worker.waitFor((text) => text.includes('"worker ready"'));
    const { Client } = await import("pg");
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let succeeded = 0;
      for (let tries = 0; tries < 120 && succeeded === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        succeeded = Number((await client.query("select count(*) from ingestion_runs where status = 'succeeded'")).rows[0].count);
      }
      expect(succeeded).toBeGreaterThan(0);
      expect(Number((await client.query("select count(*) from jobs")).rows[0].count)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    worker.child.kill("SIGTERM");
    const { code, output } = await worker.exited;
    expect(code).toBe(0);
    expect(output).toMatch(/worker stopping/);
  }, 120_000);
});
