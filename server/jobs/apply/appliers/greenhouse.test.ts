import { sharedBrowser, type SharedBrowser } from "../browser";
import { replicaTargets } from "../replicas";
import { startFixtureServer, type FixtureServer } from "../../sources/fixture-server";
import { TransientApplyError, type ApplicantFiles, type ApplicationForm, type ApplyContext, type ApplyJob, type FieldAnswer, type FormField } from "../types";
import { pdfFile } from "./test-cv";
import { greenhouseApplier } from "./greenhouse";

let server: FixtureServer;
let browser: SharedBrowser;

beforeAll(async () => {
  server = await startFixtureServer();
  browser = sharedBrowser("/usr/bin/chromium");
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

const context = (overrides: Partial<ApplyContext> = {}): ApplyContext => ({
  targets: replicaTargets(server.url),
  browser: () => browser.get(),
  fetch,
  now: () => new Date("2026-05-04T09:30:00Z"),
  dryRun: false,
  ...overrides,
});

const job = (posting: string, title = "A role"): ApplyJob => ({
  id: `greenhouse:${posting}`,
  title,
  company: "Northwind Labs",
  applyUrl: `https://job-boards.greenhouse.io/${posting.replace("/", "/jobs/")}`,
  description: "",
});

const files: ApplicantFiles = { resume: pdfFile("ada-lovelace-cv.pdf", "Ada Lovelace - Backend engineer, Berlin") };

async function readForm(posting: string): Promise<ApplicationForm> {
  const result = await greenhouseApplier.formFor(job(posting), context());
  if (result.kind !== "form") throw new Error(`expected a form for ${posting}, got ${JSON.stringify(result)}`);
  return result.form;
}

const field = (form: ApplicationForm, id: string) => {
  const found = form.fields.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no field ${id} in ${form.fields.map((item) => item.id).join(", ")}`);
  return found;
};

const SPONSORSHIP = "question_30211846002";

/** The answers of a typical profile to the default form, EEO declined. */
function profileAnswers(form: ApplicationForm, overrides: Record<string, FieldAnswer["value"]> = {}): FieldAnswer[] {
  const values: Record<string, FieldAnswer["value"]> = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.org",
    phone: "+49 30 1234567",
    "candidate-location": "Berlin, Germany",
    resume: { file: "resume" },
    question_30211844002: "https://www.linkedin.com/in/ada-lovelace",
    [SPONSORSHIP]: "No",
    gender: "Decline To Self Identify",
    gdpr_processing_consent_given: true,
    ...overrides,
  };
  return Object.entries(values).map(([fieldId, value]) => ({ fieldId, label: field(form, fieldId).label, value, source: "profile" }));
}

const submissionsFor = (posting: string) => server.submissions.filter((submission) => submission.posting === posting);

describe("greenhouse applier", () => {
  test("recognises Greenhouse links, also as aggregators pass them on, and nothing else", () => {
    const accepts = (applyUrl: string) => greenhouseApplier.canApply({ ...job("northwindlabs/4903312"), applyUrl }, context());
    expect(accepts("https://job-boards.greenhouse.io/northwindlabs/jobs/4903312")).toBe(true);
    expect(accepts("https://boards.greenhouse.io/northwindlabs/jobs/4903312?gh_src=remotive")).toBe(true);
    expect(accepts("https://job-boards.eu.greenhouse.io/imc/jobs/4793783101")).toBe(true);
    expect(accepts("https://boards.greenhouse.io/embed/job_app?for=northwindlabs&token=4903312")).toBe(true);
    expect(accepts("https://job-boards.greenhouse.io/northwindlabs")).toBe(false);
    expect(accepts("https://greenhouse.io.example.com/northwindlabs/jobs/4903312")).toBe(false);
    expect(accepts("https://jobs.lever.co/fjordhealth/1c7f2a52-4b0e-4a8f-9a51-6a2f0c1b7e11")).toBe(false);
    expect(accepts("mailto:jobs@northwindlabs.example")).toBe(false);
  });

  test("reads the default form from the page: labels, types, required flags, options and meanings", async () => {
    const form = await readForm("northwindlabs/4903312");
    expect(form.url).toBe(`${server.url}/replica/greenhouse/northwindlabs/jobs/4903312`);
    expect(form.captcha).toBe("invisible");
    const summary = (item: FormField) => [item.id, item.label, item.type, item.required, item.meaning ?? null];
    expect(form.fields.map(summary)).toEqual([
      ["first_name", "First Name", "text", true, "first_name"],
      ["last_name", "Last Name", "text", true, "last_name"],
      ["email", "Email", "email", true, "email"],
      ["phone", "Phone", "tel", false, "phone"],
      ["candidate-location", "Location (City)", "text", false, "location"],
      ["resume", "Resume/CV", "file", true, "resume"],
      ["cover_letter", "Cover Letter", "file", false, "cover_letter"],
      ["question_30211844002", "LinkedIn Profile", "text", false, null],
      ["question_30211845002", "Website", "text", false, null],
      [SPONSORSHIP, "Will you now or in the future require visa sponsorship to work in the country of this role?", "select", true, null],
      ["gender", "Gender", "select", false, "eeo"],
      ["hispanic_ethnicity", "Are you Hispanic/Latino?", "select", false, "eeo"],
      ["veteran_status", "Veteran Status", "select", false, "eeo"],
      ["disability_status", "Disability Status", "select", false, "eeo"],
      ["gdpr_processing_consent_given", expect.stringMatching(/^I consent to the processing of my personal data/), "checkbox", true, "consent"],
    ]);
    expect(field(form, SPONSORSHIP).options).toEqual([
      { value: "Yes", label: "Yes" },
      { value: "No", label: "No" },
    ]);
    for (const id of ["gender", "hispanic_ethnicity"]) expect(field(form, id).options?.map((option) => option.label)).toContain("Decline To Self Identify");
    expect(field(form, "veteran_status").options?.map((option) => option.label)).toContain("I don't wish to answer");
    expect(field(form, "disability_status").options?.map((option) => option.label)).toContain("I do not want to answer");
  });

  test("sends an application and proves it with the confirmation page, the fields and the CV as the replica received them", async () => {
    const posting = "northwindlabs/4903312";
    const form = await readForm(posting);
    const before = submissionsFor(posting).length;
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form), files, context());
    if (outcome.kind !== "confirmed") throw new Error(`expected confirmed, got ${JSON.stringify(outcome)}`);

    const received = submissionsFor(posting);
    expect(received).toHaveLength(before + 1);
    const submission = received.at(-1)!;
    expect(submission.accepted).toBe(true);
    const { proof } = outcome;
    expect(proof.dryRun).toBe(false);
    expect(proof.url).toBe(`${server.url}/replica/greenhouse/northwindlabs/jobs/4903312/confirmation`);
    expect(proof.page?.html).toContain("Thank you for applying.");
    expect(proof.page?.screenshot.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Every answer in the proof is what the ATS received, the location as the suggestion chosen.
    for (const sent of proof.fields) expect(submission.fields[sent.fieldId]).toEqual(sent.value === true ? "1" : sent.value);
    expect(Object.fromEntries(proof.fields.map((sent) => [sent.fieldId, sent.value]))).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.org",
      phone: "+49 30 1234567",
      "candidate-location": "Berlin, Berlin, Germany",
      question_30211844002: "https://www.linkedin.com/in/ada-lovelace",
      [SPONSORSHIP]: "No",
      gender: "Decline To Self Identify",
      gdpr_processing_consent_given: true,
    });
    expect(proof.files).toEqual([{ role: "resume", name: "ada-lovelace-cv.pdf", sha256: files.resume.sha256, bytes: files.resume.bytes.length }]);
    expect(submission.files).toEqual([{ field: "resume", name: "ada-lovelace-cv.pdf", bytes: files.resume.bytes.length, sha256: files.resume.sha256 }]);
    // Unanswered optional questions stay empty.
    expect(submission.fields.question_30211845002).toBe("");
    expect(submission.fields.hispanic_ethnicity).toBeUndefined();
  });

  test("a dry run fills the form, proves it with a screenshot and sends nothing", async () => {
    const posting = "lumenpay/7021450";
    const form = await readForm(posting);
    const before = server.submissions.length;
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form), files, context({ dryRun: true }));
    if (outcome.kind !== "filled") throw new Error(`expected filled, got ${JSON.stringify(outcome)}`);
    expect(outcome.proof.dryRun).toBe(true);
    expect(outcome.proof.page?.screenshot.length).toBeGreaterThan(1000);
    expect(outcome.proof.page?.html).toContain('id="application-form"');
    expect(outcome.proof.fields.find((sent) => sent.fieldId === "email")?.value).toBe("ada@example.org");
    expect(server.submissions.length).toBe(before);
  });

  test("reports a posting's own required question as a required field", async () => {
    const form = await readForm("northwindlabs/4810231");
    expect(field(form, "question_30211901002")).toEqual({ id: "question_30211901002", label: "Why do you want to work at Northwind Labs?", type: "textarea", required: true });
  });

  test("a posting whose form shows a CAPTCHA is read for its questions, marked visible, and nothing is sent", async () => {
    const posting = "northwindlabs/4925501";
    const visible = await readForm(posting);
    expect(visible.captcha).toBe("visible");
    expect(visible.fields.map((field) => field.meaning)).toEqual(expect.arrayContaining(["first_name", "email", "resume"]));

    const form = await readForm("northwindlabs/4903312");
    const outcome = await greenhouseApplier.submit(job(posting), { ...form, url: form.url.replace("4903312", "4925501") }, profileAnswers(form), files, context());
    expect(outcome).toMatchObject({ kind: "needs_you", reason: "captcha" });
    expect(submissionsFor(posting)).toHaveLength(0);
  });

  test("a CAPTCHA challenge that appears only on sending needs the person, and nothing is sent", async () => {
    const posting = "lumenpay/7019982";
    const form = await readForm(posting);
    expect(form.captcha).toBe("invisible");
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form), files, context());
    expect(outcome).toMatchObject({ kind: "needs_you", reason: "captcha" });
    expect(submissionsFor(posting)).toHaveLength(0);
  });

  test("a form behind an invisible reCAPTCHA is sent, with its multi-choice question and a required location", async () => {
    const posting = "lumenpay/7024020";
    const form = await readForm(posting);
    expect(form.captcha).toBe("invisible");
    expect(field(form, "candidate-location").required).toBe(true);
    const languages = field(form, "question_41876530003");
    expect(languages.type).toBe("multiselect");
    expect(languages.options).toContainEqual({ value: "204417801003", label: "Kotlin" });
    const answers = profileAnswers(form, { "candidate-location": "Lisbon", question_41876530003: ["204417800003", "204417801003"] });
    const outcome = await greenhouseApplier.submit(job(posting), form, answers, files, context());
    expect(outcome.kind).toBe("confirmed");
    const submission = submissionsFor(posting).at(-1)!;
    expect(submission.accepted).toBe(true);
    expect(submission.fields.question_41876530003).toEqual(["204417800003", "204417801003"]);
    expect(submission.fields["candidate-location"]).toBe("Lisbon, Lisbon, Portugal");
    expect(submission.fields["g-recaptcha-response"]).not.toBe("");
  });

  test("a closed posting and an unknown one are closed, as the board says", async () => {
    await expect(greenhouseApplier.formFor(job("northwindlabs/4702931"), context())).resolves.toEqual({ kind: "closed", detail: "The job you are looking for is no longer open." });
    await expect(greenhouseApplier.formFor(job("northwindlabs/1234567"), context())).resolves.toMatchObject({ kind: "closed" });
  });

  test("the form's own validation refuses a malformed email, and the refusal is what the replica recorded", async () => {
    const posting = "lumenpay/7025108";
    const form = await readForm(posting);
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form, { email: "ada-at-example" }), files, context());
    expect(outcome).toMatchObject({ kind: "refused", errors: [{ fieldId: "email", message: "Please enter a valid email address." }] });
    const submission = submissionsFor(posting).at(-1)!;
    expect(submission).toMatchObject({ accepted: false, fields: { email: "ada-at-example" } });
  });

  test("an answer that is not one of the field's options is never sent", async () => {
    const posting = "lumenpay/7009870";
    const form = await readForm(posting);
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form, { [SPONSORSHIP]: "Maybe" }), files, context());
    expect(outcome).toMatchObject({ kind: "needs_you", reason: "questions" });
    expect(submissionsFor(posting)).toHaveLength(0);
  });

  test("a required question left unanswered is the person's to answer, and nothing is sent", async () => {
    const posting = "northwindlabs/4810231";
    const form = await readForm(posting);
    const outcome = await greenhouseApplier.submit(job(posting), form, profileAnswers(form), files, context());
    expect(outcome).toEqual({ kind: "needs_you", reason: "questions", detail: "Unanswered required questions: “Why do you want to work at Northwind Labs?”" });
    expect(submissionsFor(posting)).toHaveLength(0);
  });

  test("the replica refuses by field what the live form refuses, and records the refusal", async () => {
    const body = new FormData();
    body.append("first_name", "Ada");
    body.append("email", "ada@example.org");
    const response = await fetch(`${server.url}/replica/greenhouse/lumenpay/jobs/7004411`, { method: "POST", body });
    expect(response.status).toBe(422);
    const required = "This field is required.";
    expect(await response.json()).toEqual({
      errors: {
        last_name: required,
        resume: required,
        [SPONSORSHIP]: required,
        gdpr_processing_consent_given: required,
        base: "There was an error verifying reCAPTCHA. Please try again.",
      },
    });
    expect(submissionsFor("lumenpay/7004411")).toEqual([expect.objectContaining({ accepted: false, fields: { first_name: "Ada", email: "ada@example.org" } })]);
  });

  test("a page that does not load is worth another try", async () => {
    const unreachable = context({ targets: { greenhouse: "http://127.0.0.1:9" } });
    await expect(greenhouseApplier.formFor(job("northwindlabs/4903312"), unreachable)).rejects.toBeInstanceOf(TransientApplyError);
  });
});
