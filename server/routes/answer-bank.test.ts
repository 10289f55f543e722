import { and, eq } from "drizzle-orm";
import { answerBank } from "../db/schema";
import { questionKey } from "../jobs/apply/questions";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Entry = { id: string; question: string; answer: string | string[] | boolean; created_at: string; updated_at: string };

async function save(token: string, question: string, answer: unknown) {
  const res = await t.call("POST", "/answer-bank", { token, body: { question, answer } });
  expect(res.status).toBeLessThan(300);
  return res.body.data as Entry;
}

/** A row as the engine writes it when the user answers a form's question. */
async function bankedByForm(userId: string, question: string, answer: string | string[] | boolean) {
  const now = t.clock.now();
  const [row] = await t.db.insert(answerBank).values({ userId, questionKey: questionKey(question), question, answer, createdAt: now, updatedAt: now }).returning();
  return row!;
}

const questions = (res: { body: { data: { items: Entry[] } } }) => res.body.data.items.map((entry) => entry.question);

describe("GET /answer-bank", () => {
  it("lists the answers the engine saved and those added here, newest first, in pages", async () => {
    const user = await t.signUp();
    await bankedByForm(user.id, "How did you hear about us?", "A friend");
    for (const [index, question] of ["Driving licence?", "Which shifts can you work?", "Are you over 18?"].entries()) {
      t.clock.advance(60_000);
      await save(user.token, question, [`Yes`, ["Early", "Late"], true][index]);
    }

    const all = await t.call("GET", "/answer-bank", { token: user.token });
    expect(all.status).toBe(200);
    expect(questions(all)).toEqual(["Are you over 18?", "Which shifts can you work?", "Driving licence?", "How did you hear about us?"]);
    expect(all.body.data.items[1]).toEqual({
      id: expect.any(String),
      question: "Which shifts can you work?",
      answer: ["Early", "Late"],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(all.body.data.next_cursor).toBeNull();

    const first = await t.call("GET", "/answer-bank?limit=3", { token: user.token });
    expect(questions(first)).toHaveLength(3);
    const second = await t.call("GET", `/answer-bank?limit=3&cursor=${first.body.data.next_cursor}`, { token: user.token });
    expect(questions(second)).toEqual(["How did you hear about us?"]);
    expect(second.body.data.next_cursor).toBeNull();
  });

  it("searches the questions by every word, ignoring case and accents, with % and _ taken literally", async () => {
    const user = await t.signUp();
    await save(user.token, "Please attach your Résumé link", "https://example.com/cv");
    await save(user.token, "Do you need visa sponsorship?", false);
    await save(user.token, "What is 100% of your notice period?", "One month");

    expect(questions(await t.call("GET", "/answer-bank?q=resume", { token: user.token }))).toEqual(["Please attach your Résumé link"]);
    expect(questions(await t.call("GET", "/answer-bank?q=VISA%20need", { token: user.token }))).toEqual(["Do you need visa sponsorship?"]);
    expect(questions(await t.call("GET", "/answer-bank?q=100%25", { token: user.token }))).toEqual(["What is 100% of your notice period?"]);
    expect(questions(await t.call("GET", "/answer-bank?q=_", { token: user.token }))).toEqual([]);
    expect(questions(await t.call("GET", "/answer-bank?q=%20%20", { token: user.token }))).toHaveLength(3);
  });

  it.each([
    ["a limit out of range", "limit=0", { limit: "Use a whole number from 1 to 100." }],
    ["a cursor it never issued", "cursor=bm90LWEtY3Vyc29y", { cursor: "Use the next_cursor of the previous page." }],
    ["a long search", `q=${"x".repeat(101)}`, { q: "Use at most 100 characters." }],
    ["an unknown parameter", "sort=old", { sort: "This field is not expected." }],
  ])("refuses %s, naming the field", async (_, query, fields) => {
    const user = await t.signUp();
    const res = await t.call("GET", `/answer-bank?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });
});

describe("POST /answer-bank", () => {
  it("saves a trimmed question and answer", async () => {
    const user = await t.signUp();
    const res = await t.call("POST", "/answer-bank", { token: user.token, body: { question: "  Do you hold a driving licence?  ", answer: "  Yes, category B  " } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      question: "Do you hold a driving licence?",
      answer: "Yes, category B",
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(answerBank).where(eq(answerBank.id, res.body.data.id));
    expect(row).toMatchObject({ userId: user.id, questionKey: "hold driving licence" });
  });

  it("updates the entry of a question that folds to the same key, keeping its first wording", async () => {
    const user = await t.signUp();
    const first = await bankedByForm(user.id, "How did you hear about us?", "LinkedIn");
    t.clock.advance(60_000);
    const res = await t.call("POST", "/answer-bank", { token: user.token, body: { question: "HOW did you hear about this job", answer: "A friend" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: first.id,
      question: "How did you hear about us?",
      answer: "A friend",
      created_at: first.createdAt.toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const rows = await t.db.select().from(answerBank).where(eq(answerBank.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps each user's key apart: the same question saved by another user is a new entry", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await save(owner.token, "Are you willing to relocate?", true);
    const res = await t.call("POST", "/answer-bank", { token: other.token, body: { question: "Are you willing to relocate?", answer: false } });
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(mine.id);
    const [row] = await t.db.select().from(answerBank).where(and(eq(answerBank.userId, owner.id), eq(answerBank.id, mine.id)));
    expect(row!.answer).toBe(true);
  });

  it.each([
    ["no body fields", {}, { question: "Enter the question.", answer: "Enter the answer." }],
    ["a blank question", { question: "   ", answer: "Yes" }, { question: "Enter the question." }],
    ["a question of filler words only", { question: "Do you?", answer: "Yes" }, { question: "Write the whole question: words like “do” or “you” alone cannot be matched to a form." }],
    ["a long question", { question: "x".repeat(1001), answer: "Yes" }, { question: "Use at most 1,000 characters." }],
    ["a blank answer", { question: "Notice period?", answer: "  " }, { answer: "Enter the answer." }],
    ["a long answer", { question: "Notice period?", answer: "x".repeat(5001) }, { answer: "Use at most 5,000 characters." }],
    ["an empty list", { question: "Shifts?", answer: [] }, { answer: "Enter the answer." }],
    ["too many choices", { question: "Shifts?", answer: Array.from({ length: 51 }, (_, i) => `Shift ${i}`) }, { answer: "Add at most 50." }],
    ["a blank choice", { question: "Shifts?", answer: ["Early", " "] }, { "answer.1": "Enter the answer." }],
    ["a number", { question: "Years?", answer: 4 }, { answer: "Enter the answer." }],
    ["an unknown field", { question: "Years?", answer: "4", key: "years" }, { key: "This field is not expected." }],
  ])("refuses %s, naming the fields", async (_, body, fields) => {
    const user = await t.signUp();
    const res = await t.call("POST", "/answer-bank", { token: user.token, body });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
    const rows = await t.db.select().from(answerBank).where(eq(answerBank.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe("PATCH /answer-bank/{id}", () => {
  it("replaces the answer with text, a list or yes/no, and keeps the question", async () => {
    const user = await t.signUp();
    const entry = await save(user.token, "Which shifts can you work?", "Early");
    for (const answer of [["Early", "Late"], false, "Any shift"]) {
      t.clock.advance(60_000);
      const res = await t.call("PATCH", `/answer-bank/${entry.id}`, { token: user.token, body: { answer } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...entry, answer, updated_at: t.clock.now().toISOString() });
    }
  });

  it("refuses an invalid answer or a change of question, naming the field", async () => {
    const user = await t.signUp();
    const entry = await save(user.token, "Notice period?", "One month");
    const blank = await t.call("PATCH", `/answer-bank/${entry.id}`, { token: user.token, body: { answer: "" } });
    expect(blank.status).toBe(400);
    expect(fieldMessages(blank.body.error)).toEqual({ answer: "Enter the answer." });
    const question = await t.call("PATCH", `/answer-bank/${entry.id}`, { token: user.token, body: { answer: "Two months", question: "Notice?" } });
    expect(question.status).toBe(400);
    expect(fieldMessages(question.body.error)).toEqual({ question: "This field is not expected." });
    const after = await t.call("GET", "/answer-bank", { token: user.token });
    expect(after.body.data.items[0].answer).toBe("One month");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const user = await t.signUp();
    for (const id of ["4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d", "not-an-id"]) {
      const res = await t.call("PATCH", `/answer-bank/${id}`, { token: user.token, body: { answer: "Yes" } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
  });
});

describe("DELETE /answer-bank/{id}", () => {
  it("forgets the answer, once", async () => {
    const user = await t.signUp();
    const entry = await save(user.token, "Are you over 18?", true);
    const res = await t.call("DELETE", `/answer-bank/${entry.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await t.call("GET", "/answer-bank", { token: user.token })).body.data.items).toEqual([]);
    expect((await t.call("DELETE", `/answer-bank/${entry.id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", "/answer-bank/nope", { token: user.token })).status).toBe(404);
  });
});

describe("another user", () => {
  it("neither sees nor finds, changes or deletes the owner's answers", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const entry = await save(owner.token, "Do you need visa sponsorship?", false);

    expect((await t.call("GET", "/answer-bank", { token: stranger.token })).body.data.items).toEqual([]);
    expect((await t.call("GET", "/answer-bank?q=visa", { token: stranger.token })).body.data.items).toEqual([]);
    expect((await t.call("PATCH", `/answer-bank/${entry.id}`, { token: stranger.token, body: { answer: true } })).status).toBe(404);
    expect((await t.call("DELETE", `/answer-bank/${entry.id}`, { token: stranger.token })).status).toBe(404);

    const mine = await t.call("GET", "/answer-bank", { token: owner.token });
    expect(mine.body.data.items).toEqual([entry]);
  });
});

describe("without a session", () => {
  it.each([
    ["GET", "/answer-bank", undefined],
    ["POST", "/answer-bank", { question: "Notice period?", answer: "One month" }],
    ["PATCH", "/answer-bank/4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d", { answer: "Yes" }],
    ["DELETE", "/answer-bank/4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d", undefined],
  ])("%s %s answers 401", async (method, path, body) => {
    const res = await t.call(method, path, { body });
    expect(res.status).toBe(401);
  });
});
