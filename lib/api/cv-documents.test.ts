/**
 * The CV builder's client with fetch and the session cookie replaced: the paths and bodies it
 * sends, files with their names, and the duplicate made of an export and an import.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: jest.fn(),
  setCookie: jest.fn(),
}));

import type { CvDocument } from "@/lib/contracts/cv-document";
import { checkCvDocumentForAts, cvDocumentFilePath, cvDocumentKeys, downloadCvDocumentFile, duplicateCvDocument, restoreCvDocumentVersion, saveCvDocument } from "./cv-documents";
import { ApiError, fileNameOf } from "./request";

Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_000_000_000 })).toString("base64url")}.sig`;
const ID = "00000000-0000-4000-8000-0000000000d1";
const COPY_ID = "00000000-0000-4000-8000-0000000000d2";

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
let calls: Call[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  sessionCookie = JSON.stringify({ user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" }, auth: { access_token: TOKEN, expires_in: 900 } });
  (globalThis as { window?: unknown }).window = { location: { pathname: "/cv-builder", search: "", assign: jest.fn() } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? "GET", body: init?.body ? JSON.parse(init.body as string) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
    const next = answers.shift();
    if (!next) throw new Error(`No answer for ${String(url)}`);
    return next();
  }) as typeof fetch;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const stored = (overrides: Partial<CvDocument> = {}): CvDocument => ({
  id: ID,
  name: "Backend roles",
  source: "resume",
  resume_id: null,
  tailored_for: null,
  version: 7,
  created_at: "2026-05-01T09:00:00.000Z",
  updated_at: "2026-05-02T10:30:00.000Z",
  document: { basics: { name: "Jane Doe" }, meta: { template: "modern", paper: "letter", locale: "de", section_order: ["skills", "work"] } },
  ...overrides,
});

describe("the CV documents client", () => {
  it("keys and paths are the API's", () => {
    expect(cvDocumentKeys.list).toBe("/cv-documents");
    expect(cvDocumentKeys.one(ID)).toBe(`/cv-documents/${ID}`);
    expect(cvDocumentKeys.versions(ID)).toBe(`/cv-documents/${ID}/versions`);
    expect(cvDocumentKeys.version(ID, 3)).toBe(`/cv-documents/${ID}/versions/3`);
    expect(cvDocumentFilePath(ID, "json-resume")).toBe(`/cv-documents/${ID}/json-resume`);
  });

  it("saves, restores and checks as the signed-in user", async () => {
    answers = [() => json(200, { data: stored({ version: 8 }) }), () => json(200, { data: stored({ version: 9 }) }), () => json(200, { data: { passed: true, checks: [] } })];
    const document = stored().document;
    await saveCvDocument(ID, { document, expected_version: 7 });
    await restoreCvDocumentVersion(ID, 2);
    await checkCvDocumentForAts(ID);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ["PUT", `/api/v1/cv-documents/${ID}`, { document, expected_version: 7 }],
      ["POST", `/api/v1/cv-documents/${ID}/restore`, { version: 2 }],
      ["POST", `/api/v1/cv-documents/${ID}/ats-check`, undefined],
    ]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("downloads a file with the name the server gives it", async () => {
    answers = [
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: { "content-type": "application/pdf", "content-disposition": "attachment; filename=\"Lebenslauf Muller.pdf\"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf" },
        }),
    ];
    const file = await downloadCvDocumentFile(ID, "pdf");
    expect(file.fileName).toBe("Lebenslauf Müller.pdf");
    expect(file.blob.type).toBe("application/pdf");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  });

  it("throws the refusal of a download, not a file", async () => {
    answers = [() => json(429, { error: { code: "rate_limited", message: "Too many requests." } })];
    const refused = downloadCvDocumentFile(ID, "docx");
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("duplicates by importing the export, then gives the copy the original's layout", async () => {
    const exported = { basics: { name: "Jane Doe" } };
    const copy = stored({ id: COPY_ID, name: "Copy of Backend roles", source: "json_resume", version: 1, document: { basics: { name: "Jane Doe" }, meta: { template: "classic", paper: "a4", locale: "en", section_order: [] } } });
    answers = [() => json(200, { data: stored() }), () => json(200, exported), () => json(201, { data: { ...copy, dropped_fields: [], notes: [] } }), () => json(200, { data: { ...copy, version: 2 } })];
    const result = await duplicateCvDocument(ID, "Copy of Backend roles");
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET /api/v1/cv-documents/${ID}`,
      `GET /api/v1/cv-documents/${ID}/json-resume`,
      "POST /api/v1/cv-documents",
      `PUT /api/v1/cv-documents/${COPY_ID}`,
    ]);
    expect(calls[2]!.body).toEqual({ name: "Copy of Backend roles", source: { kind: "json_resume", document: exported } });
    expect(calls[3]!.body).toEqual({ document: { basics: { name: "Jane Doe" }, meta: { template: "modern", paper: "letter", locale: "de", section_order: ["skills", "work"] } }, expected_version: 1 });
    expect(result.version).toBe(2);
  });

  it("leaves a copy whose layout is already the original's as imported", async () => {
    const copy = stored({ id: COPY_ID, version: 1 });
    answers = [() => json(200, { data: stored() }), () => json(200, {}), () => json(201, { data: { ...copy, dropped_fields: [], notes: [] } })];
    await expect(duplicateCvDocument(ID, "Copy")).resolves.toMatchObject({ id: COPY_ID, version: 1 });
    expect(calls).toHaveLength(3);
  });
});

describe("fileNameOf", () => {
  it("reads the UTF-8 name first, then the plain one", () => {
    expect(fileNameOf("attachment; filename=\"cv.pdf\"; filename*=UTF-8''C%C3%A9line%20CV.pdf")).toBe("Céline CV.pdf");
    expect(fileNameOf("attachment; filename=\"plain name.docx\"")).toBe("plain name.docx");
    expect(fileNameOf("attachment; filename=bare.json")).toBe("bare.json");
    expect(fileNameOf("attachment; filename=\"fallback.pdf\"; filename*=UTF-8''%E0%A4%A")).toBe("fallback.pdf");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
