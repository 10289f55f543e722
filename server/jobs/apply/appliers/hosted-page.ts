import type { Page } from "playwright-core";
import { TransientApplyError, type AnswerValue, type ApplicantFile, type ApplicantFiles, type ApplyContext, type FieldAnswer, type FormField, type FormResult, type Proof, type SubmitOutcome } from "../types";

// What the hosted-form appliers (pages an applicant fills in a browser) share: one fresh browser
// context per application, bounded waits, and the proof of what was sent and what came back.

/** The longest wait for one page, one upload or one confirmation. */
export const PAGE_TIMEOUT_MS = 30_000;

/** Runs `work` in its own browser context (own cookies and storage), always closed afterwards. */
export async function withPage<T>(ctx: ApplyContext, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await ctx.browser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(PAGE_TIMEOUT_MS);
    return await work(page);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Opens a page; a network failure or a server error is worth another try later. */
export async function openPage(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: "load" }).catch((error: Error) => {
    throw new TransientApplyError(`${url} did not load: ${error.message}`);
  });
  const status = response?.status() ?? 0;
  if (status === 0 || status >= 500) throw new TransientApplyError(`${url} answered ${status || "nothing"}`);
  return status;
}

/** A CSS selector for the controls named `name` (names like cards[…][field0] need quoting). */
export const byName = (name: string, tag = "") => `${tag}[name="${name.replace(/["\\]/g, "\\$&")}"]`;

export const isFileAnswer = (value: AnswerValue): value is { file: "resume" | "cover_letter" } => typeof value === "object" && !Array.isArray(value);

export function fileFor(value: { file: "resume" | "cover_letter" }, files: ApplicantFiles): ApplicantFile {
  const file = value.file === "resume" ? files.resume : files.coverLetter;
  if (!file) throw new Error(`The answers attach a ${value.file.replace("_", " ")} but none was given`);
  return file;
}

export const playwrightFile = (file: ApplicantFile) => ({ name: file.name, mimeType: file.mime, buffer: file.bytes });

/** The answers and files as they were sent, for the proof. */
export function sentProof(url: string, answers: FieldAnswer[], files: ApplicantFiles, ctx: ApplyContext, dryRun: boolean): Proof {
  const fields: Proof["fields"] = [];
  const sentFiles: Proof["files"] = [];
  for (const answer of answers) {
    if (isFileAnswer(answer.value)) {
      const file = fileFor(answer.value, files);
      sentFiles.push({ role: answer.value.file, name: file.name, sha256: file.sha256, bytes: file.bytes.length });
    } else fields.push({ fieldId: answer.fieldId, label: answer.label, value: answer.value });
  }
  return { url, submittedAt: ctx.now().toISOString(), fields, files: sentFiles, dryRun };
}

/** The page as it stands: its HTML and a full-page screenshot. */
export async function pageSnapshot(page: Page): Promise<NonNullable<Proof["page"]>> {
  return { html: await page.content(), screenshot: await page.screenshot({ fullPage: true, type: "png" }) };
}

/**
 * Polls until one of the checks holds and returns its name, or null after the timeout. Checks may
 * throw while a navigation replaces the page; that counts as "not yet".
 */
export async function firstToHold<K extends string>(checks: Record<K, () => Promise<boolean>>, timeoutMs = PAGE_TIMEOUT_MS): Promise<K | null> {
  const deadline = Date.now() + timeoutMs;
  do {
    for (const [name, check] of Object.entries(checks) as [K, () => Promise<boolean>][]) {
      if (await check().catch(() => false)) return name;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (Date.now() < deadline);
  return null;
}

/**
 * Opens the form again (the live page is the truth, not the form read earlier) and fills exactly the
 * given answers. Returns what stops the send when the page is no longer that form.
 */
export async function fillLiveForm(
  page: Page,
  url: string,
  inspect: (page: Page, url: string, status: number) => Promise<FormResult>,
  answers: FieldAnswer[],
  fill: (field: FormField, answer: FieldAnswer) => Promise<void>,
): Promise<SubmitOutcome | null> {
  const live = await inspect(page, url, await openPage(page, url));
  if (live.kind !== "form") return live.kind === "closed" ? live : { kind: "needs_you", reason: live.reason, detail: live.detail };
  for (const answer of answers) {
    const field = live.form.fields.find((candidate) => candidate.id === answer.fieldId);
    if (!field) return { kind: "needs_you", reason: "unknown_form", detail: `The form no longer asks "${answer.label}" (${answer.fieldId}).` };
    await fill(field, answer);
  }
  return null;
}
