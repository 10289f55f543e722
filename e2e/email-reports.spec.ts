import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect as baseExpect, test } from "./fixtures";

// The dev server compiles each route on its first visit, and matching takes a few seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/email-reports";

/**
 * The server's outbox (mail goes there when no SMTP_URL is set). E2E_DATA_DIR names the server's
 * DATA_DIR; against the shared dev server (E2E_BASE_URL) that is /tmp/jc-dev; a server started by
 * playwright.config.ts uses a folder named after the runner's pid, which is this worker's parent.
 */
const OUTBOX = path.join(
  process.env.E2E_DATA_DIR ?? (process.env.E2E_BASE_URL ? "/tmp/jc-dev" : path.join(os.tmpdir(), `job-copilot-e2e-${process.ppid}`)),
  "outbox",
);

type Mail = { to: string; subject: string; text: string; html: string };
type Api = { request: APIRequestContext; headers: Record<string, string> };

/** Quoted-printable: soft line breaks out, =XX bytes back, then read as UTF-8. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");

/** Just enough MIME for the mails we write: headers, and the text and HTML parts of multipart/alternative. */
function parseEml(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, "mi").exec(headers)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts: Record<string, string> = {};
  for (const part of boundary ? raw.slice(split).split(`--${boundary}`) : []) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const head = part.slice(0, at);
    const type = /content-type:\s*text\/(plain|html)/i.exec(head)?.[1]?.toLowerCase();
    if (!type) continue;
    const body = part.slice(at).trim();
    parts[type] = /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : /base64/i.test(head) ? Buffer.from(body, "base64").toString("utf8") : body;
  }
  return { to: header("To"), subject: header("Subject"), text: parts.plain ?? "", html: parts.html ?? "" };
}

async function mailsTo(email: string): Promise<Mail[]> {
  const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const mails = await Promise.all(names.map(async (name) => parseEml(await fs.readFile(path.join(OUTBOX, name), "utf8"))));
  return mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

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
}

async function apiOf(page: Page): Promise<Api> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === "session");
  expect(cookie, "the session cookie").toBeDefined();
  const token = JSON.parse(decodeURIComponent(cookie!.value)).auth.access_token as string;
  return { request: page.request, headers: { authorization: `Bearer ${token}` } };
}

async function cvPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const sheet = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  ["Alex Example", "Senior Frontend Developer, Example GmbH, 2019 - present", "Skills: React, TypeScript, JavaScript, Next.js, Node.js, CSS"].forEach((line, index) =>
    sheet.drawText(line, { x: 56, y: 780 - index * 22, size: 11, font }),
  );
  return Buffer.from(await pdf.save());
}

/** A copilot launched through the API; its matches (from the bundled job-board fixtures) arrive in review. */
async function launchCopilot({ request, headers }: Api) {
  const created = await request.post("/api/v1/copilots", { headers, data: { name: "Frontend in Germany" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  const upload = await request.post("/api/v1/file-upload", {
    headers,
    multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: await cvPdf() } },
  });
  const resumeId = (await upload.json()).data.id as string;
  const steps = [
    { job_titles: ["Frontend Developer", "Software Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
    { countries: ["DE"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
    { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
    { resume_id: resumeId },
    { mode: "review_first", daily_limit: 5, cover_letter: false },
  ];
  for (const [index, body] of steps.entries()) {
    expect((await request.put(`/api/v1/copilots/${id}/steps/${index + 1}`, { headers, data: body })).status()).toBe(200);
  }
  expect((await request.post(`/api/v1/copilots/${id}/run`, { headers })).status()).toBe(200);
  let best: { score: number; job: { title: string } } | undefined;
  await baseExpect
    .poll(
      async () => {
        const response = await request.get("/api/v1/applications/review", { headers, params: { limit: "100" } });
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
 * The page has no violations. The preview's frame is left out: its sandbox (no scripts) keeps axe
 * from running inside it, and waiting for it only times out; the mail's own markup is tested in Jest.
 */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude("nextjs-portal").exclude('iframe[title="Report email"]').analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map(({ target }) => target.join(" ")) }))).toEqual([]);
}

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
    const best = await launchCopilot(api);

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
    await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
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
    await expectNoAxeViolations(page);
    await shoot(page, "account-desktop");

    await page.setViewportSize({ width: 599, height: 900 });
    await expect(report.getByRole("button", { name: "Send me one now" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, "account-599");
    await report.getByRole("button", { name: "Preview report" }).click();
    await expect(mail.getByRole("heading", { level: 1, name: "Your daily job report" })).toBeVisible();
    await shoot(page, "preview-599", "viewport");
  });
});
