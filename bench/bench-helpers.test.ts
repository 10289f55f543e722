import { bareAppFiles, commonAncestor } from "./bare/app";
import { cookieFrom, cookieHeader, median, parseProcStat, ratio, replaceSection } from "./http";
import { lighthouseRow, measuresOf, medianMeasures, type Lhr } from "./lighthouse-report";
import { headerValues, redirectsTo, refreshRotation, setCookieValue } from "./rotation";

describe("RESULTS.md sections", () => {
  const doc = "# Benchmark results\n\n## Backend API\n\nold table\n";

  it("appends a marked section once, then replaces only its own text", () => {
    const first = replaceSection(doc, "pages", "## Pages\n\nrun 1");
    expect(first).toBe(`${doc}\n<!-- bench:pages:start -->\n## Pages\n\nrun 1\n<!-- bench:pages:end -->\n`);
    const withGate = replaceSection(first, "gate", "## Gate\n\ngate 1");
    const second = replaceSection(withGate, "pages", "## Pages\n\nrun 2");
    expect(second).toContain("## Backend API\n\nold table");
    expect(second).toContain("run 2");
    expect(second).not.toContain("run 1");
    expect(second).toContain("gate 1");
    expect(second.indexOf("run 2")).toBeLessThan(second.indexOf("gate 1"));
  });

  it("refuses a file with half a section", () => {
    expect(() => replaceSection(`${doc}<!-- bench:gate:start -->\n`, "gate", "x")).toThrow(/only one of the markers/);
  });
});

describe("cookies", () => {
  it("keeps what a browser keeps, latest value first, deleted ones out", () => {
    const header = cookieHeader([
      'session={"a"%3A1}; Path=/; Max-Age=900; SameSite=lax',
      "refresh_token=r1; Path=/; HttpOnly",
      "refresh_token=r2; Path=/; HttpOnly",
      "admin_session=; Path=/; Max-Age=0",
      "other=1; Path=/",
    ]);
    expect(header).toBe('session={"a"%3A1}; refresh_token=r2; other=1');
    expect(cookieHeader(["a=1", "b=2"], ["b"])).toBe("b=2");
    expect(cookieFrom(header, "refresh_token")).toBe("r2");
    expect(cookieFrom(header, "missing")).toBeNull();
  });

  it("reads Set-Cookie and Location whatever the header's case", () => {
    const headers = { "Set-Cookie": ["session=s; Path=/", "refresh_token=new; HttpOnly"], location: "http://127.0.0.1:4000/copilot" };
    expect(headerValues(headers, "set-cookie")).toHaveLength(2);
    expect(setCookieValue(headers, "refresh_token")).toBe("new");
    expect(setCookieValue({ "set-cookie": "refresh_token=; Max-Age=0" }, "refresh_token")).toBeNull();
    expect(redirectsTo(headers, "/copilot")).toBe(true);
    expect(redirectsTo({ location: "/login?r=%2Fcopilot" }, "/copilot")).toBe(false);
    expect(redirectsTo({}, "/copilot")).toBe(false);
  });
});

describe("refresh rotation under autocannon", () => {
  const answer = (token: string) => ({ location: "/copilot", "set-cookie": [`session=x; Path=/`, `refresh_token=${token}; Path=/`] });

  it("gives each request an idle sign-in and keeps the token the answer sets", () => {
    const rotation = refreshRotation(["a", "b"], { cookie: "refresh_token", expectPath: "/copilot" });
    const first: Record<string, unknown> = {};
    const second: Record<string, unknown> = {};
    const sent1 = rotation.request.setupRequest!({ path: "/login", headers: { host: "x" } }, first);
    const sent2 = rotation.request.setupRequest!({ path: "/login" }, second);
    expect(sent1).toMatchObject({ path: "/login", headers: { host: "x", cookie: "refresh_token=a" } });
    expect(sent2.headers!.cookie).toBe("refresh_token=b");
    rotation.request.onResponse!(303, "", first, answer("a2"));
    const third: Record<string, unknown> = {};
    expect(rotation.request.setupRequest!({}, third).headers!.cookie).toBe("refresh_token=a2");
    expect(rotation.rotations()).toBe(1);
    expect(rotation.problems()).toBeNull();
  });

  it("reuses the longest-held sign-in when every one is in flight", () => {
    let clock = 0;
    const rotation = refreshRotation(["a", "b"], { cookie: "refresh_token", expectPath: "/copilot", now: () => clock++ });
    rotation.request.setupRequest!({}, {});
    rotation.request.setupRequest!({}, {});
    expect(rotation.request.setupRequest!({}, {}).headers!.cookie).toBe("refresh_token=a");
  });

  it("reports a refused refresh (a redirect to /login) and an answer without a new token", () => {
    const rotation = refreshRotation(["a"], { cookie: "refresh_token", expectPath: "/copilot" });
    const context: Record<string, unknown> = {};
    rotation.request.setupRequest!({}, context);
    rotation.request.onResponse!(303, "", context, { location: "/login?r=%2Fcopilot" });
    rotation.request.onResponse!(303, "", context, { location: "/copilot" });
    rotation.expectRedirect("/copilot").onResponse!(200, "", {}, {});
    expect(rotation.problems()).toMatch(/^3 unexpected answers, e\.g\. status 303, location \/login/);
    expect(rotation.problems()).toContain("no new refresh token set");
    expect(rotation.rotations()).toBe(0);
  });
});

describe("numbers", () => {
  it("takes medians of odd and even counts and refuses none", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("writes ratios to the bare figure", () => {
    expect(ratio(25, 100)).toBe("0.25×");
    expect(ratio(1, 0)).toBe("—");
  });

  it("reads a process group and CPU ticks from /proc/PID/stat, even with a ) in the name", () => {
    const line = "4242 (next-server (v16)) S 4200 4100 4100 0 -1 4194560 100 0 0 0 1234 56 0 0 20 0 11 0 100 0 0";
    expect(parseProcStat(line)).toEqual({ pgrp: 4100, utime: 1234, stime: 56 });
  });
});

describe("Lighthouse reports", () => {
  const lhr = (score: number | null, scripts: number[]): Lhr => ({
    finalDisplayedUrl: "http://127.0.0.1/login",
    categories: { performance: { score } },
    audits: {
      "largest-contentful-paint": { numericValue: 1234 },
      "total-blocking-time": { numericValue: 150 },
      "cumulative-layout-shift": { numericValue: 0 },
      "network-requests": {
        details: { items: [...scripts.map((transferSize) => ({ resourceType: "Script", transferSize })), { resourceType: "Document", transferSize: 9000 }] },
      },
    },
  });

  it("counts only the scripts' transferred bytes and scores out of 100", () => {
    expect(measuresOf(lhr(0.97, [1000, 2000]))).toEqual({ score: 97, lcpMs: 1234, tbtMs: 150, cls: 0, scriptBytes: 3000 });
    expect(() => measuresOf(lhr(null, []))).toThrow(/no performance score/);
    expect(() => measuresOf({ ...lhr(0.9, []), runtimeError: { message: "NO_FCP" } })).toThrow(/NO_FCP/);
  });

  it("takes each measure's median and compares with the bare page", () => {
    const runs = [
      { score: 90, lcpMs: 3000, tbtMs: 100, cls: 0, scriptBytes: 200 * 1024 },
      { score: 60, lcpMs: 1000, tbtMs: 900, cls: 0.1, scriptBytes: 200 * 1024 },
      { score: 80, lcpMs: 2000, tbtMs: 300, cls: 0, scriptBytes: 200 * 1024 },
    ];
    const m = medianMeasures(runs);
    expect(m).toEqual({ score: 80, lcpMs: 2000, tbtMs: 300, cls: 0, scriptBytes: 200 * 1024 });
    const bare = { score: 100, lcpMs: 700, tbtMs: 0, cls: 0, scriptBytes: 100 * 1024 };
    expect(lighthouseRow("`/login`", m, bare)).toBe("| `/login` | 80 | 2.00 s | 300 ms | 0.000 | 200 KiB | 0.80× / 2.00× |");
  });
});

describe("the bare app", () => {
  it("roots Turbopack where both the app and the symlinked node_modules are", () => {
    expect(commonAncestor("/tmp/bare-next-1", "/work/main/node_modules")).toBe("/");
    expect(commonAncestor("/work/tmp/bare", "/work/main/node_modules")).toBe("/work");
    expect(commonAncestor("/work/main/a", "/work/main/node_modules")).toBe("/work/main");
  });

  it("verifies its cookie with the given secret and gates only /gated and /enter", () => {
    const files = bareAppFiles("s3cret", "/");
    expect(Object.keys(files).sort()).toEqual(["app/gated/page.jsx", "app/layout.jsx", "app/page.jsx", "middleware.js", "next.config.mjs", "package.json"]);
    expect(files["middleware.js"]).toContain('new TextEncoder().encode("s3cret")');
    expect(files["middleware.js"]).toContain('matcher: ["/gated", "/enter"]');
    expect(files["next.config.mjs"]).toContain('turbopack: { root: "/" }');
    expect(files["app/page.jsx"]).toMatch(/<h1>.*<\/h1><p>.*<\/p>/);
  });
});
