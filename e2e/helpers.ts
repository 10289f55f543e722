import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect } from "./fixtures";

/** An address of its own for a spec file: sign-ins are throttled per client address, so files and runs do not use up each other's budget. */
export const randomClientIp = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join(".")}`;

// ---------------------------------------------------------------------------------------------
// CVs

/** A line of a CV: plain text, or a line with a size and weight of its own (headings). */
export type CvLine = string | { text: string; size: number; bold?: boolean };

/**
 * A one-page CV as a real PDF, one line under the other from the top: each line takes its size
 * plus `gap` points. Plain lines are set at `size`; empty lines leave a gap.
 */
export async function cvPdf(lines: readonly CvLine[], { size = 11, gap = 11 }: { size?: number; gap?: number } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const sheet = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  for (const line of lines) {
    const { text, size: lineSize, bold: isBold } = typeof line === "string" ? { text: line, size, bold: false } : line;
    if (text) sheet.drawText(text, { x: 56, y, size: lineSize, font: isBold ? bold : regular });
    y -= lineSize + gap;
  }
  return Buffer.from(await pdf.save());
}

/** Writes a file under a fresh temporary folder, for setInputFiles; returns its path. */
export async function tempFile(name: string, content: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "job-copilot-e2e-file-")), name);
  await writeFile(file, content);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Accessibility and screenshots

/**
 * Axe finds no violation on the page. `exclude` leaves parts out (the dev overlay "nextjs-portal",
 * toasts, frames axe cannot enter), `include` checks one part only, `seriousOnly` ignores the
 * moderate and minor ones.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [], include, seriousOnly = false }: { exclude?: string[]; include?: string; seriousOnly?: boolean } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const counted = seriousOnly ? violations.filter(({ impact }) => impact === "serious" || impact === "critical") : violations;
  expect(counted.map(({ id, nodes }) => ({ id, targets: nodes.map(({ target }) => target.join(" ")) }))).toEqual([]);
}

/**
 * A screenshot of the whole page at once, at `width` (the window's own by default): a window as
 * tall as the page, as stitching repeats the sticky top bar. The window's size is restored after.
 */
export async function shoot(page: Page, file: string, { width, minHeight = 0 }: { width?: number; minHeight?: number } = {}) {
  const size = page.viewportSize()!;
  const shotWidth = width ?? size.width;
  // Laid out at the width first: the page's height depends on it.
  if (shotWidth !== size.width) await page.setViewportSize({ width: shotWidth, height: size.height });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: shotWidth, height: Math.max(height, size.height, minHeight) });
  await page.screenshot({ path: file });
  await page.setViewportSize(size);
}

/** Whole-page screenshots at the desktop width and at 599 px, the narrowest layout: `<name>-desktop.png`, `<name>-599.png`. */
export async function shootBothWidths(page: Page, dir: string, name: string) {
  await mkdir(dir, { recursive: true });
  await shoot(page, `${dir}/${name}-desktop.png`);
  await shoot(page, `${dir}/${name}-599.png`, { width: 599 });
}

/** Waits until React has taken over the page: input typed before that reaches no handler. */
/** The language a returning visitor chose: local storage first, mirrored in the cookie. */
export async function chooseLocale(page: Page, locale: string) {
  await page.addInitScript((value) => window.localStorage.setItem("_copilot_locale", value), locale);
  await page.context().addCookies([{ name: "_copilot_locale", value: locale, url: page.url() === "about:blank" ? "http://localhost" : page.url() }]);
}

/**
 * Waits until React has hydrated the page's main element, or `element` when given: a page's own
 * content streams after the layout and may hydrate later than `main`, and a change made to a
 * control before it has hydrated is not seen by React.
 */
export async function hydrated(page: Page, element?: Locator) {
  if (element) {
    await expect
      .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), { timeout: 60_000 })
      .toBe(true);
    return;
  }
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main") ?? document.body;
      return Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 60_000 },
  );
}

// ---------------------------------------------------------------------------------------------
// Signing in and the API

/** Fills the login form on the page and sends it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The access token of the signed-in browser, read from its `session` cookie. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === "session");
  expect(cookie, "the session cookie").toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)).auth.access_token as string;
}

export type Api = { request: APIRequestContext; headers: Record<string, string> };

/** The signed-in user's API access, with the token from the session cookie the browser holds. */
export async function apiOf(page: Page): Promise<Api> {
  return { request: page.request, headers: { authorization: `Bearer ${await accessToken(page)}` } };
}

/**
 * A copilot made through the API with a CV and the body of each of the five steps, then launched;
 * returns its id. Its matches (from the bundled job-board fixtures) arrive in review afterwards.
 */
export async function launchCopilot(
  { request, headers }: Api,
  { name, cv, steps }: { name: string; cv: { fileName: string; pdf: Buffer }; steps: Record<1 | 2 | 3 | 5, unknown> },
): Promise<string> {
  const created = await request.post("/api/v1/copilots", { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  const upload = await request.post("/api/v1/file-upload", {
    headers,
    multipart: { file: { name: cv.fileName, mimeType: "application/pdf", buffer: cv.pdf } },
  });
  expect([200, 201]).toContain(upload.status());
  const bodies = { 1: steps[1], 2: steps[2], 3: steps[3], 4: { resume_id: (await upload.json()).data.id }, 5: steps[5] };
  for (const [step, body] of Object.entries(bodies)) {
    const saved = await request.put(`/api/v1/copilots/${id}/steps/${step}`, { headers, data: body });
    expect(saved.status(), `step ${step}`).toBe(200);
  }
  expect((await request.post(`/api/v1/copilots/${id}/run`, { headers })).status()).toBe(200);
  return id;
}

export type MatchedApplication = { id: string; stage: string; job: { title: string; company: string } };

/** The application of `company` with this title, once matching after a launch has brought it in. */
export async function matchedApplication({ request, headers }: Api, company: string, title: string): Promise<MatchedApplication> {
  let found: MatchedApplication | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/v1/applications/pagination", { headers, params: { limit: "100", q: company } });
        found = ((await response.json()).data.items as MatchedApplication[]).find((item) => item.job.title === title);
        return Boolean(found);
      },
      { timeout: 60_000, message: `the match "${title}"` },
    )
    .toBe(true);
  return found!;
}

/** Approves an application in review, as the review queue does: the copilot then applies. */
export async function approveApplication({ request, headers }: Api, id: string) {
  const response = await request.post("/api/v1/applications/review", { headers, data: { ids: [id], decision: "approve" } });
  expect(response.status()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// The mail outbox

/**
 * The server's outbox (mail goes there when no SMTP_URL is set): DATA_DIR/outbox. E2E_DATA_DIR
 * names the server's DATA_DIR; against the shared dev server (E2E_BASE_URL) that is /tmp/jc-dev;
 * a server started by playwright.config.ts uses a folder named after the runner's pid, which is
 * this worker's parent.
 */
export const OUTBOX = path.join(
  process.env.E2E_DATA_DIR ?? (process.env.E2E_BASE_URL ? "/tmp/jc-dev" : path.join(os.tmpdir(), `job-copilot-e2e-${process.ppid}`)),
  "outbox",
);

export type Mail = { to: string; subject: string; text: string; html: string };

/** Quoted-printable: soft line breaks out, =XX bytes back, then read as UTF-8. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");

/** A part's body as text, after its Content-Transfer-Encoding. */
const decodeBody = (head: string, body: string) =>
  /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : /base64/i.test(head) ? Buffer.from(body, "base64").toString("utf8") : body;

/** Just enough MIME for the mails the server writes: headers, and the text and HTML parts (multipart/alternative or a single part). */
function parseEml(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, "mi").exec(headers)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts: Record<string, string> = {};
  const pieces = boundary ? raw.slice(split).split(`--${boundary}`) : [raw];
  for (const part of pieces) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const head = part.slice(0, at);
    const type = /content-type:\s*text\/(plain|html)/i.exec(head)?.[1]?.toLowerCase();
    if (type) parts[type] = decodeBody(head, part.slice(at).trim());
  }
  return { to: header("To"), subject: header("Subject"), text: parts.plain ?? "", html: parts.html ?? "" };
}

/** The mails to `email` in the outbox, oldest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const mails = await Promise.all(names.map(async (name) => parseEml(await readFile(path.join(OUTBOX, name), "utf8"))));
  return mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The link to `linkPath` (and a token after it) in the newest mail to `to` that has one; polls, as the mail is written after the answer. */
export async function linkFromOutbox(to: string, linkPath: string, { timeout = 30_000 }: { timeout?: number } = {}): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+${linkPath.replace(/[?]/g, "\\?")}[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(to)).reverse();
        link = mails.map((mail) => pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0]).find(Boolean);
        return link;
      },
      { timeout, message: `a mail to ${to} in ${OUTBOX}` },
    )
    .toBeTruthy();
  return link!;
}
