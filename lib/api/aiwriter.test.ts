/**
 * The aiwriter's client with fetch and the session cookie replaced: what is sent, and how its
 * answers and refusals reach the draft button's states.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: jest.fn(),
  setCookie: jest.fn(),
}));

import { draftReducer, IDLE_DRAFT } from "@/components/forms/answer-draft";
import { draftAnswer } from "./aiwriter";
import { ApiError } from "./request";

Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: 4_000_000_000 })).toString("base64url")}.sig`;
const APPLICATION_ID = "00000000-0000-4000-8000-000000000001";
const quota = { used: 1, limit: 50, remaining: 49, resets_at: "2026-04-01T00:00:00.000Z" };

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  sessionCookie = JSON.stringify({
    user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" },
    auth: { access_token: TOKEN, expires_in: 900 },
  });
  (globalThis as { window?: unknown }).window = { location: { pathname: "/applications", search: "", assign: jest.fn() } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("draftAnswer", () => {
  it("posts the question with the application and the field's limit, as the signed-in user", async () => {
    const result = { status: "answered", answer: "Yes. SQL is among the skills on my CV.", engine: "offline", basis: [{ kind: "cv_skill", ref: "SQL" }], quota };
    answer = () => json(200, { data: result });
    await expect(draftAnswer({ question: "What is your experience with SQL?", application_id: APPLICATION_ID, max_length: 5000 })).resolves.toEqual({ data: result });
    const { url, init } = calls[0]!;
    expect(url).toBe("/api/v1/aiwriter");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "content-type": "application/json", authorization: `Bearer ${TOKEN}` });
    expect(JSON.parse(init.body as string)).toEqual({ question: "What is your experience with SQL?", application_id: APPLICATION_ID, max_length: 5000 });
  });

  it("leaves out what is not given", async () => {
    answer = () => json(200, { data: { status: "needs_user", reason: "motivation", message: "Only you can say why.", engine: "offline", quota } });
    await draftAnswer({ question: "Why do you want to work here?" });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ question: "Why do you want to work here?" });
  });

  it("throws the 429 with its Retry-After, which the draft shows as the month's limit", async () => {
    answer = () => json(429, { error: { code: "ai_quota_exceeded", message: "You have used all 50 AI messages." } }, { "retry-after": "7200" });
    const error = await draftAnswer({ question: "What is your experience with SQL?" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "ai_quota_exceeded", retryAfter: 7200 });
    const busy = draftReducer(IDLE_DRAFT, { type: "start", question: "What is your experience with SQL?", request: 1 });
    expect(draftReducer(busy, { type: "error", request: 1, error, at: Date.UTC(2026, 2, 31, 22) })).toMatchObject({ status: "quota", renewsAt: "2026-04-01T00:00:00.000Z" });
  });

  it("hands the signal to fetch, so a changed question stops the request", async () => {
    answer = () => json(200, { data: { status: "needs_user", reason: "no_source", message: "Nothing on file.", engine: "offline", quota } });
    const controller = new AbortController();
    await draftAnswer({ question: "Do you have a driving licence?" }, controller.signal);
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });
});
