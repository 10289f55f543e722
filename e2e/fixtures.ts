import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_PASSWORD } from "./constants";

export type TestUser = { id: string; email: string; password: string };

/** The shared admin exists after its first use: sign in, rather than meet the sign-up probe throttle. */
async function signInOrRegister(request: APIRequestContext, email: string): Promise<TestUser> {
  const login = await request.post("/api/v1/auth", { data: { email, password: E2E_PASSWORD } });
  if (login.status() === 200) return { id: (await login.json()).data.user.id, email, password: E2E_PASSWORD };
  return register(request, email, true);
}

async function register(request: APIRequestContext, email: string, complete: boolean): Promise<TestUser> {
  const registered = await request.post("/api/v1/auth/register", { data: { email, password: E2E_PASSWORD, accept_terms: true } });
  expect(registered.status()).toBe(201);
  const { data } = await registered.json();
  if (complete) {
    const completed = await request.post("/api/v1/auth/register/complete", {
      headers: { authorization: `Bearer ${data.auth.access_token}` },
      data: { first_name: "Test", last_name: "User", country: "DE", country_code: "DE", phone_number: "15123456789" },
    });
    expect(completed.status()).toBe(200);
  }
  return { id: data.user.id, email, password: E2E_PASSWORD };
}

/** Signs the browser in through the login route handler, so the real cookies are set. */
export async function signIn(page: Page, user: TestUser) {
  const response = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
}

// React's production errors when a page's server HTML and its first browser render differ (or the
// server gave up on a boundary): the page is rebuilt in the browser and clicks made meanwhile are lost.
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|Hydration failed|didn't match the client/;

/** Records the hydration errors `page` meets; `check()` fails the test when there were any. */
export function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message.split("\n")[0]}`);
  });
  return { check: () => expect(errors, "a page rendered differently in the browser than on the server").toEqual([]) };
}

export const test = base.extend<{ user: TestUser; admin: TestUser; signedInPage: Page }>({
  page: async ({ page }, use) => {
    const hydration = watchHydration(page);
    await use(page);
    hydration.check();
  },
  user: async ({ request }, use) => {
    await use(await register(request, `e2e-${randomUUID().slice(0, 12)}@example.com`, true));
  },
  admin: async ({ request }, use) => {
    await use(await signInOrRegister(request, E2E_ADMIN_EMAIL));
  },
  signedInPage: async ({ page, user }, use) => {
    await signIn(page, user);
    await use(page);
  },
});

export { expect };
