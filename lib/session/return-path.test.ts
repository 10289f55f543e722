import fc from "fast-check";
import { loginRedirectPath, sanitizeReturnPath } from "./return-path";

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
  ])("refuses %j", (input) => {
    expect(sanitizeReturnPath(input)).toBeNull();
  });

  it("refuses non-strings", () => {
    for (const value of [null, undefined, 42, ["/copilot"], { r: "/copilot" }]) expect(sanitizeReturnPath(value)).toBeNull();
  });

  it("never yields anything that leaves the origin, whatever the input (fuzzed)", () => {
    const base = "https://app.example";
    const candidates = fc.oneof(
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
        return resolved.origin === base && result.startsWith("/") && !result.startsWith("//") && !result.includes("\\");
      }),
      { numRuns: 5000 },
    );
  });

  it("builds the login path with r URL-encoded", () => {
    expect(loginRedirectPath("/support/review-cv?x=1&y=2")).toBe("/login?r=%2Fsupport%2Freview-cv%3Fx%3D1%26y%3D2");
  });
});
