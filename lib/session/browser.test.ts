/**
 * The browser's 401 handling, with fetch, cookies and location replaced: a 401 clears the session
 * cookie, one refresh serves every parallel caller, and the calls are retried with the new token.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: (name: string) => {
    if (name === "session") sessionCookie = undefined;
  },
  setCookie: jest.fn(),
}));

import { apiRequest, refreshSession } from "./browser";

// Node has a real BroadcastChannel, whose open port would keep Jest from exiting; tabs are not under test here.
Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

const token = (n: number) => `e30.${Buffer.from(JSON.stringify({ n, exp: 4_000_000_000 })).toString("base64url")}.sig`;
const session = (n: number) => ({ user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" }, auth: { access_token: token(n), expires_in: 900 } });

let requests: { url: string; authorization?: string }[] = [];
let refreshAnswer: () => Response;
const assign = jest.fn();

beforeEach(() => {
  requests = [];
  assign.mockReset();
  sessionCookie = JSON.stringify(session(1));
  refreshAnswer = () => {
    sessionCookie = JSON.stringify(session(2));
    return Response.json({ data: session(2) });
  };
  (globalThis as { window?: unknown }).window = { location: { pathname: "/applications", search: "?stage=review", assign } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push({ url: String(url), authorization: headers.authorization });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (String(url) === "/api/refresh") return refreshAnswer();
    return headers.authorization === `Bearer ${token(2)}` ? Response.json({ data: { ok: true } }) : Response.json({ error: { code: "invalid_token" } }, { status: 401 });
  }) as typeof fetch;
});

describe("apiRequest on 401", () => {
  it("refreshes once for parallel 401s and retries each call with the new token", async () => {
    const results = await Promise.all([apiRequest("GET", "/profile"), apiRequest("GET", "/settings"), apiRequest("GET", "/billing/subscriptions")]);
    expect(results).toEqual([{ data: { ok: true } }, { data: { ok: true } }, { data: { ok: true } }]);
    expect(requests.filter((request) => request.url === "/api/refresh")).toHaveLength(1);
    expect(requests.filter((request) => request.authorization === `Bearer ${token(2)}`)).toHaveLength(3);
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to /login with the current path in r when the refresh fails", async () => {
    refreshAnswer = () => Response.json({ error: { code: "refresh_token_reused" } }, { status: 401 });
    await expect(apiRequest("GET", "/profile")).rejects.toMatchObject({ status: 401 });
    expect(sessionCookie).toBeUndefined();
    expect(assign).toHaveBeenCalledWith("/login?r=%2Fapplications%3Fstage%3Dreview");
  });

  it("does not refresh on the login page", async () => {
    (globalThis as { window?: { location: { pathname: string } } }).window!.location.pathname = "/login";
    await expect(apiRequest("GET", "/profile")).rejects.toMatchObject({ status: 401 });
    expect(requests.some((request) => request.url === "/api/refresh")).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("reuses a session another tab refreshed meanwhile instead of refreshing again", async () => {
    sessionCookie = JSON.stringify(session(2));
    const fresh = await refreshSession(token(1));
    expect(fresh?.auth.access_token).toBe(token(2));
    expect(requests).toHaveLength(0);
  });
});
