import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { apiOf, expectNoAxeViolations, hydrated, mailsTo, shoot } from "./helpers";

// The dev overlay and the toasts are not the page's.
const AXE = { exclude: ["nextjs-portal", "[data-sonner-toaster]"] };

async function openAdmin(page: Page) {
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
}

test("an admin finds a user, signs in as them with a reason, answers their message by mail and sees the sign-in in the log", async ({ browser, page, user, admin }, testInfo) => {
  test.setTimeout(180_000);
  const text = `My copilot found no jobs in Berlin this week (${testInfo.testId}). What can I change?`;

  // The user writes to support.
  await signIn(page, user);
  await page.goto("/support/something-else");
  await hydrated(page);
  await page.getByLabel("Topic").selectOption({ label: "My copilot and its jobs" });
  await page.getByRole("textbox", { name: "Your message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Your message was sent." })).toBeVisible();

  // The admin, in a browser of their own, finds them by part of their address.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await openAdmin(adminPage);
  const part = user.email.slice(4, 14).toUpperCase();
  await adminPage.getByLabel("Find a user").fill(part);
  const users = adminPage.getByRole("table", { name: "Users" });
  await expect(users.getByRole("row")).toHaveCount(2);
  await expect(users).toContainText(user.email);
  await expect(users).toContainText("Test User");
  await expect(users).toContainText("Free");
  await expectNoAxeViolations(adminPage, AXE);
  await shoot(adminPage, testInfo.outputPath("admin-users-1280.png"), { width: 1280 });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const cards = adminPage.getByRole("list", { name: "Users" });
  await expect(cards).toContainText(user.email);
  await expectNoAxeViolations(adminPage, AXE);
  await shoot(adminPage, testInfo.outputPath("admin-users-390.png"), { width: 390 });
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  // Sign-in as, from the row, with a reason.
  const reason = `Support ticket ${testInfo.testId.slice(0, 8)}`;
  await users.getByRole("button", { name: `Sign in as ${user.email}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Sign-in as" });
  await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(adminPage).toHaveURL("/copilot");
  const banner = adminPage.getByTestId("impersonation-banner");
  await expect(banner).toContainText(user.email);
  await Promise.all([adminPage.waitForEvent("load"), banner.getByRole("button", { name: "Back to Admin" }).click()]);
  await expect(banner).toHaveCount(0);

  // The inbox: the message is open; the answer is mailed to the user.
  await openAdmin(adminPage);
  await adminPage.getByRole("tab", { name: "Support inbox" }).click();
  const message = adminPage.getByRole("article").filter({ hasText: text });
  await expect(message).toContainText(`From ${user.email}`);
  await expectNoAxeViolations(adminPage, AXE);
  await shoot(adminPage, testInfo.outputPath("admin-inbox-1280.png"), { width: 1280 });
  await shoot(adminPage, testInfo.outputPath("admin-inbox-390.png"), { width: 390 });
  const answer = "Add more countries on the support page 'Not enough jobs': it shows what each filter holds back.";
  await message.getByRole("textbox", { name: "Your answer" }).fill(answer);
  await message.getByRole("button", { name: "Send answer" }).click();
  await expect(adminPage.locator("[data-sonner-toast]").filter({ hasText: `Answer mailed to ${user.email}.` })).toBeVisible();
  await expect(adminPage.getByRole("article").filter({ hasText: text })).toHaveCount(0);
  await adminPage.getByText("Answered", { exact: true }).click();
  const answered = adminPage.getByRole("article").filter({ hasText: text });
  await expect(answered).toContainText(answer);
  await expect(answered).toContainText(`Answered by ${admin.email}`);

  await expect
    .poll(async () => (await mailsTo(user.email)).find((mail) => mail.subject === "Answer to your message to job-copilot support")?.text ?? "", {
      timeout: 15_000,
    })
    .toContain(answer);

  // The audit log names the reason.
  await adminPage.getByRole("tab", { name: "Sign-in log" }).click();
  const log = adminPage.getByRole("table", { name: "Sign-ins as another user" });
  const entry = log.getByRole("row").filter({ hasText: reason });
  await expect(entry).toContainText(admin.email);
  await expect(entry).toContainText(user.email);
  await expect(entry).toContainText("Ended");
  await expectNoAxeViolations(adminPage, AXE);
  await shoot(adminPage, testInfo.outputPath("admin-log-1280.png"), { width: 1280 });
  await shoot(adminPage, testInfo.outputPath("admin-log-390.png"), { width: 390 });
  await adminContext.close();
});

test("an unknown email in the Sign-in-as dialog is said in the dialog", async ({ page, admin }) => {
  await signIn(page, admin);
  await page.goto("/copilot");
  await hydrated(page);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Sign-in as" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign-in as" });
  await dialog.getByLabel("Email").fill("nobody-at-all@example.com");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("No user with this email.");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { ...AXE, include: "[role=dialog]" });
});

test("the settings menu leads admins to the adminPage; anyone else gets 404 at /admin", async ({ page, admin, user, browser }) => {
  await signIn(page, admin);
  await page.goto("/copilot");
  await hydrated(page);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL("/admin");

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await signIn(visitor, user);
  // The (app) group streams behind its loading screen, so the not-found page comes with a 200, as everywhere in the app.
  await visitor.goto("/admin");
  await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(visitor.getByRole("tab", { name: "Users" })).toHaveCount(0);
  const api = await apiOf(visitor);
  expect((await visitor.request.get("/api/v1/admin/users", { headers: api.headers })).status()).toBe(403);
  await visitor.goto("/copilot");
  await hydrated(visitor);
  await visitor.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(visitor.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await other.close();
});
