import { expect, signIn, test } from "./fixtures";

const cookie = async (page: import("@playwright/test").Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name);

test.describe("the session gate", () => {
  test("sends visitors to /login with the path and query URL-encoded in r", async ({ page }) => {
    await page.goto("/support/review-cv?from=mail&x=1");
    await expect(page).toHaveURL("/login?r=%2Fsupport%2Freview-cv%3Ffrom%3Dmail%26x%3D1");
  });

  test("lets a signed-in user through, and sends / and /login on to the target", async ({ page, user }) => {
    await signIn(page, user);
    await page.goto("/support");
    await expect(page).toHaveURL("/support");
    await page.goto("/");
    await expect(page).toHaveURL("/copilot");
    await page.goto("/login?r=%2Fapplications%3Fstage%3Dreview");
    await expect(page).toHaveURL("/applications?stage=review");
    await page.goto("/login?r=%2F%2Fevil.example");
    await expect(page).toHaveURL("/copilot");
  });

  test("never redirects off-site, whatever dot segments or encodings r carries, on / and /login", async ({ page, user }) => {
    await signIn(page, user);
    const attacks = ["/.//evil.com", "/..//evil.com", "/a/..//evil.com", "/%2e//evil.com", "/copilot/..//evil.com:443", "/%2E%2E//evil.com/x?y=1"];
    for (const path of ["/", "/login"]) {
      for (const attack of attacks) {
        const response = await page.request.get(`${path}?r=${encodeURIComponent(attack)}`, { maxRedirects: 0 });
        expect(response.status()).toBe(303);
        const location = new URL(response.headers().location!, page.url() === "about:blank" ? "http://placeholder.invalid" : page.url());
        expect(response.headers().location).not.toMatch(/evil\.com/);
        expect(location.pathname).toBe("/copilot");
      }
    }
  });

  test("a signed-out visitor who logs in from a crafted link stays on the site", async ({ page, user }) => {
    await page.goto(`/login?r=${encodeURIComponent("/.//evil.com")}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/copilot");
  });

  test("pages cannot be framed and carry a nonce policy for their scripts", async ({ page, user }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, user);
    for (const path of ["/login", "/copilot"]) {
      const response = await page.request.get(path);
      const headers = response.headers();
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    }
    // Two loads get two nonces; the page's own scripts carry it and run (the page hydrates).
    const first = (await page.request.get("/copilot")).headers()["content-security-policy"];
    const second = (await page.request.get("/copilot")).headers()["content-security-policy"];
    expect(first).not.toBe(second);
    await page.goto("/copilot");
    await page.getByRole("button", { name: "Tools", exact: true }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(violations).toEqual([]);
    // Route handlers and the API answer with the same base headers.
    const api = await page.request.get("/api/v1/profile");
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  });
});

test.describe("session cookies and refresh", () => {
  test("sets the readable session cookie, and keeps the refresh token HttpOnly", async ({ page, user }) => {
    await signIn(page, user);
    const session = await cookie(page, "session");
    const refresh = await cookie(page, "refresh_token");
    expect(session).toMatchObject({ httpOnly: false, sameSite: "Lax", path: "/" });
    expect(JSON.parse(decodeURIComponent(session!.value))).toMatchObject({ user: { email: user.email, is_admin: false, country: "DE" }, auth: { expires_in: 900 } });
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(800);
    expect(session!.expires - Date.now() / 1000).toBeLessThanOrEqual(901);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await page.goto("/support");
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain("session=");
    expect(visible).not.toContain("refresh_token");
  });

  test("refreshes from the refresh token when the session cookie is gone", async ({ page, user }) => {
    await signIn(page, user);
    const before = (await cookie(page, "refresh_token"))!.value;
    await page.context().clearCookies({ name: "session" });
    await page.goto("/support");
    await expect(page).toHaveURL("/support");
    expect(await cookie(page, "session")).toBeDefined();
    expect((await cookie(page, "refresh_token"))!.value).not.toBe(before);
  });

  test("a refused refresh clears the cookies and goes to /login?r=", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "refresh_token", value: "x".repeat(43), url: baseURL! }]);
    await page.goto("/applications");
    await expect(page).toHaveURL("/login?r=%2Fapplications");
    expect(await cookie(page, "refresh_token")).toBeUndefined();
  });

  test("a client-sent x-middleware-subrequest header never bypasses the gate", async ({ request }) => {
    for (const value of ["middleware", "src/middleware", "middleware:middleware:middleware:middleware:middleware"]) {
      const response = await request.get("/copilot", { headers: { "x-middleware-subrequest": value }, maxRedirects: 0 });
      expect([303, 307, 400]).toContain(response.status());
      expect(response.status()).not.toBe(200);
    }
  });
});

test.describe("auth route handlers", () => {
  test("refuse foreign origins, non-JSON bodies and GET", async ({ request }) => {
    const data = { email: "a@example.com", password: "whatever-password" };
    expect((await request.post("/api/login", { data, headers: { origin: "https://evil.example" } })).status()).toBe(403);
    expect((await request.post("/api/login", { data, headers: { origin: "null" } })).status()).toBe(403);
    expect((await request.post("/api/login", { data, headers: { "sec-fetch-site": "cross-site" } })).status()).toBe(403);
    expect((await request.post("/api/login", { form: data })).status()).toBe(415);
    expect((await request.get("/api/login")).status()).toBe(405);
  });

  test("never hand the refresh token to page scripts", async ({ request, user }) => {
    const response = await request.post("/api/login", { data: { email: user.email, password: user.password } });
    const body = await response.json();
    expect(body.data.user.email).toBe(user.email);
    expect(JSON.stringify(body)).not.toContain("refresh_token");
  });

  test("refuse a body over 1 MB with 413 before reading it", async ({ request }) => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) });
    for (const path of ["/api/login", "/api/register", "/api/refresh", "/api/logout"]) {
      const response = await request.post(path, { data: big, headers: { "content-type": "application/json" } });
      expect(response.status()).toBe(413);
    }
  });

  test("logout while signed in as a user ends the impersonation and the admin's own sign-in", async ({ page, admin, user }) => {
    await signIn(page, admin);
    const adminRefresh = (await cookie(page, "refresh_token"))!.value;
    expect((await page.request.post("/api/login-admin", { data: { email: user.email } })).status()).toBe(200);
    const impersonation = JSON.parse(decodeURIComponent((await cookie(page, "session"))!.value)).auth.access_token as string;
    expect((await page.request.post("/api/logout", { data: {} })).status()).toBe(200);
    expect(await cookie(page, "admin_session")).toBeUndefined();
    expect((await page.request.post("/api/v1/auth/refresh", { data: { refresh_token: adminRefresh } })).status()).toBe(401);
    expect((await page.request.get("/api/v1/profile", { headers: { authorization: `Bearer ${impersonation}` } })).status()).toBe(401);
  });

  test("logout clears the cookies and ends the sign-in at the backend", async ({ page, user }) => {
    await signIn(page, user);
    const refresh = (await cookie(page, "refresh_token"))!.value;
    const response = await page.request.post("/api/logout", { data: {} });
    expect(response.status()).toBe(200);
    expect(await cookie(page, "session")).toBeUndefined();
    expect(await cookie(page, "refresh_token")).toBeUndefined();
    const reuse = await page.request.post("/api/v1/auth/refresh", { data: { refresh_token: refresh } });
    expect(reuse.status()).toBe(401);
  });
});
