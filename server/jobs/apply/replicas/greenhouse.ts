import formsData from "./forms/greenhouse.json";
import { describeForm, readForm, sendHtml, sendJson, type ReplicaContext, type ReplicaHandler } from "./index";
import { EEOC_QUESTIONS, boardPage, confirmationPage, jobPage, recaptchaFrame, type PostingForm, type Question } from "./greenhouse-page";

// Greenhouse's hosted job board (job-boards.greenhouse.io) at its real paths:
//   GET  /{board}                        the board, with a flash when a posting is no longer open
//   GET  /{board}/jobs/{id}              the posting and its application form
//   POST /{board}/jobs/{id}              what the form's script sends; 422 with errors by field id
//   GET  /{board}/jobs/{id}/confirmation "Thank you for applying."
// Closed and unknown postings redirect to the board with ?error=true, as the live board does.

type FormOverride = Partial<Omit<PostingForm, "questions">> & { questions?: Question[]; extraQuestions?: Question[] };
const FORMS = formsData as unknown as { default: Omit<PostingForm, "closed">; postings: Record<string, FormOverride> };

/** The form of one posting: the default, with the posting's own questions and variant on top. */
export function greenhouseForm(posting: string): PostingForm {
  const override = FORMS.postings[posting] ?? {};
  const base = FORMS.default;
  return {
    captcha: override.captcha ?? base.captcha,
    location: override.location ?? base.location,
    coverLetter: override.coverLetter ?? base.coverLetter,
    questions: [...(override.questions ?? base.questions), ...(override.extraQuestions ?? [])],
    eeoc: override.eeoc ?? base.eeoc,
    consent: override.consent === undefined ? base.consent : override.consent,
    closed: override.closed ?? false,
  };
}

type FixtureJob = { id: number | string; title: string; location?: { name?: string } | null; content?: string | null; company_name?: string | null };

function boardJobs(board: string, ctx: ReplicaContext): FixtureJob[] | null {
  const body = ctx.loadFixture(`greenhouse/${board}.json`) as { jobs?: FixtureJob[] } | null;
  return body?.jobs ?? null;
}

const companyOf = (board: string, jobs: FixtureJob[]) => jobs.find((job) => job.company_name)?.company_name ?? board.replace(/(^|-)(\w)/g, (_all, _dash, letter: string) => ` ${letter.toUpperCase()}`).trim();

// The job board API serves the description escaped once ("&lt;p&gt;"), the page shows it as HTML.
const unescapeOnce = (text: string) => text.replace(/&(lt|gt|quot|#39|amp);/g, (_all, name: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[name]!);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = "This field is required.";

/** The live form's own checks, answered per field id as the page shows them. */
function validate(form: PostingForm, fields: Record<string, string | string[]>, fileFields: Set<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (id: string) => {
    const value = fields[id];
    return (Array.isArray(value) ? value.join("") : (value ?? "")).trim();
  };
  for (const id of ["first_name", "last_name", "email"]) if (!text(id)) errors[id] = REQUIRED;
  if (text("email") && !EMAIL.test(text("email"))) errors.email = "Please enter a valid email address.";
  if (form.location.required && !text("candidate-location")) errors["candidate-location"] = REQUIRED;
  if (!fileFields.has("resume") && !text("resume_text")) errors.resume = REQUIRED;
  if (form.coverLetter.required && !fileFields.has("cover_letter") && !text("cover_letter_text")) errors.cover_letter = REQUIRED;
  for (const question of [...form.questions, ...(form.eeoc ? EEOC_QUESTIONS : [])]) {
    const given = fields[question.id];
    const values = given === undefined ? [] : (Array.isArray(given) ? given : [given]).filter((value) => value.trim() !== "");
    if (question.required && values.length === 0) errors[question.id] = REQUIRED;
    // A combobox sends the chosen option's label (all React-Select shows); checkboxes send their value.
    const known = (question.options ?? []).map((option) => (question.type === "multi_value_single_select" ? option.label : option.value));
    if (question.options && values.some((value) => !known.includes(value))) errors[question.id] = "Please select a valid option.";
  }
  if (form.consent?.required && text(form.consent.id) !== "1") errors[form.consent.id] = REQUIRED;
  if (form.captcha !== "none" && !text("g-recaptcha-response")) errors.base = "There was an error verifying reCAPTCHA. Please try again.";
  return errors;
}

export const greenhouseReplica: ReplicaHandler = async (request, response, path, url, ctx) => {
  const frame = /^\/recaptcha\/(?:api2|enterprise)\/(anchor|bframe)$/.exec(path);
  if (frame) {
    sendHtml(response, 200, recaptchaFrame(frame[1] as "anchor" | "bframe", url.searchParams.get("size")));
    return true;
  }
  const match = /^\/([^/]+)(?:\/jobs\/([^/]+)(\/confirmation)?)?\/?$/.exec(path);
  if (!match) return false;
  const [, board, jobId, confirmation] = match as unknown as [string, string, string | undefined, string | undefined];
  const jobs = boardJobs(board, ctx);
  if (!jobs) {
    sendHtml(response, 404, `<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Page not found</h1><p>The page you are looking for doesn't exist.</p></body></html>`);
    return true;
  }
  const company = companyOf(board, jobs);
  if (!jobId) {
    const listed = jobs.filter((job) => !greenhouseForm(`${board}/${job.id}`).closed).map((job) => ({ id: String(job.id), title: job.title, location: job.location?.name ?? "" }));
    sendHtml(response, 200, boardPage({ company, board, jobs: listed, closedFlash: url.searchParams.get("error") === "true", baseUrl: ctx.baseUrl }));
    return true;
  }
  const posting = `${board}/${jobId}`;
  const job = jobs.find((candidate) => String(candidate.id) === jobId);
  const form = greenhouseForm(posting);
  if (!job || form.closed) {
    if (request.method === "POST") sendJson(response, 404, { errors: { base: "The job you are looking for is no longer open." } });
    else {
      response.writeHead(302, { location: `${ctx.baseUrl}/${board}?error=true` });
      response.end();
    }
    return true;
  }
  if (confirmation) {
    sendHtml(response, 200, confirmationPage({ title: job.title, company }));
    return true;
  }
  if (request.method === "POST") {
    const { fields, files } = await describeForm(await readForm(request));
    const errors = validate(form, fields, new Set(files.map((file) => file.field)));
    const accepted = Object.keys(errors).length === 0;
    ctx.record({ ats: "greenhouse", posting, fields, files, at: ctx.now().toISOString(), accepted });
    if (accepted) sendJson(response, 200, { status: "success" });
    else sendJson(response, 422, { errors });
    return true;
  }
  sendHtml(
    response,
    200,
    jobPage({ board, jobId, title: job.title, company, location: job.location?.name ?? "", contentHtml: unescapeOnce(job.content ?? ""), form, baseUrl: ctx.baseUrl }),
  );
  return true;
};
