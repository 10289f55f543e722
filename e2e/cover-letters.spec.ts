import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, randomClientIp, shoot, type Api } from "./helpers";

// The cover letter builder as a new user meets it, without an AI model: a CV uploaded, a letter
// written in German from a pasted posting, edited, a paragraph written again, copied, and the
// letter downloaded as PDF and Word.

// A page's first visit can be slow on a busy machine: give navigations time.
const expect = baseExpect.configure({ timeout: 30_000 });
// Sign-ins are throttled per client address: this file gets an address of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(300_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/cover-letters";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const CV = [
  { text: "Jana Schmidt", size: 20, bold: true },
  "Senior Frontend Engineer",
  "jana.schmidt@example.com",
  "",
  { text: "Summary", size: 14, bold: true },
  "Frontend engineer with 7 years of experience building web products for retail and banking.",
  "",
  { text: "Experience", size: 14, bold: true },
  "Senior Frontend Engineer, Globex, Berlin",
  "2019 – present",
  "• Built a design system in React used by 12 product teams",
  "• Led the migration of 40 pages to TypeScript, cutting load time by 35%",
  "Frontend Developer, Initech, Munich",
  "2016 – 2019",
  "• Built customer dashboards used by 1,200 customers",
  "",
  { text: "Education", size: 14, bold: true },
  "M.Sc. Computer Science, Technical University of Munich, 2016",
  "",
  { text: "Skills", size: 14, bold: true },
  "React, TypeScript, GraphQL, CSS",
];

const POSTING = {
  title: "Frontend-Entwickler (m/w/d)",
  company: "Hansa Digital GmbH",
  text: [
    "Wir suchen eine Frontend-Entwicklerin oder einen Frontend-Entwickler (m/w/d) für unser Produktteam in Hamburg.",
    "Du entwickelst mit React und TypeScript moderne Weboberflächen und arbeitest eng mit unserem Designteam an einem gemeinsamen Designsystem.",
    "Wir bieten flexible Arbeitszeiten, die Möglichkeit zum mobilen Arbeiten und ein offenes, freundliches Team.",
  ].join("\n"),
};

const ADDED_SENTENCE = "Besonders reizt mich Ihr gemeinsames Designsystem.";

async function uploadCv({ request, headers }: Api) {
  const upload = await request.post("/api/v1/file-upload", {
    headers,
    multipart: { file: { name: "jana-schmidt-cv.pdf", mimeType: "application/pdf", buffer: await cvPdf(CV) } },
  });
  expect([200, 201]).toContain(upload.status());
}

const letterPage = (page: Page) => page.getByRole("article", { name: "Your letter" });
const paragraph = (page: Page, part: string) => letterPage(page).getByRole("textbox", { name: new RegExp(`^Paragraph \\d+: ${part}$`) });
/** A paragraph's own buttons: the innermost block that holds its text box. */
const paragraphTools = (box: Locator) => box.locator("xpath=ancestor::div[1]");

test("write a letter in German from a pasted posting, edit it, write a paragraph again, copy and download it", async ({ page, user, baseURL }) => {
  await signIn(page, user);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const api = await apiOf(page);
  await uploadCv(api);

  await page.goto("/cover-letter-builder");
  await expect(page.getByRole("heading", { level: 1, name: "Cover letter builder" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText(/^0 of \d+ cover letters written this month · renews /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No letters yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/builder-empty-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/builder-empty-390.png`, { width: 390 });

  const form = page.getByRole("region", { name: "Write a cover letter" });
  const source = form.getByRole("group", { name: "Which job is the letter for?" });
  await source.getByRole("radio", { name: "Paste a job posting" }).check();
  await expect(source.getByRole("radio", { name: "Paste a job posting" })).toHaveAccessibleDescription(/the job title, the company and its text/);

  // Sent empty, each field asks for what it needs, and nothing is written.
  await form.getByRole("button", { name: "Write my letter" }).click();
  await expect(form.getByLabel("Job title", { exact: true })).toHaveAccessibleDescription(/Enter a job title/);
  await expect(form.getByLabel("Company", { exact: true })).toHaveAccessibleDescription(/Enter a company name/);
  await expect(form.getByLabel("Job posting", { exact: true })).toHaveAccessibleDescription(/Paste the job posting/);
  await expect(form.getByLabel("Job title", { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/cover-letter-builder$/);

  await form.getByLabel("Job title", { exact: true }).fill(POSTING.title);
  await form.getByLabel("Company", { exact: true }).fill(POSTING.company);
  await form.getByLabel("Job posting", { exact: true }).fill(POSTING.text);
  await expect(form.getByLabel("Job title", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  const tone = form.getByRole("group", { name: "Tone" });
  await expect(tone.getByRole("radio", { name: "Formal" })).toBeChecked();
  await expect(tone.getByRole("radio", { name: "Warm" })).toHaveAccessibleDescription(/Friendly and personal/);
  await expect(form.getByRole("group", { name: "Length" }).getByRole("radio", { name: "Medium" })).toBeChecked();
  // The posting's language by default: German here.
  await expect(form.getByLabel("Language")).toHaveValue("");
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/builder-filled-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/builder-filled-390.png`, { width: 390 });
  await form.getByRole("button", { name: "Write my letter" }).click();

  // The letter's page: German, for this company, from the CV's facts.
  await expect(page).toHaveURL(/\/cover-letter-builder\/cover-letter-result\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("heading", { level: 1, name: "Your cover letter" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `${POSTING.title} — ${POSTING.company}` })).toBeVisible();
  await hydrated(page);
  await expect(paragraph(page, "Greeting")).toHaveValue("Sehr geehrte Damen und Herren,");
  await expect(paragraph(page, "Introduction")).toHaveValue(new RegExp(POSTING.company.replace(/[()]/g, "\\$&")));
  await expect(paragraph(page, "Sign-off")).toHaveValue(/Test User$/);
  await expect(page.getByText("Formal · Medium · German")).toBeVisible();
  await expect(page.getByRole("button", { name: "Offline writer" })).toBeVisible();
  const facts = page.getByRole("region", { name: "What this letter is built on" });
  await expect(facts).toContainText("Skill: React");
  await expect(facts).toContainText(`Company: ${POSTING.company}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/result-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/result-390.png`, { width: 390 });

  // Edit a paragraph in place; Ctrl+S saves it.
  const intro = paragraph(page, "Introduction");
  const introText = await intro.inputValue();
  await intro.fill(`${introText} ${ADDED_SENTENCE}`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cover-letters/${id}`) && response.request().method() === "PATCH");
  await intro.press("Control+s");
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("All changes saved")).toBeVisible();
  const stored = await (await api.request.get(`/api/v1/cover-letters/${id}`, { headers: api.headers })).json();
  expect(stored.data.paragraphs[1]).toBe(`${introText} ${ADDED_SENTENCE}`);
  expect(stored.data.paragraph_kinds[1]).toBe("intro");

  // Write the closing paragraph again: a new wording, the edit elsewhere kept.
  const outro = paragraph(page, "Closing paragraph");
  const outroText = await outro.inputValue();
  const regenerated = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cover-letters/${id}/regenerate`));
  await paragraphTools(outro).getByRole("button", { name: /^Write again/ }).click();
  expect((await regenerated).status()).toBe(200);
  await expect(outro).not.toHaveValue(outroText);
  await expect(outro).toBeFocused();
  await expect(intro).toHaveValue(`${introText} ${ADDED_SENTENCE}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
  // The greeting and the sign-off are not written again.
  await expect(paragraphTools(paragraph(page, "Greeting")).getByRole("button", { name: /^Write again/ })).toHaveCount(0);
  await expect(paragraphTools(paragraph(page, "Sign-off")).getByRole("button", { name: /^Write again/ })).toHaveCount(0);

  // Add a paragraph of one's own, then remove it again, by keyboard.
  await paragraphTools(outro).getByRole("button", { name: /^Add a paragraph below/ }).click();
  const own = paragraph(page, "Your own paragraph");
  await expect(own).toBeFocused();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await paragraphTools(own).getByRole("button", { name: /^Remove/ }).press("Enter");
  await expect(own).toHaveCount(0);
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Copy: the whole letter, paragraphs apart by a blank line.
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("Letter copied to the clipboard.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("Sehr geehrte Damen und Herren,\n\n")).toBe(true);
  expect(copied).toContain(ADDED_SENTENCE);
  expect(copied).toContain(await outro.inputValue());

  // The files: PDF on A4, then on US Letter, and Word.
  const download = async (button: string, path: string) => {
    const [file, response] = await Promise.all([
      page.waitForEvent("download"),
      page.waitForResponse((answer) => answer.url().includes(`/api/v1/cover-letters/${id}/${path}`)),
      page.getByRole("button", { name: button }).click(),
    ]);
    return { file, response };
  };
  const pdf = await download("Download PDF", "pdf");
  expect(pdf.response.status()).toBe(200);
  expect(pdf.response.headers()["content-type"]).toContain("application/pdf");
  // The file as the browser saved it (a response read by the page has no body left to inspect).
  const bytesOf = async (file: typeof pdf.file) => readFile((await file.path())!);
  expect((await bytesOf(pdf.file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(new URL(pdf.response.url()).searchParams.get("paper")).toBeNull();

  await page.getByLabel("Paper size").selectOption("letter");
  const letterSize = await download("Download PDF", "pdf");
  expect(letterSize.response.status()).toBe(200);
  expect(new URL(letterSize.response.url()).searchParams.get("paper")).toBe("letter");

  const docx = await download("Download Word", "docx");
  expect(docx.response.status()).toBe(200);
  expect(docx.response.headers()["content-type"]).toContain(DOCX_TYPE);
  expect((await bytesOf(docx.file)).subarray(0, 2).toString("latin1")).toBe("PK");
  expect(docx.file.suggestedFilename()).toMatch(/\.docx$/);
  await expectNoAxeViolations(page, { exclude: ["[data-sonner-toaster]"] });

  // Back in the builder, the letter is listed and counted.
  await page.getByRole("link", { name: "Back to Cover letter builder" }).click();
  await expect(page).toHaveURL(/\/cover-letter-builder$/);
  await hydrated(page);
  await expect(page.getByText(/^1 of \d+ cover letters written this month · renews /)).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `${POSTING.title} — ${POSTING.company}` }) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Written here");
  await expect(item).toContainText("German");
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/builder-list-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/builder-list-390.png`, { width: 390 });

  // Deleting asks first.
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this letter?" });
  await expect(dialog).toContainText(POSTING.company);
  await dialog.getByRole("button", { name: "Delete letter" }).click();
  await expect(page.getByText("Letter deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No letters yet" })).toBeVisible();
  // Deleting gives no letter back.
  await expect(page.getByText(/^1 of \d+ cover letters written this month · renews /)).toBeVisible();
});

test("a letter that is not there has its own page, with the way back to the builder", async ({ page, user }) => {
  await signIn(page, user);
  await page.goto("/cover-letter-builder/cover-letter-result?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Letter not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the cover letter builder" })).toHaveAttribute("href", "/cover-letter-builder");
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.goto("/cover-letter-builder/cover-letter-result");
  await expect(page.getByRole("heading", { level: 1, name: "Letter not found" })).toBeVisible();
});

test("the limit screen takes the place of the form once the month's letters are written", async ({ page, user }) => {
  await signIn(page, user);
  const { request, headers } = await apiOf(page);
  const body = { job: { source: "text", ...POSTING } };
  // Each letter counts: write until the plan refuses.
  let refused = false;
  for (let attempt = 0; attempt < 60 && !refused; attempt++) {
    const written = await request.post("/api/v1/cover-letters", { headers, data: body });
    refused = written.status() === 429;
    if (!refused) expect(written.status()).toBe(201);
  }
  expect(refused, "the plan's letters run out").toBe(true);

  await page.goto("/cover-letter-builder");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "You have written this month’s cover letters" })).toBeVisible();
  await expect(page.getByText(/They renew on /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByRole("button", { name: "Write my letter" })).toHaveCount(0);
  // The letters written stay listed, to open.
  await expect(page.getByRole("link", { name: `${POSTING.title} — ${POSTING.company}` }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/limit-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/limit-390.png`, { width: 390 });
});
