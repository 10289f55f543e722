/**
 * Pins what a scheduler round writes for a fixed, generated dataset: every application (stage,
 * score, reasons, snapshot), its timeline event, the user events in the order they were published,
 * the apply queue and the run figures. The matcher's speed work must leave all of it unchanged, so
 * any difference fails here against the committed snapshot.
 */
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { applicationEvents, applications, copilots, jobs, resumes, userEvents, users } from "../../db/schema";
import type { JobQueue } from "../queue";
import { insertJobs, jobValues } from "../../test/job-factory";
import { createTestContext, type TestContext } from "../../test/harness";
import { matchAllActive } from "./matcher";

const DAY_MS = 86_400_000;

/** The same small generator as bench/match.ts: the data is identical on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const pick = <T,>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const some = <T,>(next: () => number, list: readonly T[], n: number) => [...new Set(Array.from({ length: n }, () => pick(next, list)))];

const TITLES = [
  "Frontend Engineer", "Senior Frontend Developer", "Full Stack Developer", "Backend Engineer", "Software Engineer",
  "Data Scientist", "DevOps Engineer", "Product Designer", "Frontend-Entwickler (m/w/d)", "Junior Frontend Developer",
  "Staff Software Engineer", "Account Executive",
];
const SKILLS = ["React", "TypeScript", "JavaScript", "Node.js", "Python", "Go", "PostgreSQL", "Kubernetes", "AWS", "CSS", "Figma", "SQL"];
const PLACES = [
  { location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "hybrid", eligible: null },
  { location: "München", countryCodes: ["DE"], remoteType: "unknown", eligible: null },
  { location: "Paris, France", countryCodes: ["FR"], remoteType: "onsite", eligible: null },
  { location: "Remote", countryCodes: [], remoteType: "remote", eligible: null },
  { location: "Remote (Canada)", countryCodes: ["CA"], remoteType: "remote", eligible: ["CA"] },
  { location: "Remote (EU)", countryCodes: [], remoteType: "remote", eligible: ["DE", "FR", "NL"] },
] as const;
const SENIORITIES = [null, null, "junior", "mid", "senior", "lead"];
const fixedId = (kind: number, i: number) => `00000000-0000-4000-800${kind}-${String(i).padStart(12, "0")}`;

function generatedJobs(next: () => number, now: Date, count: number, offset: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const place = pick(next, PLACES);
    const skills = some(next, SKILLS, 2 + Math.floor(next() * 4));
    const salaried = next() < 0.4;
    const low = 40_000 + Math.floor(next() * 50) * 1000;
    return jobValues({
      // Fixed ids: candidates posted the same day with the same score are ranked by id.
      id: fixedId(1, i),
      now,
      postedDaysAgo: Math.floor(next() * 30),
      externalId: `job-${i}`,
      fingerprint: `fp-${i}`,
      applyUrl: `https://jobs.example.com/${i}`,
      title: pick(next, TITLES),
      // Few companies, so the per-company cap has work to do.
      company: `Company ${i % 25}`,
      descriptionText: `Job ${i}. You will work with ${skills.join(", ")}. What you bring: ${skills.join(", ")}; English.`,
      location: place.location,
      countryCodes: [...place.countryCodes],
      remoteType: place.remoteType,
      eligibleCountryCodes: place.eligible ? [...place.eligible] : null,
      seniority: pick(next, SENIORITIES),
      employmentType: next() < 0.85 ? "full_time" : "contract",
      language: next() < 0.85 ? "en" : "de",
      noSponsorship: next() < 0.1,
      closedAt: next() < 0.05 ? now : null,
      ...(salaried ? { salaryMin: low, salaryMax: low + 15_000, salaryCurrency: next() < 0.8 ? "EUR" : "USD", salaryPeriod: "year" } : {}),
    });
  });
}

let t: TestContext;
beforeAll(async () => {
  // Premium for everyone, so auto_apply copilots queue their matches.
  t = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true" });
});
afterAll(() => t.close());

it("writes exactly the pinned applications, reasons, events and queue messages for a fixed dataset", async () => {
  const next = random(11);
  const now = t.clock.now();
  const first = await insertJobs(t.db, generatedJobs(next, now, 400, 0));
  // Copies on another board and reposts, which are never proposed beside their original.
  for (let i = 0; i < 20; i++) {
    const original = first[i * 17]!;
    await t.db.update(jobs).set({ duplicateOf: original.id }).where(eq(jobs.id, first[i * 17 + 5]!.id));
    await t.db.update(jobs).set({ repostOf: original.id }).where(eq(jobs.id, first[i * 17 + 9]!.id));
  }

  const copilotIds: string[] = [];
  const userIds: string[] = [];
  const resumeIds: string[] = [];
  for (let u = 0; u < 7; u++) {
    const [user] = await t.db.insert(users).values({ id: fixedId(2, u), email: `pinned${u}@example.com`, passwordHash: "x", country: u % 3 === 0 ? "DE" : "FR" }).returning();
    userIds.push(user!.id);
    const [resume] = await t.db
      .insert(resumes)
      .values({
        userId: user!.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: "cv", text: "",
        facts: { skills: some(next, SKILLS, 5), titles: [pick(next, TITLES)], yearsOfExperience: Math.floor(next() * 12) },
      })
      .returning();
    resumeIds.push(resume!.id);
    // The first two users run two copilots each: the per-company cap and "already taken" span both.
    for (let c = 0; c < (u < 2 ? 2 : 1); c++) {
      const [copilot] = await t.db
        .insert(copilots)
        .values({
          id: fixedId(3, copilotIds.length),
          userId: user!.id,
          // The scheduler takes the least recently run first: a fixed order.
          lastRunAt: new Date(now.getTime() - (100 - copilotIds.length) * 60_000),
          name: `Copilot ${u}.${c}`,
          status: "active",
          mode: next() < 0.5 ? "review_first" : "auto_apply",
          completedSteps: [1, 2, 3, 4, 5],
          jobTitles: some(next, TITLES.slice(0, 10), 1 + Math.floor(next() * 3)),
          seniorities: next() < 0.5 ? [] : [pick(next, ["mid", "senior"])],
          employmentTypes: ["full_time", "contract"],
          strictness: pick(next, ["high", "higher", "highest"] as const),
          countries: pick(next, [["DE"], ["DE", "FR"], ["FR"], []]),
          workModes: next() < 0.3 ? ["remote"] : ["remote", "hybrid", "onsite"],
          includeKeywords: next() < 0.2 ? [pick(next, SKILLS)] : [],
          excludeKeywords: next() < 0.3 ? ["Figma"] : [],
          excludedCompanies: next() < 0.3 ? ["Company 1", "Company 2 GmbH"] : [],
          postingLanguages: next() < 0.3 ? ["en"] : [],
          needsSponsorship: next() < 0.15,
          minSalary: next() < 0.3 ? 60_000 : null,
          salaryCurrency: "EUR",
          resumeId: resume!.id,
          dailyLimit: 20,
        })
        .returning();
      copilotIds.push(copilot!.id);
    }
  }
  // An application the user made before: that job (and the company's count) is already taken.
  await t.db.insert(applications).values({ userId: userIds[2]!, jobId: first[3]!.id, stage: "applied", score: 50, reasons: [], jobSnapshot: {}, createdAt: now, updatedAt: now, stageChangedAt: now });

  const sent: string[] = [];
  const queue = { send: async (_name: string, data: { applicationId: string }) => void sent.push(data.applicationId) } as unknown as JobQueue;
  const deps = { ...t.deps, queue };

  const day1 = await matchAllActive(deps);
  t.clock.advance(DAY_MS);
  await insertJobs(t.db, generatedJobs(next, t.clock.now(), 60, 400));
  const day2 = await matchAllActive(deps);

  // Stable names for generated ids, and times as days from the first run, so the dump is the same on every run.
  const label = new Map<string, string>();
  for (const row of await t.db.select({ id: jobs.id, externalId: jobs.externalId }).from(jobs)) label.set(row.id, row.externalId);
  userIds.forEach((id, i) => label.set(id, `user-${i}`));
  copilotIds.forEach((id, i) => label.set(id, `copilot-${i}`));
  resumeIds.forEach((id, i) => label.set(id, `resume-${i}`));
  const created = await t.db.select().from(applications).orderBy(asc(applications.createdAt));
  for (const row of created) label.set(row.id, `app:${label.get(row.userId)}/${label.get(row.jobId)}`);
  const canonical = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (_key, item) => {
      if (typeof item !== "string") return item;
      if (label.has(item)) return label.get(item);
      if (/^\d{4}-\d{2}-\d{2}T/.test(item)) return `day ${(Date.parse(item) - now.getTime()) / DAY_MS}`;
      return item;
    });

  // Bulky values derived from what is pinned in full (the posting, the row) are pinned by a digest.
  const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(canonical(value))).digest("hex").slice(0, 16);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const applicationLines = created
    .map((row) => {
      const { id, userId: _user, jobId: _job, copilotId, createdAt, updatedAt, stageChangedAt, jobSnapshot, ...rest } = row;
      const fields = { copilotId, createdAt, updatedAt, stageChangedAt, ...rest, jobSnapshot: digest(jobSnapshot) };
      return `${label.get(id)} ${JSON.stringify(canonical(fields))}`;
    })
    .sort(byName);
  const timeline = (await t.db.select().from(applicationEvents))
    .map((event) => `${label.get(event.applicationId)} ${JSON.stringify(canonical({ ...event, id: undefined, applicationId: undefined }))}`)
    .sort(byName);
  // Per user, in publishing order: the stream reads them by id.
  const published = (await t.db.select().from(userEvents).orderBy(asc(userEvents.id)))
    .filter((event) => label.has(event.userId))
    .map((event) => {
      const payload = event.type === "application.created" ? `${canonical(event.payload.id)} ${digest(event.payload)}` : JSON.stringify(canonical(event.payload));
      return `${label.get(event.userId)} ${event.type} ${payload}`;
    })
    .sort((a, b) => byName(a.split(" ")[0]!, b.split(" ")[0]!));
  const lastRuns = (await t.db.select({ id: copilots.id, lastRunAt: copilots.lastRunAt }).from(copilots))
    .map((row) => `${label.get(row.id)} ${JSON.stringify(canonical(row.lastRunAt))}`)
    .sort(byName);

  // What the dataset exercises, so the pinned dump cannot be trivially small.
  expect(day1.failed + day2.failed).toBe(0);
  expect(day1.created).toBeGreaterThan(40);
  expect(day2.created).toBeGreaterThan(0);
  expect(created.some((row) => row.stage === "queued") && created.some((row) => row.stage === "review")).toBe(true);
  expect(sent.length).toBe(created.filter((row) => row.stage === "queued").length);

  expect({
    runs: [day1, day2].map((round) => ({ ...round, runs: round.runs.map((run) => canonical(run)) })),
    applications: applicationLines,
    timeline,
    published,
    queued: sent.map((id) => label.get(id)),
    lastRuns,
  }).toMatchSnapshot();
});
