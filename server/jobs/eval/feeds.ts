import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SOURCES } from "../sources/types";
import { DATA_DIR, recordedBoards } from "./set";

/**
 * The recorded feeds, each answered at its API's real path (as sources/fixture-server.ts does for
 * the product's fixtures), so the connectors read them unchanged. Every feed is one page: the
 * connectors ask for 100 postings at a time.
 */
type Route = { pattern: RegExp; file: (match: RegExpExecArray, query: URLSearchParams) => string; pick?: (body: unknown, match: RegExpExecArray) => unknown };

const ROUTES: Route[] = [
  { pattern: /^\/v1\/boards\/([^/]+)\/jobs\/?$/, file: ([, board]) => `greenhouse/${board}.json` },
  { pattern: /^\/v0\/postings\/([^/]+)\/?$/, file: ([, site]) => `lever/${site}.json` },
  { pattern: /^\/posting-api\/job-board\/([^/]+)\/?$/, file: ([, board]) => `ashby/${board}.json` },
  { pattern: /^\/api\/v1\/widget\/accounts\/([^/]+)\/?$/, file: ([, account]) => `workable/${account}.json` },
  { pattern: /^\/v1\/companies\/([^/]+)\/postings\/?$/, file: ([, company]) => `smartrecruiters/${company}.json` },
  {
    pattern: /^\/v1\/companies\/([^/]+)\/postings\/([^/]+)\/?$/,
    file: ([, company]) => `smartrecruiters/${company}.details.json`,
    pick: (details, [, , id]) => (details as Record<string, unknown>)[decodeURIComponent(id!)],
  },
  // Recruitee has a host per company; here the company is the first path segment.
  { pattern: /^\/([^/]+)\/api\/offers\/?$/, file: ([, company]) => `recruitee/${company}.json` },
  { pattern: /^\/api\/job-board-api\/?$/, file: (_match, query) => `arbeitnow/page-${Number(query.get("page") ?? 1) || 1}.json` },
  { pattern: /^\/api\/remote-jobs\/?$/, file: () => "remotive/remote-jobs.json" },
  { pattern: /^\/api\/?$/, file: () => "remoteok/api.json" },
];

function respond(url: URL): unknown {
  for (const route of ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const file = path.join(DATA_DIR, route.file(match, url.searchParams));
    if (!file.startsWith(DATA_DIR + path.sep) || !fs.existsSync(file)) return undefined;
    const body: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return route.pick ? route.pick(body, match) : body;
  }
  return undefined;
}

export type FeedServer = { url: string; close(): Promise<void> };

export async function serveFeeds(): Promise<FeedServer> {
  const server = http.createServer((request, response) => {
    const body = respond(new URL(request.url ?? "/", "http://feeds.local"));
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body ?? { error: "not found" }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** JOB_SOURCES for every recorded board, each source pointed at the feed server. */
export function feedJobSources(url: string): string {
  const boards = recordedBoards();
  return SOURCES.map((source) => `${source}${boards[source] ? `:${boards[source].join(",")}` : ""}@${url}`).join(";");
}
