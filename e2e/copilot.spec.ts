import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, launchCopilot, shoot, tempFile, type CvLine } from "./helpers";

// The dev server compiles each route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = "test-results/copilot";

// The dev overlay is not the page's.
const AXE = { exclude: ["nextjs-portal"] };

const CV: CvLine[] = [
  { text: "Alex Example", size: 22, bold: true },
  "alex.example@example.com · +49 151 23456789 · Berlin",
  "",
  { text: "Summary", size: 14, bold: true },
  "Frontend Developer with 6 years of experience building web applications.",
  "",
  { text: "Experience", size: 14, bold: true },
  "Senior Frontend Developer, Example GmbH, 2021 - present",
  "Built a design system in React and TypeScript used by 40 engineers.",
  "Frontend Developer, Sample AG, 2019 - 2021",
  "Moved a large JavaScript app to TypeScript and cut load time by 35%.",
  "",
  { text: "Skills", size: 14, bold: true },
  "React, TypeScript, JavaScript, Next.js, Node.js, GraphQL, CSS, Jest",
  "",
  { text: "Languages", size: 14, bold: true },
  "English (fluent), German (native)",
];

/** A one-page CV as a real PDF, written to a temp file for setInputFiles. */
const makeCvPdf = async () => tempFile("alex-example-cv.pdf", await cvPdf(CV, { gap: 10 }));

/** A launched copilot made through the API, for the tests that start from one. */
async function launchedCopilot(page: Page) {
  return launchCopilot(await apiOf(page), {
    name: "Frontend in Berlin",
    cv: { fileName: "cv.pdf", pdf: await cvPdf(CV, { gap: 10 }) },
    steps: {
      1: { job_titles: ["Frontend Developer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "higher" },
      2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid"] },
      3: { include_keywords: ["React"], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: ["en", "de"], needs_sponsorship: false },
      5: { mode: "review_first", daily_limit: 5, cover_letter: true },
    },
  });
}

test.describe("copilot setup", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a new user sets up a copilot in five steps and launches it", async ({ signedInPage: page }) => {
    const cv = await makeCvPdf();
    await page.goto("/copilot");
    await expect(page.getByRole("heading", { level: 2, name: "Let your copilot find and apply to jobs for you" })).toBeVisible();
    await shoot(page, `${SHOTS}/list-empty.png`);
    await page.getByRole("button", { name: "Set up your copilot" }).click();

    // Step 1: a job title from the autocomplete, by keyboard. Nothing is created before it is saved.
    await expect(page).toHaveURL(/\/copilot\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "New copilot" })).toBeVisible();
    const stepper = page.getByRole("navigation", { name: "Setup steps" });
    await expect(stepper.locator('[aria-current="step"]')).toHaveText(/Jobs.*current step/);
    const titles = page.getByRole("combobox", { name: "Job titles" });
    await titles.fill("Frontend Dev");
    await expect(page.getByRole("option", { name: "Frontend Developer", exact: true })).toBeVisible();
    await expect(titles).toHaveAttribute("aria-expanded", "true");
    await titles.press("ArrowDown");
    await expect(titles).toHaveAttribute("aria-activedescendant", /option-0$/);
    await titles.press("Enter");
    await expect(page.getByRole("button", { name: "Remove Frontend Developer" })).toBeVisible();
    await expect(titles).toHaveValue("");
    // Free text is allowed too, and a chip can be removed again.
    await titles.fill("UI Engineer");
    await titles.press("Enter");
    await page.getByRole("button", { name: "Remove UI Engineer" }).click();
    await expect(page.getByRole("button", { name: "Remove UI Engineer" })).toHaveCount(0);
    await page.getByRole("group", { name: "Seniority" }).getByText("Senior", { exact: true }).click();
    await expect(page.getByRole("radio", { name: /Balanced/ })).toBeChecked();
    await shoot(page, `${SHOTS}/step-1-jobs.png`);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 2: a country. Saving step 1 created the copilot.
    await expect(page).toHaveURL(/\/copilot\/[0-9a-f-]{36}\/edit\/2$/);
    await expect(page.getByRole("heading", { level: 2, name: "Locations" })).toBeFocused();
    await expect(stepper.getByRole("link", { name: /Jobs.*done/ })).toBeVisible();
    const countries = page.getByRole("combobox", { name: "Countries" });
    await countries.fill("Germ");
    await page.getByRole("option", { name: "Germany" }).click();
    await expect(page.getByRole("button", { name: "Remove Germany" })).toBeVisible();
    const cities = page.getByRole("combobox", { name: "Cities" });
    await cities.fill("Berl");
    await page.getByRole("option", { name: /^Berlin/ }).first().click();
    await page.getByRole("combobox", { name: "Distance around Berlin" }).selectOption("50");
    await shoot(page, `${SHOTS}/step-2-locations.png`);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 3: keywords.
    await expect(page).toHaveURL(/\/edit\/3$/);
    const include = page.getByRole("textbox", { name: "Must mention" });
    await include.fill("React");
    await include.press("Enter");
    await include.fill("TypeScript,");
    await expect(page.getByRole("button", { name: "Remove React" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove TypeScript" })).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: "Oldest job to apply to" })).toHaveValue("14");
    await page.getByRole("group", { name: "Posting languages" }).getByText("English", { exact: true }).click();
    await shoot(page, `${SHOTS}/step-3-filters.png`);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 4: the CV and the answers.
    await expect(page).toHaveURL(/\/edit\/4$/);
    // A text file named like a PDF passes the browser's check; the server reads the content and refuses it.
    await page.getByLabel("Choose a file").setInputFiles({ name: "fake-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text") });
    const refusal = page.getByRole("alert").filter({ hasText: "fake-cv.pdf could not be used." });
    await expect(refusal).toContainText("This is not a PDF or Word (.docx) file.");
    await page.getByLabel("Choose a file").setInputFiles(cv);
    await expect(refusal).toBeHidden();
    await expect(page.getByRole("radio", { name: /alex-example-cv\.pdf/ })).toBeChecked();
    // What was read from the CV, as chips the user may correct.
    const facts = page.getByRole("region", { name: "What we found in this CV" });
    await expect(facts.getByRole("button", { name: "Remove React" })).toBeVisible();
    await expect(facts.getByRole("button", { name: "Remove TypeScript" })).toBeVisible();
    await page.getByLabel("Please enter your mobile number for employers to contact you").fill("15123456789");
    await page.getByRole("group", { name: "Do you need visa sponsorship?" }).getByText("No", { exact: true }).click();
    await page.getByLabel("Notice period").selectOption("1_month");
    await page.getByRole("group", { name: "Willing to relocate?" }).getByText("Yes", { exact: true }).click();
    await shoot(page, `${SHOTS}/step-4-cv.png`);
    await expectNoAxeViolations(page, AXE);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 5: the Free plan's limits, then launch.
    await expect(page).toHaveURL(/\/edit\/5$/);
    await expect(page.getByRole("radio", { name: /Apply automatically/ })).toBeDisabled();
    await expect(page.getByRole("radio", { name: /Review first/ })).toBeChecked();
    await expect(page.getByText("Applying automatically is not included in the Free plan.")).toBeVisible();
    const limit = page.getByRole("slider", { name: "Applications a day" });
    await expect(limit).toHaveAttribute("max", "5");
    await expect(page.getByText("Your Free plan allows up to 5 a day.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Jobs" }).getByText("Frontend Developer")).toBeVisible();
    await expect(page.getByRole("region", { name: "CV & answers" }).getByText("alex-example-cv.pdf")).toBeVisible();
    await shoot(page, `${SHOTS}/step-5-launch.png`);
    await expectNoAxeViolations(page, AXE);
    // The shell notice shows for 3 s, which a slow navigation can eat up: watch from the click on.
    const notice = page.getByText(/is live\. New matches will appear in Applications\./).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Launch copilot" }).click();
    await notice;
    await expect(page).toHaveURL(/\/copilot$/);
    const card = page.getByRole("article", { name: "Copilot 1" });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("Review first")).toBeVisible();
    await expect(card.getByText("5 applications a day")).toBeVisible();
    await shoot(page, `${SHOTS}/list-with-copilot.png`);

    // Leaving and coming back: the edit entry opens the last step, with the values saved.
    await card.getByRole("link", { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\/edit\/5$/);
    await expect(page.getByRole("slider", { name: "Applications a day" })).toHaveValue("5");
    await page.getByRole("navigation", { name: "Setup steps" }).getByRole("link", { name: /Jobs/ }).click();
    await expect(page).toHaveURL(/\/edit\/1$/);
    await expect(page.getByRole("button", { name: "Remove Frontend Developer" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Seniority" }).getByRole("checkbox", { name: "Senior" })).toBeChecked();
  });

  test("a field error shows under its field and the server is not called", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    await page.getByRole("button", { name: "Set up your copilot" }).click();
    await expect(page).toHaveURL(/\/copilot\/new$/);
    const saves: string[] = [];
    page.on("request", (request) => ["PUT", "POST"].includes(request.method()) && saves.push(request.url()));
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const titles = page.getByRole("combobox", { name: "Job titles" });
    const error = page.getByText("Add at least one job title.");
    await expect(error).toBeVisible();
    await expect(titles).toHaveAttribute("aria-invalid", "true");
    const errorId = await error.getAttribute("id");
    await expect(titles).toHaveAttribute("aria-describedby", new RegExp(errorId!));
    // The error sits between the field's label and the field.
    const [labelBox, errorBox, inputBox] = await Promise.all([
      page.locator("label", { hasText: /^Job titles$/ }).boundingBox(),
      error.boundingBox(),
      titles.boundingBox(),
    ]);
    expect(errorBox!.y).toBeGreaterThan(labelBox!.y);
    expect(inputBox!.y).toBeGreaterThan(errorBox!.y);
    await shoot(page, `${SHOTS}/step-1-error.png`);
    expect(saves).toEqual([]);
    await expect(page).toHaveURL(/\/copilot\/new$/);
    // Going back without saving leaves no empty draft behind.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/copilot$/);
    await expect(page.getByRole("button", { name: "Set up your copilot" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    const api = await apiOf(page);
    expect((await (await api.request.get("/api/v1/copilots", { headers: api.headers })).json()).data.items).toEqual([]);
  });

  test("a launched copilot can be paused and resumed, then deleted", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    await launchedCopilot(page);
    await page.reload();
    const card = page.getByRole("article", { name: "Frontend in Berlin" });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Pause Frontend in Berlin" }).click();
    await expect(card.getByText("Paused", { exact: true })).toBeVisible();
    await expect(page.getByText("Frontend in Berlin is paused.")).toBeVisible();
    await card.getByRole("button", { name: "Resume Frontend in Berlin" }).click();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Frontend in Berlin is running again.")).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    // The Free plan has one copilot: a second one is refused with a way to upgrade.
    await page.getByRole("button", { name: "New copilot" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Your Free plan includes 1 copilot." });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute("href", "/subscription");

    await card.getByRole("button", { name: "Delete Frontend in Berlin" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Frontend in Berlin?" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Set up your copilot" })).toBeVisible();
  });

  test("axe finds no violation on /copilot and on step 1", async ({ signedInPage: page }) => {
    await page.goto("/copilot");
    await expect(page.getByRole("button", { name: "Set up your copilot" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await page.getByRole("button", { name: "Set up your copilot" }).click();
    await expect(page).toHaveURL(/\/copilot\/new$/);
    const titles = page.getByRole("combobox", { name: "Job titles" });
    await expectNoAxeViolations(page, AXE);
    // With the suggestions open and a field error shown.
    await titles.fill("Data");
    await expect(page.getByRole("listbox", { name: "Job titles" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await titles.press("Escape");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Add at least one job title.")).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    // Nothing was saved, so the list still invites to set one up.
    await page.goto("/copilot");
    await expect(page.getByRole("button", { name: "Set up your copilot" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page, AXE);
  });
});
