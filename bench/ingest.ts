/**
 * Ingestion throughput: 10,000 generated postings stored the way ingestAll stores them (brands,
 * batched upserts, dedup and repost flags, closing), without the network: each board is a connector
 * that returns its generated feed. `npx tsx bench/ingest.ts` (PGlite, in memory); with
 * TEST_DATABASE_URL on PostgreSQL. The postings are built from the recorded fixtures: their titles,
 * locations, countries and texts, spread over the shipped companies and the fixture companies.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { jobs } from "../server/db/schema";
import { startFixtureServer } from "../server/jobs/sources/fixture-server";
import { createHttpClient } from "../server/jobs/sources/http";
import { createConnectors, fetchAll, type Connector } from "../server/jobs/sources";
import { SOURCES, type NormalizedJob, type Source } from "../server/jobs/sources/types";
import { shippedBrands } from "../server/jobs/ingest/brands";
import { ingestAll } from "../server/jobs/ingest/ingestion";
import { createTestContext } from "../server/test/harness";

const TOTAL = 10_000;
const DAY = 86_400_000;
const ATS: Source[] = ["greenhouse", "lever", "ashby", "workable", "smartrecruiters", "recruitee"];
const AGGREGATED: Source[] = ["arbeitnow", "remotive", "remoteok"];
const PREFIXES = ["", "", "", "Senior ", "Junior ", "Lead ", "Staff "];

/** Deterministic, so both databases ingest the same postings. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

async function templates(): Promise<NormalizedJob[]> {
  const server = await startFixtureServer();
  const noLimits = Object.fromEntries(SOURCES.map((source) => [source, { limit: 1000, windowMs: 1000 }]));
  const connectors = createConnectors({ mode: "fixtures", baseUrl: server.url }, { http: createHttpClient({ rateLimits: noLimits, attempts: 1 }) });
  const runs = await fetchAll(connectors);
  await server.close();
  return runs.flatMap((run) => (run.ok ? run.jobs : []));
}

/** 10,000 postings: 80 % on 100 company boards of the six ATSs, 20 % on the aggregators, some of them the same jobs. */
function generate(base: NormalizedJob[], now: Date): Map<string, NormalizedJob[]> {
  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const companies = [...new Set([...shippedBrands().map((brand) => brand.name), ...base.map((job) => job.company)])];
  const boards = new Map<string, NormalizedJob[]>();
  const boardCompanies = Array.from({ length: 100 }, (_, i) => ({ source: ATS[i % ATS.length]!, company: companies[i % companies.length]! }));
  const atsJobs: NormalizedJob[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const template = pick(base);
    const aggregated = i % 5 === 4;
    const owner = aggregated ? null : boardCompanies[i % boardCompanies.length]!;
    // An aggregator posting is either a copy of an ATS job (a cross-source duplicate) or its own.
    const copied = aggregated && atsJobs.length && next() < 0.25 ? pick(atsJobs) : null;
    const source = owner?.source ?? pick(AGGREGATED);
    const company = copied?.company ?? owner?.company ?? pick(companies);
    const title = copied?.title ?? `${pick(PREFIXES)}${template.title.replace(/^(Senior|Junior|Lead|Staff) /, "")}`;
    const job: NormalizedJob = {
      ...template,
      source,
      board: owner ? `${company.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i % boardCompanies.length}` : null,
      externalId: `${source}-${i}`,
      company,
      title,
      descriptionText: copied?.descriptionText ?? `${company} is hiring a ${title} (ref ${i}).\n\n${template.descriptionText}`,
      descriptionHtml: copied?.descriptionHtml ?? `<p>${company} is hiring a ${title} (ref ${i}).</p>${template.descriptionHtml}`,
      applyUrl: `https://jobs.example.com/${source}/${i}`,
      postedAt: copied?.postedAt ?? new Date(now.getTime() - Math.floor(next() * 60) * DAY - Math.floor(next() * DAY)),
    };
    if (!aggregated) atsJobs.push(job);
    const key = `${source}:${job.board ?? ""}`;
    boards.set(key, [...(boards.get(key) ?? []), job]);
  }
  return boards;
}

function connectorsFor(boards: Map<string, NormalizedJob[]>, feed: (jobs: NormalizedJob[]) => NormalizedJob[]): Connector[] {
  return [...boards.entries()].map(([key, list]) => {
    const [source, board] = key.split(":") as [Source, string];
    return { source, board: board || null, baseUrl: "http://bench", fetchJobs: async () => ({ jobs: feed(list), warnings: [] }) };
  });
}

async function main() {
  const base = await templates();
  const t = await createTestContext();
  const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const boards = generate(base, t.clock.now());
  const rows: string[] = [];

  const step = async (label: string, connectors: Connector[]) => {
    const started = performance.now();
    const results = await ingestAll(t.deps, { connectors });
    const ms = performance.now() - started;
    const sum = (key: "fetched" | "inserted" | "updated" | "closed" | "duplicates" | "reposts") => results.reduce((total, run) => total + run[key], 0);
    if (results.some((run) => run.status !== "succeeded")) throw new Error(`${label}: a board failed`);
    rows.push(
      `| ${label} | ${results.length} | ${sum("fetched")} | ${sum("inserted")} | ${sum("updated")} | ${sum("closed")} | ${sum("duplicates")} | ${sum("reposts")} | ${(ms / 1000).toFixed(2)} | ${Math.round(sum("fetched") / (ms / 1000))} |`,
    );
  };

  await step("first sync (all new)", connectorsFor(boards, (list) => list));
  t.clock.advance(2 * 3_600_000);
  await step("re-sync (no change)", connectorsFor(boards, (list) => list));
  t.clock.advance(2 * 3_600_000);
  // Every 20th posting vanished, and as many new ones (some reposts of the vanished) appeared.
  await step(
    "re-sync (5 % closed, 5 % new)",
    connectorsFor(boards, (list) =>
      list.flatMap((job, index) => (index % 20 === 7 ? [{ ...job, externalId: `${job.externalId}-r`, postedAt: t.clock.now() }] : [job])).filter((_job, index) => index % 21 !== 3),
    ),
  );
  const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs)) as [{ n: number }];

  console.log(`\n${kind}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString().slice(0, 10)}; ${n} rows in jobs at the end\n`);
  console.log("| step | boards | postings | inserted | updated | closed | duplicates | reposts | seconds | postings/s |\n|---|---|---|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  await t.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
