import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { extractCv } from "../cv/extract";
import { profileDetails, rateLimits, resumes, users } from "../db/schema";
import { FRONTEND_JOB, RICH_CV_TEXT } from "../ai/writer/test-sources";
import { LETTER_RENDER_LIMIT } from "../services/cover-letters";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestContext["signUp"]>>;

/** Ada Lovelace (GB, +44 phone) with a CV on file and a LinkedIn link. */
async function userWithCv(): Promise<User> {
  const user = await t.signUp({ complete: true });
  await t.db.insert(resumes).values({
    userId: user.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: `${user.id}/cv.pdf`, text: RICH_CV_TEXT,
    facts: { skills: ["React", "TypeScript"], titles: ["Senior Frontend Engineer"], yearsOfExperience: 7 },
  });
  await t.db.insert(profileDetails).values({ userId: user.id, links: { linkedin: "https://www.linkedin.com/in/ada-lovelace" } });
  return user;
}

async function letterFor(user: User, job: Record<string, unknown> = { source: "text", title: FRONTEND_JOB.title, company: FRONTEND_JOB.company, text: FRONTEND_JOB.description }, extra = {}) {
  const res = await t.call("POST", "/cover-letters", { token: user.token, body: { job, ...extra } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; paragraphs: string[] };
}

async function download(user: User, path: string) {
  const res = await t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const flat = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();

/** The pieces not found in the text, in order. */
function missingInOrder(text: string, pieces: string[]): string[] {
  const haystack = flat(text);
  let from = 0;
  return pieces.filter((piece) => {
    const at = haystack.indexOf(flat(piece), from);
    if (at >= 0) from = at + flat(piece).length;
    return at < 0;
  });
}

describe("GET /cover-letters/{id}/pdf and /docx", () => {
  it.each(["pdf", "docx"] as const)("sends the letter as the user last saved it as a %s business letter, read back whole", async (format) => {
    const user = await userWithCv();
    const letter = await letterFor(user);
    const edited = [...letter.paragraphs.slice(0, -1), "Thank you for reading; I hope to hear from you soon.", letter.paragraphs.at(-1)!];
    expect((await t.call("PATCH", `/cover-letters/${letter.id}`, { token: user.token, body: { paragraphs: edited } })).status).toBe(200);

    const { res, bytes } = await download(user, `/cover-letters/${letter.id}/${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(format === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Cover letter - Acme - Frontend Engineer.${format}"; filename*=UTF-8''Cover%20letter%20%E2%80%93%20Acme%20%E2%80%93%20Frontend%20Engineer.${format}`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-length")).toBe(String(bytes.length));

    const { text } = await extractCv(bytes);
    const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(t.clock.now());
    // The sender from the profile (name, country, phone, e-mail, link), the company, today, then every paragraph as stored.
    expect(missingInOrder(text, ["Ada Lovelace", "United Kingdom", "+44 7400 123456", user.email, "linkedin.com/in/ada-lovelace", "Acme", date, ...edited])).toEqual([]);
  });

  it("writes the sender's lines and the date in the letter's language, and takes the paper asked for", async () => {
    const user = await userWithCv();
    const letter = await letterFor(user, undefined, { language: "de" });
    const { res, bytes } = await download(user, `/cover-letters/${letter.id}/pdf?paper=letter`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("filename*=UTF-8''Anschreiben%20%E2%80%93%20Acme");
    const { width, height } = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
    const { text } = await extractCv(bytes);
    const date = new Intl.DateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(t.clock.now());
    expect(missingInOrder(text, ["Ada Lovelace", "Vereinigtes Königreich", date, ...letter.paragraphs])).toEqual([]);
  });

  it("prints on the paper of the user's country by default, and writes only what the profile has", async () => {
    const user = await userWithCv();
    await t.db.update(users).set({ country: "US", phoneNumber: null, phoneCountryCode: null }).where(eq(users.id, user.id));
    await t.db.delete(profileDetails).where(eq(profileDetails.userId, user.id));
    const letter = await letterFor(user);
    const { bytes } = await download(user, `/cover-letters/${letter.id}/pdf`);
    const { width, height } = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);
    const { text } = await extractCv(bytes);
    const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(t.clock.now());
    expect(missingInOrder(text, ["Ada Lovelace", "United States", user.email, "Acme", date, ...letter.paragraphs])).toEqual([]);
    expect(text).not.toContain("+44");
    expect(text).not.toContain("linkedin");
  });

  it("answers 404 for another user's letter and for an id that is not one", async () => {
    const owner = await userWithCv();
    const other = await t.signUp({ complete: true });
    const letter = await letterFor(owner);
    for (const format of ["pdf", "docx"]) {
      for (const path of [`/cover-letters/${letter.id}/${format}`, `/cover-letters/00000000-0000-4000-8000-000000000000/${format}`, `/cover-letters/not-an-id/${format}`]) {
        const res = await t.call("GET", path, { token: other.token });
        expect([path, res.status, res.body.error.code]).toEqual([path, 404, "not_found"]);
      }
    }
    expect((await t.call("GET", `/cover-letters/${letter.id}/pdf`)).status).toBe(401);
  });

  it("refuses a paper it does not know, and an unknown query field", async () => {
    const user = await userWithCv();
    const letter = await letterFor(user);
    const wrong = await t.call("GET", `/cover-letters/${letter.id}/pdf?paper=a3`, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(fieldMessages(wrong.body.error)).toEqual({ paper: "Choose one of: a4, letter." });
    expect((await t.call("GET", `/cover-letters/${letter.id}/docx?font=serif`, { token: user.token })).status).toBe(400);
  });

  it("stops a user past the limit of files, with Retry-After, and counts only the user's own", async () => {
    const user = await userWithCv();
    const letter = await letterFor(user);
    await t.db.insert(rateLimits).values({ key: `letter-render:${user.id}`, windowStart: t.clock.now(), count: LETTER_RENDER_LIMIT.limit });
    for (const format of ["pdf", "docx"]) {
      const res = await t.call("GET", `/cover-letters/${letter.id}/${format}`, { token: user.token });
      expect([format, res.status, res.headers.get("retry-after")]).toEqual([format, 429, String(LETTER_RENDER_LIMIT.windowMs / 1000)]);
    }
    const other = await userWithCv();
    const theirs = await letterFor(other);
    expect((await download(other, `/cover-letters/${theirs.id}/docx`)).res.status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("describes the files: their types, the paper, the limit", async () => {
    const spec = (await t.call("GET", "/openapi.json")).body;
    const pdf = spec.paths["/api/v1/cover-letters/{id}/pdf"].get;
    const docx = spec.paths["/api/v1/cover-letters/{id}/docx"].get;
    expect(Object.keys(pdf.responses["200"].content)).toEqual(["application/pdf"]);
    expect(Object.keys(docx.responses["200"].content)).toEqual(["application/vnd.openxmlformats-officedocument.wordprocessingml.document"]);
    for (const route of [pdf, docx]) {
      expect(Object.keys(route.responses).sort()).toEqual(["200", "400", "401", "404", "429"]);
      expect(route.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`).sort()).toEqual(["path:id", "query:paper"]);
    }
  });
});
