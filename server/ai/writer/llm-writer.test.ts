import { createLlmClient, LlmError, type LlmClient } from "../llm";
import { startOpenAiStandIn, type OpenAiStandIn, type StandInChatRequest } from "../openai-stand-in";
import { emptySources } from "../sources";
import { writeAnswer } from ".";
import { FRONTEND_JOB, richSources } from "./test-sources";
import type { WriterInput } from "./types";

let standIn: OpenAiStandIn;
let llm: LlmClient;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
  llm = createLlmClient({ baseUrl: standIn.url, model: "test-model", sleep: async () => undefined, maxRetries: 1 });
});
afterEach(() => standIn.close());

const rich = richSources();
const input = (question: string, extra: Partial<WriterInput> = {}): WriterInput => ({ question, sources: rich, job: FRONTEND_JOB, locale: "en", ...extra });

/** The model answers this JSON to every request. */
const modelSays = (json: { status: "answered" | "needs_user"; answer: string; reason: string }) =>
  standIn.configure({ reply: () => ({ json, usage: { prompt_tokens: 900, completion_tokens: 60 } }) });

const lastRequest = (): StandInChatRequest => standIn.requests.at(-1)!.body!;

describe("writeAnswer with an LLM", () => {
  it("sends the grounding rules, the user's facts, the posting and the question, asking for the answer's JSON schema", async () => {
    modelSays({ status: "answered", answer: "I have used React as Senior Frontend Engineer.", reason: "" });
    await writeAnswer(input("Tell us about your experience with React", { maxLength: 600 }), llm);
    const request = lastRequest();
    expect(request.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "application_answer", strict: true, schema: { required: ["status", "answer", "reason"], additionalProperties: false } },
    });
    const [system, user] = request.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("Use ONLY the facts listed under FACTS");
    expect(system!.content).toContain("Never invent or estimate employers");
    expect(system!.content).toContain("status \"needs_user\"");
    expect(system!.content).toContain("Write in English");
    expect(system!.content).toContain("at most 600 characters");
    expect(user!.content).toContain("Skills on the CV: React, TypeScript, Angular, GraphQL, Node.js, CSS");
    expect(user!.content).toContain("- Led the migration of 40 pages to React and TypeScript, cutting load time by 35%");
    expect(user!.content).toContain("Salary expectation (profile): 85000 EUR per year");
    expect(user!.content).toContain("Countries the user may work in (profile): United Kingdom, Germany");
    expect(user!.content).toContain("Company: Acme");
    expect(user!.content).toMatch(/QUESTION\nTell us about your experience with React$/);
  });

  it("keeps a grounded answer, with what it rests on and the call's usage", async () => {
    modelSays({ status: "answered", answer: "As Senior Frontend Engineer I led the migration of 40 pages to React and TypeScript, cutting load time by 35%.", reason: "" });
    expect(await writeAnswer(input("Tell us about your experience with React"), llm)).toEqual({
      status: "answered",
      answer: "As Senior Frontend Engineer I led the migration of 40 pages to React and TypeScript, cutting load time by 35%.",
      engine: "llm",
      basis: [
        { kind: "cv_skill", ref: "React" },
        { kind: "cv_skill", ref: "TypeScript" },
        { kind: "cv_title", ref: "Senior Frontend Engineer" },
        { kind: "cv_achievement", ref: "Led the migration of 40 pages to React and TypeScript, cutting load time by 35%" },
      ],
      usage: { model: "test-model", promptTokens: 900, completionTokens: 60 },
    });
  });

  it("refuses an answer with claims nothing on file supports, naming them", async () => {
    modelSays({ status: "answered", answer: "At Hooli I ran Kubernetes clusters for 300 engineers and earned an MBA.", reason: "" });
    const result = await writeAnswer(input("Tell us about your experience with React", { locale: "de" }), llm);
    expect(result).toEqual({
      status: "needs_user",
      reason: "unsupported_claims",
      message: expect.stringContaining("Die Antwort der KI nannte Dinge, die dein Profil und dein Lebenslauf nicht zeigen (Kubernetes, 300, MBA und Hooli)"),
      engine: "llm",
      claims: [
        { kind: "skill", value: "Kubernetes" },
        { kind: "number", value: "300" },
        { kind: "degree", value: "MBA" },
        { kind: "employer", value: "Hooli" },
      ],
      usage: { model: "test-model", promptTokens: 900, completionTokens: 60 },
    });
  });

  it("lets the offline answer stand when the model finds the facts short", async () => {
    modelSays({ status: "needs_user", answer: "", reason: "No salary given." });
    expect(await writeAnswer(input("What are your salary expectations?"), llm)).toMatchObject({
      status: "answered",
      answer: "My salary expectation is 85,000 EUR per year.",
      engine: "offline",
      usage: { promptTokens: 900, completionTokens: 60 },
    });
    expect(await writeAnswer(input("What are your salary expectations?", { sources: emptySources() }), llm)).toMatchObject({
      status: "needs_user",
      reason: "no_source",
      message: "Your profile has no salary expectation. Add it to your profile, or answer here.",
      engine: "llm",
    });
  });

  it("never asks the model about motivation or what the answer bank holds", async () => {
    expect(await writeAnswer(input("Why do you want to work at Acme?"), llm)).toMatchObject({ status: "needs_user", reason: "motivation", usage: null });
    expect(await writeAnswer(input("How did you hear about us?"), llm)).toMatchObject({ status: "answered", engine: "offline", basis: [{ kind: "answer_bank" }], usage: null });
    expect(standIn.requests).toHaveLength(0);
  });

  it("answers in the question's language and cuts the answer to the form's limit at a sentence", async () => {
    modelSays({ status: "answered", answer: "Ich habe 7 Jahre Berufserfahrung. Ich habe mit React und TypeScript gearbeitet. Zuletzt war ich Senior Frontend Engineer.", reason: "" });
    const result = await writeAnswer(input("Erzählen Sie uns etwas über sich.", { maxLength: 90 }), llm);
    expect(result).toMatchObject({ status: "answered", engine: "llm", answer: "Ich habe 7 Jahre Berufserfahrung. Ich habe mit React und TypeScript gearbeitet." });
    expect(lastRequest().messages[0]!.content).toContain("Write in German");
  });

  it("falls back to the offline writer when the model fails or breaks the schema, and says why", async () => {
    const failures: LlmError[] = [];
    standIn.script({ status: 500, times: 2 });
    const down = await writeAnswer(input("What is your notice period?"), llm, undefined, (error) => failures.push(error));
    expect(down).toMatchObject({ status: "answered", engine: "offline", answer: "My notice period is one month.", usage: null });
    standIn.configure({ reply: () => ({ json: { verdict: "fine" } }) });
    const malformed = await writeAnswer(input("What is your notice period?"), llm, undefined, (error) => failures.push(error));
    expect(malformed).toMatchObject({ status: "answered", engine: "offline" });
    expect(failures.map((error) => error.kind)).toEqual(["unavailable", "invalid_output"]);
  });

  it("works with a server that has no structured outputs", async () => {
    standIn.configure({ rejectResponseFormat: true, reply: () => ({ content: '{"status":"answered","answer":"I speak English, German and Spanish.","reason":""}' }) });
    expect(await writeAnswer(input("What languages do you speak?"), llm)).toMatchObject({
      status: "answered",
      engine: "llm",
      basis: [
        { kind: "cv_language", ref: "English" },
        { kind: "cv_language", ref: "German" },
        { kind: "cv_language", ref: "Spanish" },
      ],
    });
  });

  it("rejects when the caller cancels", async () => {
    standIn.script({ delayMs: 5000 });
    const controller = new AbortController();
    const pending = writeAnswer(input("What is your notice period?"), llm, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
