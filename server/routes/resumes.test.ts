import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { copilots, resumes } from "../db/schema";
import { makeCompoundFile, makeDocx, makeImageOnlyPdf, makePdf, makePng, paragraph } from "../cv/fixtures/build";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PDF_MIME = "application/pdf";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const UNKNOWN_ID = "6f1c2f8e-0d4b-4a8e-9b1e-3c2d1a0f9e8d";

const cvLines = (name = "Jane Doe") => [
  name,
  "jane.doe@example.com | +49 170 1234567",
  "",
  "EXPERIENCE",
  "Senior Software Engineer, Acme GmbH      Jan 2019 – Present",
  "• Increased revenue by 30% with Node.js and PostgreSQL",
  "• Built React and TypeScript front ends",
  "Software Engineer, Beta AG      Mar 2015 – Dec 2018",
  "EDUCATION",
  "B.Sc. Computer Science, 2011 – 2015",
  "LANGUAGES",
  "English, German",
];
const cvPdf = (name?: string) => makePdf([cvLines(name)]);
const cvDocx = (name?: string) => makeDocx({ body: cvLines(name).map((line) => paragraph(line)).join("") });

type UploadOptions = { path?: string; field?: string; extra?: Record<string, string>; headers?: Record<string, string> };

/** A multipart upload as a browser's FormData sends it. */
async function upload(token: string | undefined, bytes: Uint8Array, fileName: string, options: UploadOptions = {}) {
  const form = new FormData();
  form.append(options.field ?? "file", new Blob([bytes.slice()]), fileName);
  for (const [key, value] of Object.entries(options.extra ?? {})) form.append(key, value);
  return send("POST", options.path ?? "/file-upload", form, { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers });
}

async function send(method: string, path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/v1${path}`, { method, body, headers });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}

async function download(token: string, id: string) {
  const res = await t.app.request(`/api/v1/resumes/${id}/file`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const rowsOf = (userId: string) => t.db.select().from(resumes).where(eq(resumes.userId, userId));
const filesOf = (userId: string) => {
  const dir = path.join(t.files.root, userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function expectNothingStored(userId: string) {
  expect(await rowsOf(userId)).toEqual([]);
  expect(filesOf(userId)).toEqual([]);
}

describe("POST /file-upload", () => {
  it("stores a PDF with its text and facts", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const res = await upload(user.token, pdf, "Jane Doe CV.pdf");
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      file_name: "Jane Doe CV.pdf",
      type: "pdf",
      mime_type: PDF_MIME,
      size_bytes: pdf.length,
      cv_document_id: null,
      cv_document_version: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text_length: expect.any(Number),
    });
    expect(res.body.data.facts).toMatchObject({
      skills: expect.arrayContaining(["Node.js", "PostgreSQL", "React", "TypeScript"]),
      titles: ["Senior Software Engineer", "Software Engineer"],
      years_of_experience: expect.any(Number),
      languages: ["English", "German"],
      emails: ["jane.doe@example.com"],
      sections: ["experience", "education", "languages"],
    });
    expect(res.body.data.facts.years_of_experience).toBeGreaterThan(10);
    expect(res.body.data.text_preview).toContain("Senior Software Engineer, Acme GmbH");

    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: res.body.data.id, storageKey: `${user.id}/${res.body.data.id}.pdf`, sizeBytes: pdf.length });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.text).toContain("B.Sc. Computer Science");
    expect(await t.files.get(row!.storageKey)).toEqual(pdf);
  });

  it("stores a DOCX, also through POST /resumes", async () => {
    const user = await t.signUp();
    const res = await upload(user.token, cvDocx(), "cv.docx", { path: "/resumes" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ file_name: "cv.docx", type: "docx", mime_type: DOCX_MIME });
    expect(res.body.data.facts.skills).toEqual(expect.arrayContaining(["Node.js", "React"]));
    expect(res.body.data.facts.titles).toContain("Senior Software Engineer");
    expect(filesOf(user.id)).toEqual([`${res.body.data.id}.docx`]);
  });

  it("keeps one CV when the same file is uploaded twice", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const first = await upload(user.token, pdf, "cv.pdf");
    const second = await upload(user.token, pdf, "renamed.pdf", { path: "/resumes" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(filesOf(user.id)).toHaveLength(1);
    // Another user's identical file is theirs alone.
    const other = await t.signUp();
    const theirs = await upload(other.token, pdf, "cv.pdf");
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
  });

  it("takes the type from the content, not the name", async () => {
    const user = await t.signUp();
    const misnamed = await upload(user.token, await cvPdf(), "cv.docx");
    expect(misnamed.status).toBe(201);
    expect(misnamed.body.data).toMatchObject({ type: "pdf", mime_type: PDF_MIME, file_name: "cv.pdf" });
    expect(filesOf(user.id)).toEqual([`${misnamed.body.data.id}.pdf`]);

    const other = await t.signUp();
    const image = await upload(other.token, makePng(20, 20), "cv.pdf");
    expect(image.status).toBe(415);
    expect(image.body.error).toEqual({ code: "unsupported_type", message: expect.stringMatching(/PNG image.*PDF or DOCX/) });
    await expectNothingStored(other.id);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const user = await t.signUp();
    // Just over the limit: the body fits the upload allowance, the CV check refuses it.
    const pdf = await cvPdf();
    const padded = new Uint8Array(5 * 1024 * 1024 + 1);
    padded.set(pdf);
    const slightly = await upload(user.token, padded, "cv.pdf");
    expect(slightly.status).toBe(413);
    expect(slightly.body.error).toEqual({ code: "too_large", message: "The file is 5.1 MB; CVs can be at most 5 MB." });
    // Far over: the body limit stops it before it is read.
    const huge = await upload(user.token, new Uint8Array(7 * 1024 * 1024), "cv.pdf");
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual({ code: "too_large", message: expect.stringContaining("5 MB") });
    await expectNothingStored(user.id);
  });

  it.each([
    ["an empty file", async () => new Uint8Array(0), "empty_file", /empty/],
    ["a password-protected PDF", async () => new Uint8Array(fs.readFileSync(path.join(__dirname, "../cv/fixtures/encrypted-user-password.pdf"))), "encrypted", /password/],
    ["a password-protected DOCX", async () => makeCompoundFile(["EncryptionInfo", "EncryptedPackage", "\u0006DataSpaces"]), "encrypted", /password/],
    ["a truncated PDF", async () => (await cvPdf()).slice(0, 600), "corrupt", /damaged/],
    ["a scanned PDF", async () => makeImageOnlyPdf(), "no_text", /no selectable text/],
  ] as const)("refuses %s with 422 and stores nothing", async (_name, build, code, message) => {
    const user = await t.signUp();
    const res = await upload(user.token, await build(), "cv.pdf");
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code, message: expect.stringMatching(message) });
    await expectNothingStored(user.id);
  });

  it("asks for exactly one file in the field `file`", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const wrongField = await upload(user.token, pdf, "cv.pdf", { field: "cv" });
    expect(wrongField.status).toBe(400);
    expect(fieldMessages(wrongField.body.error)).toEqual({ file: expect.stringMatching(/field named file/), cv: "This field is not expected." });
    const extra = await upload(user.token, pdf, "cv.pdf", { extra: { note: "hi" } });
    expect(extra.status).toBe(400);
    expect(fieldMessages(extra.body.error)).toEqual({ note: "This field is not expected." });
    const text = new FormData();
    text.append("file", "not a file");
    const notFile = await send("POST", "/file-upload", text, { authorization: `Bearer ${user.token}` });
    expect(notFile.status).toBe(400);
    expect(fieldMessages(notFile.body.error)).toEqual({ file: expect.any(String) });
    const broken = await send("POST", "/file-upload", "--x\r\nnonsense", {
      authorization: `Bearer ${user.token}`,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("malformed_body");
    const asJson = await send("POST", "/file-upload", JSON.stringify({ file: "x" }), {
      authorization: `Bearer ${user.token}`,
      "content-type": "application/json",
    });
    expect(asJson.status).toBe(415);
    const noBody = await send("POST", "/resumes", undefined, { authorization: `Bearer ${user.token}` });
    expect(noBody.status).toBe(415);
    await expectNothingStored(user.id);
  });

  it("keeps the user's file name, without folders or control characters", async () => {
    const user = await t.signUp();
    const res = await upload(user.token, await cvPdf(), "C:\\Users\\jane\\Lebenslauf\u0007 Müller.PDF");
    expect(res.body.data.file_name).toBe("Lebenslauf Müller.pdf");
    const file = await download(user.token, res.body.data.id);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Lebenslauf Muller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
  });

  it("allows 20 CVs per user (409 after), while a known file still answers", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const known = await upload(user.token, pdf, "cv.pdf");
    expect(known.status).toBe(201);
    // Rows stand in for 19 more uploads; parsing 19 PDFs adds nothing to what is tested.
    await t.db.insert(resumes).values(
      Array.from({ length: 19 }, (_, i) => ({
        userId: user.id, fileName: `cv${i}.pdf`, mimeType: PDF_MIME, sizeBytes: 1, sha256: String(i).padStart(64, "0"),
        storageKey: `${user.id}/fake${i}.pdf`, text: "", facts: {},
      })),
    );
    const full = await upload(user.token, await cvPdf("John Roe"), "other.pdf");
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({ code: "resume_limit", message: expect.stringContaining("up to 20 CVs") });
    expect(filesOf(user.id)).toHaveLength(1);
    const again = await upload(user.token, pdf, "cv.pdf");
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(known.body.data.id);
  });
});

describe("security of the upload routes", () => {
  it("refuses a foreign Origin or a cross-site request", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const foreign = await upload(user.token, pdf, "cv.pdf", { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("forbidden_origin");
    const nullOrigin = await upload(user.token, pdf, "cv.pdf", { path: "/resumes", headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await upload(user.token, pdf, "cv.pdf", { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    await expectNothingStored(user.id);
    const ours = await upload(user.token, pdf, "cv.pdf", { headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-site" } });
    expect(ours.status).toBe(201);
  });

  it("accepts multipart nowhere else", async () => {
    const user = await t.signUp();
    const form = () => {
      const data = new FormData();
      data.append("name", "Mine");
      return data;
    };
    const auth = { authorization: `Bearer ${user.token}` };
    expect((await send("POST", "/copilots", form(), auth)).status).toBe(415);
    expect((await send("PATCH", "/settings", form(), auth)).status).toBe(415);
    expect((await send("POST", "/auth", form())).status).toBe(415);
    expect((await send("PUT", "/resumes", form(), auth)).status).toBe(415);
    expect((await send("POST", "/resumes/upload", form(), auth)).status).toBe(415);
    expect((await send("POST", "/file-upload/", form(), auth)).status).toBe(415);
  });

  it("keeps the 1 MB limit everywhere else", async () => {
    const user = await t.signUp();
    const res = await send("POST", "/copilots", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }), {
      authorization: `Bearer ${user.token}`,
      "content-type": "application/json",
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it("requires a token on every route", async () => {
    const pdf = await cvPdf();
    expect((await upload(undefined, pdf, "cv.pdf")).status).toBe(401);
    expect((await upload(undefined, pdf, "cv.pdf", { path: "/resumes" })).status).toBe(401);
    for (const [method, route] of [["GET", "/resumes"], ["GET", `/resumes/${UNKNOWN_ID}`], ["GET", `/resumes/${UNKNOWN_ID}/file`], ["DELETE", `/resumes/${UNKNOWN_ID}`]]) {
      const res = await send(method!, route!, undefined);
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
    }
  });
});

describe("reading and deleting", () => {
  it("lists the user's CVs newest first, by cursor, without text", async () => {
    const user = await t.signUp();
    const ids: string[] = [];
    for (const name of ["Ann One", "Bob Two", "Cy Three"]) {
      const res = await upload(user.token, await cvPdf(name), `${name}.pdf`);
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const auth = { authorization: `Bearer ${user.token}` };
    const first = await send("GET", "/resumes?limit=2", undefined, auth);
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(first.body.data.items[0]).sort()).toEqual(["created_at", "cv_document_id", "cv_document_version", "file_name", "id", "mime_type", "size_bytes", "type"]);
    const second = await send("GET", `/resumes?limit=2&cursor=${first.body.data.next_cursor}`, undefined, auth);
    expect(second.body.data).toEqual({ items: [expect.objectContaining({ id: ids[0], file_name: "Ann One.pdf" })], next_cursor: null });
    const bad = await send("GET", "/resumes?cursor=bm9wZQ", undefined, auth);
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body.error)).toHaveProperty("cursor");
    const stranger = await t.signUp();
    const theirs = await send("GET", "/resumes", undefined, { authorization: `Bearer ${stranger.token}` });
    expect(theirs.body.data).toEqual({ items: [], next_cursor: null });
  });

  it("shows one CV and downloads the original file", async () => {
    const user = await t.signUp();
    const docx = cvDocx();
    const { body } = await upload(user.token, docx, "cv.docx");
    const one = await send("GET", `/resumes/${body.data.id}`, undefined, { authorization: `Bearer ${user.token}` });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(body.data);
    const file = await download(user.token, body.data.id);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(docx);
    expect(file.headers.get("content-type")).toBe(DOCX_MIME);
    expect(file.headers.get("content-length")).toBe(String(docx.length));
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect((await send("GET", "/resumes/not-a-uuid", undefined, { authorization: `Bearer ${user.token}` })).status).toBe(404);
  });

  it("cuts the text preview at a word", async () => {
    const user = await t.signUp();
    const long = [...cvLines(), ...Array.from({ length: 40 }, (_, i) => `• Delivered project number ${i} on time with a small team`)];
    const { body } = await upload(user.token, await makePdf([long], { fontSize: 8 }), "long.pdf");
    expect(body.data.text_length).toBeGreaterThan(1500);
    expect(body.data.text_preview.length).toBeLessThanOrEqual(1001);
    expect(body.data.text_preview).toMatch(/\S…$/);
  });

  it("deletes the row and the file; copilots that used it lose their CV", async () => {
    const user = await t.signUp();
    const pdf = await cvPdf();
    const { body } = await upload(user.token, pdf, "cv.pdf");
    const auth = { authorization: `Bearer ${user.token}` };
    const copilot = await t.call("POST", "/copilots", { token: user.token, body: {} });
    const step = await t.call("PUT", `/copilots/${copilot.body.data.id}/steps/4`, { token: user.token, body: { resume_id: body.data.id } });
    expect(step.body.data.cv.resume_id).toBe(body.data.id);

    const res = await send("DELETE", `/resumes/${body.data.id}`, undefined, auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    await expectNothingStored(user.id);
    expect((await send("GET", `/resumes/${body.data.id}`, undefined, auth)).status).toBe(404);
    expect((await download(user.token, body.data.id)).status).toBe(404);
    expect((await send("DELETE", `/resumes/${body.data.id}`, undefined, auth)).status).toBe(404);
    const [row] = await t.db.select().from(copilots).where(eq(copilots.id, copilot.body.data.id));
    expect(row!.resumeId).toBeNull();
    // The same file can come back after a deletion.
    expect((await upload(user.token, pdf, "cv.pdf")).status).toBe(201);
  });
});

describe("OpenAPI", () => {
  it("documents the multipart upload and the file download", async () => {
    const spec = await t.call("GET", "/openapi.json");
    for (const route of ["/api/v1/file-upload", "/api/v1/resumes"]) {
      const post = spec.body.paths[route].post;
      expect(post.tags).toEqual(["CVs"]);
      expect(post.security).toEqual([{ bearerAuth: [] }]);
      expect(post.requestBody.content["multipart/form-data"].schema).toMatchObject({
        properties: { file: { type: "string", format: "binary" } },
        required: ["file"],
      });
      expect(Object.keys(post.responses).sort()).toEqual(["200", "201", "400", "401", "403", "409", "413", "415", "422"]);
    }
    const file = spec.body.paths["/api/v1/resumes/{id}/file"].get;
    expect(Object.keys(file.responses["200"].content)).toEqual([PDF_MIME, DOCX_MIME]);
    expect(spec.body.paths["/api/v1/resumes/{id}"].delete).toBeDefined();
  });
});
