import { expect as baseExpect, signIn, test } from "./fixtures";
import { LLM_APP_URL } from "./constants";
import { apiOf, expectNoAxeViolations, hydrated, randomClientIp, shoot } from "./helpers";

// The assistants with an AI model configured: the second app the runner starts answers through the
// OpenAI-protocol stand-in, which streams each turn back word by word. The structured cards are the
// offline engine's either way; here the words arrive from the model.

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ baseURL: LLM_APP_URL, extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(240_000);
test.skip(Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_LLM_BASE_URL, "an external server without its AI-model twin (E2E_LLM_BASE_URL)");

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/assistants-llm";

test("an interview answered by the configured model, streamed", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/interview-roleplay");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "AI model: stand-in" })).toBeVisible();

  const start = page.getByRole("region", { name: "Interview practice" });
  await start.getByRole("group", { name: "Which job are you preparing for?" }).getByRole("radio", { name: "A job title" }).check();
  await start.getByLabel("Job title", { exact: true }).fill("Nurse");
  await start.getByRole("group", { name: "Type of interview" }).getByRole("radio", { name: "Screening" }).check();
  await start.getByLabel("Number of questions").selectOption("3");
  await start.getByRole("button", { name: "Start the interview" }).click();
  await expect(page).toHaveURL(/\/interview-roleplay\/[0-9a-f-]{36}$/);

  const log = page.getByRole("log", { name: "Messages" });
  await expect(log).toContainText("Question 1 of 3");
  await hydrated(page);
  const composer = page.getByRole("textbox", { name: "Your message" });
  await composer.fill("I have worked as a nurse on a surgical ward and I am looking for a team where I can grow.");
  await composer.press("Enter");
  await expect(log.locator(":scope > ol > li")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(log.locator(":scope > ol > li").last()).toContainText(/Question 2 of 3|\?/);
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/interview-llm-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/interview-llm-390.png`, { width: 390 });

  // The thread says the model answered.
  const { request, headers } = await apiOf(page);
  const api = await request.get(`/api/v1/assistant/threads?assistant_id=job_interview`, { headers });
  expect(api.ok()).toBe(true);
  const thread = (await api.json()).data.items[0] as { id: string; engine: string };
  expect(thread.engine).toBe("llm");
  const detail = (await (await request.get(`/api/v1/assistant/threads/${thread.id}`, { headers })).json()).data as { messages: { engine: string | null }[] };
  expect(detail.messages.filter((message) => message.engine === "llm").length).toBeGreaterThanOrEqual(2);
});
