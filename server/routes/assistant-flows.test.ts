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
