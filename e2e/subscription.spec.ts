import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { accessToken, expectNoAxeViolations, hydrated } from "./helpers";

// The dev server compiles a route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

const menuButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Opens /subscription (painted with the server's copy of the subscription) and waits until it has hydrated. */
async function openSubscription(page: Page) {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await hydrated(page, page.getByRole("region", { name: "Plans" }).getByRole("radio").first());
}

test("a new user upgrades with the demo provider, gets the premium menu, cancels with a reason and sees the end date", async ({ signedInPage: page }) => {
  await openSubscription(page);
  const current = page.getByRole("region", { name: "Your plan" });
  await expect(current).toContainText("Free");
  await menuButton(page, "Settings").click();
  await expect(page.getByRole("menuitem", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My referrals" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Prices follow the period switch.
  const plans = page.getByRole("region", { name: "Plans" });
  const premium = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Premium" }) });
  await expect(premium).toContainText("€29.99");
  await plans.getByRole("radio", { name: /Quarterly/ }).check({ force: true });
  await expect(premium).toContainText("€69.99");
  await expect(premium).toContainText("per quarter");
  await expect(premium).toContainText("Up to 20 applications a day");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/subscription-free-desktop.png`, fullPage: true });

  await premium.getByRole("button", { name: "Choose Premium" }).click();
  const confirm = page.getByRole("dialog", { name: "Start Premium" });
  await expect(confirm).toContainText("Premium, billed every 3 months: €69.99 per quarter.");
  await expect(confirm).toContainText("Demo mode: no payment is taken.");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await confirm.getByRole("button", { name: "Start Premium" }).click();
  await expect(page.getByText("Welcome to Premium! Your new features are ready.")).toBeVisible();
  await expect(confirm).toBeHidden();

  await expect(current).toContainText("Premium");
  await expect(current).toContainText("Active");
  await expect(current).toContainText("Quarterly · €69.99 per quarter");
  const renews = current.getByTestId("subscription-date");
  await expect(renews).toHaveText(/^Renews on /);
  const endDate = (await renews.textContent())!.replace("Renews on ", "");
  await expect(premium.getByText("Your plan")).toBeVisible();
  await expect(plans.getByRole("button", { name: "Upgrade to Elite" })).toBeVisible();

  // The shell follows without a reload: "My referrals" is in the settings menu now.
  await menuButton(page, "Settings").click();
  await expect(page.getByRole("menuitem", { name: "My referrals" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.screenshot({ path: `${SHOTS}/subscription-premium-desktop.png` });

  await current.getByRole("button", { name: "Cancel subscription" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel your subscription" });
  await expect(cancel).toContainText(`You keep Premium until ${endDate}.`);
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(cancel.getByRole("alert")).toHaveText("Choose a reason.");
  await cancel.getByRole("radio", { name: "I found a job" }).check();
  await cancel.getByLabel("Anything you want to tell us? (optional)").fill("Starting at Acme next month.");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await page.screenshot({ path: `${SHOTS}/subscription-cancel-desktop.png` });
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(cancel).toContainText("Your subscription is cancelled");
  await expect(cancel).toContainText(`You keep Premium until ${endDate}. After that you move to the Free plan.`);
  await expect(cancel).toContainText("Congratulations on the new job");
  await cancel.getByRole("button", { name: "Done" }).click();
  await expect(cancel).toBeHidden();

  await expect(current).toContainText("Cancelled");
  await expect(renews).toHaveText(`Ends on ${endDate}`);
  await expect(current.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await current.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/subscription-canceled-desktop.png` });
  // Still in effect until the end date, so the menu keeps "My referrals".
  await menuButton(page, "Settings").click();
  await expect(page.getByRole("menuitem", { name: "My referrals" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The list the shell reads says the same.
  const list = await page.request.get("/api/v1/billing/subscriptions", { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  const [first] = (await list.json()).data;
  expect(first).toMatchObject({ canceled: true, status: "active", plan: { group: "Premium" }, period: "quarterly" });
});

test("an Elite subscriber switches to Premium", async ({ signedInPage: page }) => {
  const subscribed = await page.request.post("/api/v1/billing/subscriptions", {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { plan: "elite", period: "monthly" },
  });
  expect(subscribed.status()).toBe(201);
  await openSubscription(page);
  const current = page.getByRole("region", { name: "Your plan" });
  await expect(current).toContainText("Elite");
  await current.getByRole("button", { name: "Switch to Premium" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch to Premium?" });
  await expect(dialog).toContainText("Elite ends now and Premium starts, billed monthly.");
  await dialog.getByRole("button", { name: "Switch to Premium" }).click();
  await expect(page.getByText("You are now on Premium.")).toBeVisible();
  await expect(current).toContainText("Monthly · €29.99 per month");
  await expect(page.getByRole("region", { name: "Plans" }).getByRole("button", { name: "Upgrade to Elite" })).toBeVisible();
});

test("at 599 px the plans stack and nothing overflows", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 599, height: 900 });
  await openSubscription(page);
  await expect(page.getByRole("button", { name: "Choose Elite" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/subscription-free-599.png`, fullPage: true });

  await page.getByRole("button", { name: "Choose Elite" }).click();
  await page.getByRole("dialog", { name: "Start Elite" }).getByRole("button", { name: "Start Elite" }).click();
  await expect(page.getByText("Welcome to Elite!", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("dialog", { name: "Cancel your subscription" }).getByRole("radio", { name: "It is too expensive" }).check();
  await page.screenshot({ path: `${SHOTS}/subscription-cancel-599.png` });
});
