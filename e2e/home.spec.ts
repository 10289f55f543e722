import { expect as baseExpect, signIn, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, logIn, randomClientIp, shoot } from "./helpers";

// The dev server compiles a route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 15_000 });

// Sign-ins are throttled per client address: this file gets one of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const HEADING = "Your job search, on autopilot";
/** README.md's first command, shown as it is there. */
const START_COMMAND = "npm install && npm start";

test.describe("the public home at /", () => {
  test("a signed-out visitor sees what it does, how it applies, how to host it, and the way in", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    for (const name of ["How it works", "How it applies, honestly", "Everything around your applications", "Run it yourself in two commands"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const name of ["It never invents an answer", "It never solves a CAPTCHA", "“Applied” only with proof", "Never the same job twice"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }

    const main = page.getByRole("main");
    await expect(main.locator("pre > code")).toHaveText(START_COMMAND);
    await expect(main.getByText("with Node 20 or newer")).toBeVisible();
    await expect(main.getByText("The app then runs at http://localhost:3000.")).toBeVisible();

    // The top bar offers sign-up; the footer leads to the terms, the privacy notice and the API docs.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "About this service" });
    await expect(footer.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "API documentation" })).toHaveAttribute("href", "/api/v1/docs");
    expect((await request.get("/api/v1/docs")).status()).toBe(200);

    await main.getByRole("link", { name: "Create your account" }).click();
    await expect(page).toHaveURL("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

    await page.goto("/");
    await main.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });

  test("a visitor who logs in from the home lands on /copilot, and / takes them there from then on", async ({ page, user }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL("/login");
    await hydrated(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL("/copilot");
    await page.goto("/");
    await expect(page).toHaveURL("/copilot");
  });

  test("a signed-in user at / lands on /copilot, also when only the refresh token is left", async ({ page, user }) => {
    await signIn(page, user);
    await page.goto("/");
    await expect(page).toHaveURL("/copilot");
    await page.context().clearCookies({ name: "session" });
    await page.goto("/");
    await expect(page).toHaveURL("/copilot");
  });

  test("a refused refresh shows the home and drops the dead cookie", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "refresh_token", value: "x".repeat(43), url: baseURL! }]);
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === "refresh_token")).toBeUndefined();
  });

  test("axe finds nothing, and it fits at 1280 and 390 px", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await hydrated(page);
    // The dev overlay is not the page's.
    await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
    await shoot(page, testInfo.outputPath("home-1280.png"));

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("main").locator("pre > code")).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
    await shoot(page, testInfo.outputPath("home-390.png"));
  });
});
