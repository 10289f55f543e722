import { createLlmClient, LlmError, type LlmClient } from "../llm";
import { startOpenAiStandIn, type OpenAiStandIn, type StandInChatRequest } from "../openai-stand-in";
import { FRONTEND_JOB, richSources } from "../writer/test-sources";
import { regenerateParagraph, writeLetter, writeOffline } from ".";
import type { LetterInput } from "./types";

let standIn: OpenAiStandIn;
let llm: LlmClient;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
  llm = createLlmClient({ baseUrl: standIn.url, model: "test-model", sleep: async () => undefined, maxRetries: 1 });
});
afterEach(() => standIn.close());

const input = (extra: Partial<LetterInput> = {}): LetterInput => ({
  job: FRONTEND_JOB,
  sources: richSources(),
  tone: "formal",
  language: "en",
  length: "medium",
  senderName: "Ada Lovelace",
  now: new Date("2026-03-02T09:00:00Z"),
  ...extra,
});
const offline = writeOffline(input());

/** The model answers this JSON to every request. */
const modelSays = (json: unknown) => standIn.configure({ reply: () => ({ json, usage: { prompt_tokens: 1200, completion_tokens: 300 } }) });
const lastRequest = (): StandInChatRequest => standIn.requests.at(-1)!.body!;
const usage = { model: "test-model", promptTokens: 1200, completionTokens: 300 };

const GROUNDED = [
  "Dear Acme team,",
  "I am applying for the Frontend Engineer role at Acme, bringing 7 years of experience, including as Senior Frontend Engineer.",
  "You ask for React and TypeScript, both on my CV; I built a design system in React used by 12 product teams.",
  "I would be glad to talk about how I could help, and I can start on 1 April 2026. Thank you.",
  "Kind regards,",
];

describe("writeLetter with an LLM", () => {
  it("sends the grounding rules, each paragraph to write with its facts, and the posting, asking for the letter's JSON schema", async () => {
    modelSays({ paragraphs: GROUNDED });
    await writeLetter(input({ language: "de", tone: "warm" }), llm);
    const request = lastRequest();
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "cover_letter", strict: true, schema: { required: ["paragraphs"], additionalProperties: false } } });
    const [system, user] = request.messages;
    expect(system!.content).toContain("Say about the applicant ONLY what the facts listed with each paragraph state");
    expect(system!.content).toContain("Never invent or estimate employers");
    expect(system!.content).toContain("Write in German; tone: warm and personal");
    expect(user!.content).toContain("PARAGRAPHS TO WRITE (exactly 5, in this order)");
    expect(user!.content).toContain("1. the greeting line to the team of Acme. Facts: none");
    expect(user!.content).toContain("   - Job title on the CV: Senior Frontend Engineer\n   - Years of professional experience in total (CV): 7");
    expect(user!.content).toContain('   - Result from the CV, to quote with its numbers unchanged: "Built a design system in React used by 12 product teams"');
    expect(user!.content).toContain("   - Can start on (yyyy-mm-dd): 2026-04-01");
    expect(user!.content).toContain('5. the sign-off, followed on a new line by the name "Ada Lovelace". Facts: none');
    expect(user!.content).toContain("Company: Acme");
    // Nothing about the user beyond the listed facts: not the salary, not the CV's other lines.
    expect(user!.content).not.toContain("85000");
    expect(user!.content).not.toContain("Mentored");
  });

  it("keeps a grounded letter with the offline plan's parts and facts, signs it, and reports the usage", async () => {
    modelSays({ paragraphs: GROUNDED });
    expect(await writeLetter(input(), llm)).toEqual({
      paragraphs: [...GROUNDED.slice(0, 4), "Kind regards,\nAda Lovelace"],
      parts: offline.parts,
      facts: offline.facts,
      engine: "llm",
      usage,
      claims: [],
    });
  });

  it("sets a letter with unsupported claims aside for the offline one, reporting the claims", async () => {
    modelSays({ paragraphs: [GROUNDED[0], "At Globex and later at Hooli I shipped Kubernetes clusters for 300 engineers.", ...GROUNDED.slice(2)] });
    const letter = await writeLetter(input(), llm);
    expect(letter).toEqual({ ...offline, usage, claims: expect.arrayContaining([{ kind: "skill", value: "Kubernetes" }, { kind: "number", value: "300" }, { kind: "employer", value: "Hooli" }]) });
  });

  it("sets a letter of another shape aside and says why", async () => {
    const errors: LlmError[] = [];
    modelSays({ paragraphs: GROUNDED.slice(0, 3) });
    expect(await writeLetter(input(), llm, undefined, (error) => errors.push(error))).toEqual({ ...offline, usage });
    expect(errors.map((error) => error.kind)).toEqual(["invalid_output"]);
  });

  it("falls back to the offline letter when the model fails, and rejects when cancelled", async () => {
    const errors: LlmError[] = [];
    standIn.script({ status: 500, times: 2 });
    expect(await writeLetter(input(), llm, undefined, (error) => errors.push(error))).toEqual(offline);
    expect(errors.map((error) => error.kind)).toEqual(["unavailable"]);
    const controller = new AbortController();
    controller.abort();
    await expect(writeLetter(input(), llm, controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("regenerateParagraph with an LLM", () => {
  const draft = { paragraphs: offline.paragraphs, parts: offline.parts };

  it("asks for one paragraph with its facts and the letter around it, and keeps a grounded wording", async () => {
    const paragraph = "As your posting asks for React, TypeScript and design systems, I can point to my CV: I built a design system in React used by 12 product teams.";
    modelSays({ paragraph });
    const letter = await regenerateParagraph(draft, 2, input(), llm);
    const [, user] = lastRequest().messages;
    expect(lastRequest().response_format).toMatchObject({ json_schema: { name: "cover_letter_paragraph" } });
    expect(user!.content).toContain("[3] (to rewrite)\n" + offline.paragraphs[2]);
    expect(user!.content).toContain("Rewrite paragraph 3, why the applicant fits the posting");
    expect(user!.content).toContain("- Skill the posting asks for and the CV lists: TypeScript");
    expect(letter).toEqual({
      paragraphs: offline.paragraphs.map((text, index) => (index === 2 ? paragraph : text)),
      parts: offline.parts.map((part, index) => (index === 2 ? { ...part, variant: 1 } : part)),
      facts: offline.facts,
      engine: "llm",
      usage,
      claims: [],
    });
  });

  it("takes the next offline wording when the model's names what nothing supports, or fails", async () => {
    const next = await regenerateParagraph(draft, 2, input(), null);
    modelSays({ paragraph: "I also hold a PhD and ran Kubernetes at Initech for 9000 users." });
    expect(await regenerateParagraph(draft, 2, input(), llm)).toEqual({ ...next, usage, claims: expect.arrayContaining([{ kind: "degree", value: "PhD" }, { kind: "skill", value: "Kubernetes" }]) });
    standIn.script({ status: 500, times: 2 });
    expect(await regenerateParagraph(draft, 2, input(), llm)).toEqual(next);
  });
});
