import fc from "fast-check";
import { loginRedirectPath, sameOriginUrl, sanitizeReturnPath } from "./return-path";

describe("sanitizeReturnPath", () => {
  it.each([
    ["/copilot", "/copilot"],
    ["/support/review-cv?tab=2#top", "/support/review-cv?tab=2#top"],
    ["/applications?q=a%20b", "/applications?q=a%20b"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(sanitizeReturnPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/copilot",
    "javascript:alert(1)",
    "copilot",
    "",
    "/login",
    "/login?r=%2Fcopilot",
    "/\tevil",
    " /copilot",
    "/copilot\n",
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/copilot/..//evil.com:443",
    "/./%2e/..//evil.com/path?q=1",
    "/.\\evil.com",
  ])("refuses %j", (input) => {
    expect(sanitizeReturnPath(input)).toBeNull();
  });

  it("refuses non-strings", () => {
    for (const value of [null, undefined, 42, ["/copilot"], { r: "/copilot" }]) expect(sanitizeReturnPath(value)).toBeNull();
  });

  it("never yields anything that leaves the origin, whatever the input (fuzzed)", () => {
    const base = "https://app.example";
    // Paths built from the pieces that normalisation treats specially, in every position.
    const tricky = fc
      .array(fc.constantFrom("/", ".", "..", "%2e", "%2E", "%2f", "%2F", "%5c", "\\", "//", "evil.com", "evil.com:443", "a", "?", "#", "@", ":"), {
        minLength: 1,
        maxLength: 10,
      })
      .map((parts) => `/${parts.join("")}`);
    const candidates = fc.oneof(
      tricky,
      tricky,
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((path) => `/${path}`),
      fc.constantFrom("//", "/\\", "\\/", "/%2F", "/%5C", "http:", "https:", "javascript:", "data:").chain((prefix) => fc.string().map((rest) => prefix + rest)),
    );
    fc.assert(
      fc.property(candidates, (input) => {
        const result = sanitizeReturnPath(input);
        if (result === null) return true;
        const resolved = new URL(result, base);
        // The result is also a fixed point: what a browser would do with it is what was checked.
        return (
          resolved.origin === base &&
          result.startsWith("/") &&
          !result.startsWith("//") &&
          !result.includes("\\") &&
          sanitizeReturnPath(result) === result &&
          sameOriginUrl(result, base)?.origin === base
        );
      }),
      { numRuns: 20000 },
    );
  });

  it("builds absolute redirects on the app's own origin only", () => {
    expect(sameOriginUrl("/copilot?x=1", "http://127.0.0.1:3000")?.href).toBe("http://127.0.0.1:3000/copilot?x=1");
    for (const path of ["//evil.com", "/\\evil.com", "https://evil.com/"]) expect(sameOriginUrl(path, "http://127.0.0.1:3000")).toBeNull();
  });

  it("builds the login path with r URL-encoded", () => {
    expect(loginRedirectPath("/support/review-cv?x=1&y=2")).toBe("/login?r=%2Fsupport%2Freview-cv%3Fx%3D1%26y%3D2");
  });
});
