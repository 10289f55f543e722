/**
 * Server rendering under load (issue 16): autocannon, 50 connections for 10 s after a 3 s warm-up,
 * on /login, /copilot and /applications of `npm start` (signed in for the last two) beside the
 * bare Next.js app's static page and its jose-gated page, same run. PGlite (a fresh DATA_DIR),
 * then PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL names a server (a new database on it).
 *
 *   npm run bench:pages
 *
 * BENCH_SECONDS, BENCH_WARMUP_SECONDS and BENCH_CONNECTIONS shorten or widen a run (a quick
 * check: BENCH_SECONDS=2 BENCH_WARMUP_SECONDS=1). Writes its section of bench/RESULTS.md.
 */
import { expectPage, freshTarget, postgresServer, seedBenchUser, signIn, startApp } from "./app-server";
import { startBareApp } from "./bare/app";
import { load, LOAD, LOAD_TABLE_HEAD, loadRow, machine, run, writeSection, type Load } from "./http";

/** A few hundred applications: what an active account holds after some weeks. */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 300);

run(async (servers) => {
  const bare = await startBareApp(servers);
  const sections: string[] = [];
  const targets = [null, postgresServer()].filter((server, i) => i === 0 || server);
  for (const serverUrl of targets) {
    const target = await freshTarget(serverUrl);
    try {
      const user = await seedBenchUser(target, APPLICATIONS);
      const app = await startApp(servers, target);
      const { cookie } = await signIn(app.url, user);
      for (const page of ["/copilot", "/applications"]) await expectPage(`${app.url}${page}`, cookie);
      await expectPage(`${app.url}/login`);

      const bareEntry = await load("bare Next.js page `/` (static)", `${bare.url}/`);
      const bareGated = await load("bare Next.js gated page (jose middleware, valid JWT)", `${bare.url}/gated`, { headers: { cookie: bare.cookie } });
      const login = await load("`/login`", `${app.url}/login`);
      const copilot = await load("`/copilot` (signed in)", `${app.url}/copilot`, { headers: { cookie } });
      const applications = await load("`/applications` (signed in)", `${app.url}/applications`, { headers: { cookie } });
      sections.push(pagesTable(target.kind, { bareEntry, bareGated, login, copilot, applications }));
      await app.stop();
      servers.splice(servers.indexOf(app), 1);
    } finally {
      await target.cleanup();
    }
  }
  writeSection(
    "pages",
    [
      "## Pages under load (`bench/pages.ts`)",
      "",
      `\`npm run bench:pages\`: autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s after a ${LOAD.warmupSeconds} s warm-up, against`,
      "`npm start` (production build, a fresh database, a job seeker with three copilots and",
      `${APPLICATIONS.toLocaleString("en")} applications, signed in with the cookies of \`/api/login\`) and a bare Next.js app`,
      "built in the bench with the same next, react and jose, one server loaded at a time. /login is compared",
      "with the bare static page, the signed-in pages with the bare page behind a jose middleware.",
      `Goal (issue 16): ≥ 25 % of the bare page's throughput and p99 ≤ 500 ms on PostgreSQL. ${machine()}.`,
      "",
      ...sections,
    ].join("\n"),
  );
});

function pagesTable(kind: string, runs: { bareEntry: Load; bareGated: Load; login: Load; copilot: Load; applications: Load }) {
  return [
    `### ${kind}`,
    "",
    LOAD_TABLE_HEAD,
    loadRow(runs.bareEntry, null),
    loadRow(runs.bareGated, null),
    loadRow(runs.login, runs.bareEntry),
    loadRow(runs.copilot, runs.bareGated),
    loadRow(runs.applications, runs.bareGated),
    "",
  ].join("\n");
}
