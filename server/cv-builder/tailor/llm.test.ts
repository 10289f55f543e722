import { createLlmClient, LlmError, type LlmClient } from "../../ai/llm";
import { startOpenAiStandIn, type OpenAiStandIn, type StandInChatRequest } from "../../ai/openai-stand-in";
import { newFactsIn, tailorCv, tailorCvWithLlm } from ".";
import { FRONTEND_CV, NURSE_CV, REACT_JOB } from "./test/fixtures";

let standIn: OpenAiStandIn;
let llm: LlmClient;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
  llm = createLlmClient({ baseUrl: standIn.url, model: "test-model", sleep: async () => undefined, maxRetries: 1 });
});
afterEach(() => standIn.close());

const offline = tailorCv(FRONTEND_CV, REACT_JOB);
const usage = { model: "test-model", promptTokens: 900, completionTokens: 200 };
const modelSays = (json: unknown) => standIn.configure({ reply: () => ({ json, usage: { prompt_tokens: 900, completion_tokens: 200 } }) });
const lastRequest = (): StandInChatRequest => standIn.requests.at(-1)!.body!;
const changeAt = (changes: typeof offline.changes, path: string) => changes.find((change) => change.path === path && (change.kind === "highlight" || change.kind === "summary"));

const SUMMARY = "Builds accessible interfaces with React, Vue.js and Angular. Engineer with 7 years of experience building web products. Mentors junior developers and runs code reviews.";

describe("tailorCvWithLlm", () => {
  it("asks for new wordings of the bullets and the summary that match the posting, under grounding rules, with a JSON schema", async () => {
    modelSays({ bullets: [], summary: null });
    await tailorCvWithLlm(FRONTEND_CV, { ...REACT_JOB, language: "de" }, { llm });
    const request = lastRequest();
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "cv_tailoring", strict: true, schema: { required: ["bullets", "summary"], additionalProperties: false } } });
    const [system, user] = request.messages;
    expect(system!.content).toContain("Never add a skill, tool, number, date, employer, job title, degree or achievement that the text does not state");
    expect(system!.content).toContain("Keep each text in the CV's language (English)");
    expect(system!.content).toContain("The posting is in German: do not translate the CV into it.");
    expect(user!.content).toContain("Title: Frontend Engineer (React)\nCompany: Initech\nYou will build accessible interfaces");
    expect(user!.content).toContain("SKILLS OF THE POSTING THAT THE CV NAMES: React, TypeScript, Design systems, PostgreSQL");
    expect(user!.content).toContain(
      [
        "BULLETS TO REWORD",
        "[1] (Senior Frontend Engineer — Acme GmbH) Built a design system in React used by 12 product teams",
        "[2] (Senior Frontend Engineer — Acme GmbH) Rewrote the checkout in TypeScript and Vue.js with accessible forms",
        "[3] (Senior Frontend Engineer — Acme GmbH) Ran the hiring loop for 4 engineers",
        "[4] (Senior Frontend Engineer — Acme GmbH) Moved the build from Webpack to Vite, halving build times",
        "[5] (Frontend Developer — Globex) Added PostgreSQL read replicas for the reports",
        "[6] (Open-source charts) Maintains a charting library in TypeScript with 2,000 stars",
        "",
        "SUMMARY",
        offline.document.basics!.summary,
      ].join("\n"),
    );
    // Bullets that share nothing with the posting are not sent.
    expect(user!.content).not.toContain("jQuery");
  });

  it("keeps the model's wordings that state nothing new, as changes from the CV's wording, and reports the call", async () => {
    modelSays({
      bullets: [
        { index: 1, text: "Built a React design system used by 12 product teams" },
        { index: 2, text: "Rewrote the checkout with accessible forms in TypeScript and Vue.js" },
      ],
      summary: SUMMARY,
    });
    const result = await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm });
    expect(result).toMatchObject({ engine: "llm", claims: [], usage, keywords: offline.keywords });
    expect(result.document.work![0]!.highlights!.slice(0, 2)).toEqual(["Built a React design system used by 12 product teams", "Rewrote the checkout with accessible forms in TypeScript and Vue.js"]);
    expect(result.document.basics!.summary).toBe(SUMMARY);
    expect(changeAt(result.changes, "/work/0/highlights/0")).toEqual({
      kind: "highlight",
      path: "/work/0/highlights/0",
      section: "work",
      label: "Senior Frontend Engineer — Acme GmbH",
      before: "Built a design system in React used by 12 product teams",
      after: "Built a React design system used by 12 product teams",
      keywords: ["React", "Design systems"],
    });
    // A bullet the offline rules had reworded: one change, from the CV's wording to the model's.
    expect(changeAt(result.changes, "/work/0/highlights/1")).toMatchObject({
      before: "Rewrote the checkout in Vue.js and TypeScript with accessible forms",
      after: "Rewrote the checkout with accessible forms in TypeScript and Vue.js",
    });
    expect(changeAt(result.changes, "/basics/summary")).toMatchObject({ before: FRONTEND_CV.basics!.summary, after: SUMMARY });
    expect(result.changes.map((change) => change.path)).toEqual([
      "/meta/section_order", "/basics/summary", "/work/0/highlights", "/work/0/highlights/0", "/work/0/highlights/1", "/work/1/highlights", "/work/1/highlights/0",
      "/skills", "/skills/0/keywords", "/skills/1/keywords", "/projects/0/highlights", "/projects/0/keywords",
    ]);
    expect(newFactsIn(FRONTEND_CV, result.document)).toEqual([]);
  });

  it("drops a wording that invents a number or a skill, keeps the offline one, and lists what it named", async () => {
    modelSays({
      bullets: [
        // 40 is on the CV, but not in this bullet: it would become this bullet's result.
        { index: 1, text: "Built a React design system used by 40 product teams" },
        { index: 5, text: "Added PostgreSQL and Kubernetes read replicas for the reports" },
        { index: 6, text: "Maintains a TypeScript charting library with 2,000 stars since 2019" },
      ],
      summary: null,
    });
    const result = await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm });
    expect(result).toEqual({ ...offline, claims: ["40", "Kubernetes", "2019"], usage });
    expect(newFactsIn(FRONTEND_CV, result.document)).toEqual([]);
  });

  it("ignores an answer that is no rewording of its bullet, and bullets it was not given", async () => {
    modelSays({
      bullets: [
        { index: 3, text: "Passionate team player who loves clean code" },
        { index: 4, text: `Moved the build from Webpack to Vite, halving build times. ${"Very fast. ".repeat(20)}` },
        { index: 9, text: "Built everything" },
      ],
      summary: "",
    });
    expect(await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm })).toEqual({ ...offline, usage });
  });

  it("keeps the offline tailoring when the model fails or answers out of shape, and rejects when cancelled", async () => {
    const errors: LlmError[] = [];
    const onLlmError = (error: LlmError) => errors.push(error);
    standIn.script({ status: 500, times: 2 });
    expect(await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm, onLlmError })).toEqual(offline);
    modelSays({ bullets: "all of them" });
    expect(await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm, onLlmError })).toEqual(offline);
    expect(errors.map((error) => error.kind)).toEqual(["unavailable", "invalid_output"]);
    const controller = new AbortController();
    controller.abort();
    await expect(tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm, signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("asks nothing when no text of the CV speaks to the posting, and without a model", async () => {
    expect(await tailorCvWithLlm(NURSE_CV, REACT_JOB, { llm })).toEqual(tailorCv(NURSE_CV, REACT_JOB));
    expect(await tailorCvWithLlm(FRONTEND_CV, REACT_JOB, { llm: null })).toEqual(offline);
    expect(standIn.requests).toEqual([]);
  });
});
