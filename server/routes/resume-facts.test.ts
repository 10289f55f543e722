import { and, eq, sql } from "drizzle-orm";
import { applications, resumes } from "../db/schema";
import { makePdf } from "../cv/fixtures/build";
import { factsOf } from "../jobs/match/facts";
import { matchCopilot } from "../jobs/match/matcher";
import { checkCv } from "../services/cv-check";
import { insertJob } from "../test/job-factory";
import { createTestContext, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const UNKNOWN_ID = "6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d";

// A CV of one paragraph: no titles or years are read from it, and "B2B analytics product" reads as the skill "B2B sales".
const PARAGRAPH = [
  "Jane Doe. Product manager who led a B2B analytics product from idea to 2 million euros in revenue,",
  "working with engineers on SQL dashboards and Figma prototypes.",
];

type User = Awaited<ReturnType<TestContext["signUp"]>>;

async function upload(user: User, lines: string[] = PARAGRAPH) {
  const form = new FormData();
  form.append("file", new Blob([(await makePdf([lines])).slice()]), "cv.pdf");
  const res = await t.app.request("/api/v1/file-upload", { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; facts: Record<string, unknown> } }).data;
}

const patch = (user: User, id: string, body: unknown) => t.call("PATCH", `/resumes/${id}/facts`, { token: user.token, body });
const fieldCodes = (error: { fields?: Record<string, { code: string; params?: object }> }) =>
  Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, problem]) => [field, problem.params ? [problem.code, problem.params] : problem.code]));

describe("PATCH /resumes/{id}/facts", () => {
  it("stores the corrections, which GET /resumes/{id} returns from then on, keeping what was found", async () => {
    const user = await t.signUp();
    const cv = await upload(user);
    expect(cv.facts).toMatchObject({ skills: expect.arrayContaining(["B2B sales", "SQL"]), titles: [], years_of_experience: null, edited_at: null, extracted: null });

    const res = await patch(user, cv.id, { skills: ["SQL", "Figma", " product  analytics ", "sql"], titles: ["Product Manager"], years_of_experience: 7 });
    expect(res.status).toBe(200);
    const found = { skills: cv.facts.skills, titles: [], years_of_experience: null };
    expect(res.body.data.facts).toMatchObject({
      // Spaces tidied, a repeat (whatever its case) dropped, the user's order kept.
      skills: ["SQL", "Figma", "product analytics"],
      titles: ["Product Manager"],
      years_of_experience: 7,
      edited_at: t.clock.now().toISOString(),
      extracted: found,
      // What the user cannot correct stays as read.
      word_count: cv.facts.word_count,
    });
    const read = await t.call("GET", `/resumes/${cv.id}`, { token: user.token });
    expect(read.body.data.facts).toEqual(res.body.data.facts);

    // A later correction of one field leaves the others, and what was found, as they are.
    t.clock.advance(60_000);
    const years = await patch(user, cv.id, { years_of_experience: 6.25 });
    expect(years.status).toBe(200);
    expect(years.body.data.facts).toMatchObject({
      skills: ["SQL", "Figma", "product analytics"],
      titles: ["Product Manager"],
      years_of_experience: 6.3,
      edited_at: t.clock.now().toISOString(),
      extracted: found,
    });
    // null says "unknown"; empty lists are allowed.
    const cleared = await patch(user, cv.id, { years_of_experience: null, titles: [] });
    expect(cleared.body.data.facts).toMatchObject({ titles: [], years_of_experience: null, extracted: found });
  });

  it("leaves another CV, and a new upload, with the facts read from it", async () => {
    const user = await t.signUp();
    const first = await upload(user);
    expect((await patch(user, first.id, { skills: ["SQL"] })).status).toBe(200);
    const second = await upload(user, [...PARAGRAPH, "Also fluent in Python."]);
    expect(second.facts).toMatchObject({ skills: expect.arrayContaining(["B2B sales", "Python"]), edited_at: null, extracted: null });
    expect((await t.call("GET", `/resumes/${first.id}`, { token: user.token })).body.data.facts.skills).toEqual(["SQL"]);
  });

  it("refuses bad corrections with 400 naming each field, and changes nothing", async () => {
    const user = await t.signUp();
    const cv = await upload(user);
    const codes = async (body: unknown) => {
      const res = await patch(user, cv.id, body);
      expect(res.status).toBe(400);
      return fieldCodes(res.body.error);
    };
    expect(await codes({})).toEqual({ body: "at_least_one_field" });
    expect(await codes({ skills: ["SQL", "  "], titles: ["x".repeat(121)], years_of_experience: 61 })).toEqual({
      "skills.1": "skill_required",
      "titles.0": ["too_long", { max: 120 }],
      years_of_experience: ["experience_years_range", { max: 60 }],
    });
    expect(await codes({ skills: ["x".repeat(61)], titles: [""], years_of_experience: -1 })).toEqual({
      "skills.0": ["too_long", { max: 60 }],
      "titles.0": "job_title_required",
      years_of_experience: ["experience_years_range", { max: 60 }],
    });
    expect(await codes({ skills: Array.from({ length: 101 }, (_, i) => `Skill ${i}`), titles: Array.from({ length: 21 }, (_, i) => `Title ${i}`) })).toEqual({
      skills: ["skills_max", { max: 100 }],
      titles: ["job_titles_max", { max: 20 }],
    });
    expect(await codes({ skills: "SQL", years_of_experience: "7" })).toMatchObject({ skills: "list_expected", years_of_experience: ["experience_years_range", { max: 60 }] });
    expect(await codes({ languages: ["English"] })).toHaveProperty("languages");
    expect((await t.call("GET", `/resumes/${cv.id}`, { token: user.token })).body.data.facts).toEqual(cv.facts);
    // The limits themselves pass.
    const full = await patch(user, cv.id, {
      skills: Array.from({ length: 100 }, (_, i) => `${i}`.padStart(60, "s")),
      titles: Array.from({ length: 20 }, (_, i) => `${i}`.padStart(120, "t")),
      years_of_experience: 60,
    });
    expect(full.status).toBe(200);
    expect(full.body.data.facts.skills).toHaveLength(100);
  });

  it("is scoped to the signed-in user: another user's CV, an unknown or a malformed id is 404 and stays untouched", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const cv = await upload(owner);
    for (const id of [cv.id, UNKNOWN_ID, "not-a-uuid"]) {
      const res = await patch(other, id, { skills: ["Hacking"] });
      expect([id, res.status, res.body.error.code]).toEqual([id, 404, "not_found"]);
    }
    expect((await t.call("PATCH", `/resumes/${cv.id}/facts`, { body: { skills: ["Hacking"] } })).status).toBe(401);
    const [row] = await t.db.select({ facts: resumes.facts }).from(resumes).where(eq(resumes.id, cv.id));
    expect(row!.facts).not.toHaveProperty("editedAt");
    expect(factsOf(row!.facts).skills).toContain("B2B sales");
  });

  it("is documented in the OpenAPI document", async () => {
    const spec = await t.call("GET", "/openapi.json");
    const operation = spec.body.paths["/api/v1/resumes/{id}/facts"].patch;
    expect(operation.tags).toEqual(["CVs"]);
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "404"]);
    expect(Object.keys(spec.body.components.schemas.CvFacts.properties)).toEqual(expect.arrayContaining(["edited_at", "extracted"]));
  });
});

describe("the corrected facts everywhere", () => {
  beforeEach(async () => {
    await t.db.delete(applications);
  });

  /** A launched copilot for product managers using this CV. */
  async function launch(user: User, resumeId: string) {
    const created = await t.call("POST", "/copilots", { token: user.token, body: {} });
    const id = created.body.data.id as string;
    const steps: [number, object][] = [
      [1, { job_titles: ["Product Manager"], seniorities: [], employment_types: ["full_time"], strictness: "high" }],
      [2, { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] }],
      [3, { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false }],
      [4, { resume_id: resumeId }],
      [5, { mode: "review_first", daily_limit: 5, cover_letter: false }],
    ];
    for (const [step, body] of steps) expect((await t.call("PUT", `/copilots/${id}/steps/${step}`, { token: user.token, body })).status).toBe(200);
    expect((await t.call("POST", `/copilots/${id}/run`, { token: user.token })).status).toBe(200);
    return id;
  }

  const reasonsFor = async (userId: string) => {
    const [row] = await t.db.select({ reasons: applications.reasons }).from(applications).where(eq(applications.userId, userId));
    return Object.fromEntries(row!.reasons.map((reason) => [reason.kind, reason as typeof reason & { params?: Record<string, unknown> }]));
  };

  it("factsOf, and so the matcher, scores with the user's titles, years and skills", async () => {
    await insertJob(t.db, {
      now: t.clock.now(),
      title: "Senior Product Manager",
      company: "Metrics Co",
      seniority: "senior",
      descriptionText: "Lead our analytics product. You know SQL, Figma and B2B sales.",
    });

    const asRead = await t.signUp();
    const readCv = await upload(asRead);
    await matchCopilot(t.deps, await launch(asRead, readCv.id));
    const before = await reasonsFor(asRead.id);
    // What the short CV gave: a skill it does not have, and neither titles nor years to compare.
    expect(before.skills!.params!.skills).toContain("B2B sales");
    expect(before.experience).toBeUndefined();
    expect(before.seniority).toBeUndefined();

    const corrected = await t.signUp();
    const cv = await upload(corrected);
    expect((await patch(corrected, cv.id, { skills: ["SQL", "Figma"], titles: ["Product Manager"], years_of_experience: 7 })).status).toBe(200);
    const [row] = await t.db.select({ facts: resumes.facts }).from(resumes).where(eq(resumes.id, cv.id));
    expect(factsOf(row!.facts)).toEqual({ skills: ["SQL", "Figma"], titles: ["Product Manager"], yearsOfExperience: 7 });

    await matchCopilot(t.deps, await launch(corrected, cv.id));
    const after = await reasonsFor(corrected.id);
    expect(after.skills!.params!.skills).toEqual(["SQL", "Figma"]);
    expect(after.experience).toMatchObject({ text: "Like your experience as 'Product Manager'" });
    expect(after.seniority).toMatchObject({ text: "Senior level fits your 7 years of experience" });
  });

  it("the application detail lists the job's skills the CV lacks, from the facts in effect when it is read", async () => {
    await insertJob(t.db, {
      now: t.clock.now(),
      title: "Product Manager",
      company: "Skills Co",
      descriptionText: "You know SQL, Figma, Looker and B2B sales.",
    });
    const user = await t.signUp();
    const cv = await upload(user);
    await matchCopilot(t.deps, await launch(user, cv.id));
    const [application] = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, user.id), sql`${applications.jobSnapshot}->>'company' = 'Skills Co'`));
    const missing = async () => {
      const res = await t.call("GET", `/applications/${application!.id}`, { token: user.token });
      expect(res.status).toBe(200);
      return res.body.data.missing_skills as string[];
    };
    // As read, the CV "has" B2B sales (and SQL, Figma): Looker is missing.
    expect(await missing()).toEqual(["Looker"]);
    // Corrected (B2B sales out, looker in, in another case): the detail follows at once, without a new match.
    expect((await patch(user, cv.id, { skills: ["SQL", "Figma", "looker"] })).status).toBe(200);
    expect(await missing()).toEqual(["B2B sales"]);
    // Without a CV nothing is compared.
    await t.db.update(applications).set({ resumeId: null }).where(eq(applications.id, application!.id));
    const [copilotRow] = await t.db.select({ copilotId: applications.copilotId }).from(applications).where(eq(applications.id, application!.id));
    expect((await t.call("DELETE", `/copilots/${copilotRow!.copilotId}`, { token: user.token })).status).toBe(200);
    expect(await missing()).toEqual([]);
  });

  it("the CV check's page limit follows corrected years", () => {
    const text = ["Jane Doe", "Experience", ...Array.from({ length: 130 }, () => "Led product discovery with customers and engineers every week.")].join("\n");
    expect(checkCv(text).length.max_pages).toBe(2);
    expect(checkCv(text, { yearsOfExperience: 12 }).length.max_pages).toBe(3);
  });
});
