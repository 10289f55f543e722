/**
 * Matching at scale: 10,000 generated postings and 100 active copilots, one scheduler round
 * (matchAllActive) timed cold and warm. `npx tsx bench/match.ts` (PGlite, in memory); with
 * TEST_DATABASE_URL on PostgreSQL.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { copilots, jobs, resumes, users } from "../server/db/schema";
import { matchAllActive, matchCopilot } from "../server/jobs/match/matcher";
import { jobValues } from "../server/test/job-factory";
import { createTestContext } from "../server/test/harness";
import { stats } from "./lib";

const JOBS = 10_000;
const COPILOTS = 100;
const DAY_MS = 86_400_000;

/** A small deterministic generator, so every run benchmarks the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const TITLES = [
  "Frontend Engineer", "Senior Frontend Developer", "Full Stack Developer", "Backend Engineer", "Senior Backend Engineer (Go)",
  "Software Engineer", "Data Scientist", "Data Engineer", "Machine Learning Engineer", "DevOps Engineer", "Product Manager",
  "Product Designer", "UX Researcher", "Mobile Developer (iOS)", "Android Engineer", "QA Engineer", "Engineering Manager",
  "Softwareentwickler (m/w/d)", "Frontend-Entwickler (m/w/d)", "Développeur Full-Stack", "Account Executive", "Customer Success Manager",
  "Marketing Manager", "Sales Development Representative", "Site Reliability Engineer", "Junior Frontend Developer", "Staff Software Engineer",
];
const SKILLS = [
  "React", "TypeScript", "JavaScript", "Node.js", "Python", "Go", "Java", "Kotlin", "PostgreSQL", "Kafka", "Kubernetes", "AWS",
  "Docker", "GraphQL", "CSS", "HTML", "Figma", "SQL", "Spark", "Terraform", "Swift", "Rust", "Next.js", "Vue.js", "Salesforce",
];
const PLACES: { location: string; countryCodes: string[]; remoteType: "remote" | "hybrid" | "onsite" | "unknown"; eligible: string[] | null }[] = [
  { location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "hybrid", eligible: null },
  { location: "München", countryCodes: ["DE"], remoteType: "unknown", eligible: null },
  { location: "Hamburg", countryCodes: ["DE"], remoteType: "onsite", eligible: null },
  { location: "Paris, France", countryCodes: ["FR"], remoteType: "hybrid", eligible: null },
  { location: "Amsterdam", countryCodes: ["NL"], remoteType: "onsite", eligible: null },
  { location: "London", countryCodes: ["GB"], remoteType: "hybrid", eligible: null },
  { location: "New York, NY", countryCodes: ["US"], remoteType: "onsite", eligible: null },
  { location: "Remote", countryCodes: [], remoteType: "remote", eligible: null },
  { location: "Remote (Canada)", countryCodes: ["CA"], remoteType: "remote", eligible: ["CA"] },
  { location: "Remote (US only)", countryCodes: ["US"], remoteType: "remote", eligible: ["US"] },
  { location: "Remote (EU)", countryCodes: [], remoteType: "remote", eligible: ["DE", "FR", "NL", "ES", "IT", "AT", "PL"] },
  { location: "Madrid", countryCodes: ["ES"], remoteType: "hybrid", eligible: null },
];
const COUNTRY_SETS = [["DE"], ["DE", "AT"], ["FR"], ["NL", "DE"], ["GB"], ["US"], ["ES"], []];
const SENIORITIES = [null, null, "junior", "mid", "senior", "senior", "lead"];

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const some = <T>(next: () => number, list: readonly T[], n: number) => [...new Set(Array.from({ length: n }, () => pick(next, list)))];

function generatedJobs(now: Date) {
  const next = random(42);
  return Array.from({ length: JOBS }, (_, i) => {
    const place = pick(next, PLACES);
    const skills = some(next, SKILLS, 3 + Math.floor(next() * 5));
    const salaried = next() < 0.4;
    const low = 40_000 + Math.floor(next() * 60) * 1000;
    const paragraph = `You will work with ${skills.join(", ")} in a small, product-minded team. We ship every day, review each other's code and care about accessibility, performance and clear writing.`;
    return jobValues({
      now,
      postedDaysAgo: Math.floor(next() * 40),
      title: pick(next, TITLES),
      company: `Company ${i % 900}`,
      descriptionText: `${paragraph}\n\n${paragraph.repeat(3)}\n\nWhat you bring: ${skills.join(", ")}; English; curiosity.`,
      location: place.location,
      countryCodes: place.countryCodes,
      remoteType: place.remoteType,
      eligibleCountryCodes: place.eligible,
      seniority: pick(next, SENIORITIES),
      employmentType: next() < 0.85 ? "full_time" : "contract",
      language: next() < 0.8 ? "en" : "de",
      noSponsorship: next() < 0.1,
      closedAt: next() < 0.05 ? now : null,
      ...(salaried ? { salaryMin: low, salaryMax: low + 15_000, salaryCurrency: "EUR", salaryPeriod: "year" } : {}),
    });
  });
}

async function main() {
  // Premium for everyone (20 a day), so a round writes a realistic number of applications.
  const t = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true" });
  const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const next = random(7);
  const now = t.clock.now();

  let started = performance.now();
  const values = generatedJobs(now);
  for (let i = 0; i < values.length; i += 500) await t.db.insert(jobs).values(values.slice(i, i + 500));
  const insertMs = performance.now() - started;

  for (let i = 0; i < COPILOTS; i++) {
    const [user] = await t.db.insert(users).values({ email: `bench${i}@example.com`, passwordHash: "x", country: "DE" }).returning();
    const skills = some(next, SKILLS, 6);
    const [resume] = await t.db
      .insert(resumes)
      .values({ userId: user!.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: "cv", text: "", facts: { skills, titles: [pick(next, TITLES)], yearsOfExperience: Math.floor(next() * 12) } })
      .returning();
    await t.db.insert(copilots).values({
      userId: user!.id,
      name: "Bench",
      status: "active",
      mode: next() < 0.5 ? "review_first" : "auto_apply",
      completedSteps: [1, 2, 3, 4, 5],
      jobTitles: some(next, TITLES, 1 + Math.floor(next() * 3)),
      seniorities: next() < 0.5 ? [] : [pick(next, ["mid", "senior"])],
      employmentTypes: ["full_time", "contract"],
      strictness: pick(next, ["high", "higher", "highest"] as const),
      countries: pick(next, COUNTRY_SETS),
      workModes: next() < 0.3 ? ["remote"] : ["remote", "hybrid", "onsite"],
      includeKeywords: next() < 0.2 ? [pick(next, SKILLS)] : [],
      excludeKeywords: next() < 0.3 ? ["Salesforce", "on call"] : [],
      excludedCompanies: next() < 0.2 ? ["Company 1", "Company 2 GmbH"] : [],
      postingLanguages: next() < 0.3 ? ["en"] : [],
      needsSponsorship: next() < 0.1,
      minSalary: next() < 0.3 ? 60_000 : null,
      salaryCurrency: "EUR",
      resumeId: resume!.id,
      dailyLimit: 20,
    });
  }

  started = performance.now();
  const cold = await matchAllActive(t.deps);
  const coldMs = performance.now() - started;

  t.clock.advance(DAY_MS);
  started = performance.now();
  const warm = await matchAllActive(t.deps);
  const warmMs = performance.now() - started;

  // Per copilot, nothing left to create today: the cost of the filters and the scoring alone.
  const ids = cold.runs.map((run) => run.copilot_id);
  const samples: number[] = [];
  let candidates = 0;
  for (const id of ids) {
    const began = performance.now();
    candidates += (await matchCopilot(t.deps, id)).candidates;
    samples.push(performance.now() - began);
  }
  const each = stats(samples);

  console.log(`\n${kind}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log("| step | result | time |\n|---|---|---|");
  console.log(`| insert ${JOBS.toLocaleString("en")} jobs (batches of 500) | | ${(insertMs / 1000).toFixed(1)} s |`);
  console.log(`| matchAllActive, cold (skills read from every description) | ${cold.created} applications, ${cold.failed} failed | ${(coldMs / 1000).toFixed(1)} s |`);
  console.log(`| matchAllActive, next day (skills cached) | ${warm.created} applications | ${(warmMs / 1000).toFixed(1)} s |`);
  console.log(`| matchCopilot, nothing left to create (n=${each.n}, ${Math.round(candidates / each.n)} candidates avg) | p50 / p95 | ${each.p50.toFixed(0)} / ${each.p95.toFixed(0)} ms |`);
  await t.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
