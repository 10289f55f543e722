/**
 * The apply engine against the local replicas: applications sent per minute by one worker (one at a
 * time, a fresh browser context each, as in production), per ATS, and the memory one open form
 * costs in Chromium. `npx tsx bench/apply.ts` (PGlite); BENCH_APPLY_PER_ATS sets the sample size.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { applications, copilots, profileDetails, resumes } from "../server/db/schema";
import { APPLIERS } from "../server/jobs/apply/appliers";
import { sharedBrowser } from "../server/jobs/apply/browser";
import { applyApplication, type ApplyResult, type ApplyRuntime } from "../server/jobs/apply/engine";
import { replicaTargets } from "../server/jobs/apply/replicas";
import { FIXTURE_DIR, startFixtureServer } from "../server/jobs/sources/fixture-server";
import { createTestContext } from "../server/test/harness";
import { insertJob } from "../server/test/job-factory";
import { stats } from "./lib";

const PER_ATS = Number(process.env.BENCH_APPLY_PER_ATS ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FORMS = path.join(process.cwd(), "server/jobs/apply/replicas/forms");

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
/** Postings keyed "board/id" that have a form variant (a CAPTCHA, a question, closed): left out of the timing. */
function variants(ats: string): Set<string> {
  const forms = readJson(path.join(FORMS, `${ats}.json`));
  // Greenhouse's file keeps its variants under "postings"; the others at the top level.
  return new Set(Object.keys(forms.postings ?? forms).filter((key) => key !== "default"));
}

/** The fixtures' postings with the ATS's default form, as real apply URLs. */
function postings(): Record<string, string[]> {
  const list = (ats: string, boards: string[], urls: (board: string) => string[]) =>
    boards
      .flatMap((board) => urls(board))
      .filter((url) => ![...variants(ats)].some((key) => key.split("/").every((part, index) => (index === 0 ? url.includes(part) : url.endsWith(`/${part}`)))));
  return {
    greenhouse: list("greenhouse", ["northwindlabs", "lumenpay"], (board) =>
      readJson(path.join(FIXTURE_DIR, `greenhouse/${board}.json`)).jobs.map((job: { id: number }) => `https://job-boards.greenhouse.io/${board}/jobs/${job.id}`),
    ),
    lever: list("lever", ["fjordhealth", "kitebase"], (site) =>
      readJson(path.join(FIXTURE_DIR, `lever/${site}.json`)).map((posting: { id: string }) => `https://jobs.lever.co/${site}/${posting.id}`),
    ),
    ashby: list("ashby", ["tessellate", "brightloop"], (board) =>
      readJson(path.join(FIXTURE_DIR, `ashby/${board}.json`)).jobs.map((job: { id: string }) => `https://jobs.ashbyhq.com/${board}/${job.id}`),
    ),
    recruitee: list("recruitee", ["canalhouse", "maisonclaire"], (company) =>
      readJson(path.join(FIXTURE_DIR, `recruitee/${company}.json`)).offers.map((offer: { slug: string }) => `https://${company}.recruitee.com/o/${offer.slug}`),
    ),
  };
}

/** Resident memory of every Chromium process, in MiB (Linux /proc). */
function chromiumMemoryMiB(): number {
  let kib = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The Debian launcher script execs the real binary from /usr/lib/chromium.
      const command = fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      if (!command.startsWith("chromium")) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      kib += Number(rss?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kib / 1024;
}

async function main() {
  const t = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true" });
  const fixtures = await startFixtureServer();
  const browser = sharedBrowser(CHROMIUM);
  const runtime: ApplyRuntime = { appliers: APPLIERS, context: { targets: replicaTargets(fixtures.url), browser: browser.get, fetch, now: () => t.clock.now() } };
  const cv = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

  const rows: string[] = [];
  for (const [ats, urls] of Object.entries(postings())) {
    const user = await t.signUp({ complete: true });
    await t.db.insert(profileDetails).values({ userId: user.id, workAuthorization: ["DE", "IE", "NL"], requiresSponsorship: false });
    const storageKey = `${user.id}/cv.pdf`;
    await t.files.put(storageKey, cv);
    const [resume] = await t.db
      .insert(resumes)
      .values({ userId: user.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: cv.length, sha256: createHash("sha256").update(cv).digest("hex"), storageKey, text: "", facts: {} })
      .returning();
    const [copilot] = await t.db.insert(copilots).values({ userId: user.id, name: ats, status: "active", resumeId: resume!.id, dailyLimit: 20, companyCapCount: 100 }).returning();
    const ids: string[] = [];
    for (const url of urls.slice(0, PER_ATS)) {
      const job = await insertJob(t.db, { applyUrl: url, company: `${ats} employer`, now: t.clock.now() });
      const [row] = await t.db.insert(applications).values({ userId: user.id, copilotId: copilot!.id, jobId: job.id, stage: "queued", score: 70, jobSnapshot: {}, resumeId: resume!.id }).returning();
      ids.push(row!.id);
    }
    // The first one starts the browser: not part of the steady rate.
    const outcomes: ApplyResult[] = [await applyApplication(t.deps, runtime, ids[0]!)];
    const samples: number[] = [];
    const started = performance.now();
    for (const id of ids.slice(1)) {
      const one = performance.now();
      outcomes.push(await applyApplication(t.deps, runtime, id));
      samples.push(performance.now() - one);
    }
    const minutes = (performance.now() - started) / 60_000;
    const settled = await t.db.select().from(applications).where(eq(applications.copilotId, copilot!.id));
    const sent = settled.filter((row) => row.stage === "applied").length;
    const waiting = settled
      .filter((row) => row.stage === "needs_you")
      .map((row) => `${row.blockedReason}${row.pendingQuestions?.length ? `: ${row.pendingQuestions.map((question) => question.label).join("; ")}` : ""}`);
    if (waiting.length) console.log(`${ats} waits for the user: ${waiting.join(" | ")}`);
    const s = stats(samples);
    const tally = Object.entries(outcomes.reduce<Record<string, number>>((all, outcome) => ({ ...all, [outcome]: (all[outcome] ?? 0) + 1 }), {}))
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(", ");
    rows.push(`| ${ats} | ${samples.length} | ${(samples.length / minutes).toFixed(1)} | ${(s.p50 / 1000).toFixed(2)} / ${(s.p95 / 1000).toFixed(2)} | ${tally} (sent ${sent}) |`);
    console.log(rows.at(-1));
  }

  // Memory: the browser idle, then with forms open in fresh contexts, as concurrent workers would hold them.
  const chromium = await browser.get();
  const idle = chromiumMemoryMiB();
  const contexts = [];
  for (let i = 0; i < 5; i++) {
    const context = await chromium.newContext();
    const page = await context.newPage();
    await page.goto(`${replicaTargets(fixtures.url).greenhouse}/lumenpay/${readJson(path.join(FIXTURE_DIR, "greenhouse/lumenpay.json")).jobs[0].id}`);
    contexts.push(context);
  }
  const withForms = chromiumMemoryMiB();
  for (const context of contexts) await context.close();

  console.log("\n| ATS | sent (timed) | per minute, one worker | seconds per application p50 / p95 | outcomes |\n|---|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`\nChromium resident memory: ${idle.toFixed(0)} MiB idle, ${withForms.toFixed(0)} MiB with 5 forms open in 5 contexts: ${((withForms - idle) / 5).toFixed(0)} MiB per context.`);
  await browser.close();
  await fixtures.close();
  await t.close();
}

void main();
