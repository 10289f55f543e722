/**
 * applications/pagination with 100,000 applications for one user: the first page and a deep page
 * (reached by following cursors), with and without a stage filter, plus the counts and the stats
 * that scan all of them. In-process, one call at a time.
 * `npx tsx bench/applications.ts` (PGlite); with TEST_DATABASE_URL on PostgreSQL.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { copilots } from "../server/db/schema";
import { createTestContext, type TestContext } from "../server/test/harness";
import { format, measure } from "./lib";
import { seedApplications } from "./seed";

const TOTAL = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const PAGE = 20;

async function seed(t: TestContext, userId: string) {
  const started = performance.now();
  const own = await t.db
    .insert(copilots)
    .values(["Frontend", "Data", "Design"].map((name) => ({ userId, name, status: "active" as const })))
    .returning({ id: copilots.id });
  await seedApplications(t.db, userId, own.map(({ id }) => id), TOTAL);
  return { seconds: (performance.now() - started) / 1000, copilotId: own[0]!.id };
}

function ok<T extends { status: number; body: unknown }>(res: T): T {
  if (res.status !== 200) throw new Error(`unexpected status ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** Follows next_cursor with 100-row pages until `rows` rows are behind; returns that cursor. */
async function cursorAfter(t: TestContext, token: string, query: string, rows: number) {
  let cursor = "";
  for (let seen = 0; seen < rows; seen += 100) {
    const res = ok(await t.call("GET", `/applications/pagination?limit=100${query}${cursor ? `&cursor=${cursor}` : ""}`, { token }));
    cursor = res.body.data.next_cursor;
  }
  return cursor;
}

async function main() {
  const t = await createTestContext();
  const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const user = await t.signUp({ complete: true });
  const token = user.token;
  const seeded = await seed(t, user.id);
  const count = ok(await t.call("GET", "/applications/count", { token })).body.data.count;
  const applied = ok(await t.call("GET", "/applications/count?stage=applied", { token })).body.data.count;
  console.log(`seeded ${count} applications (${applied} applied) in ${seeded.seconds.toFixed(1)} s`);

  const walkStarted = performance.now();
  const deep = await cursorAfter(t, token, "", Math.floor(count / 2));
  const walkSeconds = (performance.now() - walkStarted) / 1000;
  const deepApplied = await cursorAfter(t, token, "&stage=applied", Math.floor(applied / 2));

  const page = (query: string) => () => t.call("GET", `/applications/pagination?limit=${PAGE}${query}`, { token }).then(ok);
  const rows = [
    format(`first page (limit ${PAGE})`, await measure(300, page(""))),
    format(`deep page: row ${Math.floor(count / 2).toLocaleString("en")}, by cursor`, await measure(300, page(`&cursor=${deep}`))),
    format("stage=applied, first page", await measure(300, page("&stage=applied"))),
    format(`stage=applied, deep page: row ${Math.floor(applied / 2).toLocaleString("en")}`, await measure(300, page(`&stage=applied&cursor=${deepApplied}`))),
    format("copilot_id filter, first page", await measure(300, page(`&copilot_id=${seeded.copilotId}`))),
    format("q=frontend (ILIKE over title and company, 20 % match), first page", await measure(50, page("&q=frontend"), 5)),
    format("q=company 123 (a company's name, 0.3 % match), first page", await measure(50, page("&q=company%20123"), 5)),
    format("GET /applications/count", await measure(50, () => t.call("GET", "/applications/count", { token }).then(ok), 5)),
    format("GET /applications/count_by_stage", await measure(50, () => t.call("GET", "/applications/count_by_stage", { token }).then(ok), 5)),
    format("GET /profile/stats", await measure(50, () => t.call("GET", "/profile/stats", { token }).then(ok), 5)),
  ];

  console.log(`\n${kind}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`walk of ${Math.floor(count / 200)} pages of 100 to the middle: ${walkSeconds.toFixed(1)} s\n`);
  console.log("| call | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|");
  console.log(rows.join("\n"));
  await t.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
