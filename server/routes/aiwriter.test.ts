import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { aiUsage, applications, profileDetails, resumes } from "../db/schema";
import { STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../ai/openai-stand-in";
import { recordAiUsage } from "../ai/usage";
import { FRONTEND_JOB, RICH_CV_TEXT } from "../ai/writer/test-sources";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestContext["signUp"]>>;

/** A user with a full CV on file and the profile's work details. */
async function userWithCv(context: TestContext = t): Promise<User> {
  const user = await context.signUp({ complete: true });
  await context.db.insert(resumes).values({
    userId: user.id,
    fileName: "cv.pdf",
    mimeType: "application/pdf",
    sizeBytes: 1,
    sha256: "0",
    storageKey: `${user.id}/cv.pdf`,
    text: RICH_CV_TEXT,
    facts: { skills: ["React", "TypeScript", "Angular", "GraphQL"], titles: ["Senior Frontend Engineer", "Frontend Developer"], yearsOfExperience: 7, languages: ["English", "German"] },
  });
  await context.db.insert(profileDetails).values({ userId: user.id, noticePeriod: "1_month", salaryExpectation: { amount: 85000, currency: "EUR", period: "year" }, workAuthorization: ["GB", "DE"] });
  return user;
}

/** One of the user's applications, for the frontend job. */
async function applicationFor(user: User, context: TestContext = t) {
  const job = await insertJob(context.db, { title: FRONTEND_JOB.title, company: FRONTEND_JOB.company, descriptionText: FRONTEND_JOB.description, now: context.clock.now() });
  const [row] = await context.db
    .insert(applications)
    .values({ userId: user.id, jobId: job.id, stage: "review", score: 80, jobSnapshot: { title: FRONTEND_JOB.title, company: FRONTEND_JOB.company } })
    .returning();
  return row!.id;
}

const write = (user: User, body: Record<string, unknown>, context: TestContext = t) => context.call("POST", "/aiwriter", { token: user.token, body });
const preview = (user: User, body: Record<string, unknown>) => t.call("POST", "/aiwriter/answer-preview", { token: user.token, body });
const usageRows = (user: User, context: TestContext = t) => context.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));

async function spendAll(user: User, count = 20) {
  for (let index = 0; index < count; index++) await recordAiUsage(t.deps, user.id, { feature: "assistant:job_interview", model: "offline", promptTokens: 0, completionTokens: 0 });
}

describe("POST /aiwriter", () => {
  it("writes the answer from the CV, says what it rests on, and spends one AI message", async () => {
    const user = await userWithCv();
    const res = await write(user, { question: "Tell us about your experience with React" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      status: "answered",
      answer:
        "Yes. React is among the skills on my CV. I used React as Senior Frontend Engineer. " +
        "For example: “Led the migration of 40 pages to React and TypeScript, cutting load time by 35%” and “Built a design system in React used by 12 product teams”",
      engine: "offline",
      basis: [
        { kind: "cv_skill", ref: "React" },
        { kind: "cv_title", ref: "Senior Frontend Engineer" },
        { kind: "cv_achievement", ref: "Led the migration of 40 pages to React and TypeScript, cutting load time by 35%" },
        { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
      ],
      quota: { used: 1, limit: 20, remaining: 19, resets_at: "2026-04-01T00:00:00.000Z" },
    });
    expect(await usageRows(user)).toEqual([expect.objectContaining({ feature: "aiwriter", model: "offline", promptTokens: 0, completionTokens: 0 })]);
  });

  it("writes for the application's job and fits the form's limit", async () => {
    const user = await userWithCv();
    const applicationId = await applicationFor(user);
    const res = await write(user, { question: "Why should we hire you?", application_id: applicationId, max_length: 140 });
    expect(res.body.data).toMatchObject({
      status: "answered",
      answer: "I have 7 years of professional experience. For this role I bring React, TypeScript, and Design systems, which the posting asks for.",
    });
  });

  it("hands motivation and unanswerable questions back to the user without spending a message", async () => {
    const user = await userWithCv();
    const motivation = await write(user, { question: "Why do you want to work at Acme?" });
    expect(motivation.body.data).toMatchObject({ status: "needs_user", reason: "motivation", engine: "offline", quota: { used: 0, remaining: 20 } });
    expect(motivation.body.data.message).toMatch(/^Only you can say why you want this job\./);
    const unknown = await write(user, { question: "Do you require visa sponsorship?" });
    expect(unknown.body.data).toMatchObject({ status: "needs_user", reason: "no_source", quota: { used: 0 } });
    expect(await usageRows(user)).toEqual([]);
  });

  it("answers from the answer bank for free", async () => {
    const user = await userWithCv();
    await t.call("POST", "/answer-bank", { token: user.token, body: { question: "Do you require visa sponsorship?", answer: "No, I do not." } });
    const res = await write(user, { question: "Do you require visa sponsorship?" });
    expect(res.body.data).toEqual({
      status: "answered",
      answer: "No, I do not.",
      engine: "offline",
      basis: [{ kind: "answer_bank", ref: "Do you require visa sponsorship?" }],
      quota: { used: 0, limit: 20, remaining: 20, resets_at: "2026-04-01T00:00:00.000Z" },
    });
  });

  it("writes the user's turn in the user's language", async () => {
    const user = await userWithCv();
    await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de" } });
    const res = await write(user, { question: "Why do you want to work at Acme?" });
    expect(res.body.data.message).toMatch(/^Warum du diese Stelle willst, kannst nur du sagen\./);
  });

  it("refuses with 429 and Retry-After once the month's messages are spent, and answers again next month", async () => {
    const saved = t.clock.now();
    t.clock.set(new Date("2026-03-31T23:58:00Z"));
    try {
      const user = await userWithCv();
      await spendAll(user);
      const refused = await write(user, { question: "What is your notice period?" });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("ai_quota_exceeded");
      expect(refused.headers.get("retry-after")).toBe("120");
      t.clock.advance(120_000);
      const answered = await write(user, { question: "What is your notice period?" });
      expect(answered.status).toBe(200);
      expect(answered.body.data).toMatchObject({ status: "answered", answer: "My notice period is one month.", quota: { used: 1, remaining: 19, resets_at: "2026-05-01T00:00:00.000Z" } });
    } finally {
      t.clock.set(saved);
    }
  });

  it("is 404 for another user's application or one that does not exist", async () => {
    const owner = await userWithCv();
    const other = await userWithCv();
    const applicationId = await applicationFor(owner);
    expect((await write(other, { question: "Tell us about yourself", application_id: applicationId })).status).toBe(404);
    expect((await write(other, { question: "Tell us about yourself", application_id: randomUUID() })).status).toBe(404);
    expect(await usageRows(other)).toEqual([]);
  });

  it.each([
    ["no question", {}, { question: "Enter the question." }],
    ["a blank question", { question: "   " }, { question: "Enter the question." }],
    ["a long question", { question: "x".repeat(1001) }, { question: "Use at most 1,000 characters." }],
    ["a limit too small", { question: "Salary?", max_length: 49 }, { max_length: "Use a whole number from 50 to 5,000." }],
    ["a limit too large", { question: "Salary?", max_length: 5001 }, { max_length: "Use a whole number from 50 to 5,000." }],
    ["a fractional limit", { question: "Salary?", max_length: 100.5 }, { max_length: "Use a whole number from 50 to 5,000." }],
    ["an application id that is no uuid", { question: "Salary?", application_id: "42" }, { application_id: "Use the id of an application." }],
    ["an unknown field", { question: "Salary?", tone: "formal" }, { tone: "This field is not expected." }],
  ])("refuses %s, naming the fields", async (_, body, fields) => {
    const user = await t.signUp();
    const res = await write(user, body);
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });

  it("needs a session", async () => {
    expect((await t.call("POST", "/aiwriter", { body: { question: "Salary?" } })).status).toBe(401);
    expect((await t.call("POST", "/aiwriter/answer-preview", { body: { question: "Salary?" } })).status).toBe(401);
    expect((await t.call("GET", "/aiwriter/usage")).status).toBe(401);
  });
});

describe("POST /aiwriter/answer-preview", () => {
  it("shows the profile's answer, the answer bank's and the writer's, each with its source, and spends nothing", async () => {
    const user = await userWithCv();
    await t.call("POST", "/answer-bank", { token: user.token, body: { question: "How did you hear about us?", answer: "A former colleague." } });
    expect((await preview(user, { question: "What are your salary expectations?" })).body.data).toEqual({
      status: "answered",
      answer: "85000 EUR per year",
      source: "profile",
      basis: [{ kind: "profile", ref: "salary_expectation" }],
    });
    expect((await preview(user, { question: "How did you hear about us?" })).body.data).toEqual({
      status: "answered",
      answer: "A former colleague.",
      source: "answer_bank",
      basis: [{ kind: "answer_bank", ref: "How did you hear about us?" }],
    });
    expect((await preview(user, { question: "What languages do you speak?" })).body.data).toEqual({
      status: "answered",
      answer: "I speak English and German.",
      source: "aiwriter",
      basis: [
        { kind: "cv_language", ref: "English" },
        { kind: "cv_language", ref: "German" },
      ],
    });
    expect(await usageRows(user)).toEqual([]);
  });

  it("says why the user must answer, also with no AI messages left", async () => {
    const user = await userWithCv();
    await spendAll(user);
    const applicationId = await applicationFor(user);
    const res = await preview(user, { question: "Why do you want to work at Acme?", application_id: applicationId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      status: "needs_user",
      reason: "motivation",
      message:
        "Only you can say why you want this job. Write two or three sentences in your own words; your answer is kept for similar questions. " +
        "A place to start: the posting asks for React, TypeScript, and Design systems, which your CV shows.",
    });
    expect(await usageRows(user)).toHaveLength(20);
  });

  it("is 404 for another user's application, and refuses what is not a question", async () => {
    const owner = await userWithCv();
    const other = await userWithCv();
    expect((await preview(other, { question: "Salary?", application_id: await applicationFor(owner) })).status).toBe(404);
    const invalid = await preview(other, { question: "", max_length: 100 });
    expect(invalid.status).toBe(400);
    expect(fieldMessages(invalid.body.error)).toEqual({ question: "Enter the question.", max_length: "This field is not expected." });
  });
});

describe("GET /aiwriter/usage", () => {
  it("counts this month's AI messages by feature", async () => {
    const user = await userWithCv();
    await write(user, { question: "What is your notice period?" });
    await write(user, { question: "What languages do you speak?" });
    await recordAiUsage(t.deps, user.id, { feature: "assistant:job_interview", model: "stand-in", promptTokens: 120, completionTokens: 30 });
    const res = await t.call("GET", "/aiwriter/usage", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      plan: { id: "free", name: expect.any(String) },
      limit: 20,
      used: 3,
      remaining: 17,
      resets_at: "2026-04-01T00:00:00.000Z",
      by_feature: { aiwriter: 2, "assistant:job_interview": 1 },
      tokens: { prompt: 120, completion: 30, total: 150 },
    });
  });
});

describe("the OpenAPI document", () => {
  it("describes the three routes with their answer shapes", async () => {
    const spec = (await t.call("GET", "/openapi.json")).body;
    expect(Object.keys(spec.paths).filter((path) => path.includes("aiwriter")).sort()).toEqual(["/api/v1/aiwriter", "/api/v1/aiwriter/answer-preview", "/api/v1/aiwriter/usage"]);
    expect(Object.keys(spec.paths["/api/v1/aiwriter"].post.responses).sort()).toEqual(["200", "400", "401", "404", "429"]);
    expect(spec.components.schemas).toHaveProperty("AiwriterResult");
    expect(spec.components.schemas).toHaveProperty("AiwriterPreview");
    expect(spec.components.schemas).toHaveProperty("AiQuota");
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

  it("spends one message with the call's tokens for a grounded answer", async () => {
    const user = await userWithCv(withLlm);
    standIn.configure({ reply: () => ({ json: { status: "answered", answer: "I have built React apps with TypeScript as Senior Frontend Engineer.", reason: "" }, usage: { prompt_tokens: 800, completion_tokens: 40 } }) });
    const res = await write(user, { question: "Tell us about your experience with React" }, withLlm);
    expect(res.body.data).toMatchObject({ status: "answered", engine: "llm", answer: "I have built React apps with TypeScript as Senior Frontend Engineer.", quota: { used: 1 } });
    expect(await usageRows(user, withLlm)).toEqual([expect.objectContaining({ feature: "aiwriter", model: STAND_IN_MODEL, promptTokens: 800, completionTokens: 40 })]);
  });

  it("turns an answer with unsupported claims into the user's turn, with the claims, and still counts the call", async () => {
    const user = await userWithCv(withLlm);
    standIn.configure({ reply: () => ({ json: { status: "answered", answer: "At Hooli I shipped 14 Kubernetes services.", reason: "" } }) });
    const res = await write(user, { question: "Tell us about your experience with React" }, withLlm);
    expect(res.body.data).toMatchObject({
      status: "needs_user",
      reason: "unsupported_claims",
      engine: "llm",
      claims: [
        { kind: "skill", value: "Kubernetes" },
        { kind: "number", value: "14" },
        { kind: "employer", value: "Hooli" },
      ],
      quota: { used: 1 },
    });
  });

  it("keeps the answer bank and motivation away from the model", async () => {
    const user = await userWithCv(withLlm);
    const before = standIn.requests.length;
    const res = await write(user, { question: "Why do you want to work at Acme?" }, withLlm);
    expect(res.body.data).toMatchObject({ status: "needs_user", reason: "motivation", quota: { used: 0 } });
    expect(standIn.requests.length).toBe(before);
  });
});
