import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, approveApplication as approve, cvPdf, expectNoAxeViolations, launchCopilot, matchedApplication, shoot, type Api } from "./helpers";

// Applying for real, offline: the fixture server serves Fjord Health's jobs and a replica of its
// Lever application form (a plain posting, one with a question only the user can answer, one behind
// a visible CAPTCHA). What the user approves is sent there and proven, or waits for them.

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "test-results/apply";

const CV = [
  "Robin Example",
  "Senior Software Engineer, Example Health, 2018 - present",
  "Software engineer and product designer with 7 years of experience in full-stack development, design and site reliability.",
  "Skills: TypeScript, React, Node.js, Figma, User Research, Kubernetes, Terraform, AWS",
];

async function launchFjordCopilot(api: Api) {
  return launchCopilot(api, {
    name: "Health tech",
    cv: { fileName: "robin-example-cv.pdf", pdf: await cvPdf(CV) },
    steps: {
      1: { job_titles: ["Product Designer", "Full-Stack Engineer", "Site Reliability Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
      2: { countries: ["IE", "US"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
      3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false, company_cap_count: 5 },
      5: { mode: "review_first", daily_limit: 5, cover_letter: false },
    },
  });
}

async function openApplication(page: Page, id: string, title: string) {
  await page.goto(`/applications?id=${id}`);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

test.describe("applying", () => {
  // Matching after launch, then a real browser filling a form: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("an approved job is sent to the employer's form, with the proof to see", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await launchFjordCopilot(api);
    const designer = await matchedApplication(api, "Fjord", "Senior Product Designer");

    // Approved in the review queue like a user would.
    await page.goto("/applications/review");
    const card = page.getByRole("list", { name: "Jobs to review" }).getByRole("article").filter({ hasText: "Fjord Health" }).filter({ hasText: "Senior Product Designer" });
    await card.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("Approved “Senior Product Designer”: the copilot will apply.")).toBeVisible();

    await openApplication(page, designer.id, "Senior Product Designer");
    const proof = page.getByTestId("application-proof");
    await expect(proof).toContainText("Sent ✓");
    await expect(proof).toContainText("robin-example-cv.pdf");
    await expect(proof).toContainText(/SHA-256 [0-9a-f]{12}/);
    await expect(proof).toContainText(/replica\/lever\/fjordhealth\/84460682/);
    await proof.getByRole("button", { name: "Show the confirmation page" }).click();
    const screenshot = proof.getByRole("img", { name: "The page the employer's form showed after sending" });
    await expect(screenshot).toBeVisible();
    expect(await screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByRole("tablist", { name: "Stages" }).getByRole("tab", { name: /^Applied\s*1$/ })).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
    await mkdir(SHOTS, { recursive: true });
    await shoot(page, `${SHOTS}/sent-1280.png`, { width: 1280 });
    await shoot(page, `${SHOTS}/sent-390.png`, { width: 390 });
  });

  test("a question only the user can answer waits for them; answered in place, the application goes out", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await launchFjordCopilot(api);
    const fullStack = await matchedApplication(api, "Fjord", "Senior Full-Stack Engineer (TypeScript)");
    await approve(api, fullStack.id);

    await openApplication(page, fullStack.id, "Senior Full-Stack Engineer (TypeScript)");
    await expect(page.getByRole("heading", { name: "Needs you: 1 question" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Stages" }).getByRole("tab", { name: /^Needs you\s*1$/ })).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
    await mkdir(SHOTS, { recursive: true });
    await shoot(page, `${SHOTS}/needs-you-1280.png`, { width: 1280 });
    await shoot(page, `${SHOTS}/needs-you-390.png`, { width: 390 });

    // Sending without an answer says what is missing and sends nothing.
    await page.getByRole("button", { name: "Answer and send" }).click();
    const question = page.getByRole("textbox", { name: /Why do you want to work at Fjord Health/ });
    await expect(question).toHaveAccessibleDescription(/Enter the answer/);

    // Drafting it from the CV says why it cannot be: only the user can say why they want the job. Nothing is filled in.
    await page.getByRole("button", { name: /^Draft from my CV \(an answer to “Why do you want to work at Fjord Health/ }).click();
    await expect(question).toHaveAccessibleDescription(/Only you can say why you want this job/);
    await expect(question).toHaveValue("");

    await question.fill("I want to build health software that patients trust.");
    await page.getByRole("button", { name: "Answer and send" }).click();
    await expect(page.getByTestId("application-proof")).toContainText("Sent ✓");
    await expect(page.getByTestId("application-proof")).toContainText("I want to build health software that patients trust.");
  });

  test("a visible CAPTCHA is never solved: the application waits for the user, and nothing is sent", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await launchFjordCopilot(api);
    const sre = await matchedApplication(api, "Fjord", "Site Reliability Engineer");
    await approve(api, sre.id);

    await openApplication(page, sre.id, "Site Reliability Engineer");
    await expect(page.getByText("Needs you: a CAPTCHA")).toBeVisible();
    // The copilot read the form and prepared its answers, ready to copy; the CV is named to attach.
    const ready = page.getByTestId("ready-to-copy");
    await expect(ready.getByText("The copilot's answers for this form, ready to copy")).toBeVisible();
    await expect(ready.getByRole("button", { name: /^Copy Phone/ })).toBeVisible();
    await expect(ready.getByText("+4915123456789")).toBeVisible();
    await expect(ready.getByText(/^Attach .+\.pdf$/)).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
    await mkdir(SHOTS, { recursive: true });
    await shoot(page, `${SHOTS}/captcha-1280.png`, { width: 1280 });
    await shoot(page, `${SHOTS}/captcha-390.png`, { width: 390 });
    const detail = await (await api.request.get(`/api/v1/applications/${sre.id}`, { headers: api.headers })).json();
    expect(detail.data).toMatchObject({ stage: "needs_you", apply: { blocked_reason: "captcha", proofs: [], submitted_at: null } });
    expect(detail.data.apply.prepared_answers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "+4915123456789", source: "profile" })]));
  });
});
