import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test, type TestUser } from "./fixtures";
import { cvPdf, expectNoAxeViolations, hydrated, launchCopilot, logIn, shootBothWidths, tempFile, type Api } from "./helpers";

// The dev server compiles each route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SHOTS_DIR ?? "test-results/support";

type Copilot = {
  id: string;
  name: string;
  status: string;
  jobs: { strictness: string };
  locations: { countries: string[]; work_modes: string[] };
  filters: { max_job_age_days: number; exclude_keywords: string[]; excluded_companies: string[] };
  cv: { resume_id: string | null };
};

const PAGES = [
  { slug: "not-enough-jobs", title: "Not enough jobs", ready: "What holds jobs back" },
  { slug: "not-relevant", title: "Jobs are not relevant", ready: "How closely a job must match" },
  { slug: "wrong-countries", title: "Jobs in the wrong countries", ready: "Where you want to work" },
  { slug: "apply-old-jobs", title: "Applications to old jobs", ready: "The oldest job your copilot may propose" },
  { slug: "review-cv", title: "Review my CV", ready: "Your CV check" },
  { slug: "no-interview", title: "No interview invitations", ready: "What to do now" },
  { slug: "tailor-cv", title: "Tailor my CV to each job", ready: "Your plan" },
  { slug: "cancel-subscription", title: "Cancel my subscription", ready: "Cancel your subscription" },
  { slug: "something-else", title: "Something else", ready: "Send us a message" },
] as const;

// The dev overlay and the toasts are not the page's.
const AXE = { exclude: ["nextjs-portal", "[data-sonner-toaster]"] };

/** Logs in on the open login page and waits for the page it leads to. */
async function logInAs(page: Page, user: TestUser) {
  await logIn(page, user.email, user.password);
  // The first visit of a page compiles it on the dev server.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await hydrated(page);
}

/** The user's API access, with a token of their own. */
async function apiFor(request: APIRequestContext, user: TestUser): Promise<Api> {
  const login = await request.post("/api/v1/auth", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  return { request, headers: { authorization: `Bearer ${(await login.json()).data.auth.access_token}` } };
}

/** How this file's CVs are set: 10-point lines, 18 points apart. */
const CV_LAYOUT = { size: 10, gap: 8 };

const FIRST_CV = [
  "Alex Example",
  "Senior Frontend Developer, Example GmbH, 2019 - present",
  "Frontend Developer with 6 years of experience building web applications.",
  "Skills: React, TypeScript, JavaScript, Next.js, Node.js, GraphQL, CSS, Jest",
];

const BETTER_CV = [
  "Alex Example",
  "alex.example@example.com | +49 151 23456789 | linkedin.com/in/alexexample",
  "",
  "Summary",
  "Frontend Developer and Software Engineer with 6 years of experience in React and TypeScript.",
  "",
  "Experience",
  "Senior Frontend Developer, Example GmbH, 03/2021 - present",
  "- Built the design system used by 40 engineers in 6 product teams",
  "- Cut the checkout's load time by 35% with code splitting",
  "- Mentored 4 junior developers, two of them promoted within a year",
  "Frontend Developer, Sample AG, 01/2019 - 02/2021",
  "- Moved a JavaScript app of 200,000 lines to TypeScript",
  "- Raised the test coverage from 40% to 85%",
  "",
  "Education",
  "B.Sc. Computer Science, TU Berlin, 2014 - 2018",
  "",
  "Skills",
  "React, TypeScript, JavaScript, Next.js, Node.js, GraphQL, CSS, Jest",
];

/** A copilot set up through the API and launched: frontend jobs in Germany, strict, on site only. */
async function launchStrictCopilot(api: Api, name = "Frontend in Germany"): Promise<string> {
  return launchCopilot(api, {
    name,
    cv: { fileName: "alex-example-cv.pdf", pdf: await cvPdf(FIRST_CV, CV_LAYOUT) },
    steps: {
      1: { job_titles: ["Frontend Developer", "Software Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "highest" },
      2: { countries: ["DE"], cities: [], work_modes: ["remote", "onsite"] },
      3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, max_job_age_days: 7, posting_languages: [], needs_sponsorship: false },
      5: { mode: "review_first", daily_limit: 5, cover_letter: false },
    },
  });
}

async function copilotOf({ request, headers }: Api, id: string): Promise<Copilot> {
  const response = await request.get(`/api/v1/copilots/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test.describe("support pages", () => {
  test.describe.configure({ timeout: 300_000 });

  test("each page opens after signing in through /login?r=, is accessible and fits a 599 px screen", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    await launchStrictCopilot(api);
    for (const { slug, title, ready } of PAGES) {
      await page.context().clearCookies();
      await page.goto(`/login?r=${encodeURIComponent(`/support/${slug}`)}`);
    await hydrated(page);
      await logInAs(page, user);
      await expect(page).toHaveURL(new RegExp(`/support/${slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: ready })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading|Counting|Checking|Reading/ })).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(title));
      await expectNoAxeViolations(page, AXE);
      await shootBothWidths(page, SHOTS, slug);
    }
  });

  test("the index lists the nine topics and the FAQ", async ({ signedInPage: page }) => {
    await page.goto("/support");
    await hydrated(page);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(9);
    for (const { slug, title } of PAGES) await expect(page.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", `/support/${slug}`);
    await expect(page.getByRole("link", { name: "frequently asked questions" })).toHaveAttribute("href", "/faq");
    await expectNoAxeViolations(page, AXE);
    await shootBothWidths(page, SHOTS, "index");
  });

  test("not enough jobs: a filter's one-click widening changes the copilot and says what it found", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const id = await launchStrictCopilot(api);
    await page.goto("/login?r=%2Fsupport%2Fnot-enough-jobs");
    await hydrated(page);
    await logInAs(page, user);
    const strictness = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Match strictness" }) });
    await expect(strictness).toContainText("Strict");
    const lower = strictness.getByRole("button", { name: /^Switch to Broad \(\d+ more jobs?\)$/ });
    await expect(lower).toBeVisible();
    const adds = Number((await lower.textContent())!.match(/\((\d+) more/)![1]);
    await lower.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Saved\./ })).toBeVisible();
    expect((await copilotOf(api, id)).jobs.strictness).toBe("high");
    // The jobs the widening promised were proposed at once (up to the daily limit of 5).
    const list = await api.request.get("/api/v1/applications/pagination", { headers: api.headers, params: { limit: "100" } });
    expect((await list.json()).data.items.length).toBeGreaterThanOrEqual(Math.min(adds, 5));
    await expect(page.getByRole("heading", { name: "Match strictness" })).toHaveCount(0);
  });

  test("not enough jobs: widening them all first lists each change, from → to, in a keyboard dialog", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const id = await launchStrictCopilot(api);
    // Whether the seeded postings call for widening several filters together varies: the offer is
    // fixed here (the rest of the answer is the server's), so the confirmation itself is tested.
    const offer = {
      adds: 7,
      patch: { strictness: "high", max_job_age_days: 30, work_modes: ["remote", "hybrid", "onsite"] },
      filters: ["strictness", "max_age", "work_modes"],
    };
    await page.route(`**/api/v1/support/copilots/${id}/filters`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, widen_all: offer } } });
    });
    await page.goto("/login?r=%2Fsupport%2Fnot-enough-jobs");
    await hydrated(page);
    await logInAs(page, user);

    const open = page.getByRole("button", { name: "Widen them all (+7 jobs)" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Widen these filters?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Your copilot changes these 3 settings and looks for jobs again at once.");
    const changes = dialog.getByRole("listitem");
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toHaveText(/^Match strictness\s*Strict\s*→\s*becomes\s*Broad$/);
    await expect(changes.nth(1)).toHaveText(/^Maximum job age\s*7 days\s*→\s*becomes\s*30 days$/);
    await expect(changes.nth(2)).toHaveText(/^Work modes\s*Remote and On-site\s*→\s*becomes\s*Remote, Hybrid, and On-site$/);
    await expectNoAxeViolations(page, AXE);
    await shootBothWidths(page, SHOTS, "widen-all-confirm");

    // Escape closes it and nothing is saved.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect((await copilotOf(api, id)).jobs.strictness).toBe("highest");

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Widen them all", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Saved\./ })).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await copilotOf(api, id);
    expect(saved.jobs.strictness).toBe("high");
    expect(saved.filters.max_job_age_days).toBe(30);
    expect([...saved.locations.work_modes].sort()).toEqual(["hybrid", "onsite", "remote"]);
  });

  test("wrong countries: the change shows on the copilot afterwards", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const id = await launchStrictCopilot(api);
    await page.goto("/login?r=%2Fsupport%2Fwrong-countries");
    await hydrated(page);
    await logInAs(page, user);
    const countries = page.getByRole("combobox", { name: "Countries" });
    // Typing before the page has hydrated reaches no handler: type again until suggestions come.
    await expect(async () => {
      await countries.fill("");
      await countries.fill("Netherl");
      await expect(page.getByRole("option", { name: /^Netherlands/ })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole("option", { name: /^Netherlands/ }).click();
    await page.getByRole("checkbox", { name: /^Remote/ }).uncheck();
    await page.getByRole("button", { name: "Save and apply" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Saved\./ })).toBeVisible();
    const saved = await copilotOf(api, id);
    expect(saved.locations).toMatchObject({ countries: ["DE", "NL"], work_modes: ["onsite"] });

    await page.goto(`/copilot/${id}/edit/2`);
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Remove Netherlands" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Remote/ })).not.toBeChecked();

    // Nothing left to work in: refused with the reason under the field, nothing saved.
    await page.goto("/support/wrong-countries");
    await hydrated(page);
    await page.getByRole("button", { name: "Remove Germany" }).click();
    await page.getByRole("button", { name: "Remove Netherlands" }).click();
    await page.getByRole("button", { name: "Save and apply" }).click();
    await expect(page.getByText("Choose at least one country or city, or choose remote only to search worldwide.")).toBeVisible();
    expect((await copilotOf(api, id)).locations.countries).toEqual(["DE", "NL"]);
  });

  test("not relevant, old jobs: stricter matching, a left-out word and a shorter age are saved", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const id = await launchStrictCopilot(api);
    await page.goto("/login?r=%2Fsupport%2Fnot-relevant");
    await hydrated(page);
    await logInAs(page, user);
    await page.getByRole("radio", { name: /^Broad · score 45\+/ }).check();
    const words = page.getByRole("textbox", { name: "Leave out jobs that mention" });
    await words.fill("Werkstudent");
    await words.press("Enter");
    await page.getByRole("button", { name: "Save and apply" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "leaves jobs like these out" })).toBeVisible();
    expect(await copilotOf(api, id)).toMatchObject({ jobs: { strictness: "high" }, filters: { exclude_keywords: ["Werkstudent"] } });

    await page.goto("/support/apply-old-jobs");
    await hydrated(page);
    await expect(page.getByRole("radio", { name: /^7 days/ })).toBeChecked();
    await page.getByRole("radio", { name: /^3 days/ }).check();
    await page.getByRole("button", { name: "Save and apply" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Saved\./ })).toBeVisible();
    expect((await copilotOf(api, id)).filters.max_job_age_days).toBe(3);
  });

  test("review my CV: a new CV is checked at once and can be given to the copilot", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const id = await launchStrictCopilot(api);
    await page.goto("/login?r=%2Fsupport%2Freview-cv");
    await hydrated(page);
    await logInAs(page, user);
    await expect(page.getByText("Checked: alex-example-cv.pdf")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No email address" })).toBeVisible();

    const file = await tempFile("alex-example-cv-2026.pdf", await cvPdf(BETTER_CV, CV_LAYOUT));
    await page.getByLabel("Choose a file").setInputFiles(file);
    await expect(page.getByText("Checked: alex-example-cv-2026.pdf")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No email address" })).toHaveCount(0);
    await page.getByRole("button", { name: "Send this CV with Frontend in Germany" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "now sends alex-example-cv-2026.pdf" })).toBeVisible();
    await expect(page.getByText("Frontend in Germany sends this CV with its applications.")).toBeVisible();
    const copilot = await copilotOf(api, id);
    const resume = await api.request.get(`/api/v1/resumes/${copilot.cv.resume_id}`, { headers: api.headers });
    expect((await resume.json()).data.file_name).toBe("alex-example-cv-2026.pdf");
  });

  test("something else: a message is checked, saved and listed", async ({ signedInPage: page, request, user }) => {
    await page.goto("/support/something-else");
    await hydrated(page);
    await expect(page.getByText("You have not sent us a message yet.")).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Choose a topic.")).toBeVisible();
    await expect(page.getByText("Write at least 10 characters.")).toBeVisible();

    await page.getByLabel("Topic").selectOption({ label: "Billing and plans" });
    const text = "Can I switch from monthly to quarterly billing without losing my copilot?";
    await page.getByRole("textbox", { name: "Your message" }).fill(text);
    await expect(page.getByText(`${text.length} / 5000 characters (at least 10)`)).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Your message was sent." })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue("");
    const list = page.getByRole("list", { name: "Your messages" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(text);
    await expect(list).toContainText("Billing and plans");

    await page.reload();
    await expect(page.getByRole("list", { name: "Your messages" })).toContainText(text);
    const api = await apiFor(request, user);
    const saved = await api.request.get("/api/v1/feedbacks", { headers: api.headers });
    expect((await saved.json()).data.items).toMatchObject([{ kind: "support", topic: "billing", message: text, context: { page: "something-else" } }]);
  });

  test("several copilots: the picker chooses, and the link keeps the choice", async ({ page, user, request }) => {
    const api = await apiFor(request, user);
    const elite = await api.request.post("/api/v1/billing/subscriptions", { headers: api.headers, data: { plan: "elite", period: "monthly" } });
    expect(elite.status()).toBe(201);
    const first = await launchStrictCopilot(api, "Frontend in Germany");
    const second = await launchStrictCopilot(api, "Backend remote");
    await page.goto(`/login?r=${encodeURIComponent(`/support/apply-old-jobs?copilot=${first}`)}`);
    await hydrated(page);
    await logInAs(page, user);
    const picker = page.getByLabel("Copilot", { exact: true });
    await expect(picker).toHaveValue(first);
    // A choice made before the picker has hydrated is not seen by React (the page's content
    // streams after the layout, so `main` hydrating is not enough).
    await hydrated(page, picker);
    await picker.selectOption({ label: "Backend remote" });
    await expect(page).toHaveURL(new RegExp(`copilot=${second}`));
    await page.getByRole("radio", { name: /^30 days/ }).check();
    await page.getByRole("button", { name: "Save and apply" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /^Saved\./ })).toBeVisible();
    expect((await copilotOf(api, second)).filters.max_job_age_days).toBe(30);
    expect((await copilotOf(api, first)).filters.max_job_age_days).toBe(7);

    // The tailoring page says what Elite includes, honestly.
    await page.goto(`/support/tailor-cv?copilot=${second}`);
    await hydrated(page);
    await expect(page.getByText("CV tailoring per job is included in your Elite plan.")).toBeVisible();

    // Cancelling from support: the survey of the subscription page, and pausing as an alternative.
    await page.goto("/support/cancel-subscription");
    await hydrated(page);
    await page.getByRole("button", { name: "Pause running copilots (2)" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "2 copilots paused." })).toBeVisible();
    expect((await copilotOf(api, first)).status).toBe("paused");
    await page.getByRole("radio", { name: "I found a job" }).check();
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByText("Your subscription is cancelled")).toBeVisible();
  });

  test("without a copilot, a page leads to setting one up", async ({ signedInPage: page }) => {
    await page.goto("/support/not-enough-jobs");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "You have no copilot yet" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await page.getByRole("link", { name: "Set up a copilot" }).click();
    await expect(page).toHaveURL(/\/copilot\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "New copilot" })).toBeVisible();
  });
});
