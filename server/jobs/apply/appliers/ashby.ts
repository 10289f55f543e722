import type { Page } from "playwright-core";
import type { ApplicantFiles, Applier, ApplyContext, FieldAnswer, FieldMeaning, FieldType, FormField, FormResult, Proof, SubmitOutcome } from "../types";
import { byName, fileFor, fillLiveForm, firstToHold, isFileAnswer, openPage, PAGE_TIMEOUT_MS, pageSnapshot, playwrightFile, sentProof, withPage } from "./hosted-page";

// Ashby's hosted form: jobs.ashbyhq.com/{board}/{id}/application, a React page that renders the
// form in the browser and sends it with fetch (GraphQL ApiSubmitSingleApplicationFormAction). The
// page itself shows the outcome: a success message in place of the form, or the errors inline.

const ASHBY_HOST = "https://jobs.ashbyhq.com";
const POSTING_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/application)?\/?$/i;
const GRAPHQL_SUBMIT = /\/api\/non-user-graphql\?op=ApiSubmit/;

/** Ashby's system fields, by path: the same question on every Ashby form. */
const MEANINGS: Record<string, FieldMeaning> = {
  _systemfield_name: "full_name",
  _systemfield_email: "email",
  _systemfield_resume: "resume",
  _systemfield_location: "location",
};
const meaningOf = (path: string): FieldMeaning | undefined => MEANINGS[path] ?? (path.startsWith("_systemfield_eeoc_") ? "eeo" : undefined);

const ENTRY = ".ashby-application-form-field-entry";
const SUCCESS = ".ashby-application-form-success-container";
const SUCCESS_TEXT = /Thanks for submitting your application|Application submitted|successfully submitted/i;
const NOT_FOUND_TEXT = /Job not found|no longer (open|accepting|available)/i;
const VISIBLE_CAPTCHA = '.g-recaptcha:not([data-size="invisible"]), .h-captcha:not([data-size="invisible"]), iframe[title*="challenge" i]';
const INVISIBLE_CAPTCHA = '.grecaptcha-badge, script[src*="recaptcha"], .g-recaptcha[data-size="invisible"]';

type AshbyPosting = { board: string; id: string };

function parsePosting(applyUrl: string): AshbyPosting | null {
  let url: URL;
  try {
    url = new URL(applyUrl);
  } catch {
    return null;
  }
  const match = url.hostname.toLowerCase() === "jobs.ashbyhq.com" ? POSTING_PATH.exec(url.pathname) : null;
  return match ? { board: match[1]!, id: match[2]!.toLowerCase() } : null;
}

const applicationUrl = (posting: AshbyPosting, ctx: ApplyContext) => `${ctx.targets.ashby ?? ASHBY_HOST}/${posting.board}/${posting.id}/application`;
const entryOf = (page: Page, path: string) => page.locator(`${ENTRY}:has(label.ashby-application-form-question-title[for="${path.replace(/["\\]/g, "\\$&")}"])`);

async function visibleCaptcha(page: Page): Promise<boolean> {
  for (const element of await page.locator(VISIBLE_CAPTCHA).all()) if (await element.isVisible()) return true;
  return false;
}

/** Every question as the page renders it: title label (for = the field's path), control, options. */
async function readFields(page: Page): Promise<FormField[]> {
  const raw = await page.locator(ENTRY).evaluateAll((entries) =>
    entries.flatMap((entry) => {
      const title = entry.querySelector<HTMLLabelElement>("label.ashby-application-form-question-title");
      if (!title) return [];
      const controls = Array.from(entry.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")).filter((control) => control.type !== "hidden");
      const first = controls[0];
      const buttons = Array.from(entry.querySelectorAll("button")).map((button) => (button.textContent ?? "").trim());
      const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
      return [
        {
          path: title.htmlFor || first?.name || "",
          label: text(title),
          description: text(entry.querySelector(".ashby-application-form-question-description")) || undefined,
          tag: first?.tagName.toLowerCase() ?? "",
          inputType: first instanceof HTMLInputElement ? first.type : "",
          multiple: first instanceof HTMLSelectElement && first.multiple,
          yesNo: !first && buttons.includes("Yes") && buttons.includes("No"),
          required: /_required/.test(title.className) || controls.some((control) => control.required),
          options:
            first instanceof HTMLSelectElement
              ? Array.from(first.options)
                  .filter((option) => option.value !== "")
                  .map((option) => ({ value: option.value, label: option.text.trim() }))
              : controls
                  .filter((control) => control.type === "radio" || control.type === "checkbox")
                  .map((control) => ({ value: control.value, label: text(entry.querySelector(`label[for="${CSS.escape(control.id)}"]`)) || control.value })),
        },
      ];
    }),
  );
  return raw
    .filter((field) => field.path && (field.tag || field.yesNo))
    .map((field): FormField => {
      let type: FieldType;
      let options = field.options;
      if (field.yesNo) {
        // Ashby's yes/no toggle: two buttons, answered like a radio with options Yes and No.
        type = "radio";
        options = [
          { value: "Yes", label: "Yes" },
          { value: "No", label: "No" },
        ];
      } else if (field.tag === "select") type = field.multiple ? "multiselect" : "select";
      else if (field.tag === "textarea") type = "textarea";
      else if (field.inputType === "checkbox") type = "checkbox";
      else if (["file", "radio", "email", "tel", "url", "number", "date"].includes(field.inputType)) type = field.inputType as FieldType;
      else type = "text";
      // A lone checkbox (an acknowledgement) is answered yes/no; several are a list of choices.
      const hasOptions = type === "select" || type === "multiselect" || type === "radio" || (type === "checkbox" && options.length > 1);
      const meaning = meaningOf(field.path);
      return {
        id: field.path,
        label: field.label,
        type,
        required: field.required,
        ...(hasOptions ? { options } : {}),
        ...(meaning ? { meaning } : {}),
        ...(field.description ? { description: field.description } : {}),
      };
    });
}

/** What the application page is, once the app has rendered: the form, a closed posting, or something for a person. */
async function inspect(page: Page, url: string, status: number): Promise<FormResult> {
  const rendered = await firstToHold(
    {
      form: async () => (await page.locator(ENTRY).count()) > 0,
      closed: async () => status === 404 || NOT_FOUND_TEXT.test(await page.locator("body").innerText()),
      login: async () => (await page.locator('input[type="password"]').count()) > 0,
    },
    PAGE_TIMEOUT_MS,
  );
  if (rendered === "closed") return { kind: "closed", detail: "Ashby says the job is not found or no longer open." };
  if (rendered === "login") return { kind: "needs_you", reason: "login", detail: "The application page asks to sign in.", url };
  if (rendered !== "form") return { kind: "needs_you", reason: "unknown_form", detail: "The page is not Ashby's application form.", url };
  // A visible CAPTCHA is still read: the engine prepares the answers for the person who finishes it.
  const captcha = (await visibleCaptcha(page)) ? "visible" : (await page.locator(INVISIBLE_CAPTCHA).count()) > 0 ? "invisible" : "none";
  return { kind: "form", form: { url, fields: await readFields(page), captcha } };
}

async function fill(page: Page, field: FormField, answer: FieldAnswer, files: ApplicantFiles) {
  const { value } = answer;
  const control = page.locator(byName(field.id));
  if (isFileAnswer(value)) {
    if (field.type !== "file") throw new Error(`Ashby's "${field.label}" takes text, not a file`);
    await control.setInputFiles(playwrightFile(fileFor(value, files)));
  } else if (typeof value === "boolean") {
    await control.setChecked(value);
  } else if (field.type === "radio" && (await control.count()) === 0) {
    await entryOf(page, field.id).getByRole("button", { name: String(value), exact: true }).click();
  } else if (field.type === "radio" || field.type === "checkbox") {
    for (const option of Array.isArray(value) ? value : [value]) await page.locator(`${byName(field.id)}[value="${option.replace(/["\\]/g, "\\$&")}"]`).check();
  } else if (field.type === "select" || field.type === "multiselect") {
    await control.selectOption(value);
  } else {
    await control.fill(Array.isArray(value) ? value.join(", ") : value);
  }
}

/** Ashby's messages: inline under each field where it names one, the rest from the error box. */
async function validationErrors(page: Page) {
  const inline = await page.locator(ENTRY).evaluateAll((entries) =>
    entries.flatMap((entry) => {
      const message = (entry.querySelector(".ashby-application-form-field-error")?.textContent ?? "").trim();
      const path = entry.querySelector<HTMLLabelElement>("label.ashby-application-form-question-title")?.htmlFor;
      return message ? [{ fieldId: path || undefined, message }] : [];
    }),
  );
  const listed = await page.locator('[role="alert"] li').allTextContents();
  const general = listed.map((message) => message.trim()).filter((message) => message && !inline.some((error) => error.message === message));
  const errors = [...inline.map((error) => (error.fieldId ? error : { message: error.message })), ...general.map((message) => ({ message }))];
  return errors.length ? errors : [{ message: "Ashby refused the application." }];
}

export const ashbyApplier: Applier = {
  ats: "ashby",

  canApply: (job) => parsePosting(job.applyUrl) !== null,

  async formFor(job, ctx) {
    const posting = parsePosting(job.applyUrl);
    if (!posting) return { kind: "needs_you", reason: "unknown_form", detail: "Not an Ashby posting URL.", url: job.applyUrl };
    const url = applicationUrl(posting, ctx);
    return withPage(ctx, async (page) => inspect(page, url, await openPage(page, url)));
  },

  async submit(job, _form, answers, files, ctx): Promise<SubmitOutcome> {
    const posting = parsePosting(job.applyUrl);
    if (!posting) return { kind: "needs_you", reason: "unknown_form", detail: "Not an Ashby posting URL." };
    const url = applicationUrl(posting, ctx);
    return withPage(ctx, async (page) => {
      const stopped = await fillLiveForm(page, url, inspect, answers, (field, answer) => fill(page, field, answer, files));
      if (stopped) return stopped;
      const proof = sentProof(url, answers, files, ctx, ctx.dryRun);
      if (ctx.dryRun) return { kind: "filled", proof: { ...proof, page: await pageSnapshot(page) } };

      // The API's own answer is kept with the page: it is what Ashby said, beyond what it showed.
      let apiAnswer: Proof["response"];
      let apiFailed = false;
      page.on("response", (response) => {
        if (!GRAPHQL_SUBMIT.test(response.url())) return;
        if (response.status() >= 500) apiFailed = true;
        void response
          .json()
          .then((body: unknown) => (apiAnswer = { status: response.status(), body }))
          .catch(() => (apiAnswer = { status: response.status(), body: null }));
      });
      page.on("requestfailed", (request) => {
        if (GRAPHQL_SUBMIT.test(request.url())) apiFailed = true;
      });
      await page.getByRole("button", { name: /^Submit Application$/i }).click();
      const outcome = await firstToHold({
        confirmed: async () => (await page.locator(SUCCESS).isVisible()) && SUCCESS_TEXT.test(await page.locator(SUCCESS).innerText()),
        // A challenge shown after clicking is for the person, whatever else the page says.
        captcha: () => visibleCaptcha(page),
        refused: async () => (await page.locator('[role="alert"] li').count()) > 0,
        failed: async () => apiFailed,
      });
      const withPageProof = async () => ({ ...proof, response: apiAnswer, page: await pageSnapshot(page).catch(() => undefined) });
      if (outcome === "confirmed") {
        // Give the API's answer a moment to be read: it arrived before the page changed.
        await firstToHold({ read: async () => apiAnswer !== undefined }, 2_000);
        return { kind: "confirmed", proof: await withPageProof() };
      }
      if (outcome === "refused") return { kind: "refused", errors: await validationErrors(page), proof: await withPageProof() };
      if (outcome === "captcha") return { kind: "needs_you", reason: "captcha", detail: "Ashby asked for a CAPTCHA after submitting; a person has to finish.", proof: await withPageProof() };
      const detail = outcome === "failed" ? "Ashby's submit request failed; it may or may not have been received." : "Ashby showed no confirmation after submitting.";
      return { kind: "unconfirmed", detail, proof: await withPageProof() };
    });
  },
};
