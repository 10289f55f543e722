import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { CV_SECTIONS } from "@/lib/contracts/cv-document";
import { extractCv } from "../cv/extract";
import { makePdf } from "../cv/fixtures/build";
import { ENGLISH_CV, GERMAN_CV } from "../cv/fixtures/cv-texts";
import { SAMPLE_RESUME } from "../cv-builder/test/sample-resume";
import { cvDocumentVersions, rateLimits, resumes, users } from "../db/schema";
import { CV_RENDER_LIMIT } from "../services/cv-documents";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext["signUp"]>>;

/** An uploaded CV as the upload stores it, with the given text. */
async function storedResume(userId: string, text: string) {
  const [row] = await t.db
    .insert(resumes)
    .values({
      userId, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: text.length, sha256: createHash("sha256").update(text).digest("hex"),
      storageKey: `${userId}/${randomUUID()}.pdf`, text, facts: {},
    })
    .returning();
  return row!.id;
}

async function create(user: Session, body: unknown) {
  const res = await t.call("POST", "/cv-documents", { token: user.token, body });
  expect(res.status).toBe(201);
  return res.body.data;
}

const emptyDocument = (user: Session, name = "My CV") => create(user, { name, source: { kind: "empty" } });

describe("POST /cv-documents", () => {
  it("fills a document from an uploaded CV, with notes in the user's language", async () => {
    const user = await t.signUp();
    await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de" } });
    const resumeId = await storedResume(user.id, GERMAN_CV);
    const res = await t.call("POST", "/cv-documents", { token: user.token, body: { name: "  Projektleitung  ", source: { kind: "resume", resume_id: resumeId } } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      name: "Projektleitung",
      source: "resume",
      resume_id: resumeId,
      version: 1,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
      dropped_fields: [],
      notes: [{ code: "unplaced_lines", path: "basics", lines: ["Geboren am 12.03.1988 in Köln"], message: expect.stringContaining("Lebenslauf") }],
    });
    const { document } = res.body.data;
    expect(document.basics.name).toBe("Maria Musterfrau");
    expect(document.work[0]).toMatchObject({ position: "Senior Projektmanagerin", name: "Bosch GmbH", startDate: "2020-04" });
    expect(document.meta).toMatchObject({ template: "classic", paper: "a4", locale: "de" });
  });

  it("fills a document from a PDF the user uploaded", async () => {
    const user = await t.signUp();
    const form = new FormData();
    form.append("file", new Blob([(await makePdf([ENGLISH_CV.split("\n")])).slice()]), "jane.pdf");
    const upload = await t.app.request("/api/v1/file-upload", { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
    expect(upload.status).toBe(201);
    const resumeId = ((await upload.json()) as { data: { id: string } }).data.id;

    const data = await create(user, { name: "Backend", source: { kind: "resume", resume_id: resumeId } });
    expect(data.document.basics).toMatchObject({ name: "Jane Doe", email: "jane.doe@example.com", location: { city: "Berlin", countryCode: "DE" } });
    expect(data.document.work.map((job: { name?: string; position: string }) => [job.position, job.name])).toEqual([
      ["Senior Software Engineer", "Acme GmbH"],
      ["Software Developer", "Globex"],
      ["Freelance Web Developer", undefined],
    ]);
  });

  it("imports a JSON Resume file, dropping and listing what the standard does not define", async () => {
    const user = await t.signUp({ complete: true });
    const file = { ...structuredClone(SAMPLE_RESUME), extra: { theme: "elegant" }, basics: { ...SAMPLE_RESUME.basics, picture: "me.png" } };
    const data = await create(user, { name: "Imported", source: { kind: "json_resume", document: file } });
    expect(data).toMatchObject({ source: "json_resume", resume_id: null, version: 1, notes: [] });
    expect(data.dropped_fields).toEqual([
      { path: "basics.picture", reason: "unknown_field" },
      { path: "extra", reason: "unknown_field" },
    ]);
    // A user in Great Britain prints on A4; the file's own meta fields stay beside ours.
    expect(data.document.meta).toEqual({ ...SAMPLE_RESUME.meta, template: "classic", paper: "a4", locale: "en", section_order: [...CV_SECTIONS] });
  });

  it("exports what it imported: the standard fields come back unchanged", async () => {
    const user = await t.signUp();
    const { id } = await create(user, { name: "Round / trip", source: { kind: "json_resume", document: SAMPLE_RESUME } });
    const res = await t.app.request(`/api/v1/cv-documents/${id}/json-resume`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Round trip.json"; filename*=UTF-8''Round%20trip.json`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(JSON.parse(await res.text())).toEqual(SAMPLE_RESUME);
  });

  it("starts an empty document on the paper of the user's country", async () => {
    const user = await t.signUp();
    await t.db.update(users).set({ country: "US" }).where(eq(users.id, user.id));
    const data = await emptyDocument(user);
    expect(data.document).toEqual({ basics: {}, meta: { template: "classic", paper: "letter", locale: "en", section_order: [...CV_SECTIONS] } });
    expect(data).toMatchObject({ source: "empty", dropped_fields: [], notes: [] });
  });

  it.each([
    ["no fields", {}, { name: "Enter a name.", source: "This field is required." }],
    ["a blank name", { name: "  ", source: { kind: "empty" } }, { name: "Enter a name." }],
    ["a long name", { name: "x".repeat(121), source: { kind: "empty" } }, { name: "Use at most 120 characters." }],
    ["an unknown source", { name: "CV", source: { kind: "linkedin" } }, { "source.kind": "Choose one of: resume, json_resume, empty." }],
    ["a file that is not an object", { name: "CV", source: { kind: "json_resume", document: [1, 2] } }, { "source.document": "Send this value as object." }],
    ["an unknown field", { name: "CV", source: { kind: "empty" }, template: "modern" }, { template: "This field is not expected." }],
  ])("refuses %s, naming the fields", async (_, body, fields) => {
    const user = await t.signUp();
    const res = await t.call("POST", "/cv-documents", { token: user.token, body });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });

  it("refuses a CV that is not the user's, as it refuses one that does not exist", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const theirs = await storedResume(owner.id, ENGLISH_CV);
    for (const resumeId of [theirs, randomUUID(), "nope"]) {
      const res = await t.call("POST", "/cv-documents", { token: other.token, body: { name: "CV", source: { kind: "resume", resume_id: resumeId } } });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body.error)).toEqual({ "source.resume_id": "Choose one of your CVs." });
    }
  });

  it("keeps up to 20 documents per user", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 20; i++) await emptyDocument(user, `CV ${i}`);
    const res = await t.call("POST", "/cv-documents", { token: user.token, body: { name: "One more", source: { kind: "empty" } } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("cv_document_limit");
  });
});

describe("GET /cv-documents", () => {
  it("lists the user's documents, the last changed first, without their content", async () => {
    const user = await t.signUp();
    const first = await emptyDocument(user, "First");
    t.clock.advance(60_000);
    const second = await emptyDocument(user, "Second");
    t.clock.advance(60_000);
    const relaid = { ...first.document, basics: { name: "Ada" }, meta: { ...first.document.meta, template: "modern", locale: "de" } };
    await t.call("PUT", `/cv-documents/${first.id}`, { token: user.token, body: { document: relaid, expected_version: 1 } });
    await emptyDocument(await t.signUp(), "Someone else's");

    const res = await t.call("GET", "/cv-documents", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((item: { name: string }) => item.name)).toEqual(["First", "Second"]);
    expect(res.body.data.items[0]).toMatchObject({ id: first.id, version: 2, template: "modern", locale: "de" });
    expect(res.body.data.items[1]).toEqual({
      id: second.id, name: "Second", source: "empty", resume_id: null, version: 1, tailored_for: null, created_at: second.created_at, updated_at: second.updated_at,
      template: second.document.meta.template, locale: second.document.meta.locale,
    });
  });
});

describe("PUT /cv-documents/{id}", () => {
  it("saves a new version of the version the editor loaded, and its new name", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    t.clock.advance(1000);
    const document = { ...created.document, basics: { name: "Ada Lovelace", label: "Analyst" }, work: [{ name: "Analytical Engines", startDate: "1842-09" }] };
    const res = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document, expected_version: 1, name: "Analyst CV" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...created, document, name: "Analyst CV", version: 2, updated_at: t.clock.now().toISOString(), dropped_fields: undefined, notes: undefined });
    expect((await t.call("GET", `/cv-documents/${created.id}`, { token: user.token })).body.data).toEqual(res.body.data);
  });

  it("refuses a save from a tab that loaded an older version, writing nothing", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const fromTabA = { ...created.document, basics: { name: "Tab A" } };
    const fromTabB = { ...created.document, basics: { name: "Tab B" } };
    expect((await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: fromTabA, expected_version: 1 } })).status).toBe(200);
    const stale = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: fromTabB, expected_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("version_conflict");
    const current = await t.call("GET", `/cv-documents/${created.id}`, { token: user.token });
    expect(current.body.data).toMatchObject({ version: 2, document: { basics: { name: "Tab A" } } });
  });

  it("writes no version for an unchanged document, whatever order its keys come in", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const { meta, basics } = created.document;
    const same = { meta: Object.fromEntries(Object.entries(meta).reverse()), basics };
    const res = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: same, expected_version: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect((await t.call("GET", `/cv-documents/${created.id}/versions`, { token: user.token })).body.data.items).toHaveLength(1);
  });

  it.each([
    ["a date JSON Resume does not write", { work: [{ startDate: "Jan 2019" }] }, { "document.work.0.startDate": "This value is not in the expected format." }],
    ["a month that does not exist", { education: [{ endDate: "2019-13" }] }, { "document.education.0.endDate": "This value is not in the expected format." }],
    ["a link that is not a web address", { basics: { url: "javascript:alert(1)" } }, { "document.basics.url": "Enter a web address starting with https://." }],
    ["a field JSON Resume does not define", { basics: { picture: "me.png" } }, { "document.basics.picture": "This field is not expected." }],
    ["31 highlights", { work: [{ highlights: Array.from({ length: 31 }, (_, i) => `Did ${i}`) }] }, { "document.work.0.highlights": "Add at most 30." }],
    ["51 jobs", { work: Array.from({ length: 51 }, () => ({ name: "Acme" })) }, { "document.work": "Add at most 50." }],
    ["a summary over 2,000 characters", { basics: { summary: "x".repeat(2001) } }, { "document.basics.summary": "Use at most 2,000 characters." }],
    ["an unknown template", { meta: { template: "fancy" } }, { "document.meta.template": "Choose one of: classic, modern, compact." }],
    ["a section listed twice", { meta: { section_order: ["work", "work"] } }, { "document.meta.section_order": "Check this value." }],
  ])("refuses %s, naming the field", async (_, change, fields) => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const document = { ...created.document, ...change, meta: { ...created.document.meta, ...(change as { meta?: object }).meta } };
    const res = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document, expected_version: 1 } });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual(fields);
  });

  it("refuses a document over 256 KB", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const work = Array.from({ length: 50 }, () => ({ highlights: Array.from({ length: 30 }, () => "x".repeat(200)) }));
    const res = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: { ...created.document, work }, expected_version: 1 } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("document_too_large");
  });
});

describe("versions", () => {
  it("keeps the last 50 versions, lists them newest first and restores one as the newest", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const named = (n: number) => ({ ...created.document, basics: { name: `Draft ${n}` } });
    for (let version = 2; version <= 55; version++) {
      t.clock.advance(1000);
      const res = await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document: named(version), expected_version: version - 1 } });
      expect(res.status).toBe(200);
    }
    const versions = await t.call("GET", `/cv-documents/${created.id}/versions`, { token: user.token });
    expect(versions.status).toBe(200);
    expect(versions.body.data.items).toHaveLength(50);
    expect(versions.body.data.items[0]).toEqual({ version: 55, created_at: t.clock.now().toISOString() });
    expect(versions.body.data.items.at(-1).version).toBe(6);

    const old = await t.call("GET", `/cv-documents/${created.id}/versions/10`, { token: user.token });
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ version: 10, document: named(10) });
    expect((await t.call("GET", `/cv-documents/${created.id}/versions/5`, { token: user.token })).status).toBe(404);

    t.clock.advance(1000);
    const restored = await t.call("POST", `/cv-documents/${created.id}/restore`, { token: user.token, body: { version: 10 } });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 56, document: named(10), updated_at: t.clock.now().toISOString() });
    const after = await t.call("GET", `/cv-documents/${created.id}/versions`, { token: user.token });
    expect(after.body.data.items.map((item: { version: number }) => item.version).slice(0, 2)).toEqual([56, 55]);
    expect(after.body.data.items).toHaveLength(50);

    const gone = await t.call("POST", `/cv-documents/${created.id}/restore`, { token: user.token, body: { version: 3 } });
    expect(gone.status).toBe(404);
    const current = await t.call("POST", `/cv-documents/${created.id}/restore`, { token: user.token, body: { version: 56 } });
    expect(current.body.data.version).toBe(56);
  });

  it("refuses a version that is not a whole number from 1", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    for (const version of [0, 1.5, "2"]) {
      const res = await t.call("POST", `/cv-documents/${created.id}/restore`, { token: user.token, body: { version } });
      expect(res.status).toBe(400);
      expect(Object.keys(fieldMessages(res.body.error))).toEqual(["version"]);
    }
    expect((await t.call("GET", `/cv-documents/${created.id}/versions/first`, { token: user.token })).status).toBe(400);
  });
});

describe("DELETE /cv-documents/{id}", () => {
  it("deletes the document with its versions, once", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    const res = await t.call("DELETE", `/cv-documents/${created.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect(await t.db.select().from(cvDocumentVersions).where(eq(cvDocumentVersions.documentId, created.id))).toEqual([]);
    expect((await t.call("GET", `/cv-documents/${created.id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", `/cv-documents/${created.id}`, { token: user.token })).status).toBe(404);
    expect((await t.call("DELETE", "/cv-documents/nope", { token: user.token })).status).toBe(404);
  });

  it("keeps the document when the uploaded CV it came from is deleted", async () => {
    const user = await t.signUp();
    const resumeId = await storedResume(user.id, ENGLISH_CV);
    const created = await create(user, { name: "CV", source: { kind: "resume", resume_id: resumeId } });
    await t.db.delete(resumes).where(eq(resumes.id, resumeId));
    const res = await t.call("GET", `/cv-documents/${created.id}`, { token: user.token });
    expect(res.body.data).toMatchObject({ resume_id: null, source: "resume", document: created.document });
  });
});

describe("GET /cv-documents/{id}/pdf and /docx", () => {
  const download = (user: Session, id: string, format: string) =>
    t.app.request(`/api/v1/cv-documents/${id}/${format}`, { headers: { authorization: `Bearer ${user.token}` } });

  it("sends the current version as a PDF in its template and paper, named after the document", async () => {
    const user = await t.signUp();
    const created = await create(user, { name: "Backend / Berlin", source: { kind: "json_resume", document: SAMPLE_RESUME } });
    const document = { ...created.document, meta: { ...created.document.meta, template: "modern", paper: "letter" } };
    expect((await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document, expected_version: 1 } })).status).toBe(200);

    const res = await download(user, created.id, "pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Backend Berlin.pdf"; filename*=UTF-8''Backend%20Berlin.pdf`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect((await PDFDocument.load(bytes)).getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const { text } = await extractCv(bytes);
    expect(text).toContain("Richard Hendriks");
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Work Experience", "CEO/President", "Pied Piper, Palo Alto, CA Dec 2013 – Dec 2014"]));
  });

  it("sends it as a Word file, headings in the document's language", async () => {
    const user = await t.signUp();
    await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de" } });
    const created = await create(user, { name: "Lebenslauf", source: { kind: "resume", resume_id: await storedResume(user.id, GERMAN_CV) } });
    const res = await download(user, created.id, "docx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Lebenslauf.docx"; filename*=UTF-8''Lebenslauf.docx`);
    const { type, text } = await extractCv(new Uint8Array(await res.arrayBuffer()));
    expect(type).toBe("docx");
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Maria Musterfrau", "Berufserfahrung", "Senior Projektmanagerin", "Bosch GmbH, Stuttgart Apr. 2020 – heute"]));
  });
});

describe("POST /cv-documents/{id}/ats-check", () => {
  it("reads the PDF and the Word file back and finds everything", async () => {
    const user = await t.signUp();
    const created = await create(user, { name: "CV", source: { kind: "json_resume", document: SAMPLE_RESUME } });
    const res = await t.call("POST", `/cv-documents/${created.id}/ats-check`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.passed).toBe(true);
    expect(res.body.data.checks).toEqual(
      expect.arrayContaining([
        { format: "pdf", kind: "section", expected: "Work Experience", found: true },
        { format: "docx", kind: "position", expected: "CEO/President", entry: "CEO/President", found: true },
        { format: "pdf", kind: "email", expected: "richard.hendriks@example.com", found: true },
      ]),
    );
  });

  it("says what to fix, in the user's language", async () => {
    const user = await t.signUp();
    await t.call("PATCH", "/settings", { token: user.token, body: { locale: "de" } });
    const created = await create(user, { name: "CV", source: { kind: "json_resume", document: SAMPLE_RESUME } });
    const document = { ...created.document, basics: { ...created.document.basics, phone: "555 1234" } };
    await t.call("PUT", `/cv-documents/${created.id}`, { token: user.token, body: { document, expected_version: 1 } });
    const res = await t.call("POST", `/cv-documents/${created.id}/ats-check`, { token: user.token });
    expect(res.body.data.passed).toBe(false);
    expect(res.body.data.checks.filter((check: { found: boolean }) => !check.found)).toEqual([
      { format: "pdf", kind: "phone", expected: "555 1234", found: false, fix: expect.stringContaining("Ländervorwahl") },
      { format: "docx", kind: "phone", expected: "555 1234", found: false, fix: expect.stringContaining("Ländervorwahl") },
    ]);
  });

  it("stops a user past the limit of files and checks, with Retry-After", async () => {
    const user = await t.signUp();
    const created = await emptyDocument(user);
    await t.db.insert(rateLimits).values({ key: `cv-render:${user.id}`, windowStart: t.clock.now(), count: CV_RENDER_LIMIT.limit });
    for (const [method, path] of [["POST", "ats-check"], ["GET", "pdf"], ["GET", "docx"]]) {
      const res = await t.app.request(`/api/v1/cv-documents/${created.id}/${path}`, { method, headers: { authorization: `Bearer ${user.token}` } });
      expect([path, res.status, res.headers.get("retry-after")]).toEqual([path, 429, String(CV_RENDER_LIMIT.windowMs / 1000)]);
    }
  });
});

describe("another user", () => {
  it("neither sees, reads, saves, restores, exports nor deletes the owner's documents", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const created = await emptyDocument(owner);
    const paths: [string, string, unknown][] = [
      ["GET", `/cv-documents/${created.id}`, undefined],
      ["PUT", `/cv-documents/${created.id}`, { document: created.document, expected_version: 1 }],
      ["GET", `/cv-documents/${created.id}/versions`, undefined],
      ["GET", `/cv-documents/${created.id}/versions/1`, undefined],
      ["POST", `/cv-documents/${created.id}/restore`, { version: 1 }],
      ["GET", `/cv-documents/${created.id}/json-resume`, undefined],
      ["GET", `/cv-documents/${created.id}/pdf`, undefined],
      ["GET", `/cv-documents/${created.id}/docx`, undefined],
      ["POST", `/cv-documents/${created.id}/ats-check`, undefined],
      ["DELETE", `/cv-documents/${created.id}`, undefined],
    ];
    for (const [method, path, body] of paths) {
      const res = await t.call(method, path, { token: stranger.token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await t.call("GET", "/cv-documents", { token: stranger.token })).body.data.items).toEqual([]);
    expect((await t.call("GET", `/cv-documents/${created.id}`, { token: owner.token })).body.data.version).toBe(1);
  });
});

describe("without a session", () => {
  const id = "4b1e1f0e-8c4f-4b8e-9f6a-2d1f3c5a7b9d";
  it.each([
    ["GET", "/cv-documents", undefined],
    ["POST", "/cv-documents", { name: "CV", source: { kind: "empty" } }],
    ["GET", `/cv-documents/${id}`, undefined],
    ["PUT", `/cv-documents/${id}`, { document: {}, expected_version: 1 }],
    ["GET", `/cv-documents/${id}/versions`, undefined],
    ["POST", `/cv-documents/${id}/restore`, { version: 1 }],
    ["GET", `/cv-documents/${id}/json-resume`, undefined],
    ["GET", `/cv-documents/${id}/pdf`, undefined],
    ["GET", `/cv-documents/${id}/docx`, undefined],
    ["POST", `/cv-documents/${id}/ats-check`, undefined],
    ["DELETE", `/cv-documents/${id}`, undefined],
  ])("%s %s answers 401", async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
  });
});

describe("the API description", () => {
  it("documents every CV builder endpoint", async () => {
    const spec = await t.call("GET", "/openapi.json");
    expect(spec.status).toBe(200);
    const paths = spec.body.paths;
    expect(Object.keys(paths["/api/v1/cv-documents"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/api/v1/cv-documents/{id}"]).sort()).toEqual(["delete", "get", "put"]);
    for (const path of ["/versions", "/versions/{version}", "/json-resume", "/pdf", "/docx"]) expect(paths[`/api/v1/cv-documents/{id}${path}`].get).toBeDefined();
    expect(paths["/api/v1/cv-documents/{id}/pdf"].get.responses["200"].content["application/pdf"]).toBeDefined();
    expect(paths["/api/v1/cv-documents/{id}/restore"].post).toBeDefined();
    expect(paths["/api/v1/cv-documents/{id}/ats-check"].post).toBeDefined();
    expect(spec.body.components.schemas.AtsCheckResult).toBeDefined();
    expect(spec.body.components.schemas.JsonResume).toBeDefined();
  });
});
