import { z } from "zod";
import { eq } from "drizzle-orm";
import { API_BASE } from "@/lib/backend/base";
import { createTestContext, type TestContext } from "../test/harness";
import { startOpenAiStandIn, type OpenAiStandIn } from "../ai/openai-stand-in";
import { AssistantInputError, type Assistant } from "../ai/assistants/types";
import { aiUsage, assistantMessages } from "../db/schema";
import { PLANS } from "@/lib/billing/plans";

// The thread machinery with a small stand-in assistant: each real assistant is tested on its own;
// here what every one of them shares (storage, order, quota, streaming, stop, retry, the model's voice).

type CoachState = { asked: number };
const coach: Assistant<{ topic: string }, CoachState> = {
  id: "job_interview",
  setupSchema: z.strictObject({ topic: z.string().min(2).max(40) }),
  inputSchema: z.strictObject({ action: z.literal("finish") }),
  title: (setup) => `Practice: ${setup.topic}`,
  start: async (setup) => ({
    text: `Let us talk about ${setup.topic}. Question 1: what did you do last week?`,
    data: { kind: "test_question", index: 1 },
    state: { asked: 1 },
    voice: { system: "You are an interviewer.", instruction: "Ask question 1." },
  }),
  reply: async (state, message) => {
    if (message.input) return { text: `Report after ${state.asked} questions.`, data: { kind: "test_report" }, state, finished: true };
    if (message.text === "refuse me") throw new AssistantInputError("answers_incomplete", "Answer every statement first.");
    if (message.text === "no such application") throw new AssistantInputError("application_not_found", "No such application.");
    const asked = state.asked + 1;
    return {
      text: `You said ${message.text.length} characters. Question ${asked}: and then?`,
      data: { kind: "test_question", index: asked },
      state: { asked },
      voice: { system: "You are an interviewer.", instruction: `Ask question ${asked}.` },
    };
  },
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.deps.assistants = { job_interview: coach as unknown as Assistant<never, never> };
});
afterAll(() => t.close());

async function startThread(token: string, topic = "teamwork") {
  const created = await t.call("POST", "/assistant/createThread", { token, body: { assistant_id: "job_interview", setup: { topic } } });
  expect(created.status).toBe(201);
  return created.body.data as { id: string; messages: { content: string; data: unknown; engine: string }[]; title: string; status: string };
}

/** The events of a streamed answer, in order. */
function readEvents(text: string) {
  return text
    .split("\n\n")
    .filter((block) => block.includes("event:"))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1]!;
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      return { event, data: JSON.parse(data) };
    });
}

describe("assistant threads", () => {
  it("starts a thread with the assistant's first message and lists it", async () => {
    const user = await t.signUp();
    const thread = await startThread(user.token);
    expect(thread).toMatchObject({ title: "Practice: teamwork", status: "active", engine: "offline", message_count: 1 });
    expect(thread.messages).toEqual([
      expect.objectContaining({ role: "assistant", content: expect.stringContaining("teamwork"), data: { kind: "test_question", index: 1 }, engine: "offline", status: "complete", flags: [] }),
    ]);
    const list = await t.call("GET", "/assistant/threads?assistant_id=job_interview,career_switch", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((item: { id: string }) => item.id)).toEqual([thread.id]);
    expect(list.body.data.items[0].preview).toContain("teamwork");
  });

  it("checks the assistant's own setup, with the fields under setup.", async () => {
    const user = await t.signUp();
    const refused = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "x", extra: 1 } } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(["setup.extra", "setup.topic"]);
    const unknown = await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "oracle", setup: {} } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty("assistant_id");
    expect((await t.call("POST", "/assistant/createThread", { body: { assistant_id: "job_interview", setup: { topic: "ab" } } })).status).toBe(401);
  });

  it("answers in order, as JSON, and keeps each message in its place", async () => {
    const user = await t.signUp();
    const thread = await startThread(user.token);
    const sent = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: "I shipped a report." } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.user_message).toMatchObject({ role: "user", content: "I shipped a report.", engine: null });
    expect(sent.body.data.message).toMatchObject({ role: "assistant", content: "You said 19 characters. Question 2: and then?", data: { kind: "test_question", index: 2 } });
    expect(sent.body.data.thread.message_count).toBe(3);
    await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: "More." } });
    const detail = await t.call("GET", `/assistant/threads/${thread.id}`, { token: user.token });
    expect(detail.body.data.messages.map((message: { role: string }) => message.role)).toEqual(["assistant", "user", "assistant", "user", "assistant"]);
    expect(detail.body.data.messages.at(-1).data).toEqual({ kind: "test_question", index: 3 });
  });

  it("streams an answer as server-sent events", async () => {
    const user = await t.signUp();
    const thread = await startThread(user.token);
    const response = await t.call("POST", "/assistant/sendMessage", {
      token: user.token,
      headers: { accept: "text/event-stream" },
      body: { thread_id: thread.id, text: "Streaming, please." },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = readEvents(response.body as string);
    expect(events[0]).toMatchObject({ event: "user", data: { content: "Streaming, please." } });
    const deltas = events.filter((event) => event.event === "delta").map((event) => event.data.text as string);
    expect(deltas.length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(deltas.join("")).toBe(done.data.message.content);
    expect(done.data.thread).toMatchObject({ id: thread.id, message_count: 3 });
  });

  it("refuses before any stream: bad input, an assistant's refusal, a finished thread", async () => {
    const user = await t.signUp();
    const thread = await startThread(user.token);
    const stream = { accept: "text/event-stream" };
    const empty = await t.call("POST", "/assistant/sendMessage", { token: user.token, headers: stream, body: { thread_id: thread.id, text: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.text.code).toBe("message_required");
    const badInput = await t.call("POST", "/assistant/sendMessage", { token: user.token, headers: stream, body: { thread_id: thread.id, input: { action: "explode" } } });
    expect(badInput.status).toBe(400);
    expect(Object.keys(badInput.body.error.fields)[0]).toMatch(/^input/);
    const refused = await t.call("POST", "/assistant/sendMessage", { token: user.token, headers: stream, body: { thread_id: thread.id, text: "refuse me" } });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: "answers_incomplete" } } });
    const missing = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: "no such application" } });
    expect(missing).toMatchObject({ status: 404, body: { error: { code: "application_not_found" } } });
    // A refused message is not kept.
    expect((await t.call("GET", `/assistant/threads/${thread.id}`, { token: user.token })).body.data.message_count).toBe(1);

    const finished = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: "", input: { action: "finish" } } });
    expect(finished.body.data).toMatchObject({ message: { data: { kind: "test_report" } }, thread: { status: "finished" } });
    const after = await t.call("POST", "/assistant/sendMessage", { token: user.token, headers: stream, body: { thread_id: thread.id, text: "one more" } });
    expect(after).toMatchObject({ status: 409, body: { error: { code: "thread_finished" } } });
  });

  it("retries the last answer from the state before it", async () => {
    const user = await t.signUp();
    const thread = await startThread(user.token);
    await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: "First." } });
    const retried = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, retry: true } });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message.data).toEqual({ kind: "test_question", index: 2 });
    const detail = (await t.call("GET", `/assistant/threads/${thread.id}`, { token: user.token })).body.data;
    expect(detail.messages.map((message: { content: string }) => message.content)).toEqual([
      expect.stringContaining("teamwork"),
      "First.",
      "You said 6 characters. Question 2: and then?",
    ]);
    const fresh = await startThread(user.token, "focus");
    expect(await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: fresh.id, retry: true } })).toMatchObject({
      status: 409,
      body: { error: { code: "nothing_to_retry" } },
    });
  });

  it("keeps each user to their own threads", async () => {
    const [owner, other] = [await t.signUp(), await t.signUp()];
    const thread = await startThread(owner.token);
    expect((await t.call("GET", `/assistant/threads/${thread.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call("POST", "/assistant/sendMessage", { token: other.token, body: { thread_id: thread.id, text: "hi" } })).status).toBe(404);
    expect((await t.call("DELETE", `/assistant/threads/${thread.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call("GET", "/assistant/threads", { token: other.token })).body.data.items).toEqual([]);
    expect((await t.call("DELETE", `/assistant/threads/${thread.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call("GET", `/assistant/threads/${thread.id}`, { token: owner.token })).status).toBe(404);
  });

  it("counts one AI message per answer and stops at the plan's limit until the month turns", async () => {
    const user = await t.signUp();
    const limit = PLANS.free.limits.ai_messages_per_month;
    const thread = await startThread(user.token);
    for (let i = 1; i < limit; i += 1) {
      const sent = await t.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: thread.id, text: `Answer ${i}` } });
      expect(sent.status).toBe(200);
    }
    const usage = await t.call("GET", "/assistant/usage", { token: user.token });
    expect(usage.body.data).toMatchObject({ plan: { id: "free" }, limit, used: limit, remaining: 0, by_feature: { "assistant:job_interview": limit } });
    const over = await t.call("POST", "/assistant/sendMessage", { token: user.token, headers: { accept: "text/event-stream" }, body: { thread_id: thread.id, text: "One more" } });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("ai_quota_exceeded");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "again" } } })).status).toBe(429);
    // The refused message was not stored.
    expect((await t.call("GET", `/assistant/threads/${thread.id}`, { token: user.token })).body.data.message_count).toBe(limit * 2 - 1);

    const resetsAt = new Date(usage.body.data.resets_at);
    const saved = t.deps.now();
    t.clock.set(resetsAt);
    try {
      // The first access token has expired by then: sign in again.
      const login = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
      const token = login.body.data.auth.access_token as string;
      expect((await t.call("POST", "/assistant/sendMessage", { token, body: { thread_id: thread.id, text: "New month" } })).status).toBe(200);
    } finally {
      t.clock.set(saved);
    }
  });

  it("says which engine answers", async () => {
    const user = await t.signUp();
    expect((await t.call("GET", "/assistant/engine", { token: user.token })).body.data).toEqual({ engine: "offline", model: null });
  });
});

describe("assistant threads with a model configured", () => {
  let llm: OpenAiStandIn;
  let m: TestContext;
  beforeAll(async () => {
    llm = await startOpenAiStandIn();
    m = await createTestContext({ LLM_BASE_URL: llm.url, LLM_MODEL: "stand-in" });
    m.deps.assistants = { job_interview: coach as unknown as Assistant<never, never> };
  });
  afterAll(async () => {
    await m.close();
    await llm.close();
  });

  it("voices the turn through the model's stream and records its tokens", async () => {
    const user = await m.signUp();
    llm.configure({ reply: () => ({ content: "Welcome! Tell me about a time you worked in a team.", chunks: ["Welcome! ", "Tell me about ", "a time you worked in a team."] }) });
    const thread = await (async () => {
      const created = await m.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "teamwork" } } });
      expect(created.status).toBe(201);
      return created.body.data;
    })();
    expect(thread).toMatchObject({ engine: "llm", messages: [{ engine: "llm", content: "Welcome! Tell me about a time you worked in a team.", data: { kind: "test_question", index: 1 } }] });
    const prompt = llm.requests.at(-1)!.body!;
    expect(prompt.messages[0]!.content).toContain("never add skills, employers, degrees, numbers");
    expect(prompt.messages.at(-1)!.content).toContain("Ask question 1.");

    llm.configure({ reply: () => ({ chunks: ["Great. ", "And then?"] }) });
    const response = await m.call("POST", "/assistant/sendMessage", { token: user.token, headers: { accept: "text/event-stream" }, body: { thread_id: thread.id, text: "We shipped it." } });
    const events = readEvents(response.body as string);
    expect(events.filter((event) => event.event === "delta").map((event) => event.data.text)).toEqual(["Great. ", "And then?"]);
    expect(events.at(-1)!.data.message).toMatchObject({ engine: "llm", content: "Great. And then?", flags: [] });
    const rows = await m.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.model === "stand-in" && row.promptTokens > 0 && row.completionTokens > 0)).toBe(true);
  });

  it("flags what the model claims about the user that nothing on file supports", async () => {
    const user = await m.signUp();
    llm.configure({ reply: () => ({ content: "Your 12 years at Globex Corp and your PhD make you a fit." }) });
    const created = await m.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "fit" } } });
    expect(created.body.data.messages[0].flags).toEqual(
      expect.arrayContaining([{ kind: "number", value: "12" }, { kind: "degree", value: "PhD" }, { kind: "employer", value: "Globex Corp" }]),
    );
  });

  it("answers with the offline words when the model fails before its first word", async () => {
    const user = await m.signUp();
    llm.configure({ reply: () => ({ content: "unused" }) });
    llm.script({ status: 401, message: "bad key" });
    const created = await m.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "resilience" } } });
    expect(created.status).toBe(201);
    expect(created.body.data.messages[0]).toMatchObject({ engine: "offline", status: "complete", content: expect.stringContaining("resilience") });
  });

  it("keeps what was said, marked stopped, when the user stops the answer", async () => {
    const user = await m.signUp();
    llm.configure({ reply: () => ({ chunks: ["One ", "two ", "three ", "four"] }) });
    const created = await m.call("POST", "/assistant/createThread", { token: user.token, body: { assistant_id: "job_interview", setup: { topic: "stopping" } } });
    const threadId = created.body.data.id as string;
    llm.script({ stallAfterChunks: 2 });
    const response = await m.app.request(`${API_BASE}/assistant/sendMessage`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ thread_id: threadId, text: "Go on." }),
    });
    const reader = response.body!.getReader();
    let received = "";
    while (!received.includes("two ")) received += new TextDecoder().decode((await reader.read()).value);
    // The browser going away: the response stream is cancelled.
    await reader.cancel();
    // The answer is stored once the model's stream ends on the abort.
    let stored: (typeof assistantMessages.$inferSelect)[] = [];
    for (let i = 0; i < 50 && stored.length < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await m.db.select().from(assistantMessages).where(eq(assistantMessages.threadId, threadId));
    }
    const answer = stored.find((row) => row.position === 2)!;
    expect(answer).toMatchObject({ status: "stopped", engine: "llm", content: "One two " });
    const retried = await m.call("POST", "/assistant/sendMessage", { token: user.token, body: { thread_id: threadId, retry: true } });
    expect(retried.body.data.message).toMatchObject({ status: "complete", content: "One two three four" });
  });
});
