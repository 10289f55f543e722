import { expect, test } from "@playwright/test";

const password = "a long enough passphrase";

test("register → login → refresh → replay of the old token revokes the sign-in", async ({ request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const registered = await request.post("/api/v1/auth/register", { data: { email, password, accept_terms: true } });
  expect(registered.status()).toBe(201);

  const login = await request.post("/api/v1/auth", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { refresh_token: original, auth } = (await login.json()).data;
  expect(auth.expires_in).toBe(900);

  const rotated = await request.post("/api/v1/auth/refresh", { data: { refresh_token: original } });
  expect(rotated.status()).toBe(200);
  const successor = (await rotated.json()).data.refresh_token;
  expect(successor).not.toBe(original);

  // Within 10 s the old token is a parallel request and yields the same successor…
  const parallel = await request.post("/api/v1/auth/refresh", { data: { refresh_token: original } });
  expect((await parallel.json()).data.refresh_token).toBe(successor);

  // …after that it is a replay: the whole family is revoked, the successor too.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const replay = await request.post("/api/v1/auth/refresh", { data: { refresh_token: original } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).error.code).toBe("refresh_token_reused");
  const afterReplay = await request.post("/api/v1/auth/refresh", { data: { refresh_token: successor } });
  expect(afterReplay.status()).toBe(401);
});

test("the API uses bearer tokens without cookies and refuses foreign origins", async ({ request }) => {
  const login = await request.post("/api/v1/auth", { data: { email: "demo@job-copilot.local", password: "copilot-demo-2026" } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.auth.access_token;
  const foreign = await request.post("/api/v1/auth/verify/resend", {
    headers: { authorization: `Bearer ${token}`, origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  const health = await request.get("/api/v1/health");
  expect(health.headers()["x-request-id"]).toBeTruthy();
});

test("the interactive API docs render every route", async ({ page, request }) => {
  const spec = await (await request.get("/api/v1/openapi.json")).json();
  const paths = Object.keys(spec.paths);
  expect(paths).toEqual(expect.arrayContaining(["/api/v1/auth", "/api/v1/auth/refresh", "/api/v1/auth/impersonate"]));

  await page.goto("/api/v1/docs");
  await expect(page.getByRole("heading", { name: /job-copilot API/ })).toBeVisible();
  for (const route of paths) {
    await expect(page.locator(`.opblock-summary-path[data-path="${route}"]`).first()).toBeAttached();
  }
  await page.screenshot({ path: "test-results/api-docs.png", fullPage: true });
});
