import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, cvPdf, expectNoAxeViolations, launchCopilot, mailsTo, OUTBOX, type Api, type Mail } from "./helpers";

// The dev server compiles each route on its first visit, and matching takes a few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/email-reports";

/** Confirms the address with the newest link the outbox holds for it, as the user would by clicking it. */
async function confirmEmail(page: Page, email: string) {
  let token: string | undefined;
  await baseExpect
    .poll(async () => (token = (await mailsTo(email)).reverse().map((mail) => /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1]).find(Boolean)), {
      timeout: 15_000,
      message: `a confirmation mail in ${OUTBOX}`,
    })
    .toBeTruthy();
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  // The same link opened again: the address is confirmed, and the page says so.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await expect(page.getByText("Your email address is already confirmed.")).toBeVisible();
}

/** A copilot launched through the API; resolves with its best match once matches (from the bundled job-board fixtures) arrive in review. */
async function launchCopilotWithMatches(api: Api) {
  await launchCopilot(api, {
    name: "Frontend in Germany",
    cv: {
      fileName: "cv.pdf",
      pdf: await cvPdf(["Alex Example", "Senior Frontend Developer, Example GmbH, 2019 - present", "Skills: React, TypeScript, JavaScript, Next.js, Node.js, CSS"]),
    },
    steps: {
      1: { job_titles: ["Frontend Developer", "Software Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
      2: { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
      3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
      5: { mode: "review_first", daily_limit: 5, cover_letter: false },
    },
  });
  let best: { score: number; job: { title: string } } | undefined;
  await baseExpect
    .poll(
      async () => {
        const response = await api.request.get("/api/v1/applications/review", { headers: api.headers, params: { limit: "100" } });
        const items = (await response.json()).data.items as { score: number; job: { title: string } }[];
        best = items.sort((a, b) => b.score - a.score)[0];
        return items.length;
      },
      { timeout: 60_000, message: "matches after launch" },
    )
    .toBeGreaterThanOrEqual(1);
  return best!;
}

/**
 * Left out of the axe checks: the dev overlay, and the preview's frame, whose sandbox (no scripts)
 * keeps axe from running inside it, so waiting for it only times out; the mail's own markup is tested in Jest.
 */
const AXE = { exclude: ["nextjs-portal", 'iframe[title="Report email"]'] };

/** The section itself (the page around it belongs to /account), or the viewport while a dialog is open. */
async function shoot(page: Page, name: string, what: "section" | "viewport" = "section") {
  if (what === "viewport") return void (await page.screenshot({ path: `${SHOTS}/${name}.png` }));
  const section = page.getByRole("region", { name: "Application report" }).locator("..");
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe("email reports on /account", () => {
  test.describe.configure({ timeout: 300_000 });

  test("frequency, preview, send now, the log and the mail in the outbox", async ({ signedInPage: page, user }) => {
    const api = await apiOf(page);
    const best = await launchCopilotWithMatches(api);

    await page.goto("/account");
    const report = page.getByRole("region", { name: "Application report" });
    await expect(report).toBeVisible({ timeout: 60_000 });
    // The log is fetched by the browser: once it shows, the section is hydrated and its buttons work.
    const log = page.getByRole("list", { name: "Sent emails" });
    await expect(log).toBeVisible();

    // Unconfirmed: the report cannot be mailed yet, and the page says why.
    await expect(report.getByText("Confirm your email address to receive reports")).toBeVisible();
    await expect(report.getByRole("button", { name: "Send me one now" })).toBeDisabled();
    const confirmations = async () => (await mailsTo(user.email)).filter((mail) => /verify-email\?token=/.test(mail.text)).length;
    const before = await confirmations();
    await report.getByRole("button", { name: "Send the confirmation email again" }).click();
    await baseExpect.poll(confirmations, { message: "a second confirmation mail" }).toBe(before + 1);
    await expect(log.getByRole("listitem").filter({ hasText: "Confirm your email address" })).toHaveCount(2);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, "account-unverified");

    await confirmEmail(page, user.email);
    await page.goto("/account");
    await expect(log).toBeVisible();
    await expect(report.getByText("Confirm your email address to receive reports")).toBeHidden();

    // Frequency: saved at once, kept on reload.
    const frequency = report.getByLabel("Send the report");
    await expect(frequency).toHaveValue("weekly");
    await frequency.selectOption("daily");
    await expect(page.getByText("Report setting saved.")).toBeVisible();
    await expect(report.getByText("The preview and the report on request cover the last 24 hours.")).toBeVisible();
    const settings = await api.request.get("/api/v1/settings", { headers: api.headers });
    expect((await settings.json()).data.email_report_frequency).toBe("daily");

    // Preview: the real email in a sandboxed frame, and its text part, by keyboard.
    await report.getByRole("button", { name: "Preview report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report preview" });
    await expect(dialog.getByText(/^Your daily job report: \d+ new match(es)?$/)).toBeVisible();
    const frame = dialog.locator('iframe[title="Report email"]');
    await expect(frame).toHaveAttribute("sandbox", "");
    const mail = dialog.frameLocator('iframe[title="Report email"]');
    await expect(mail.getByRole("heading", { level: 1, name: "Your daily job report" })).toBeVisible();
    await expect(mail.getByText("Hi Test,")).toBeVisible();
    await expect(mail.getByRole("heading", { name: "Your best new matches" })).toBeVisible();
    await expect(mail.getByRole("link", { name: best.job.title }).first()).toHaveAttribute("href", /\/applications\?id=/);
    await expect(mail.getByRole("link", { name: "Review now" })).toHaveAttribute("href", /\/applications\/review$/);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, "preview-html", "viewport");

    const emailTab = dialog.getByRole("tab", { name: "Email" });
    await emailTab.focus();
    await page.keyboard.press("ArrowRight");
    const textTab = dialog.getByRole("tab", { name: "Plain text" });
    await expect(textTab).toBeFocused();
    await expect(textTab).toHaveAttribute("aria-selected", "true");
    const text = dialog.getByRole("tabpanel");
    await expect(text).toContainText("YOUR BEST NEW MATCHES");
    await expect(text).toContainText(best.job.title);
    await expectNoAxeViolations(page, AXE);
    await shoot(page, "preview-text", "viewport");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(report.getByRole("button", { name: "Preview report" })).toBeFocused();

    // Send now: a toast, a new first row in the log, and the mail in the outbox.
    await expect(log.getByRole("listitem").first()).toContainText("Confirm your email address");
    const rows = await log.getByRole("listitem").count();
    await report.getByRole("button", { name: "Send me one now" }).click();
    await expect(page.getByText(`Report sent to ${user.email}.`)).toBeVisible();
    await expect(log.getByRole("listitem")).toHaveCount(rows + 1);
    const first = log.getByRole("listitem").first();
    await expect(first).toContainText(/Your daily job report: \d+ new match/);
    await expect(first).toContainText("Report");
    await expect(first).toContainText("Sent");

    let sent: Mail | undefined;
    await baseExpect
      .poll(async () => (sent = (await mailsTo(user.email)).find((item) => item.subject.startsWith("Your daily job report"))), { message: `the report in ${OUTBOX}` })
      .toBeTruthy();
    expect(sent!.text).toContain("Hi Test,");
    expect(sent!.text).toContain(best.job.title);
    expect(sent!.text).toContain("You asked for this report.");
    expect(sent!.html).toContain('role="presentation"');
    await expectNoAxeViolations(page, AXE);
    await shoot(page, "account-desktop");

    await page.setViewportSize({ width: 599, height: 900 });
    await expect(report.getByRole("button", { name: "Send me one now" })).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await shoot(page, "account-599");
    await report.getByRole("button", { name: "Preview report" }).click();
    await expect(mail.getByRole("heading", { level: 1, name: "Your daily job report" })).toBeVisible();
    await shoot(page, "preview-599", "viewport");
  });
});
