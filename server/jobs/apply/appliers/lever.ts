import type { Page } from "playwright-core";
import type { ApplicantFiles, Applier, ApplicationForm, ApplyContext, ApplyJob, FieldAnswer, FieldMeaning, FieldType, FormField, FormResult, SubmitOutcome } from "../types";
import { byName, fileFor, fillLiveForm, firstToHold, isFileAnswer, openPage, pageSnapshot, playwrightFile, sentProof, withPage } from "./hosted-page";

// Lever's hosted form: jobs.lever.co/{site}/{id}/apply, one server-rendered page posting multipart
// to itself. Success redirects to …/{id}/thanks; the ATS's own validation re-renders the form with
// its messages; closed postings answer Lever's 404 "couldn't find anything here" page.

const LEVER_HOSTS: Record<string, string> = { "jobs.lever.co": "https://jobs.lever.co", "jobs.eu.lever.co": "https://jobs.eu.lever.co" };
const POSTING_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/apply)?\/?$/i;

/** Lever's standard fields, by input name: what each asks is fixed by Lever itself. */
const MEANINGS: Record<string, FieldMeaning> = {
  resume: "resume",
  name: "full_name",
  email: "email",
  phone: "phone",
  org: "current_company",
  "urls[LinkedIn]": "linkedin",
  "urls[GitHub]": "github",
  "urls[Portfolio]": "website",
  comments: "cover_letter",
};
const meaningOf = (name: string): FieldMeaning | undefined => MEANINGS[name] ?? (name.startsWith("eeo[") ? "eeo" : name.startsWith("consent[") ? "consent" : undefined);

type LeverPosting = { site: string; id: string; host: string };

function parsePosting(applyUrl: string): LeverPosting | null {
  let url: URL;
  try {
    url = new URL(applyUrl);
  } catch {
    return null;
  }
  const host = LEVER_HOSTS[url.hostname.toLowerCase()];
  const match = POSTING_PATH.exec(url.pathname);
  return host && match ? { host, site: match[1]!, id: match[2]!.toLowerCase() } : null;
}

const applyPageUrl = (posting: LeverPosting, ctx: ApplyContext) => `${ctx.targets.lever ?? posting.host}/${posting.site}/${posting.id}/apply`;

/** Reads every question of the form from the page, as Lever renders it (li.application-question blocks). */
async function readFields(page: Page): Promise<FormField[]> {
  const raw = await page.evaluate(() => {
    const clean = (element: Element | null) => {
      if (!element) return "";
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll(".required").forEach((marker) => marker.remove());
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    };
    return Array.from(document.querySelectorAll("#application-form li.application-question, form li.application-question")).flatMap((block) => {
      const controls = Array.from(block.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")).filter(
        (control) => control.type !== "hidden" && control.name && control.name !== "h-captcha-response",
      );
      const first = controls[0];
      if (!first) return [];
      const labelElement = block.querySelector(".application-label .text") ?? block.querySelector(".application-label");
      const options =
        first instanceof HTMLSelectElement
          ? Array.from(first.options)
              .filter((option) => option.value !== "")
              .map((option) => ({ value: option.value, label: option.text.trim() }))
          : first.type === "radio" || first.type === "checkbox"
            ? controls.map((control) => ({ value: control.value, label: clean(control.closest("label")?.querySelector(".application-answer-alternative") ?? control.closest("label")) }))
            : [];
      return [
        {
          name: first.name,
          label: clean(labelElement),
          tag: first.tagName.toLowerCase(),
          inputType: first instanceof HTMLInputElement ? first.type : "",
          multiple: first instanceof HTMLSelectElement && first.multiple,
          inList: Boolean(first.closest('ul[data-qa="checkboxes"], ul[data-qa="multiple-choice"]')),
          count: controls.length,
          required: Boolean(block.querySelector(".application-label .required")) || controls.some((control) => control.required),
          options,
        },
      ];
    });
  });
  return raw.map((field): FormField => {
    let type: FieldType;
    if (field.tag === "select") type = field.multiple ? "multiselect" : "select";
    else if (field.tag === "textarea") type = "textarea";
    else if (field.inputType === "checkbox") type = "checkbox";
    else if (["file", "radio", "email", "tel", "url", "number", "date"].includes(field.inputType)) type = field.inputType as FieldType;
    else type = "text";
    // A lone checkbox outside an options list (consent) is answered yes/no; a list of them, with values.
    const hasOptions = type === "select" || type === "multiselect" || type === "radio" || (type === "checkbox" && (field.inList || field.count > 1));
    const meaning = meaningOf(field.name);
    return {
      id: field.name,
      label: field.label,
      type,
      required: field.required,
      ...(hasOptions ? { options: field.options } : {}),
      ...(meaning ? { meaning } : {}),
    };
  });
}

const VISIBLE_CAPTCHA = '.h-captcha:not([data-size="invisible"]), .g-recaptcha:not([data-size="invisible"]), iframe[src*="hcaptcha"], iframe[title*="challenge" i]';
const INVISIBLE_CAPTCHA = '.h-captcha[data-size="invisible"], .g-recaptcha[data-size="invisible"], [name="h-captcha-response"], [name="g-recaptcha-response"]';

async function visibleCaptcha(page: Page): Promise<boolean> {
  for (const element of await page.locator(VISIBLE_CAPTCHA).all()) if (await element.isVisible()) return true;
  return false;
}

/** What the apply page is: Lever's form (with its fields), a closed posting, or something a person must handle. */
async function inspect(page: Page, url: string, status: number): Promise<FormResult> {
  const text = (await page.locator("body").innerText().catch(() => "")).replace(/\s+/g, " ");
  if (status === 404 || /couldn't find anything here|might have closed|no longer (open|accepting)/i.test(text))
    return { kind: "closed", detail: "Lever says the posting might have closed or been removed." };
  if ((await page.locator('input[type="password"]').count()) > 0) return { kind: "needs_you", reason: "login", detail: "The apply page asks to sign in.", url };
  const isLeverForm = (await page.locator('form input[name="resume"], form input[name="email"]').count()) > 0 && (await page.locator("form li.application-question").count()) > 0;
  if (!isLeverForm) return { kind: "needs_you", reason: "unknown_form", detail: "The apply page is not Lever's application form.", url };
  // A visible CAPTCHA is still read: the engine prepares the answers for the person who finishes it.
  const captcha = (await visibleCaptcha(page)) ? "visible" : (await page.locator(INVISIBLE_CAPTCHA).count()) > 0 ? "invisible" : "none";
  const form: ApplicationForm = { url, fields: await readFields(page), captcha };
  return { kind: "form", form };
}

async function fill(page: Page, field: FormField, answer: FieldAnswer, job: ApplyJob, files: ApplicantFiles) {
  const { value } = answer;
  const control = page.locator(byName(field.id));
  if (isFileAnswer(value)) {
    if (field.type !== "file") throw new Error(`${job.applyUrl}: "${field.label}" takes text, not a file`);
    await control.setInputFiles(playwrightFile(fileFor(value, files)));
  } else if (typeof value === "boolean") {
    await control.setChecked(value);
  } else if (field.type === "radio" || field.type === "checkbox") {
    for (const option of Array.isArray(value) ? value : [value]) await page.locator(`${byName(field.id)}[value="${option.replace(/["\\]/g, "\\$&")}"]`).check();
  } else if (field.type === "select" || field.type === "multiselect") {
    await control.selectOption(value);
  } else {
    await control.fill(Array.isArray(value) ? value.join(", ") : value);
  }
}

/** The ATS's own messages on a re-rendered form, by field where it says which. */
async function validationErrors(page: Page) {
  const errors = await page.locator(".error-message").evaluateAll((elements) =>
    elements.map((element) => ({ fieldId: element.getAttribute("data-field") ?? undefined, message: (element.textContent ?? "").trim() })).filter((error) => error.message),
  );
  if (errors.length) return errors.map((error) => (error.fieldId ? error : { message: error.message }));
  const summary = (await page.locator(".application-error").first().textContent().catch(() => null))?.trim();
  return [{ message: summary || "Lever refused the application." }];
}

export const leverApplier: Applier = {
  ats: "lever",

  canApply: (job) => parsePosting(job.applyUrl) !== null,

  async formFor(job, ctx) {
    const posting = parsePosting(job.applyUrl);
    if (!posting) return { kind: "needs_you", reason: "unknown_form", detail: "Not a Lever posting URL.", url: job.applyUrl };
    const url = applyPageUrl(posting, ctx);
    return withPage(ctx, async (page) => inspect(page, url, await openPage(page, url)));
  },

  async submit(job, _form, answers, files, ctx): Promise<SubmitOutcome> {
    const posting = parsePosting(job.applyUrl);
    if (!posting) return { kind: "needs_you", reason: "unknown_form", detail: "Not a Lever posting URL." };
    const url = applyPageUrl(posting, ctx);
    return withPage(ctx, async (page) => {
      const stopped = await fillLiveForm(page, url, inspect, answers, (field, answer) => fill(page, field, answer, job, files));
      if (stopped) return stopped;
      const proof = sentProof(url, answers, files, ctx, ctx.dryRun);
      if (ctx.dryRun) return { kind: "filled", proof: { ...proof, page: await pageSnapshot(page) } };

      let serverError = 0;
      page.on("response", (response) => {
        if (response.request().method() === "POST" && response.status() >= 500) serverError = response.status();
      });
      await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
      const outcome = await firstToHold({
        confirmed: async () => /\/thanks\/?(?:[?#]|$)/.test(page.url()) && (await page.getByText(/Application submitted|Thanks for applying/i).first().isVisible()),
        // A challenge shown after clicking is for the person, whatever else the page says.
        captcha: () => visibleCaptcha(page),
        refused: async () => (await page.locator(".error-message:not(:empty), .application-error").count()) > 0,
        failed: async () => serverError > 0,
      });
      if (outcome === "confirmed") return { kind: "confirmed", proof: { ...proof, page: await pageSnapshot(page) } };
      const snapshot = await pageSnapshot(page).catch(() => undefined);
      if (outcome === "refused") return { kind: "refused", errors: await validationErrors(page), proof: { ...proof, page: snapshot } };
      if (outcome === "captcha") return { kind: "needs_you", reason: "captcha", detail: "Lever asked for a CAPTCHA after submitting; a person has to finish.", proof: { ...proof, page: snapshot } };
      const detail = outcome === "failed" ? `Lever answered ${serverError} to the submission.` : "Lever showed no confirmation after submitting.";
      return { kind: "unconfirmed", detail, proof: { ...proof, page: snapshot } };
    });
  },
};
