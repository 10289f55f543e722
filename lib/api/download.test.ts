/**
 * Files fetched as the signed-in user: the name the API gives them, a refusal as an ApiError, and
 * one refresh of the session after a 401.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: (name: string) => {
    if (name === "session") sessionCookie = undefined;
  },
  setCookie: jest.fn(),
}));

import { downloadFile } from "./download";
import { fileNameOf } from "./request";
import { ApiError } from "./request";

Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

const token = (n: number) => `e30.${Buffer.from(JSON.stringify({ n, exp: 4_000_000_000 })).toString("base64url")}.sig`;
const session = (n: number) => ({ user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" }, auth: { access_token: token(n), expires_in: 900 } });

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answers: Response[] = [];
const assign = jest.fn();

beforeEach(() => {
  calls = [];
  answers = [];
  assign.mockReset();
  sessionCookie = JSON.stringify(session(1));
  (globalThis as { window?: unknown }).window = { location: { pathname: "/cover-letter-builder/cover-letter-result", search: "?id=x", assign } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answers.shift() ?? new Response(null, { status: 500 });
  }) as typeof fetch;
});

const pdf = (headers: Record<string, string> = {}) => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf", ...headers } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("fileNameOf", () => {
  it("reads the UTF-8 name first, then the plain one, without any folder", () => {
    expect(fileNameOf(`attachment; filename="cover-letter-acme.pdf"; filename*=UTF-8''Anschreiben%20M%C3%BCller.pdf`)).toBe("Anschreiben Müller.pdf");
    expect(fileNameOf(`attachment; filename="cover-letter-acme.pdf"`)).toBe("cover-letter-acme.pdf");
    expect(fileNameOf("attachment; filename=letter.docx")).toBe("letter.docx");
    expect(fileNameOf(`attachment; filename="../../etc/letter.pdf"`)).toBe("letter.pdf");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});

describe("downloadFile", () => {
  it("sends the session's token to the API path and hands back the file with its name", async () => {
    answers.push(pdf({ "content-disposition": `attachment; filename="cover-letter-acme.pdf"` }));
    const file = await downloadFile("/cover-letters/abc/pdf?paper=letter");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/v1/cover-letters/abc/pdf?paper=letter");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Bearer ${token(1)}`);
    expect(file.fileName).toBe("cover-letter-acme.pdf");
    expect(file.blob.type).toBe("application/pdf");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("throws the API's refusal", async () => {
    answers.push(json(404, { error: { code: "not_found", message: "Cover letter not found." } }));
    const refusal = await downloadFile("/cover-letters/abc/docx").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: "not_found" });
  });

  it("after a 401 refreshes the session once and retries with the new token", async () => {
    answers.push(json(401, { error: { code: "invalid_token", message: "expired" } }), json(200, { data: session(2) }), pdf());
    const file = await downloadFile("/cover-letters/abc/pdf");
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/cover-letters/abc/pdf", "/api/refresh", "/api/v1/cover-letters/abc/pdf"]);
    expect((calls[2]!.init.headers as Record<string, string>).authorization).toBe(`Bearer ${token(2)}`);
    expect(file.fileName).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the login page when the session cannot be refreshed", async () => {
    answers.push(json(401, { error: { code: "invalid_token", message: "expired" } }), json(401, { error: { code: "invalid_refresh_token" } }));
    await expect(downloadFile("/cover-letters/abc/pdf")).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(expect.stringContaining("/login"));
  });
});
