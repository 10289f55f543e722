import { randomUUID } from "node:crypto";
import { makePdf } from "../cv/fixtures/build";
import { applicationEvents, applications, jobs, resumes } from "../db/schema";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

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
type User = Awaited<ReturnType<TestContext["signUp"]>>;

const CV_FACTS = { skills: ["React", "TypeScript", "CSS"], titles: ["Frontend Developer"], yearsOfExperience: 7 };

/** A narrow copilot: one country on site, a week, React only, no PHP or Angular, not Globex, German postings, €80k, senior, "higher". */
const NARROW = {
  1: { job_titles: ["Frontend Engineer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
  2: { countries: ["DE"], cities: [], work_modes: ["onsite", "hybrid"] },
  3: {
    include_keywords: ["React"], exclude_keywords: ["PHP", "Angular"], excluded_companies: ["Globex"], min_salary: 80000,
    salary_currency: "EUR", max_job_age_days: 7, posting_languages: ["de"], needs_sponsorship: false,
  },
  5: { mode: "review_first", daily_limit: 5, cover_letter: false },
};

async function setUpCopilot(user: User, { launch = true } = {}) {
  const created = await t.call("POST", "/copilots", { token: user.token, body: { name: "Frontend in Germany" } });
  const id = created.body.data.id as string;
  const [resume] = await t.db
    .insert(resumes)
    .values({ userId: user.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1000, sha256: "0".repeat(64), storageKey: "cv", text: "", facts: CV_FACTS })
    .returning();
  for (const [step, body] of [[1, NARROW[1]], [2, NARROW[2]], [3, NARROW[3]], [4, { resume_id: resume!.id }], [5, NARROW[5]]] as const) {
    const res = await t.call("PUT", `/copilots/${id}/steps/${step}`, { token: user.token, body });
    expect([step, res.status, res.body?.error]).toEqual([step, 200, undefined]);
  }
  if (launch) expect((await t.call("POST", `/copilots/${id}/run`, { token: user.token })).status).toBe(200);
  return id;
}

/** A job the narrow copilot takes: on site in Berlin, five days old, React, in German. */
const fitting = (overrides: Parameters<typeof insertJob>[1] = {}) =>
  insertJob(t.db, {
    now: now(), postedDaysAgo: 5, title: "Frontend Engineer", company: `Company ${randomUUID().slice(0, 6)}`, location: "Berlin",
    countryCodes: ["DE"], remoteType: "onsite", language: "de", descriptionText: "Wir bauen unser Produkt mit React und TypeScript.",
    ...overrides,
  });

/** One job per filter, each held back by that filter alone; one that passes; two that never could. */
async function boardForNarrowCopilot() {
  const passing = await fitting();
  const old = await fitting({ postedDaysAgo: 20 });
  await fitting({ location: "Remote", countryCodes: [], remoteType: "remote" });
  await fitting({ location: "Amsterdam", countryCodes: ["NL"] });
  await fitting({ descriptionText: "Wir bauen unser Produkt mit Vue und TypeScript." });
  await fitting({ descriptionText: "Wir bauen unser Produkt mit React, TypeScript und PHP." });
  await fitting({ company: "Globex" });
  await fitting({ language: "en" });
  await fitting({ salaryMin: 45000, salaryMax: 50000, salaryCurrency: "EUR", salaryPeriod: "year" });
  await fitting({ employmentType: "contract" });
  await fitting({ seniority: "junior" });
  // A weak title: it scores about 50, enough for "high" (45) but not for "higher" (60).
  await fitting({ title: "Web Engineer" });
  // Never: another job, and a job held back by two filters at once.
  await fitting({ title: "Sales Manager" });
  await fitting({ postedDaysAgo: 20, location: "Remote", countryCodes: [], remoteType: "remote" });
  return { passing, old };
}

const summary = (filters: { filter: string; removes: number; widenings: { id: string; adds: number }[] }[]) =>
  Object.fromEntries(filters.map(({ filter, widenings }) => [filter, Object.fromEntries(widenings.map(({ id, adds }) => [id, adds]))]));

describe("GET /support/copilots/{id}/filters", () => {
  it("counts what each filter holds back, with the one change that lets it through", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user);
    await boardForNarrowCopilot();
    const res = await t.call("GET", `/support/copilots/${id}/filters`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ copilot_id: id, window_days: 30, found: 0, waiting: 1, truncated: false });
    expect(summary(res.body.data.filters)).toEqual({
      max_age: { "max_age:30": 1, "max_age:14": 0 },
      work_modes: { "work_modes:remote": 1 },
      countries: { "countries:NL": 1 },
      include_keywords: { "include_keywords:all": 1 },
      exclude_keywords: { "exclude_keywords:php": 1, "exclude_keywords:angular": 0 },
      excluded_companies: { "excluded_companies:globex": 1 },
      posting_languages: { "posting_languages:all": 1 },
      employment_types: { "employment_types:all": 1 },
      salary: { "salary:none": 1 },
      seniority: { "seniority:all": 1 },
      strictness: { "strictness:high": 1 },
    });
    const byFilter = Object.fromEntries(res.body.data.filters.map((item: { filter: string }) => [item.filter, item]));
    expect(byFilter.max_age.widenings[0]).toEqual({ id: "max_age:30", adds: 1, patch: { max_job_age_days: 30 }, params: { days: 30 } });
    expect(byFilter.exclude_keywords.widenings[0]).toEqual({
      id: "exclude_keywords:php", adds: 1, patch: { exclude_keywords: ["Angular"] }, params: { keyword: "PHP" },
    });
    expect(byFilter.countries.widenings[0].patch).toEqual({ countries: ["DE", "NL"] });
    expect(byFilter.work_modes.widenings[0].patch).toEqual({ work_modes: ["onsite", "hybrid", "remote"] });
    expect(byFilter.salary).toMatchObject({ removes: 1, widenings: [{ patch: { min_salary: null, salary_currency: null }, params: { amount: 80000, currency: "EUR" } }] });
    // With remote allowed too, the age filter also keeps out the old remote job.
    expect(byFilter.max_age.removes).toBe(2);
    expect(byFilter.work_modes.removes).toBe(2);
    // Together the widenings add the old remote job that no single one lets through.
    expect(res.body.data.widen_all).toEqual({
      adds: 9,
      patch: {
        max_job_age_days: 30, work_modes: ["remote", "hybrid", "onsite"], include_keywords: [], posting_languages: [],
        employment_types: ["full_time", "part_time", "contract", "internship", "temporary", "freelance"], min_salary: null, salary_currency: null,
        seniorities: [], strictness: "high",
      },
      filters: ["max_age", "work_modes", "include_keywords", "posting_languages", "employment_types", "salary", "seniority", "strictness"],
    });
  });

  it("shows what filters hold back together when no single change helps", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user);
    // Each job breaks two filters: too old and remote, or in English and without React.
    await fitting({ postedDaysAgo: 20, location: "Remote", countryCodes: [], remoteType: "remote" });
    await fitting({ language: "en", descriptionText: "We build our product with Vue and TypeScript." });
    const res = await t.call("GET", `/support/copilots/${id}/filters`, { token: user.token });
    const byFilter = Object.fromEntries(res.body.data.filters.map((item: { filter: string }) => [item.filter, item]));
    for (const filter of ["max_age", "work_modes", "include_keywords", "posting_languages"]) {
      expect({ filter, removes: byFilter[filter].removes, adds: byFilter[filter].widenings.map(({ adds }: { adds: number }) => adds) }).toEqual({
        filter, removes: 1, adds: byFilter[filter].widenings.map(() => 0),
      });
    }
    // Only the filters that hold something back are widened; salary, level and strictness stay.
    expect(res.body.data.widen_all).toEqual({
      adds: 2,
      patch: { max_job_age_days: 30, work_modes: ["remote", "hybrid", "onsite"], include_keywords: [], posting_languages: [] },
      filters: ["max_age", "work_modes", "include_keywords", "posting_languages"],
    });
    const applied = await t.call("PATCH", `/support/copilots/${id}`, { token: user.token, body: res.body.data.widen_all.patch });
    expect(applied.status).toBe(200);
    expect(applied.body.data.run).toMatchObject({ created: 2 });
  });

  it("applies a widening: the copilot changes, is matched again, and the counts follow", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user);
    const { passing, old } = await boardForNarrowCopilot();
    const res = await t.call("PATCH", `/support/copilots/${id}`, { token: user.token, body: { max_job_age_days: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.data.copilot).toMatchObject({ id, filters: { max_job_age_days: 30, include_keywords: ["React"] } });
    expect(res.body.data.run).toMatchObject({ copilot_id: id, created: 2 });
    const created = await t.call("GET", "/applications", { token: user.token });
    expect(created.body.data.items.map(({ job }: { job: { id: string } }) => job.id).sort()).toEqual([passing.id, old.id].sort());

    const after = await t.call("GET", `/support/copilots/${id}/filters`, { token: user.token });
    expect(after.body.data).toMatchObject({ found: 2, waiting: 0 });
    expect(after.body.data.filters.map(({ filter }: { filter: string }) => filter)).not.toContain("max_age");
    // The other steps' settings did not move.
    const copilot = await t.call("GET", `/copilots/${id}`, { token: user.token });
    expect(copilot.body.data.jobs).toEqual({ ...NARROW[1], seniorities: ["senior"] });
    expect(copilot.body.data.locations.countries).toEqual(["DE"]);
  });

  it("counts nothing for jobs its titles never name", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user);
    await fitting({ title: "Sales Manager", postedDaysAgo: 20 });
    const res = await t.call("GET", `/support/copilots/${id}/filters`, { token: user.token });
    expect(res.body.data.waiting).toBe(0);
    for (const { removes } of res.body.data.filters) expect(removes).toBe(0);
    expect(res.body.data.filters.map(({ filter }: { filter: string }) => filter)).not.toContain("countries");
  });
});

describe("PATCH /support/copilots/{id}", () => {
  it("changes only what is sent, and does not match a copilot that is not running", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user, { launch: false });
    await fitting();
    const res = await t.call("PATCH", `/support/copilots/${id}`, {
      token: user.token,
      body: { countries: ["de", "AT"], work_modes: ["remote", "onsite"], exclude_keywords: ["PHP", "Werkstudent", "php"], strictness: "highest" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.run).toBeNull();
    expect(res.body.data.copilot).toMatchObject({
      status: "draft",
      jobs: { strictness: "highest", seniorities: ["senior"] },
      locations: { countries: ["DE", "AT"], work_modes: ["remote", "onsite"] },
      filters: { exclude_keywords: ["PHP", "Werkstudent"], excluded_companies: ["Globex"], max_job_age_days: 7, min_salary: 80000 },
    });
    expect((await t.call("GET", "/applications", { token: user.token })).body.data.items).toEqual([]);
  });

  it.each([
    ["nothing", {}, { body: "Send at least one setting to change." }],
    ["an unknown field", { status: "active" }, { status: "This field is not expected." }],
    ["no work mode", { work_modes: [] }, { work_modes: "Choose remote, hybrid or on-site." }],
    ["no place for office jobs", { countries: [] }, { countries: "Choose at least one country or city, or choose remote only to search worldwide." }],
    ["a made-up country", { countries: ["XX"] }, { "countries.0": "Choose a country from the list." }],
    ["a salary without currency", { salary_currency: null }, { salary_currency: "Choose the currency of the minimum salary." }],
    ["an age of 0 days", { max_job_age_days: 0 }, { max_job_age_days: "Enter a number of days from 1 to 60." }],
    ["an unknown strictness", { strictness: "lenient" }, { strictness: "Choose one of: high, higher, highest." }],
  ])("refuses %s with a message per field and changes nothing", async (_, body, fields) => {
    const user = await t.signUp();
    const id = await setUpCopilot(user, { launch: false });
    const before = (await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data;
    const res = await t.call("PATCH", `/support/copilots/${id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data).toEqual(before);
  });

  it("lets an empty country list through when the copilot searches remote only", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user, { launch: false });
    const res = await t.call("PATCH", `/support/copilots/${id}`, { token: user.token, body: { countries: [], work_modes: ["remote"] } });
    expect(res.status).toBe(200);
    expect(res.body.data.copilot.locations).toEqual({ countries: [], cities: [], work_modes: ["remote"] });
  });

  it("needs a signed-in user and the user's own copilot", async () => {
    const owner = await t.signUp();
    const id = await setUpCopilot(owner, { launch: false });
    expect((await t.call("PATCH", `/support/copilots/${id}`, { body: { strictness: "high" } })).status).toBe(401);
    expect((await t.call("GET", `/support/copilots/${id}/filters`)).status).toBe(401);
    expect((await t.call("PATCH", `/support/copilots/not-a-uuid`, { token: owner.token, body: { strictness: "high" } })).status).toBe(404);
  });
});

describe("GET /support/copilots/{id}/outcomes", () => {
  async function application(user: User, copilotId: string, stage: string, job: { title?: string; company?: string; description?: string } = {}, path: string[] = []) {
    const row = await insertJob(t.db, {
      now: now(), title: job.title ?? "Frontend Engineer", company: job.company ?? `Company ${randomUUID().slice(0, 6)}`,
      descriptionText: job.description ?? "React, TypeScript and GraphQL.",
    });
    const [created] = await t.db
      .insert(applications)
      .values({
        userId: user.id, copilotId, jobId: row.id, stage: stage as "review", score: stage === "interview" ? 80 : 60,
        jobSnapshot: { title: row.title, company: row.company }, stageChangedAt: now(),
      })
      .returning();
    for (const [index, to] of path.entries()) {
      await t.db.insert(applicationEvents).values({ applicationId: created!.id, userId: user.id, kind: "stage", fromStage: path[index - 1] ?? "review", toStage: to });
    }
    return created!;
  }

  it("says how many were sent, how many reached an interview, and what the user turned down", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user, { launch: false });
    await application(user, id, "interview", {}, ["queued", "applied", "interview"]);
    await application(user, id, "applied", {}, ["queued", "applied"]);
    await application(user, id, "applied", {}, ["queued", "applied"]);
    // Rejected by the employer after applying: sent, not turned down by the user.
    await application(user, id, "rejected", { company: "Initech" }, ["queued", "applied", "rejected"]);
    await application(user, id, "review");
    await application(user, id, "skipped", { title: "Senior Sales Engineer", company: "Hooli" });
    await application(user, id, "rejected", { title: "Sales Frontend Engineer", company: "Hooli" }, ["rejected"]);
    await application(user, id, "rejected", { title: "PHP Frontend Engineer (Sales)", company: "Globex" }, ["rejected"]);
    await application(user, id, "skipped", { title: "Werkstudent Frontend", company: "Umbrella", description: "Vue and PHP." });

    const res = await t.call("GET", `/support/copilots/${id}/outcomes`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      total: 9,
      by_stage: { interview: 1, applied: 2, rejected: 3, review: 1, skipped: 2 },
      sent: 4,
      interviews: 1,
      interview_rate: 0.25,
      average_score: 62,
      sent_average_score: 65,
      threshold: 60,
      // Globex is already excluded; Initech was the employer's decision.
      declined_companies: [{ company: "Hooli", count: 2 }, { company: "Umbrella", count: 1 }],
      declined_keywords: [{ keyword: "Sales", count: 3 }],
      // The five jobs not turned down: what the CV should speak to.
      sampled_jobs: 5,
    });
    expect(res.body.data.requested_skills).toEqual([
      { skill: "GraphQL", jobs: 5, in_cv: false },
      { skill: "React", jobs: 5, in_cv: true },
      { skill: "TypeScript", jobs: 5, in_cv: true },
    ]);
  });

  it("has nothing to say before anything was sent", async () => {
    const user = await t.signUp();
    const id = await setUpCopilot(user, { launch: false });
    const res = await t.call("GET", `/support/copilots/${id}/outcomes`, { token: user.token });
    expect(res.body.data).toMatchObject({ total: 0, sent: 0, interviews: 0, interview_rate: null, average_score: null, declined_companies: [], requested_skills: [] });
  });
});

describe("GET /support/cv-check", () => {
  async function upload(user: User, lines: string[]) {
    const form = new FormData();
    form.append("file", new Blob([(await makePdf([lines])).slice()]), "jane-doe-cv.pdf");
    const res = await t.app.request("/api/v1/file-upload", { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
    return ((await res.json()) as { data: { id: string } }).data.id;
  }
  const CV = [
    "Jane Doe", "jane.doe@example.com | +49 170 1234567", "", "EXPERIENCE", "Frontend Developer, Zalando SE, Apr 2020 – Present",
    "• Cut the checkout's load time by 30% with code splitting", "• Built the design system used by 12 teams", "EDUCATION", "B.Sc. Informatik, 2016 – 2020",
  ];

  it("checks the newest CV against every copilot's titles, or a given CV against one copilot's", async () => {
    const user = await t.signUp();
    const none = await t.call("GET", "/support/cv-check", { token: user.token });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ resume: null, target_titles: [], check: null });

    const first = await upload(user, CV);
    const copilotId = await setUpCopilot(user, { launch: false });
    await t.call("PUT", `/copilots/${copilotId}/steps/1`, { token: user.token, body: { ...NARROW[1], job_titles: ["Frontend Engineer", "UX Engineer"] } });
    t.clock.advance(1000);
    const second = await upload(user, ["John Smith", "Sales", "Sold things"]);

    const newest = await t.call("GET", "/support/cv-check", { token: user.token });
    expect(newest.body.data.resume).toMatchObject({ id: second, file_name: "jane-doe-cv.pdf" });
    expect(newest.body.data.target_titles).toEqual(["Frontend Engineer", "UX Engineer"]);
    expect(newest.body.data.check.findings.map(({ id }: { id: string }) => id)).toContain("missing_email");

    const chosen = await t.call("GET", `/support/cv-check?resume_id=${first}&copilot_id=${copilotId}`, { token: user.token });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.resume.id).toBe(first);
    expect(chosen.body.data.check).toMatchObject({
      contact: { email: "jane.doe@example.com", phone: "+49 170 1234567", linkedin: null },
      titles: [
        { title: "Frontend Engineer", found: true, missing_words: [] },
        { title: "UX Engineer", found: false, missing_words: ["ux"] },
      ],
      results: { statements: 2, quantified: 2 },
    });
    expect(chosen.body.data.check.sections).toEqual([
      { key: "experience", present: true }, { key: "education", present: true }, { key: "skills", present: false }, { key: "summary", present: false },
    ]);
  });

  it("does not check another user's CV or use another user's copilot", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const resumeId = await upload(owner, CV);
    const copilotId = await setUpCopilot(owner, { launch: false });
    for (const query of [`resume_id=${resumeId}`, `copilot_id=${copilotId}`, "resume_id=nope", "copilot_id=nope"]) {
      const res = await t.call("GET", `/support/cv-check?${query}`, { token: stranger.token });
      expect({ query, status: res.status }).toEqual({ query, status: 404 });
    }
    expect((await t.call("GET", "/support/cv-check?resume=1", { token: owner.token })).status).toBe(400);
    expect((await t.call("GET", "/support/cv-check")).status).toBe(401);
  });
});
