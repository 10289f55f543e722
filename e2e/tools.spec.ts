import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, randomClientIp, shoot } from "./helpers";

// The offer negotiation and the career advisors, as a new user with no AI service configured
// meets them: the offline coach, the postings the app has read from the bundled job boards.

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(300_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/tools";

const conversation = (page: Page) => page.getByRole("log", { name: "Messages" });
const messages = (page: Page) => conversation(page).locator(":scope > ol > li");
const composer = (page: Page) => page.getByRole("textbox", { name: "Your message" });

async function say(page: Page, text: string) {
  const before = await messages(page).count();
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await expect(messages(page)).toHaveCount(before + 2);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
}

/** The chat as a phone shows it, the composer in view: not a whole-page capture. */
async function shootPhone(page: Page, file: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: file });
  await page.setViewportSize(size);
}

test("compare an offer with the postings, get a counter-offer and rehearse it", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/offer-negotiation");
  await expect(page.getByRole("heading", { level: 1, name: "Offer negotiation" })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/offer-start-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/offer-start-390.png`, { width: 390 });

  await page.getByRole("combobox", { name: /Job title/ }).fill("Backend Engineer");
  await page.getByLabel(/^Country/).selectOption("US");
  await page.getByLabel(/^Currency/).selectOption("USD");
  await page.getByLabel(/^Base salary per year/).fill("120,000");
  await page.getByRole("button", { name: "Analyse my offer" }).click();

  await expect(page).toHaveURL(/\/offer-negotiation\/[0-9a-f-]{36}$/);
  await expect(conversation(page)).toContainText(/counter/i);
  await expect(conversation(page)).toContainText("$120,000");
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/offer-analysis-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/offer-analysis-390.png`, { width: 390 });

  // The recruiter pushes back on the ask.
  await say(page, "Thank you for the offer. I would like a base of 135,000 dollars.");
  await expect(messages(page).last()).toContainText("135,000");
  await say(page, "I understand. Could we meet at 130,000?");
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/offer-roleplay-1280.png`, { width: 1280 });
  await shootPhone(page, `${SHOTS}/offer-roleplay-390.png`);
});

test("take the personality test and see the profile", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/career-advisors");
  await expect(page.getByRole("heading", { level: 1, name: "Career advisors" })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/advisors-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/advisors-390.png`, { width: 390 });

  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page).toHaveURL(/\/career-advisors\/[0-9a-f-]{36}$/);
  await expect(page.getByText("0 of 120")).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/personality-items-1280.png`, { width: 1280 });
  await shootPhone(page, `${SHOTS}/personality-items-390.png`);

  // Twelve pages of ten statements; answers vary so the profile is not flat.
  const scale = ["Very inaccurate", "Moderately inaccurate", "Neither accurate nor inaccurate", "Moderately accurate", "Very accurate"];
  for (let pageIndex = 0; pageIndex < 12; pageIndex += 1) {
    const groups = page.getByRole("group").filter({ has: page.getByRole("radio") });
    const count = await groups.count();
    for (let i = 0; i < count; i += 1) {
      await groups.nth(i).getByRole("radio", { name: scale[(pageIndex * 3 + i) % 5], exact: true }).check();
    }
    if (pageIndex < 11) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByText("120 of 120")).toBeVisible();
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(conversation(page)).toContainText("Openness");
  await expect(conversation(page)).toContainText(/not a hiring test/i);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/personality-profile-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/personality-profile-390.png`, { width: 390 });
});

test("see the skills a career switch needs", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/career-advisors");
  await hydrated(page);
  await page.getByRole("combobox", { name: /The job you want to move into/ }).fill("Data Analyst");
  await page.getByRole("button", { name: "Compare my skills" }).click();
  await expect(page).toHaveURL(/\/career-advisors\/[0-9a-f-]{36}$/);
  await expect(conversation(page)).toContainText("Data Analyst");
  await expect(conversation(page)).toContainText(/posting/);
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/career-gap-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/career-gap-390.png`, { width: 390 });
});
