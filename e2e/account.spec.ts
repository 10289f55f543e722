import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { expectNoAxeViolations, linkFromOutbox, randomClientIp } from "./helpers";

// The dev server compiles a route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins are throttled per client address: this file gets an address of its own.
const clientIp = randomClientIp();
test.use({ extraHTTPHeaders: { "x-forwarded-for": clientIp } });
test.setTimeout(120_000);

/**
 * Against a shared `next dev` (E2E_BASE_URL), other people's edits make Turbopack tell the page to
 * reload itself, which would restart a test half-way. Those reload messages are held back; the
 * page keeps the code it loaded. `next start` has no such socket, so this changes nothing there.
 */
async function holdDevReloads(page: Page) {
  if (!process.env.E2E_BASE_URL) return;
  await page.routeWebSocket(/\/_next\/hmr/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message === "string" && /"type":"(restart|reloadPage)"/.test(message)) return;
      socket.send(message);
    });
    socket.onMessage((message) => server.send(message));
  });
}

test.beforeEach(async ({ page }) => holdDevReloads(page));

const NEW_PASSWORD = "another long enough passphrase";
const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/account";

async function openAccount(page: Page) {
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  // Submit buttons are enabled once React has hydrated the forms.
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("is where /login?r=/account lands, and saves the profile and the phone", async ({ page, user }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?r=%2Faccount$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();

  const profile = section(page, "Profile");
  await expect(profile.getByLabel("First name")).toHaveValue("Test");
  await expect(profile.getByLabel("Country", { exact: true })).toHaveValue("DE");
  await profile.getByLabel("First name").fill("");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByLabel("First name")).toHaveAccessibleDescription("Enter a name.");
  await expectNoAxeViolations(page, { seriousOnly: true });

  await profile.getByLabel("First name").fill("Grace");
  await profile.getByLabel("Last name").fill("Hopper");
  await profile.getByLabel("Country", { exact: true }).selectOption("NL");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  const phone = section(page, "Mobile number");
  const number = phone.getByLabel("Please enter your mobile number for employers to contact you");
  await expect(number).toHaveValue("15123456789");
  await phone.getByLabel("Country calling code").selectOption("NL");
  await number.fill("612345678");
  await phone.getByRole("button", { name: "Save number" }).click();
  await expect(page.getByText("Mobile number saved.")).toBeVisible();

  await page.reload();
  await expect(section(page, "Profile").getByLabel("First name")).toHaveValue("Grace");
  await expect(section(page, "Profile").getByLabel("Last name")).toHaveValue("Hopper");
  await expect(section(page, "Profile").getByLabel("Country", { exact: true })).toHaveValue("NL");
  await expect(section(page, "Mobile number").getByLabel("Please enter your mobile number for employers to contact you")).toHaveValue("612345678");
});

test("changing the password signs the other devices out and keeps this one", async ({ page, user, browser }) => {
  await signIn(page, user);
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientIp } });
  const otherPage = await other.newPage();
  await holdDevReloads(otherPage);
  await signIn(otherPage, user);
  await openAccount(otherPage);

  await openAccount(page);
  const card = section(page, "Password");
  await card.getByLabel("Current password").fill("not my password");
  await card.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel("Repeat the new password").fill(`${NEW_PASSWORD}!`);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByLabel("Repeat the new password")).toHaveAccessibleDescription("The passwords do not match.");
  await card.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByLabel("Current password")).toHaveAccessibleDescription("The password is not correct.");

  await expect(card.getByRole("checkbox", { name: "Sign out my other devices" })).toBeChecked();
  await card.getByLabel("Current password").fill(user.password);
  await card.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await card.getByRole("button", { name: "Change password" }).click();
  // The other browser, and the sign-in the fixture made when it registered the user.
  await expect(page.getByText("Your password was changed. 2 other devices were signed out.")).toBeVisible();
  await expect(card.getByLabel("Current password")).toHaveValue("");

  // The other browser is sent to the login page at its next step; this one goes on.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await expect(otherPage.getByRole("button", { name: "Log in" })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(section(page, "Profile").getByLabel("First name")).toHaveValue("Test");

  expect((await page.request.post("/api/v1/auth", { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await page.request.post("/api/v1/auth", { data: { email: user.email, password: NEW_PASSWORD } })).status()).toBe(200);
});

test("changes the email address through the link mailed to the new one", async ({ page, user }) => {
  const newEmail = `e2e-moved-${randomUUID().slice(0, 10)}@example.com`;
  await signIn(page, user);
  await openAccount(page);
  const card = section(page, "Email address");
  await expect(card.getByTestId("current-email")).toHaveText(user.email);
  await expect(card.getByText("Not confirmed")).toBeVisible();

  await card.getByLabel("New email address").fill(newEmail);
  await card.getByLabel("Current password").fill(user.password);
  await card.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(card.getByTestId("pending-email-change")).toContainText(newEmail);
  // Nothing changes before the link is opened.
  await expect(card.getByTestId("current-email")).toHaveText(user.email);
  await expectNoAxeViolations(page, { seriousOnly: true });

  const link = await linkFromOutbox(newEmail, "/verify-email?token=");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Your email address has changed" })).toBeVisible();
  await expect(page.getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(section(page, "Email address").getByTestId("current-email")).toHaveText(newEmail);
  await expect(section(page, "Email address").getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(section(page, "Email address").getByTestId("pending-email-change")).toHaveCount(0);

  expect((await page.request.post("/api/v1/auth", { data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await page.request.post("/api/v1/auth", { data: { email: newEmail, password: user.password } })).status()).toBe(200);
});

test("downloads the user's data as a dated JSON file", async ({ page, user }) => {
  await signIn(page, user);
  await openAccount(page);
  const downloading = page.waitForEvent("download");
  await section(page, "Download your data").getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^job-copilot-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data).toMatchObject({ format: "job-copilot-export", user: { id: user.id, email: user.email, first_name: "Test" } });
  expect(data.user).not.toHaveProperty("password_hash");
  await expect(page.getByText("Your data was downloaded.")).toBeVisible();
});

test("deleting the account signs out, and signing in then fails", async ({ page, user }) => {
  await signIn(page, user);
  await openAccount(page);
  await section(page, "Delete account").getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account for good?" });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Delete account permanently" });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page, { seriousOnly: true });

  await dialog.getByLabel("Type your email address to confirm").fill(user.email.toUpperCase());
  await dialog.getByLabel("Password").fill("not the password");
  await submit.click();
  await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription("The password is not correct.");
  await dialog.getByLabel("Password").fill(user.password);
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
});

test("an admin signed in as the user cannot change the email or password, download or delete", async ({ page, user, admin }) => {
  await signIn(page, admin);
  expect((await page.request.post("/api/login-admin", { data: { email: user.email } })).status()).toBe(200);
  await page.goto("/account");
  await expect(page.getByTestId("impersonation-banner")).toBeVisible();
  await expect(page.getByText("You are signed in as this user as an administrator.", { exact: false })).toBeVisible();

  await expect(section(page, "Email address").getByLabel("New email address")).toBeDisabled();
  await expect(section(page, "Email address").getByText("Only the account owner can change the email address", { exact: false })).toBeVisible();
  await expect(section(page, "Password").getByLabel("Current password")).toBeDisabled();
  await expect(section(page, "Password").getByRole("button", { name: "Change password" })).toBeDisabled();
  await expect(section(page, "Download your data").getByRole("button", { name: "Download my data" })).toBeDisabled();
  await expect(section(page, "Delete account").getByRole("button", { name: "Delete account…" })).toBeDisabled();
  // Helping with the rest stays possible.
  await expect(section(page, "Profile").getByRole("button", { name: "Save profile" })).toBeEnabled();
  await expectNoAxeViolations(page, { seriousOnly: true });
  await page.screenshot({ path: `${SHOTS}/account-impersonating.png`, fullPage: true });
});

test("is keyboard usable, has no serious axe violation and fits 599 px", async ({ page, user }) => {
  await signIn(page, user);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAccount(page);
  await expect(section(page, "Notifications").getByRole("switch", { name: "Product news" })).not.toBeChecked();
  await expectNoAxeViolations(page, { seriousOnly: true });
  await page.screenshot({ path: `${SHOTS}/account-desktop.png`, fullPage: true });

  // A notification switch works from the keyboard and saves at once.
  const news = section(page, "Notifications").getByRole("switch", { name: "Product news" });
  await news.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Notification setting saved.")).toBeVisible();
  await expect(news).toBeChecked();
  await page.reload();
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();
  await expect(section(page, "Notifications").getByRole("switch", { name: "Product news" })).toBeChecked();

  // The language applies on its button, not while moving through the options.
  const language = section(page, "Language").getByLabel("Language");
  await language.selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await section(page, "Language").getByRole("button", { name: "Change language" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
  await page.getByRole("region", { name: "Sprache" }).getByLabel("Sprache").selectOption("en");
  await page.getByRole("region", { name: "Sprache" }).getByRole("button", { name: "Sprache ändern" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  await page.setViewportSize({ width: 599, height: 900 });
  await page.reload();
  await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { seriousOnly: true });
  await page.screenshot({ path: `${SHOTS}/account-599.png`, fullPage: true });
});
