import { startFixtureServer, type FixtureServer } from "../../sources/fixture-server";
import { replicaTargets } from "../replicas";
import { TransientApplyError, type ApplicantFiles, type ApplicationForm, type ApplyContext, type ApplyJob, type FieldAnswer, type FormResult } from "../types";
import { recruiteeApplier } from "./recruitee";
import { pdfFile } from "./test-cv";

const files: ApplicantFiles = { resume: pdfFile("ada-lovelace-cv.pdf", "Ada Lovelace - CV") };
const cvBytes = files.resume.bytes;

const job = (company: string, slug: string, applyUrl = `https://${company}.recruitee.com/o/${slug}`): ApplyJob => ({ id: `${company}-${slug}`, title: slug, company, applyUrl, description: "" });

let server: FixtureServer;
let ctx: ApplyContext;

beforeAll(async () => {
  server = await startFixtureServer();
  ctx = {
    targets: replicaTargets(server.url),
    browser: () => Promise.reject(new Error("Recruitee is applied to through its API, without a browser")),
    fetch,
    now: () => new Date(),
    dryRun: false,
  };
});
afterAll(() => server.close());

async function formOf(target: ApplyJob): Promise<ApplicationForm> {
  const result: FormResult = await recruiteeApplier.formFor(target, ctx);
  if (result.kind !== "form") throw new Error(`expected a form, got ${JSON.stringify(result)}`);
  return result.form;
}

const standardAnswers = (email = "ada@example.com"): FieldAnswer[] => [
  { fieldId: "name", label: "Full name", value: "Ada Lovelace", source: "profile" },
  { fieldId: "email", label: "Email address", value: email, source: "profile" },
  { fieldId: "phone", label: "Phone number", value: "+31 6 12345678", source: "profile" },
  { fieldId: "cv", label: "CV or resume", value: { file: "resume" }, source: "profile" },
];

describe("recruitee applier", () => {
  it("recognises Recruitee offer links, wherever the posting came from, and nothing else", () => {
    const accepts = (applyUrl: string) => recruiteeApplier.canApply({ ...job("x", "y"), applyUrl }, ctx);
    expect(accepts("https://canalhouse.recruitee.com/o/data-engineer")).toBe(true);
    expect(accepts("https://canalhouse.recruitee.com/o/data-engineer/c/new")).toBe(true);
    expect(accepts("https://maisonclaire.recruitee.com/l/fr/o/responsable-crm")).toBe(true);
    expect(accepts("https://canalhouse.recruitee.com/o/data-engineer?utm_source=arbeitnow&ref=aggregator")).toBe(true);
    expect(accepts("https://www.recruitee.com/o/data-engineer")).toBe(false);
    expect(accepts("https://canalhouse.recruitee.com/")).toBe(false);
    expect(accepts("https://recruitee.com.evil.example/o/data-engineer")).toBe(false);
    expect(accepts("https://jobs.lever.co/kitebase/123")).toBe(false);
    expect(accepts("https://www.arbeitnow.com/jobs/companies/acme/dev-123")).toBe(false);
  });

  it("reads the default form from the offers API: standard fields and open questions", async () => {
    const form = await formOf(job("canalhouse", "data-engineer"));
    expect(form.url).toBe(`${server.url}/replica/recruitee/canalhouse/api/offers/data-engineer/candidates`);
    expect(form.captcha).toBe("none");
    expect(form.fields).toEqual([
      { id: "name", label: "Full name", type: "text", required: true, meaning: "full_name" },
      { id: "email", label: "Email address", type: "email", required: true, meaning: "email" },
      { id: "phone", label: "Phone number", type: "tel", required: false, meaning: "phone" },
      { id: "cv", label: "CV or resume", type: "file", required: true, meaning: "resume" },
      { id: "cover_letter", label: "Cover letter", type: "textarea", required: false, meaning: "cover_letter" },
      { id: "question_196207801", label: "LinkedIn profile", type: "text", required: false },
      {
        id: "question_196207802",
        label: "How did you hear about this job?",
        type: "radio",
        required: false,
        options: ["LinkedIn", "Job board", "Referral", "Other"].map((body) => ({ value: body, label: body })),
      },
    ]);
  });

  it("reports every open question kind, and the required one a profile cannot answer", async () => {
    const form = await formOf(job("canalhouse", "senior-backend-developer-python"));
    const byLabel = Object.fromEntries(form.fields.map((field) => [field.label, field]));
    expect(byLabel["Phone number"]).toMatchObject({ required: true });
    expect(byLabel["Waarom wil je bij Canalhouse werken?"]).toEqual({
      id: "question_3104401",
      label: "Waarom wil je bij Canalhouse werken?",
      type: "textarea",
      required: true,
      description: "We lezen elke motivatie zelf; een paar zinnen is genoeg.",
    });
    expect(form.fields.some((field) => field.id === "question_3104400")).toBe(false);
    expect(byLabel["Ik ga akkoord met de privacyverklaring van Canalhouse."]).toMatchObject({ id: "question_3104406", type: "checkbox", required: true, meaning: "consent" });
    expect(byLabel["Heb je een geldige werkvergunning voor Nederland?"]).toMatchObject({ type: "checkbox", required: true });
    expect(byLabel["Met welke technologieën heb je gewerkt?"]).toMatchObject({ type: "multiselect", required: false, options: expect.arrayContaining([{ value: "FastAPI", label: "FastAPI" }]) });
    expect(byLabel["Per wanneer ben je beschikbaar?"]).toMatchObject({ type: "date", required: false });
    expect(byLabel["Portfolio of codevoorbeeld"]).toMatchObject({ type: "file", required: false });

    // Without an answer to the motivation question nothing is sent: the person must answer it.
    const before = server.submissions.length;
    const outcome = await recruiteeApplier.submit(job("canalhouse", "senior-backend-developer-python"), form, standardAnswers(), files, ctx);
    expect(outcome).toMatchObject({ kind: "needs_you", reason: "questions" });
    expect(outcome.kind === "needs_you" && outcome.detail).toContain("Waarom wil je bij Canalhouse werken?");
    expect(server.submissions.length).toBe(before);
  });

  it("sends an application the API confirms, and keeps proof that matches what Recruitee received", async () => {
    const target = job("canalhouse", "senior-backend-developer-python", "https://canalhouse.recruitee.com/o/senior-backend-developer-python/c/new?source=remotive");
    const form = await formOf(target);
    const answers: FieldAnswer[] = [
      ...standardAnswers(),
      { fieldId: "cover_letter", label: "Cover letter", value: "I build well-tested Python services.", source: "copilot" },
      { fieldId: "question_3104401", label: "Waarom wil je bij Canalhouse werken?", value: "Hypotheken eerlijk maken.", source: "answer_bank" },
      { fieldId: "question_3104402", label: "Heb je een geldige werkvergunning voor Nederland?", value: true, source: "profile" },
      { fieldId: "question_3104403", label: "Met welke technologieën heb je gewerkt?", value: ["Python", "PostgreSQL"], source: "cv" },
      { fieldId: "question_3104404", label: "Per wanneer ben je beschikbaar?", value: "2025-09-01", source: "profile" },
      { fieldId: "question_3104406", label: "Ik ga akkoord met de privacyverklaring van Canalhouse.", value: true, source: "consent" },
    ];
    const before = server.submissions.length;
    const outcome = await recruiteeApplier.submit(target, form, answers, files, ctx);
    if (outcome.kind !== "confirmed") throw new Error(`expected confirmed, got ${JSON.stringify(outcome)}`);

    expect(server.submissions.length).toBe(before + 1);
    const received = server.submissions.at(-1)!;
    expect(received).toMatchObject({ ats: "recruitee", posting: "canalhouse/senior-backend-developer-python", accepted: true });
    expect(received.fields).toEqual({
      "candidate[name]": "Ada Lovelace",
      "candidate[email]": "ada@example.com",
      "candidate[phone]": "+31 6 12345678",
      "candidate[cover_letter]": "I build well-tested Python services.",
      "candidate[open_question_answers_attributes][0][open_question_id]": "3104401",
      "candidate[open_question_answers_attributes][0][content]": "Hypotheken eerlijk maken.",
      "candidate[open_question_answers_attributes][1][open_question_id]": "3104402",
      "candidate[open_question_answers_attributes][1][flag]": "true",
      "candidate[open_question_answers_attributes][2][open_question_id]": "3104403",
      "candidate[open_question_answers_attributes][2][multi_content][]": ["Python", "PostgreSQL"],
      "candidate[open_question_answers_attributes][3][open_question_id]": "3104404",
      "candidate[open_question_answers_attributes][3][content]": "2025-09-01",
      "candidate[open_question_answers_attributes][4][open_question_id]": "3104406",
      "candidate[open_question_answers_attributes][4][flag]": "true",
    });
    expect(received.files).toEqual([{ field: "candidate[cv]", name: "ada-lovelace-cv.pdf", bytes: cvBytes.length, sha256: files.resume.sha256 }]);

    const { proof } = outcome;
    expect(proof.dryRun).toBe(false);
    expect(proof.url).toBe(form.url);
    expect(proof.files).toEqual([{ role: "resume", name: "ada-lovelace-cv.pdf", sha256: received.files[0]!.sha256, bytes: received.files[0]!.bytes }]);
    expect(proof.fields.map(({ fieldId, value }) => [fieldId, value])).toEqual([
      ["name", "Ada Lovelace"],
      ["email", "ada@example.com"],
      ["phone", "+31 6 12345678"],
      ["cv", "ada-lovelace-cv.pdf"],
      ["cover_letter", "I build well-tested Python services."],
      ["question_3104401", "Hypotheken eerlijk maken."],
      ["question_3104402", true],
      ["question_3104403", ["Python", "PostgreSQL"]],
      ["question_3104404", "2025-09-01"],
      ["question_3104406", true],
    ]);
    expect(proof.response?.status).toBe(201);
    expect(proof.response?.body).toMatchObject({ candidate: { id: expect.any(Number), name: "Ada Lovelace", emails: ["ada@example.com"] } });
    expect(proof.page).toBeUndefined();
  });

  it("builds the same application in a dry run and sends nothing", async () => {
    const target = job("maisonclaire", "responsable-crm");
    const form = await formOf(target);
    const before = server.submissions.length;
    const outcome = await recruiteeApplier.submit(target, form, standardAnswers(), files, { ...ctx, dryRun: true });
    expect(outcome.kind).toBe("filled");
    expect(outcome.kind === "filled" && outcome.proof).toMatchObject({ dryRun: true, url: form.url, files: [{ role: "resume", sha256: files.resume.sha256 }] });
    expect(outcome.kind === "filled" && outcome.proof.response).toBeUndefined();
    expect(server.submissions.length).toBe(before);
  });

  it("reports a closed offer as closed, when reading and when sending", async () => {
    expect(await recruiteeApplier.formFor(job("canalhouse", "financial-controller"), ctx)).toMatchObject({ kind: "closed" });
    expect(await recruiteeApplier.formFor(job("canalhouse", "no-such-offer"), ctx)).toMatchObject({ kind: "closed" });
    // A form read while it was open, sent after it closed: Recruitee's 404.
    const form = await formOf(job("canalhouse", "data-engineer"));
    const closedForm = { ...form, url: form.url.replace("data-engineer", "financial-controller") };
    expect(await recruiteeApplier.submit(job("canalhouse", "financial-controller"), closedForm, standardAnswers(), files, ctx)).toMatchObject({ kind: "closed" });
  });

  it("passes on Recruitee's own validation errors as a refusal", async () => {
    const target = job("canalhouse", "data-engineer");
    const form = await formOf(target);
    const before = server.submissions.length;
    const outcome = await recruiteeApplier.submit(target, form, standardAnswers("ada-at-example.com"), files, ctx);
    expect(outcome).toMatchObject({ kind: "refused", errors: [{ fieldId: "email", message: "Email is invalid" }] });
    expect(outcome.kind === "refused" && outcome.proof?.response).toEqual({ status: 422, body: { error: ["Email is invalid"] } });
    expect(server.submissions.slice(before)).toEqual([expect.objectContaining({ accepted: false, posting: "canalhouse/data-engineer" })]);
  });

  it("throws a transient error on a 503 so the engine retries, and succeeds on the next try", async () => {
    const target = job("maisonclaire", "data-analyst-h-f");
    const form = await formOf(target);
    const before = server.submissions.length;
    await expect(recruiteeApplier.submit(target, form, standardAnswers(), files, ctx)).rejects.toBeInstanceOf(TransientApplyError);
    expect(server.submissions.length).toBe(before);
    const retried = await recruiteeApplier.submit(target, form, standardAnswers(), files, ctx);
    expect(retried.kind).toBe("confirmed");
    expect(server.submissions.length).toBe(before + 1);
  });

  it("throws a transient error when Recruitee cannot be reached", async () => {
    const offline = { ...ctx, targets: { recruitee: "http://127.0.0.1:1/replica/recruitee" } };
    await expect(recruiteeApplier.formFor(job("canalhouse", "data-engineer"), offline)).rejects.toBeInstanceOf(TransientApplyError);
  });

  it("the replica also takes Recruitee's JSON body, with a CV by URL but not as base64", async () => {
    const url = `${server.url}/replica/recruitee/maisonclaire/api/offers/responsable-crm/candidates`;
    const post = (candidate: Record<string, unknown>) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ candidate }) });
    const base = { name: "Ada Lovelace", email: "ada@example.com", open_question_answers_attributes: [{ open_question_id: 256341502, content: "Referral" }] };
    const inline = await post({ ...base, cv: "data:application/pdf;base64,JVBERi0=" });
    expect(inline.status).toBe(422);
    expect((await inline.json()).error).toEqual(["Cv must be uploaded as a file (multipart/form-data) or given as remote_cv_url", "Cv can't be blank"]);
    const byUrl = await post({ ...base, remote_cv_url: "https://example.com/ada.pdf" });
    expect(byUrl.status).toBe(201);
    expect(await byUrl.json()).toMatchObject({ candidate: { name: "Ada Lovelace", open_question_answers: [{ open_question_id: 256341502, content: "Referral" }] } });
    expect(server.submissions.at(-1)?.fields).toMatchObject({ "candidate[remote_cv_url]": "https://example.com/ada.pdf", "candidate[open_question_answers_attributes][0][content]": "Referral" });
  });
});
