import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { cvPdf, tempFile } from "./helpers";

// The first visit of a route compiles it on the dev server; matching after launch takes a few seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "test-results/journey";

/** A one-page CV as a real PDF file: a frontend developer with React and TypeScript. */
async function cvFile(): Promise<string> {
  const lines = [
    "Sam Sample",
    "sam.sample@example.com · +49 151 98765432 · Hamburg",
    "Senior Frontend Developer, Example GmbH, 2019 - present",
    "Frontend Developer with 7 years of experience building web applications.",
    "Skills: React, TypeScript, JavaScript, Next.js, Node.js, GraphQL, CSS, Jest",
  ];
  return tempFile("sam-sample-cv.pdf", await cvPdf(lines));
}

const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Stages" }).getByRole("tab", { name: new RegExp(`^${name}\\s*\\d+$`) });
const tabCount = async (page: Page, name: string) => Number((await tab(page, name).textContent())!.replace(/\D+/g, ""));
const rows = (page: Page) => page.getByRole("list", { name: "Applications" }).getByRole("listitem");

test.describe("first run", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a new user sets up a copilot with a PDF CV, watches matches arrive live, and approves one", async ({ signedInPage: setup }) => {
    // A second tab stays on Applications the whole time: what arrives there arrives live.
    const tracker = await setup.context().newPage();
    await tracker.goto("/applications");
    await expect(tracker.getByRole("heading", { level: 2, name: "No applications yet" })).toBeVisible();
    await expect(tracker.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await tracker.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await setup.goto("/copilot");
    await setup.getByRole("button", { name: "Set up your copilot" }).click();

    // 1 Jobs
    await expect(setup).toHaveURL(/\/copilot\/new$/);
    const titles = setup.getByRole("combobox", { name: "Job titles" });
    for (const title of ["Frontend Developer", "Software Engineer"]) {
      await titles.fill(title.slice(0, 12));
      await setup.getByRole("option", { name: title, exact: true }).click();
      await expect(setup.getByRole("button", { name: `Remove ${title}` })).toBeVisible();
    }
    await setup.getByRole("radio", { name: /^Broad\b/ }).check();
    await setup.getByRole("button", { name: "Next", exact: true }).click();

    // 2 Locations
    await expect(setup).toHaveURL(/\/edit\/2$/);
    const countries = setup.getByRole("combobox", { name: "Countries" });
    await countries.fill("Germ");
    await setup.getByRole("option", { name: "Germany" }).click();
    await setup.getByRole("button", { name: "Next", exact: true }).click();

    // 3 Filters: the defaults (jobs at most 14 days old).
    await expect(setup).toHaveURL(/\/edit\/3$/);
    await expect(setup.getByRole("spinbutton", { name: "Oldest job to apply to" })).toHaveValue("14");
    await setup.getByRole("button", { name: "Next", exact: true }).click();

    // 4 CV: a real PDF, read on the server.
    await expect(setup).toHaveURL(/\/edit\/4$/);
    await setup.getByLabel("Choose a file").setInputFiles(await cvFile());
    await expect(setup.getByRole("radio", { name: /sam-sample-cv\.pdf/ })).toBeChecked();
    await expect(setup.getByRole("region", { name: "What we found in this CV" }).getByRole("button", { name: "Remove TypeScript" })).toBeVisible();
    await setup.getByRole("button", { name: "Next", exact: true }).click();

    // 5 Launch
    await expect(setup).toHaveURL(/\/edit\/5$/);
    await expect(setup.getByRole("radio", { name: /Review first/ })).toBeChecked();
    await setup.getByRole("button", { name: "Launch copilot" }).click();
    await expect(setup).toHaveURL(/\/copilot$/);
    await expect(setup.getByRole("article", { name: "Copilot 1" }).getByText("Active", { exact: true })).toBeVisible();

    // The tracker fills without a reload: rows, the Review tab's count, each row with a score.
    await expect(rows(tracker).first()).toBeVisible();
    await expect.poll(() => tabCount(tracker, "Review")).toBeGreaterThan(0);
    const inReview = await tabCount(tracker, "Review");
    await expect(rows(tracker)).toHaveCount(await tabCount(tracker, "All"));
    expect(await tracker.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await tracker.screenshot({ path: `${SHOTS}/tracker-live.png`, fullPage: true });

    // The reasons are shown in words in the detail panel.
    await rows(tracker).first().getByRole("button").click();
    await expect(tracker.getByRole("heading", { name: /Why it matched|Why this job/i })).toBeVisible();
    await tracker.screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });

    // Approve the first job of the review queue.
    await setup.goto("/applications/review");
    const cards = setup.getByRole("list", { name: "Jobs to review" }).getByRole("article");
    await expect(cards).toHaveCount(inReview);
    const first = cards.first();
    const title = (await first.getByRole("heading").first().textContent())!.trim();
    await first.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(setup.getByText(`Approved “${title}”: the copilot will apply.`)).toBeVisible();
    await expect(cards).toHaveCount(inReview - 1);

    // The counts of the open tracker follow, still without a reload: the approved job is sent to the
    // employer's form (a local replica here) or waits for the user, never left waiting in line.
    await expect.poll(() => tabCount(tracker, "Review")).toBe(inReview - 1);
    await expect
      .poll(async () => (await tabCount(tracker, "Applied")) + (await tabCount(tracker, "Needs you")), { timeout: 60_000 })
      .toBe(1);
    expect(await tabCount(tracker, "Waiting to apply")).toBe(0);
    expect(await tracker.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await tracker.screenshot({ path: `${SHOTS}/tracker-after-approve.png`, fullPage: true });
  });
});
