import { and, eq } from "drizzle-orm";
import { applicationEvents, applications, copilots, jobs, profileExtra, resumes, userEvents, users } from "../../db/schema";
import { createHttpClient } from "../sources/http";
import { startFixtureServer } from "../sources/fixture-server";
import { createConnectors, fetchAll, parseJobSources } from "../sources";
import { SOURCES } from "../sources/types";
import { insertJob, valuesFromNormalized } from "../../test/job-factory";
import { createTestContext, type TestContext } from "../../test/harness";
import { matchAllActive, matchCopilot } from "./matcher";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
// Jobs are shared by every user: each test starts from an empty board.
beforeEach(async () => {
  await t.db.delete(applications);
  await t.db.delete(jobs);
});

const now = () => t.clock.now();

const CV_FACTS = {
  skills: ["React", "TypeScript", "CSS", "GraphQL", "Jest"],
  titles: ["Frontend Developer"],
  yearsOfExperience: 6,
};

type Steps = {
  1?: object;
  2?: object;
  3?: object;
  5?: object;
};

const STEPS = {
  1: { job_titles: ["Frontend Engineer"], seniorities: [], employment_types: ["full_time", "contract"], strictness: "high" },
  2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
  3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
  5: { mode: "review_first", daily_limit: 5, cover_letter: false },
};

type User = Awaited<ReturnType<TestContext["signUp"]>>;

/** A user with one launched copilot, set up through the API as the app does; the CV row is inserted. */
async function launch(steps: Steps = {}, options: { user?: User; facts?: Record<string, unknown>; premium?: boolean } = {}) {
  const user = options.user ?? (await t.signUp());
  if (options.premium) {
    const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "monthly" } });
    expect(res.status).toBe(201);
  }
  const created = await t.call("POST", "/copilots", { token: user.token, body: {} });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const [resume] = await t.db
    .insert(resumes)
    .values({
      userId: user.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1000, sha256: "0".repeat(64),
      storageKey: "cv", text: "", facts: options.facts ?? CV_FACTS,
    })
    .returning();
  const bodies: [number, object][] = [
    [1, { ...STEPS[1], ...steps[1] }],
    [2, { ...STEPS[2], ...steps[2] }],
    [3, { ...STEPS[3], ...steps[3] }],
    [4, { resume_id: resume!.id }],
    [5, { ...STEPS[5], ...steps[5] }],
  ];
  for (const [step, body] of bodies) {
    const res = await t.call("PUT", `/copilots/${id}/steps/${step}`, { token: user.token, body });
    expect([step, res.status, res.body?.error]).toEqual([step, 200, undefined]);
  }
  const run = await t.call("POST", `/copilots/${id}/run`, { token: user.token });
  expect(run.status).toBe(200);
  return { user, copilotId: id, resumeId: resume!.id };
}

const job = (overrides: Parameters<typeof insertJob>[1] = {}) => insertJob(t.db, { now: now(), ...overrides });

async function proposed(userId: string) {
  const rows = await t.db.select().from(applications).where(eq(applications.userId, userId));
  return rows.sort((a, b) => b.score - a.score);
}
const jobIds = async (userId: string) => new Set((await proposed(userId)).map((row) => row.jobId));

describe("hard filters", () => {
  it("proposes a fresh matching job and keeps out stale, closed and duplicate ones", async () => {
    const { user, copilotId } = await launch();
    const fresh = await job({ postedDaysAgo: 13 });
    const stale = await job({ postedDaysAgo: 15 });
    const closed = await job({ closedAt: now() });
    const original = await job({ company: "Original" });
    const duplicate = await job({ company: "Original", source: "lever", duplicateOf: original.id });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([fresh.id, original.id]));
    expect(ids.has(stale.id) || ids.has(closed.id) || ids.has(duplicate.id)).toBe(false);
  });

  it("never proposes 'Remote (Canada)' to a user in Germany, nor an office job in another country", async () => {
    const { user, copilotId } = await launch();
    const canada = await job({ location: "Remote (Canada)", countryCodes: ["CA"], eligibleCountryCodes: ["CA"] });
    const dach = await job({ location: "Remote (DACH)", eligibleCountryCodes: ["DE", "AT", "CH"], company: "Dach" });
    const worldwide = await job({ location: "Remote, worldwide", company: "World" });
    const paris = await job({ location: "Paris, France", countryCodes: ["FR"], remoteType: "onsite", company: "Paris" });
    const berlin = await job({ location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "hybrid", company: "Berlin" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([dach.id, worldwide.id, berlin.id]));
    expect(ids.has(canada.id) || ids.has(paris.id)).toBe(false);
  });

  it("takes the profile's country for remote eligibility when the copilot names none", async () => {
    const user = await t.signUp();
    await t.db.update(users).set({ country: "DE" }).where(eq(users.id, user.id));
    const { copilotId } = await launch({ 2: { countries: [], cities: [], work_modes: ["remote"] } }, { user });
    const canada = await job({ location: "Remote (Canada)", eligibleCountryCodes: ["CA"] });
    const germany = await job({ location: "Remote (Germany)", eligibleCountryCodes: ["DE"], company: "Heim" });
    const worldwide = await job({ company: "World" });
    const office = await job({ location: "Berlin", countryCodes: ["DE"], remoteType: "onsite", company: "Office" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([germany.id, worldwide.id]));
    expect(ids.has(canada.id) || ids.has(office.id)).toBe(false);
  });

  it("matches cities by name, and the places within their radius", async () => {
    const berlin = { id: "city:2950159", name: "Berlin", country_code: "DE", lat: 52.5244, lon: 13.4105 };
    const { user, copilotId } = await launch({ 2: { countries: [], cities: [{ ...berlin, radius_km: 50 }], work_modes: ["onsite", "hybrid"] } });
    const inBerlin = await job({ location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "onsite" });
    const potsdam = await job({ location: "Potsdam", countryCodes: ["DE"], remoteType: "hybrid", company: "Potsdam Co" });
    const munich = await job({ location: "Munich, Germany", countryCodes: ["DE"], remoteType: "onsite", company: "Munich Co" });
    // "Berlin, NH" is in the United States: a name alone does not make it the user's Berlin.
    const newHampshire = await job({ location: "Berlin, NH", countryCodes: ["US"], remoteType: "onsite", company: "NH Co" });
    const remote = await job({ company: "Remote Co" });
    await matchCopilot(t.deps, copilotId);
    const rows = await proposed(user.id);
    expect(new Set(rows.map((row) => row.jobId))).toEqual(new Set([inBerlin.id, potsdam.id]));
    expect([munich.id, newHampshire.id, remote.id].some((id) => rows.some((row) => row.jobId === id))).toBe(false);
    const potsdamReasons = rows.find((row) => row.jobId === potsdam.id)!.reasons.map((reason) => reason.text);
    expect(potsdamReasons).toContain("Hybrid in Potsdam, 27 km from Berlin");
  });

  it("respects work modes and employment types", async () => {
    const { user, copilotId } = await launch({
      1: { employment_types: ["full_time"] },
      2: { countries: ["DE"], cities: [], work_modes: ["remote"] },
    });
    const remote = await job({ employmentType: "full_time" });
    const unstated = await job({ company: "Unstated" });
    const hybrid = await job({ location: "Berlin", countryCodes: ["DE"], remoteType: "hybrid", company: "Hybrid" });
    const contract = await job({ employmentType: "contract", company: "Contract" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([remote.id, unstated.id]));
    expect(ids.has(hybrid.id) || ids.has(contract.id)).toBe(false);
  });

  it("drops excluded companies by their slug, whatever the legal form", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], excluded_companies: ["Evil Corp GmbH"] } });
    const evil = await job({ company: "Evil Corp" });
    const good = await job({ company: "Good Corp" });
    await matchCopilot(t.deps, copilotId);
    expect(await jobIds(user.id)).toEqual(new Set([good.id]));
    expect((await jobIds(user.id)).has(evil.id)).toBe(false);
  });

  it("applies include and exclude keywords with full-text search, phrases kept in order", async () => {
    const { user, copilotId } = await launch({
      3: { ...STEPS[3], include_keywords: ["machine learning", "WebGL"], exclude_keywords: ["PHP", "on call"] },
    });
    const phrase = await job({ descriptionText: "Ship machine learning features in the browser with React.", company: "A" });
    const word = await job({ descriptionText: "Render maps with WebGL and React.", company: "B" });
    const scrambled = await job({ descriptionText: "A learning culture; the machine room is downstairs.", company: "C" });
    const none = await job({ descriptionText: "React and TypeScript.", company: "D" });
    const php = await job({ descriptionText: "Machine learning, React and some PHP.", company: "E" });
    const onCall = await job({ descriptionText: "WebGL work; you will be on call one week a month.", company: "F" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([phrase.id, word.id]));
    for (const out of [scrambled, none, php, onCall]) expect(ids.has(out.id)).toBe(false);
  });

  it("keeps to the posting languages, drops 'no sponsorship' for those who need it", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], posting_languages: ["en"], needs_sponsorship: true } });
    const english = await job({ language: "en" });
    const german = await job({ language: "de", company: "Deutsch" });
    const noVisa = await job({ language: "en", noSponsorship: true, company: "No Visa" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids).toEqual(new Set([english.id]));
    expect(ids.has(german.id) || ids.has(noVisa.id)).toBe(false);
  });

  it("drops jobs paying less than the minimum, compared over a year", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], min_salary: 60_000, salary_currency: "EUR" } });
    const low = await job({ salaryMin: 40_000, salaryMax: 50_000, salaryCurrency: "EUR", salaryPeriod: "year", company: "Low" });
    const monthly = await job({ salaryMin: 4_500, salaryMax: 5_500, salaryCurrency: "EUR", salaryPeriod: "month", company: "Monthly" });
    const lowHourly = await job({ salaryMin: 20, salaryMax: 25, salaryCurrency: "EUR", salaryPeriod: "hour", company: "Hourly" });
    // €35 an hour is €72,800 over 2,080 hours.
    const hourly = await job({ salaryMin: 35, salaryMax: null, salaryCurrency: "EUR", salaryPeriod: "hour", company: "Hourly Plus" });
    const unstated = await job({ company: "Unstated" });
    const dollars = await job({ salaryMin: 40_000, salaryMax: 50_000, salaryCurrency: "USD", salaryPeriod: "year", company: "Dollars" });
    await matchCopilot(t.deps, copilotId);
    const rows = await proposed(user.id);
    expect(new Set(rows.map((row) => row.jobId))).toEqual(new Set([monthly.id, hourly.id, unstated.id]));
    expect(rows.some((row) => [low.id, lowHourly.id, dollars.id].includes(row.jobId))).toBe(false);
    const monthlyReasons = rows.find((row) => row.jobId === monthly.id)!.reasons.map((reason) => reason.text);
    expect(monthlyReasons).toContain("Salary €4,500–5,500 a month meets your minimum");
    expect(rows.find((row) => row.jobId === hourly.id)!.reasons.map((reason) => reason.text)).toContain("Salary from €35 an hour meets your minimum");
  });

  it("converts a salary in another currency with the shipped rates; one in a currency they lack stays", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], min_salary: 70_000, salary_currency: "EUR" } });
    const usd60 = await job({ salaryMin: 50_000, salaryMax: 60_000, salaryCurrency: "USD", salaryPeriod: "year", company: "Sixty" });
    const usd120 = await job({ salaryMin: 100_000, salaryMax: 120_000, salaryCurrency: "USD", salaryPeriod: "year", company: "Hundred Twenty" });
    // Without a top, the lower figure is all there is to compare.
    const usdFrom = await job({ salaryMin: 70_000, salaryMax: null, salaryCurrency: "USD", salaryPeriod: "year", company: "From Seventy" });
    const gbpMonthly = await job({ salaryMin: 5_000, salaryMax: 6_000, salaryCurrency: "GBP", salaryPeriod: "month", company: "Pounds" });
    const gbpLowMonthly = await job({ salaryMin: 3_500, salaryMax: 4_000, salaryCurrency: "GBP", salaryPeriod: "month", company: "Few Pounds" });
    const unknown = await job({ salaryMin: 1_000, salaryMax: 2_000, salaryCurrency: "XAF", salaryPeriod: "year", company: "Francs" });
    await matchCopilot(t.deps, copilotId);
    const rows = await proposed(user.id);
    expect(new Set(rows.map((row) => row.jobId))).toEqual(new Set([usd120.id, gbpMonthly.id, unknown.id]));
    expect(rows.some((row) => [usd60.id, usdFrom.id, gbpLowMonthly.id].includes(row.jobId))).toBe(false);
    const salaryOf = (id: string) => rows.find((row) => row.jobId === id)!.reasons.find((reason) => reason.kind === "salary");
    expect(salaryOf(usd120.id)!.text).toMatch(/^Salary \$100–120k \(about €1\d\dk a year\) meets your minimum$/);
    expect(salaryOf(gbpMonthly.id)!.text).toMatch(/^Salary £5,000–6,000 a month \(about €\d\dk a year\) meets your minimum$/);
    expect(salaryOf(unknown.id)!.text).toBe("Salary stated: XAF 1–2k");
  });

  it("holds the per-company cap across runs and across the user's copilots", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], company_cap_count: 2, company_cap_days: 30 } });
    await job({ company: "Busy GmbH", title: "Frontend Engineer" });
    await job({ company: "Busy", title: "Frontend Developer" });
    await job({ company: "Busy", title: "Senior Frontend Engineer" });
    await job({ company: "Calm" });
    await matchCopilot(t.deps, copilotId);
    const first = await proposed(user.id);
    expect(first).toHaveLength(3);
    expect(first.filter((row) => (row.jobSnapshot.company as string).startsWith("Busy"))).toHaveLength(2);

    // Another copilot's application counts too: here one made a month ago is outside the window.
    await t.db.delete(applications);
    const old = await job({ company: "Busy", title: "Frontend Engineer, Design Systems" });
    const oldDate = new Date(now().getTime() - 31 * 86_400_000);
    await t.db.insert(applications).values({ userId: user.id, jobId: old.id, stage: "applied", score: 80, jobSnapshot: {}, createdAt: oldDate });
    const recent = await job({ company: "Busy", title: "React Engineer", postedDaysAgo: 3 });
    await t.db.insert(applications).values({ userId: user.id, jobId: recent.id, stage: "applied", score: 80, jobSnapshot: {}, createdAt: now() });
    await matchCopilot(t.deps, copilotId);
    const busy = (await proposed(user.id)).filter((row) => row.copilotId === copilotId && (row.jobSnapshot.company as string).startsWith("Busy"));
    expect(busy).toHaveLength(1);
  });

  it("never proposes a job the user already has, from any copilot, nor its copy on another board or its repost", async () => {
    const { user, copilotId } = await launch();
    const applied = await job();
    const copy = await job({ source: "lever", company: "Copy" });
    const copied = await job({ source: "ashby", company: "Copy" });
    await t.db.update(jobs).set({ duplicateOf: copied.id }).where(eq(jobs.id, copy.id));
    const old = await job({ company: "Repost", postedDaysAgo: 40 });
    const repost = await job({ company: "Repost", repostOf: old.id });
    const other = await job({ company: "Other" });
    await t.db.insert(applications).values([
      { userId: user.id, jobId: applied.id, stage: "applied", score: 70, jobSnapshot: {} },
      { userId: user.id, jobId: copy.id, stage: "rejected", score: 70, jobSnapshot: {} },
      { userId: user.id, jobId: old.id, stage: "applied", score: 70, jobSnapshot: {} },
    ]);
    await matchCopilot(t.deps, copilotId);
    const mine = (await proposed(user.id)).filter((row) => row.copilotId === copilotId).map((row) => row.jobId);
    expect(mine).toEqual([other.id]);
    expect(mine).not.toContain(copied.id);
    expect(mine).not.toContain(repost.id);
  });
});

describe("one job, one proposal", () => {
  it("proposes a job reposted while its first posting is still open once, as the newest posting", async () => {
    const { user, copilotId } = await launch();
    const first = await job({ company: "Reposter", postedDaysAgo: 6 });
    const again = await job({ company: "Reposter", postedDaysAgo: 1, repostOf: first.id });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids.has(again.id)).toBe(true);
    expect(ids.has(first.id)).toBe(false);
  });

  it("leaves out a job requiring a language the user does not speak at a working level", async () => {
    const { user, copilotId } = await launch();
    await t.db
      .insert(profileExtra)
      .values({ userId: user.id, screeningAnswers: { languages: [{ code: "en", level: "native" }, { code: "de", level: "basic" }] } });
    const german = await job({ company: "Needs German", requiredLanguages: ["de"] });
    const english = await job({ company: "Needs English", requiredLanguages: ["en"] });
    const none = await job({ company: "Needs Nothing" });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids.has(german.id)).toBe(false);
    expect(ids.has(english.id) && ids.has(none.id)).toBe(true);
  });

  it("finds an include keyword in an aggregator's tags", async () => {
    const { user, copilotId } = await launch({ 3: { ...STEPS[3], include_keywords: ["graphql"] } });
    const tagged = await job({ source: "remotive", company: "Tagged", descriptionText: "We build our product with React and TypeScript.", tags: "graphql · react" });
    const untagged = await job({ source: "remotive", company: "Untagged", descriptionText: "We build our product with React and TypeScript." });
    await matchCopilot(t.deps, copilotId);
    const ids = await jobIds(user.id);
    expect(ids.has(tagged.id)).toBe(true);
    expect(ids.has(untagged.id)).toBe(false);
  });
});

describe("scores and reasons", () => {
  it("orders by score, stores reasons in words with kinds and params, and holds the thresholds", async () => {
    const strictness = async (level: string) => launch({ 1: { ...STEPS[1], strictness: level, seniorities: ["senior"] } });
    await job({
      title: "Senior Frontend Engineer",
      descriptionText: "React, TypeScript and GraphQL; tests with Jest.",
      seniority: "senior",
      location: "Remote (Germany)",
      eligibleCountryCodes: ["DE"],
      salaryMin: 70_000, salaryMax: 85_000, salaryCurrency: "EUR", salaryPeriod: "year",
      postedDaysAgo: 2,
      company: "Best",
    });
    await job({ title: "Software Engineer, Frontend", descriptionText: "Node.js, React and PostgreSQL.", postedDaysAgo: 6, company: "Middle" });
    await job({ title: "Backend Engineer", descriptionText: "Go, Kafka and PostgreSQL.", postedDaysAgo: 10, company: "Weak" });
    await job({ title: "Product Designer", descriptionText: "Figma and user research.", company: "None" });

    const high = await strictness("high");
    await matchCopilot(t.deps, high.copilotId);
    const rows = await proposed(high.user.id);
    expect(rows.map((row) => row.jobSnapshot.company)).toEqual(["Best", "Middle"]);
    const best = rows[0]!;
    expect(best.score).toBeGreaterThanOrEqual(85);
    expect(best.reasons.map((reason) => reason.text)).toEqual([
      "Title matches 'Frontend Engineer'",
      "Like your experience as 'Frontend Developer'",
      "Remote, open to candidates in Germany",
      "React, TypeScript, GraphQL and Jest from your CV",
      "Senior level, as you asked",
      "Salary stated: €70–85k",
      "Posted 2 days ago",
    ]);
    expect(best.reasons[0]).toMatchObject({ kind: "title", params: { title: "Frontend Engineer" } });
    expect(best.reasons.find((reason) => reason.kind === "location")).toMatchObject({ params: { mode: "remote", country: "DE" } });
    expect(best.reasons.reduce((total, reason) => total + (reason.weight ?? 0), 0)).toBeLessThanOrEqual(best.score);

    const highest = await strictness("highest");
    await matchCopilot(t.deps, highest.copilotId);
    expect((await proposed(highest.user.id)).map((row) => row.jobSnapshot.company)).toEqual(["Best"]);
  });
});

describe("limits, stages and events", () => {
  const jobsFrom = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => job({ company: `${prefix} ${i}`, postedDaysAgo: i % 5 })));

  it("proposes every match, whatever the daily limit: the limit counts applications sent", async () => {
    const { user, copilotId } = await launch({ 5: { ...STEPS[5], daily_limit: 2 } });
    await jobsFrom("Daily", 5);
    const first = await matchCopilot(t.deps, copilotId);
    expect(first).toEqual({ copilot_id: copilotId, candidates: 5, matched: 5, created: 5 });
    const again = await matchCopilot(t.deps, copilotId);
    expect(again).toMatchObject({ matched: 0, created: 0 });
    expect(await proposed(user.id)).toHaveLength(5);
  });

  it("proposes past the Free plan's 5 a day too: only sending is capped", async () => {
    const { user, copilotId } = await launch({ 5: { ...STEPS[5], daily_limit: 5 } });
    const earlier = await jobsFrom("Earlier", 3);
    await t.db.insert(applications).values(earlier.map((row) => ({ userId: user.id, jobId: row.id, stage: "review" as const, score: 60, jobSnapshot: {}, createdAt: now() })));
    await jobsFrom("Today", 6);
    const run = await matchCopilot(t.deps, copilotId);
    expect(run).toMatchObject({ created: 6 });
    expect(await proposed(user.id)).toHaveLength(9);
  });

  it("puts matches in review for review_first copilots, and queues them for auto_apply", async () => {
    await jobsFrom("Stage", 2);
    const review = await launch();
    const auto = await launch({ 5: { ...STEPS[5], mode: "auto_apply", daily_limit: 10 } }, { premium: true });
    await matchCopilot(t.deps, review.copilotId);
    await matchCopilot(t.deps, auto.copilotId);
    expect((await proposed(review.user.id)).map((row) => row.stage)).toEqual(["review", "review"]);
    expect((await proposed(auto.user.id)).map((row) => row.stage)).toEqual(["queued", "queued"]);
  });

  it("is idempotent and race-safe: running twice, or twice at once, creates each application once", async () => {
    const { user, copilotId } = await launch({ 5: { ...STEPS[5], daily_limit: 3 } });
    await jobsFrom("Once", 4);
    const both = await Promise.all([matchCopilot(t.deps, copilotId), matchCopilot(t.deps, copilotId)]);
    expect(both.reduce((total, run) => total + run.created, 0)).toBe(4);
    const third = await matchCopilot(t.deps, copilotId);
    expect(third.created).toBe(0);
    const rows = await proposed(user.id);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.jobId)).size).toBe(4);
  });

  it("writes the timeline, publishes application.created and copilot.run.finished, and marks the run", async () => {
    const { user, copilotId, resumeId } = await launch();
    const posted = await job({ salaryMin: 70_000, salaryMax: 85_000, salaryCurrency: "EUR", salaryPeriod: "year", company: "Eventful" });
    const run = await matchCopilot(t.deps, copilotId);
    const [application] = await proposed(user.id);
    expect(application).toMatchObject({ copilotId, jobId: posted.id, resumeId, stage: "review" });
    expect(application!.jobSnapshot).toMatchObject({
      title: "Frontend Engineer",
      company: "Eventful",
      location: "Remote",
      remote_type: "remote",
      salary: { min: 70_000, max: 85_000, currency: "EUR", period: "year" },
      apply_url: posted.applyUrl,
      posted_at: posted.postedAt.toISOString(),
      source: "greenhouse",
    });
    const timeline = await t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, application!.id));
    expect(timeline).toEqual([expect.objectContaining({ kind: "created", toStage: "review", userId: user.id })]);

    const events = await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id)).orderBy(userEvents.id);
    const created = events.filter((event) => event.type === "application.created");
    expect(created).toHaveLength(1);
    // The same item GET /applications lists, so a page can add it as it arrives.
    expect(created[0]!.payload).toMatchObject({
      id: application!.id,
      stage: "review",
      score: application!.score,
      reasons: application!.reasons,
      copilot: { id: copilotId, name: "Copilot 1" },
      job: { id: posted.id, title: "Frontend Engineer", company: "Eventful", remote_type: "remote", apply_url: posted.applyUrl },
    });
    const finished = events.filter((event) => event.type === "copilot.run.finished");
    expect(finished.at(-1)!.payload).toEqual({ ...run, copilot_id: copilotId });
    expect(run).toEqual({ copilot_id: copilotId, candidates: 1, matched: 1, created: 1 });
    expect(events.indexOf(created[0]!)).toBeLessThan(events.indexOf(finished.at(-1)!));

    const [copilot] = await t.db.select().from(copilots).where(eq(copilots.id, copilotId));
    expect(copilot!.lastRunAt).toEqual(now());
  });

  it("refuses a copilot that is not running; the scheduler runs only active ones", async () => {
    const paused = await launch();
    expect((await t.call("POST", `/copilots/${paused.copilotId}/pause`, { token: paused.user.token })).status).toBe(200);
    await expect(matchCopilot(t.deps, paused.copilotId)).rejects.toMatchObject({ status: 409 });
    const active = await launch();
    await job({ company: "Scheduled" });
    const round = await matchAllActive(t.deps);
    expect(round.failed).toBe(0);
    expect(round.runs.map((run) => run.copilot_id)).toContain(active.copilotId);
    expect(round.runs.map((run) => run.copilot_id)).not.toContain(paused.copilotId);
    expect(await proposed(active.user.id)).toHaveLength(1);
    expect(await t.db.select().from(applications).where(and(eq(applications.userId, paused.user.id)))).toHaveLength(0);
  });
});

describe("with the offline fixtures", () => {
  /** Every recorded posting of every source, as the connectors read them, stored as ingestion would. */
  async function loadFixtureJobs() {
    const server = await startFixtureServer({ now });
    try {
      const rateLimits = Object.fromEntries(SOURCES.map((source) => [source, { limit: 1000, windowMs: 1000 }]));
      const http = createHttpClient({ rateLimits, attempts: 1 });
      const runs = await fetchAll(createConnectors(parseJobSources("fixtures"), { http, fixtureUrl: server.url }));
      const values = runs.flatMap((run) => (run.ok ? run.jobs : [])).map(valuesFromNormalized);
      return t.db.insert(jobs).values(values).onConflictDoNothing().returning();
    } finally {
      await server.close();
    }
  }

  it("proposes relevant, fresh, eligible jobs to a frontend engineer in Germany, best first", async () => {
    const stored = await loadFixtureJobs();
    expect(stored.length).toBeGreaterThan(150);
    const { user, copilotId } = await launch({ 1: { ...STEPS[1], strictness: "higher" }, 5: { ...STEPS[5], daily_limit: 5 } }, {
      facts: { skills: ["React", "TypeScript", "JavaScript", "CSS", "HTML", "Next.js", "GraphQL"], titles: ["Frontend Developer"], yearsOfExperience: 5 },
    });
    // Launching matched the copilot against the stored jobs at once; a second run adds nothing.
    const rows = await proposed(user.id);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect((await matchCopilot(t.deps, copilotId)).created).toBe(0);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of rows) {
      const posting = byId.get(row.jobId)!;
      expect(row.score).toBeGreaterThanOrEqual(60);
      expect(posting.title).toMatch(/front|full/i);
      expect(posting.postedAt.getTime()).toBeGreaterThanOrEqual(now().getTime() - 14 * 86_400_000);
      if (posting.remoteType === "remote") expect(posting.eligibleCountryCodes === null || posting.eligibleCountryCodes.includes("DE")).toBe(true);
      else expect(posting.countryCodes).toContain("DE");
      expect(row.reasons[0]).toMatchObject({ kind: "title" });
    }
    // The fixtures hold frontend jobs this user must not get: in Canada, Spain, the US only, New York.
    const titlesAndPlaces = rows.map((row) => `${byId.get(row.jobId)!.title} | ${byId.get(row.jobId)!.location}`);
    expect(titlesAndPlaces.join("\n")).not.toMatch(/Canada|Spain|New York|US-only|USA/);
  });
});
