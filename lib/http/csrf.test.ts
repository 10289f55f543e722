import { contentTypeRefusal, originRefusal, ownOrigin } from "./csrf";

describe("CSRF rules", () => {
  const allowed = ["http://localhost:3000", ownOrigin("http://internal:8080/api", "app.example", "https, http")];

  it("takes the first X-Forwarded-Proto entry for the server's own origin", () => {
    expect(ownOrigin("http://internal:8080/x", "app.example", "https, http")).toBe("https://app.example");
    expect(ownOrigin("http://internal:8080/x", null, null)).toBe("http://internal:8080");
  });

  it.each([
    ["no origin (API client)", undefined, undefined, null],
    ["the web origin", "http://localhost:3000", "same-origin", null],
    ["its own origin behind a proxy", "https://app.example", undefined, null],
    ["a foreign origin", "https://evil.example", undefined, 403],
    ["a null origin", "null", undefined, 403],
    ["cross-site fetch metadata", undefined, "cross-site", 403],
  ])("%s", (_name, origin, secFetchSite, status) => {
    expect(originRefusal({ origin, secFetchSite }, allowed)?.status ?? null).toBe(status);
  });

  it("accepts JSON, and multipart only where files are taken", () => {
    expect(contentTypeRefusal("application/json; charset=utf-8")).toBeNull();
    expect(contentTypeRefusal("text/plain")?.status).toBe(415);
    expect(contentTypeRefusal("multipart/form-data; boundary=x")?.status).toBe(415);
    expect(contentTypeRefusal("multipart/form-data; boundary=x", { multipart: true })).toBeNull();
    expect(contentTypeRefusal("application/json", { multipart: true })?.status).toBe(415);
  });
});
