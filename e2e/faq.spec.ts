import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { chooseLocale, expectNoAxeViolations, hydrated, shootBothWidths } from "./helpers";

// The dev server compiles each route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SHOTS_DIR ?? "test-results/faq";
const QUESTIONS = 25;

// The dev overlay and the toasts are not the page's.
const AXE = { exclude: ["nextjs-portal", "[data-sonner-toaster]"] };

const questions = (page: Page) => page.locator("details > summary");

test.describe("FAQ", () => {
  test("search filters questions and answers as one types, ignoring case and accents", async ({ signedInPage: page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await expect(questions(page)).toHaveCount(QUESTIONS);
    await expect(page.getByRole("status").filter({ hasText: `${QUESTIONS} questions` })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shootBothWidths(page, SHOTS, "faq");

    const search = page.getByRole("searchbox", { name: "Search the questions" });
    // Only an answer mentions Ollama: its question shows, opened to show why.
    await search.pressSequentially("OLLAMA");
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page)).toHaveText("Can I run job-copilot on my own server?");
    await expect(page.getByText(/any OpenAI-compatible AI endpoint/)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "1 question matches" })).toBeVisible();

    await search.fill("cancel subscription");
    await expect(questions(page).filter({ hasText: "How do I cancel my subscription?" })).toBeVisible();
    await expect(questions(page).filter({ hasText: "How does the copilot find and choose jobs?" })).toHaveCount(0);

    await search.fill("zzz-nothing-like-this");
    await expect(page.getByText("No question or answer mentions “zzz-nothing-like-this”.")).toBeVisible();
    await page.getByRole("button", { name: "Show all questions" }).click();
    await expect(search).toHaveValue("");
    await expect(questions(page)).toHaveCount(QUESTIONS);
  });

  test("each answer opens from the keyboard and has a link of its own", async ({ signedInPage: page }) => {
    await page.goto("/faq#delete-account");
    await hydrated(page);
    const answer = page.locator("details#delete-account");
    await expect(answer).toHaveAttribute("open", "");
    await expect(answer.getByText(/This cannot be undone/)).toBeVisible();
    await expect(answer.getByRole("link", { name: "Link to this answer" })).toHaveAttribute("href", "#delete-account");

    const plans = page.locator("details#plans");
    await expect(plans).not.toHaveAttribute("open", "");
    await plans.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(plans).toHaveAttribute("open", "");
    await expect(plans.getByText(/Elite: three copilots, 50 applications a day/)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(plans).not.toHaveAttribute("open", "");

    // Following a link to another answer opens it, even after a search hid it.
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("referrals");
    await page.evaluate(() => (window.location.hash = "#privacy"));
    await expect(page.locator("details#privacy")).toHaveAttribute("open", "");
    await expect(page.getByRole("searchbox", { name: "Search the questions" })).toHaveValue("");
  });

  test("in German, the questions are German and the search ignores umlauts", async ({ page, user }) => {
    await page.goto("/login");
    await hydrated(page);
    await chooseLocale(page, "de");
    const login = await page.request.post("/api/login", { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(200);
    await page.goto("/faq");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Häufige Fragen" })).toBeVisible();
    await expect(questions(page).filter({ hasText: "Wie kündige ich mein Abo?" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Fragen durchsuchen" });
    await search.fill("kundige");
    await expect(questions(page)).toHaveCount(1);
    await expect(questions(page)).toHaveText("Wie kündige ich mein Abo?");
    await expect(page.getByRole("status").filter({ hasText: "1 Frage passt" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shootBothWidths(page, SHOTS, "faq-de");
  });
});

test.describe("AI tools", () => {
  test("lists the five tools with what they do and a link to each", async ({ signedInPage: page }) => {
    await page.goto("/ai-tools");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "AI tools" })).toBeVisible();
    const tools: [string, string][] = [
      ["CV builder", "/cv-builder"],
      ["Cover letter builder", "/cover-letter-builder"],
      ["Interview roleplay", "/interview-roleplay"],
      ["Offer negotiation", "/offer-negotiation"],
      ["Career advisors", "/career-advisors"],
    ];
    for (const [name, href] of tools) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(page.getByRole("link", { name: `Open ${name}` })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("Each month: 20 AI messages and 10 cover letters on Free, 300 and 300 on Premium, 1,000 and 1,000 on Elite.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Check my CV" })).toHaveAttribute("href", "/support/review-cv");
    await expectNoAxeViolations(page, AXE);
    await shootBothWidths(page, SHOTS, "ai-tools");
  });
});
