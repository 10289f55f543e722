import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { accessToken, expectNoAxeViolations, hydrated } from "./helpers";

const menuButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** Opens a page and waits until it has hydrated (the Settings menu's entries load when it opens). */
async function openShell(page: Page, path = "/copilot") {
  await page.goto(path);
  await hydrated(page);
}

test.describe("top bar", () => {
  test("marks the current section and shows the Applications badge dot hidden", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Copilot" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Applications" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();

    const badge = page.getByTestId("applications-badge");
    await expect(badge).toBeAttached();
    await expect(badge).toBeHidden();

    await nav.getByRole("link", { name: "Support" }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(nav.getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Support · job-copilot");
  });

  test("the Tools menu opens on hover and closes after the pointer leaves", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    await menuButton(page, "Tools").hover();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["CV builder", "Cover letter builder", "Interview roleplay", "Offer negotiation", "Career advisors"]);
    // A click on the trigger that hover has opened leaves it open.
    await menuButton(page, "Tools").click();
    await expect(menu).toBeVisible();
    // Moving from the trigger into the menu keeps it open.
    await menu.getByRole("menuitem", { name: "Offer negotiation" }).hover();
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
  });

  test("the Tools menu opens on click, closes on Escape and works with the keyboard", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    const trigger = menuButton(page, "Tools");
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "CV builder" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Cover letter builder" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cover-letter-builder$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Cover letter builder" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("the Settings menu opens on hover, on click, closes on Escape and changes the language by keyboard", async ({ signedInPage: page, user }) => {
    await openShell(page);
    const trigger = menuButton(page, "Settings");
    await trigger.hover();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(`Signed in as ${user.email}`);
    await expect(menu.getByRole("menuitem")).toHaveText(["Account", "Saved answers", "Subscription", "Language", "Logout"]);
    await page.mouse.move(100, 600);
    await expect(menu).toBeHidden();

    await page.mouse.move(640, 600);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Account" })).toBeFocused();
    for (const name of ["Saved answers", "Subscription", "Language"]) {
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name })).toBeFocused();
    }
    await page.keyboard.press("ArrowRight");
    const languages = page.getByRole("menu", { name: "Language" });
    await expect(languages.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    await expect(languages.getByRole("menuitemradio", { name: "English" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(languages.getByRole("menuitemradio", { name: "Deutsch" })).toBeFocused();
    await page.keyboard.press("Enter");

    // The notice shows at once, in the new language as soon as the page has re-rendered, and hides after 3 s.
    const notice = page.getByTestId("shell-notice");
    await expect(notice).toContainText("Deutsch");
    const shownAt = Date.now();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Bewerbungen" })).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Copilot" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the Settings menu links to its pages and logs out", async ({ signedInPage: page }) => {
    await openShell(page);
    await menuButton(page, "Settings").click();
    await page.getByRole("menuitem", { name: "Subscription" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();

    await menuButton(page, "Settings").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"My referrals" shows only with an active subscription', async ({ signedInPage: page }) => {
    await openShell(page);
    // The open menu reads the subscription: "My referrals" is decided once it has answered.
    const subscription = page.waitForResponse((response) => response.url().includes("/api/v1/billing/subscriptions"));
    await menuButton(page, "Settings").click();
    await subscription;
    await expect(page.getByRole("menuitem", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "My referrals" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    const subscribed = await page.request.post("/api/v1/billing/subscriptions", {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: { plan: "premium", period: "monthly" },
    });
    expect(subscribed.status()).toBe(201);

    await openShell(page);
    await menuButton(page, "Settings").click();
    await page.getByRole("menuitem", { name: "My referrals" }).click();
    await expect(page).toHaveURL(/\/referrals$/);
    await expect(page.getByRole("heading", { level: 1, name: "My referrals" })).toBeVisible();
  });

  test('admins see "Sign-in as", which opens a dialog that closes on Escape', async ({ page, admin }) => {
    await signIn(page, admin);
    await openShell(page);
    await menuButton(page, "Settings").click();
    await page.getByRole("menuitem", { name: "Sign-in as" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign-in as" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test('users without admin rights see no "Sign-in as" and no "Back to Admin"', async ({ signedInPage: page }) => {
    await openShell(page);
    await menuButton(page, "Settings").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sign-in as" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Back to Admin" })).toHaveCount(0);
    await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  });
});

test.describe("mobile layout (599 px)", () => {
  test.use({ viewport: { width: 599, height: 860 } });

  test("the navigation moves behind a menu button that opens and closes with the keyboard", async ({ signedInPage: page }) => {
    await openShell(page);
    await expect(menuButton(page, "Tools")).toBeHidden();
    await expect(menuButton(page, "Settings")).toBeHidden();
    await expect(page.getByTestId("applications-badge")).toBeHidden();
    const open = menuButton(page, "Open menu");
    await expect(open).toBeVisible();

    await open.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    const nav = panel.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Copilot" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Interview roleplay" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await nav.getByRole("link", { name: "Support" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/support$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  });
});

test.describe("pages", () => {
  // The editor itself is covered by e2e/copilot.spec.ts.
  test("an unknown copilot or step is not found, inside the shell", async ({ signedInPage: page }) => {
    await page.goto("/copilot/demo/edit/9");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/copilot$/);
  });

  test("support lists the nine topics, each with its own page; others are not found", async ({ signedInPage: page }) => {
    await page.goto("/support");
    const topics = page.getByRole("main").getByRole("listitem");
    await expect(topics).toHaveCount(9);
    await page.getByRole("link", { name: /^Cancel my subscription/ }).click();
    await expect(page).toHaveURL(/\/support\/cancel-subscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cancel my subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Support" }).click();
    await expect(page).toHaveURL(/\/support$/);

    await page.goto("/support/unknown-topic");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  // A conversation's own page is covered by e2e/assistants.spec.ts and e2e/tools.spec.ts.
  test("an unknown conversation is not found, inside the shell", async ({ signedInPage: page }) => {
    for (const path of ["/interview-roleplay/00000000-0000-4000-8000-000000000000", "/offer-negotiation/1", "/career-advisors/unknown"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
  });

  test("every seed route renders inside the shell with its own title", async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    const routes: [string, string][] = [
      ["/applications", "Applications"],
      ["/applications/review", "Review applications"],
      ["/cv-builder", "CV builder"],
      ["/cv-builder/result", "Your CV"],
      ["/cover-letter-builder", "Cover letter builder"],
      // A letter's page names its letter (?id=); without one, the letter's own "not found".
      ["/cover-letter-builder/cover-letter-result", "Letter not found"],
      ["/account", "Account"],
      ["/faq", "Frequently asked questions"],
      ["/ai-tools", "AI tools"],
      ["/interview-roleplay", "Interview roleplay"],
      ["/offer-negotiation", "Offer negotiation"],
      ["/career-advisors", "Career advisors"],
    ];
    for (const [path, title] of routes) {
      // A dev server may reload the page while it compiles a route: that aborts a navigation, not the test.
      await page.goto(path).catch(async (error: Error) => {
        if (!error.message.includes("ERR_ABORTED")) throw error;
        await page.goto(path);
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · job-copilot`);
    }
  });
});

test.describe("accessibility and looks", () => {
  // Serious and critical violations count; the dev overlay is not the page's.
  const AXE = { exclude: ["nextjs-portal"], seriousOnly: true };

  for (const path of ["/copilot", "/support", "/account"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ signedInPage: page }) => {
      await openShell(page, path);
      await expectNoAxeViolations(page, AXE);
    });
  }

  test("axe finds no serious violation in the open Settings menu and mobile panel", async ({ signedInPage: page }) => {
    await openShell(page);
    await menuButton(page, "Settings").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 599, height: 860 });
    await menuButton(page, "Open menu").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
  });

  test("screenshots of /copilot and the open Settings menu", async ({ signedInPage: page }) => {
    await openShell(page);
    await page.mouse.move(0, 700);
    await page.screenshot({ path: "test-results/shell-copilot.png" });
    await menuButton(page, "Settings").click();
    await page.getByRole("menuitem", { name: "Language" }).hover();
    await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-settings-menu.png" });

    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await menuButton(page, "Open menu").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-mobile-nav-390.png" });
  });
});
