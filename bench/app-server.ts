/**
 * This app under test for the HTTP benchmarks: a fresh database (a new PGlite DATA_DIR, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL), a signed-up, completed
 * and verified job seeker with copilots and applications written straight into it, then
 * `npm start` (or `npm run api`) on a free port, and sign-ins over HTTP as a browser does them.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pino from "pino";
import { API_BASE } from "../lib/backend/base";
import { parseEnv } from "../lib/env";
import { REFRESH_COOKIE, SESSION_COOKIE } from "../lib/session/constants";
import { createApp } from "../server/app";
import { migrateDatabase, openDatabase } from "../server/db/client";
import { copilots } from "../server/db/schema";
import { loadAuthSecret, type AppDeps } from "../server/deps";
import { parseJobSources } from "../server/jobs/sources";
import type { OutgoingMail } from "../server/mail/transport";
import { servicePorts } from "../server/services/ports";
import { createFileStore } from "../server/storage/files";
import { seedApplications } from "./seed";
import { cookieFrom, cookieHeader, freePort, REPO_ROOT, startServer, waitForQuiet, type Started } from "./http";

export type Target = { kind: "PGlite" | "PostgreSQL"; dataDir: string; databaseUrl?: string; cleanup: () => Promise<void> };

/** The PostgreSQL server to also measure on, when one is given. */
export const postgresServer = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

/** A fresh, empty database: PGlite in a new DATA_DIR, or a new database on the given server. */
export async function freshTarget(serverUrl: string | null): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { kind: "PGlite", dataDir, cleanup: removeDir };
  const { Client } = await import("pg");
  const name = `jc_bench_${randomUUID().replace(/-/g, "")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "PostgreSQL",
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      await removeDir();
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type BenchUser = { email: string; password: string; id: string; applications: number };

/**
 * Before the server starts (PGlite is one process): migrates, signs a job seeker up through the
 * API in-process, completes and verifies them with the link of the mail they got, and writes
 * three copilots and `applications` applications (with their jobs) in two SQL statements.
 */
export async function seedBenchUser(target: Target, applications: number): Promise<BenchUser> {
  const started = performance.now();
  const env = parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const mails: OutgoingMail[] = [];
    const deps: AppDeps = {
      db: database.db,
      env,
      // The same secret file the server reads next, as for any start on this DATA_DIR.
      secret: loadAuthSecret(env),
      mail: { describe: "memory", send: async (mail) => void mails.push(mail) },
      logger: pino({ level: "silent" }),
      now: () => new Date(),
      jobSources: parseJobSources(env.JOB_SOURCES),
      files: createFileStore(env),
      services: servicePorts,
    };
    const app = createApp(deps);
    const call = async (method: string, route: string, body: unknown, token?: string) => {
      const response = await app.request(`${API_BASE}${route}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { data?: Record<string, unknown> };
      if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
      return json.data ?? {};
    };
    const email = `bench-${Date.now()}@example.com`;
    const password = "bench passphrase for the copilot 2026";
    const registered = (await call("POST", "/auth/register", { email, password, accept_terms: true })) as { user: { id: string }; auth: { access_token: string } };
    const token = registered.auth.access_token;
    await call("POST", "/auth/register/complete", { first_name: "Ada", last_name: "Bench", country: "DE", country_code: "DE", phone_number: "15123456789" }, token);
    const link = mails.at(-1)?.link;
    if (!link) throw new Error("sign-up sent no verification mail");
    await call("POST", "/auth/verify", { token: new URL(link).searchParams.get("token") });

    const userId = registered.user.id;
    const own = await database.db
      .insert(copilots)
      .values(["Frontend", "Data", "Design"].map((name) => ({ userId, name, status: "active" as const })))
      .returning({ id: copilots.id });
    if (applications > 0) await seedApplications(database.db, userId, own.map(({ id }) => id), applications);
    console.log(`${target.kind}: seeded a job seeker with ${applications.toLocaleString("en")} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { email, password, id: userId, applications };
  } finally {
    await database.close();
  }
}

/**
 * `npm start` (the web app with the backend in-process) or `npm run api` (the backend alone) on
 * a free port and the target's database; returns once it answers and its start-up work is done.
 */
export async function startApp(servers: Started[], target: Target, script: "start" | "api" = "start"): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    WEB_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete env.TEST_DATABASE_URL;
  const args = script === "start" ? ["start"] : ["run", "api"];
  const server = await startServer({ name: `npm ${args.join(" ")} (${target.kind})`, command: "npm", args, cwd: REPO_ROOT, env, port, readyPath: `${API_BASE}/health`,
    // `npm start` builds first when the build is missing or older than the sources (minutes on two cores).
    timeoutMs: 900_000,
  });
  servers.push(server);
  await waitForQuiet(server);
  return server;
}

export type SignedIn = { cookie: string; accessToken: string; refreshToken: string };

/** Signs in through the web app's /api/login, as the login form does; returns the cookies it set. */
export async function signIn(baseUrl: string, user: BenchUser): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  const cookie = cookieHeader(response.headers.getSetCookie(), [SESSION_COOKIE, REFRESH_COOKIE]);
  const session = cookieFrom(cookie, SESSION_COOKIE);
  const refreshToken = cookieFrom(cookie, REFRESH_COOKIE);
  if (!session || !refreshToken) throw new Error(`sign-in set no session: ${cookie}`);
  const { auth } = JSON.parse(decodeURIComponent(session)) as { auth: { access_token: string } };
  return { cookie, accessToken: auth.access_token, refreshToken };
}

/** Signs in at the backend's own /auth (for `npm run api`, which has no web routes). */
export async function signInApi(baseUrl: string, user: BenchUser): Promise<string> {
  const response = await fetch(`${baseUrl}${API_BASE}/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`API sign-in: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { auth: { access_token: string } } };
  return data.auth.access_token;
}

/** Self-check before a page is measured: it renders for this cookie instead of redirecting. */
export async function expectPage(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} ${response.headers.get("location") ?? ""}, not the page`);
  return body.length;
}
