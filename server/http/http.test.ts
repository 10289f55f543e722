import { createTestContext, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // A route that fails unexpectedly, to see what a 500 reveals.
  t.app.get("/boom", () => {
    throw new Error("secret database detail");
  });
});
afterAll(() => t.close());

describe("request handling", () => {
  it("puts a request id on every response", async () => {
    const res = await t.call("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.call("POST", "/auth", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("malformed_body");
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const res = await t.call("POST", "/auth", {
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) }),
      headers: { "content-length": String(1024 * 1024 + 40) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it("refuses non-JSON bodies with 415", async () => {
    const res = await t.call("POST", "/auth", { body: "email=a@example.com", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
  });

  it("refuses foreign, null and cross-site origins on state-changing requests", async () => {
    const body = { email: "a@example.com", password: "whatever-password" };
    expect((await t.call("POST", "/auth", { body, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await t.call("POST", "/auth", { body, headers: { origin: "null" } })).status).toBe(403);
    expect((await t.call("POST", "/auth", { body, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await t.call("POST", "/auth", { body, headers: { origin: "http://localhost:3000" } })).status).toBe(401);
  });

  it("does not accept state changes through GET", async () => {
    expect((await t.call("GET", "/auth/refresh")).status).toBe(404);
  });

  it("allows CORS only for WEB_ORIGIN", async () => {
    const allowed = await t.app.request("/api/v1/health", { headers: { origin: "http://localhost:3000" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const foreign = await t.app.request("/api/v1/health", { headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers unknown endpoints and unexpected failures in the envelope, leaking nothing", async () => {
    const missing = await t.call("GET", "/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    const boom = await t.call("GET", "/boom");
    expect(boom.status).toBe(500);
    expect(boom.body).toEqual({ error: { code: "internal_error", message: expect.any(String) } });
    expect(JSON.stringify(boom.body)).not.toContain("secret");
  });

  it("rejects a tampered or expired access token", async () => {
    const user = await t.signUp();
    const [header, payload] = user.token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    expect((await t.call("POST", "/auth/verify/resend", { token: forged })).status).toBe(401);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await t.call("POST", "/auth/verify/resend", { token: user.token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("invalid_token");
  });

  it("serves the OpenAPI document and the interactive docs", async () => {
    const spec = await t.call("GET", "/openapi.json");
    expect(spec.status).toBe(200);
    expect(spec.body.paths["/api/v1/auth/refresh"].post).toBeDefined();
    expect(spec.body.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const docs = await t.app.request("/api/v1/docs");
    expect(await docs.text()).toContain("/api/v1/openapi.json");
    const asset = await t.app.request("/api/v1/docs/swagger-ui-bundle.js");
    expect(asset.status).toBe(200);
    expect((await t.app.request("/api/v1/docs/..%2Fpackage.json")).status).toBe(404);
  });
});

describe("a host other than WEB_ORIGIN's", () => {
  it("is warned about once, naming both, while the backend's own in-process calls are not", async () => {
    const { Hono } = await import("hono");
    const { warnOnForeignHost } = await import("./security");
    const warnings: { fields: Record<string, string>; message: string }[] = [];
    const app = new Hono();
    app.use(warnOnForeignHost("http://localhost:3000", (fields, message) => warnings.push({ fields, message })));
    app.get("/", (c) => c.text("ok"));

    await app.request("http://backend.internal/");
    await app.request("http://localhost:3000/");
    expect(warnings).toEqual([]);
    await app.request("http://localhost:3301/");
    await app.request("http://192.168.1.20:3301/");
    expect(warnings).toEqual([{ fields: { host: "localhost:3301", web_origin: "http://localhost:3000" }, message: expect.stringContaining("Set WEB_ORIGIN") }]);
  });
});
