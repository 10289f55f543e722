import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { apiOf, expectNoAxeViolations, hydrated, randomClientIp, shoot } from "./helpers";

// A page's first visit can be slow on a busy machine: give navigations time.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins are throttled per client address: this file gets an address of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(240_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/assistants";

/** Answers in the STAR shape, with numbers, as a prepared candidate gives them. */
const STAR_ANSWERS = [
  "When our weekly sales report took two days to build, my task was to make it faster. I rebuilt it in SQL and Power BI and automated the data refresh. As a result it now takes 20 minutes and saves the team of 8 analysts about 15 hours a month.",
  "In my last role two managers disagreed about how to count active customers. I set up a 30-minute meeting, showed both definitions on last quarter's data and proposed one. As a result we agreed within a week and reporting errors fell by 40%.",
  "When a client asked for a churn analysis within 3 days, I split the work into cleaning, modelling and a summary. I built the model in Python and presented 5 findings. As a result the client kept 12% more customers the next quarter.",
];
const FOLLOW_UP_ANSWER =
  "The result was measurable: the report went from 2 days to 20 minutes, which I tracked over 3 months, and the 8 analysts used the saved 15 hours for forecasting.";

const conversation = (page: Page) => page.getByRole("log", { name: "Messages" });
/** The messages themselves, not the lists inside their cards. */
const messages = (page: Page) => conversation(page).locator(":scope > ol > li");
const composer = (page: Page) => page.getByRole("textbox", { name: "Your message" });
const finishedNote = (page: Page) => page.getByText("This conversation is finished.");

/** Sends an answer from the keyboard and waits until the assistant's answer is complete. */
async function answer(page: Page, text: string) {
  const before = await messages(page).count();
  await composer(page).fill(text);
  await composer(page).press("Enter");
  // While the answer streams, Stop takes the place of Send (and the focus).
  await expect(messages(page)).toHaveCount(before + 2);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
}

test("practise a behavioural interview and get the report", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/interview-roleplay");
  await expect(page.getByRole("heading", { level: 1, name: "Interview roleplay" })).toBeVisible();
  await hydrated(page);

  // Who answers and how much is left, then an empty list.
  await expect(page.getByText(/^0 of \d+ AI messages used this month · renews /)).toBeVisible();
  await expect(page.getByRole("button", { name: /Offline coach|AI model:/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/list-empty-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/list-empty-390.png`, { width: 390 });

  // The setup: a job title, a behavioural interview, 3 questions.
  const start = page.getByRole("region", { name: "Interview practice" });
  const source = start.getByRole("group", { name: "Which job are you preparing for?" });
  await source.getByRole("radio", { name: "A job title" }).check();
  // Sent empty, the title is asked for on its field, and nothing starts.
  await start.getByRole("button", { name: "Start the interview" }).click();
  await expect(start.getByLabel("Job title", { exact: true })).toHaveAccessibleDescription(/Enter a job title/);
  await expect(page).toHaveURL(/\/interview-roleplay$/);

  await start.getByLabel("Job title", { exact: true }).fill("Data Analyst");
  const type = start.getByRole("group", { name: "Type of interview" });
  await type.getByRole("radio", { name: "Behavioural" }).check();
  await expect(type.getByRole("radio", { name: "Behavioural" })).toHaveAccessibleDescription(/situation, action and result/);
  await start.getByLabel("Number of questions").selectOption("3");
  await start.getByRole("button", { name: "Start the interview" }).click();

  // The conversation opens with the first question.
  await expect(page).toHaveURL(/\/interview-roleplay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Data Analyst");
  await expect(page.getByRole("link", { name: "Back to Interview roleplay" })).toBeVisible();
  await expect(conversation(page)).toContainText("Question 1 of 3");
  await expect(conversation(page).getByRole("button", { name: "Copy" }).first()).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/question-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/question-390.png`, { width: 390 });

  // Each answer brings a follow-up (at most one per question) or the next question, until the report.
  let sent = 0;
  const followedUp = new Set<string>();
  while (!(await finishedNote(page).isVisible())) {
    expect(sent, "the interview ends after 3 questions and their follow-ups").toBeLessThan(6);
    const latest = messages(page).last();
    const question = (await latest.getByText(/^Question \d+ of 3$/).textContent()) ?? "";
    const isFollowUp = (await latest.getByText("Follow-up", { exact: true }).count()) > 0;
    if (isFollowUp) {
      expect(followedUp.has(question), `one follow-up at most on ${question}`).toBe(false);
      followedUp.add(question);
    }
    await answer(page, isFollowUp ? FOLLOW_UP_ANSWER : STAR_ANSWERS[sent % STAR_ANSWERS.length]!);
    sent += 1;
    if (sent === 1) await expect(messages(page).last()).toContainText(/Question 2 of 3|Follow-up|Interview report/);
  }
  expect(sent).toBeGreaterThanOrEqual(3);

  // The report: the overall score, the four criteria, and each answer to unfold.
  const report = page.getByRole("region", { name: "Interview report" });
  await expect(report).toBeVisible();
  await expect(report.getByText(/Overall score: \d+ out of 100/)).toBeVisible();
  await expect(report.getByRole("list", { name: "Scores by criterion" }).getByRole("listitem")).toHaveCount(4);
  await report.getByText("Question 1", { exact: true }).click();
  await expect(report.getByText("Model answer outline").first()).toBeVisible();
  await expect(finishedNote(page)).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start a new one" })).toHaveAttribute("href", "/interview-roleplay");
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/report-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/report-390.png`, { width: 390 });

  // The conversation is in the list, finished.
  await page.getByRole("link", { name: "Back to Interview roleplay" }).click();
  await expect(page).toHaveURL(/\/interview-roleplay$/);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Data Analyst/ }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Finished");
  await expect(item).toContainText("Interview practice");
  await hydrated(page);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/list-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/list-390.png`, { width: 390 });

  // Deleting asks first.
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this conversation?" });
  await expect(dialog).toContainText("Data Analyst");
  await dialog.getByRole("button", { name: "Delete conversation" }).click();
  await expect(page.getByText("Conversation deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();
});

test("the limit screen takes the place of the start form once the month's messages are used", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/interview-roleplay");
  const { request, headers } = await apiOf(page);
  const setup = { job: { source: "title", title: "Nurse" }, interview_type: "screening", questions: 3 };
  // Each start is one AI message of the plan: start until the plan refuses.
  let refused = false;
  for (let attempt = 0; attempt < 30 && !refused; attempt++) {
    const started = await request.post("/api/v1/assistant/createThread", { headers, data: { assistant_id: "job_interview", setup } });
    refused = started.status() === 429;
    if (!refused) expect(started.status()).toBe(201);
  }
  expect(refused, "the plan's AI messages run out").toBe(true);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "You have used this month’s AI messages" })).toBeVisible();
  await expect(page.getByText(/They renew on /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByRole("button", { name: "Start the interview" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/limit-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/limit-390.png`, { width: 390 });

  // An answer in a conversation is refused the same way.
  await page.getByRole("link", { name: /Nurse/ }).first().click();
  await hydrated(page);
  await composer(page).fill("I have worked night shifts for 4 years.");
  await composer(page).press("Enter");
  await expect(page.getByRole("heading", { name: "You have used this month’s AI messages" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/interview-roleplay");
  await expectNoAxeViolations(page);
});
