import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, randomClientIp, shoot } from "./helpers";

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

// A CV that lists SQL, with a role and a result that used it.
const SQL_CV = [
  "Sam Example",
  "Data Analyst, Example Retail, 2019 - present",
  "Rebuilt the weekly sales report in SQL, cutting it from 2 days to 20 minutes.",
  "Skills: SQL, Python, Tableau, Excel",
];

test("drafts a text answer from the CV; a question about motives is left to the user", async ({ page, user }) => {
  await signIn(page, user);
  const { request, headers } = await apiOf(page);
  const upload = await request.post("/api/v1/file-upload", {
    headers,
    multipart: { file: { name: "sam-example-cv.pdf", mimeType: "application/pdf", buffer: await cvPdf(SQL_CV) } },
  });
  expect([200, 201]).toContain(upload.status());
  await page.goto("/account/answers");
  await hydrated(page);

  // Nothing to draft before there is a question.
  await page.getByRole("button", { name: "Add an answer" }).click();
  const form = page.getByRole("region", { name: "New answer" });
  const draft = form.getByRole("button", { name: /^Draft from my CV/ });
  const answer = form.getByLabel("Answer", { exact: true });
  await expect(draft).toBeDisabled();

  // A skill the CV lists: the draft fills the field, says where it came from, and the field takes the focus to edit it.
  await form.getByLabel("Question").fill("What is your experience with SQL?");
  await expect(draft).toHaveAccessibleName("Draft from my CV (an answer to “What is your experience with SQL?”)");
  await draft.click();
  await expect(answer).toHaveValue(/SQL/);
  await expect(form.getByRole("status")).toContainText(/From your CV: skills/);
  await expect(answer).toHaveAccessibleDescription(/From your CV: skills/);
  await expect(answer).toBeFocused();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
  await shoot(page, `${SHOTS}/drafted-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/drafted-390.png`, { width: 390 });
  const drafted = await answer.inputValue();
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(entry(page, "What is your experience with SQL?")).toContainText(drafted);

  // A question about the user's motives is theirs to answer: a hint, not an error, and the field stays empty.
  await page.getByRole("button", { name: "Add an answer" }).click();
  await form.getByLabel("Question").fill("Why do you want to work here?");
  await form.getByRole("button", { name: /^Draft from my CV/ }).click();
  await expect(form.getByRole("status")).toContainText("Only you can say why you want this job.");
  await expect(answer).toHaveAccessibleDescription(/Only you can say why you want this job/);
  await expect(answer).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
  await shoot(page, `${SHOTS}/motivation-390.png`, { width: 390 });
  await form.getByRole("button", { name: "Cancel" }).click();

  // Editing: a draft replaces the user's own words, which one click puts back. The saved answer is the draft's source now.
  const sql = entry(page, "What is your experience with SQL?");
  await sql.getByRole("button", { name: "Edit" }).click();
  const editing = sql.getByLabel("Answer", { exact: true });
  await editing.fill("My own words about SQL.");
  await sql.getByRole("button", { name: "Draft from my CV (an answer to “What is your experience with SQL?”)" }).click();
  await expect(editing).toHaveValue(drafted);
  await expect(sql.getByRole("status")).toContainText("From your saved answers");
  await sql.getByRole("button", { name: "Put back my text" }).click();
  await expect(editing).toHaveValue("My own words about SQL.");
  await expect(editing).toBeFocused();
  await editing.press("Escape");
  await expect(sql).toContainText(drafted);
});

test("is in the Settings menu", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitem", { name: "Saved answers" }).click();
  await expect(page).toHaveURL(/\/account\/answers$/);
});
