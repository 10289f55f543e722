import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_PASSWORD } from "./constants";
import { expect as baseExpect, test, watchHydration } from "./fixtures";
import { accessToken, expectNoAxeViolations } from "./helpers";

// The dev server compiles a route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SHOTS_DIR ?? "test-results";
const PHONE_LABEL = "Please enter your mobile number for employers to contact you";

async function subscribe(page: Page, plan = "premium") {
  const response = await page.request.post("/api/v1/billing/subscriptions", {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { plan, period: "monthly" },
  });
  expect(response.status()).toBe(201);
}

test("a subscriber copies the link, a friend signs up with it and subscribes, and the referrer sees them and the reward", async ({
  browser,
  baseURL,
  signedInPage: page,
}) => {
  // Two browsers, a sign-up and two subscriptions: longer than the default budget on a dev server.
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await subscribe(page);
  await page.goto("/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "My referrals" })).toBeVisible();
  const linkField = page.getByLabel("Invite link", { exact: true });
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/signup\\?ref=[23456789A-HJKMNP-Z]{8}$`));
  const link = await linkField.inputValue();
  const code = new URL(link).searchParams.get("ref")!;
  await expect(page.getByText("No one has joined through your link yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/referrals-empty-desktop.png`, fullPage: true });

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied. Paste it into a message to a friend.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The friend opens the link in a browser of their own and signs up.
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  const friendHydration = watchHydration(friend);
  await friend.goto(link);
  await expect(friend.getByText(`You were invited: the referral code ${code} will be applied.`)).toBeVisible();
  await expect(friend.getByRole("button", { name: "Continue" })).toBeEnabled();
  await friend.getByLabel("Email").fill(`e2e-friend-${randomUUID().slice(0, 12)}@example.com`);
  await friend.getByLabel("Password").fill(E2E_PASSWORD);
  await friend.getByLabel("I accept the terms of use and the privacy notice.").check();
  await friend.getByRole("button", { name: "Continue" }).click();
  await expect(friend.getByRole("heading", { level: 1, name: "Tell us about yourself" })).toBeVisible();
  await friend.getByLabel("First name").fill("Grace");
  await friend.getByLabel("Last name").fill("Hopper");
  await friend.getByLabel("Country", { exact: true }).selectOption("DE");
  await friend.getByLabel(PHONE_LABEL).fill("15123456789");
  await friend.getByRole("button", { name: "Finish sign-up" }).click();
  // The first visit of /copilot compiles it on a dev server.
  await expect(friend).toHaveURL(/\/copilot/, { timeout: 45_000 });

  await page.reload();
  const invitees = page.getByRole("table", { name: "Friends who signed up with your link, newest first" });
  await expect(invitees.getByRole("row", { name: /G\. H\./ })).toContainText("Signed up");
  await expect(page.getByText("Your rewards appear here when a friend subscribes.")).toBeVisible();

  // The friend subscribes; the referrer earns 7 free days.
  await friend.goto("/subscription");
  await friend.getByRole("button", { name: "Choose Premium" }).click();
  await friend.getByRole("dialog", { name: "Start Premium" }).getByRole("button", { name: "Start Premium" }).click();
  await expect(friend.getByText("Welcome to Premium!", { exact: false })).toBeVisible();
  friendHydration.check();
  await friendContext.close();

  await page.reload();
  await expect(invitees.getByRole("row", { name: /G\. H\./ })).toContainText("Subscribed");
  const rewards = page.getByRole("region", { name: "Your rewards" });
  await expect(rewards).toContainText("+7 free days");
  await expect(rewards).toContainText("Added to your plan on");
  const numbers = page.getByRole("list", { name: "Your referral numbers" });
  await expect(numbers.getByRole("listitem").filter({ hasText: "Free days earned" })).toContainText("7");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/referrals-reward-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 599, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/referrals-reward-599.png`, fullPage: true });
});

test("without a subscription the page explains and links to the plans", async ({ signedInPage: page }) => {
  await page.goto("/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "My referrals" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Referrals come with Premium and Elite" })).toBeVisible();
  await expect(page.getByLabel("Invite link", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 599, height: 800 });
  await page.screenshot({ path: `${SHOTS}/referrals-locked-599.png`, fullPage: true });
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
