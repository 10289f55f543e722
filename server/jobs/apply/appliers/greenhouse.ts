import type { Page } from "playwright-core";
import {
  TransientApplyError,
  type ApplicantFiles,
  type ApplicationForm,
  type ApplyContext,
  type Applier,
  type FieldAnswer,
  type FieldMeaning,
  type FieldType,
  type FormField,
  type FormResult,
  type NeedsYouReason,
  type Proof,
  type SubmitOutcome,
} from "../types";

// Greenhouse's hosted job board (job-boards.greenhouse.io): the posting's page carries the form,
// rendered by React. Text questions are plain inputs, single choices are React-Select comboboxes
// whose options exist only while open, files go into hidden inputs under "Attach", and after an
// accepted application the page moves to …/confirmation ("Thank you for applying.").

const PAGE_TIMEOUT = 30_000;
const OPTIONS_TIMEOUT = 10_000;
const CONFIRMATION_TIMEOUT = 30_000;

const HOSTS: Record<string, string> = {
  "job-boards.greenhouse.io": "https://job-boards.greenhouse.io",
  "boards.greenhouse.io": "https://job-boards.greenhouse.io",
  "job-boards.eu.greenhouse.io": "https://job-boards.eu.greenhouse.io",
  "boards.eu.greenhouse.io": "https://job-boards.eu.greenhouse.io",
};

type Posting = { board: string; jobId: string; home: string };

/** The board and job of a Greenhouse link: /{board}/jobs/{id}, or the embed's ?for=&token=. */
export function greenhousePosting(applyUrl: string): Posting | null {
  let url: URL;
  try {
    url = new URL(applyUrl);
  } catch {
    return null;
  }
  const home = HOSTS[url.hostname.toLowerCase()];
  if (!home || !/^https?:$/.test(url.protocol)) return null;
  const path = /^\/([A-Za-z0-9_-]+)\/jobs\/(\d+)\/?$/.exec(url.pathname);
  if (path && path[1] !== "embed") return { board: path[1]!, jobId: path[2]!, home };
  const board = url.searchParams.get("for");
  const token = url.searchParams.get("token");
  if (url.pathname.replace(/\/$/, "") === "/embed/job_app" && board && token && /^\d+$/.test(token)) return { board, jobId: token, home };
  return null;
}

const formPageUrl = (posting: Posting, ctx: ApplyContext) => `${(ctx.targets.greenhouse ?? posting.home).replace(/\/+$/, "")}/${posting.board}/jobs/${posting.jobId}`;

const MEANINGS_BY_ID: Record<string, FieldMeaning> = {
  first_name: "first_name",
  last_name: "last_name",
  email: "email",
  phone: "phone",
  "candidate-location": "location",
  resume: "resume",
  cover_letter: "cover_letter",
  gender: "eeo",
  hispanic_ethnicity: "eeo",
  race: "eeo",
  veteran_status: "eeo",
  disability_status: "eeo",
};

/** Comboboxes that suggest only what matches the text typed (the location asks a places service). */
const TYPEAHEADS = new Set(["candidate-location"]);

/** One question as the page shows it, before its options are read. */
type RawField = {
  id: string;
  label: string;
  kind: "input" | "textarea" | "combobox" | "file" | "checkboxes";
  inputType: string;
  required: boolean;
  options: { value: string; label: string }[];
  eeo: boolean;
  consent: boolean;
};

/** Runs in the page: every question of #application-form, in order. */
function readRawFields(): RawField[] {
  const form = document.querySelector("#application-form");
  if (!form) return [];
  const clean = (element: Element | null) => {
    if (!element) return "";
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"], .required').forEach((node) => node.remove());
    return (copy.textContent ?? "").replace(/\s+/g, " ").replace(/\s*\*$/, "").trim();
  };
  const labelOf = (element: Element) => {
    const by = element.getAttribute("aria-labelledby");
    if (by) return by.split(/\s+/).map((id) => clean(document.getElementById(id))).join(" ").trim();
    const own = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    return own ? clean(own) : (element.getAttribute("aria-label") ?? "").trim();
  };
  const inSection = (element: Element, pattern: RegExp) => {
    for (let node: Element | null = element; node && node !== form; node = node.parentElement) if (pattern.test(node.className?.toString() ?? "")) return true;
    return false;
  };
  const seen = new Set<Element>();
  const fields: RawField[] = [];
  const base = (element: Element) => ({
    eeo: inSection(element, /eeoc|demographic/),
    consent: inSection(element, /gdpr|data-compliance|consent/) || /^gdpr_|consent/.test(element.getAttribute("name") ?? element.id),
  });
  for (const element of form.querySelectorAll('[role="group"][aria-labelledby^="upload-label-"], fieldset, input, textarea')) {
    if (seen.has(element)) continue;
    if (element.matches('[role="group"]')) {
      const input = element.querySelector('input[type="file"]');
      if (!input || !input.id) continue;
      seen.add(input);
      element.querySelectorAll("textarea").forEach((area) => seen.add(area));
      fields.push({ id: input.id, label: labelOf(element), kind: "file", inputType: "file", required: element.getAttribute("aria-required") === "true", options: [], ...base(element) });
      continue;
    }
    if (element.matches("fieldset")) {
      const boxes = [...element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      if (!boxes.length) continue;
      boxes.forEach((box) => seen.add(box));
      const legend = element.querySelector("legend");
      fields.push({
        id: boxes[0]!.name || element.id,
        label: legend ? clean(legend) : labelOf(element),
        kind: "checkboxes",
        inputType: "checkbox",
        required: boxes.some((box) => box.getAttribute("aria-required") === "true"),
        options: boxes.map((box) => ({ value: box.value, label: labelOf(box) })),
        ...base(element),
      });
      continue;
    }
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    if (!input.id || input.hidden || input.type === "hidden" || input.getAttribute("aria-hidden") === "true" || input.name === "g-recaptcha-response") continue;
    const label = labelOf(input);
    if (!label) continue;
    const combobox = input.getAttribute("role") === "combobox";
    fields.push({
      id: input.id,
      label,
      kind: combobox ? "combobox" : input.tagName === "TEXTAREA" ? "textarea" : input.type === "file" ? "file" : "input",
      inputType: input.type,
      required: input.getAttribute("aria-required") === "true" || input.required,
      options: [],
      ...base(input),
    });
  }
  return fields;
}

const byId = (page: Page, id: string) => page.locator(`[id="${id.replace(/["\\]/g, "\\$&")}"]`);
const listbox = (page: Page, id: string) => byId(page, `react-select-${id}-listbox`);

/** A React-Select's options, read by opening its menu; none for a typeahead that waits for typing. */
async function comboboxOptions(page: Page, id: string): Promise<string[]> {
  const input = byId(page, id);
  await input.click();
  const options = listbox(page, id).getByRole("option");
  const shown = await options
    .first()
    .waitFor({ timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  const labels = shown ? (await options.allTextContents()).map((text) => text.trim()) : [];
  await input.press("Escape");
  return labels;
}

function toField(raw: RawField, options: string[]): FormField {
  const meaning: FieldMeaning | undefined = MEANINGS_BY_ID[raw.id] ?? (raw.eeo ? "eeo" : raw.consent ? "consent" : undefined);
  const typed = (type: FieldType, extra: Partial<FormField> = {}): FormField => ({ id: raw.id, label: raw.label, type, required: raw.required, ...(meaning ? { meaning } : {}), ...extra });
  switch (raw.kind) {
    case "file":
      return typed("file");
    case "textarea":
      return typed("textarea");
    case "checkboxes":
      return raw.options.length === 1 ? typed("checkbox") : typed("multiselect", { options: raw.options });
    case "combobox":
      // A typeahead (the location) offers nothing until typed into: a text answer, matched on filling.
      return options.length ? typed("select", { options: options.map((label) => ({ value: label, label })) }) : typed("text");
    case "input":
      if (raw.id === "email" || raw.inputType === "email") return typed("email");
      if (raw.id === "phone" || raw.inputType === "tel") return typed("tel");
      return typed(raw.inputType === "url" ? "url" : raw.inputType === "number" ? "number" : "text");
  }
}

type PageKind = { kind: "form" } | { kind: "closed"; detail: string } | { kind: "unknown"; detail: string };

async function openForm(page: Page, url: string): Promise<PageKind> {
  page.setDefaultTimeout(PAGE_TIMEOUT);
  const response = await page.goto(url, { waitUntil: "load", timeout: PAGE_TIMEOUT }).catch((error: Error) => {
    throw new TransientApplyError(`The Greenhouse page did not load: ${error.message}`);
  });
  const status = response?.status() ?? 0;
  if (status >= 500 || status === 429) throw new TransientApplyError(`Greenhouse answered ${status} for ${url}`);
  if (status === 404) return { kind: "closed", detail: "Greenhouse does not know this posting (404)." };
  if ((await page.locator("#application-form").count()) > 0) return { kind: "form" };
  const landed = new URL(page.url());
  const text = (await page.locator("body").textContent().catch(() => "")) ?? "";
  if (landed.searchParams.get("error") === "true" || /no longer open|no longer accepting/i.test(text)) return { kind: "closed", detail: "The job you are looking for is no longer open." };
  return { kind: "unknown", detail: `No Greenhouse application form at ${page.url()}` };
}

/** Which reCAPTCHA the page carries: a challenge or checkbox someone must solve, or the score-based badge. */
async function captchaOn(page: Page): Promise<ApplicationForm["captcha"]> {
  const visible = page.locator('iframe[src*="/recaptcha/"][src*="bframe"], iframe[src*="/recaptcha/"][src*="anchor"]:not([src*="size=invisible"]), iframe[src*="hcaptcha"], .h-captcha iframe').visible();
  if ((await visible.count()) > 0) return "visible";
  return (await page.locator('iframe[src*="/recaptcha/"][src*="size=invisible"], .grecaptcha-badge').count()) > 0 ? "invisible" : "none";
}

async function withPage<T>(ctx: ApplyContext, work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await ctx.browser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Picks the option whose label is the value, else the first one that holds every word of it. */
function matchingOption(labels: string[], value: string): string | undefined {
  const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const wanted = words(value);
  return labels.find((label) => label.trim().toLowerCase() === value.trim().toLowerCase()) ?? labels.find((label) => wanted.every((word) => words(label).includes(word)));
}

/** An answer the page cannot take; nothing is sent. */
class FillProblem extends Error {
  constructor(
    message: string,
    readonly reason: NeedsYouReason = "questions",
  ) {
    super(message);
  }
}

async function chooseOption(page: Page, id: string, label: string) {
  await byId(page, id).click();
  const option = listbox(page, id).getByRole("option", { name: label, exact: true });
  await option.first().waitFor({ timeout: OPTIONS_TIMEOUT }).catch(() => {
    throw new FillProblem(`"${label}" is not an option of ${id}`);
  });
  await option.first().click();
}

/** Types into a typeahead and takes the suggestion that matches; the value actually chosen. */
async function chooseSuggestion(page: Page, id: string, value: string): Promise<string> {
  await byId(page, id).fill(value);
  const options = listbox(page, id).getByRole("option");
  await options.first().waitFor({ timeout: OPTIONS_TIMEOUT }).catch(() => undefined);
  const labels = (await options.allTextContents()).map((text) => text.trim());
  const chosen = matchingOption(labels, value);
  if (!chosen) throw new FillProblem(`Greenhouse suggests no place matching "${value}" for ${id}`);
  await options.filter({ hasText: chosen }).first().click();
  return chosen;
}

/** What the page shows in a React-Select once chosen. */
const shownChoice = async (page: Page, id: string) =>
  (await page.locator(`.select-shell:has([id="${id}"]) .select__single-value, [data-select="${id}"] .select__single-value`).first().textContent().catch(() => null))?.trim() ?? null;

type Sent = Proof["fields"][number];

async function fill(page: Page, form: ApplicationForm, answers: FieldAnswer[], files: ApplicantFiles): Promise<{ sent: Sent[]; attached: Proof["files"] }> {
  const sent: Sent[] = [];
  const attached: Proof["files"] = [];
  for (const answer of answers) {
    const field = form.fields.find((candidate) => candidate.id === answer.fieldId);
    if (!field) throw new FillProblem(`The form has no field ${answer.fieldId}`, "unknown_form");
    const value = answer.value;
    if (typeof value === "object" && !Array.isArray(value)) {
      const file = value.file === "resume" ? files.resume : files.coverLetter;
      if (!file) throw new FillProblem(`No ${value.file} file was given for ${field.label}`);
      await byId(page, field.id).setInputFiles({ name: file.name, mimeType: file.mime, buffer: file.bytes });
      attached.push({ role: value.file, name: file.name, sha256: file.sha256, bytes: file.bytes.length });
      continue;
    }
    if (field.type === "select") {
      const label = field.options?.find((option) => option.value === value)?.label;
      if (typeof value !== "string" || !label) throw new FillProblem(`"${String(value)}" is not an option of ${field.label}`);
      await chooseOption(page, field.id, label);
      if ((await shownChoice(page, field.id)) !== label) throw new FillProblem(`${field.label} did not take "${label}"`);
      sent.push({ fieldId: field.id, label: field.label, value: label });
    } else if (field.type === "multiselect") {
      const values = Array.isArray(value) ? value : [String(value)];
      for (const option of values) await page.locator(`input[type="checkbox"][name="${field.id}"][value="${option.replace(/["\\]/g, "\\$&")}"]`).check();
      sent.push({ fieldId: field.id, label: field.label, value: values });
    } else if (field.type === "checkbox") {
      if (value === true) await page.locator(`input[type="checkbox"][name="${field.id}"]`).first().check();
      sent.push({ fieldId: field.id, label: field.label, value: value === true });
    } else {
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      const input = byId(page, field.id);
      if ((await input.getAttribute("role")) === "combobox") {
        sent.push({ fieldId: field.id, label: field.label, value: await chooseSuggestion(page, field.id, text) });
      } else {
        await input.fill(text);
        if ((await input.inputValue()) !== text) throw new FillProblem(`${field.label} did not keep the answer`);
        sent.push({ fieldId: field.id, label: field.label, value: text });
      }
    }
  }
  return { sent, attached };
}

/** Runs in the page: the confirmation, or the errors the form shows by field. */
function readOutcome(): { confirmed: boolean; errors: { fieldId?: string; message: string }[] } {
  const text = document.body?.innerText ?? "";
  const confirmed = !document.querySelector("#application-form") && /thank you for applying|your application has been (submitted|received)/i.test(text);
  const errors: { fieldId?: string; message: string }[] = [];
  document.querySelectorAll<HTMLElement>(".helper-text--error, .application--error[role='alert']:not([hidden])").forEach((element) => {
    const message = element.innerText.trim();
    if (!message) return;
    const fieldId = element.id.endsWith("-error") ? element.id.slice(0, -"-error".length) : undefined;
    errors.push(fieldId ? { fieldId, message } : { message });
  });
  return { confirmed, errors };
}

async function pageProof(page: Page, base: Omit<Proof, "page" | "url">): Promise<Proof> {
  const screenshot = await page.screenshot({ fullPage: true });
  return { ...base, url: page.url(), page: { html: await page.content(), screenshot } };
}

export const greenhouseApplier: Applier = {
  ats: "greenhouse",

  canApply(job) {
    return greenhousePosting(job.applyUrl) !== null;
  },

  async formFor(job, ctx): Promise<FormResult> {
    const posting = greenhousePosting(job.applyUrl);
    if (!posting) return { kind: "needs_you", reason: "unknown_form", detail: "Not a Greenhouse posting link.", url: job.applyUrl };
    const url = formPageUrl(posting, ctx);
    return withPage(ctx, async (page) => {
      const opened = await openForm(page, url);
      if (opened.kind === "closed") return { kind: "closed", detail: opened.detail };
      if (opened.kind === "unknown") return { kind: "needs_you", reason: "unknown_form", detail: opened.detail, url };
      // A visible CAPTCHA is still read: the engine prepares the answers for the person who finishes it.
      const captcha = await captchaOn(page);
      const raw = await page.evaluate(readRawFields);
      const fields: FormField[] = [];
      for (const field of raw) fields.push(toField(field, field.kind === "combobox" && !TYPEAHEADS.has(field.id) ? await comboboxOptions(page, field.id) : []));
      if (!fields.length) return { kind: "needs_you", reason: "unknown_form", detail: "The application form has no questions we can read.", url };
      return { kind: "form", form: { url, fields, captcha } };
    });
  },

  async submit(job, form, answers, files, ctx): Promise<SubmitOutcome> {
    // A required question left unanswered would only be refused: the person answers it first.
    const unanswered = form.fields.filter((field) => field.required && !answers.some((answer) => answer.fieldId === field.id));
    if (unanswered.length) return { kind: "needs_you", reason: "questions", detail: `Unanswered required questions: ${unanswered.map((field) => `“${field.label}”`).join(", ")}` };
    return withPage(ctx, async (page) => {
      const opened = await openForm(page, form.url);
      if (opened.kind === "closed") return { kind: "closed", detail: opened.detail };
      if (opened.kind === "unknown") return { kind: "needs_you", reason: "unknown_form", detail: opened.detail };
      if ((await captchaOn(page)) === "visible") return { kind: "needs_you", reason: "captcha", detail: "The form shows a CAPTCHA a person must solve." };

      let filled: Awaited<ReturnType<typeof fill>>;
      try {
        filled = await fill(page, form, answers, files);
      } catch (error) {
        if (error instanceof FillProblem) return { kind: "needs_you", reason: error.reason, detail: error.message };
        throw error;
      }
      const base = { submittedAt: ctx.now().toISOString(), fields: filled.sent, files: filled.attached };
      if (ctx.dryRun) return { kind: "filled", proof: await pageProof(page, { ...base, dryRun: true }) };

      await page.locator('#application-form button[type="submit"]').click();
      const deadline = Date.now() + CONFIRMATION_TIMEOUT;
      while (Date.now() < deadline) {
        // Evaluating during the move to the confirmation page fails: that is just another turn.
        const outcome = await page.evaluate(readOutcome).catch(() => null);
        if (outcome?.confirmed) return { kind: "confirmed", proof: await pageProof(page, { ...base, dryRun: false }) };
        if (outcome?.errors.length) return { kind: "refused", errors: outcome.errors, proof: await pageProof(page, { ...base, dryRun: false }) };
        if ((await captchaOn(page).catch(() => "none")) === "visible")
          return { kind: "needs_you", reason: "captcha", detail: "A CAPTCHA challenge appeared on sending; a person must solve it and send the form." };
        await page.waitForTimeout(250);
      }
      return {
        kind: "unconfirmed",
        detail: `Greenhouse showed no confirmation within ${CONFIRMATION_TIMEOUT / 1000} s.`,
        proof: await pageProof(page, { ...base, dryRun: false }).catch(() => undefined),
      };
    });
  },
};
