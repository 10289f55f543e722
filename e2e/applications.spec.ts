import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, chooseLocale, cvPdf, expectNoAxeViolations, hydrated, launchCopilot, shoot, type Api } from "./helpers";

// The dev server compiles each route on its first visit, and matching takes a few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = "test-results/applications";

type Application = { id: string; stage: string; job: { title: string; company: string } };
// The dev overlay is not the page's.
const AXE = { exclude: ["nextjs-portal"] };

/** A frontend developer with six years of React and TypeScript. */
const CV = [
  "Alex Example",
  "Senior Frontend Developer, Example GmbH, 2019 - present",
  "Frontend Developer with 6 years of experience building web applications.",
  "Skills: React, TypeScript, JavaScript, Next.js, Node.js, GraphQL, CSS, Jest",
];

type Launch = { /** Elite (demo billing), many countries and a looser company cap: more than a page of matches. */ wide?: boolean };

/** A copilot set up in five steps through the API, launched; its matches arrive in review. */
async function launchFrontendCopilot(api: Api, { wide = false }: Launch = {}): Promise<string> {
  if (wide) {
    const subscribed = await api.request.post("/api/v1/billing/subscriptions", { headers: api.headers, data: { plan: "elite", period: "monthly" } });
    expect(subscribed.status()).toBe(201);
  }
  return launchCopilot(api, {
    name: "Frontend in Germany",
    cv: { fileName: "alex-example-cv.pdf", pdf: await cvPdf(CV) },
    steps: {
      1: {
        job_titles: wide ? ["Frontend Developer", "Software Engineer", "Backend Engineer", "Fullstack Developer", "Product Designer"] : ["Frontend Developer", "Software Engineer"],
        seniorities: [],
        employment_types: ["full_time"],
        strictness: "high",
      },
      2: { countries: wide ? ["DE", "NL", "GB", "US", "FR", "ES", "CA"] : ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
      3: {
        include_keywords: [],
        exclude_keywords: [],
        excluded_companies: [],
        min_salary: null,
        posting_languages: [],
        needs_sponsorship: false,
        ...(wide ? { company_cap_count: 10 } : {}),
      },
      5: { mode: "review_first", daily_limit: wide ? 50 : 5, cover_letter: false },
    },
  });
}

async function listApplications({ request, headers }: Api, params: Record<string, string> = {}): Promise<Application[]> {
  const response = await request.get("/api/v1/applications/pagination", { headers, params: { limit: "100", ...params } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.items;
}

/** Launches a copilot and waits until its matches are in: at least `atLeast` applications in review. */
async function withMatches(api: Api, atLeast = 3, launch: Launch = {}): Promise<{ copilotId: string; items: Application[] }> {
  const copilotId = await launchFrontendCopilot(api, launch);
  let items: Application[] = [];
  await baseExpect
    .poll(async () => (items = await listApplications(api, { stage: "review" })).length, { timeout: 60_000, message: "matches after launch" })
    .toBeGreaterThanOrEqual(atLeast);
  // Paused, the copilot sends nothing: the stages stay where these tests put them (apply.spec.ts sends).
  expect((await api.request.post(`/api/v1/copilots/${copilotId}/pause`, { headers: api.headers })).status()).toBe(200);
  return { copilotId, items };
}

/** Marks the page, so a test can show that what it saw arrived without a reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const expectNoReload = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Stages" }).getByRole("tab", { name: new RegExp(`^${name}\\s*\\d+$`) });
const expectTabCount = (page: Page, name: string, count: number) => expect(tab(page, name)).toHaveText(new RegExp(`^${name}\\s*${count}$`));
const rows = (page: Page) => page.getByRole("list", { name: "Applications" }).getByRole("listitem");
const row = (page: Page, title: string): Locator => rows(page).filter({ hasText: title }).getByRole("button");
const rowOf = (page: Page, id: string) => page.locator(`#application-row-${id}`);

test.describe("applications", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the empty state, then matches arrive live with their counts", async ({ signedInPage: page }) => {
    await page.goto("/applications");
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "No applications yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your copilot" })).toHaveAttribute("href", "/copilot");
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/empty.png`);

    await page.goto("/applications/review");
    await expect(page.getByRole("heading", { level: 2, name: "All caught up" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-empty.png`);

    // The copilot is launched elsewhere (the API); this page only listens.
    await page.goto("/applications");
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await markPage(page);
    const api = await apiOf(page);
    const { items } = await withMatches(api);
    const total = (await listApplications(api)).length;

    await expect(rows(page)).toHaveCount(total);
    await expect(row(page, items[0]!.job.title).first()).toBeVisible();
    await expectTabCount(page, "All", total);
    await expectTabCount(page, "Review", total);
    await expectTabCount(page, "Waiting to apply", 0);
    await expect(page.getByRole("status").filter({ hasText: /Your copilot found \d+ new match/ })).toBeVisible();
    await expect(page.getByText(`${total} jobs are waiting for your review.`)).toBeVisible();
    await expect(rows(page).first().getByText("New", { exact: true })).toBeVisible();
    await expectNoReload(page);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/arrived-live.png`);
  });

  test("a list that cannot be loaded says so and loads on retry", async ({ signedInPage: page }) => {
    await withMatches(await apiOf(page), 1);
    // The backend is unreachable for the list (a simulated outage); everything else answers.
    await page.route("**/api/v1/applications/pagination**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Down" } }) }),
    );
    await page.goto("/applications?stage=interview");
    await expect(tab(page, "Interview")).toHaveAttribute("aria-selected", "true");
    const alert = page.getByRole("alert").filter({ hasText: "Your applications could not be loaded." });
    await expect(alert).toBeVisible();
    await shoot(page, `${SHOTS}/error.png`);
    await page.unroute("**/api/v1/applications/pagination**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Nothing in “Interview” right now.")).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test("tabs, filters, the detail panel, a stage change and notes", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api);
    const total = (await listApplications(api)).length;
    const first = items[0]!;

    await page.goto("/applications");
    await expect(rows(page)).toHaveCount(total);

    // Tabs: arrow keys move and choose; each lists its own stages.
    await tab(page, "All").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Review")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Review")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: /^Review/ })).toBeVisible();
    await expect(rows(page)).toHaveCount(total);
    await tab(page, "Closed").click();
    await expect(page.getByText("Nothing in “Closed” right now.")).toBeVisible();
    await tab(page, "All").click();

    // Search (debounced) narrows by title or company, and lands in the URL.
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill(first.job.company);
    await expect(page).toHaveURL(/[?&]q=/);
    const expected = (await listApplications(api, { q: first.job.company })).length;
    await expect(rows(page)).toHaveCount(expected);
    await search.fill("zzz-no-such-company");
    await expect(page.getByText("No applications match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(rows(page)).toHaveCount(total);
    const copilot = page.getByRole("combobox", { name: "Copilot" });
    await expect(copilot.getByRole("option")).toHaveText(["All copilots", "Frontend in Germany"]);
    await copilot.selectOption({ label: "Frontend in Germany" });
    await expect(page).toHaveURL(/[?&]copilot=/);
    await expect(rows(page)).toHaveCount(total);
    await copilot.selectOption({ label: "All copilots" });

    // The detail panel: labelled by the job, focused on open, reasons in words.
    await rowOf(page, first.id).click();
    const panel = page.getByRole("region", { name: first.job.title });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${first.id}`));
    await expect(panel.getByRole("heading", { name: "Why it matched" })).toBeVisible();
    await expect(panel.getByText(/^Title (matches|close to) “/)).toBeVisible();
    await expect(panel.getByRole("link", { name: /Open the job posting/ })).toHaveAttribute("href", /^https?:\/\//);
    await expect(panel.getByText("alex-example-cv.pdf")).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    // Tall enough for the whole panel, which otherwise scrolls on its own beside the list.
    await shoot(page, `${SHOTS}/detail.png`, { minHeight: 2200 });

    // A stage change offers only the allowed moves and updates the counts.
    const moveTo = panel.getByRole("combobox", { name: "Move to" });
    await expect(moveTo.getByRole("option")).toHaveText(["Choose a stage…", "Waiting to apply", "Rejected", "Skipped"]);
    await moveTo.selectOption({ label: "Waiting to apply" });
    await panel.getByRole("button", { name: "Change stage" }).click();
    await expect(page.getByText("Moved to “Waiting to apply”.")).toBeVisible();
    await expect(panel.getByText("Moved from “To review” to “Waiting to apply”")).toBeVisible();
    await expectTabCount(page, "Review", total - 1);
    await expectTabCount(page, "Waiting to apply", 1);

    // An exit asks why.
    await moveTo.selectOption({ label: "Withdrawn by me" });
    await panel.getByRole("button", { name: "Change stage" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Say why, in a few words.");
    await panel.getByRole("textbox", { name: "Why?" }).fill("Found something closer to home");
    await panel.getByRole("button", { name: "Change stage" }).click();
    await expect(panel.getByText("This application is closed and cannot move any more.")).toBeVisible();
    await expect(panel.getByText("Reason: Found something closer to home").first()).toBeVisible();
    await expectTabCount(page, "Closed", 1);
    await expectTabCount(page, "Waiting to apply", 0);

    // Notes are saved and come back after a reload.
    const notes = panel.getByRole("textbox", { name: "Your notes" });
    await notes.fill("Recruiter: Sam. Call on Monday.");
    await expect(panel.getByText("Unsaved changes")).toBeVisible();
    await panel.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByText("Notes saved.")).toBeVisible();
    await expect(panel.getByText("Notes updated")).toBeVisible();
    await page.reload();
    const reopened = page.getByRole("region", { name: first.job.title });
    await expect(reopened.getByRole("textbox", { name: "Your notes" })).toHaveValue("Recruiter: Sam. Call on Monday.");

    // Closing returns the focus to the row that opened it.
    await reopened.getByRole("button", { name: "Close details" }).click();
    await expect(rowOf(page, first.id)).toBeFocused();
    await expect(page.getByRole("region", { name: first.job.title })).toHaveCount(0);
  });

  test("a change made elsewhere reaches the open page without a reload", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api);
    const total = (await listApplications(api)).length;
    await page.goto("/applications?stage=review");
    await expect(tab(page, "Review")).toHaveAttribute("aria-selected", "true");
    await expect(rows(page)).toHaveCount(total);
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await markPage(page);

    // Another tab, the extension or a colleague's script: a PATCH with the user's token.
    const moved = items.at(-1)!;
    const response = await api.request.patch(`/api/v1/applications/${moved.id}`, { headers: api.headers, data: { stage: "queued" } });
    expect(response.status()).toBe(200);

    await expect(rows(page)).toHaveCount(total - 1);
    await expect(rowOf(page, moved.id)).toHaveCount(0);
    await expectTabCount(page, "Review", total - 1);
    await expectTabCount(page, "Waiting to apply", 1);
    await tab(page, "Waiting to apply").click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(moved.job.title);
    await expect(rows(page).first()).toContainText("Waiting to apply");
    await expectNoReload(page);
  });

  test("a refused stream renews the token, reconnects and keeps the page live", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api, 3);
    // The first connection is refused as if its token had expired; the next ones go through.
    let refused = 0;
    await page.route("**/api/v1/applications/stream**", async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: { code: "invalid_token", message: "Expired" } }) });
    });
    const renewed = page.waitForRequest((request) => request.url().endsWith("/api/refresh") && request.method() === "POST");
    await page.goto("/applications?stage=review");
    await renewed;
    const live = page.getByRole("status").filter({ hasText: "Live" });
    await expect(live).toBeVisible();
    expect(refused).toBeGreaterThanOrEqual(2);
    await expect(rows(page)).toHaveCount(items.length);
    await markPage(page);

    const moved = items[0]!;
    expect((await api.request.patch(`/api/v1/applications/${moved.id}`, { headers: api.headers, data: { stage: "skipped", reason: "Not now" } })).status()).toBe(200);
    await expect(rowOf(page, moved.id)).toHaveCount(0);
    await expectTabCount(page, "Closed", 1);
    await expectNoReload(page);
  });

  test("the review queue by keyboard: approve, select, reject with feedback", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { copilotId, items } = await withMatches(api, 4);
    const queue = page.getByRole("list", { name: "Jobs to review" });
    const cards = queue.getByRole("article");
    const active = queue.locator('article[aria-current="true"]');

    await page.goto("/applications/review");
    await expect(cards).toHaveCount(items.length);
    await expect(page.getByText(`${items.length} jobs waiting`)).toBeVisible();
    // Best match first, as the API sorts it, each with its reasons and the CV it would send.
    const queued = await api.request.get("/api/v1/applications/review", { headers: api.headers, params: { limit: "1" } });
    const best = (await queued.json()).data.items[0] as Application;
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("score");
    await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(best.job.title);
    await expect(cards.first().getByText("alex-example-cv.pdf")).toBeVisible();
    await expect(cards.first().getByText(/^Title (matches|close to) “/)).toBeVisible();

    // ? shows the shortcuts; Escape closes them.
    await page.locator("body").press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    await expect(help.getByText("Next job")).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-shortcuts.png`);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();

    // j and k move the highlight.
    const titleOf = async (card: Locator) => (await card.getByRole("heading", { level: 2 }).textContent())!;
    await expect(active).toHaveCount(1);
    const firstTitle = await titleOf(active);
    await page.keyboard.press("j");
    await expect(active.getByRole("heading", { level: 2 })).not.toHaveText(firstTitle);
    await expect(active).toBeFocused();
    await page.keyboard.press("k");
    await expect(active.getByRole("heading", { level: 2 })).toHaveText(firstTitle);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-queue.png`);

    // a approves the highlighted job.
    await page.keyboard.press("a");
    await expect(page.getByText(`Approved “${firstTitle}”: the copilot will apply.`)).toBeVisible();
    await expect(cards).toHaveCount(items.length - 1);
    await expect(page.getByText(`${items.length - 1} jobs waiting`)).toBeVisible();
    await expect(active).toBeFocused();

    // x selects, j moves, x selects another; r rejects both, leaving their companies out from now on.
    const second = await titleOf(active);
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    const third = await titleOf(active);
    await page.keyboard.press("x");
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.keyboard.press("r");
    const dialog = page.getByRole("dialog", { name: "Reject 2 jobs" });
    await expect(dialog).toBeVisible();
    // Typing in the dialog never triggers a shortcut.
    await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill("Not a fit: agency roles");
    await dialog.getByRole("checkbox", { name: /Don't suggest jobs at/ }).check();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/review-reject-dialog.png`);
    await dialog.getByRole("button", { name: "Reject 2" }).click();
    await expect(page.getByText("2 jobs rejected.")).toBeVisible();
    await expect(page.getByText(/Your copilot will leave out .+ from now on\./)).toBeVisible();
    await expect(cards).toHaveCount(items.length - 3);
    const copilot = (await (await api.request.get(`/api/v1/copilots/${copilotId}`, { headers: api.headers })).json()).data;
    const rejected = items.filter((item) => item.job.title === second || item.job.title === third).map((item) => item.job.company);
    expect(copilot.filters.excluded_companies).toEqual(expect.arrayContaining([...new Set(rejected)]));

    // r on the highlighted job, with a keyword to leave out: Enter in the keyword field rejects.
    const last = await titleOf(active);
    await page.keyboard.press("r");
    const one = page.getByRole("dialog", { name: "Reject this job" });
    await expect(one.getByRole("button", { name: "Reject", exact: true })).toBeFocused();
    await one.getByRole("checkbox", { name: "Leave out jobs that mention a keyword" }).check();
    await one.getByRole("textbox", { name: "Keyword" }).fill("agency");
    await one.getByRole("textbox", { name: "Keyword" }).press("Enter");
    await expect(page.getByText(`Rejected “${last}”.`)).toBeVisible();
    await expect(page.getByText("Your copilot will leave out jobs that mention “agency”.")).toBeVisible();
    const updated = (await (await api.request.get(`/api/v1/copilots/${copilotId}`, { headers: api.headers })).json()).data;
    expect(updated.filters.exclude_keywords).toContain("agency");
    await expect(cards).toHaveCount(items.length - 4);

    // The counts on /applications agree.
    await page.goto("/applications");
    await expectTabCount(page, "Waiting to apply", 1);
    await expectTabCount(page, "Closed", 3);
    await expectTabCount(page, "Review", items.length - 4);
  });

  test("the review queue updates live, and approve or reject by button", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api, 3);
    const queue = page.getByRole("list", { name: "Jobs to review" });
    const cards = queue.getByRole("article");
    await page.goto("/applications/review");
    await expect(cards).toHaveCount(items.length);
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await markPage(page);

    // Skipped elsewhere: the card leaves this page.
    const skipped = items[0]!;
    const response = await api.request.patch(`/api/v1/applications/${skipped.id}`, { headers: api.headers, data: { stage: "skipped", reason: "Seen it before" } });
    expect(response.status()).toBe(200);
    await expect(cards).toHaveCount(items.length - 1);
    await expectNoReload(page);

    // Select all, then approve with the toolbar button.
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await expect(page.getByText(`${items.length - 1} selected`)).toBeVisible();
    await page.getByRole("button", { name: `Approve ${items.length - 1}` }).click();
    await expect(page.getByText(`${items.length - 1} jobs approved: the copilot will apply.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "All caught up" })).toBeVisible();
  });

  test("pages load as the list scrolls or by the button, and a tab of several stages pages in order", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api, 30, { wide: true });
    const total = (await listApplications(api)).length;

    await page.goto("/applications");
    await expect(rows(page)).toHaveCount(20);
    const loadMore = page.getByRole("button", { name: "Load more" });
    await expect(loadMore).toBeVisible();
    // Scrolling to the end brings the next page.
    await loadMore.scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(Math.min(total, 40));
    if (total <= 40) await expect(page.getByText("You have reached the end of the list.")).toBeVisible();

    // Closed lists four stages, each read by its own cursor and merged in the list's order (best match first).
    const rejected = items.filter((_, index) => index % 2 === 0).slice(0, 12);
    const skipped = items.filter((_, index) => index % 2 === 1).slice(0, 11);
    const decided = await api.request.post("/api/v1/applications/review", {
      headers: api.headers,
      data: { ids: rejected.map(({ id }) => id), decision: "reject", reason: "Not for me" },
    });
    expect(decided.status()).toBe(200);
    for (const item of skipped) {
      const response = await api.request.patch(`/api/v1/applications/${item.id}`, { headers: api.headers, data: { stage: "skipped", reason: "Later" } });
      expect(response.status()).toBe(200);
    }
    const closedInOrder = (await listApplications(api)).filter(({ stage }) => stage === "rejected" || stage === "skipped").map(({ id }) => id);
    expect(closedInOrder).toHaveLength(23);

    await page.goto("/applications?stage=closed");
    await expectTabCount(page, "Closed", 23);
    await expect(rows(page)).toHaveCount(20);
    // The button, by keyboard, for those who do not scroll.
    await page.getByRole("button", { name: "Load more" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows(page)).toHaveCount(23);
    const shown = await rows(page).getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.id.replace("application-row-", "")));
    expect(shown).toEqual(closedInOrder);
    await expect(page.getByText("You have reached the end of the list.")).toBeVisible();
  });

  test("on a phone the details open full screen and close back to the list", async ({ signedInPage: page }) => {
    const api = await apiOf(page);
    const { items } = await withMatches(api, 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/applications");
    const first = items[0]!;
    await expect(rowOf(page, first.id)).toBeVisible();
    await shoot(page, `${SHOTS}/mobile-list.png`);
    await rowOf(page, first.id).click();
    const dialog = page.getByRole("dialog", { name: "Application details" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: first.job.title })).toBeVisible();
    await expect(dialog.getByText("Why it matched")).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/mobile-detail.png`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, first.id)).toBeFocused();
  });

  test("in German on a phone, the stage tabs show that more follow and scroll to them", async ({ page, user }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await hydrated(page);
    await chooseLocale(page, "de");
    expect((await page.request.post("/api/login", { data: { email: user.email, password: user.password } })).status()).toBe(200);
    await withMatches(await apiOf(page), 1);
    await page.goto("/applications");
    await hydrated(page);
    const tabs = page.getByRole("tablist", { name: "Phasen" });
    const closed = tabs.getByRole("tab", { name: /^Abgeschlossen/ });
    await expect(tabs.getByRole("tab", { name: /^Prüfen\s*1/ })).toBeVisible();
    await expect(closed).not.toBeInViewport({ ratio: 1 });
    const more = page.getByRole("button", { name: "Weitere Phasen zeigen" });
    await expect(more).toBeVisible();
    await expect(page.getByRole("button", { name: "Vorherige Phasen zeigen" })).toBeHidden();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, `${SHOTS}/tabs-de-start.png`);
    for (let step = 0; step < 6 && (await more.isVisible()); step++) {
      await more.click();
      await page.waitForTimeout(400);
    }
    await expect(closed).toBeInViewport({ ratio: 1 });
    await expect(more).toBeHidden();
    await expect(page.getByRole("button", { name: "Vorherige Phasen zeigen" })).toBeVisible();
    await shoot(page, `${SHOTS}/tabs-de-end.png`);
    // By keyboard, Home brings the first tab back into view.
    await closed.click();
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: /^Alle/ })).toBeInViewport({ ratio: 1 });
  });
});
