import { and, eq, sql } from "drizzle-orm";
import { brands, ingestionRuns, jobs, userEvents } from "../../db/schema";
import { createHttpClient, type HttpClient } from "../sources/http";
import { companyKey, normalizeTitle, descriptionFingerprint } from "./identity";
import nearDuplicatePairs from "./testdata/near-duplicate-pairs.json";
import { startFixtureServer, type FixtureServer } from "../sources/fixture-server";
import { createInProcessQueue, type JobQueue } from "../queue";
import { configuredBoards, createConnectors, type Connector } from "../sources";
import { SOURCES, type NormalizedJob } from "../sources/types";
import { registerIngestionWorkers } from "../../workers";
import { createTestContext, type TestContext } from "../../test/harness";
import { ingestAll, ingestionProgress, ingestSource, requestIngestion, trackIngestionProgress } from "./ingestion";

const DAY = 86_400_000;
const noLimits = Object.fromEntries(SOURCES.map((source) => [source, { limit: 1000, windowMs: 1000 }]));

let t: TestContext;
let server: FixtureServer;
let http: HttpClient;
let connectors: Connector[];
let firstRun: Awaited<ReturnType<typeof ingestAll>>;

const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
const connector = (source: string, board: string | null = null) => connectors.find((c) => c.source === source && c.board === board)!;
const rowsTitled = (title: string, source?: string) =>
  t.db.select().from(jobs).where(source ? and(eq(jobs.title, title), eq(jobs.source, source)) : eq(jobs.title, title)).orderBy(jobs.postedAt);
const rowOf = async (source: string, externalId: string) => (await t.db.select().from(jobs).where(and(eq(jobs.source, source), eq(jobs.externalId, externalId))))[0]!;
/** A connector serving a fixed feed, for the cases the fixtures cannot show (a vanished job, a changed date). */
const fixed = (base: Pick<Connector, "source" | "board">, feed: () => NormalizedJob[]): Connector => ({ ...base, baseUrl: "http://unused", fetchJobs: async () => ({ jobs: feed(), warnings: [] }) });

beforeAll(async () => {
  // The fixtures' dates follow the harness clock, so moving it moves what the feeds say.
  server = await startFixtureServer({ now: () => t.clock.now() });
  t = await createTestContext({ JOB_SOURCES: `fixtures@${server.url}` });
  http = createHttpClient({ rateLimits: noLimits, attempts: 1 });
  connectors = createConnectors(t.deps.jobSources, { http });
  firstRun = await ingestAll(t.deps, { connectors });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe("normalised identity", () => {
  it("drops seniority, gender markers and punctuation from titles", () => {
    expect(normalizeTitle("Senior Frontend Engineer (m/w/d)")).toBe("frontend engineer");
    expect(normalizeTitle("Sr. Backend Engineer (Go)")).toBe("backend engineer go");
    expect(normalizeTitle("Lead Product Manager")).toBe("product manager");
    expect(normalizeTitle("Team Lead Support (w/m/d)")).toBe("team lead support");
    expect(normalizeTitle("Junior Développeur·se Web (H/F)")).toBe("developpeur se web");
    expect(normalizeTitle("Software Engineer II")).toBe("software engineer");
    expect(normalizeTitle("UX/UI Designer (all genders)")).toBe("ux ui designer");
    expect(normalizeTitle("Senior")).toBe("senior");
  });

  it("drops location and work-mode decorations and unifies spellings, keeping what says which job it is", () => {
    expect(normalizeTitle("Front-End Engineer (Remote, US)")).toBe("frontend engineer");
    expect(normalizeTitle("Backend Engineer (Golang) - Remote")).toBe("backend engineer go");
    expect(normalizeTitle("Customer Success Manager - Remote (US only)")).toBe("customer success manager");
    expect(normalizeTitle("Data Scientist – Berlin")).toBe("data scientist");
    expect(normalizeTitle("Full Stack Developer (Senior)")).toBe("fullstack developer");
    expect(normalizeTitle("Software Engineer, Backend")).toBe("software engineer backend");
    expect(normalizeTitle("Nurse (ICU)")).toBe("nurse icu");
    expect(normalizeTitle("Customer Support Specialist – Bilingual (FR/EN)")).toBe(normalizeTitle("Customer Support Specialist (Bilingual French/English)"));
  });

  it("gives a company one identity across spellings", () => {
    for (const name of ["Acme Cloud", "acmecloud", "ACME-Cloud, Inc.", "The Acme Cloud Company"]) expect(companyKey(name)).toBe("acmecloud");
    expect(companyKey("Smith & Sons")).toBe(companyKey("Smith and Sons"));
    expect(companyKey("Acme Analytics")).not.toBe(companyKey("Acme"));
  });

  it("fingerprints description text with case and whitespace folded", () => {
    expect(descriptionFingerprint("We build  tools.\n\nJoin US")).toBe(descriptionFingerprint("we build tools. join us"));
    expect(descriptionFingerprint("a")).not.toBe(descriptionFingerprint("b"));
  });
});

describe("ingesting the fixtures", () => {
  it("records one succeeded run per board with its counts", async () => {
    expect(firstRun).toHaveLength(configuredBoards(t.deps.jobSources).length);
    expect(firstRun.every((run) => run.status === "succeeded")).toBe(true);
    const runs = await t.db.select().from(ingestionRuns);
    expect(runs).toHaveLength(firstRun.length);
    for (const run of runs) {
      expect(run).toMatchObject({ status: "succeeded", error: null, closed: 0, updated: 0 });
      expect(run.fetched).toBeGreaterThan(0);
      expect(run.inserted).toBe(run.fetched);
      expect(run.finishedAt).not.toBeNull();
    }
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs)) as [{ n: number }];
    expect(n).toBe(firstRun.reduce((sum, run) => sum + run.inserted, 0));
  });

  it("stores the derived columns", async () => {
    const [row] = await rowsTitled("Werkstudent Marketing (m/w/d)");
    expect(row).toMatchObject({ companySlug: "northwind-labs", normalizedTitle: "werkstudent marketing", closedAt: null, duplicateOf: null });
    expect(row!.fingerprint).toBe(descriptionFingerprint(row!.descriptionText));
    const [dataEngineer] = await rowsTitled("Data Engineer", "greenhouse");
    expect(dataEngineer!.noSponsorship).toBe(true);
    expect(row!.noSponsorship).toBe(false);
  });

  it("grows the brands with the companies met", async () => {
    const found = await t.db.select().from(brands).where(eq(brands.slug, "hanse-logistik"));
    expect(found).toEqual([expect.objectContaining({ name: "Hanse Logistik AG" })]);
  });

  it("marks the same job on Greenhouse and Arbeitnow as a duplicate of the first", async () => {
    const [greenhouse] = await rowsTitled("Senior Data Scientist", "greenhouse");
    const [arbeitnow] = await rowsTitled("Senior Data Scientist", "arbeitnow");
    expect(greenhouse!.duplicateOf).toBeNull();
    expect(arbeitnow!.duplicateOf).toBe(greenhouse!.id);
  });

  it("flags a repost: same company and title, new id, the earlier one over 30 days old", async () => {
    const [original, repost] = await rowsTitled("Senior Backend Engineer (Go)");
    expect(original!.postedAt).toEqual(daysAgo(52));
    expect(original!.repostOf).toBeNull();
    // A repost is a new posting: its own date, flagged.
    expect(repost!.postedAt).toEqual(daysAgo(2));
    expect(repost!.repostOf).toBe(original!.id);
    expect(repost!.duplicateOf).toBeNull();
  });

  it("keeps the first-published date, never Greenhouse's recent updated_at", async () => {
    const [row] = await rowsTitled("Finance Manager", "greenhouse");
    expect(row!.postedAt).toEqual(daysAgo(75));
  });
});

describe("re-syncing", () => {
  it("keeps posted_at and first_seen_at, updates last_seen_at and the mutable fields", async () => {
    const before = await rowsTitled("Senior Data Scientist", "greenhouse");
    t.clock.advance(3 * DAY);
    // The feed's dates are relative to now: after three days it reports every date three days later.
    const [run] = [await ingestSource(t.deps, connector("greenhouse", "northwindlabs"))];
    expect(run).toMatchObject({ status: "succeeded", inserted: 0, closed: 0 });
    expect(run!.updated).toBe(run!.fetched);
    const [after] = await rowsTitled("Senior Data Scientist", "greenhouse");
    expect(after!.postedAt).toEqual(before[0]!.postedAt);
    expect(after!.firstSeenAt).toEqual(before[0]!.firstSeenAt);
    expect(after!.lastSeenAt).toEqual(t.clock.now());
    expect(after!.id).toBe(before[0]!.id);
    // Text unchanged: the search vector is still there (the update leaves it alone).
    const found = await t.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.search} @@ to_tsquery('simple', 'dbt') and ${jobs.id} = ${after!.id}`);
    expect(found).toHaveLength(1);
  });

  it("never lets a later date from the source replace the first-published one", async () => {
    const real = connector("lever", "kitebase");
    const { jobs: feed } = await real.fetchJobs();
    const first = await ingestSource(t.deps, real);
    expect(first.status).toBe("succeeded");
    const target = feed[0]!;
    const stored = await rowOf("lever", target.externalId);
    t.clock.advance(DAY);
    const bumped = fixed(real, () => feed.map((job) => (job === target ? { ...job, postedAt: t.clock.now(), title: `${job.title} Zephyrine` } : job)));
    await ingestSource(t.deps, bumped);
    const after = await rowOf("lever", target.externalId);
    expect(after.postedAt).toEqual(stored.postedAt);
    expect(after.lastSeenAt).toEqual(t.clock.now());
    // The title did change: the row and its full-text vector follow.
    expect(after.title).toBe(`${target.title} Zephyrine`);
    const found = await t.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.search} @@ to_tsquery('simple', 'zephyrine')`);
    expect(found.map((row) => row.id)).toEqual([after.id]);
  });

  it("closes a job that vanished from its board, and reopens it when it returns", async () => {
    const real = connector("ashby", "tessellate");
    const { jobs: feed } = await real.fetchJobs();
    const gone = feed[0]!;
    t.clock.advance(DAY);
    const without = await ingestSource(t.deps, fixed(real, () => feed.slice(1)));
    expect(without).toMatchObject({ status: "succeeded", closed: 1 });
    expect((await rowOf("ashby", gone.externalId)).closedAt).toEqual(t.clock.now());
    // Other boards are untouched.
    const [other] = await t.db.select().from(jobs).where(and(eq(jobs.source, "ashby"), eq(jobs.board, "brightloop"))).limit(1);
    expect(other!.closedAt).toBeNull();

    t.clock.advance(DAY);
    const back = await ingestSource(t.deps, fixed(real, () => feed));
    expect(back).toMatchObject({ status: "succeeded", closed: 0, inserted: 0 });
    const reopened = await rowOf("ashby", gone.externalId);
    expect(reopened.closedAt).toBeNull();
    expect(reopened.lastSeenAt).toEqual(t.clock.now());
  });

  it("closes on an aggregator only the jobs inside its feed's window", async () => {
    const real = connector("remotive");
    const { jobs: feed } = await real.fetchJobs();
    const sorted = [...feed].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
    const oldest = sorted[0]!;
    const newest = sorted.at(-1)!;
    // The oldest fell out of the window (not closed); the newest was taken down (closed).
    const result = await ingestSource(t.deps, fixed(real, () => feed.filter((job) => job !== oldest && job !== newest)));
    expect(result.closed).toBe(1);
    expect((await rowOf("remotive", oldest.externalId)).closedAt).toBeNull();
    expect((await rowOf("remotive", newest.externalId)).closedAt).not.toBeNull();
    await ingestSource(t.deps, real);
  });

  it("flags a job that comes back under a new id after its posting closed as a repost", async () => {
    const real = connector("workable", "velomarkt");
    const { jobs: feed } = await real.fetchJobs();
    const old = feed[0]!;
    await ingestSource(t.deps, real);
    t.clock.advance(DAY);
    await ingestSource(t.deps, fixed(real, () => feed.slice(1)));
    expect((await rowOf("workable", old.externalId)).closedAt).not.toBeNull();
    t.clock.advance(5 * DAY);
    const again = { ...old, externalId: `${old.externalId}-again`, postedAt: t.clock.now() };
    const result = await ingestSource(t.deps, fixed(real, () => [...feed.slice(1), again]));
    expect(result).toMatchObject({ inserted: 1, reposts: 1 });
    const repost = await rowOf("workable", again.externalId);
    expect(repost.repostOf).toBe((await rowOf("workable", old.externalId)).id);
    expect(repost.postedAt).toEqual(t.clock.now());
  });

  it("flags a repost when the old posting is taken down and put up again in the same sync", async () => {
    const real = connector("workable", "atelier-nord");
    const { jobs: feed } = await real.fetchJobs();
    await ingestSource(t.deps, real);
    const [old, ...rest] = feed;
    t.clock.advance(DAY);
    const again = { ...old!, externalId: `${old!.externalId}-new`, postedAt: t.clock.now() };
    const result = await ingestSource(t.deps, fixed(real, () => [...rest, again]));
    expect(result).toMatchObject({ inserted: 1, closed: 1, reposts: 1, duplicates: 0 });
    expect((await rowOf("workable", again.externalId)).repostOf).toBe((await rowOf("workable", old!.externalId)).id);
  });

  it("treats the same title, company and text under a new id as a repost, however recent and open the first one is", async () => {
    const real = connector("recruitee", "canalhouse");
    const { jobs: feed } = await real.fetchJobs();
    await ingestSource(t.deps, real);
    const first = feed[0]!;
    const again = { ...first, externalId: `${first.externalId}-reposted`, descriptionText: `${first.descriptionText}\nApply today.`, postedAt: t.clock.now() };
    const result = await ingestSource(t.deps, fixed(real, () => [...feed, again]));
    expect(result).toMatchObject({ inserted: 1, reposts: 1, duplicates: 0 });
    expect((await rowOf("recruitee", again.externalId)).repostOf).toBe((await rowOf("recruitee", first.externalId)).id);
  });

  it("treats a senior opening in another city, with the same text, as a second opening", async () => {
    const real = connector("recruitee", "canalhouse");
    const { jobs: feed } = await real.fetchJobs();
    await ingestSource(t.deps, real);
    const first = feed[0]!;
    const other = { ...first, externalId: `${first.externalId}-lyon`, title: `Senior ${first.title}`, seniority: "senior" as const, location: "Lyon, France", postedAt: t.clock.now() };
    const result = await ingestSource(t.deps, fixed(real, () => [...feed, other]));
    expect(result).toMatchObject({ inserted: 1, reposts: 0, duplicates: 0 });
  });

  it("treats the same title at the same company with another text, still open and recent, as a second opening", async () => {
    const real = connector("recruitee", "canalhouse");
    const { jobs: feed } = await real.fetchJobs();
    await ingestSource(t.deps, real);
    const text = Array.from({ length: 12 }, (_, index) => `Our Rotterdam warehouse team number ${index} plans night shifts, forklift routes and cold storage audits for retail partners.`).join(" ");
    const second = { ...feed[1]!, externalId: `${feed[1]!.externalId}-second-opening`, descriptionText: text, descriptionHtml: `<p>${text}</p>`, postedAt: t.clock.now() };
    const result = await ingestSource(t.deps, fixed(real, () => [...feed, second]));
    expect(result).toMatchObject({ inserted: 1, reposts: 0, duplicates: 0 });
  });

  it("marks the same description from another source as a duplicate (fingerprint rule)", async () => {
    const [source] = await rowsTitled("Product Analyst");
    const copy: NormalizedJob = {
      source: "remoteok", board: null, externalId: "fp-copy-1", company: "Some Reseller Ltd", title: "Analyst (Remote)", descriptionHtml: source!.descriptionHtml,
      descriptionText: source!.descriptionText.replace(/\s+/g, "  ").toUpperCase(), location: "Remote", countryCodes: [], remoteType: "remote", eligibleCountryCodes: null,
      employmentType: null, seniority: null, salary: null, language: "en", applyUrl: "https://example.com/fp", postedAt: t.clock.now(),
    };
    const remoteok = connector("remoteok");
    const { jobs: feed } = await remoteok.fetchJobs();
    const result = await ingestSource(t.deps, fixed(remoteok, () => [...feed, copy]));
    expect(result.duplicates).toBe(1);
    expect((await rowOf("remoteok", "fp-copy-1")).duplicateOf).toBe(source!.duplicateOf ?? source!.id);
  });
});

describe("one job across boards", () => {
  const pairs = nearDuplicatePairs;
  const posting = (source: NormalizedJob["source"], board: string | null, externalId: string, fields: Partial<NormalizedJob>): NormalizedJob => ({
    source, board, externalId, company: "Acme Cloud", title: "Backend Engineer", descriptionHtml: "", descriptionText: `${pairs.jobs.backend}\n${pairs.boilerplate}`,
    location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "hybrid", eligibleCountryCodes: null, employmentType: "full_time", seniority: null,
    salary: null, language: "en", applyUrl: `https://example.com/${externalId}`, postedAt: t.clock.now(), ...fields,
  });
  const remotive = () => connector("remotive");

  it("recognises a copy under a board's spelling of the company, a decorated title and a reformatted text", async () => {
    await ingestSource(t.deps, fixed({ source: "greenhouse", board: "acmecloud" }, () => [posting("greenhouse", "acmecloud", "acme-be-1", {})]));
    const copy = posting("remotive", null, "acme-be-copy", {
      company: "ACME-Cloud, Inc.",
      title: "Senior Back-End Engineer (Golang) (Remote, EU)",
      descriptionText: `${pairs.boilerplate}\n\n${pairs.jobs.backend.replace(/; /g, "\n• ")}\nApply now!`,
      location: "Remote (Europe)", countryCodes: [], remoteType: "remote",
    });
    const { jobs: feed } = await remotive().fetchJobs();
    const result = await ingestSource(t.deps, fixed(remotive(), () => [...feed, copy]));
    expect(result.duplicates).toBeGreaterThanOrEqual(1);
    expect((await rowOf("remotive", "acme-be-copy")).duplicateOf).toBe((await rowOf("greenhouse", "acme-be-1")).id);
  });

  it("keeps different jobs of one company apart, though they share its boilerplate", async () => {
    const frontend = posting("lever", "acmecloud", "acme-fe-1", { title: "Frontend Engineer", descriptionText: `${pairs.jobs.frontend}\n${pairs.boilerplate}` });
    const sre = posting("ashby", "acmecloud", "acme-sre-1", { title: "Site Reliability Engineer", descriptionText: `${pairs.jobs.sre}\n${pairs.boilerplate}` });
    await ingestSource(t.deps, fixed({ source: "lever", board: "acmecloud" }, () => [frontend]));
    await ingestSource(t.deps, fixed({ source: "ashby", board: "acmecloud" }, () => [sre]));
    expect((await rowOf("lever", "acme-fe-1")).duplicateOf).toBeNull();
    expect((await rowOf("ashby", "acme-sre-1")).duplicateOf).toBeNull();
  });

  it("makes the company's own posting the canonical copy when an aggregator had it first", async () => {
    const text = `${pairs.jobs.sre.replace("Site Reliability", "Platform")}\n${pairs.boilerplate}`;
    const early = posting("remoteok", null, "acme-platform-copy", { title: "Platform Engineer (Remote)", descriptionText: text, postedAt: daysAgo(2) });
    const { jobs: feed } = await connector("remoteok").fetchJobs();
    await ingestSource(t.deps, fixed(connector("remoteok"), () => [...feed, early]));
    expect((await rowOf("remoteok", "acme-platform-copy")).duplicateOf).toBeNull();
    const own = posting("workable", "acmecloud", "acme-platform-1", { title: "Platform Engineer", descriptionText: text, postedAt: daysAgo(3) });
    await ingestSource(t.deps, fixed({ source: "workable", board: "acmecloud" }, () => [own]));
    expect((await rowOf("workable", "acme-platform-1")).duplicateOf).toBeNull();
    expect((await rowOf("remoteok", "acme-platform-copy")).duplicateOf).toBe((await rowOf("workable", "acme-platform-1")).id);
  });
});

describe("a failing source", () => {
  it("fails its own run rows while the other sources succeed", async () => {
    server.fail("lever", "error");
    try {
      const results = await ingestAll(t.deps, { connectors });
      const lever = results.filter((run) => run.source === "lever");
      expect(lever).toHaveLength(2);
      for (const run of lever) expect(run).toMatchObject({ status: "failed", error: expect.stringContaining("500") });
      expect(results.filter((run) => run.source !== "lever").every((run) => run.status === "succeeded")).toBe(true);
      const failedRows = await t.db.select().from(ingestionRuns).where(eq(ingestionRuns.status, "failed"));
      expect(failedRows.map((row) => row.board).sort()).toEqual(["fjordhealth", "kitebase"]);
      expect(failedRows[0]!.error).toContain("500");
      // A failed fetch closes nothing.
      const open = await t.db.select().from(jobs).where(and(eq(jobs.source, "lever"), sql`${jobs.closedAt} is null`));
      expect(open.length).toBeGreaterThan(0);
    } finally {
      server.fail("lever", null);
    }
  });
});

describe("through the queue", () => {
  it("skips a board while a run of it is in progress", async () => {
    const [running] = await t.db.insert(ingestionRuns).values({ source: "recruitee", board: "canalhouse", status: "running", startedAt: t.clock.now() }).returning();
    expect(await ingestSource(t.deps, connector("recruitee", "canalhouse"))).toMatchObject({ status: "skipped", skipped: "running" });
    // A run left "running" by a process that died stops blocking after 15 minutes.
    t.clock.advance(16 * 60_000);
    expect(await ingestSource(t.deps, connector("recruitee", "canalhouse"))).toMatchObject({ status: "succeeded" });
    const [stale] = await t.db.select().from(ingestionRuns).where(eq(ingestionRuns.id, running!.id));
    expect(stale).toMatchObject({ status: "failed", error: expect.stringContaining("interrupted") });
  });

  it("enqueues every board once, runs them, and reports launch progress to the user", async () => {
    const user = await t.signUp();
    const queue = createInProcessQueue({ logger: t.deps.logger });
    t.clock.advance(DAY);
    await registerIngestionWorkers(t.deps, queue, connectors);
    const boards = configuredBoards(t.deps.jobSources);
    // Queued before start: the launch's send per board is dropped as a duplicate of the schedule's.
    expect(await requestIngestion(t.deps, queue, { reason: "schedule" })).toEqual({ boards: boards.length, enqueued: boards.length });
    expect(await requestIngestion(t.deps, queue, { reason: "launch", copilotId: "00000000-0000-4000-8000-000000000001", userId: user.id })).toEqual({ boards: boards.length, enqueued: 0 });
    const since = t.clock.now();
    await queue.start();
    await queue.idle();
    await queue.stop();
    expect(queue.failed).toEqual([]);
    const runs = await t.db.select().from(ingestionRuns).where(sql`${ingestionRuns.startedAt} >= ${since.toISOString()}::timestamptz`);
    expect(runs).toHaveLength(boards.length);

    const events = await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id)).orderBy(userEvents.id);
    expect(events.length).toBeGreaterThanOrEqual(1);
    for (const event of events) expect(event.type).toBe("copilot.run.progress");
    const last = events.at(-1)!.payload;
    expect(last).toEqual({ copilot_id: "00000000-0000-4000-8000-000000000001", sources_total: boards.length, sources_done: boards.length, jobs_seen: runs.reduce((sum, run) => sum + run.fetched, 0) });
  });

  it("does not fetch a board twice when a launch arrives while its sync is running", async () => {
    const user = await t.signUp();
    t.clock.advance(DAY);
    const since = t.clock.now();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const slow = connector("greenhouse", "lumenpay");
    const gated: Connector = { ...slow, fetchJobs: async () => (entered(), await released, slow.fetchJobs()) };
    const queue = createInProcessQueue({ logger: t.deps.logger });
    await registerIngestionWorkers(t.deps, queue, connectors.map((c) => (c === slow ? gated : c)));
    await queue.start();
    await requestIngestion(t.deps, queue, { reason: "schedule" });
    await running;
    // Its key was released when it started: the launch queues one more, which must not fetch again.
    const launch = await requestIngestion(t.deps, queue, { reason: "launch", copilotId: "c-launch", userId: user.id });
    expect(launch.enqueued).toBeGreaterThanOrEqual(1);
    release();
    await queue.idle();
    await queue.stop();
    expect(queue.failed).toEqual([]);
    const runs = await t.db
      .select()
      .from(ingestionRuns)
      .where(and(eq(ingestionRuns.source, "greenhouse"), eq(ingestionRuns.board, "lumenpay"), sql`${ingestionRuns.startedAt} >= ${since.toISOString()}::timestamptz`));
    expect(runs).toHaveLength(1);
    const [last] = await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id)).orderBy(sql`${userEvents.id} desc`).limit(1);
    expect(last!.payload).toMatchObject({ copilot_id: "c-launch", sources_done: configuredBoards(t.deps.jobSources).length });
  });

  it("publishes progress as boards finish", async () => {
    const user = await t.signUp();
    t.clock.advance(DAY);
    const requestedAt = t.clock.now().toISOString();
    const boards = [{ source: "greenhouse" as const, board: "lumenpay" }, { source: "recruitee" as const, board: "maisonclaire" }];
    const tracking = trackIngestionProgress(t.deps, { copilotId: "c1", userId: user.id, requestedAt, boards }, { pollMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await ingestSource(t.deps, connector("greenhouse", "lumenpay"));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await ingestSource(t.deps, connector("recruitee", "maisonclaire"));
    const final = await tracking;
    expect(final).toMatchObject({ sources_total: 2, sources_done: 2 });
    const payloads = (await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id)).orderBy(userEvents.id)).map((event) => event.payload);
    expect(payloads.map((payload) => payload.sources_done)).toEqual([0, 1, 2]);
    expect(payloads[0]).toEqual({ copilot_id: "c1", sources_total: 2, sources_done: 0, jobs_seen: 0 });
  });

  it("skips a queued board whose sync finished after the request (a launch during a sync)", async () => {
    const requested = t.clock.now();
    t.clock.advance(1000);
    await ingestSource(t.deps, connector("smartrecruiters", "OrbitalRetailGroup"));
    const again = await ingestSource(t.deps, connector("smartrecruiters", "OrbitalRetailGroup"), { notBefore: requested });
    expect(again).toMatchObject({ status: "skipped", skipped: "fresh" });
  });

  it("serves a launch whose send was dropped while the board waited in line: the waiting sync fetches again", async () => {
    const board = connector("smartrecruiters", "OrbitalRetailGroup");
    const queuedAt = t.clock.now();
    t.clock.advance(1000);
    // Another sync of the board finishes after the waiting one was queued, before the launch.
    await ingestSource(t.deps, board);
    t.clock.advance(1000);
    const launchedAt = t.clock.now();
    const full = { send: async () => null } as unknown as JobQueue;
    await requestIngestion(t.deps, full, { reason: "launch" });
    t.clock.advance(1000);
    const served = await ingestSource(t.deps, board, { notBefore: queuedAt });
    expect(served.status).toBe("succeeded");
    const progress = await ingestionProgress(t.deps, [{ source: "smartrecruiters", board: "OrbitalRetailGroup" }], launchedAt);
    expect(progress.sources_done).toBe(1);
  });
});
