import { createTestContext, type TestContext } from "../test/harness";
import { insertJobs } from "../test/job-factory";
import { startOpenAiStandIn, type OpenAiStandIn } from "../ai/openai-stand-in";

// The real assistants end to end through the API, as the screens drive them: offline, and against
// the local OpenAI-protocol stand-in with streamed answers. Each assistant's own tests cover its
// engine in depth; these check the seams (setup validation, cards stored, inputs, streaming).

type Contexts = { offline: TestContext; model: TestContext; llm: OpenAiStandIn };
let c: Contexts;

async function seedPostings(t: TestContext) {
  const now = t.clock.now();
  const posting = (title: string, salary: [number, number], seniority = "mid") => ({
    now,
    title,
    countryCodes: ["DE"],
    remoteType: "onsite" as const,
    location: "Berlin",
    seniority,
    salaryMin: salary[0],
    salaryMax: salary[1],
    salaryCurrency: "EUR",
    salaryPeriod: "year",
    descriptionText: `We are hiring a ${title}. You know SQL, Python, Tableau and Excel, and you explain data to stakeholders.`,
  });
  await insertJobs(t.db, [
    posting("Data Analyst", [55_000, 65_000]),
    posting("Data Analyst", [60_000, 70_000]),
    posting("Senior Data Analyst", [70_000, 80_000], "senior"),
    posting("Data Analyst (m/w/d)", [58_000, 66_000]),
    posting("Junior Data Analyst", [42_000, 48_000], "junior"),
  ]);
}

beforeAll(async () => {
  const llm = await startOpenAiStandIn();
  const offline = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true" });
  const model = await createTestContext({ PREMIUM_FREE_FOR_DEMO: "true", LLM_BASE_URL: llm.url, LLM_MODEL: "stand-in" });
  await seedPostings(offline);
  await seedPostings(model);
  c = { offline, model, llm };
});
afterAll(async () => {
  await c.offline.close();
  await c.model.close();
  await c.llm.close();
});

/** The events of a streamed answer. */
function eventsOf(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.includes("event:"))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(
        block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trimStart())
          .join("\n"),
      ),
    }));
}

async function send(t: TestContext, token: string, body: Record<string, unknown>) {
  const response = await t.call("POST", "/assistant/sendMessage", { token, headers: { accept: "text/event-stream" }, body });
  expect(response.status).toBe(200);
  const events = eventsOf(response.body as string);
  const done = events.find((event) => event.event === "done");
  expect(done).toBeDefined();
  const streamed = events.filter((event) => event.event === "delta").map((event) => event.data.text as string).join("");
  expect(streamed).toBe(done!.data.message.content);
  return done!.data as { message: { content: string; data: Record<string, unknown> | null; engine: string; flags: unknown[] }; thread: { status: string } };
}

const offerSetup = { title: "Data Analyst", country: "DE", currency: "EUR", base_salary: 52_000, seniority: "mid", bonus: { type: "percent", value: 10 } };

describe.each(["offline", "model"] as const)("offer negotiation (%s)", (engine) => {
  it("compares the offer with the postings, proposes a counter, and plays the recruiter", async () => {
    const t = c[engine];
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "offer_negotiation", setup: offerSetup } });
    expect(created.status).toBe(201);
    const [analysis] = created.body.data.messages;
    expect(analysis.engine).toBe(engine === "model" ? "llm" : "offline");
    expect(analysis.data).toMatchObject({ kind: "offer_analysis", currency: "EUR", position: "below", total_compensation: { base: 52_000, bonus: 5_200 } });
    expect(analysis.data.market.postings).toBeGreaterThanOrEqual(3);
    expect(analysis.data.counter.base).toBeGreaterThan(52_000);

    const asked = await send(t, user.token, { thread_id: created.body.data.id, text: "I would like 62,000 EUR." });
    expect(asked.message.data).toMatchObject({ kind: "recruiter_move", asked_base: 62_000 });
    expect(asked.message.engine).toBe(engine === "model" ? "llm" : "offline");

    const invalid = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "offer_negotiation", setup: { ...offerSetup, base_salary: -1 } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty(["setup.base_salary"]);
  });
});

describe.each(["offline", "model"] as const)("interview roleplay (%s)", (engine) => {
  it("asks one question at a time, follows up at most once per question, and ends with a scored report", async () => {
    const t = c[engine];
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/assistant/createThread", {
      token: user.token,
      body: { assistant_id: "job_interview", setup: { job: { source: "title", title: "Data Analyst" }, interview_type: "behavioural", questions: 3 } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toContain("Data Analyst");
    let card = created.body.data.messages[0].data as { kind: string; index: number; total: number; follow_up: boolean };
    expect(card).toMatchObject({ kind: "interview_question", index: 1, total: 3, follow_up: false });
    const answer =
      "When our monthly sales report was late, my task was to automate it. I decided to rebuild it in SQL and Python, " +
      "tested it with the finance team and documented every step. As a result the report took 2 hours instead of 2 days, " +
      "and the team used it every month after that.";
    let turns = 0;
    let last = created.body.data.messages[0];
    while (card.kind === "interview_question" && turns < 8) {
      const result = await send(t, user.token, { thread_id: created.body.data.id, text: answer });
      last = result.message;
      card = result.message.data as typeof card;
      turns += 1;
    }
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(turns).toBeLessThanOrEqual(6);
    expect(last.data).toMatchObject({ kind: "interview_report", answers: expect.any(Array) });
    expect((last.data as { overall: number }).overall).toBeGreaterThan(0);
    const detail = await t.call("GET", `/assistant/threads/${created.body.data.id}`, { token: user.token });
    expect(detail.body.data.status).toBe("finished");
  });
});

describe.each(["offline", "model"] as const)("career advisors (%s)", (engine) => {
  it("scores the personality test from the 120 answers", async () => {
    const t = c[engine];
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "personality_test", setup: {} } });
    expect(created.status).toBe(201);
    const items = created.body.data.messages[0].data.items as { id: string }[];
    expect(items).toHaveLength(120);
    const partial = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: created.body.data.id, input: { answers: { [items[0]!.id]: 4 } } } });
    expect(partial).toMatchObject({ status: 422, body: { error: { code: "answers_incomplete" } } });
    const answers = Object.fromEntries(items.map((item, i) => [item.id, (i % 5) + 1]));
    const result = await send(t, user.token, { thread_id: created.body.data.id, text: "", input: { answers } });
    expect(result.message.data).toMatchObject({ kind: "personality_profile" });
    expect((result.message.data as { domains: unknown[] }).domains).toHaveLength(5);
  });

  it("lists the skills a career switch needs, from the postings", async () => {
    const t = c[engine];
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "career_switch", setup: { target_title: "Data Analyst" } } });
    expect(created.status).toBe(201);
    const gap = created.body.data.messages[0].data as { kind: string; postings: number; missing: { skill: string }[] };
    expect(gap.kind).toBe("career_gap");
    expect(gap.postings).toBeGreaterThanOrEqual(4);
    expect(gap.missing.map((entry) => entry.skill)).toEqual(expect.arrayContaining(["SQL", "Python"]));
  });

  it("plans a first job from the entry-level postings", async () => {
    const t = c[engine];
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "fresh_grad", setup: { field: "Data analysis" } } });
    expect(created.status).toBe(201);
    expect(created.body.data.messages[0].data).toMatchObject({ kind: "fresh_grad_plan", section_order: expect.any(Array) });
  });
});
