import type { BrowserContext, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { hydrated } from "./helpers";

/** Replaces the session cookie's access token with one the backend refuses (well-formed, not expired, wrong signature). */
async function spoilAccessToken(context: BrowserContext, baseURL: string) {
  const cookie = (await context.cookies()).find(({ name }) => name === "session")!;
  const session = JSON.parse(decodeURIComponent(cookie.value));
  const [header, payload] = session.auth.access_token.split(".");
  session.auth.access_token = `${header}.${payload}.${"A".repeat(43)}`;
  await context.addCookies([{ name: "session", value: encodeURIComponent(JSON.stringify(session)), url: baseURL }]);
  return session.auth.access_token as string;
}

/**
 * The refresh tokens handed to the browser: one per rotation of the sign-in, whoever asked for it
 * (the page's /api/refresh, or the gate refreshing for a prefetch that went out after the page
 * dropped its session cookie). Parallel askers within the grace window all get the same one.
 */
const countRefreshes = (page: Page) => {
  const seen = new Set<string>();
  page.on("response", async (response) => {
    for (const { name, value } of await response.headersArray().catch(() => [])) {
      const token = name.toLowerCase() === "set-cookie" ? /^refresh_token=([^;]+)/.exec(value)?.[1] : undefined;
      if (token) seen.add(token);
    }
  });
  return seen;
};

async function openSettings(page: Page) {
  const settings = page.getByRole("button", { name: "Settings", exact: true });
  await hydrated(page, settings);
  await settings.click();
}

const subscriptionsLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().includes("/api/v1/billing/subscriptions") && response.status() === 200);

test("a 401 clears the session, refreshes once and retries the call", async ({ page, user, baseURL }) => {
  await signIn(page, user);
  const spoiled = await spoilAccessToken(page.context(), baseURL!);
  const refreshes = countRefreshes(page);
  await page.goto("/copilot");
  // The Settings menu reads the subscription in the browser when it opens: that call meets the 401.
  const loaded = subscriptionsLoaded(page);
  await openSettings(page);
  await loaded;
  expect(refreshes.size).toBe(1);
  const session = (await page.context().cookies()).find(({ name }) => name === "session");
  expect(JSON.parse(decodeURIComponent(session!.value)).auth.access_token).not.toBe(spoiled);
  await expect(page).toHaveURL("/copilot");
});

test("two tabs hitting 401 at once share exactly one refresh", async ({ context, user, baseURL }) => {
  const first = await context.newPage();
  await signIn(first, user);
  await spoilAccessToken(context, baseURL!);
  const second = await context.newPage();
  const refreshes = [...[first, second].map(countRefreshes)];
  // Both tabs call the API from the browser at once (the Settings menu reads the subscription when it opens).
  await Promise.all([first.goto("/copilot"), second.goto("/faq")]);
  const loaded = [subscriptionsLoaded(first), subscriptionsLoaded(second)];
  await Promise.all([openSettings(first), openSettings(second)]);
  await Promise.all(loaded);
  expect(new Set([...refreshes[0]!, ...refreshes[1]!]).size).toBe(1);
});

test("when the refresh fails too, the user goes to /login with the current path", async ({ page, user, baseURL }) => {
  await signIn(page, user);
  await spoilAccessToken(page.context(), baseURL!);
  await page.context().addCookies([{ name: "refresh_token", value: "r".repeat(43), url: baseURL!, httpOnly: true }]);
  await page.goto("/applications?stage=review");
  await expect(page).toHaveURL("/login?r=%2Fapplications%3Fstage%3Dreview");
});

test("logout ends at /login, also when the logout call fails", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/copilot");
  await page.route("**/api/logout", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  const names = (await page.context().cookies()).map(({ name }) => name);
  expect(names).not.toContain("session");
  expect(names).not.toContain("refresh_token");
  await page.goto("/copilot");
  await expect(page).toHaveURL("/login?r=%2Fcopilot");
});

test("an admin signs in as a user, sees the banner on every page, and goes back", async ({ page, admin, user }) => {
  await signIn(page, admin);
  await page.goto("/copilot");
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Sign-in as" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign-in as" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel(/Reason/).fill("Support ticket 4711");
  await dialog.getByRole("button", { name: "Sign in" }).click();

  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toContainText(user.email);
  await page.goto("/support");
  await expect(banner).toContainText(user.email);
  const session = (await page.context().cookies()).find(({ name }) => name === "session");
  expect(JSON.parse(decodeURIComponent(session!.value)).user.email).toBe(user.email);

  await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Back to Admin" }).click()]);
  await expect(banner).toHaveCount(0);
  const restored = (await page.context().cookies()).find(({ name }) => name === "session");
  expect(JSON.parse(decodeURIComponent(restored!.value)).user.email).toBe(admin.email);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Sign-in as" })).toBeVisible();
});

test("toasts: at most three at once, bottom left", async ({ page, user }) => {
  await signIn(page, user);
  await page.route("**/api/v1/settings", (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }) : route.continue(),
  );
  await page.goto("/copilot");
  for (const language of ["Deutsch", "Français", "Italiano", "English", "Nederlands"]) {
    await page.getByRole("button", { name: /^(Settings|Einstellungen|Paramètres|Impostazioni|Instellingen)$/ }).click();
    const languageItem = page.getByRole("menuitem", { name: /^(Language|Sprache|Langue|Lingua|Taal)$/ });
    await languageItem.focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("menuitemradio", { name: language }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", { Deutsch: "de", Français: "fr", Italiano: "it", English: "en", Nederlands: "nl" }[language]!);
  }
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveAttribute("data-x-position", "left");
  await expect(toaster).toHaveAttribute("data-y-position", "bottom");
  await expect(page.locator("[data-sonner-toast][data-visible='true']")).toHaveCount(3);
  expect(await page.locator("[data-sonner-toast]").count()).toBeGreaterThanOrEqual(3);
  // And they leave by themselves after 5 s.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
});

test("a wave of 401s on the tracker, its live stream included, causes one refresh", async ({ page, user, baseURL }) => {
  await signIn(page, user);
  await spoilAccessToken(page.context(), baseURL!);
  const refreshes = countRefreshes(page);
  await page.goto("/applications");
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible({ timeout: 15_000 });
  // Several lists and counts plus the stream were refused with the spoiled token; one refresh served them all.
  await page.waitForTimeout(1500);
  expect(refreshes.size).toBe(1);
});
