import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, shoot, tempFile, type Api } from "./helpers";

// The dev server compiles each route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = "test-results/cv-facts";
// The dev overlay is not the page's.
const AXE = { exclude: ["nextjs-portal"] };

// A CV of one paragraph: no job titles and no years are read from it, and "B2B analytics product" reads as "B2B sales".
const PARAGRAPH = [
  "Jane Doe. Product manager who led a B2B analytics product",
  "from idea to 2 million euros in revenue, working with engineers",
  "on SQL dashboards and Figma prototypes.",
];

/** A copilot whose first three steps are saved through the API, so step 4 opens. */
async function copilotAtStep4({ request, headers }: Api): Promise<string> {
  const created = await request.post("/api/v1/copilots", { headers, data: { name: "Product roles" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  const steps = {
    1: { job_titles: ["Product Manager"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
    2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
    3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
  };
  for (const [step, body] of Object.entries(steps)) {
    expect((await request.put(`/api/v1/copilots/${id}/steps/${step}`, { headers, data: body })).status(), `step ${step}`).toBe(200);
  }
  return id;
}

async function resumeFacts({ request, headers }: Api, resumeId: string) {
  const response = await request.get(`/api/v1/resumes/${resumeId}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data.facts as { skills: string[]; titles: string[]; years_of_experience: number | null; extracted: unknown };
}

/** Opens step 4 and uploads the one-paragraph CV; returns the CV's id. */
async function uploadParagraphCv(page: Page, copilotId: string): Promise<string> {
  await page.goto(`/copilot/${copilotId}/edit/4`);
  await hydrated(page);
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/v1/file-upload") && response.request().method() === "POST");
  await page.getByLabel("Choose a file").setInputFiles(await tempFile("jane-doe-cv.pdf", await cvPdf(PARAGRAPH)));
  const resume = (await (await uploaded).json()).data as { id: string };
  await expect(page.getByRole("radio", { name: /jane-doe-cv\.pdf/ })).toBeChecked();
  return resume.id;
}

test.describe("CV facts in step 4", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the user corrects skills, job titles and years; the corrections are kept after a reload", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const copilotId = await copilotAtStep4(api);
    const resumeId = await uploadParagraphCv(page, copilotId);
    const facts = page.getByRole("region", { name: "What we found in this CV" });

    // What a short CV gives: a clear notice for what is missing, and a skill it does not have.
    await expect(facts.getByText("We found no job titles in this CV: add the ones you want to be matched on.")).toBeVisible();
    await expect(facts.getByText("We found no years of experience in this CV: enter them so jobs at your level are matched.")).toBeVisible();
    await expect(facts.getByRole("button", { name: "Remove B2B sales" })).toBeVisible();
    await expect(facts.getByRole("button", { name: "Remove SQL" })).toBeVisible();
    await expect(facts.getByRole("button", { name: "Save corrections" })).toBeDisabled();
    await mkdir(SHOTS, { recursive: true });
    await shoot(page, `${SHOTS}/found-1280.png`, { width: 1280 });

    // A bad value is refused under its field, before anything is sent.
    const saves: string[] = [];
    page.on("request", (request) => request.method() === "PATCH" && saves.push(request.url()));
    const years = facts.getByRole("spinbutton", { name: "Years of experience", exact: true });
    await years.fill("61");
    await facts.getByRole("button", { name: "Save corrections" }).click();
    await expect(facts.getByText("Enter a number of years from 0 to 60.")).toBeVisible();
    await expect(years).toHaveAttribute("aria-invalid", "true");
    expect(saves).toEqual([]);

    // Corrections by keyboard: a skill out, a skill and a title in, the years.
    await facts.getByRole("button", { name: "Remove B2B sales" }).click();
    await expect(facts.getByRole("button", { name: "Remove B2B sales" })).toHaveCount(0);
    const skills = facts.getByRole("textbox", { name: "Skills" });
    await skills.fill("Looker");
    await skills.press("Enter");
    await expect(facts.getByRole("button", { name: "Remove Looker" })).toBeVisible();
    const titles = facts.getByRole("combobox", { name: "Job titles" });
    await titles.fill("Product Manager");
    await titles.press("Enter");
    await expect(facts.getByRole("button", { name: "Remove Product Manager" })).toBeVisible();
    await expect(facts.getByText("We found no job titles in this CV: add the ones you want to be matched on.")).toBeHidden();
    await years.fill("7");
    await expect(facts.getByText("Enter a number of years from 0 to 60.")).toBeHidden();
    await expect(facts.getByText("Unsaved changes")).toBeVisible();
    await facts.getByRole("button", { name: "Save corrections" }).click();
    await expect(facts.getByText("Saved. New matches use these facts.")).toBeVisible();
    expect(saves).toHaveLength(1);

    const saved = await resumeFacts(api, resumeId);
    expect(saved.skills).not.toContain("B2B sales");
    expect(saved.skills).toEqual(expect.arrayContaining(["SQL", "Figma", "Looker"]));
    expect(saved.titles).toEqual(["Product Manager"]);
    expect(saved.years_of_experience).toBe(7);
    expect(saved.extracted).toMatchObject({ titles: [], years_of_experience: null, skills: expect.arrayContaining(["B2B sales"]) });

    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/corrected-1280.png`, { width: 1280 });
    await shoot(page, `${SHOTS}/corrected-390.png`, { width: 390 });

    // After a reload the corrections are what step 4 shows.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: /jane-doe-cv\.pdf/ })).toBeChecked();
    await expect(facts.getByRole("button", { name: "Remove Looker" })).toBeVisible();
    await expect(facts.getByRole("button", { name: "Remove Product Manager" })).toBeVisible();
    await expect(facts.getByRole("button", { name: "Remove B2B sales" })).toHaveCount(0);
    await expect(years).toHaveValue("7");
    await expect(facts.getByText(/^Corrected by you on /)).toBeVisible();
    await expect(facts.getByText("We found no job titles in this CV: add the ones you want to be matched on.")).toBeHidden();
    await expectNoAxeViolations(page, AXE);

    // What was read can be brought back (until saved, nothing changes).
    await facts.getByRole("button", { name: "Restore what was found" }).click();
    await expect(facts.getByRole("button", { name: "Remove B2B sales" })).toBeVisible();
    await expect(facts.getByText("Unsaved changes")).toBeVisible();
    await page.reload();
    await expect(facts.getByRole("button", { name: "Remove B2B sales" })).toHaveCount(0);
  });

  test("Next saves corrections left unsaved, on a phone too", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const api = await apiOf(page);
    const copilotId = await copilotAtStep4(api);
    const resumeId = await uploadParagraphCv(page, copilotId);
    const facts = page.getByRole("region", { name: "What we found in this CV" });
    await facts.getByRole("spinbutton", { name: "Years of experience", exact: true }).fill("4");
    await facts.getByRole("button", { name: "Remove B2B sales" }).click();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/unsaved-390.png`);
    await page.getByLabel("Please enter your mobile number for employers to contact you").fill("15123456789");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/edit\/5$/);
    const saved = await resumeFacts(api, resumeId);
    expect(saved.years_of_experience).toBe(4);
    expect(saved.skills).not.toContain("B2B sales");
  });
});
