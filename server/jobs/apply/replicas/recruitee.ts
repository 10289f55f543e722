import type { IncomingMessage, ServerResponse } from "node:http";
import forms from "./forms/recruitee.json";
import { describeForm, readForm, sendJson, type ReplicaContext, type ReplicaHandler, type ReplicaSubmission } from "./index";

// Recruitee's keyless Careers Site API, one company per first path segment:
//   GET  /{company}/api/offers/                     the published offers, each with its open questions
//   GET  /{company}/api/offers/{slug}               one published offer
//   POST /{company}/api/offers/{slug}/candidates    apply (JSON or multipart candidate[...]), 201 or 422
// Unknown, closed or unpublished offers are 404, as on Recruitee, where only published offers exist publicly.

/** "infobox" is text shown between questions, never answered; "legal" is a consent checkbox. */
type OpenQuestionKind = "string" | "text" | "number" | "salary" | "boolean" | "legal" | "single_choice" | "multi_choice" | "file" | "date" | "infobox";
type FieldSetting = "required" | "optional" | "off";

type OpenQuestionSpec = { id?: number; kind: OpenQuestionKind; required: boolean; body: string; open_question_options: { id?: number; body: string }[] };
type OfferFormSpec = {
  options_cv?: FieldSetting;
  options_phone?: FieldSetting;
  options_cover_letter?: FieldSetting;
  options_photo?: FieldSetting;
  open_questions?: OpenQuestionSpec[];
  /** "closed": the offer is no longer published. */
  status?: "closed";
  /** The first application after the server starts answers 503, as a Recruitee outage would. */
  unavailable_once?: boolean;
};

export type RecruiteeOpenQuestion = {
  id: number;
  kind: OpenQuestionKind;
  required: boolean;
  position: number;
  body: string;
  open_question_options: { id: number; body: string; position: number }[];
};

type FixtureOffer = Record<string, unknown> & { id: number; slug: string; status: string; title: string };

const FORMS = forms as Record<string, OfferFormSpec>;
const DEFAULT_FORM = FORMS.default!;

/** Per fixture server (its base URL): the postings whose one 503 was served, and the candidate ids handed out. */
const servedOutages = new Set<string>();
const candidateCounters = new Map<string, number>();

function formSpec(posting: string): OfferFormSpec {
  const specific = FORMS[posting];
  return { ...DEFAULT_FORM, ...specific, open_questions: specific?.open_questions ?? DEFAULT_FORM.open_questions };
}

/** Ids are stable: given in the forms file, else derived from the offer's id and the question's position. */
function openQuestions(offerId: number, spec: OfferFormSpec): RecruiteeOpenQuestion[] {
  return (spec.open_questions ?? []).map((question, index) => {
    const id = question.id ?? offerId * 100 + index + 1;
    return {
      id,
      kind: question.kind,
      required: question.required,
      position: index + 1,
      body: question.body,
      open_question_options: question.open_question_options.map((option, optionIndex) => ({ id: option.id ?? id * 10 + optionIndex + 1, body: option.body, position: optionIndex + 1 })),
    };
  });
}

function publishedOffers(company: string, ctx: ReplicaContext) {
  const fixture = ctx.loadFixture(`recruitee/${company}.json`) as { offers: FixtureOffer[] } | null;
  if (!fixture) return null;
  return fixture.offers
    .map((offer) => {
      const spec = formSpec(`${company}/${offer.slug}`);
      return {
        ...offer,
        status: spec.status ?? offer.status,
        options_cv: spec.options_cv,
        options_phone: spec.options_phone,
        options_cover_letter: spec.options_cover_letter,
        options_photo: spec.options_photo,
        open_questions: openQuestions(offer.id, spec),
      };
    })
    .filter((offer) => offer.status === "published");
}

type Offer = NonNullable<ReturnType<typeof publishedOffers>>[number];

/** One open question's answer as sent, whichever body format carried it. */
type AnswerInput = { open_question_id: string; content?: string; multi_content?: string[]; flag?: string; file?: { name: string; bytes: number } };

/** The candidate as received: flat `candidate[...]` fields for the submissions log, and the parts validation needs. */
type CandidateInput = {
  fields: Record<string, string | string[]>;
  files: ReplicaSubmission["files"];
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
  hasCv: boolean;
  answers: AnswerInput[];
  /** A problem with the body's form itself (e.g. a base64 CV in JSON). */
  formatErrors: string[];
};

const ANSWER_KEY = /^candidate\[open_question_answers_attributes\]\[(\d+)\]\[([a-z_]+)\](\[\])?$/;

async function readMultipartCandidate(request: IncomingMessage): Promise<CandidateInput> {
  const form = await readForm(request);
  const { fields, files } = await describeForm(form);
  const text = (key: string) => {
    const value = fields[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const answers = new Map<string, AnswerInput>();
  const answerAt = (index: string) => answers.get(index) ?? answers.set(index, { open_question_id: "" }).get(index)!;
  for (const [key, value] of Object.entries(fields)) {
    const match = ANSWER_KEY.exec(key);
    if (!match) continue;
    const answer = answerAt(match[1]!);
    const values = Array.isArray(value) ? value : [value];
    if (match[2] === "open_question_id") answer.open_question_id = values[0]!;
    else if (match[2] === "content") answer.content = values[0];
    else if (match[2] === "flag") answer.flag = values[0];
    else if (match[2] === "multi_content") answer.multi_content = values;
  }
  for (const file of files) {
    const match = ANSWER_KEY.exec(file.field);
    if (match?.[2] === "file") answerAt(match[1]!).file = { name: file.name, bytes: file.bytes };
  }
  return {
    fields,
    files,
    name: text("candidate[name]"),
    email: text("candidate[email]"),
    phone: text("candidate[phone]"),
    coverLetter: text("candidate[cover_letter]"),
    hasCv: files.some((file) => file.field === "candidate[cv]") || text("candidate[remote_cv_url]") !== "",
    answers: [...answers.values()],
    formatErrors: [],
  };
}

async function readJsonCandidate(request: IncomingMessage): Promise<CandidateInput | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let body: { candidate?: Record<string, unknown> };
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
  const candidate = body?.candidate;
  if (!candidate || typeof candidate !== "object") return null;
  const fields: Record<string, string | string[]> = {};
  const text = (key: string) => {
    const value = candidate[key];
    if (value === undefined || value === null) return "";
    fields[`candidate[${key}]`] = String(value);
    return String(value).trim();
  };
  const name = text("name");
  const email = text("email");
  const phone = text("phone");
  const coverLetter = text("cover_letter");
  const remoteCv = text("remote_cv_url");
  const formatErrors: string[] = [];
  // Files travel as multipart uploads or as a URL Recruitee fetches; a base64 string is not a file.
  if (candidate.cv !== undefined) formatErrors.push("Cv must be uploaded as a file (multipart/form-data) or given as remote_cv_url");
  const rawAnswers = Array.isArray(candidate.open_question_answers_attributes) ? (candidate.open_question_answers_attributes as Record<string, unknown>[]) : [];
  const answers = rawAnswers.map((raw, index): AnswerInput => {
    const prefix = `candidate[open_question_answers_attributes][${index}]`;
    const answer: AnswerInput = { open_question_id: String(raw.open_question_id ?? "") };
    fields[`${prefix}[open_question_id]`] = answer.open_question_id;
    if (raw.content !== undefined) fields[`${prefix}[content]`] = answer.content = String(raw.content);
    if (raw.flag !== undefined) fields[`${prefix}[flag]`] = answer.flag = String(raw.flag);
    if (Array.isArray(raw.multi_content)) fields[`${prefix}[multi_content][]`] = answer.multi_content = raw.multi_content.map(String);
    return answer;
  });
  return { fields, files: [], name, email, phone, coverLetter, hasCv: remoteCv !== "", answers, formatErrors };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Recruitee's validation, one message per problem, worded the way its API words them. */
function validate(offer: Offer, candidate: CandidateInput): string[] {
  const errors = [...candidate.formatErrors];
  if (!candidate.name) errors.push("Name can't be blank");
  if (!candidate.email) errors.push("Email can't be blank");
  else if (!EMAIL.test(candidate.email)) errors.push("Email is invalid");
  if (offer.options_phone === "required" && !candidate.phone) errors.push("Phone can't be blank");
  if (offer.options_cv === "required" && !candidate.hasCv) errors.push("Cv can't be blank");
  if (offer.options_cover_letter === "required" && !candidate.coverLetter) errors.push("Cover letter can't be blank");

  const answersById = new Map(candidate.answers.map((answer) => [answer.open_question_id, answer]));
  for (const answer of candidate.answers) {
    if (!offer.open_questions.some((question) => String(question.id) === answer.open_question_id)) errors.push(`Open question ${answer.open_question_id || "(no id)"} does not belong to this offer`);
  }
  for (const question of offer.open_questions) {
    if (question.kind === "infobox") continue;
    const answer = answersById.get(String(question.id));
    const options = question.open_question_options.map((option) => option.body);
    const content = answer?.content?.trim() ?? "";
    const answered =
      question.kind === "boolean" ? answer?.flag !== undefined : question.kind === "legal" ? answer?.flag === "true" : question.kind === "multi_choice" ? (answer?.multi_content?.length ?? 0) > 0 : question.kind === "file" ? answer?.file !== undefined : content !== "";
    if (!answered) {
      if (question.required) errors.push(`${question.body} can't be blank`);
      continue;
    }
    if (question.kind === "boolean" && !["true", "false"].includes(answer!.flag!)) errors.push(`${question.body} must be true or false`);
    if ((question.kind === "number" || question.kind === "salary") && !Number.isFinite(Number(content))) errors.push(`${question.body} is not a number`);
    if (question.kind === "single_choice" && !options.includes(content)) errors.push(`${question.body} is not included in the list`);
    if (question.kind === "multi_choice" && answer!.multi_content!.some((value) => !options.includes(value))) errors.push(`${question.body} is not included in the list`);
    if (question.kind === "date" && (!ISO_DATE.test(content) || Number.isNaN(Date.parse(content)))) errors.push(`${question.body} is not a valid date`);
  }
  return errors;
}

async function applyToOffer(request: IncomingMessage, response: ServerResponse, company: string, slug: string, ctx: ReplicaContext) {
  const posting = `${company}/${slug}`;
  const contentType = request.headers["content-type"] ?? "";
  const candidate = contentType.startsWith("application/json") ? await readJsonCandidate(request) : contentType.startsWith("multipart/form-data") ? await readMultipartCandidate(request) : null;

  const outageKey = `${ctx.baseUrl} ${posting}`;
  if (formSpec(posting).unavailable_once && !servedOutages.has(outageKey)) {
    servedOutages.add(outageKey);
    return sendJson(response, 503, { error: "Service Unavailable" });
  }
  const offer = publishedOffers(company, ctx)?.find((candidateOffer) => candidateOffer.slug === slug);
  if (!offer) return sendJson(response, 404, { error: "Not found" });
  if (!candidate) return sendJson(response, 422, { error: ["Candidate is missing: send JSON {candidate: {...}} or multipart candidate[...] fields"] });

  const errors = validate(offer, candidate);
  const at = ctx.now().toISOString();
  ctx.record({ ats: "recruitee", posting, fields: candidate.fields, files: candidate.files, at, accepted: errors.length === 0 });
  if (errors.length > 0) return sendJson(response, 422, { error: errors });

  const id = (candidateCounters.get(ctx.baseUrl) ?? 51_359_842) + 1;
  candidateCounters.set(ctx.baseUrl, id);
  sendJson(response, 201, {
    candidate: {
      id,
      name: candidate.name,
      emails: [candidate.email],
      phones: candidate.phone ? [candidate.phone] : [],
      created_at: at,
      updated_at: at,
      open_question_answers: candidate.answers.map((answer) => ({
        open_question_id: Number(answer.open_question_id),
        content: answer.content ?? null,
        multi_content: answer.multi_content ?? [],
        flag: answer.flag === undefined ? null : answer.flag === "true",
        file_name: answer.file?.name ?? null,
      })),
    },
  });
}

export const recruiteeReplica: ReplicaHandler = async (request, response, path, _url, ctx) => {
  const match = /^\/([^/]+)\/api\/offers(?:\/([^/]+))?(\/candidates)?\/?$/.exec(path);
  if (!match) return false;
  const [, company, slug, candidates] = match as unknown as [string, string, string | undefined, string | undefined];

  if (candidates && slug) {
    if (request.method === "POST") await applyToOffer(request, response, company, slug, ctx);
    else sendJson(response, 405, { error: "Method not allowed" });
    return true;
  }
  const offers = request.method === "GET" ? publishedOffers(company, ctx) : null;
  const offer = slug ? offers?.find((candidate) => candidate.slug === slug || String(candidate.id) === slug) : undefined;
  if (request.method !== "GET") sendJson(response, 405, { error: "Method not allowed" });
  else if (!offers || (slug && !offer)) sendJson(response, 404, { error: "Not found" });
  else sendJson(response, 200, slug ? { offer } : { offers });
  return true;
};
