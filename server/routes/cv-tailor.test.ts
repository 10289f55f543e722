import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CV_DOCUMENTS_PER_USER_MAX, jsonResumeSchema, type JsonResume } from "@/lib/contracts/cv-document";
import { STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../ai/openai-stand-in";
import { newFactsIn, tailorCv } from "../cv-builder/tailor";
import { FRONTEND_CV, REACT_JOB } from "../cv-builder/tailor/test/fixtures";
import { aiUsage, applications, cvDocuments, rateLimits } from "../db/schema";
import { CV_TAILOR_LIMIT } from "../services/cv-tailor";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestContext["signUp"]>>;

const { meta: _layout, ...FRONTEND_FILE } = FRONTEND_CV;
const fromText = { source: "text", title: REACT_JOB.title, company: REACT_JOB.company, text: REACT_JOB.description };

/** The frontend CV as the user imported it. */
async function frontendDocument(user: User, context: TestContext = t): Promise<{ id: string; document: JsonResume; version: number }> {
  const res = await context.call("POST", "/cv-documents", { token: user.token, body: { name: "Frontend", source: { kind: "json_resume", document: FRONTEND_FILE } } });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function applicationFor(user: User, posting: { title: string; company: string; description: string } = REACT_JOB) {
  const job = await insertJob(t.db, { title: posting.title, company: posting.company, descriptionText: posting.description, now: t.clock.now() });
  const [row] = await t.db
    .insert(applications)
    .values({ userId: user.id, jobId: job.id, stage: "review", score: 80, jobSnapshot: { title: job.title, company: job.company } })
    .returning();
  return row!;
}

const tailor = (user: User, id: string, body: unknown, context: TestContext = t) => context.call("POST", `/cv-documents/${id}/tailor`, { token: user.token, body });

const documentCount = async (user: User) => (await t.db.select({ id: cvDocuments.id }).from(cvDocuments).where(eq(cvDocuments.userId, user.id))).length;

describe("POST /cv-documents/{id}/tailor", () => {
  it("tailors the document to pasted text, lists every change and the missing skills, and stores nothing", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    const res = await tailor(user, created.id, { job: fromText });
    expect(res.status).toBe(200);
    const expected = tailorCv(created.document, REACT_JOB);
    expect(res.body.data).toEqual({
      document: expected.document,
      changes: expected.changes,
      keywords: { matched: ["React", "TypeScript", "Design systems", "PostgreSQL"], missing: ["GraphQL", "Kubernetes"] },
      engine: "offline",
      claims: [],
      job: { title: "Frontend Engineer (React)", company: "Initech" },
      saved: null,
    });
    const { document, changes } = res.body.data;
    expect(document.work[0].highlights[0]).toBe("Built a design system in React used by 12 product teams");
    expect(changes.map((change: { kind: string }) => change.kind)).toEqual(expect.arrayContaining(["section_order", "summary", "highlights_order", "highlight", "skills_order", "keywords_order"]));
    expect(jsonResumeSchema.safeParse(document).success).toBe(true);
    expect(newFactsIn(created.document, document)).toEqual([]);
    // The original is as it was, and no document was added.
    expect((await t.call("GET", `/cv-documents/${created.id}`, { token: user.token })).body.data).toMatchObject({ version: 1, document: created.document });
    expect(await documentCount(user)).toBe(1);
  });

  it("tailors to one of the user's applications and, saved, keeps a new document linked to it", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: { ...created.document, basics: { ...created.document.basics, phone: "+49 30 1234567" } }, expected_version: 1 } });
    const application = await applicationFor(user);
    t.clock.advance(60_000);

    const res = await tailor(user, created.id, { job: { source: "application", application_id: application.id }, save: true });
    expect(res.status).toBe(200);
    const { saved, document, job } = res.body.data;
    expect(job).toEqual({ title: REACT_JOB.title, company: REACT_JOB.company });
    expect(saved).toEqual({
      id: expect.any(String),
      name: "Frontend — Initech",
      source: "json_resume",
      resume_id: null,
      version: 1,
      tailored_for: { document_id: created.id, version: 2, title: REACT_JOB.title, company: REACT_JOB.company, application_id: application.id },
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const stored = await t.call("GET", `/cv-documents/${saved.id}`, { token: user.token });
    expect(stored.body.data).toEqual({ ...saved, document });
    expect(document.basics.phone).toBe("+49 30 1234567");
    const list = await t.call("GET", "/cv-documents", { token: user.token });
    expect(list.body.data.items.map((item: { id: string; tailored_for: unknown }) => [item.id, item.tailored_for === null])).toEqual([
      [saved.id, false],
      [created.id, true],
    ]);
    // The saved copy is a document like any other: it has its first version, and can be tailored again.
    expect((await t.call("GET", `/cv-documents/${saved.id}/versions`, { token: user.token })).body.data.items).toHaveLength(1);
    expect((await tailor(user, saved.id, { job: fromText })).status).toBe(200);
  });

  it("tailors to a job of the catalogue, saved under the name the user gives", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    const job = await insertJob(t.db, { title: "React Developer", company: "Hooli", descriptionText: "React, TypeScript and GraphQL for our design system.", now: t.clock.now() });
    const res = await tailor(user, created.id, { job: { source: "job", job_id: job.id }, save: true, name: "  For Hooli  " });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job: { title: "React Developer", company: "Hooli" },
      keywords: { matched: ["React", "TypeScript", "Design systems"], missing: ["GraphQL"] },
      saved: { name: "For Hooli", tailored_for: { document_id: created.id, version: 1, title: "React Developer", company: "Hooli", application_id: null } },
    });
  });

  it("cuts a long default name to the longest a document may have", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: created.document, expected_version: 1, name: "N".repeat(114) } });
    const res = await tailor(user, created.id, { job: fromText, save: true });
    expect(res.body.data.saved.name).toBe(`${"N".repeat(114)} — In…`);
    expect(res.body.data.saved.name).toHaveLength(120);
  });

  it("answers 404 for another user's document or application, and for an unknown job", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const theirs = await frontendDocument(owner);
    const mine = await frontendDocument(other);
    const theirApplication = await applicationFor(owner);
    for (const id of [theirs.id, randomUUID(), "not-a-uuid"]) {
      const res = await tailor(other, id, { job: fromText });
      expect([id, res.status, res.body.error.code]).toEqual([id, 404, "not_found"]);
    }
    for (const job of [{ source: "application", application_id: theirApplication.id }, { source: "job", job_id: randomUUID() }]) {
      const res = await tailor(other, mine.id, { job, save: true });
      expect([job.source, res.status]).toEqual([job.source, 404]);
    }
    expect(await documentCount(other)).toBe(1);
    expect((await t.app.request(`/api/v1/cv-documents/${mine.id}/tailor`, { method: "POST", body: JSON.stringify({ job: fromText }), headers: { "content-type": "application/json" } })).status).toBe(401);
  });

  it.each([
    ["no posting", {}, { job: "Choose one of: application, job, text." }],
    ["a posting without text", { job: { ...fromText, text: " " } }, { "job.text": "Enter some text." }],
    ["an application id that is no id", { job: { source: "application", application_id: "42" } }, { "job.application_id": expect.any(String) }],
    ["save that is no yes or no", { job: fromText, save: "yes" }, { save: expect.any(String) }],
    ["a name too long", { job: fromText, save: true, name: "x".repeat(121) }, { name: "Use at most 120 characters." }],
    ["an unknown field", { job: fromText, tone: "formal" }, { tone: "This field is not expected." }],
  ])("refuses %s, naming the field", async (_, body, fields) => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    const res = await tailor(user, created.id, body);
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });

  it("saves no document past the user's limit, and still tailors without saving", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    const rows = Array.from({ length: CV_DOCUMENTS_PER_USER_MAX - 1 }, (_, index) => ({ userId: user.id, name: `CV ${index}`, document: created.document, source: "empty" as const }));
    await t.db.insert(cvDocuments).values(rows);
    const res = await tailor(user, created.id, { job: fromText, save: true });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("cv_document_limit");
    expect(await documentCount(user)).toBe(CV_DOCUMENTS_PER_USER_MAX);
    expect((await tailor(user, created.id, { job: fromText })).status).toBe(200);
  });

  it("stops a user past the limit of tailorings, with Retry-After", async () => {
    const user = await t.signUp();
    const created = await frontendDocument(user);
    await t.db.insert(rateLimits).values({ key: `cv-tailor:${user.id}`, windowStart: t.clock.now(), count: CV_TAILOR_LIMIT.limit });
    const res = await t.app.request(`/api/v1/cv-documents/${created.id}/tailor`, {
      method: "POST",
      body: JSON.stringify({ job: fromText }),
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    });
    expect([res.status, res.headers.get("retry-after")]).toEqual([429, String(CV_TAILOR_LIMIT.windowMs / 1000)]);
  });

  it("is documented", async () => {
    const spec = (await t.call("GET", "/openapi.json")).body;
    const operation = spec.paths["/api/v1/cv-documents/{id}/tailor"].post;
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "404", "409", "413", "429"]);
    expect(operation.description).toContain("keywords.missing");
    expect(spec.components.schemas).toHaveProperty("TailoredCv");
    expect(spec.components.schemas).toHaveProperty("TailorChange");
    expect(spec.components.schemas.CvDocumentSummary.properties).toHaveProperty("tailored_for");
  });
});

describe("with an AI model configured", () => {
  let standIn: OpenAiStandIn;
  let withLlm: TestContext;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    withLlm = await createTestContext({ LLM_BASE_URL: standIn.url, LLM_MODEL: STAND_IN_MODEL });
  });
  afterAll(async () => {
    await withLlm.close();
    await standIn.close();
  });

  const usageOf = (user: User) => withLlm.db.select().from(aiUsage).where(and(eq(aiUsage.userId, user.id)));

  it("keeps the model's grounded wording, and records its tokens without counting an AI message", async () => {
    const user = await withLlm.signUp();
    const created = await frontendDocument(user, withLlm);
    standIn.configure({ reply: () => ({ json: { bullets: [{ index: 1, text: "Built a React design system used by 12 product teams" }], summary: null }, usage: { prompt_tokens: 1100, completion_tokens: 90 } }) });
    const res = await tailor(user, created.id, { job: fromText }, withLlm);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ engine: "llm", claims: [] });
    expect(res.body.data.document.work[0].highlights[0]).toBe("Built a React design system used by 12 product teams");
    expect(await usageOf(user)).toEqual([expect.objectContaining({ feature: "cv_tailoring", model: STAND_IN_MODEL, promptTokens: 1100, completionTokens: 90 })]);
    expect((await withLlm.call("GET", "/aiwriter/usage", { token: user.token })).body.data).toMatchObject({ used: 0 });
  });

  it("drops a wording that invents a number or a skill, and says what it named", async () => {
    const user = await withLlm.signUp();
    const created = await frontendDocument(user, withLlm);
    standIn.configure({
      reply: () => ({ json: { bullets: [{ index: 1, text: "Built a React and GraphQL design system used by 120 product teams" }], summary: null } }),
    });
    const res = await tailor(user, created.id, { job: fromText, save: true }, withLlm);
    expect(res.body.data).toMatchObject({ engine: "offline", claims: ["GraphQL", "120"] });
    expect(res.body.data.document).toEqual(tailorCv(created.document, REACT_JOB).document);
    const saved = await withLlm.call("GET", `/cv-documents/${res.body.data.saved.id}`, { token: user.token });
    expect(JSON.stringify(saved.body.data.document)).not.toMatch(/GraphQL|120 product/);
  });
});
