import {
  TransientApplyError,
  type AnswerValue,
  type ApplicantFile,
  type ApplicantFiles,
  type ApplicationForm,
  type ApplyContext,
  type Applier,
  type FieldAnswer,
  type FieldType,
  type FormField,
  type FormResult,
  type Proof,
  type SubmitOutcome,
} from "../types";

// Recruitee through its keyless Careers Site API: the offer (with its open questions) from
// GET /api/offers/, the application as a multipart POST to /api/offers/{slug}/candidates.
// No browser: the API is what the careers site's own form calls.

const REQUEST_TIMEOUT_MS = 30_000;
/** Subdomains of recruitee.com that are Recruitee's own, not a company's careers site. */
const RESERVED_SUBDOMAINS = new Set(["www", "api", "app", "auth", "docs", "support", "blog", "careers"]);
/** https://{company}.recruitee.com[/l/{lang}]/o/{slug}[/c/new], with whatever query an aggregator appends. */
const OFFER_URL = /^https?:\/\/([a-z0-9][a-z0-9-]*)\.recruitee\.com(?:\/l\/[a-z]{2}(?:-[a-z]{2})?)?\/o\/([^/?#]+)(?:\/c\/new)?\/?(?:[?#].*)?$/i;

type OfferRef = { company: string; slug: string };

export function recruiteeOfferRef(applyUrl: string): OfferRef | null {
  const match = OFFER_URL.exec(applyUrl.trim());
  if (!match || RESERVED_SUBDOMAINS.has(match[1]!.toLowerCase())) return null;
  return { company: match[1]!.toLowerCase(), slug: decodeURIComponent(match[2]!) };
}

function companyOrigin({ company }: OfferRef, ctx: ApplyContext): string {
  const base = ctx.targets.recruitee?.replace(/\/+$/, "");
  return base ? `${base}/${company}` : `https://${company}.recruitee.com`;
}

type RecruiteeOpenQuestion = {
  id: number;
  kind: string;
  required: boolean;
  body: string;
  open_question_options?: { id: number; body: string }[];
};
type RecruiteeOffer = {
  slug: string;
  status?: string;
  title: string;
  options_cv?: string;
  options_phone?: string;
  options_cover_letter?: string;
  open_questions?: RecruiteeOpenQuestion[];
};

/** Open questions are keyed by their id so an answer finds its question again at submit time. */
const QUESTION_PREFIX = "question_";

const QUESTION_TYPES: Record<string, FieldType> = {
  string: "text",
  text: "textarea",
  number: "number",
  salary: "number",
  boolean: "checkbox",
  legal: "checkbox",
  single_choice: "radio",
  multi_choice: "multiselect",
  file: "file",
  date: "date",
};
/** Kinds whose meaning the kind itself states: a salary question, a consent ("legal") checkbox. */
const QUESTION_MEANINGS: Partial<Record<string, FormField["meaning"]>> = { salary: "salary_expectation", legal: "consent" };

async function request(ctx: ApplyContext, url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await ctx.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new TransientApplyError(`Recruitee did not answer ${url}: ${(error as Error).message}`);
  }
}

/** The standard candidate fields, as the offer's settings ask for them ("off" leaves the field out). */
function standardFields(offer: RecruiteeOffer): FormField[] {
  const fields: FormField[] = [
    { id: "name", label: "Full name", type: "text", required: true, meaning: "full_name" },
    { id: "email", label: "Email address", type: "email", required: true, meaning: "email" },
  ];
  const setting = (value: string | undefined, fallback: string) => value ?? fallback;
  // Recruitee's defaults when an offer does not say: phone and CV required, cover letter optional.
  if (setting(offer.options_phone, "required") !== "off") fields.push({ id: "phone", label: "Phone number", type: "tel", required: setting(offer.options_phone, "required") === "required", meaning: "phone" });
  if (setting(offer.options_cv, "required") !== "off") fields.push({ id: "cv", label: "CV or resume", type: "file", required: setting(offer.options_cv, "required") === "required", meaning: "resume" });
  if (setting(offer.options_cover_letter, "optional") !== "off") fields.push({ id: "cover_letter", label: "Cover letter", type: "textarea", required: setting(offer.options_cover_letter, "optional") === "required", meaning: "cover_letter" });
  return fields;
}

function questionField(question: RecruiteeOpenQuestion, description: string | undefined): FormField | null {
  const type = QUESTION_TYPES[question.kind];
  if (!type) return null;
  const options = question.open_question_options?.map((option) => ({ value: option.body, label: option.body }));
  const meaning = QUESTION_MEANINGS[question.kind];
  return {
    id: `${QUESTION_PREFIX}${question.id}`,
    label: question.body,
    type,
    required: question.required,
    ...(options?.length ? { options } : {}),
    ...(meaning ? { meaning } : {}),
    ...(description ? { description } : {}),
  };
}

/** The questions as fields; an "infobox" is text shown above the next question, so it becomes that question's help. */
function questionFields(questions: RecruiteeOpenQuestion[]): { fields: FormField[]; unknown?: RecruiteeOpenQuestion } {
  const fields: FormField[] = [];
  let infobox: string | undefined;
  for (const question of questions) {
    if (question.kind === "infobox") {
      infobox = question.body;
      continue;
    }
    const field = questionField(question, infobox);
    if (!field) return { fields, unknown: question };
    fields.push(field);
    infobox = undefined;
  }
  return { fields };
}

async function readOffer(ref: OfferRef, ctx: ApplyContext): Promise<{ offer: RecruiteeOffer } | { closed: string }> {
  const url = `${companyOrigin(ref, ctx)}/api/offers/`;
  const response = await request(ctx, url, { headers: { accept: "application/json" } });
  if (response.status === 404) return { closed: `${ref.company} has no Recruitee careers site any more` };
  if (!response.ok) throw new TransientApplyError(`Recruitee answered ${response.status} for ${url}`);
  const body = (await response.json().catch(() => null)) as { offers?: RecruiteeOffer[] } | null;
  if (!Array.isArray(body?.offers)) throw new TransientApplyError(`Recruitee's answer for ${url} holds no offers`);
  const offer = body.offers.find((candidate) => candidate.slug === ref.slug);
  // The public API lists published offers only: one missing from it no longer takes applications.
  if (!offer || (offer.status && offer.status !== "published")) return { closed: `${ref.company}/${ref.slug} is no longer published on Recruitee` };
  return { offer };
}

/** The value as sent and shown in the proof: files by name, everything else as given. */
type SentField = Proof["fields"][number];

function fileFor(value: AnswerValue, files: ApplicantFiles): ApplicantFile | undefined {
  if (typeof value !== "object" || Array.isArray(value)) return undefined;
  return value.file === "resume" ? files.resume : files.coverLetter;
}

/** The 422 body's messages: Recruitee answers {error: [...]}; a string or an {errors} map are read too. */
function refusalMessages(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const flatten = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(flatten) : value && typeof value === "object" ? Object.entries(value).flatMap(([key, inner]) => flatten(inner).map((text) => `${key} ${text}`)) : [];
  return [...flatten(error), ...flatten(errors)];
}

/** Which field a message is about, when it names one: a question by its wording, else a standard field. */
function fieldOfMessage(message: string, form: ApplicationForm): string | undefined {
  const question = form.fields.find((field) => field.id.startsWith(QUESTION_PREFIX) && message.startsWith(field.label));
  if (question) return question.id;
  const standard = /^(Name|Email|Phone|Cv|Cover letter)\b/i.exec(message)?.[1]?.toLowerCase().replace(" ", "_");
  return form.fields.find((field) => field.id === standard)?.id;
}

export const recruiteeApplier: Applier = {
  ats: "recruitee",

  canApply(job) {
    return recruiteeOfferRef(job.applyUrl) !== null;
  },

  async formFor(job, ctx): Promise<FormResult> {
    const ref = recruiteeOfferRef(job.applyUrl);
    if (!ref) return { kind: "needs_you", reason: "unknown_form", detail: "Not a Recruitee offer link", url: job.applyUrl };
    const found = await readOffer(ref, ctx);
    if ("closed" in found) return { kind: "closed", detail: found.closed };
    const questions = questionFields(found.offer.open_questions ?? []);
    // A question kind this applier does not know cannot be answered faithfully; a person must look.
    if (questions.unknown) return { kind: "needs_you", reason: "unknown_form", detail: `Recruitee question "${questions.unknown.body}" is of an unknown kind (${questions.unknown.kind})`, url: job.applyUrl };
    return {
      kind: "form",
      form: {
        url: `${companyOrigin(ref, ctx)}/api/offers/${encodeURIComponent(ref.slug)}/candidates`,
        fields: [...standardFields(found.offer), ...questions.fields],
        captcha: "none",
      },
    };
  },

  async submit(job, form, answers, files, ctx): Promise<SubmitOutcome> {
    const ref = recruiteeOfferRef(job.applyUrl);
    if (!ref) return { kind: "needs_you", reason: "unknown_form", detail: "Not a Recruitee offer link" };
    const answerFor = new Map(answers.map((answer) => [answer.fieldId, answer]));

    const missing = form.fields.filter((field) => field.required && !answerFor.has(field.id));
    if (missing.length > 0) return { kind: "needs_you", reason: "questions", detail: `Unanswered required questions: ${missing.map((field) => field.label).join("; ")}` };

    const body = new FormData();
    const sentFields: SentField[] = [];
    const sentFiles: Proof["files"] = [];
    const attach = (name: string, file: ApplicantFile, role: "resume" | "cover_letter") => {
      body.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
      sentFiles.push({ role, name: file.name, sha256: file.sha256, bytes: file.bytes.length });
    };

    let questionIndex = 0;
    for (const field of form.fields) {
      const answer: FieldAnswer | undefined = answerFor.get(field.id);
      if (!answer) continue;
      const { value } = answer;
      if (!field.id.startsWith(QUESTION_PREFIX)) {
        if (field.type === "file") {
          const file = fileFor(value, files);
          if (!file) return { kind: "needs_you", reason: "questions", detail: `No file to upload for "${field.label}"` };
          attach(`candidate[${field.id}]`, file, file === files.resume ? "resume" : "cover_letter");
          sentFields.push({ fieldId: field.id, label: field.label, value: file.name });
        } else if (typeof value === "string") {
          body.append(`candidate[${field.id}]`, value);
          sentFields.push({ fieldId: field.id, label: field.label, value });
        } else {
          throw new Error(`Recruitee field "${field.label}" takes text, not ${JSON.stringify(value)}`);
        }
        continue;
      }

      const prefix = `candidate[open_question_answers_attributes][${questionIndex++}]`;
      body.append(`${prefix}[open_question_id]`, field.id.slice(QUESTION_PREFIX.length));
      if (field.type === "checkbox" && typeof value === "boolean") {
        body.append(`${prefix}[flag]`, String(value));
      } else if (field.type === "multiselect" && Array.isArray(value)) {
        for (const item of value) body.append(`${prefix}[multi_content][]`, item);
      } else if (field.type === "file") {
        const file = fileFor(value, files);
        if (!file) return { kind: "needs_you", reason: "questions", detail: `No file to upload for "${field.label}"` };
        attach(`${prefix}[file]`, file, file === files.resume ? "resume" : "cover_letter");
      } else if (typeof value === "string") {
        body.append(`${prefix}[content]`, value);
      } else {
        throw new Error(`Recruitee question "${field.label}" (${field.type}) cannot take ${JSON.stringify(value)}`);
      }
      sentFields.push({ fieldId: field.id, label: field.label, value: field.type === "file" ? fileFor(value, files)!.name : (value as string | string[] | boolean) });
    }

    const proof = (response?: Proof["response"]): Proof => ({ url: form.url, submittedAt: ctx.now().toISOString(), fields: sentFields, files: sentFiles, ...(response ? { response } : {}), dryRun: ctx.dryRun });
    if (ctx.dryRun) return { kind: "filled", proof: proof() };

    let response: Response;
    try {
      response = await ctx.fetch(form.url, { method: "POST", body, headers: { accept: "application/json" }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      // A timeout may hide an application that arrived: never retried blindly, never counted.
      if ((error as Error).name === "TimeoutError") return { kind: "unconfirmed", detail: `Recruitee did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`, proof: proof() };
      throw new TransientApplyError(`Could not reach Recruitee at ${form.url}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON: kept as text in the proof.
    }
    const sent = proof({ status: response.status, body: answer });

    if (response.status === 201 || response.status === 200) {
      const candidate = (answer as { candidate?: { id?: unknown } } | null)?.candidate;
      if (candidate?.id !== undefined) return { kind: "confirmed", proof: sent };
      return { kind: "unconfirmed", detail: `Recruitee answered ${response.status} without a candidate`, proof: sent };
    }
    if (response.status === 404) return { kind: "closed", detail: `${ref.company}/${ref.slug} no longer takes applications on Recruitee` };
    if (response.status === 429 || response.status >= 500) throw new TransientApplyError(`Recruitee answered ${response.status} for ${form.url}`);
    const messages = refusalMessages(answer);
    return {
      kind: "refused",
      errors: (messages.length > 0 ? messages : [`Recruitee answered ${response.status}`]).map((message) => ({ fieldId: fieldOfMessage(message, form), message })),
      proof: sent,
    };
  },
};
