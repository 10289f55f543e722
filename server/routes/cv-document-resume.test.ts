import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { MAX_RESUMES_PER_USER } from "@/lib/contracts/resume";
import { extractCv } from "../cv/extract";
import { SAMPLE_RESUME } from "../cv-builder/test/sample-resume";
import { copilots, rateLimits, resumes } from "../db/schema";
import { CV_RENDER_LIMIT } from "../services/cv-documents";
import { createTestContext, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext["signUp"]>>;
type Document = { id: string; version: number; document: { skills?: { name: string; keywords?: string[] }[]; work?: { position?: string }[] } & Record<string, unknown> };

async function importSample(user: Session, name = "Backend / Berlin"): Promise<Document> {
  const res = await t.call("POST", "/cv-documents", { token: user.token, body: { name, source: { kind: "json_resume", document: SAMPLE_RESUME } } });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** Saves the document with Terraform among its skills and a new title on the latest job. */
async function saveWithTerraform(user: Session, doc: Document): Promise<Document> {
  const document = structuredClone(doc.document);
  document.skills = [...(document.skills ?? []), { name: "Cloud", keywords: ["Terraform"] }];
  document.work![0]!.position = "Chief Compression Officer";
  const res = await t.call("PUT", `/cv-documents/${doc.id}`, { token: user.token, body: { document, expected_version: doc.version } });
  expect(res.status).toBe(200);
  return res.body.data;
}

const asResume = (user: Session, id: string) => t.call("POST", `/cv-documents/${id}/resume`, { token: user.token });
const stored = async (id: string) => (await t.db.select().from(resumes).where(eq(resumes.id, id)))[0]!;

async function downloadText(user: Session, resumeId: string) {
  const res = await t.app.request(`/api/v1/resumes/${resumeId}/file`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status).toBe(200);
  return (await extractCv(new Uint8Array(await res.arrayBuffer()))).text;
}

describe("POST /cv-documents/{id}/resume", () => {
  it("keeps the document's PDF as a new CV, read and analysed as an upload is", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    const res = await asResume(user, doc.id);
    expect(res.status).toBe(201);
    const resume = res.body.data;
    expect(resume).toMatchObject({
      id: expect.any(String),
      file_name: "Backend Berlin.pdf",
      type: "pdf",
      mime_type: "application/pdf",
      cv_document_id: doc.id,
      cv_document_version: 1,
      created_at: t.clock.now().toISOString(),
    });
    expect(resume.facts.skills).toEqual(expect.arrayContaining(["HTML", "CSS", "JavaScript"]));
    expect(resume.facts.emails).toEqual(["richard.hendriks@example.com"]);
    expect(resume.text_preview).toContain("Richard Hendriks");

    // The same CV everywhere the uploads are: the list, the detail, the file.
    expect((await t.call("GET", `/resumes/${resume.id}`, { token: user.token })).body.data).toEqual(resume);
    const list = (await t.call("GET", "/resumes", { token: user.token })).body.data.items;
    expect(list).toEqual([expect.objectContaining({ id: resume.id, cv_document_id: doc.id, cv_document_version: 1 })]);
    const row = await stored(resume.id);
    expect(row.sha256).toBe(createHash("sha256").update((await t.files.get(row.storageKey))!).digest("hex"));
    expect(await downloadText(user, resume.id)).toContain("CEO/President");
  });

  it("makes the same CV again from the current version: same id, new file and facts, the old file gone", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    const first = (await asResume(user, doc.id)).body.data;
    const oldKey = (await stored(first.id)).storageKey;
    await saveWithTerraform(user, doc);

    const res = await asResume(user, doc.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: first.id, cv_document_id: doc.id, cv_document_version: 2 });
    expect(res.body.data.facts.skills).toContain("Terraform");
    expect(first.facts.skills).not.toContain("Terraform");
    const row = await stored(first.id);
    expect(row.storageKey).not.toBe(oldKey);
    expect(await t.files.get(oldKey)).toBeNull();
    expect(await downloadText(user, first.id)).toContain("Chief Compression Officer");
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, user.id))).toHaveLength(1);
  });

  it("keeps the user's corrections of the facts when the CV is made again", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    const resume = (await asResume(user, doc.id)).body.data;
    expect((await t.call("PATCH", `/resumes/${resume.id}/facts`, { token: user.token, body: { skills: ["Middle-out compression"] } })).status).toBe(200);
    await saveWithTerraform(user, doc);
    const again = (await asResume(user, doc.id)).body.data;
    expect(again.facts.skills).toEqual(["Middle-out compression"]);
    expect(again.facts.extracted.skills).toContain("Terraform");
    expect(again.facts.edited_at).toBe(t.clock.now().toISOString());
  });

  it("holds the uploads' limit of CVs for a new one, while the one already made can still be made again", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    const made = (await asResume(user, doc.id)).body.data;
    await t.db.insert(resumes).values(
      Array.from({ length: MAX_RESUMES_PER_USER - 1 }, (_, i) => ({
        userId: user.id, fileName: `cv-${i}.pdf`, mimeType: "application/pdf", sizeBytes: 1, sha256: String(i), storageKey: `${user.id}/${randomUUID()}.pdf`, text: "cv", facts: {},
      })),
    );
    const other = await importSample(user, "Another");
    const refused = await asResume(user, other.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("resume_limit");
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.cvDocumentId, other.id))).toEqual([]);
    // The refused file is not left behind: the user's folder holds the one CV made before.
    expect(fs.readdirSync(path.join(t.files.root, user.id)).map((name) => `${user.id}/${name}`)).toEqual([(await stored(made.id)).storageKey]);

    expect((await asResume(user, doc.id)).status).toBe(200);
    expect((await stored(made.id)).cvDocumentVersion).toBe(1);
  });

  it("can be picked as a copilot's CV, and stays when the document is deleted, no longer linked", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    const resume = (await asResume(user, doc.id)).body.data;
    const copilot = (await t.call("POST", "/copilots", { token: user.token, body: {} })).body.data;
    const step = await t.call("PUT", `/copilots/${copilot.id}/steps/4`, { token: user.token, body: { resume_id: resume.id } });
    expect(step.status).toBe(200);
    expect(step.body.data.cv.resume_id).toBe(resume.id);

    expect((await t.call("DELETE", `/cv-documents/${doc.id}`, { token: user.token })).status).toBe(200);
    expect((await t.call("GET", `/resumes/${resume.id}`, { token: user.token })).body.data).toMatchObject({ id: resume.id, cv_document_id: null });
    const [kept] = await t.db.select({ resumeId: copilots.resumeId }).from(copilots).where(eq(copilots.id, copilot.id));
    expect(kept!.resumeId).toBe(resume.id);
  });

  it("refuses a document with too little text to be a CV, keeping nothing", async () => {
    const user = await t.signUp();
    const empty = await t.call("POST", "/cv-documents", { token: user.token, body: { name: "Blank", source: { kind: "empty" } } });
    const res = await asResume(user, empty.body.data.id);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("cv_document_empty");
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
    expect(fs.existsSync(path.join(t.files.root, user.id))).toBe(false);
  });

  it("answers 404 for another user's document and for an id that is not one, and 401 without a session", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const doc = await importSample(owner);
    for (const id of [doc.id, randomUUID(), "not-an-id"]) {
      const res = await asResume(other, id);
      expect([id, res.status, res.body.error.code]).toEqual([id, 404, "not_found"]);
    }
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, other.id))).toEqual([]);
    expect((await t.call("POST", `/cv-documents/${doc.id}/resume`)).status).toBe(401);
  });

  it("counts against the files and checks of the builder, with Retry-After past the limit", async () => {
    const user = await t.signUp();
    const doc = await importSample(user);
    await t.db.insert(rateLimits).values({ key: `cv-render:${user.id}`, windowStart: t.clock.now(), count: CV_RENDER_LIMIT.limit });
    const res = await asResume(user, doc.id);
    expect([res.status, res.headers.get("retry-after")]).toEqual([429, String(CV_RENDER_LIMIT.windowMs / 1000)]);
    expect(await t.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("describes the CV made from a document in the resumes' own shape", async () => {
    const spec = (await t.call("GET", "/openapi.json")).body;
    const post = spec.paths["/api/v1/cv-documents/{id}/resume"].post;
    expect(Object.keys(post.responses).sort()).toEqual(["200", "201", "401", "404", "409", "422", "429"]);
    expect(post.responses["201"].content["application/json"].schema.properties.data).toEqual({ $ref: "#/components/schemas/Resume" });
    expect(spec.components.schemas.Resume.properties).toHaveProperty("cv_document_id");
    expect(spec.components.schemas.ResumeSummary.properties).toHaveProperty("cv_document_version");
  });
});
