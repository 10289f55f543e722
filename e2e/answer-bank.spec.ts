import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, randomClientIp, shoot } from "./helpers";

// A page's first visit can be slow on a busy machine: give navigations time.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins are throttled per client address: this file gets an address of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(180_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/answer-bank";

const entry = (page: Page, question: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: question }) });

async function addAnswer(page: Page, question: string, fill: () => Promise<void>) {
  await page.getByRole("button", { name: "Add an answer" }).click();
  const form = page.getByRole("region", { name: "New answer" });
  await form.getByLabel("Question").fill(question);
  await fill();
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(entry(page, question)).toBeVisible();
}

test("add, edit, search and delete saved answers", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage saved answers" }).click();
  await expect(page).toHaveURL(/\/account\/answers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved answers" })).toBeVisible();
  await expect(page.getByText("Answers the copilot reuses when an employer asks the same question.")).toBeVisible();
  await hydrated(page);

  // Empty at first.
  await expect(page.getByRole("heading", { name: "No saved answers yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/empty-1280.png`, { width: 1280 });

  // Add: a question without words of its own is refused, naming the field.
  await page.getByRole("button", { name: "Add an answer" }).click();
  const form = page.getByRole("region", { name: "New answer" });
  await form.getByLabel("Question").fill("Do you?");
  await form.getByLabel("Answer", { exact: true }).fill("Yes");
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(form.getByLabel("Question")).toHaveAccessibleDescription(/Write the whole question/);
  await form.getByLabel("Question").fill("What is your notice period?");
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(entry(page, "What is your notice period?")).toContainText("Yes");

  // A list of choices, and yes/no, from the keyboard.
  await addAnswer(page, "Which shifts can you work?", async () => {
    await form.getByText("List", { exact: true }).click();
    const choice = form.getByLabel("Add a choice");
    await choice.fill("Early");
    await choice.press("Enter");
    await choice.fill("Late");
    await choice.press("Enter");
    await expect(form.getByRole("button", { name: "Remove Late" })).toBeVisible();
  });
  await addAnswer(page, "Do you hold a driving licence?", async () => {
    await form.getByText("Yes or no", { exact: true }).click();
    // The radios are visually hidden behind their labels: a person clicks the label.
    await form.getByRole("group", { name: "Answer" }).getByText("Yes", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "Yes", exact: true })).toBeChecked();
  });

  // The same question in other words updates the answer already saved.
  await page.getByRole("button", { name: "Add an answer" }).click();
  await form.getByLabel("Question").fill("What is the notice period");
  await form.getByLabel("Answer", { exact: true }).fill("One month");
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(page.getByText("You had answered this question already: its answer is updated.")).toBeVisible();
  await expect(entry(page, "What is your notice period?")).toContainText("One month");
  await expect(page.getByRole("heading", { name: "What is the notice period" })).toHaveCount(0);

  // Edit in place.
  const shifts = entry(page, "Which shifts can you work?");
  await shifts.getByRole("button", { name: "Edit" }).click();
  await shifts.getByRole("button", { name: "Remove Early" }).click();
  await shifts.getByLabel("Add a choice").fill("Weekends");
  await shifts.getByRole("button", { name: "Save answer" }).click();
  await expect(shifts.getByRole("list", { name: "Choices" })).toHaveText(/Late\s*Weekends/);
  await expect(shifts.getByRole("button", { name: "Edit" })).toBeFocused();

  const licence = entry(page, "Do you hold a driving licence?");
  await licence.getByRole("button", { name: "Edit" }).click();
  await licence.getByRole("group", { name: "Answer" }).getByText("No", { exact: true }).click();
  await expect(licence.getByRole("radio", { name: "No", exact: true })).toBeChecked();
  await licence.getByRole("button", { name: "Save answer" }).click();
  await expect(licence).toContainText("No");

  // Escape leaves an edit without saving.
  const notice = entry(page, "What is your notice period?");
  await notice.getByRole("button", { name: "Edit" }).click();
  await notice.getByLabel("Answer", { exact: true }).fill("");
  await notice.getByLabel("Answer", { exact: true }).press("Escape");
  await expect(notice).toContainText("One month");

  await page.reload();
  await expect(entry(page, "Which shifts can you work?").getByRole("list", { name: "Choices" })).toHaveText(/Late\s*Weekends/);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/list-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/list-390.png`, { width: 390 });

  // Search.
  await hydrated(page);
  await page.getByLabel("Search your answers").fill("licence");
  await expect(page.getByRole("list", { name: "Saved answers" }).getByRole("heading")).toHaveText(["Do you hold a driving licence?"]);
  await page.getByLabel("Search your answers").fill("salary");
  await expect(page.getByText("No saved question mentions “salary”.")).toBeVisible();
  await page.getByRole("button", { name: "Show all answers" }).click();
  await expect(page.getByRole("list", { name: "Saved answers" }).getByRole("heading")).toHaveCount(3);

  // Edit form and delete dialog, shot as they look.
  await entry(page, "What is your notice period?").getByRole("button", { name: "Edit" }).click();
  await shoot(page, `${SHOTS}/editing-390.png`, { width: 390 });
  await page.keyboard.press("Escape");

  await entry(page, "Do you hold a driving licence?").getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this answer?" });
  await expect(dialog).toContainText("Do you hold a driving licence?");
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/delete-1280.png`, { width: 1280 });
  await dialog.getByRole("button", { name: "Delete answer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Answer deleted.")).toBeVisible();
  await expect(entry(page, "Do you hold a driving licence?")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved answers" }).getByRole("heading")).toHaveText(["Which shifts can you work?", "What is your notice period?"]);
});

test("is in the Settings menu", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Saved answers" }).click();
  await expect(page).toHaveURL(/\/account\/answers$/);
});
