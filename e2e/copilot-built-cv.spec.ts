import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, randomClientIp, shoot, type Api } from "./helpers";

// A page's first visit can be slow on a busy machine, and making a PDF takes a moment.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins are throttled per client address: this file gets an address of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(240_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/copilot-built-cv";
// The dev overlay and the toasts are not the page's.
const AXE = { exclude: ["nextjs-portal", "[data-sonner-toaster]"] };
const PHONE_LABEL = "Please enter your mobile number for employers to contact you";
const UPLOAD_NOTICE = "This CV was uploaded, so it is sent as it is. Choose a CV from the CV builder to have it tailored.";
const NEWER_NOTE = "Changed in the CV builder since: the latest saved version is sent.";

type BuiltCv = { id: string; version: number; document: Record<string, unknown> };

/** A CV made in the builder through the API: started empty, then saved with a name, a job and skills. */
async function buildCv({ request, headers }: Api, name: string): Promise<BuiltCv> {
  const created = await request.post("/api/v1/cv-documents", { headers, data: { name, source: { kind: "empty" } } });
  expect(created.status()).toBe(201);
  const start = (await created.json()).data as BuiltCv;
  const document = {
    ...start.document,
    basics: { name: "Sam Example", label: "Platform Engineer", email: "sam.example@example.com", summary: "Platform engineer who keeps clusters boring." },
    work: [
      {
        name: "Example Cloud GmbH",
        position: "Platform Engineer",
        startDate: "2020-02",
        highlights: ["Ran Kubernetes clusters for 30 product teams", "Cut deploy time from 40 to 8 minutes with Argo CD"],
      },
    ],
    skills: [{ name: "Kubernetes" }, { name: "Terraform" }, { name: "Go" }],
  };
  return saveCv({ request, headers }, { ...start, document });
}

async function saveCv({ request, headers }: Api, cv: BuiltCv): Promise<BuiltCv> {
  const saved = await request.put(`/api/v1/cv-documents/${cv.id}`, { headers, data: { document: cv.document, expected_version: cv.version } });
  expect(saved.status()).toBe(200);
  return (await saved.json()).data as BuiltCv;
}

async function uploadCv({ request, headers }: Api): Promise<string> {
  const pdf = await cvPdf(["Sam Example", "Platform Engineer", "Example Cloud GmbH, 2020 - present", "Kubernetes, Terraform, Go"]);
  const upload = await request.post("/api/v1/file-upload", { headers, multipart: { file: { name: "sam-upload.pdf", mimeType: "application/pdf", buffer: pdf } } });
  expect([200, 201]).toContain(upload.status());
  return (await upload.json()).data.id as string;
}

/** A copilot whose first three steps are saved through the API, so step 4 opens. */
async function copilotAtStep4({ request, headers }: Api): Promise<string> {
  const created = await request.post("/api/v1/copilots", { headers, data: { name: "Cloud jobs" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  const steps = {
    1: { job_titles: ["Platform Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
    2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
    3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
  };
  for (const [step, body] of Object.entries(steps)) {
    expect((await request.put(`/api/v1/copilots/${id}/steps/${step}`, { headers, data: body })).status(), `step ${step}`).toBe(200);
  }
  return id;
}

async function copilotCv({ request, headers }: Api, id: string) {
  const response = await request.get(`/api/v1/copilots/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data.cv as { resume_id: string | null; tailor_cv: boolean };
}

async function resumeOf({ request, headers }: Api, id: string) {
  const response = await request.get(`/api/v1/resumes/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { id: string; cv_document_id: string | null; cv_document_version: number | null };
}

async function openStep4(page: Page, copilotId: string) {
  await page.goto(`/copilot/${copilotId}/edit/4`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 3, name: "Your CV", exact: true })).toBeVisible();
}

const cvSection = (page: Page) => page.getByRole("region", { name: "Your CV", exact: true });
const builderGroup = (page: Page) => page.getByRole("region", { name: "From the CV builder" });
const tailorSwitch = (page: Page) => page.getByRole("switch", { name: "Tailor my CV to each job" });
/** The row of one of "Your CVs", by its file name (its text starts with the file type's icon). */
const cvRow = (page: Page, fileName: RegExp) => cvSection(page).locator("label").filter({ hasText: fileName });

/** Clicks "Use" on a built CV and waits for its PDF to be made (201, a new CV). */
async function useBuiltCv(page: Page, cv: BuiltCv, name: string) {
  const made = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cv-documents/${cv.id}/resume`) && response.request().method() === "POST");
  await builderGroup(page).getByRole("button", { name: `Use ${name}` }).click();
  expect((await made).status()).toBe(201);
}

test("on Free, step 4 picks a CV from the CV builder, and the tailoring switch is locked with the way to upgrade", async ({ signedInPage: page }) => {
  const api = await apiOf(page);
  const built = await buildCv(api, "Platform roles");
  const copilotId = await copilotAtStep4(api);
  await openStep4(page, copilotId);

  // No CV among "Your CVs" yet; the built one is offered from the builder.
  await expect(builderGroup(page)).toContainText("Platform roles");
  await expect(tailorSwitch(page)).toBeDisabled();
  await expect(tailorSwitch(page)).not.toBeChecked();
  await expect(cvSection(page).getByText("Not included in your Free plan.")).toBeVisible();
  await expect(cvSection(page).getByRole("link", { name: "Upgrade", exact: true })).toHaveAttribute("href", "/subscription");
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/free-offered-1280.png`, { width: 1280 });

  await useBuiltCv(page, built, "Platform roles");
  // Chosen at once, marked as built; nothing is left to offer from the builder.
  await expect(page.getByRole("radio", { name: /^Platform roles/ })).toBeChecked();
  await expect(cvRow(page, /Platform roles\.pdf/)).toContainText("Built");
  await expect(cvRow(page, /Platform roles\.pdf/)).not.toContainText(NEWER_NOTE);
  await expect(builderGroup(page)).toHaveCount(0);
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/free-picked-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/free-picked-390.png`, { width: 390 });

  await page.getByLabel(PHONE_LABEL).fill("15123456789");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/edit\/5$/);

  const cv = await copilotCv(api, copilotId);
  expect(cv.tailor_cv).toBe(false);
  expect(cv.resume_id).not.toBeNull();
  expect(await resumeOf(api, cv.resume_id!)).toMatchObject({ cv_document_id: built.id, cv_document_version: built.version });
});

test("on Elite, tailoring is switched on; an upload is sent as it is, a built CV is tailored and its newer version noted", async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await apiOf(page);
  const subscribed = await api.request.post("/api/v1/billing/subscriptions", { headers: api.headers, data: { plan: "elite", period: "monthly" } });
  expect(subscribed.status()).toBe(201);
  const built = await buildCv(api, "Platform roles");
  const uploadId = await uploadCv(api);
  const copilotId = await copilotAtStep4(api);
  await openStep4(page, copilotId);

  // The upload is the newest CV, so it is chosen; switching tailoring on says it would go as it is.
  await expect(page.getByRole("radio", { name: /sam-upload\.pdf/ })).toBeChecked();
  await expect(cvRow(page, /sam-upload\.pdf/)).not.toContainText("Built");
  await expect(tailorSwitch(page)).toBeEnabled();
  await expect(tailorSwitch(page)).not.toBeChecked();
  await expect(cvSection(page).getByRole("link", { name: "Upgrade", exact: true })).toHaveCount(0);
  await tailorSwitch(page).check();
  await expect(cvSection(page).getByText(UPLOAD_NOTICE)).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/elite-upload-390.png`);

  // The built CV, by keyboard: the notice goes, as it can be tailored.
  await builderGroup(page).getByRole("button", { name: "Use Platform roles" }).focus();
  const made = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cv-documents/${built.id}/resume`));
  await page.keyboard.press("Enter");
  expect((await made).status()).toBe(201);
  await expect(page.getByRole("radio", { name: /^Platform roles/ })).toBeChecked();
  await expect(cvSection(page).getByText(UPLOAD_NOTICE)).toBeHidden();
  await expect(tailorSwitch(page)).toBeChecked();
  await page.getByLabel(PHONE_LABEL).fill("15123456789");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/edit\/5$/);

  const cv = await copilotCv(api, copilotId);
  expect(cv).toEqual({ resume_id: expect.any(String), tailor_cv: true });
  expect(cv.resume_id).not.toBe(uploadId);
  expect(await resumeOf(api, cv.resume_id!)).toMatchObject({ cv_document_id: built.id, cv_document_version: built.version });

  // Saved again in the builder: step 4 says the latest version is what goes out.
  await saveCv(api, { ...built, document: { ...built.document, basics: { ...(built.document.basics as object), label: "Senior Platform Engineer" } } });
  await openStep4(page, copilotId);
  await expect(page.getByRole("radio", { name: /^Platform roles/ })).toBeChecked();
  await expect(cvRow(page, /Platform roles\.pdf/)).toContainText(NEWER_NOTE);
  await expect(tailorSwitch(page)).toBeChecked();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/elite-newer-390.png`);
});
