import { randomUUID } from "node:crypto";
import { convert } from "../jobs/match/currency";
import { eq, sql, type SQL } from "drizzle-orm";
import type { ApplicationStage } from "@/lib/contracts/applications";
import { applicationEvents, applications, copilots, jobs, resumes, userEvents } from "../db/schema";
import { publishUserEvent } from "../core/user-events";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";
import { STREAM_TIMING } from "./applications";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const UNKNOWN_ID = "6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d";
const NOW = new Date("2026-03-02T09:00:00Z");
const HOUR = 60 * 60 * 1000;

type User = { id: string; token: string };

async function insertCopilot(userId: string, values: Partial<typeof copilots.$inferInsert> = {}) {
  const [row] = await t.db.insert(copilots).values({ userId, name: "Frontend", ...values }).returning();
  return row!;
}

type AppSpec = {
  title?: string;
  company?: string;
  stage?: ApplicationStage;
  copilotId?: string | null;
  /** A Date, or SQL for microsecond timestamps a Date cannot hold. */
  createdAt?: Date | SQL;
  stageChangedAt?: Date;
  score?: number;
  notes?: string;
  /** The snapshot's posted_at; null leaves it out. */
  postedAt?: string | null;
  salary?: { min: number | null; max: number | null; currency: string; period: string } | null;
};

/** Jobs and applications straight into the tables: no matcher needed. Returns the ids in input order. */
async function insertApplications(userId: string, specs: AppSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const jobRows = await t.db
    .insert(jobs)
    .values(
      specs.map((spec, index) => {
        const title = spec.title ?? `Engineer ${index}`;
        const company = spec.company ?? "Acme";
        return {
          source: "greenhouse", board: "acme", externalId: randomUUID(), company, companySlug: company.toLowerCase(),
          title, normalizedTitle: title.toLowerCase(), descriptionHtml: "<p>Build things.</p>", descriptionText: "Build things.",
          location: "Berlin, Germany", countryCodes: ["DE"], remoteType: "remote" as const, applyUrl: "https://jobs.example.com/1",
          postedAt: new Date("2026-03-01T08:00:00Z"), fingerprint: randomUUID(),
        };
      }),
    )
    .returning({ id: jobs.id, title: jobs.title, company: jobs.company });
  const rows = await t.db
    .insert(applications)
    .values(
      specs.map((spec, index) => {
        const job = jobRows[index]!;
        return {
          userId, copilotId: spec.copilotId ?? null, jobId: job.id, stage: spec.stage ?? "review", score: spec.score ?? 80,
          reasons: [{ kind: "title", text: `Matched: title '${job.title}'` }],
          jobSnapshot: {
            title: job.title, company: job.company, location: "Berlin, Germany", remote_type: "remote",
            apply_url: "https://jobs.example.com/1", description_text: "Build things.",
            ...(spec.postedAt === null ? {} : { posted_at: spec.postedAt ?? "2026-03-01T08:00:00.000Z" }),
            ...(spec.salary === undefined ? {} : { salary: spec.salary }),
          },
          notes: spec.notes ?? null,
          createdAt: spec.createdAt ?? new Date(NOW.getTime() - (specs.length - index) * 60_000),
          stageChangedAt: spec.stageChangedAt ?? new Date("2026-02-01T00:00:00Z"),
        };
      }),
    )
    .returning({ id: applications.id });
  return rows.map(({ id }) => id);
}

const one = async (userId: string, spec: AppSpec = {}) => (await insertApplications(userId, [spec]))[0]!;

async function newUser(): Promise<User> {
  const user = await t.signUp();
  return { id: user.id, token: user.token };
}

/** Follows next_cursor to the end; returns every item in the order served. */
async function walk(token: string, path: string, limit: number) {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await t.call("GET", `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data.items);
    cursor = res.body.data.next_cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return items;
}

beforeEach(() => t.clock.set(NOW));

describe("list and pagination", () => {
  let user: User;
  let copilotA: string;
  let copilotB: string;
  let expected: string[];

  beforeAll(async () => {
    user = await newUser();
    copilotA = (await insertCopilot(user.id, { name: "Copilot A" })).id;
    copilotB = (await insertCopilot(user.id, { name: "Copilot B" })).id;
    const stages: ApplicationStage[] = ["review", "queued", "applied", "rejected", "interview"];
    const specs: AppSpec[] = Array.from({ length: 23 }, (_, i) => ({
      title: i % 4 === 0 ? `Senior Frontend Engineer ${i}` : `Data Analyst ${i}`,
      company: i % 3 === 0 ? "Globex" : "Acme",
      stage: stages[i % stages.length],
      copilotId: i % 2 === 0 ? copilotA : copilotB,
      // Five rows share one timestamp: the id must break the tie.
      createdAt: i < 5 ? new Date("2026-03-01T12:00:00Z") : new Date(NOW.getTime() - i * HOUR),
    }));
    // Two rows a microsecond apart inside the same millisecond: a cursor rounded to ms would lose one.
    specs.push({ title: "Micro One", createdAt: sql`'2026-02-20T10:00:00.123456Z'::timestamptz` });
    specs.push({ title: "Micro Two", createdAt: sql`'2026-02-20T10:00:00.123457Z'::timestamptz` });
    await insertApplications(user.id, specs);
    const rows = await t.db.execute(
      sql`select id from applications where user_id = ${user.id} order by created_at desc, id desc`,
    );
    expected = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    // Another user's rows never show up.
    const other = await newUser();
    await insertApplications(other.id, [{ title: "Senior Frontend Engineer elsewhere" }, {}]);
  });

  it.each(["/applications/pagination", "/applications"])("%s walks every page once, stable; equal scores newest first", async (path) => {
    expect(expected).toHaveLength(25);
    for (const limit of [1, 7, 25, 100]) {
      const ids = (await walk(user.token, path, limit)).map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected);
    }
  });

  it("answers with the documented item shape", async () => {
    const res = await t.call("GET", "/applications/pagination?limit=1", { token: user.token });
    expect(res.body.data.items[0]).toEqual({
      id: expected[0],
      stage: expect.any(String),
      exit_reason: null,
      score: 80,
      reasons: [{ kind: "title", text: expect.stringMatching(/^Matched: title/) }],
      copilot: { id: expect.any(String), name: expect.stringMatching(/^Copilot [AB]$/) },
      job: {
        id: expect.any(String), title: expect.any(String), company: expect.any(String), location: "Berlin, Germany",
        remote_type: "remote", apply_url: "https://jobs.example.com/1", posted_at: "2026-03-01T08:00:00.000Z", salary_annual_max: null,
      },
      stage_changed_at: "2026-02-01T00:00:00.000Z",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(res.body.data.next_cursor).toEqual(expect.any(String));
  });

  it.each([
    ["stage=applied", (item: any) => item.stage === "applied"],
    ["stage=hired", () => false],
    ["q=frontend", (item: any) => /frontend/i.test(item.job.title)],
    ["q=GLOBEX", (item: any) => item.job.company === "Globex"],
    ["q=senior%20globex", (item: any) => /senior/i.test(item.job.title) && item.job.company === "Globex"],
    ["q=%25", () => false],
    ["q=_", () => false],
    ["q=%20%20", () => true],
  ])("filters by %s, and count agrees", async (filter, keep) => {
    const all = await walk(user.token, "/applications", 100);
    const items = await walk(user.token, `/applications/pagination?${filter}`, 4);
    expect(items.map((item) => item.id)).toEqual(all.filter(keep).map((item) => item.id));
    const count = await t.call("GET", `/applications/count?${filter}`, { token: user.token });
    expect(count.body).toEqual({ data: { count: items.length } });
  });

  it("filters by copilot, combined with stage and search", async () => {
    const all = await walk(user.token, "/applications", 100);
    const mine = await walk(user.token, `/applications?copilot_id=${copilotA}`, 5);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((item) => item.id)).toEqual(all.filter((item) => item.copilot?.id === copilotA).map((item) => item.id));
    const narrow = await walk(user.token, `/applications?copilot_id=${copilotA}&stage=review&q=acme`, 2);
    expect(narrow.map((item) => item.id)).toEqual(
      all.filter((item) => item.copilot?.id === copilotA && item.stage === "review" && item.job.company === "Acme").map((item) => item.id),
    );
    const foreign = await t.call("GET", `/applications?copilot_id=${UNKNOWN_ID}`, { token: user.token });
    expect(foreign.body.data).toEqual({ items: [], next_cursor: null });
  });

  it("counts by stage with every stage and exit, zeros included", async () => {
    const res = await t.call("GET", "/applications/count_by_stage", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      found: 0, review: 7, queued: 5, applying: 0, needs_you: 0, applied: 5, interview: 4, offer: 0, hired: 0,
      rejected: 4, skipped: 0, failed: 0, withdrawn: 0,
    });
    const filtered = await t.call("GET", `/applications/count_by_stage?copilot_id=${copilotB}&q=analyst`, { token: user.token });
    const sum = Object.values(filtered.body.data as Record<string, number>).reduce((a, b) => a + b, 0);
    const count = await t.call("GET", `/applications/count?copilot_id=${copilotB}&q=analyst`, { token: user.token });
    expect(sum).toBe(count.body.data.count);
    const stranger = await newUser();
    const empty = await t.call("GET", "/applications/count_by_stage", { token: stranger.token });
    expect(Object.values(empty.body.data)).toEqual(Array(13).fill(0));
  });

  it("refuses bad input with 400 naming the fields", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/applications?limit=101", { limit: "Use a whole number from 1 to 100." }],
      ["/applications?limit=0", { limit: "Use a whole number from 1 to 100." }],
      ["/applications?stage=pending", { stage: expect.stringMatching(/^Choose one of: found, review/) }],
      ["/applications/pagination?copilot_id=abc", { copilot_id: "Choose one of your copilots." }],
      ["/applications?cursor=not-a-cursor", { cursor: "Use the next_cursor of the previous page." }],
      ["/applications?cursor=a%20b", { cursor: "Use the next_cursor of the previous page." }],
      [`/applications?q=${"x".repeat(101)}`, { q: "Use at most 100 characters." }],
      ["/applications?sort=asc", { sort: "Choose one of: score, posted, salary." }],
      ["/applications?order=newest", { order: "This field is not expected." }],
      ["/applications/review?sort=newest", { sort: "Choose one of: score, posted, salary." }],
      ["/applications/count?limit=5", { limit: "This field is not expected." }],
      ["/applications/count_by_stage?stage=review", { stage: "This field is not expected." }],
      ["/applications/review?stage=queued", { stage: "This field is not expected." }],
    ];
    for (const [path, fields] of cases) {
      const res = await t.call("GET", path, { token: user.token });
      expect({ path, status: res.status, fields: fieldMessages(res.body.error) }).toEqual({ path, status: 400, fields });
    }
  });
});

describe("sorting", () => {
  let user: User;
  let ids: string[];
  const salary = (max: number | null, period = "year", min: number | null = null, currency = "EUR") => ({ min, max, currency, period });

  beforeAll(async () => {
    user = await newUser();
    // Ties on purpose: equal scores, equal posting dates, equal yearly salaries reached by different periods.
    ids = await insertApplications(user.id, [
      /* 0 */ { score: 70, postedAt: "2026-02-20T08:00:00.000Z", salary: salary(60_000) },
      /* 1 */ { score: 90, postedAt: "2026-02-25T08:00:00.000Z", salary: null },
      /* 2 */ { score: 70, postedAt: "2026-02-25T08:00:00.000Z", salary: salary(5_000, "month") },
      /* 3 */ { score: 85, postedAt: null, salary: salary(null, "year", 70_000) },
      /* 4 */ { score: 70, postedAt: "2026-02-28T08:00:00.000Z", salary: salary(40, "hour") },
      /* 5 */ { score: 95, postedAt: "2026-02-20T08:00:00.000Z", salary: salary(60_000, "year", 50_000, "USD"), stage: "queued" },
      /* 6 */ { score: 70, postedAt: "2026-02-28T08:00:00.000Z", salary: salary(90_000, "fortnight") },
      /* 7 */ { score: 60, postedAt: "2026-02-25T08:00:00.000Z", createdAt: new Date(NOW.getTime() - 60_000) },
    ]);
  });

  const byId = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

  it("orders by score (the default), then newest, and each order walks every page once whatever the page size", async () => {
    const items = await walk(user.token, "/applications", 100);
    const expected = [...items].sort((a, b) => b.score - a.score || b.created_at.localeCompare(a.created_at) || byId(a.id, b.id));
    expect(items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([ids[5], ids[1], ids[3]]);
    for (const sort of ["score", "posted", "salary"]) {
      const all = (await walk(user.token, `/applications?sort=${sort}`, 100)).map((item) => item.id);
      expect(all).toHaveLength(8);
      for (const limit of [1, 2, 3]) expect([sort, limit, (await walk(user.token, `/applications?sort=${sort}`, limit)).map((item) => item.id)]).toEqual([sort, limit, all]);
    }
  });

  it("orders by posting date, newest first, then score and id; a job without a date goes last", async () => {
    const items = await walk(user.token, "/applications?sort=posted", 3);
    // 4 and 6 share a date and a score: the id decides.
    const [later, earlier] = [ids[4]!, ids[6]!].sort().reverse();
    expect(items.map((item) => item.id)).toEqual([later, earlier, ids[1], ids[2], ids[7], ids[5], ids[0], ids[3]]);
  });

  it("orders by the yearly top of the stated salary, highest first, then score and id; no salary goes last", async () => {
    const items = await walk(user.token, "/applications?sort=salary", 2);
    const yearly = items.map((item) => [item.id, item.job.salary_annual_max]);
    // 40 an hour = 83,200 a year; 5,000 a month = 60,000 (ties with 60,000 a year, score then id decide); a minimum alone counts;
    // $60,000 is compared in euros; a period the matcher does not know, and no salary, are unknown.
    const [tieFirst, tieSecond] = [ids[0]!, ids[2]!].sort().reverse();
    const dollars = Math.round(convert(60_000, "USD", "EUR")!);
    expect(dollars).toBeLessThan(60_000);
    expect(yearly).toEqual([
      [ids[4], 83_200],
      [ids[3], 70_000],
      [tieFirst, 60_000],
      [tieSecond, 60_000],
      [ids[5], dollars],
      [ids[1], null],
      [ids[6], null],
      [ids[7], null],
    ]);
  });

  it("sorts the review queue the same way, within the filters", async () => {
    const queue = (await walk(user.token, "/applications/review?sort=salary", 3)).map((item) => item.id);
    const all = (await walk(user.token, "/applications?sort=salary&stage=review", 100)).map((item) => item.id);
    expect(queue).toEqual(all);
    expect(queue).not.toContain(ids[5]);
    // By score; the four at 70 newest match first.
    expect((await walk(user.token, "/applications/review", 2)).map((item) => item.id)).toEqual([ids[1], ids[3], ids[6], ids[4], ids[2], ids[0], ids[7]]);
  });

  it("refuses a cursor made for another order or tampered with", async () => {
    const first = await t.call("GET", "/applications?sort=posted&limit=2", { token: user.token });
    const cursor = first.body.data.next_cursor as string;
    for (const path of [`/applications?sort=score&cursor=${cursor}`, `/applications?cursor=${cursor}`, `/applications/review?sort=salary&cursor=${cursor}`]) {
      const res = await t.call("GET", path, { token: user.token });
      expect({ path, status: res.status, fields: fieldMessages(res.body.error) }).toEqual({ path, status: 400, fields: { cursor: "Use the next_cursor of the previous page." } });
    }
    const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    for (const k of [["1'; drop table applications; --", "70", ids[0]], ["2026-02-28T08:00:00.000000Z", "70"], ["2026-02-28T08:00:00.000000Z", "x", ids[0]]]) {
      const forged = Buffer.from(JSON.stringify({ ...decoded, k }), "utf8").toString("base64url");
      const res = await t.call("GET", `/applications?sort=posted&cursor=${forged}`, { token: user.token });
      expect(res.status).toBe(400);
    }
    expect((await t.call("GET", `/applications?sort=posted&cursor=${cursor}`, { token: user.token })).status).toBe(200);
  });

  it("gives a new application's live item the same yearly salary as the list", async () => {
    const { annualSalaryMax } = await import("../services/applications");
    expect(annualSalaryMax({ min: 40, max: null, currency: "USD", period: "hour" })).toBe(Math.round(convert(83_200, "USD", "EUR")!));
    expect(annualSalaryMax({ min: 40, max: null, currency: "EUR", period: "hour" })).toBe(83_200);
    expect(annualSalaryMax({ min: 40, max: null, currency: "XXX", period: "hour" })).toBeNull();
    expect(annualSalaryMax({ min: 200, max: 300, currency: "EUR", period: "day" })).toBe(66_000);
    expect(annualSalaryMax({ min: null, max: 90_000, currency: "EUR", period: "fortnight" })).toBeNull();
    expect(annualSalaryMax(null)).toBeNull();
  });
});

describe("auth", () => {
  it.each([
    ["GET", "/applications"],
    ["GET", "/applications/pagination"],
    ["GET", "/applications/count"],
    ["GET", "/applications/count_by_stage"],
    ["GET", `/applications/${UNKNOWN_ID}`],
    ["PATCH", `/applications/${UNKNOWN_ID}`],
    ["GET", "/applications/review"],
    ["POST", "/applications/review"],
    ["GET", "/applications/stream"],
    ["GET", "/applications/stream/position"],
    ["GET", "/profile/stats"],
  ])("%s %s needs a token (401)", async (method, path) => {
    const res = await t.call(method, path, { body: method === "GET" ? undefined : {} });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
    const bad = await t.call(method, path, { token: "not.a.jwt", body: method === "GET" ? undefined : {} });
    expect(bad.status).toBe(401);
  });

  it("takes ?access_token= on the stream only", async () => {
    const user = await newUser();
    const res = await t.call("GET", `/applications?access_token=${user.token}`);
    expect(res.status).toBe(401);
  });
});

describe("detail, stage changes and notes", () => {
  let user: User;
  let copilotId: string;
  beforeAll(async () => {
    user = await newUser();
    copilotId = (await insertCopilot(user.id, { name: "Berlin jobs" })).id;
  });

  const patch = (id: string, body: unknown, token = user.token) => t.call("PATCH", `/applications/${id}`, { token, body });

  it("shows the job snapshot, score, reasons, copilot and an empty timeline", async () => {
    const id = await one(user.id, { title: "Frontend Engineer", company: "Initech", copilotId, notes: "Ask about remote" });
    const res = await t.call("GET", `/applications/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      stage: "review",
      score: 80,
      reasons: [{ kind: "title", text: "Matched: title 'Frontend Engineer'" }],
      copilot: { id: copilotId, name: "Berlin jobs" },
      job: { title: "Frontend Engineer", company: "Initech" },
      job_snapshot: { title: "Frontend Engineer", company: "Initech", description_text: "Build things." },
      notes: "Ask about remote",
      resume_id: null,
      answers: {},
      allowed_stages: ["queued", "rejected", "skipped"],
      timeline: [],
    });
  });

  it("moves along the pipeline and keeps a timeline, oldest first", async () => {
    const id = await one(user.id, { copilotId });
    const path: [ApplicationStage, string?][] = [["queued"], ["applying"], ["applied"], ["interview"], ["offer"], ["hired"]];
    for (const [stage] of path) {
      t.clock.advance(60_000);
      const res = await patch(id, { stage });
      expect([stage, res.status]).toEqual([stage, 200]);
      expect(res.body.data.stage).toBe(stage);
    }
    const res = await t.call("GET", `/applications/${id}`, { token: user.token });
    expect(res.body.data.timeline.map((e: any) => [e.kind, e.from_stage, e.to_stage])).toEqual([
      ["stage", "review", "queued"],
      ["stage", "queued", "applying"],
      ["stage", "applying", "applied"],
      ["stage", "applied", "interview"],
      ["stage", "interview", "offer"],
      ["stage", "offer", "hired"],
    ]);
    const times = res.body.data.timeline.map((e: any) => e.created_at);
    expect([...times].sort()).toEqual(times);
    expect(res.body.data).toMatchObject({ stage_changed_at: t.clock.now().toISOString(), allowed_stages: [] });
  });

  it("refuses other moves with 409 invalid_transition naming the allowed ones", async () => {
    const id = await one(user.id, { stage: "applied" });
    const res = await patch(id, { stage: "hired" });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: "invalid_transition",
      message: "An application that is applied cannot move to hired. Allowed: interview, rejected or withdrawn.",
    });
    const same = await patch(id, { stage: "applied" });
    expect(same.body.error).toEqual({ code: "invalid_transition", message: "This application is already applied." });
    const done = await one(user.id, { stage: "hired" });
    expect((await patch(done, { stage: "withdrawn", reason: "Changed my mind" })).body.error.message).toBe(
      "An application that is hired cannot move any more.",
    );
    const after = await t.call("GET", `/applications/${id}`, { token: user.token });
    expect(after.body.data).toMatchObject({ stage: "applied", timeline: [] });
  });

  it("needs a reason for every exit (400), keeps it, and clears it on a retry", async () => {
    const id = await one(user.id, { stage: "applying" });
    for (const stage of ["failed", "rejected", "skipped", "withdrawn"]) {
      const res = await patch(id, { stage });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body.error)).toEqual({ reason: `Say why this application is ${stage}.` });
    }
    expect(fieldMessages((await patch(id, { stage: "failed", reason: "   " })).body.error)).toEqual({ reason: "Say why, in a few words." });
    expect(fieldMessages((await patch(id, { stage: "applied", reason: "Because" })).body.error)).toEqual({
      reason: "Only rejected, skipped, failed and withdrawn take a reason.",
    });
    const failed = await patch(id, { stage: "failed", reason: "The form asked for a cover letter upload" });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ stage: "failed", exit_reason: "The form asked for a cover letter upload", allowed_stages: ["queued"] });
    t.clock.advance(1000);
    const retried = await patch(id, { stage: "queued" });
    expect(retried.body.data).toMatchObject({ stage: "queued", exit_reason: null });
    expect(retried.body.data.timeline.map((e: any) => [e.to_stage, e.detail])).toEqual([
      ["failed", { reason: "The form asked for a cover letter upload" }],
      ["queued", {}],
    ]);
  });

  it("saves, replaces and clears notes, each a timeline entry", async () => {
    const id = await one(user.id);
    const saved = await patch(id, { notes: "  Call Anna on Monday  " });
    expect(saved.status).toBe(200);
    expect(saved.body.data.notes).toBe("Call Anna on Monday");
    const unchanged = await patch(id, { notes: "Call Anna on Monday" });
    expect(unchanged.body.data.timeline).toHaveLength(1);
    const both = await patch(id, { stage: "skipped", reason: "Too far", notes: "Skipped: commute" });
    expect(both.body.data).toMatchObject({ stage: "skipped", exit_reason: "Too far", notes: "Skipped: commute" });
    const cleared = await patch(id, { notes: "" });
    expect(cleared.body.data.notes).toBeNull();
    expect(cleared.body.data.timeline.map((e: any) => [e.kind, e.to_stage, e.detail])).toEqual([
      ["note", null, { notes: "Call Anna on Monday" }],
      ["stage", "skipped", { reason: "Too far" }],
      ["note", null, { notes: "Skipped: commute" }],
      ["note", null, { notes: null }],
    ]);
    const long = await patch(id, { notes: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect(fieldMessages(long.body.error)).toEqual({ notes: "Use at most 5,000 characters." });
    expect((await patch(id, { notes: "x".repeat(5000) })).status).toBe(200);
  });

  it("refuses empty and unknown bodies with 400 naming the fields", async () => {
    const id = await one(user.id);
    expect(fieldMessages((await patch(id, {})).body.error)).toEqual({ stage: "Send a stage, notes, or both." });
    expect(fieldMessages((await patch(id, { stage: "queued", score: 100 })).body.error)).toEqual({ score: "This field is not expected." });
    expect(fieldMessages((await patch(id, { stage: "done" })).body.error)).toEqual({ stage: expect.stringMatching(/^Choose one of:/) });
    expect(fieldMessages((await patch(id, { notes: 5 })).body.error)).toEqual({ notes: "Send the notes as text (empty to clear them)." });
    expect(fieldMessages((await patch(id, { reason: "no stage" })).body.error)).toEqual({ reason: "A reason goes with a stage change." });
  });

  it("answers 404 for malformed, unknown and foreign ids", async () => {
    const stranger = await newUser();
    const foreign = await one(stranger.id);
    for (const id of ["nope", "123", UNKNOWN_ID, foreign, `${UNKNOWN_ID.slice(0, -1)}x`]) {
      const get = await t.call("GET", `/applications/${id}`, { token: user.token });
      expect([id, get.status, get.body.error.code]).toEqual([id, 404, "not_found"]);
      const res = await patch(id, { notes: "mine" });
      expect([id, res.status]).toEqual([id, 404]);
    }
    const untouched = await t.call("GET", `/applications/${foreign}`, { token: stranger.token });
    expect(untouched.body.data).toMatchObject({ notes: null, timeline: [] });
  });

  it("publishes application.updated for each change", async () => {
    const id = await one(user.id, { copilotId });
    await patch(id, { stage: "queued", notes: "go" });
    const events = await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id));
    const mine = events.filter((event) => event.payload.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "application.updated",
      payload: { id, stage: "queued", copilot: { id: copilotId }, changes: ["stage", "notes"], from_stage: "review" },
    });
    await patch(id, { notes: "later" });
    const [, notesOnly] = (await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id)).orderBy(userEvents.id)).filter((e) => e.payload.id === id);
    expect(notesOnly!.payload).toMatchObject({ stage: "queued", from_stage: "queued", changes: ["notes"] });
  });
});

describe("the CV an application sends", () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser();
  });

  async function insertResume(userId: string, fileName: string) {
    const [row] = await t.db
      .insert(resumes)
      .values({ userId, fileName, mimeType: "application/pdf", sizeBytes: 10, sha256: randomUUID(), storageKey: randomUUID(), text: "Engineer", facts: {} })
      .returning({ id: resumes.id });
    return row!.id;
  }
  const put = (id: string, body: unknown, token = user.token) => t.call("PUT", `/applications/${id}/cv`, { token, body });

  it("sends the chosen CV instead of the copilot's and says so in the timeline", async () => {
    const id = await one(user.id, { stage: "queued" });
    const resumeId = await insertResume(user.id, "Ada CV for Initech.pdf");
    const res = await put(id, { resume_id: resumeId });
    expect(res.status).toBe(200);
    expect(res.body.data.resume_id).toBe(resumeId);
    expect(res.body.data.timeline).toEqual([expect.objectContaining({ kind: "cv", detail: { resume_id: resumeId, file_name: "Ada CV for Initech.pdf" } })]);
    // Choosing the same CV again changes nothing and adds nothing to the timeline.
    const again = await put(id, { resume_id: resumeId });
    expect(again.body.data.timeline).toHaveLength(1);
  });

  it("refuses once the copilot has started sending, and another user's CV or application", async () => {
    const resumeId = await insertResume(user.id, "Ada.pdf");
    const sent = await one(user.id, { stage: "applied" });
    const locked = await put(sent, { resume_id: resumeId });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe("application_cv_locked");

    const other = await newUser();
    const theirs = await insertResume(other.id, "Theirs.pdf");
    const mine = await one(user.id, { stage: "review" });
    expect((await put(mine, { resume_id: theirs })).status).toBe(404);
    expect((await put(mine, { resume_id: resumeId }, other.token)).status).toBe(404);
    const [row] = await t.db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, mine));
    expect(row!.resumeId).toBeNull();
  });

  it("asks for a CV id", async () => {
    const id = await one(user.id);
    const res = await put(id, { resume_id: "nope" });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ resume_id: "Choose one of your CVs." });
  });
});

describe("review queue", () => {
  it("lists applications in review, best match first and then newest, by cursor", async () => {
    const user = await newUser();
    const ids = await insertApplications(user.id, [
      { stage: "review" }, { stage: "queued" }, { stage: "review", score: 90 }, { stage: "review" }, { stage: "found" }, { stage: "review" },
    ]);
    const items = await walk(user.token, "/applications/review", 3);
    expect(items.map((item) => item.id)).toEqual([ids[2], ids[5], ids[3], ids[0]]);
    const copilot = await insertCopilot(user.id);
    const [own] = await insertApplications(user.id, [{ stage: "review", copilotId: copilot.id }]);
    const filtered = await t.call("GET", `/applications/review?copilot_id=${copilot.id}`, { token: user.token });
    expect(filtered.body.data.items.map((item: any) => item.id)).toEqual([own]);
  });

  it("approves many: review → queued, with timeline entries and live events", async () => {
    const user = await newUser();
    const ids = await insertApplications(user.id, [{}, {}, {}]);
    const res = await t.call("POST", "/applications/review", { token: user.token, body: { ids, decision: "approve" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: ids.map((id) => ({ id, ok: true, stage: "queued" })), feedback: [] });
    for (const id of ids) {
      const detail = await t.call("GET", `/applications/${id}`, { token: user.token });
      expect(detail.body.data).toMatchObject({
        stage: "queued",
        exit_reason: null,
        timeline: [{ kind: "review", from_stage: "review", to_stage: "queued", detail: { decision: "approve" } }],
      });
    }
    const events = await t.db.select().from(userEvents).where(eq(userEvents.userId, user.id));
    expect(events.map((event) => [event.type, event.payload.id])).toEqual(
      ids.map((id) => ["application.updated", id]),
    );
    const queue = await t.call("GET", "/applications/review", { token: user.token });
    expect(queue.body.data.items).toEqual([]);
  });

  it("rejects many with a reason and feeds companies and a keyword into each copilot, without repeats", async () => {
    const user = await newUser();
    const first = await insertCopilot(user.id, { name: "One", excludedCompanies: ["initech"], excludeKeywords: ["PHP"] });
    const second = await insertCopilot(user.id, { name: "Two" });
    const ids = await insertApplications(user.id, [
      { company: "Initech", copilotId: first.id },
      { company: "Globex", copilotId: first.id },
      { company: "Globex", copilotId: second.id },
      { company: "Umbrella", copilotId: null },
    ]);
    const res = await t.call("POST", "/applications/review", {
      token: user.token,
      body: { ids, decision: "reject", reason: "Not my field", feedback: { exclude_company: true, exclude_keyword: "php" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual(ids.map((id) => ({ id, ok: true, stage: "rejected" })));
    expect(res.body.data.feedback).toEqual(
      expect.arrayContaining([
        { copilot_id: first.id, excluded_companies_added: ["Globex"], exclude_keywords_added: [] },
        { copilot_id: second.id, excluded_companies_added: ["Globex"], exclude_keywords_added: ["php"] },
      ]),
    );
    const [one1] = await t.db.select().from(copilots).where(eq(copilots.id, first.id));
    const [two] = await t.db.select().from(copilots).where(eq(copilots.id, second.id));
    expect([one1!.excludedCompanies, one1!.excludeKeywords]).toEqual([["initech", "Globex"], ["PHP"]]);
    expect([two!.excludedCompanies, two!.excludeKeywords]).toEqual([["Globex"], ["php"]]);
    const detail = await t.call("GET", `/applications/${ids[3]}`, { token: user.token });
    expect(detail.body.data).toMatchObject({ stage: "rejected", exit_reason: "Not my field" });
    // The rejection shows in the copilot's own API too.
    const copilot = await t.call("GET", `/copilots/${second.id}`, { token: user.token });
    expect(copilot.body.data.filters).toMatchObject({ excluded_companies: ["Globex"], exclude_keywords: ["php"] });
  });

  it("rejects without a reason using the default one", async () => {
    const user = await newUser();
    const [id] = await insertApplications(user.id, [{}]);
    await t.call("POST", "/applications/review", { token: user.token, body: { ids: [id], decision: "reject" } });
    const detail = await t.call("GET", `/applications/${id}`, { token: user.token });
    expect(detail.body.data).toMatchObject({ stage: "rejected", exit_reason: "Rejected in review." });
  });

  it("answers per id: another user's id is not found and nothing of theirs changes", async () => {
    const user = await newUser();
    const stranger = await newUser();
    const theirCopilot = await insertCopilot(stranger.id, { name: "Theirs" });
    const [theirs] = await insertApplications(stranger.id, [{ company: "Hooli", copilotId: theirCopilot.id }]);
    const mine = await insertApplications(user.id, [{ company: "Hooli" }, { stage: "queued" }]);
    const res = await t.call("POST", "/applications/review", {
      token: user.token,
      body: { ids: [mine[0], theirs, mine[1], UNKNOWN_ID, mine[0]], decision: "reject", reason: "No", feedback: { exclude_company: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      { id: mine[0], ok: true, stage: "rejected" },
      { id: theirs, ok: false, error: { code: "not_found", message: "Application not found." } },
      { id: mine[1], ok: false, error: { code: "invalid_transition", message: "This application is queued, no longer in review." } },
      { id: UNKNOWN_ID, ok: false, error: { code: "not_found", message: "Application not found." } },
    ]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, theirs!));
    expect(row).toMatchObject({ stage: "review", exitReason: null });
    const [copilot] = await t.db.select().from(copilots).where(eq(copilots.id, theirCopilot.id));
    expect(copilot!.excludedCompanies).toEqual([]);
    const theirEvents = await t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, theirs!));
    expect(theirEvents).toEqual([]);
    const published = await t.db.select().from(userEvents).where(eq(userEvents.userId, stranger.id));
    expect(published).toEqual([]);
  });

  it("refuses bad decisions with 400 naming the fields", async () => {
    const user = await newUser();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { ids: "Send a list.", decision: "Choose one of: approve, reject." }],
      [{ ids: [], decision: "approve" }, { ids: "Choose at least one application." }],
      [{ ids: ["x"], decision: "approve" }, { "ids.0": "Use the id of an application." }],
      [{ ids: Array.from({ length: 101 }, () => randomUUID()), decision: "approve" }, { ids: "Choose at most 100 applications at once." }],
      [{ ids: [UNKNOWN_ID], decision: "maybe" }, { decision: "Choose one of: approve, reject." }],
      [{ ids: [UNKNOWN_ID], decision: "approve", reason: "x" }, { reason: "A reason goes with a rejection." }],
      [{ ids: [UNKNOWN_ID], decision: "approve", feedback: { exclude_company: true } }, { feedback: "Feedback goes with a rejection." }],
      [{ ids: [UNKNOWN_ID], decision: "reject", feedback: { exclude_keyword: " " } }, { "feedback.exclude_keyword": "Enter a keyword." }],
      [{ ids: [UNKNOWN_ID], decision: "reject", feedback: { block: true } }, { "feedback.block": "This field is not expected." }],
      [{ ids: [UNKNOWN_ID], decision: "reject", all: true }, { all: "This field is not expected." }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call("POST", "/applications/review", { token: user.token, body });
      expect({ body, status: res.status, fields: fieldMessages(res.body.error) }).toEqual({ body, status: 400, fields });
    }
  });
});

describe("profile/stats", () => {
  it("counts today's matches and applications per copilot and in total, by stage group", async () => {
    const user = await newUser();
    const a = await insertCopilot(user.id, { name: "A", status: "active", lastRunAt: new Date("2026-03-02T08:30:00Z") });
    const b = await insertCopilot(user.id, { name: "B", lastRunAt: new Date("2026-03-01T20:00:00Z") });
    const today = new Date("2026-03-02T00:00:00Z");
    const yesterday = new Date("2026-03-01T23:59:59.999Z");
    const ids = await insertApplications(user.id, [
      { copilotId: a.id, stage: "review", createdAt: today },
      { copilotId: a.id, stage: "found", createdAt: new Date("2026-03-02T08:59:00Z") },
      { copilotId: a.id, stage: "applying", createdAt: yesterday },
      // Still "applied" and changed today: counts even without a timeline entry.
      { copilotId: a.id, stage: "applied", createdAt: yesterday, stageChangedAt: new Date("2026-03-02T01:00:00Z") },
      // Applied yesterday: not today.
      { copilotId: a.id, stage: "applied", createdAt: yesterday, stageChangedAt: yesterday },
      { copilotId: b.id, stage: "interview", createdAt: yesterday },
      { copilotId: b.id, stage: "rejected", createdAt: today },
      { copilotId: null, stage: "hired", createdAt: today },
    ]);
    // Applied today and then moved on to interview: still applied today.
    await t.call("PATCH", `/applications/${ids[2]}`, { token: user.token, body: { stage: "applied" } });
    await t.call("PATCH", `/applications/${ids[2]}`, { token: user.token, body: { stage: "interview" } });

    const res = await t.call("GET", "/profile/stats", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      day: "02-03-2026",
      total: {
        matches_today: 4,
        applied_today: 2,
        by_group: { review: 2, queued: 0, applied: 2, interview: 2, hired: 1, closed: 1 },
        total: 8,
        last_run_at: "2026-03-02T08:30:00.000Z",
      },
      copilots: [
        {
          id: a.id, name: "A", status: "active", mode: "review_first", matches_today: 2, applied_today: 2,
          by_group: { review: 2, queued: 0, applied: 2, interview: 1, hired: 0, closed: 0 }, total: 5,
          last_run_at: "2026-03-02T08:30:00.000Z",
        },
        {
          id: b.id, name: "B", status: "draft", mode: "review_first", matches_today: 1, applied_today: 0,
          by_group: { review: 0, queued: 0, applied: 0, interview: 1, hired: 0, closed: 1 }, total: 2,
          last_run_at: "2026-03-01T20:00:00.000Z",
        },
      ],
    });

    // The next UTC day starts from zero.
    t.clock.set(new Date("2026-03-03T00:00:00Z"));
    const next = await t.call("GET", "/profile/stats", { token: (await t.signUp()).token });
    expect(next.body.data).toMatchObject({ day: "03-03-2026", total: { matches_today: 0, total: 0, last_run_at: null }, copilots: [] });
  });
});

/** Reads server-sent events off a live response body. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  type Block = { id?: string; event?: string; data?: string; comment?: string; retry?: string };
  async function nextBlock(timeoutMs = 3000): Promise<Block | null> {
    const deadline = Date.now() + timeoutMs;
    while (!buffer.includes("\n\n")) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event within ${timeoutMs} ms; buffer: ${JSON.stringify(buffer)}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), remaining))),
      ]);
      clearTimeout(timer);
      if (chunk === "timeout") continue;
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
    const end = buffer.indexOf("\n\n");
    const raw = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const block: Block = {};
    for (const line of raw.split("\n")) {
      if (line.startsWith(":")) block.comment = line.slice(1).trim();
      else {
        const [field, ...rest] = line.split(": ");
        (block as Record<string, string>)[field!] = rest.join(": ");
      }
    }
    return block;
  }
  /** The next n real events, skipping comments and the retry hint. */
  async function events(n: number, timeoutMs = 3000) {
    const found: Block[] = [];
    while (found.length < n) {
      const block = await nextBlock(timeoutMs);
      if (!block) throw new Error("stream ended");
      if (block.event) found.push(block);
    }
    return found;
  }
  return { nextBlock, events, cancel: () => reader.cancel() };
}

describe("applications/stream", () => {
  const timing = { ...STREAM_TIMING };
  beforeAll(() => Object.assign(STREAM_TIMING, { pollMs: 50, heartbeatMs: 300 }));
  afterAll(() => Object.assign(STREAM_TIMING, timing));

  async function open(path: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const res = await t.app.request(`/api/v1${path}`, { headers, signal: controller.signal });
    return { res, controller, sse: res.status === 200 && res.body ? sseReader(res.body) : null };
  }

  it("replays after Last-Event-ID, then sends new events as they are published, until the client leaves", async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(await publishUserEvent(t.deps, user.id, "application.created", { n: i }));
    const other = await newUser();
    await publishUserEvent(t.deps, other.id, "application.created", { n: "not yours" });

    const { res, controller, sse } = await open("/applications/stream", {
      authorization: `Bearer ${user.token}`,
      "last-event-id": String(ids[0]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const replayed = await sse!.events(2);
    expect(replayed).toEqual([
      { id: String(ids[1]), event: "application.created", data: JSON.stringify({ n: 2 }) },
      { id: String(ids[2]), event: "application.created", data: JSON.stringify({ n: 3 }) },
    ]);

    // A change made while connected arrives on the open stream.
    const [appId] = await insertApplications(user.id, [{}]);
    await t.call("PATCH", `/applications/${appId}`, { token: user.token, body: { stage: "queued" } });
    const [live] = await sse!.events(1);
    expect(live!.event).toBe("application.updated");
    expect(Number(live!.id)).toBeGreaterThan(ids[2]!);
    expect(JSON.parse(live!.data!)).toMatchObject({ id: appId, stage: "queued", from_stage: "review", changes: ["stage"] });

    // Idle: a heartbeat comment.
    const beat = await sse!.nextBlock(2000);
    expect(beat).toEqual({ comment: "ping" });

    // After the client leaves, polling stops.
    const select = jest.spyOn(t.deps.db, "select");
    controller.abort();
    await sse!.cancel().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls = select.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(select.mock.calls.length).toBe(calls);
    select.mockRestore();
  });

  it("takes ?access_token= and ?last_event_id= for EventSource, and starts at the newest event without either", async () => {
    const user = await newUser();
    const first = await publishUserEvent(t.deps, user.id, "copilot.run.started", { copilot_id: "c" });
    const second = await publishUserEvent(t.deps, user.id, "copilot.run.finished", { copilot_id: "c" });

    const replay = await open(`/applications/stream?access_token=${encodeURIComponent(user.token)}&last_event_id=${first}`);
    expect(replay.res.status).toBe(200);
    expect((await replay.sse!.events(1))[0]).toMatchObject({ id: String(second), event: "copilot.run.finished" });
    replay.controller.abort();
    await replay.sse!.cancel().catch(() => undefined);

    const fresh = await open(`/applications/stream?access_token=${encodeURIComponent(user.token)}`);
    const third = await publishUserEvent(t.deps, user.id, "copilot.run.progress", { done: 1 });
    expect((await fresh.sse!.events(1))[0]).toEqual({ id: String(third), event: "copilot.run.progress", data: '{"done":1}' });
    fresh.controller.abort();
    await fresh.sse!.cancel().catch(() => undefined);
  });

  it("says where the stream stands, so a page read after it resumes from there without missing an event", async () => {
    const user = await newUser();
    expect((await t.call("GET", "/applications/stream/position", { token: user.token })).body).toEqual({ data: { last_event_id: 0 } });
    await publishUserEvent(t.deps, user.id, "copilot.run.started", { copilot_id: "c" });
    const other = await newUser();
    await publishUserEvent(t.deps, other.id, "copilot.run.started", { copilot_id: "not yours" });
    const position = (await t.call("GET", "/applications/stream/position", { token: user.token })).body.data.last_event_id as number;
    expect(position).toBeGreaterThan(0);

    // Something happens between the page's read and its connection: the stream replays it.
    const missed = await publishUserEvent(t.deps, user.id, "copilot.run.finished", { copilot_id: "c" });
    const resumed = await open(`/applications/stream?access_token=${encodeURIComponent(user.token)}&last_event_id=${position}`);
    expect((await resumed.sse!.events(1))[0]).toMatchObject({ id: String(missed), event: "copilot.run.finished" });
    resumed.controller.abort();
    await resumed.sse!.cancel().catch(() => undefined);
  });

  it("refuses a bad Last-Event-ID or last_event_id with 400", async () => {
    const user = await newUser();
    const header = await open("/applications/stream", { authorization: `Bearer ${user.token}`, "last-event-id": "abc" });
    expect(header.res.status).toBe(400);
    expect(fieldMessages((await header.res.json()).error)).toEqual({ "Last-Event-ID": "Use the id of the last event received." });
    const query = await open("/applications/stream?last_event_id=-1", { authorization: `Bearer ${user.token}` });
    expect(query.res.status).toBe(400);
    expect(fieldMessages((await query.res.json()).error)).toEqual({ last_event_id: "Use the id of the last event received." });
    const unknown = await open("/applications/stream?token=x", { authorization: `Bearer ${user.token}` });
    expect(fieldMessages((await unknown.res.json()).error)).toEqual({ token: "This field is not expected." });
  });

  it("answers 401 without a valid token, and never with the token in the answer", async () => {
    const none = await open("/applications/stream");
    expect(none.res.status).toBe(401);
    const bad = await open("/applications/stream?access_token=forged");
    expect(bad.res.status).toBe(401);
    expect(await bad.res.text()).not.toContain("forged");
  });

  it("ends when the access token expires, so a reconnect must bring a fresh one", async () => {
    const user = await newUser();
    const { res, sse } = await open("/applications/stream", { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    let block = await sse!.nextBlock(2000);
    while (block && !block.event) block = await sse!.nextBlock(2000);
    expect(block).toBeNull();
    const again = await open("/applications/stream", { authorization: `Bearer ${user.token}` });
    expect(again.res.status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("lists the applications routes", async () => {
    const res = await t.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    for (const path of [
      "/applications", "/applications/pagination", "/applications/count", "/applications/count_by_stage",
      "/applications/{id}", "/applications/review", "/applications/stream", "/applications/stream/position", "/profile/stats",
    ]) {
      expect(Object.keys(res.body.paths)).toContain(`/api/v1${path}`);
    }
    expect(Object.keys(res.body.paths["/api/v1/applications/stream"].get.responses["200"].content)).toEqual(["text/event-stream"]);
  });

  it("documents the sort of both lists and the detail's missing skills", async () => {
    const res = await t.call("GET", "/openapi.json");
    for (const path of ["/api/v1/applications", "/api/v1/applications/review"]) {
      const sort = res.body.paths[path].get.parameters.find((parameter: any) => parameter.name === "sort");
      expect(sort).toMatchObject({ in: "query", required: false, schema: { enum: ["score", "posted", "salary"], default: "score" } });
      expect(sort.schema.description ?? sort.description).toMatch(/best match first/);
    }
    const schemas = res.body.components.schemas;
    const detailOwn = schemas.ApplicationDetail.allOf.find((part: any) => part.properties).properties;
    expect(detailOwn.missing_skills).toMatchObject({ type: "array", description: expect.stringMatching(/^Skills the job asks for/) });
    expect(schemas.Application.properties.job.properties.salary_annual_max.description).toMatch(/sort=salary/);
  });
});
