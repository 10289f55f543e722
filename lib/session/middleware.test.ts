import { NextRequest } from "next/server";
import { middleware } from "@/middleware";

// Beside the session modules it uses: Jest only collects tests under lib/, server/, components/ and scripts/.

const ORIGIN = "http://localhost:3000";

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const sessionCookie = (expiresInSeconds: number) =>
  JSON.stringify({
    user: { id: "u1", email: "ada@example.com", is_admin: false, country: "DE" },
    auth: { access_token: `${base64url({ alg: "HS256" })}.${base64url({ sub: "u1", exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.signature`, expires_in: 900 },
  });

function request(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  return new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

/** The cookies a response sets, by name: value and whether it removes the cookie. */
function setCookies(response: Response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      return [name.trim(), { value: decodeURIComponent(value), removed: /max-age=0|expires=thu, 01 jan 1970/i.test(line) }];
    }),
  );
}

const passedThrough = (response: Response) => response.headers.get("x-middleware-next") === "1";

/** The backend's refresh endpoint answers `status` with `body`; every other call fails the test. */
function backendRefreshAnswers(status: number, body: unknown) {
  return jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    expect(String(input)).toBe(`${ORIGIN}/api/v1/auth/refresh`);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
}

afterEach(() => jest.restoreAllMocks());

describe("the gate at /", () => {
  it("shows the public home to a signed-out visitor, without asking the backend", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    const response = await middleware(request("/"));
    expect(response.status).toBe(200);
    expect(passedThrough(response)).toBe(true);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor on to the copilot, or to a same-origin r", async () => {
    const signedIn = { session: sessionCookie(600) };
    const home = await middleware(request("/", signedIn));
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toBe(`${ORIGIN}/copilot`);

    const target = await middleware(request(`/?r=${encodeURIComponent("/applications?stage=review")}`, signedIn));
    expect(target.headers.get("location")).toBe(`${ORIGIN}/applications?stage=review`);

    const offSite = await middleware(request(`/?r=${encodeURIComponent("//evil.example")}`, signedIn));
    expect(offSite.headers.get("location")).toBe(`${ORIGIN}/copilot`);
  });

  it("treats an expired session as signed out: the home shows", async () => {
    const response = await middleware(request("/", { session: sessionCookie(-60) }));
    expect(passedThrough(response)).toBe(true);
  });

  it("exchanges a refresh token and sends the visitor on to the copilot with the new cookies", async () => {
    const session = JSON.parse(sessionCookie(600));
    backendRefreshAnswers(200, { data: { ...session, refresh_token: "rotated-token" } });
    const response = await middleware(request("/", { refresh_token: "old-token" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/copilot`);
    const cookies = setCookies(response);
    expect(cookies.refresh_token).toEqual({ value: "rotated-token", removed: false });
    expect(JSON.parse(cookies.session!.value)).toEqual(session);
  });

  it("shows the home when the refresh is refused, and clears the dead cookies", async () => {
    backendRefreshAnswers(401, { error: { code: "unauthorized" } });
    const response = await middleware(request("/", { refresh_token: "revoked-token", session: sessionCookie(-60) }));
    expect(passedThrough(response)).toBe(true);
    const cookies = setCookies(response);
    expect(cookies.session?.removed).toBe(true);
    expect(cookies.refresh_token?.removed).toBe(true);
  });

  it("answers 503 when the backend cannot be reached for the refresh", async () => {
    jest.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await middleware(request("/", { refresh_token: "some-token" }));
    expect(response.status).toBe(503);
    expect(logged).toHaveBeenCalledWith("Backend call POST /auth/refresh failed", expect.any(TypeError));
  });
});

describe("the gate elsewhere", () => {
  it("still sends signed-out visitors of an app page to /login with the path in r", async () => {
    const response = await middleware(request("/support/review-cv?from=mail"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/login?r=%2Fsupport%2Freview-cv%3Ffrom%3Dmail`);
  });

  it("lets signed-out visitors open /login and the terms", async () => {
    expect(passedThrough(await middleware(request("/login")))).toBe(true);
    expect(passedThrough(await middleware(request("/terms")))).toBe(true);
  });

  it("after a logout call that did not get through, /login?signed_out=1 ends the sign-in and drops every session cookie", async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({ url: String(input), method: init?.method ?? "GET", body: JSON.parse(new TextDecoder().decode(init?.body as ArrayBuffer)) });
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { "content-type": "application/json" } });
    });
    const response = await middleware(request("/login?signed_out=1", { session: sessionCookie(600), refresh_token: "still-valid" }));
    expect(calls).toEqual([{ url: `${ORIGIN}/api/v1/auth`, method: "DELETE", body: { refresh_token: "still-valid" } }]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/login`);
    const cookies = setCookies(response);
    expect(cookies.session?.removed).toBe(true);
    expect(cookies.refresh_token?.removed).toBe(true);
  });

  it("drops the cookies even when the backend cannot end the sign-in", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const response = await middleware(request("/login?signed_out=1", { refresh_token: "still-valid" }));
    expect(response.status).toBe(303);
    expect(setCookies(response).refresh_token?.removed).toBe(true);
  });
});
