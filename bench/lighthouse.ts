/**
 * Lighthouse (issue 16): mobile emulation (its default form factor and simulated throttling),
 * performance category only, Debian Chromium headless, 3 runs per page interleaved, median of each
 * measure: the bare Next.js page built in the bench beside /login, /copilot and /applications of
 * `npm start` (a fresh database; signed in for the last two with the cookies of /api/login).
 *
 *   npm run bench:lighthouse          (CHROMIUM_PATH, default /usr/bin/chromium; LIGHTHOUSE_RUNS, default 3)
 *
 * Writes its section of bench/RESULTS.md: score, LCP, TBT, CLS and first-load JS (the scripts'
 * transferred bytes, gzip as served), with ratios to the bare page; each page's last report in reports/lighthouse/.
 */
import fs from "node:fs";
import path from "node:path";
import { expectPage, freshTarget, seedBenchUser, signIn, startApp } from "./app-server";
import { startBareApp } from "./bare/app";
import { machine, run, writeSection } from "./http";
import { kib, lighthouseRow, measuresOf, medianMeasures, seconds, type Lhr, type Measures } from "./lighthouse-report";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REPORTS = "reports/lighthouse";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 300);

type Page = { label: string; url: string; signedIn: boolean };

async function audit(url: string, cookie: string | null): Promise<Measures> {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([import("lighthouse"), import("chrome-launcher"), import("puppeteer-core")]);
  // A fresh browser per run: nothing cached from the page before.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    if (cookie) {
      // Page scripts read the session from document.cookie, so the browser holds the cookies too;
      // Lighthouse sends them on its requests through extraHeaders.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const { hostname } = new URL(url);
      await browser.setCookie(
        ...cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/", sameSite: "Lax" as const };
        }),
      );
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    // A signed-in page that sent the browser to /login would be measured as the login page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    // The whole report of each page's last run, for the diagnostics behind a figure (the LCP element, long tasks).
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${new URL(url).port}.json`), JSON.stringify(result.lhr));
    return measuresOf(lhr);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is measured again, twice at most. */
async function auditWithRetry(url: string, cookie: string | null): Promise<Measures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(message)) throw error;
      console.log(`run of ${url} failed (${message.split("\n")[0]}); measuring again`);
    }
  }
}

run(async (servers) => {
  const bare = await startBareApp(servers);
  const target = await freshTarget(null);
  try {
    const user = await seedBenchUser(target, APPLICATIONS);
    const app = await startApp(servers, target);
    const pages: Page[] = [
      { label: "bare Next.js page", url: `${bare.url}/`, signedIn: false },
      { label: "`/login`", url: `${app.url}/login`, signedIn: false },
      { label: "`/copilot` (signed in)", url: `${app.url}/copilot`, signedIn: true },
      { label: "`/applications` (signed in)", url: `${app.url}/applications`, signedIn: true },
    ];
    const runs = new Map<Page, Measures[]>(pages.map((page) => [page, []]));
    // Interleaved: a slow moment of the machine touches every page alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const page of pages) {
        // A sign-in per run: the access token of a long series would expire on the way.
        const cookie = page.signedIn ? (await signIn(app.url, user)).cookie : null;
        await expectPage(page.url, cookie ?? undefined);
        const measures = await auditWithRetry(page.url, cookie);
        console.log(`run ${i + 1}, ${page.label}: score ${measures.score}, LCP ${seconds(measures.lcpMs)}, TBT ${Math.round(measures.tbtMs)} ms, CLS ${measures.cls.toFixed(3)}, JS ${kib(measures.scriptBytes)}`);
        runs.get(page)!.push(measures);
      }
    }
    const medians = pages.map((page) => ({ page, m: medianMeasures(runs.get(page)!) }));
    const bareMedian = medians[0]!.m;
    writeSection(
      "lighthouse",
      [
        "## Lighthouse, mobile (`bench/lighthouse.ts`)",
        "",
        `\`npm run bench:lighthouse\`: Lighthouse (its mobile emulation and simulated throttling, performance only), Chromium`,
        `headless, ${RUNS} runs per page interleaved, the median of each measure. This app: \`npm start\` on PGlite, a fresh`,
        `database, a job seeker with three copilots and ${APPLICATIONS.toLocaleString("en")} applications, signed in with the cookies of /api/login.`,
        "The bare page: a heading and a paragraph in a Next.js app built in the bench with the same next and react.",
        "First-load JS: the scripts' bytes as transferred (gzip). Goal (issue 16): ≥ 95 on each page, LCP ≤ 1.5 s,",
        `TBT ≤ 200 ms, CLS 0. ${machine()}.`,
        "",
        "| page | score | LCP | TBT | CLS | first-load JS | score / JS vs bare |",
        "|---|---|---|---|---|---|---|",
        ...medians.map(({ page, m }, i) => lighthouseRow(page.label, m, i === 0 ? null : bareMedian)),
      ].join("\n"),
    );
  } finally {
    await target.cleanup();
  }
});
