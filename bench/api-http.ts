/**
 * The API over HTTP (issue 16): `GET /api/v1/applications/pagination` (first page of 20, the
 * default order) for a user with 100,000 applications, through the full Next server (`npm start`)
 * and through the standalone backend (`npm run api`), beside a raw Hono hello-world on
 * @hono/node-server, same machine, same run. autocannon, 50 connections, 10 s after 3 s warm-up.
 *
 *   npm run bench:api-http      (PGlite; PostgreSQL instead when TEST_DATABASE_URL / DATABASE_URL is set)
 *
 * BENCH_APPLICATIONS changes the dataset (100,000). Writes its section of bench/RESULTS.md.
 */
import { API_BASE } from "../lib/backend/base";
import { freshTarget, postgresServer, seedBenchUser, signInApi, startApp } from "./app-server";
import { freePort, int, load, LOAD, LOAD_TABLE_HEAD, loadRow, machine, REPO_ROOT, run, startServer, writeSection, type Load } from "./http";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const LIST = `${API_BASE}/applications/pagination?limit=20`;

/** Self-check: the list answers a full page and the dataset is all there. */
async function checkList(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const page = (await (await fetch(`${baseUrl}${LIST}`, { headers })).json()) as { data?: { items?: unknown[] } };
  const count = (await (await fetch(`${baseUrl}${API_BASE}/applications/count`, { headers })).json()) as { data?: { count?: number } };
  if (page.data?.items?.length !== 20 || count.data?.count !== APPLICATIONS) {
    throw new Error(`${baseUrl}: expected a page of 20 of ${APPLICATIONS} applications, got ${page.data?.items?.length} of ${count.data?.count}`);
  }
}

run(async (servers) => {
  const port = await freePort();
  const hono = await startServer({
    name: "raw Hono hello-world",
    command: "npx",
    args: ["tsx", "bench/hono-hello.ts"],
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    port,
    timeoutMs: 60_000,
  });
  servers.push(hono);

  const target = await freshTarget(postgresServer());
  try {
    const user = await seedBenchUser(target, APPLICATIONS);
    const measured: Load[] = [];
    // PGlite is one process: the web app and the standalone backend take turns on the data dir.
    for (const [script, label] of [["start", "through Next (`npm start`)"], ["api", "standalone backend (`npm run api`)"]] as const) {
      const app = await startApp(servers, target, script);
      const token = await signInApi(app.url, user);
      await checkList(app.url, token);
      measured.push(await load(`\`GET /applications/pagination?limit=20\` ${label}`, `${app.url}${LIST}`, { headers: { authorization: `Bearer ${token}` } }));
      await app.stop();
      servers.splice(servers.indexOf(app), 1);
    }
    const hello = await load("raw Hono hello-world (`GET /`, @hono/node-server)", `${hono.url}/`);
    writeSection(
      "api-http",
      [
        "## The API over HTTP (`bench/api-http.ts`)",
        "",
        `\`npm run bench:api-http\`: autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s after a ${LOAD.warmupSeconds} s warm-up, one server`,
        `loaded at a time, ${target.kind} (a fresh database): one user with ${int(APPLICATIONS)} applications (generated in SQL as in`,
        "bench/applications.ts), the first page of 20 in the default order (score), with the user's access token.",
        "The same list through the whole Next server and through the backend alone, beside a raw Hono",
        `hello-world on the same Node server adapter. Goal (issue 16): ≥ 50 % of raw Hono's throughput. ${machine()}.`,
        "",
        LOAD_TABLE_HEAD.replace("throughput vs bare", "throughput vs raw Hono"),
        loadRow(hello, null),
        ...measured.map((row) => loadRow(row, hello)),
      ].join("\n"),
    );
  } finally {
    await target.cleanup();
  }
});
