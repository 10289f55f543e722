import { and, eq } from "drizzle-orm";
import { aiUsage, applications, coverLetters, profileDetails, resumes } from "../db/schema";
import { STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../ai/openai-stand-in";
import { unsupportedClaims } from "../ai/grounding";
import { loadUserSources } from "../ai/sources";
import { FRONTEND_JOB, RICH_CV_TEXT } from "../ai/writer/test-sources";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestContext["signUp"]>>;
type Letter = {
  id: string;
  application_id: string | null;
  origin: string;
  job: { title: string; company: string; text: string };
  tone: string;
  language: string;
  length: string;
  paragraphs: string[];
  paragraph_kinds: string[];
  facts: { kind: string; ref: string }[];
  engine: string;
  claims?: { kind: string; value: string }[];
  created_at: string;
  updated_at: string;
};

const CV_FACTS = { skills: ["React", "TypeScript", "Angular", "GraphQL"], titles: ["Senior Frontend Engineer", "Frontend Developer"], yearsOfExperience: 7 };

async function insertResume(context: TestContext, userId: string, text: string, facts: Record<string, unknown>) {
  const [row] = await context.db
    .insert(resumes)
    .values({ userId, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: `${userId}/cv.pdf`, text, facts, createdAt: context.clock.now() })
    .returning();
  return row!;
}

/** A user named Ada Lovelace with a full CV and a month's notice. */
async function userWithCv(context: TestContext = t): Promise<User> {
  const user = await context.signUp({ complete: true });
  await insertResume(context, user.id, RICH_CV_TEXT, CV_FACTS);
  await context.db.insert(profileDetails).values({ userId: user.id, noticePeriod: "1_month" });
  return user;
}

async function applicationFor(user: User, job: Parameters<typeof insertJob>[1] = {}, extra: Partial<typeof applications.$inferInsert> = {}) {
  const posting = await insertJob(t.db, { title: FRONTEND_JOB.title, company: FRONTEND_JOB.company, descriptionText: FRONTEND_JOB.description, now: t.clock.now(), ...job });
  const [row] = await t.db
    .insert(applications)
    .values({ userId: user.id, jobId: posting.id, stage: "review", score: 80, jobSnapshot: { title: posting.title, company: posting.company }, ...extra })
    .returning();
  return row!;
}

const fromText = { source: "text", title: FRONTEND_JOB.title, company: FRONTEND_JOB.company, text: FRONTEND_JOB.description };
const generate = (user: User, body: Record<string, unknown>, context: TestContext = t) => context.call("POST", "/cover-letters", { token: user.token, body });

async function written(user: User, body: Record<string, unknown> = { job: fromText }, context: TestContext = t): Promise<Letter> {
  const res = await generate(user, body, context);
  expect(res.status).toBe(201);
  return res.body.data;
}

const letterUsage = (user: User, context: TestContext = t) =>
  context.db.select().from(aiUsage).where(and(eq(aiUsage.userId, user.id)));

describe("POST /cover-letters", () => {
  it("writes a letter from pasted text with the CV's facts, keeps it, and counts one letter of the month", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    expect(letter).toEqual({
      id: expect.any(String),
      application_id: null,
      origin: "builder",
      job: { title: "Frontend Engineer", company: "Acme", text: FRONTEND_JOB.description },
      tone: "formal",
      language: "en",
      length: "medium",
      paragraphs: [
        "Dear Acme hiring team,",
        "I am writing to apply for the position of Frontend Engineer at Acme. I bring 7 years of professional experience, including my role as Senior Frontend Engineer.",
        "Your posting asks for React, TypeScript, and Design systems, all of which are among the skills listed on my CV. One result of my work: “Built a design system in React used by 12 product teams”.",
        "I would welcome the opportunity to discuss how I could contribute to Acme. I am available to start after a notice period of one month. Thank you for considering my application.",
        "Yours sincerely,\nAda Lovelace",
      ],
      paragraph_kinds: ["greeting", "intro", "fit", "outro", "closing"],
      facts: [
        { kind: "cv_title", ref: "Senior Frontend Engineer" },
        { kind: "cv_years", ref: "7" },
        { kind: "cv_skill", ref: "React" },
        { kind: "cv_skill", ref: "TypeScript" },
        { kind: "cv_skill", ref: "Design systems" },
        { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
        { kind: "profile", ref: "notice_period" },
      ],
      engine: "offline",
      claims: [],
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(coverLetters).where(eq(coverLetters.id, letter.id));
    expect(row).toMatchObject({ userId: user.id, origin: "builder", jobText: FRONTEND_JOB.description, paragraphs: expect.arrayContaining([expect.objectContaining({ kind: "fit", variant: 0 })]) });
    expect(await letterUsage(user)).toEqual([expect.objectContaining({ feature: "cover_letter", model: "offline", promptTokens: 0, completionTokens: 0 })]);
    const usage = await t.call("GET", "/cover-letters/usage", { token: user.token });
    expect(usage.body.data).toEqual({ plan: { id: "free", name: "Free" }, limit: 10, used: 1, remaining: 9, resets_at: "2026-04-01T00:00:00.000Z" });
    // The builder's letters are not AI messages.
    expect((await t.call("GET", "/aiwriter/usage", { token: user.token })).body.data).toMatchObject({ used: 0, by_feature: { cover_letter: 1 } });
  });

  it("writes for one of the user's applications, linked to it, from the CV that application sends", async () => {
    const user = await userWithCv();
    t.clock.advance(1000);
    const designerCv = await insertResume(t, user.id, "Grace Hopper\nProduct Designer\nExperience\nProduct Designer, Initech\n• Designed checkout flows used by 3,000 shops", {
      skills: ["Figma"],
      titles: ["Product Designer"],
      yearsOfExperience: 4,
    });
    const application = await applicationFor(user, { title: "Product Designer", company: "Globex", descriptionText: "Design checkout flows in Figma for our shops." }, { resumeId: designerCv.id });
    const letter = await written(user, { job: { source: "application", application_id: application.id }, length: "long" });
    expect(letter).toMatchObject({ application_id: application.id, job: { title: "Product Designer", company: "Globex" } });
    expect(letter.facts).toEqual(
      expect.arrayContaining([
        { kind: "cv_title", ref: "Product Designer" },
        { kind: "cv_skill", ref: "Figma" },
        { kind: "cv_achievement", ref: "Designed checkout flows used by 3,000 shops" },
      ]),
    );
    expect(letter.paragraphs.join(" ")).not.toContain("Senior Frontend Engineer");
  });

  it("writes for a job of the catalogue in the posting's language, unless another is asked for", async () => {
    const user = await userWithCv();
    const job = await insertJob(t.db, { title: "Frontend-Entwickler", company: "Hansa Digital", descriptionText: "Wir suchen Verstärkung mit React und TypeScript.", language: "de", now: t.clock.now() });
    const german = await written(user, { job: { source: "job", job_id: job.id }, tone: "warm", length: "short" });
    expect(german).toMatchObject({ language: "de", tone: "warm", length: "short", paragraph_kinds: ["greeting", "intro", "outro", "closing"] });
    expect(german.paragraphs[0]).toBe("Liebes Team von Hansa Digital,");
    expect(german.paragraphs.at(-1)).toBe("Viele Grüße\nAda Lovelace");
    const french = await written(user, { job: { source: "job", job_id: job.id }, language: "fr", tone: "concise" });
    expect(french.paragraphs[1]).toMatch(/^Je postule au poste de Frontend-Entwickler chez Hansa Digital\./);
    const english = await written(user, { job: { ...fromText, text: "Nous cherchons un développeur React et TypeScript pour notre équipe à Paris." } });
    expect(english.language).toBe("fr");
  });

  it("says nothing about experience for a user without a CV, and nothing unsupported for anyone", async () => {
    const bare = await t.signUp({ complete: true });
    const letter = await written(bare, { job: fromText, length: "long" });
    expect(letter.paragraph_kinds).toEqual(["greeting", "intro", "outro", "closing"]);
    expect(letter.facts).toEqual([]);
    expect(letter.paragraphs.join(" ")).not.toMatch(/experience|React|years/i);
    const rich = await userWithCv();
    for (const [user, body] of [[bare, { job: fromText, tone: "warm" }], [rich, { job: fromText, tone: "concise", length: "long", language: "it" }]] as const) {
      const text = (await written(user, body)).paragraphs.join("\n");
      expect(unsupportedClaims(text, await loadUserSources(t.deps, user.id), [FRONTEND_JOB.title, FRONTEND_JOB.company, FRONTEND_JOB.description])).toEqual([]);
    }
  });

  it("answers 404 for another user's application and for an unknown job", async () => {
    const owner = await userWithCv();
    const stranger = await userWithCv();
    const application = await applicationFor(owner);
    const theirs = await generate(stranger, { job: { source: "application", application_id: application.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe("not_found");
    expect((await generate(stranger, { job: { source: "job", job_id: "4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d" } })).status).toBe(404);
    // Refusals cost nothing.
    expect(await letterUsage(stranger)).toEqual([]);
  });

  it.each([
    ["no body fields", {}, { job: "Choose one of: application, job, text." }],
    ["an unknown source", { job: { source: "url", url: "https://example.com" } }, { "job.source": "Choose one of: application, job, text." }],
    ["a malformed application id", { job: { source: "application", application_id: "42" } }, { "job.application_id": "Use the id of an application." }],
    ["a malformed job id", { job: { source: "job", job_id: "42" } }, { "job.job_id": "This value is not in the expected format." }],
    [
      "blank posting fields",
      { job: { source: "text", title: " ", company: "", text: "  " } },
      { "job.title": "Enter a job title.", "job.company": "Enter a company name.", "job.text": "Enter some text." },
    ],
    ["a long posting", { job: { ...fromText, text: "x".repeat(20_001) } }, { "job.text": "Use at most 20,000 characters." }],
    ["a long title", { job: { ...fromText, title: "x".repeat(201) } }, { "job.title": "Use at most 200 characters." }],
    [
      "an unknown tone, language and length",
      { job: fromText, tone: "funny", language: "sv", length: "epic" },
      { tone: "Choose one of: formal, warm, concise.", language: "Choose a language from the list.", length: "Choose one of: short, medium, long." },
    ],
    ["an unknown field", { job: fromText, style: "bold" }, { style: "This field is not expected." }],
    ["an unknown field of the posting", { job: { ...fromText, url: "https://example.com" } }, { "job.url": "This field is not expected." }],
  ])("refuses %s, naming the fields", async (_, body, fields) => {
    const user = await userWithCv();
    const res = await generate(user, body);
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
    expect(await t.db.select().from(coverLetters).where(eq(coverLetters.userId, user.id))).toEqual([]);
  });
});

describe("the month's letters", () => {
  it("refuses the letter after the plan's last with 429 and Retry-After until the month turns; deleting gives none back", async () => {
    t.clock.set(new Date("2026-05-31T23:59:00Z"));
    const user = await userWithCv();
    const letters: Letter[] = [];
    for (let index = 0; index < 10; index++) letters.push(await written(user));
    expect((await t.call("DELETE", `/cover-letters/${letters[0]!.id}`, { token: user.token })).status).toBe(200);
    // New wordings of a paragraph are free.
    expect((await t.call("POST", `/cover-letters/${letters[1]!.id}/regenerate`, { token: user.token, body: { paragraph: 1 } })).status).toBe(200);

    const refused = await generate(user, { job: fromText });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "cover_letter_quota_exceeded",
      message: "You have written all 10 cover letters of your Free plan this month. They renew on 2026-06-01.",
    });
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await t.call("GET", "/cover-letters/usage", { token: user.token })).body.data).toMatchObject({ limit: 10, used: 10, remaining: 0, resets_at: "2026-06-01T00:00:00.000Z" });

    t.clock.advance(60_000);
    expect((await generate(user, { job: fromText })).status).toBe(201);
    expect((await t.call("GET", "/cover-letters/usage", { token: user.token })).body.data).toMatchObject({ used: 1, remaining: 9, resets_at: "2026-07-01T00:00:00.000Z" });
  });

  it("follows the plan: Premium writes 300", async () => {
    const user = await userWithCv();
    await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "monthly" } });
    expect((await t.call("GET", "/cover-letters/usage", { token: user.token })).body.data).toMatchObject({ plan: { id: "premium" }, limit: 300, used: 0 });
  });
});

describe("GET /cover-letters", () => {
  it("lists the user's letters newest first, in pages, and those of one application", async () => {
    const user = await userWithCv();
    const application = await applicationFor(user);
    const ids: string[] = [];
    for (const body of [{ job: fromText }, { job: { source: "application", application_id: application.id } }, { job: fromText, tone: "warm" }]) {
      t.clock.advance(60_000);
      ids.push((await written(user, body)).id);
    }
    const all = await t.call("GET", "/cover-letters", { token: user.token });
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((letter: Letter) => letter.id)).toEqual([...ids].reverse());
    expect(all.body.data.next_cursor).toBeNull();
    const first = await t.call("GET", "/cover-letters?limit=2", { token: user.token });
    expect(first.body.data.items).toHaveLength(2);
    const second = await t.call("GET", `/cover-letters?limit=2&cursor=${first.body.data.next_cursor}`, { token: user.token });
    expect(second.body.data.items.map((letter: Letter) => letter.id)).toEqual([ids[0]]);
    const linked = await t.call("GET", `/cover-letters?application_id=${application.id}`, { token: user.token });
    expect(linked.body.data.items.map((letter: Letter) => letter.id)).toEqual([ids[1]]);
    expect((await t.call("GET", `/cover-letters/${ids[1]}`, { token: user.token })).body.data).toEqual(all.body.data.items[1]);
  });

  it.each([
    ["a limit out of range", "limit=101", { limit: "Use a whole number from 1 to 100." }],
    ["a cursor it never issued", "cursor=bm90LWEtY3Vyc29y", { cursor: "Use the next_cursor of the previous page." }],
    ["a malformed application id", "application_id=7", { application_id: "Use the id of an application." }],
    ["an unknown parameter", "sort=old", { sort: "This field is not expected." }],
  ])("refuses %s, naming the field", async (_, query, fields) => {
    const user = await t.signUp();
    const res = await t.call("GET", `/cover-letters?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });

  it("keeps a letter when its application is deleted, unlinked", async () => {
    const user = await userWithCv();
    const application = await applicationFor(user);
    const letter = await written(user, { job: { source: "application", application_id: application.id } });
    await t.db.delete(applications).where(eq(applications.id, application.id));
    expect((await t.call("GET", `/cover-letters/${letter.id}`, { token: user.token })).body.data).toMatchObject({ id: letter.id, application_id: null });
  });
});

describe("PATCH /cover-letters/{id}", () => {
  it("saves the paragraphs edited in place, each keeping its part", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    t.clock.advance(60_000);
    const paragraphs = letter.paragraphs.map((text, index) => (index === 1 ? "  I am applying for the Frontend Engineer role at Acme.  " : text));
    const res = await t.call("PATCH", `/cover-letters/${letter.id}`, { token: user.token, body: { paragraphs } });
    expect(res.status).toBe(200);
    const { claims: _claims, ...stored } = letter;
    expect(res.body.data).toEqual({
      ...stored,
      paragraphs: paragraphs.map((text) => text.trim()),
      updated_at: t.clock.now().toISOString(),
    });
  });

  it("marks added and rewritten paragraphs as the user's own when the count changes, and drops the facts of removed ones", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    const paragraphs = [letter.paragraphs[0]!, letter.paragraphs[1]!, "I ride my bike to work.", letter.paragraphs[3]!, letter.paragraphs[4]!, "P.S. References on request."];
    const res = await t.call("PATCH", `/cover-letters/${letter.id}`, { token: user.token, body: { paragraphs } });
    expect(res.body.data.paragraph_kinds).toEqual(["greeting", "intro", "custom", "outro", "closing", "custom"]);
    expect(res.body.data.facts).toEqual([
      { kind: "cv_title", ref: "Senior Frontend Engineer" },
      { kind: "cv_years", ref: "7" },
      { kind: "profile", ref: "notice_period" },
    ]);
    const again = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 2 } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("paragraph_not_regenerable");
  });

  it.each([
    ["no paragraphs", { paragraphs: [] }, { paragraphs: "Add at least 1." }],
    ["too many paragraphs", { paragraphs: Array.from({ length: 9 }, (_, index) => `Paragraph ${index}`) }, { paragraphs: "Add at most 8." }],
    ["a long paragraph", { paragraphs: ["Dear Acme,", "x".repeat(3001)] }, { "paragraphs.1": "Use at most 3,000 characters." }],
    ["a blank paragraph", { paragraphs: ["Dear Acme,", "   "] }, { "paragraphs.1": "Enter some text." }],
    ["not a list", { paragraphs: "Dear Acme," }, { paragraphs: "Send a list." }],
    ["another field", { paragraphs: ["Dear Acme,"], tone: "warm" }, { tone: "This field is not expected." }],
  ])("refuses %s, naming the field, and changes nothing", async (_, body, fields) => {
    const user = await userWithCv();
    const letter = await written(user);
    const res = await t.call("PATCH", `/cover-letters/${letter.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
    expect((await t.call("GET", `/cover-letters/${letter.id}`, { token: user.token })).body.data.paragraphs).toEqual(letter.paragraphs);
  });
});

describe("POST /cover-letters/{id}/regenerate", () => {
  it("writes one body paragraph in its next wording, the others untouched, and counts no letter", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    t.clock.advance(60_000);
    const res = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ engine: "offline", claims: [], paragraph_kinds: letter.paragraph_kinds, facts: letter.facts, updated_at: t.clock.now().toISOString() });
    expect(res.body.data.paragraphs[3]).toBe(
      "I would be pleased to explain in an interview how I could support your team. I am available to start after a notice period of one month. Thank you for your time and consideration.",
    );
    expect(res.body.data.paragraphs.filter((_: string, index: number) => index !== 3)).toEqual(letter.paragraphs.filter((_, index) => index !== 3));
    const third = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 3 } });
    const fourth = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 3 } });
    expect(new Set([letter.paragraphs[3], res.body.data.paragraphs[3], third.body.data.paragraphs[3]]).size).toBe(3);
    expect(fourth.body.data.paragraphs[3]).toBe(letter.paragraphs[3]);
    expect(await letterUsage(user)).toHaveLength(1);
  });

  it("refuses the greeting and the closing with 409, an index past the end with 400, and a bad body", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    for (const paragraph of [0, 4]) {
      const res = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph } });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("paragraph_not_regenerable");
    }
    const past = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 5 } });
    expect(past.status).toBe(400);
    expect(fieldMessages(past.body.error)).toEqual({ paragraph: "Use a whole number from 0 to 4." });
    for (const body of [{}, { paragraph: 1.5 }, { paragraph: 8 }, { paragraph: "1" }]) {
      const res = await t.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body.error)).toEqual({ paragraph: "Use a whole number from 0 to 7." });
    }
  });
});

describe("DELETE /cover-letters/{id}", () => {
  it("deletes the letter, once", async () => {
    const user = await userWithCv();
    const letter = await written(user);
    expect((await t.call("DELETE", `/cover-letters/${letter.id}`, { token: user.token })).body.data).toEqual({ ok: true });
    expect((await t.call("GET", `/cover-letters/${letter.id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", `/cover-letters/${letter.id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", "/cover-letters/nope", { token: user.token })).status).toBe(404);
  });
});

describe("another user", () => {
  it("neither sees nor reads, edits, rewrites or deletes the owner's letters", async () => {
    const owner = await userWithCv();
    const stranger = await userWithCv();
    const letter = await written(owner);
    expect((await t.call("GET", "/cover-letters", { token: stranger.token })).body.data.items).toEqual([]);
    for (const [method, path, body] of [
      ["GET", `/cover-letters/${letter.id}`, undefined],
      ["PATCH", `/cover-letters/${letter.id}`, { paragraphs: ["Mine now."] }],
      ["POST", `/cover-letters/${letter.id}/regenerate`, { paragraph: 1 }],
      ["DELETE", `/cover-letters/${letter.id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, { token: stranger.token, body });
      expect([method, res.status, res.body.error.code]).toEqual([method, 404, "not_found"]);
    }
    const { claims: _claims, ...stored } = letter;
    expect((await t.call("GET", `/cover-letters/${letter.id}`, { token: owner.token })).body.data).toEqual(stored);
  });
});

describe("without a session", () => {
  const id = "4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d";
  it.each([
    ["POST", "/cover-letters", { job: fromText }],
    ["GET", "/cover-letters", undefined],
    ["GET", "/cover-letters/usage", undefined],
    ["GET", `/cover-letters/${id}`, undefined],
    ["PATCH", `/cover-letters/${id}`, { paragraphs: ["Hello"] }],
    ["POST", `/cover-letters/${id}/regenerate`, { paragraph: 1 }],
    ["DELETE", `/cover-letters/${id}`, undefined],
  ])("%s %s answers 401", async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes the routes with their answer shapes", async () => {
    const spec = (await t.call("GET", "/openapi.json")).body;
    expect(Object.keys(spec.paths).filter((path) => path.includes("cover-letters")).sort()).toEqual([
      "/api/v1/cover-letters",
      "/api/v1/cover-letters/usage",
      "/api/v1/cover-letters/{id}",
      "/api/v1/cover-letters/{id}/docx",
      "/api/v1/cover-letters/{id}/pdf",
      "/api/v1/cover-letters/{id}/regenerate",
    ]);
    expect(Object.keys(spec.paths["/api/v1/cover-letters"].post.responses).sort()).toEqual(["201", "400", "401", "404", "429"]);
    expect(spec.paths["/api/v1/cover-letters"].post.description).toContain("not AI messages");
    expect(spec.components.schemas).toHaveProperty("CoverLetter");
    expect(spec.components.schemas).toHaveProperty("WrittenCoverLetter");
    expect(spec.components.schemas).toHaveProperty("CoverLetterQuota");
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

  const GROUNDED = [
    "Dear Acme team,",
    "I am applying for the Frontend Engineer role at Acme, with 7 years of experience, including as Senior Frontend Engineer.",
    "You ask for React and TypeScript, both on my CV, and I built a design system in React used by 12 product teams.",
    "I would be glad to talk, and can start after one month's notice. Thank you.",
    "Kind regards,",
  ];

  it("keeps the model's grounded letter and records its tokens as the month's letter, not as an AI message", async () => {
    const user = await userWithCv(withLlm);
    standIn.configure({ reply: () => ({ json: { paragraphs: GROUNDED }, usage: { prompt_tokens: 1500, completion_tokens: 250 } }) });
    const letter = await written(user, { job: fromText }, withLlm);
    expect(letter).toMatchObject({ engine: "llm", claims: [], paragraphs: [...GROUNDED.slice(0, 4), "Kind regards,\nAda Lovelace"], paragraph_kinds: ["greeting", "intro", "fit", "outro", "closing"] });
    expect(await letterUsage(user, withLlm)).toEqual([expect.objectContaining({ feature: "cover_letter", model: STAND_IN_MODEL, promptTokens: 1500, completionTokens: 250 })]);
    expect((await withLlm.call("GET", "/aiwriter/usage", { token: user.token })).body.data).toMatchObject({ used: 0 });

    standIn.configure({ reply: () => ({ json: { paragraph: "My CV lists React and TypeScript, as your posting asks." }, usage: { prompt_tokens: 700, completion_tokens: 40 } }) });
    const rewritten = await withLlm.call("POST", `/cover-letters/${letter.id}/regenerate`, { token: user.token, body: { paragraph: 2 } });
    expect(rewritten.body.data).toMatchObject({ engine: "llm", claims: [] });
    expect(rewritten.body.data.paragraphs[2]).toBe("My CV lists React and TypeScript, as your posting asks.");
    expect(await letterUsage(user, withLlm)).toEqual([
      expect.objectContaining({ feature: "cover_letter" }),
      expect.objectContaining({ feature: "cover_letter:paragraph", promptTokens: 700, completionTokens: 40 }),
    ]);
    expect((await withLlm.call("GET", "/cover-letters/usage", { token: user.token })).body.data).toMatchObject({ used: 1 });
  });

  it("keeps the offline letter when the model's names what nothing supports, and says what it named", async () => {
    const user = await userWithCv(withLlm);
    standIn.configure({ reply: () => ({ json: { paragraphs: [GROUNDED[0], "At Hooli I ran 40 Kubernetes clusters.", ...GROUNDED.slice(2)] } }) });
    const letter = await written(user, { job: fromText }, withLlm);
    expect(letter.engine).toBe("offline");
    expect(letter.paragraphs[1]).toMatch(/^I am writing to apply for the position of Frontend Engineer at Acme\./);
    expect(letter.claims).toEqual(expect.arrayContaining([{ kind: "skill", value: "Kubernetes" }, { kind: "employer", value: "Hooli" }]));
  });
});
