import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { parseEnv, type Env } from "@/lib/env";
import { API_BASE } from "@/lib/backend/base";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../db/client";
import type { OutgoingMail } from "../mail/transport";
import { parseJobSources } from "../jobs/sources";
import { servicePorts } from "../services/ports";
import { createLocalFileStore } from "../storage/files";

export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (date: Date) => void };

function createClock(start = new Date("2026-03-02T09:00:00Z")): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set
 * (CI's PostgreSQL run), a new database created on that server and dropped at the end. Scripts
 * pass their own server URL (the match-quality runner, its DATABASE_URL).
 */
export async function openTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: "memory://" });
    await migrateDatabase(handle);
    return handle;
  }
  const { Client } = await import("pg");
  const name = `jc_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

export async function createTestContext(envOverrides: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const env: Env = parseEnv({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    WEB_ORIGIN: "http://localhost:3000",
    ...envOverrides,
  });
  const clock = createClock();
  const mails: OutgoingMail[] = [];
  const files = createLocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), "jc-files-")));
  const deps: AppDeps = {
    db: database.db,
    env,
    secret: new TextEncoder().encode(env.AUTH_SECRET),
    mail: { describe: "memory", send: async (mail) => void mails.push(mail) },
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    now: clock.now,
    jobSources: parseJobSources(env.JOB_SOURCES),
    files,
    services: servicePorts,
  };
  const app = createApp(deps);

  type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };
  /** Calls the app in-process like an HTTP client would; `body` is sent as JSON. */
  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.request(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  let userCounter = 0;
  /** Registers (and optionally completes) a user; returns its session. */
  async function signUp(options: { email?: string; password?: string; complete?: boolean } = {}) {
    userCounter += 1;
    const email = options.email ?? `user${userCounter}-${randomUUID().slice(0, 8)}@example.com`;
    const password = options.password ?? "correct horse battery staple";
    const registered = await call("POST", "/auth/register", { body: { email, password, accept_terms: true } });
    if (registered.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(registered.body)}`);
    let session = registered.body.data as { user: { id: string; email: string }; auth: { access_token: string }; refresh_token: string };
    if (options.complete) {
      const completed = await call("POST", "/auth/register/complete", {
        token: session.auth.access_token,
        body: { first_name: "Ada", last_name: "Lovelace", country: "GB", country_code: "GB", phone_number: "7400123456" },
      });
      if (completed.status !== 200) throw new Error(`completion failed: ${JSON.stringify(completed.body)}`);
      session = { ...session, auth: completed.body.data.auth };
    }
    return { email, password, id: session.user.id, token: session.auth.access_token, refreshToken: session.refresh_token };
  }

  const close = async () => {
    await database.close();
    fs.rmSync(files.root, { recursive: true, force: true });
  };
  return { app, deps, db: database.db, clock, mails, files, call, signUp, close };
}

/** An error answer's field problems as their English sentences, keyed by field. */
export function fieldMessages(error: { fields?: Record<string, { message: string }> } | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(error?.fields ?? {}).map(([field, problem]) => [field, problem.message]));
}
