import { createHttpClient, createRateLimiter, HttpError, parseRetryAfter, USER_AGENT, type Clock } from "./http";
import { startFixtureServer, type FixtureServer } from "./fixture-server";

/** A clock whose sleeps advance time at once, so limits and backoff are measured, not waited for. */
function fakeClock(): Clock & { sleeps: number[] } {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init });

describe("rate limiter", () => {
  it("lets Lever start at most 2 requests a second", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 }, clock);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire().then(() => starts.push(clock.now()))));
    expect(starts).toEqual([0, 0, 1000, 1000, 2000]);
  });

  it("lets Remotive start at most 2 requests a minute", async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, clock);
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      await limiter.acquire();
      starts.push(clock.now());
    }
    expect(starts).toEqual([0, 0, 60_000]);
  });

  it("applies the default limits per source through the client", async () => {
    const clock = fakeClock();
    const calls: { url: string; at: number }[] = [];
    const http = createHttpClient({ clock, fetch: async (url) => (calls.push({ url: String(url), at: clock.now() }), json([])) });
    await Promise.all(Array.from({ length: 6 }, (_, i) => http.getJson(`https://ats.test/greenhouse/${i}`, { source: "greenhouse" })));
    expect(calls.map((call) => call.at)).toEqual([0, 0, 0, 0, 0, 1000]);
    // Lever has its own budget: its first requests start at once, right after Greenhouse's burst.
    const start = clock.now();
    calls.length = 0;
    await Promise.all(Array.from({ length: 3 }, (_, i) => http.getJson(`https://ats.test/lever/${i}`, { source: "lever" })));
    expect(calls.map((call) => call.at - start)).toEqual([0, 0, 1000]);
  });
});

describe("http client", () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(() => server.close());
  afterEach(() => server.fail("greenhouse", null));

  const url = () => `${server.url}/v1/boards/northwindlabs/jobs?content=true`;

  it("sends a job-copilot User-Agent and asks for JSON", async () => {
    let headers: Headers | null = null;
    const http = createHttpClient({ fetch: async (_url, init) => ((headers = new Headers(init?.headers)), json({ ok: true })) });
    await expect(http.getJson("https://ats.test/x", { source: "ashby" })).resolves.toEqual({ ok: true });
    expect(headers!.get("user-agent")).toBe(USER_AGENT);
    expect(headers!.get("user-agent")).toMatch(/job-copilot/);
    expect(headers!.get("accept")).toBe("application/json");
  });

  it("retries a 500 with exponential backoff and then succeeds", async () => {
    server.fail("greenhouse", { status: 500, times: 2 });
    const clock = fakeClock();
    const http = createHttpClient({ clock, random: () => 0 });
    const body = (await http.getJson(url(), { source: "greenhouse" })) as { jobs: unknown[] };
    expect(body.jobs.length).toBeGreaterThan(0);
    expect(clock.sleeps).toEqual([500, 1000]);
  });

  it("gives up after 3 attempts with an HttpError carrying the status", async () => {
    server.fail("greenhouse", "error");
    const clock = fakeClock();
    const before = server.requests.length;
    const error = await createHttpClient({ clock, random: () => 0 }).getJson(url(), { source: "greenhouse" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, url: url() });
    expect((error as HttpError).message).toContain("answered 500");
    expect(server.requests.length - before).toBe(3);
  });

  it("honours Retry-After on a 429", async () => {
    server.fail("greenhouse", { status: 429, retryAfter: 7, times: 1 });
    const clock = fakeClock();
    await createHttpClient({ clock, random: () => 0 }).getJson(url(), { source: "greenhouse" });
    expect(clock.sleeps).toEqual([7000]);
  });

  it("fails at once when Retry-After asks for too long a wait", async () => {
    server.fail("greenhouse", { status: 429, retryAfter: 3600, times: 1 });
    const clock = fakeClock();
    await expect(createHttpClient({ clock }).getJson(url(), { source: "greenhouse" })).rejects.toMatchObject({ status: 429 });
    expect(clock.sleeps).toEqual([]);
  });

  it("does not retry a 404", async () => {
    const clock = fakeClock();
    const before = server.requests.length;
    await expect(createHttpClient({ clock }).getJson(`${server.url}/v1/boards/no-such-board/jobs`, { source: "greenhouse" })).rejects.toMatchObject({ status: 404 });
    expect(server.requests.length - before).toBe(1);
  });

  it("times out a request that hangs, and retries it", async () => {
    server.fail("greenhouse", "hang");
    const clock = fakeClock();
    const before = server.requests.length;
    const error = await createHttpClient({ clock, timeoutMs: 50, attempts: 2, random: () => 0 }).getJson(url(), { source: "greenhouse" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBeNull();
    expect((error as HttpError).message).toContain("timed out after 50 ms");
    expect(server.requests.length - before).toBe(2);
    expect(clock.sleeps).toEqual([500]);
  });

  it("retries network errors", async () => {
    const clock = fakeClock();
    let calls = 0;
    const http = createHttpClient({
      clock,
      random: () => 0,
      fetch: async () => {
        if (++calls < 3) throw new TypeError("fetch failed");
        return json({ ok: true });
      },
    });
    await expect(http.getJson("https://ats.test/x", { source: "workable" })).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it("reports a body that is not JSON without retrying", async () => {
    let calls = 0;
    const http = createHttpClient({ clock: fakeClock(), fetch: async () => (calls++, new Response("<html>Access denied</html>", { status: 200 })) });
    await expect(http.getJson("https://ats.test/x", { source: "workable" })).rejects.toThrow("did not return JSON");
    expect(calls).toBe(1);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("120", 0)).toBe(120_000);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:28:00 GMT", Date.parse("Wed, 21 Oct 2026 07:27:00 GMT"))).toBe(60_000);
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter("soon", 0)).toBeNull();
  });
});
