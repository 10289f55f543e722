import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, hydrated, launchCopilot, shoot, type Api } from "./helpers";

// The dev server compiles each route on its first visit, and matching takes a few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = "test-results/sort";
// The dev overlay is not the page's.
const AXE = { exclude: ["nextjs-portal"] };

type Item = { id: string; score: number; job: { title: string; posted_at: string | null; salary_annual_max: number | null } };

/** A frontend developer; the bundled job-board fixtures give them several matches to order. */
const CV = [
  "Alex Example",
  "Senior Frontend Developer, Example GmbH, 2019 - present",
  "Frontend Developer with 6 years of experience building web applications.",
  "Skills: React, TypeScript, CSS",
];

/** Launches a copilot through the API, waits for at least three matches in review, then pauses it so nothing moves. */
async function withMatches(api: Api): Promise<string> {
  const copilotId = await launchCopilot(api, {
    name: "Frontend in Germany",
    cv: { fileName: "alex-example-cv.pdf", pdf: await cvPdf(CV) },
    steps: {
      1: { job_titles: ["Frontend Developer", "Software Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
      2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
      3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
      5: { mode: "review_first", daily_limit: 5, cover_letter: false },
    },
  });
  await baseExpect.poll(async () => (await list(api, "/api/v1/applications/review")).length, { timeout: 60_000, message: "matches after launch" }).toBeGreaterThanOrEqual(3);
  expect((await api.request.post(`/api/v1/copilots/${copilotId}/pause`, { headers: api.headers })).status()).toBe(200);
  return copilotId;
}

async function list({ request, headers }: Api, path: string, params: Record<string, string> = {}): Promise<Item[]> {
  const response = await request.get(path, { headers, params: { limit: "100", ...params } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.items;
}

/** The lists show 20 at first (components/applications/page-size.ts). */
const FIRST_PAGE = 20;
const firstIds = (items: Item[]) => items.slice(0, FIRST_PAGE).map(({ id }) => id);

const sortBy = (page: Page) => page.getByRole("combobox", { name: "Sort by" });
const shownRows = (page: Page) =>
  page.getByRole("list", { name: "Applications" }).getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.id.replace("application-row-", "")).filter(Boolean));
const shownCards = (page: Page) =>
  page.getByRole("list", { name: "Jobs to review" }).getByRole("article").evaluateAll((cards) => cards.map((card) => card.id.replace("review-card-", "")));

test.describe("sorting the tracker and the review queue", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the tracker sorts by best match, newest posting and highest salary, kept in the address", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await withMatches(api);
    await page.goto("/applications");
    await hydrated(page);

    // Best match first by default: the API's order, scores never rising.
    await expect(sortBy(page)).toHaveValue("score");
    const byScore = await list(api, "/api/v1/applications/pagination");
    expect(byScore.map(({ score }) => score)).toEqual([...byScore.map(({ score }) => score)].sort((a, b) => b - a));
    await expect.poll(() => shownRows(page)).toEqual(firstIds(byScore));
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/tracker-score.png`);

    // Newest posting first.
    await sortBy(page).selectOption({ label: "Newest posting" });
    await expect(page).toHaveURL(/[?&]sort=posted(&|$)/);
    const byPosted = await list(api, "/api/v1/applications/pagination", { sort: "posted" });
    const dates = byPosted.map(({ job }) => job.posted_at ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    await expect.poll(() => shownRows(page)).toEqual(firstIds(byPosted));

    // The address keeps it: a reload shows the same order.
    await page.reload();
    await hydrated(page);
    await expect(sortBy(page)).toHaveValue("posted");
    await expect.poll(() => shownRows(page)).toEqual(firstIds(byPosted));

    // Highest salary first, jobs without one last; by keyboard.
    await sortBy(page).focus();
    await sortBy(page).selectOption("salary");
    await expect(page).toHaveURL(/[?&]sort=salary(&|$)/);
    const bySalary = await list(api, "/api/v1/applications/pagination", { sort: "salary" });
    const salaries = bySalary.map(({ job }) => job.salary_annual_max ?? -1);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    await expect.poll(() => shownRows(page)).toEqual(firstIds(bySalary));
    await shoot(page, `${SHOTS}/tracker-salary.png`);

    // Within a tab too, and back to the default, which the address leaves out.
    await page.getByRole("tablist", { name: "Stages" }).getByRole("tab", { name: /^Review\s*\d+$/ }).click();
    await expect.poll(() => shownRows(page)).toEqual(firstIds(await list(api, "/api/v1/applications/pagination", { sort: "salary", stage: "review" })));
    await sortBy(page).selectOption("score");
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => shownRows(page)).toEqual(firstIds(await list(api, "/api/v1/applications/pagination", { stage: "review" })));
  });

  test("the review queue sorts the same way, on a phone too", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    await withMatches(api);
    await page.goto("/applications/review?sort=posted");
    await hydrated(page);
    await expect(sortBy(page)).toHaveValue("posted");
    await expect.poll(() => shownCards(page)).toEqual(firstIds(await list(api, "/api/v1/applications/review", { sort: "posted" })));

    await sortBy(page).selectOption({ label: "Best match" });
    await expect(page).not.toHaveURL(/sort=/);
    const best = await list(api, "/api/v1/applications/review");
    await expect.poll(() => shownCards(page)).toEqual(firstIds(best));
    // The highlighted card follows the order: the best match.
    await expect(page.getByRole("list", { name: "Jobs to review" }).locator('article[aria-current="true"]').getByRole("heading", { level: 2 })).toHaveText(best[0]!.job.title);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-score.png`);

    await page.setViewportSize({ width: 390, height: 844 });
    await sortBy(page).selectOption("salary");
    await expect(page).toHaveURL(/[?&]sort=salary(&|$)/);
    await expect.poll(() => shownCards(page)).toEqual(firstIds(await list(api, "/api/v1/applications/review", { sort: "salary" })));
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-salary-390.png`);
  });

  test("the match detail lists the skills the job asks for that the CV lacks", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const copilotId = await withMatches(api);
    // The CV names three skills; find a match whose posting asks for more.
    let target: { id: string; missing_skills: string[] } | undefined;
    for (const item of await list(api, "/api/v1/applications/pagination")) {
      const detail = (await (await api.request.get(`/api/v1/applications/${item.id}`, { headers: api.headers })).json()).data;
      if (detail.missing_skills.length > 0) {
        target = detail;
        break;
      }
    }
    expect(target, "a match asking for a skill the CV lacks").toBeDefined();
    expect(target!.missing_skills).not.toContain("React");

    await page.goto(`/applications?id=${target!.id}`);
    // Under "Why it matched" in the panel beside the list.
    const missing = page.getByRole("list", { name: "Skills the job asks for that your CV doesn’t mention:" });
    await expect(missing).toBeVisible();
    await expect(missing.getByRole("listitem")).toHaveText(target!.missing_skills);
    await expect(page.getByRole("link", { name: "Add them to your CV’s skills" })).toHaveAttribute("href", `/copilot/${copilotId}/edit/4`);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/detail-missing-skills.png`);

    // Adding one of them to the CV takes it off the list at once.
    const [first, ...rest] = target!.missing_skills;
    const resumeId = (await (await api.request.get(`/api/v1/applications/${target!.id}`, { headers: api.headers })).json()).data.resume_id as string;
    const facts = (await (await api.request.get(`/api/v1/resumes/${resumeId}`, { headers: api.headers })).json()).data.facts as { skills: string[] };
    const patched = await api.request.patch(`/api/v1/resumes/${resumeId}/facts`, { headers: api.headers, data: { skills: [...facts.skills, first] } });
    expect(patched.status()).toBe(200);
    await page.reload();
    if (rest.length > 0) await expect(missing.getByRole("listitem")).toHaveText(rest);
    else await expect(missing).toHaveCount(0);
  });
});
