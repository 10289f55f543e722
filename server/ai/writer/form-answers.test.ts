import { eq } from "drizzle-orm";
import { aiUsage, resumes } from "../../db/schema";
import type { FormField } from "../../jobs/apply/types";
import { createTestContext, type TestContext } from "../../test/harness";
import { STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../openai-stand-in";
import { recordAiUsage } from "../usage";
import { isFreeTextField, writeMissingAnswers } from "./form-answers";
import { FRONTEND_JOB, RICH_CV_TEXT } from "./test-sources";

// The apply engine's use of the writer, with an LLM configured: the stand-in answers what the
// offline writer has no source for, while the month's AI messages last.

let standIn: OpenAiStandIn;
let t: TestContext;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  t = await createTestContext({ LLM_BASE_URL: standIn.url, LLM_MODEL: STAND_IN_MODEL });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function userWithCv() {
  const user = await t.signUp({ complete: true });
  await t.db.insert(resumes).values({
    userId: user.id,
    fileName: "cv.pdf",
    mimeType: "application/pdf",
    sizeBytes: 1,
    sha256: "0",
    storageKey: `${user.id}/cv.pdf`,
    text: RICH_CV_TEXT,
    facts: { skills: ["React", "TypeScript", "GraphQL"], titles: ["Senior Frontend Engineer", "Frontend Developer"], yearsOfExperience: 7 },
  });
  return user;
}

const field = (id: string, label: string, extra: Partial<FormField> = {}): FormField => ({ id, label, type: "textarea", required: true, ...extra });

const usageOf = (userId: string) => t.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));

describe("isFreeTextField", () => {
  it("is a text box without options", () => {
    expect(isFreeTextField({ type: "textarea" })).toBe(true);
    expect(isFreeTextField({ type: "text" })).toBe(true);
    expect(isFreeTextField({ type: "text", options: [{ value: "1", label: "One" }] })).toBe(false);
    expect(isFreeTextField({ type: "select" })).toBe(false);
  });
});

describe("writeMissingAnswers", () => {
  it("writes offline what the CV answers, asks the LLM only for the rest, and spends one message a call", async () => {
    const user = await userWithCv();
    standIn.configure({ reply: () => ({ json: { status: "answered", answer: "I build dashboards in React with GraphQL.", reason: "" }, usage: { prompt_tokens: 700, completion_tokens: 20 } }) });
    const before = standIn.requests.length;
    const fields = [field("q_react", "Tell us about your experience with React"), field("q_work", "Describe the kind of work you enjoy most"), field("q_size", "Shirt size", { type: "select", options: [{ value: "m", label: "M" }] })];
    const result = await writeMissingAnswers(t.deps, user.id, fields, FRONTEND_JOB);
    expect(result.answers).toEqual([
      { fieldId: "q_react", label: "Tell us about your experience with React", value: expect.stringMatching(/^Yes\. React is among the skills on my CV\./), source: "aiwriter" },
      { fieldId: "q_work", label: "Describe the kind of work you enjoy most", value: "I build dashboards in React with GraphQL.", source: "aiwriter" },
    ]);
    expect(result.missing.map((missing) => missing.id)).toEqual(["q_size"]);
    expect(standIn.requests.length - before).toBe(1);
    expect(await usageOf(user.id)).toEqual([expect.objectContaining({ feature: "aiwriter", model: STAND_IN_MODEL, promptTokens: 700, completionTokens: 20 })]);
  });

  it("leaves a question whose LLM answer claims too much to the user, and never asks about motivation", async () => {
    const user = await userWithCv();
    standIn.configure({ reply: () => ({ json: { status: "answered", answer: "I led 300 engineers at Hooli.", reason: "" } }) });
    const before = standIn.requests.length;
    const result = await writeMissingAnswers(t.deps, user.id, [field("q_work", "Describe the kind of work you enjoy most"), field("q_why", "Why do you want to work at Acme?")], FRONTEND_JOB);
    expect(result).toEqual({
      answers: [],
      missing: [expect.objectContaining({ id: "q_work" }), expect.objectContaining({ id: "q_why" })],
      unanswered: [
        { fieldId: "q_work", reason: "unsupported_claims" },
        { fieldId: "q_why", reason: "motivation" },
      ],
    });
    // One call for the first question; none for the motivation question.
    expect(standIn.requests.length - before).toBe(1);
    expect(await usageOf(user.id)).toHaveLength(1);
  });

  it("stops calling the LLM once the month's AI messages are spent", async () => {
    const user = await userWithCv();
    for (let index = 0; index < 20; index++) await recordAiUsage(t.deps, user.id, { feature: "assistant:job_interview", model: "offline", promptTokens: 0, completionTokens: 0 });
    const before = standIn.requests.length;
    const result = await writeMissingAnswers(t.deps, user.id, [field("q_work", "Describe the kind of work you enjoy most"), field("q_years", "How many years of experience do you have?", { type: "text" })], FRONTEND_JOB);
    expect(result.answers).toEqual([{ fieldId: "q_years", label: "How many years of experience do you have?", value: expect.stringMatching(/^I have 7 years/), source: "aiwriter" }]);
    expect(result.missing.map((missing) => missing.id)).toEqual(["q_work"]);
    expect(result.unanswered).toEqual([{ fieldId: "q_work", reason: "quota" }]);
    expect(standIn.requests.length).toBe(before);
  });
});
