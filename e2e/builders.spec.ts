import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, approveApplication, cvPdf, expectNoAxeViolations, hydrated, launchCopilot, matchedApplication, shoot, type Api } from "./helpers";

// The builders and the copilot together, as a new user meets them: a CV built from the uploaded
// PDF, a template picked, the files downloaded, the CV tailored to one of the copilot's
// applications and a German letter written for it; the copilot then sends both to the employer's
// form (the local Lever replica) and keeps the proof.

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "test-results/builders";
const JOB = "Senior Product Designer";

const CV = [
  "Robin Example",
  "robin.example@example.com",
  "Summary",
  "Product designer and engineer with 7 years of experience in full-stack development, design and site reliability.",
  "Experience",
  "Senior Software Engineer, Example Health, 2018 - present",
  "- Ran user research with 40 clinicians for the patient dashboard",
  "- Built the design system in Figma and React",
  "Skills",
  "TypeScript, React, Node.js, Figma, User Research, Kubernetes, Terraform, AWS",
];

async function launchReviewCopilot(api: Api) {
  return launchCopilot(api, {
    name: "Health tech",
    cv: { fileName: "robin-example-cv.pdf", pdf: await cvPdf(CV) },
    steps: {
      1: { job_titles: ["Product Designer", "Full-Stack Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
      2: { countries: ["IE", "US"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
      3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false, company_cap_count: 5 },
      5: { mode: "review_first", daily_limit: 5, cover_letter: false },
    },
  });
}

/** Waits for the editor's next save to be answered and said. */
async function saved(page: Page, change: () => Promise<void>) {
  const answered = page.waitForResponse((response) => /\/api\/v1\/cv-documents\/[0-9a-f-]{36}$/.test(response.url()) && response.request().method() === "PUT");
  await change();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: /^(Saved|Saving…|Not saved.*)$/ })).toHaveText("Saved");
}

test("a new user builds a CV, tailors it to an application, writes a German letter for it, and the copilot sends both", async ({ signedInPage: page }) => {
  test.setTimeout(240_000);
  const api = await apiOf(page);
  await launchReviewCopilot(api);
  const application = await matchedApplication(api, "Fjord", JOB);

  // 1. A CV from the uploaded PDF, in the modern template.
  await page.goto("/cv-builder");
  await hydrated(page);
  const start = page.getByRole("region", { name: "Start a new CV" });
  await expect(start.getByRole("radio", { name: /robin-example-cv\.pdf/ })).toBeChecked();
  await start.getByLabel("Name of the new CV").fill("Robin Example");
  await start.getByRole("button", { name: "Create CV" }).click();
  await expect(page).toHaveURL(/\/cv-builder\/edit\?id=[0-9a-f-]{36}$/);
  const documentId = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByLabel("Full name")).toHaveValue("Robin Example");
  await saved(page, () => page.getByRole("radio", { name: /^Modern/ }).check());

  // 2. Its files.
  await page.goto(`/cv-builder/result?id=${documentId}`);
  for (const [button, magic] of [
    ["PDF", "%PDF-"],
    ["Word (DOCX)", "PK"],
  ] as const) {
    const downloaded = page.waitForEvent("download");
    await page.getByRole("group", { name: "Downloads" }).getByRole("button", { name: button, exact: true }).click();
    const bytes = await readFile((await (await downloaded).path())!);
    expect(bytes.subarray(0, magic.length).toString("latin1")).toBe(magic);
  }
  await expect(page.getByRole("link", { name: "Tailor to a job" })).toHaveAttribute("href", `/cv-builder/tailor?id=${documentId}`);

  // 3. Tailored to the application, from the application itself: every change shown, then sent with it.
  await page.goto(`/applications?id=${application.id}`);
  await expect(page.getByRole("heading", { level: 2, name: JOB })).toBeVisible();
  await page.getByRole("link", { name: "Tailor my CV to this job" }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-builder/tailor\\?application=${application.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Tailor your CV to a job" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel("CV to tailor")).toHaveValue(documentId);
  await page.getByRole("button", { name: "Show the changes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Tailored for ${JOB} at Fjord Health` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^\d+ changes?$/ })).toBeVisible();
  await expect(page.getByText("In your CV, now put first")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `${SHOTS}/tailor-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/tailor-390.png`, { width: 390 });
  await page.getByRole("button", { name: "Save and send with this application" }).click();
  await expect(page.getByRole("heading", { name: "Saved" })).toBeVisible();
  await expect(page.getByText("Your copilot will send it with your application to Fjord Health.")).toBeVisible();

  const detail = async () => (await (await api.request.get(`/api/v1/applications/${application.id}`, { headers: api.headers })).json()).data;
  const resumes = (await (await api.request.get("/api/v1/resumes", { headers: api.headers })).json()).data.items as { id: string; file_name: string; cv_document_id: string | null }[];
  const chosen = (await detail()).resume_id as string;
  const tailored = resumes.find((resume) => resume.id === chosen);
  expect(tailored?.cv_document_id).toBeTruthy();
  expect(tailored?.cv_document_id).not.toBe(documentId);

  // 4. A letter in German for the same application, from its page.
  await page.getByRole("link", { name: "Back to the application" }).click();
  await expect(page.getByRole("heading", { level: 2, name: JOB })).toBeVisible();
  await expect(page.getByText(`CV to send: ${tailored!.file_name}`)).toBeVisible();
  await page.getByRole("link", { name: "Write a cover letter" }).click();
  await expect(page).toHaveURL(new RegExp(`/cover-letter-builder\\?application=${application.id}$`));
  await hydrated(page);
  const form = page.getByRole("region", { name: "Write a cover letter" });
  await expect(form.getByText(`${JOB} — Fjord Health`).first()).toBeVisible();
  await form.getByLabel("Language").selectOption("de");
  await form.getByRole("button", { name: "Write my letter" }).click();
  await expect(page).toHaveURL(/\/cover-letter-builder\/cover-letter-result\?id=[0-9a-f-]{36}$/);
  const greeting = page.getByRole("textbox", { name: /^Paragraph 1: / });
  await expect(greeting).toHaveValue("Sehr geehrte Damen und Herren,");

  // 5. Approved: the copilot sends the tailored CV and the letter, and keeps the proof.
  await approveApplication(api, application.id);
  await expect.poll(async () => (await detail()).stage, { timeout: 90_000, message: "the application sent" }).toBe("applied");
  const sent = await detail();
  expect(sent.apply.proofs[0].files).toEqual(expect.arrayContaining([expect.objectContaining({ role: "resume", name: tailored!.file_name })]));
  expect(sent.apply.cover_letter).toMatch(/^Sehr geehrte Damen und Herren,/);
  expect(sent.apply.cover_letter).toContain("Fjord Health");

  await page.goto(`/applications?id=${application.id}`);
  const proof = page.getByTestId("application-proof");
  await expect(proof).toContainText("Sent ✓");
  await expect(proof).toContainText(tailored!.file_name);
  await shoot(page, `${SHOTS}/applied-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/applied-390.png`, { width: 390 });
});
