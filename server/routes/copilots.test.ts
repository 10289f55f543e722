import { eq } from "drizzle-orm";
import { resumes } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";
import { copilotRoutes } from "./copilots";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = "6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d";
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The upload is built elsewhere; a row is all a copilot needs. */
async function insertResume(ctx: TestContext, userId: string) {
  const [row] = await ctx.db
    .insert(resumes)
    .values({
      userId, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1234, sha256: "0".repeat(64), storageKey: "cv", text: "", facts: {},
    })
    .returning();
  return row!.id;
}

const steps = {
  1: { job_titles: ["Frontend Engineer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
  2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid"] },
  3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
  5: { mode: "review_first", daily_limit: 5, cover_letter: false },
};

async function createCopilot(ctx: TestContext, token: string, body: unknown = {}) {
  const res = await ctx.call("POST", "/copilots", { token, body });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string };
}

async function put(ctx: TestContext, token: string, id: string, step: number | string, body: unknown) {
  return ctx.call("PUT", `/copilots/${id}/steps/${step}`, { token, body });
}

/** A copilot with every step saved; `launch` replaces step 5. */
async function completeCopilot(ctx: TestContext, user: { id: string; token: string }, launch: object = steps[5]) {
  const copilot = await createCopilot(ctx, user.token);
  const resumeId = await insertResume(ctx, user.id);
  for (const [step, body] of [[1, steps[1]], [2, steps[2]], [3, steps[3]], [4, { resume_id: resumeId }], [5, launch]] as const) {
    const res = await put(ctx, user.token, copilot.id, step, body);
    expect([step, res.status]).toEqual([step, 200]);
  }
  return copilot.id;
}

async function subscribeElite(ctx: TestContext, token: string, period = "monthly") {
  const res = await ctx.call("POST", "/billing/subscriptions", { token, body: { plan: "elite", period } });
  expect(res.status).toBe(201);
  return res.body.data.subscription.id as string;
}

describe("the five steps and launch", () => {
  it("creates a draft, saves each step (normalised), opens the next step and launches", async () => {
    const user = await t.signUp();
    const created = await t.call("POST", "/copilots", { token: user.token, body: {} });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: "Copilot 1",
      status: "draft",
      mode: "review_first",
      completed_steps: [],
      next_step: 1,
      launched_at: null,
      last_run_at: null,
    });

    const jobs = await put(t, user.token, id, 1, {
      job_titles: ["  Frontend Engineer ", "React Developer"],
      seniorities: ["senior", "lead", "senior"],
      employment_types: ["full_time", "contract"],
      strictness: "highest",
    });
    expect(jobs.status).toBe(200);
    expect(jobs.body.data).toMatchObject({ completed_steps: [1], next_step: 2 });

    const locations = await put(t, user.token, id, 2, {
      countries: ["de", "DE", "at"],
      cities: [{ id: "city:2950159", name: "Berlin", country_code: "de", lat: 52.52, lon: 13.41, radius_km: 30 }],
      work_modes: ["hybrid", "onsite", "hybrid"],
    });
    expect(locations.status).toBe(200);
    expect(locations.body.data.next_step).toBe(3);

    const filters = await put(t, user.token, id, 3, {
      include_keywords: ["React", "react", " TypeScript "],
      exclude_keywords: ["PHP"],
      excluded_companies: ["Acme GmbH"],
      min_salary: 65000,
      salary_currency: "eur",
      posting_languages: ["EN", "de"],
      needs_sponsorship: true,
    });
    expect(filters.status).toBe(200);

    const resumeId = await insertResume(t, user.id);
    const cv = await put(t, user.token, id, 4, { resume_id: resumeId });
    expect(cv.status).toBe(200);
    expect(cv.body.data.next_step).toBe(5);

    const launch = await put(t, user.token, id, 5, { mode: "review_first", daily_limit: 5, cover_letter: true });
    expect(launch.status).toBe(200);
    expect(launch.body.data).toMatchObject({ status: "draft", completed_steps: [1, 2, 3, 4, 5], next_step: 5 });

    t.clock.advance(60_000);
    const run = await t.call("POST", `/copilots/${id}/run`, { token: user.token });
    expect(run.status).toBe(200);
    const now = t.clock.now().toISOString();
    expect(run.body.data).toEqual({
      id,
      name: "Copilot 1",
      status: "active",
      mode: "review_first",
      completed_steps: [1, 2, 3, 4, 5],
      next_step: 5,
      jobs: {
        job_titles: ["Frontend Engineer", "React Developer"],
        seniorities: ["senior", "lead"],
        employment_types: ["full_time", "contract"],
        strictness: "highest",
      },
      locations: {
        countries: ["DE", "AT"],
        cities: [{ id: "city:2950159", name: "Berlin", country_code: "DE", lat: 52.52, lon: 13.41, radius_km: 30 }],
        work_modes: ["hybrid", "onsite"],
      },
      filters: {
        include_keywords: ["React", "TypeScript"],
        exclude_keywords: ["PHP"],
        excluded_companies: ["Acme GmbH"],
        min_salary: 65000,
        salary_currency: "EUR",
        max_job_age_days: 14,
        posting_languages: ["en", "de"],
        needs_sponsorship: true,
        company_cap_count: 2,
        company_cap_days: 60,
      },
      cv: { resume_id: resumeId, tailor_cv: false },
      launch: { mode: "review_first", daily_limit: 5, cover_letter: true, dry_run: false },
      launched_at: now,
      last_run_at: now,
      created_at: expect.stringMatching(ISO),
      updated_at: now,
    });
    const read = await t.call("GET", `/copilots/${id}`, { token: user.token });
    expect(read.body.data).toEqual(run.body.data);
  });

  it("creates a copilot from its first step, or nothing when that step is refused", async () => {
    const user = await t.signUp();
    const refused = await t.call("POST", "/copilots", { token: user.token, body: { jobs: { ...steps[1], job_titles: [] } } });
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldMessages(refused.body.error))).toEqual(["jobs.job_titles"]);
    expect((await t.call("GET", "/copilots", { token: user.token })).body.data.items).toEqual([]);

    const created = await createCopilot(t, user.token, { jobs: steps[1] });
    expect(created).toMatchObject({ name: "Copilot 1", status: "draft", completed_steps: [1], jobs: steps[1] });
    const opened = await t.call("GET", `/copilots/${created.id}`, { token: user.token });
    expect(opened.body.data).toMatchObject({ completed_steps: [1], jobs: { job_titles: ["Frontend Engineer"], strictness: "higher" } });
  });

  it("accepts remote only without a place (worldwide), and a step saved again replaces it", async () => {
    const user = await t.signUp();
    const { id } = await createCopilot(t, user.token);
    const remote = await put(t, user.token, id, 2, { countries: [], cities: [], work_modes: ["remote"] });
    expect(remote.status).toBe(200);
    expect(remote.body.data.locations).toEqual({ countries: [], cities: [], work_modes: ["remote"] });
    const again = await put(t, user.token, id, 2, { countries: ["FR"], cities: [], work_modes: ["onsite"] });
    expect(again.body.data).toMatchObject({ locations: { countries: ["FR"], work_modes: ["onsite"] }, completed_steps: [2] });
  });

  it("opens the first incomplete step, whatever order the steps were saved in", async () => {
    const user = await t.signUp();
    const { id } = await createCopilot(t, user.token);
    const resumeId = await insertResume(t, user.id);
    await put(t, user.token, id, 4, { resume_id: resumeId });
    await put(t, user.token, id, 1, steps[1]);
    const third = await put(t, user.token, id, 2, steps[2]);
    expect(third.body.data).toMatchObject({ completed_steps: [1, 2, 4], next_step: 3 });
    await put(t, user.token, id, 3, steps[3]);
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data).toMatchObject({ next_step: 5 });
    await put(t, user.token, id, 5, steps[5]);
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data).toMatchObject({
      completed_steps: [1, 2, 3, 4, 5],
      next_step: 5,
    });
    // A deleted CV leaves step 4 to do again.
    await t.db.delete(resumes).where(eq(resumes.id, resumeId));
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data).toMatchObject({
      completed_steps: [1, 2, 3, 5],
      next_step: 4,
      cv: { resume_id: null },
    });
  });
});

describe("run and pause", () => {
  it("refuses to run until every step is complete, naming the missing ones", async () => {
    const user = await t.signUp();
    const { id } = await createCopilot(t, user.token);
    await put(t, user.token, id, 1, steps[1]);
    await put(t, user.token, id, 3, steps[3]);
    const res = await t.call("POST", `/copilots/${id}/run`, { token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("incomplete");
    expect(res.body.error.message).toBe("Complete step 2 (Locations), step 4 (CV) and step 5 (Launch) before launching this copilot.");
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data.status).toBe("draft");
  });

  it("pauses and resumes: the first launch time stays, the last run moves", async () => {
    const user = await t.signUp();
    const id = await completeCopilot(t, user);
    const draftPause = await t.call("POST", `/copilots/${id}/pause`, { token: user.token });
    expect(draftPause.status).toBe(409);
    expect(draftPause.body.error.code).toBe("not_launched");

    const launched = await t.call("POST", `/copilots/${id}/run`, { token: user.token });
    const launchedAt = launched.body.data.launched_at;
    t.clock.advance(5 * 60_000);
    const paused = await t.call("POST", `/copilots/${id}/pause`, { token: user.token });
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe("paused");
    expect((await t.call("POST", `/copilots/${id}/pause`, { token: user.token })).body.data.status).toBe("paused");

    t.clock.advance(60_000);
    const resumed = await t.call("POST", `/copilots/${id}/run`, { token: user.token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ status: "active", launched_at: launchedAt, last_run_at: t.clock.now().toISOString() });
  });
});

describe("validation", () => {
  let user: Awaited<ReturnType<TestContext["signUp"]>>;
  let id: string;
  beforeAll(async () => {
    user = await t.signUp();
    id = (await createCopilot(t, user.token)).id;
  });

  const fieldsOf = async (step: number, body: unknown) => {
    const res = await put(t, user.token, id, step, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_error");
    return fieldMessages(res.body.error) as Record<string, string>;
  };

  const city = { id: "city:1", name: "Berlin", country_code: "DE", lat: 52.5, lon: 13.4 };
  it.each([
    [1, "no job title", { ...steps[1], job_titles: [] }, { job_titles: "Add at least one job title." }],
    [1, "a short and a repeated title", { ...steps[1], job_titles: ["A", "Designer", "designer"] }, {
      "job_titles.0": "Use at least 2 characters.",
      "job_titles.2": "This job title is already in the list.",
    }],
    [1, "six titles", { ...steps[1], job_titles: ["a1", "a2", "a3", "a4", "a5", "a6"] }, { job_titles: "Add at most 5 job titles." }],
    [1, "unknown choices", { ...steps[1], seniorities: ["guru"], employment_types: [], strictness: "max" }, {
      "seniorities.0": "Choose one of: intern, junior, mid, senior, lead, principal, executive.",
      employment_types: "Choose at least one employment type.",
      strictness: "Choose one of: high, higher, highest.",
    }],
    [2, "an unknown country and no work mode", { ...steps[2], countries: ["XX"], work_modes: [] }, {
      "countries.0": "Choose a country from the list.",
      work_modes: "Choose remote, hybrid or on-site.",
    }],
    [2, "no place unless remote only", { countries: [], cities: [], work_modes: ["remote", "hybrid"] }, {
      countries: "Choose at least one country or city, or choose remote only to search worldwide.",
    }],
    [2, "a radius over 200 km and a city twice", { ...steps[2], cities: [{ ...city, radius_km: 500 }, { ...city, radius_km: 5 }] }, {
      "cities.0.radius_km": "Enter a radius from 0 to 200 km.",
      "cities.1.id": "This city is already in the list.",
    }],
    [3, "a salary without currency", { ...steps[3], min_salary: 50000 }, { salary_currency: "Choose the currency of the minimum salary." }],
    [3, "numbers out of range and unknown codes", {
      ...steps[3], min_salary: 1.5, salary_currency: "ABC", max_job_age_days: 61, company_cap_days: 5, posting_languages: ["english"],
    }, {
      min_salary: "Use a whole number from 0 to 10,000,000.",
      salary_currency: "Choose a currency from the list.",
      max_job_age_days: "Enter a number of days from 1 to 60.",
      company_cap_days: "Enter a number of days from 7 to 365.",
      "posting_languages.0": "Choose a language from the list.",
    }],
    [3, "21 keywords and a non-boolean", {
      ...steps[3], include_keywords: Array.from({ length: 21 }, (_, i) => `k${i}`), needs_sponsorship: "no",
    }, {
      include_keywords: "Add at most 20 keywords.",
      needs_sponsorship: "Answer true or false.",
    }],
    [4, "a malformed CV id", { resume_id: "my-cv" }, { resume_id: "Choose one of your CVs." }],
    [4, "an unknown CV", { resume_id: UNKNOWN_ID }, { resume_id: "Choose one of your CVs." }],
    [5, "unknown mode, zero limit, non-boolean", { mode: "yolo", daily_limit: 0, cover_letter: "yes" }, {
      mode: "Choose one of: auto_apply, review_first.",
      daily_limit: "Enter how many applications a day, 1 or more.",
      cover_letter: "Answer true or false.",
    }],
  ])("step %i refuses %s", async (step, _label, body, expected) => {
    expect(await fieldsOf(step, body)).toEqual(expected);
  });

  const required = {
    1: ["employment_types", "job_titles", "seniorities", "strictness"],
    2: ["cities", "countries", "work_modes"],
    // The fields with a default (max_job_age_days, company caps, salary_currency) may be left out.
    3: ["exclude_keywords", "excluded_companies", "include_keywords", "min_salary", "needs_sponsorship", "posting_languages"],
    5: ["cover_letter", "daily_limit", "mode"],
  };
  it.each([1, 2, 3, 5] as const)("step %i refuses an empty body and unknown fields", async (step) => {
    expect(Object.keys(await fieldsOf(step, {})).sort()).toEqual(required[step]);
    expect(await fieldsOf(step, { ...steps[step], status: "active" })).toEqual({ status: "This field is not expected." });
  });

  it("step 4 refuses an empty body and unknown fields", async () => {
    expect(await fieldsOf(4, {})).toEqual({ resume_id: "Choose one of your CVs." });
    const resumeId = await insertResume(t, user.id);
    expect(await fieldsOf(4, { resume_id: resumeId, phone: "123" })).toEqual({ phone: "This field is not expected." });
  });

  it("stores nothing from a refused step", async () => {
    await fieldsOf(1, { ...steps[1], strictness: "max" });
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).body.data).toMatchObject({
      completed_steps: [],
      jobs: { job_titles: [] },
    });
  });

  it("answers 404 for a step that does not exist", async () => {
    expect((await put(t, user.token, id, 6, steps[1])).status).toBe(404);
    expect((await put(t, user.token, id, "one", steps[1])).status).toBe(404);
  });

  it("validates names on create and rename", async () => {
    const renamed = await t.call("PATCH", `/copilots/${id}`, { token: user.token, body: { name: "  Berlin frontend " } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Berlin frontend");
    for (const body of [{}, { name: " " }, { name: "x".repeat(81) }, { name: "ok", status: "active" }]) {
      const res = await t.call("PATCH", `/copilots/${id}`, { token: user.token, body });
      expect(res.status).toBe(400);
    }
    const long = await t.call("PATCH", `/copilots/${id}`, { token: user.token, body: { name: "x".repeat(81) } });
    expect(fieldMessages(long.body.error)).toEqual({ name: "Use at most 80 characters." });
    const other = await t.signUp();
    const bad = await t.call("POST", "/copilots", { token: other.token, body: { name: "", mode: "auto_apply" } });
    expect(fieldMessages(bad.body.error)).toEqual({ name: "Enter a name.", mode: "This field is not expected." });
  });
});

describe("plan limits", () => {
  it("Free: one copilot, at most 5 a day, review first only; Elite: three, 50 a day, auto-apply", async () => {
    const user = await t.signUp();
    const first = await completeCopilot(t, user);
    const second = await t.call("POST", "/copilots", { token: user.token, body: {} });
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: "plan_limit",
      message: "Your Free plan includes 1 copilot. Upgrade to Elite for up to 3, or delete one first.",
    });

    const tooMany = await put(t, user.token, first, 5, { mode: "auto_apply", daily_limit: 6, cover_letter: false });
    expect(tooMany.status).toBe(400);
    expect(fieldMessages(tooMany.body.error)).toEqual({
      daily_limit: "Your Free plan allows at most 5 applications a day. Choose 5 or fewer, or upgrade to Premium for up to 20.",
      mode: "On the Free plan you review every application before it is sent. Upgrade to Premium to apply automatically, or choose review first.",
    });
    expect((await t.call("GET", `/copilots/${first}`, { token: user.token })).body.data.launch).toEqual({ ...steps[5], dry_run: false });

    await subscribeElite(t, user.token);
    const second2 = await createCopilot(t, user.token);
    const third = await createCopilot(t, user.token, { name: "Remote jobs" });
    expect([second2.name, third.name]).toEqual(["Copilot 2", "Remote jobs"]);
    const fourth = await t.call("POST", "/copilots", { token: user.token, body: {} });
    expect(fourth.status).toBe(403);
    expect(fourth.body.error.message).toBe("Your Elite plan includes 3 copilots. Delete one to create another.");

    const elite = await put(t, user.token, first, 5, { mode: "auto_apply", daily_limit: 50, cover_letter: true });
    expect(elite.status).toBe(200);
    expect(elite.body.data).toMatchObject({ mode: "auto_apply", launch: { mode: "auto_apply", daily_limit: 50 } });
    const over = await put(t, user.token, first, 5, { mode: "auto_apply", daily_limit: 51, cover_letter: true });
    expect(fieldMessages(over.body.error)).toEqual({ daily_limit: "Your Elite plan allows at most 50 applications a day. Choose 50 or fewer." });
    expect((await t.call("POST", `/copilots/${first}/run`, { token: user.token })).status).toBe(200);
  });

  it("numbers default names by count, skipping a name still taken", async () => {
    const user = await t.signUp();
    await subscribeElite(t, user.token);
    const one = await createCopilot(t, user.token);
    const two = await createCopilot(t, user.token);
    expect((await t.call("DELETE", `/copilots/${one.id}`, { token: user.token })).status).toBe(200);
    const three = await createCopilot(t, user.token);
    expect([one.name, two.name, three.name]).toEqual(["Copilot 1", "Copilot 2", "Copilot 3"]);
  });

  it("re-checks the plan at run after a downgrade: launch settings, then how many run at once", async () => {
    const ctx = await createTestContext();
    try {
      const user = await ctx.signUp();
      const subscription = await subscribeElite(ctx, user.token, "weekly");
      const auto = { mode: "auto_apply", daily_limit: 50, cover_letter: false };
      const a = await completeCopilot(ctx, user, auto);
      const b = await completeCopilot(ctx, user, auto);
      for (const id of [a, b]) expect((await ctx.call("POST", `/copilots/${id}/run`, { token: user.token })).status).toBe(200);
      await ctx.call("DELETE", `/billing/subscriptions/${subscription}`, { token: user.token });
      ctx.clock.advance(8 * DAY_MS);
      const signedIn = await ctx.call("POST", "/auth", { body: { email: user.email, password: user.password } });
      const token = signedIn.body.data.auth.access_token;

      await ctx.call("POST", `/copilots/${a}/pause`, { token });
      const refused = await ctx.call("POST", `/copilots/${a}/run`, { token });
      expect(refused.status).toBe(400);
      expect(Object.keys(fieldMessages(refused.body.error)).sort()).toEqual(["daily_limit", "mode"]);

      expect((await put(ctx, token, a, 5, steps[5])).status).toBe(200);
      const crowded = await ctx.call("POST", `/copilots/${a}/run`, { token });
      expect(crowded.status).toBe(403);
      expect(crowded.body.error).toEqual({
        code: "plan_limit",
        message: "Your Free plan runs 1 copilot at a time. Pause another one first, or upgrade to Elite to run up to 3.",
      });
      await ctx.call("POST", `/copilots/${b}/pause`, { token });
      expect((await ctx.call("POST", `/copilots/${a}/run`, { token })).body.data.status).toBe("active");
    } finally {
      await ctx.close();
    }
  });
});

describe("list, delete and ids", () => {
  it("lists the user's copilots newest first, by cursor", async () => {
    const user = await t.signUp();
    await subscribeElite(t, user.token);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createCopilot(t, user.token)).id);
    const first = await t.call("GET", "/copilots?limit=2", { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await t.call("GET", `/copilots?limit=2&cursor=${first.body.data.next_cursor}`, { token: user.token });
    expect(second.body.data).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next_cursor: null });

    const bad = await t.call("GET", "/copilots?cursor=bm9wZQ&limit=101", { token: user.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldMessages(bad.body.error)).sort()).toEqual(["limit"]);
    const badCursor = await t.call("GET", "/copilots?cursor=bm9wZQ", { token: user.token });
    expect(fieldMessages(badCursor.body.error)).toEqual({ cursor: "Use the next_cursor of the previous page." });
    const empty = await t.signUp();
    expect((await t.call("GET", "/copilots", { token: empty.token })).body.data).toEqual({ items: [], next_cursor: null });
  });

  it("deletes, which frees the plan's slot", async () => {
    const user = await t.signUp();
    const { id } = await createCopilot(t, user.token);
    const res = await t.call("DELETE", `/copilots/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await t.call("GET", `/copilots/${id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", `/copilots/${id}`, { token: user.token })).status).toBe(404);
    expect((await createCopilot(t, user.token)).name).toBe("Copilot 1");
  });

  it.each(["not-a-uuid", UNKNOWN_ID])("answers 404 for the id %s on every route", async (id) => {
    const user = await t.signUp();
    const calls: [string, string, unknown?][] = [
      ["GET", `/copilots/${id}`],
      ["PATCH", `/copilots/${id}`, { name: "x" }],
      ["PUT", `/copilots/${id}/steps/1`, steps[1]],
      ["PUT", `/copilots/${id}/steps/5`, steps[5]],
      ["DELETE", `/copilots/${id}`],
      ["POST", `/copilots/${id}/run`],
      ["POST", `/copilots/${id}/pause`],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: user.token, body });
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 404, "not_found"]);
    }
  });

  it("answers 401 without a token on every route", async () => {
    const calls: [string, string][] = [
      ["GET", "/copilots"],
      ["POST", "/copilots"],
      ["GET", `/copilots/${UNKNOWN_ID}`],
      ["PATCH", `/copilots/${UNKNOWN_ID}`],
      ["PUT", `/copilots/${UNKNOWN_ID}/steps/1`],
      ["PUT", `/copilots/${UNKNOWN_ID}/steps/4`],
      ["DELETE", `/copilots/${UNKNOWN_ID}`],
      ["POST", `/copilots/${UNKNOWN_ID}/run`],
      ["POST", `/copilots/${UNKNOWN_ID}/pause`],
    ];
    for (const [method, path] of calls) {
      const res = await t.call(method, path, method === "GET" || method === "DELETE" ? {} : { body: {} });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });
});

it("documents each step's body in the OpenAPI description", async () => {
  const doc = copilotRoutes.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "copilots", version: "1" } });
  expect(Object.keys(doc.paths ?? {}).sort()).toEqual([
    "/copilots",
    "/copilots/{id}",
    "/copilots/{id}/pause",
    "/copilots/{id}/run",
    "/copilots/{id}/steps/1",
    "/copilots/{id}/steps/2",
    "/copilots/{id}/steps/3",
    "/copilots/{id}/steps/4",
    "/copilots/{id}/steps/5",
  ]);
  const bodyOf = (step: number) => {
    const body = doc.paths?.[`/copilots/{id}/steps/${step}`]?.put?.requestBody;
    return body && "content" in body ? (body.content["application/json"]?.schema as { properties?: object; required?: string[] }) : undefined;
  };
  expect(Object.keys(bodyOf(1)?.properties ?? {})).toEqual(["job_titles", "seniorities", "employment_types", "strictness"]);
  expect(Object.keys(bodyOf(4)?.properties ?? {})).toEqual(["resume_id", "tailor_cv"]);
  expect(bodyOf(5)?.required?.sort()).toEqual(["cover_letter", "daily_limit", "mode"]);
  expect(doc.paths?.["/copilots"]?.get?.security).toEqual([{ bearerAuth: [] }]);
});
