import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, randomClientIp, shoot, tempFile, type CvLine } from "./helpers";

// A page's first visit can be slow on a busy machine, and the editor's code loads after the page.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins are throttled per client address: this file gets an address of its own.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });
test.setTimeout(300_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/cv-builder";
// The dev overlay and the toasts are not the page's.
const AXE = { exclude: ["nextjs-portal", "[data-sonner-toaster]"] };

/** A CV as people write them: headings in capitals, one line per job with its dates, bullet points; one job without dates, and a line the builder cannot place. */
const CV: CvLine[] = [
  { text: "Jordan Example", size: 20, bold: true },
  "Senior Software Engineer",
  "jordan.example@example.com | +49 151 23456789 | Berlin, Germany",
  "Born on 12 March 1990 in Cologne",
  "",
  { text: "SUMMARY", size: 12, bold: true },
  "Backend engineer with 8 years of experience building APIs in Go and TypeScript.",
  "",
  { text: "WORK EXPERIENCE", size: 12, bold: true },
  "Senior Software Engineer | Acme GmbH | Jan 2019 – Present",
  "• Led a team of 6 engineers migrating 40 microservices to Kubernetes",
  "• Cut p95 latency by 35% by moving hot paths from Node.js to Go",
  "Software Developer | Globex | Mar 2016 – May 2019",
  "• Built REST APIs with Postgres and Redis for the payments team",
  "Freelance Web Developer",
  "• Built 12 websites for local businesses",
  "",
  { text: "EDUCATION", size: 12, bold: true },
  "B.Sc. Computer Science, TU Berlin, 2012 – 2016",
  "",
  { text: "SKILLS", size: 12, bold: true },
  "Languages: Go, TypeScript, Python, SQL",
  "Tools: Docker, Terraform, Git",
  "",
  { text: "LANGUAGES", size: 12, bold: true },
  "English (native), German (C1)",
];

const EDITED_BULLET = "Led 6 engineers through the move of 40 microservices to Kubernetes in 9 months";

const saveState = (page: Page) => page.getByRole("status").filter({ hasText: /^(Saved|Saving…|Not saved.*)$/ });
const preview = (page: Page) => page.getByRole("region", { name: "Preview of your CV" });
const workSection = (page: Page) => page.getByRole("region", { name: "Work experience" });
/** The folded lines of the work entries, in order. */
const workHeadlines = (page: Page) => workSection(page).getByRole("heading", { level: 4 });
/** One entry of a section, by its folded line. */
const entry = (section: Locator, headline: RegExp) => section.locator('li[id^="entry-"]').filter({ has: section.page().getByRole("heading", { level: 4, name: headline }) });
/** dnd-kit's live region: what a screen reader hears while an item moves. */
const announced = (page: Page, text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });

/** Waits for the next save to be answered, then for the indicator to say so. */
async function expectSaved(page: Page, change: () => Promise<void>) {
  const saved = page.waitForResponse((response) => /\/api\/v1\/cv-documents\/[0-9a-f-]{36}$/.test(response.url()) && response.request().method() === "PUT");
  await change();
  expect((await saved).status()).toBe(200);
  await expect(saveState(page)).toHaveText("Saved");
}

test("a new user builds a CV from an uploaded PDF, edits and reorders it, picks a template, downloads it and checks it", async ({ signedInPage: page }) => {
  await page.goto("/cv-builder");
  await expect(page.getByRole("heading", { level: 1, name: "CV builder" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Build your first CV" })).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/list-empty-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/list-empty-390.png`, { width: 390 });

  // Start from an uploaded CV: none yet, so upload one right there; it is chosen at once.
  const start = page.getByRole("region", { name: "Start a new CV" });
  await expect(start.getByRole("radio", { name: /^My uploaded CV/ })).toBeChecked();
  await expect(start.getByText("You have not uploaded a CV yet.")).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/v1/file-upload") && response.request().method() === "POST");
  await start.getByLabel("Upload a CV").setInputFiles(await tempFile("jordan-example-cv.pdf", await cvPdf(CV, { size: 10, gap: 4 })));
  expect([200, 201]).toContain((await uploaded).status());
  await expect(start.getByRole("radio", { name: /jordan-example-cv\.pdf/ })).toBeChecked();
  await expect(start.getByLabel("Name of the new CV")).toHaveValue("jordan-example-cv");
  await start.getByLabel("Name of the new CV").fill("Backend roles");
  await start.getByRole("button", { name: "Create CV" }).click();

  // The editor, filled from the CV: what could not be placed is listed to check.
  await expect(page).toHaveURL(/\/cv-builder\/edit\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("heading", { level: 1, name: "Edit your CV" })).toBeVisible();
  await expect(page.getByLabel("Name of this CV")).toHaveValue("Backend roles");
  await expect(page.getByLabel("Full name")).toHaveValue("Jordan Example");
  await expect(page.getByLabel("Email")).toHaveValue("jordan.example@example.com");
  await expect(saveState(page)).toHaveText("Saved");
  await expect(workHeadlines(page)).toHaveText([/^Senior Software Engineer · Acme GmbH\s*Jan 2019 – Present$/, /^Software Developer · Globex\s*Mar 2016 – May 2019$/, /^Freelance Web Developer$/]);
  await expect(preview(page)).toContainText("Work Experience");
  await expect(preview(page)).toContainText("Jordan Example");

  const notes = page.getByRole("region", { name: "Check these entries" });
  await expect(notes).toContainText("No dates were found for “Freelance Web Developer”.");
  await expect(notes).toContainText("Born on 12 March 1990 in Cologne");
  await hydrated(page);
  await expectNoAxeViolations(page, AXE);

  // "Show this entry" opens the job without dates, its first field focused; its dates are added.
  await notes.getByRole("listitem").filter({ hasText: "Freelance Web Developer" }).getByRole("button", { name: "Show this entry" }).click();
  const freelance = entry(workSection(page), /^Freelance Web Developer/);
  await expect(freelance.getByLabel("Job title")).toBeFocused();
  const start2018 = freelance.getByRole("group", { name: "Start", exact: true });
  await start2018.getByLabel("Month of “Start”").selectOption({ label: "June" });
  await start2018.getByLabel("Year of “Start”").fill("2018");
  // A year being typed is held back with the fix at the field, not sent.
  const end = freelance.getByRole("group", { name: "End", exact: true });
  await end.getByLabel("Year of “End”").fill("201");
  await expect(end).toContainText("Enter the year with four digits, such as 2021.");
  await expect(saveState(page)).toHaveText("Not saved: check the highlighted fields");
  await expectSaved(page, () => end.getByLabel("Year of “End”").fill("2019"));
  await expect(workHeadlines(page).nth(2)).toHaveText(/Freelance Web Developer\s*Jun 2018 – 2019/);
  await notes.getByRole("button", { name: "I have checked them" }).click();
  await expect(notes).toHaveCount(0);

  // Edit a bullet point: the preview follows, and the change is saved.
  const acme = entry(workSection(page), /^Senior Software Engineer · Acme GmbH/);
  await acme.getByRole("button", { name: /^Senior Software Engineer · Acme GmbH/ }).click();
  const bullet = acme.getByRole("textbox", { name: "Bullet point 1" });
  await expect(bullet).toHaveValue("Led a team of 6 engineers migrating 40 microservices to Kubernetes");
  await expectSaved(page, () => bullet.fill(EDITED_BULLET));
  await expect(preview(page)).toContainText(EDITED_BULLET);
  // Enter starts the next bullet point, focused; Backspace in it, empty, takes it away again.
  await bullet.press("End");
  await bullet.press("Enter");
  await expect(acme.getByRole("textbox", { name: "Bullet point 2" })).toBeFocused();
  await expect(acme.getByRole("textbox", { name: "Bullet point 2" })).toHaveValue("");
  await acme.getByRole("textbox", { name: "Bullet point 2" }).press("Backspace");
  await expect(bullet).toBeFocused();
  await expect(acme.getByRole("textbox", { name: "Bullet point 2" })).toHaveValue("Cut p95 latency by 35% by moving hot paths from Node.js to Go");

  // Reorder an entry with the keyboard: Space picks it up, an arrow moves it, Space drops it; each step is announced.
  // Folded first, so each step is one entry.
  for (const opened of [acme.getByRole("button", { name: /^Senior Software Engineer · Acme GmbH/ }), freelance.getByRole("button", { name: /^Freelance Web Developer/ })]) {
    await opened.click();
    await expect(opened).toHaveAttribute("aria-expanded", "false");
  }
  const handle = workSection(page).getByRole("button", { name: "Move Senior Software Engineer · Acme GmbH" });
  await handle.focus();
  await handle.press("Space");
  await expect(announced(page, "Picked up Senior Software Engineer · Acme GmbH, position 1 of 3.")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(announced(page, "Senior Software Engineer · Acme GmbH moved to position 2 of 3.")).toHaveCount(1);
  await expectSaved(page, () => page.keyboard.press("Space"));
  await expect(announced(page, "Senior Software Engineer · Acme GmbH dropped at position 2 of 3.")).toHaveCount(1);
  await expect(workHeadlines(page)).toHaveText([/^Software Developer · Globex/, /^Senior Software Engineer · Acme GmbH/, /^Freelance Web Developer/]);
  // Within the preview's work section (the headline above it names the latest title too).
  const previewText = (await preview(page).textContent()) ?? "";
  const work = previewText.slice(previewText.indexOf("Work Experience"));
  expect(work.indexOf("Globex")).toBeGreaterThan(-1);
  expect(work.indexOf("Globex")).toBeLessThan(work.indexOf("Acme GmbH"));

  // The modern template.
  await expectSaved(page, () => page.getByRole("radio", { name: /^Modern/ }).check());
  await expect(preview(page).locator('[data-template="modern"]')).toBeVisible();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/editor-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/editor-390.png`, { width: 390 });

  // On a phone the preview is the other tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(preview(page)).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeHidden();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/editor-preview-390.png`);
  await page.getByRole("tab", { name: "Preview" }).press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Everything was saved: a reload shows it.
  await page.reload();
  await expect(page.getByLabel("Name of this CV")).toHaveValue("Backend roles");
  await expect(page.getByRole("radio", { name: /^Modern/ })).toBeChecked();
  await expect(workHeadlines(page).first()).toHaveText(/^Software Developer · Globex/);
  await expect(preview(page)).toContainText(EDITED_BULLET);

  // The result: the CV as laid out in the PDF, its files and the ATS check.
  await page.getByRole("button", { name: "Preview and download" }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-builder/result\\?id=${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Your CV" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Backend roles" })).toBeVisible();
  await expect(page.getByText(/^Modern · A4 · English · version \d+, saved /)).toBeVisible();
  const result = page.getByRole("region", { name: "Backend roles as it looks in the PDF" });
  await expect(result.locator('[data-template="modern"]')).toContainText(EDITED_BULLET);
  await hydrated(page);

  for (const [button, format, type, magic] of [
    ["PDF", "pdf", "application/pdf", "%PDF-"],
    ["Word (DOCX)", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "PK"],
  ] as const) {
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cv-documents/${id}/${format}`));
    const downloaded = page.waitForEvent("download");
    await page.getByRole("group", { name: "Downloads" }).getByRole("button", { name: button, exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`Backend roles.${format}`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, magic.length).toString("latin1")).toBe(magic);
    expect(bytes.length).toBeGreaterThan(1000);
  }

  const ats = page.getByRole("region", { name: "ATS check" });
  const checked = page.waitForResponse((response) => response.url().endsWith(`/api/v1/cv-documents/${id}/ats-check`));
  await ats.getByRole("button", { name: "Run the ATS check" }).click();
  expect((await checked).status()).toBe(200);
  await expect(ats.getByText(/^(Everything was read back: \d+ checks passed in the PDF and in the Word file\.|\d+ things? (was|were) not read back correctly, out of \d+\..*)$/)).toBeVisible();
  await expect(ats.getByRole("button", { name: "Run the check again" })).toBeEnabled();
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/result-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/result-390.png`, { width: 390 });

  // Edit goes back to the editor; the list shows the CV with its template.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-builder/edit\\?id=${id}$`));
  await page.goto("/cv-builder");
  const listed = page.getByRole("region", { name: "My CVs" });
  await expect(listed).toContainText("1 of 20 CVs");
  await expect(listed.getByRole("listitem")).toHaveCount(1);
  await expect(listed.getByRole("listitem")).toContainText(/Backend roles\s*Modern · English · changed /);
  await hydrated(page);
  await expectNoAxeViolations(page, AXE);
  await shoot(page, `${SHOTS}/list-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/list-390.png`, { width: 390 });
});

test("a JSON Resume import, a save from another tab, the history, and the list's duplicate and delete", async ({ signedInPage: page }) => {
  const { request, headers } = await apiOf(page);
  const file = {
    basics: { name: "Sam Sample", label: "Analyst", picture: "sam.png" },
    work: [{ name: "Initech", position: "Data Analyst", startDate: "2020-02", highlights: ["Built the weekly sales report in SQL"] }],
    skills: [{ name: "SQL" }],
  };

  await page.goto("/cv-builder");
  await hydrated(page);
  const start = page.getByRole("region", { name: "Start a new CV" });
  await start.getByRole("radio", { name: /^A JSON Resume file/ }).check();
  // Nothing chosen yet: said at the field, nothing sent.
  await start.getByRole("button", { name: "Create CV" }).click();
  await expect(start.getByText("Choose a JSON Resume file.")).toBeVisible();
  await start.getByLabel("JSON Resume file", { exact: true }).setInputFiles(await tempFile("sam.json", Buffer.from(JSON.stringify(file))));
  await expect(start.getByLabel("Name of the new CV")).toHaveValue("Sam Sample");
  await start.getByRole("button", { name: "Create CV" }).click();

  await expect(page).toHaveURL(/\/cv-builder\/edit\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  const notes = page.getByRole("region", { name: "Check these entries" });
  await expect(notes).toContainText("1 field of your file was left out:");
  await expect(notes).toContainText("basics.picture is not part of the JSON Resume standard.");
  await notes.getByRole("button", { name: "I have checked them" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue("Analyst");

  // Another tab saves first: this one says so, keeps what was typed, and the user keeps it.
  const current = await request.get(`/api/v1/cv-documents/${id}`, { headers });
  const { document, version } = (await current.json()).data;
  const elsewhere = await request.put(`/api/v1/cv-documents/${id}`, { headers, data: { document: { ...document, basics: { ...document.basics, label: "From another tab" } }, expected_version: version } });
  expect(elsewhere.status()).toBe(200);
  await page.getByLabel("Headline").fill("Senior Data Analyst");
  const conflict = page.getByRole("alert", { name: "This CV was changed in another tab or on another device" });
  await expect(conflict).toBeVisible();
  await expect(saveState(page)).toHaveText("Not saved: this CV was changed elsewhere");
  await expect(page.getByLabel("Headline")).toHaveValue("Senior Data Analyst");
  await expectNoAxeViolations(page, AXE);
  await expectSaved(page, () => conflict.getByRole("button", { name: "Keep my version" }).click());
  await expect(conflict).toHaveCount(0);
  const kept = (await (await request.get(`/api/v1/cv-documents/${id}`, { headers })).json()).data;
  expect(kept.document.basics.label).toBe("Senior Data Analyst");
  expect(kept.version).toBe(version + 2);

  // The history: version 1 back, after a confirmation; the versions in between stay.
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").first()).toContainText(`Version ${version + 2}`);
  await expect(history.getByRole("listitem").first()).toContainText("Current");
  await expectNoAxeViolations(page, AXE);
  await history.getByRole("button", { name: "Restore Version 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore version 1?" });
  await expect(confirm).toContainText("The versions since then stay in the history");
  await confirm.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 1 restored.")).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveValue("Analyst");
  await expect(saveState(page)).toHaveText("Saved");
  expect((await (await request.get(`/api/v1/cv-documents/${id}/versions`, { headers })).json()).data.items).toHaveLength(4);

  // The list: duplicate, then delete the copy after a confirmation.
  await page.goto("/cv-builder");
  await hydrated(page);
  const listed = page.getByRole("region", { name: "My CVs" });
  await listed.getByRole("button", { name: "Duplicate Sam Sample" }).click();
  await expect(page.getByText("Copy of Sam Sample created.")).toBeVisible();
  await expect(listed).toContainText("2 of 20 CVs");
  await expect(listed.getByRole("heading", { level: 3 })).toHaveText(["Copy of Sam Sample", "Sam Sample"]);
  await listed.getByRole("button", { name: "Delete Copy of Sam Sample" }).click();
  const remove = page.getByRole("dialog", { name: "Delete this CV?" });
  await expect(remove).toContainText("“Copy of Sam Sample” and all its versions will be deleted.");
  await remove.getByRole("button", { name: "Delete CV" }).click();
  await expect(page.getByText("“Copy of Sam Sample” deleted.")).toBeVisible();
  await expect(listed).toContainText("1 of 20 CVs");
  await expect(listed.getByRole("heading", { level: 3 })).toHaveText(["Sam Sample"]);
});
