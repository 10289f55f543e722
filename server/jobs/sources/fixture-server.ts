import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Board } from "./default-boards";
import type { Source } from "./types";
import { REPLICA_PREFIX, type ReplicaSubmission } from "../apply/replicas";
import { REPLICA_HANDLERS } from "../apply/replicas/handlers";

/** Recorded responses, one folder per source, in each API's own shape. */
export const FIXTURE_DIR = path.join(process.cwd(), "server/jobs/sources/fixtures");

/** The boards the fixtures hold; aggregators have none. */
export const FIXTURE_BOARDS: Record<Source, Board[] | null> = {
  greenhouse: [
    { board: "northwindlabs", company: "Northwind Labs" },
    { board: "lumenpay", company: "Lumen Pay" },
  ],
  lever: [
    { board: "fjordhealth", company: "Fjord Health" },
    { board: "kitebase", company: "Kitebase" },
  ],
  ashby: [
    { board: "tessellate", company: "Tessellate" },
    { board: "brightloop", company: "Brightloop" },
  ],
  workable: [
    { board: "atelier-nord", company: "Atelier Nord" },
    { board: "velomarkt", company: "Velomarkt" },
  ],
  smartrecruiters: [{ board: "OrbitalRetailGroup", company: "Orbital Retail Group" }],
  recruitee: [
    { board: "canalhouse", company: "Canalhouse" },
    { board: "maisonclaire", company: "Maison Claire" },
  ],
  arbeitnow: null,
  remotive: null,
  remoteok: null,
};

const DAY = 86_400_000;

function formatDate(date: Date, format: string, argument: string | undefined): string | number {
  const iso = date.toISOString();
  switch (format) {
    case "ms":
      return date.getTime();
    case "unix":
      return Math.floor(date.getTime() / 1000);
    case "date":
      return iso.slice(0, 10);
    case "iso-local":
      return iso.slice(0, 19);
    case "recruitee":
      return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
    case "iso-offset":
    case "iso-offset-ms": {
      // The same instant written in another zone, as Greenhouse ("-04:00") and Ashby ("+00:00") do.
      const match = /^([+-])(\d{2}):(\d{2})$/.exec(argument ?? "+00:00");
      const minutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
      const local = new Date(date.getTime() + minutes * 60_000).toISOString();
      return `${local.slice(0, format === "iso-offset-ms" ? 23 : 19)}${argument ?? "+00:00"}`;
    }
    default:
      return iso;
  }
}

/**
 * Fixtures store dates relative to now so the offline demo always shows fresh jobs:
 * "{{daysAgo:3}}" or "{{hoursAgo:5|format}}" (the quotes included) becomes a real date, where the
 * format is iso (default), iso-offset:-04:00, iso-offset-ms:+00:00, iso-local, date, recruitee,
 * ms or unix (the last two as JSON numbers).
 */
export function renderFixture(text: string, now: Date = new Date()): string {
  return text.replace(/"\{\{(days|hours)Ago:(\d+(?:\.\d+)?)(?:\|([a-z-]+)(?::([^}"]+))?)?\}\}"/g, (_match, unit: string, amount: string, format = "iso", argument?: string) => {
    const date = new Date(now.getTime() - Number(amount) * (unit === "days" ? DAY : DAY / 24));
    return JSON.stringify(formatDate(date, format, argument));
  });
}

/** A fixture file, dates filled in; null when there is none. */
export function loadFixture(relativePath: string, now: Date = new Date()): unknown {
  const file = path.join(FIXTURE_DIR, relativePath);
  if (!file.startsWith(FIXTURE_DIR + path.sep) || !fs.existsSync(file)) return null;
  return JSON.parse(renderFixture(fs.readFileSync(file, "utf8"), now));
}

export type FailureMode =
  | "error"
  | "hang"
  | "rate-limit"
  | { status: number; times?: number; retryAfter?: number }
  | { hang: true; times?: number };

export type FixtureServerOptions = {
  port?: number;
  host?: string;
  now?: () => Date;
  /** Sources that answer with a failure instead of their fixture. */
  failures?: Partial<Record<Source, FailureMode>>;
};

export type FixtureServer = {
  url: string;
  /** Every application the form replicas received, oldest first. */
  submissions: ReplicaSubmission[];
  close(): Promise<void>;
  /** Makes a source fail (or recover, with null) from the next request on. */
  fail(source: Source, mode: FailureMode | null): void;
  /** Every request served, for tests. */
  requests: { source: Source | null; path: string }[];
};

type Route = { source: Source; pattern: RegExp; respond: (match: RegExpExecArray, query: URLSearchParams, now: Date) => unknown };

const slice = <T>(items: T[], start: string | null, count: string | null) =>
  items.slice(Number(start ?? 0) || 0, count ? (Number(start ?? 0) || 0) + Number(count) : undefined);

/** The real APIs' paths, so a connector whose base URL is this server works unchanged. */
const ROUTES: Route[] = [
  { source: "greenhouse", pattern: /^\/v1\/boards\/([^/]+)\/jobs\/?$/, respond: ([, board], _query, now) => loadFixture(`greenhouse/${board}.json`, now) },
  {
    source: "lever",
    pattern: /^\/v0\/postings\/([^/]+)\/?$/,
    respond: ([, site], query, now) => {
      const postings = loadFixture(`lever/${site}.json`, now) as unknown[] | null;
      return postings && slice(postings, query.get("skip"), query.get("limit"));
    },
  },
  {
    source: "ashby",
    pattern: /^\/posting-api\/job-board\/([^/]+)\/?$/,
    respond: ([, board], query, now) => {
      const body = loadFixture(`ashby/${board}.json`, now) as { jobs: Record<string, unknown>[] } | null;
      if (body && query.get("includeCompensation") !== "true") for (const job of body.jobs) delete job.compensation;
      return body;
    },
  },
  {
    source: "workable",
    pattern: /^\/api\/v1\/widget\/accounts\/([^/]+)\/?$/,
    respond: ([, account], query, now) => {
      const body = loadFixture(`workable/${account}.json`, now) as { jobs: Record<string, unknown>[] } | null;
      if (body && query.get("details") !== "true") for (const job of body.jobs) for (const key of ["description", "requirements", "benefits"]) delete job[key];
      return body;
    },
  },
  {
    source: "smartrecruiters",
    pattern: /^\/v1\/companies\/([^/]+)\/postings\/([^/]+)\/?$/,
    respond: ([, company, id], _query, now) => (loadFixture(`smartrecruiters/${company}.details.json`, now) as Record<string, unknown> | null)?.[decodeURIComponent(id!)] ?? null,
  },
  {
    source: "smartrecruiters",
    pattern: /^\/v1\/companies\/([^/]+)\/postings\/?$/,
    respond: ([, company], query, now) => {
      const body = loadFixture(`smartrecruiters/${company}.json`, now) as { content: unknown[] } | null;
      if (!body) return null;
      const limit = Math.min(Number(query.get("limit") ?? 10) || 10, 100);
      const offset = Number(query.get("offset") ?? 0) || 0;
      return { ...body, offset, limit, totalFound: body.content.length, content: body.content.slice(offset, offset + limit) };
    },
  },
  { source: "arbeitnow", pattern: /^\/api\/job-board-api\/?$/, respond: (_match, query, now) => loadFixture(`arbeitnow/page-${Number(query.get("page") ?? 1) || 1}.json`, now) },
  { source: "remotive", pattern: /^\/api\/remote-jobs\/?$/, respond: (_match, _query, now) => loadFixture("remotive/remote-jobs.json", now) },
  { source: "remoteok", pattern: /^\/api\/?$/, respond: (_match, _query, now) => loadFixture("remoteok/api.json", now) },
  // Recruitee lives on one host per company; here the company is the first path segment.
  { source: "recruitee", pattern: /^\/([^/]+)\/api\/offers\/?$/, respond: ([, company], _query, now) => loadFixture(`recruitee/${company}.json`, now) },
];

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Serves every fixture at its API's real path. Failures can be set per source (option `failures`
 * or `fail()`), or per request with ?fixture_fail=500|429|hang for manual checks.
 */
export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const failures = new Map<Source, { mode: FailureMode; served: number }>(Object.entries(options.failures ?? {}).map(([source, mode]) => [source as Source, { mode: mode!, served: 0 }]));
  const requests: FixtureServer["requests"] = [];
  const submissions: ReplicaSubmission[] = [];
  let baseUrl = "";

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixtures.local");
    if (url.pathname.startsWith(`${REPLICA_PREFIX}/`)) {
      const [ats, ...rest] = url.pathname.slice(REPLICA_PREFIX.length + 1).split("/");
      const handler = REPLICA_HANDLERS[ats as keyof typeof REPLICA_HANDLERS];
      requests.push({ source: null, path: `${url.pathname}${url.search}` });
      const ctx = {
        now: () => options.now?.() ?? new Date(),
        record: (submission: ReplicaSubmission) => void submissions.push(submission),
        loadFixture: (relativePath: string) => loadFixture(relativePath, options.now?.() ?? new Date()),
        baseUrl: `${baseUrl}${REPLICA_PREFIX}/${ats}`,
      };
      const handled = handler ? handler(request, response, `/${rest.join("/")}`, url, ctx) : Promise.resolve(false);
      handled
        .then((done) => {
          if (!done) send(response, 404, { error: "not found" });
        })
        .catch((error: Error) => {
          if (!response.headersSent) send(response, 500, { error: error.message });
          else response.end();
        });
      return;
    }
    const route = ROUTES.map((candidate) => ({ candidate, match: candidate.pattern.exec(url.pathname) })).find((found) => found.match);
    requests.push({ source: route?.candidate.source ?? null, path: `${url.pathname}${url.search}` });
    if (request.method !== "GET") return send(response, 405, { error: "method not allowed" });
    if (!route) return send(response, 404, { error: "not found" });

    const failure = failures.get(route.candidate.source);
    const flag = url.searchParams.get("fixture_fail");
    const active = failure && (typeof failure.mode !== "object" || failure.served < (failure.mode.times ?? Infinity)) ? failure.mode : null;
    const mode: FailureMode | null = flag ? (flag === "hang" ? "hang" : { status: Number(flag) || 500 }) : active;
    if (mode) {
      if (failure && !flag) failure.served++;
      if (mode === "hang" || (typeof mode === "object" && "hang" in mode)) return; // never answers; close() drops the socket
      if (mode === "rate-limit") return send(response, 429, { error: "rate limited" }, { "retry-after": "1" });
      if (mode === "error") return send(response, 500, { error: "simulated failure" });
      return send(response, mode.status, { error: "simulated failure" }, mode.retryAfter !== undefined ? { "retry-after": String(mode.retryAfter) } : {});
    }

    try {
      const body = route.candidate.respond(route.match!, url.searchParams, options.now?.() ?? new Date());
      if (body === null || body === undefined) return send(response, 404, { error: "not found" });
      send(response, 200, body);
    } catch (error) {
      send(response, 500, { error: (error as Error).message });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  baseUrl = `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
  return {
    url: baseUrl,
    requests,
    submissions,
    fail(source, mode) {
      if (mode) failures.set(source, { mode, served: 0 });
      else failures.delete(source);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
