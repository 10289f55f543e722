import type { ApplicantFiles, ApplyJob, FormField } from "../types";
import { ashbyApplier } from "./ashby";
import { pdfFile } from "./test-cv";
import { answerFor, formOf, replicasForTests } from "./test-replicas";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

const files: ApplicantFiles = { resume: pdfFile("ada-lovelace-cv.pdf", "Ada Lovelace - CV") };
const cvBytes = files.resume.bytes;

const job = (board: string, id: string, title = "A role"): ApplyJob => ({
  id: `ashby:${board}:${id}`,
  title,
  company: board,
  applyUrl: `https://jobs.ashbyhq.com/${board}/${id}`,
  description: "",
});
const DEFAULT_JOB = job("tessellate", "b9c9c8f8-e69d-887d-76c2-a255a2b74c4c", "Software Engineer, Inference");
const CUSTOM_QUESTION_JOB = job("tessellate", "a7137b9c-c10b-ee4e-2494-c162add7af06");
const VISIBLE_CAPTCHA_JOB = job("tessellate", "8829b3f8-4682-21e1-0a11-03a3037a0cbb");
const CLOSED_JOB = job("tessellate", "7a134e38-d59a-a82f-7d5c-0161309f2fc2");
const INVISIBLE_CAPTCHA_JOB = job("brightloop", "c2ddf0a1-4f22-5f0d-61dc-971fa3bdc710");
const PHONE = "3f6a2c1e-8b4d-4c7a-9e21-5d0b7f3a9c14";
const LINKEDIN = "a9e4d2b7-1c3f-4e8a-b6d5-7f2e0c9a1b38";
const SPONSORSHIP = "c5b8e1f4-6a2d-4b9c-8e3f-1d7a0b5c2e96";
const HEARD_FROM = "e2d7f9a3-4b1c-4d6e-a8f5-3c0b9e7d1a52";

const replicas = replicasForTests();

const fieldById = (fields: FormField[], id: string) => fields.find((field) => field.id === id);
const answer = answerFor;
const essentials = (fields: FormField[], email = "ada@example.org") => [
  answer(fields, "_systemfield_name", "Ada Lovelace"),
  answer(fields, "_systemfield_email", email),
  answer(fields, "_systemfield_resume", { file: "resume" }),
];

describe("ashbyApplier", () => {
  test("canApply recognises Ashby posting URLs, from Ashby or an aggregator, and nothing else", () => {
    const accepts = (applyUrl: string) => ashbyApplier.canApply({ ...DEFAULT_JOB, applyUrl }, replicas.ctx);
    expect(accepts("https://jobs.ashbyhq.com/tessellate/b9c9c8f8-e69d-887d-76c2-a255a2b74c4c")).toBe(true);
    expect(accepts("https://jobs.ashbyhq.com/tessellate/b9c9c8f8-e69d-887d-76c2-a255a2b74c4c/application")).toBe(true);
    expect(accepts("https://jobs.ashbyhq.com/brightloop/c2ddf0a1-4f22-5f0d-61dc-971fa3bdc710/application?utm_source=remoteok&ashby_jid=1")).toBe(true);
    expect(accepts("https://jobs.ashbyhq.com/tessellate")).toBe(false);
    expect(accepts("https://ashbyhq.com/tessellate/b9c9c8f8-e69d-887d-76c2-a255a2b74c4c")).toBe(false);
    expect(accepts("https://jobs.lever.co/fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1")).toBe(false);
    expect(accepts("https://job-boards.greenhouse.io/northwindlabs/jobs/4810231")).toBe(false);
    expect(accepts("mailto:jobs@tessellate.ai")).toBe(false);
  });

  test("reads the default form: Ashby's labels, types, required flags, options and meanings", async () => {
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    expect(form.url).toBe(`${replicas.server.url}/replica/ashby/tessellate/b9c9c8f8-e69d-887d-76c2-a255a2b74c4c/application`);
    expect(form.captcha).toBe("none");
    const summary = form.fields.map(({ id, label, type, required, meaning }) => ({ id, label, type, required, meaning }));
    expect(summary).toEqual([
      { id: "_systemfield_name", label: "Name", type: "text", required: true, meaning: "full_name" },
      { id: "_systemfield_email", label: "Email", type: "email", required: true, meaning: "email" },
      { id: PHONE, label: "Phone Number", type: "tel", required: false, meaning: undefined },
      { id: "_systemfield_resume", label: "Resume", type: "file", required: true, meaning: "resume" },
      { id: "_systemfield_location", label: "Location", type: "text", required: false, meaning: "location" },
      { id: LINKEDIN, label: "LinkedIn Profile", type: "text", required: false, meaning: undefined },
      { id: SPONSORSHIP, label: "Will you now or in the future require visa sponsorship to work in this role?", type: "radio", required: false, meaning: undefined },
      { id: HEARD_FROM, label: "How did you hear about us?", type: "radio", required: false, meaning: undefined },
      { id: "_systemfield_eeoc_gender", label: "Gender", type: "radio", required: false, meaning: "eeo" },
      { id: "_systemfield_eeoc_race", label: "Race", type: "radio", required: false, meaning: "eeo" },
      { id: "_systemfield_eeoc_veteran_status", label: "Veteran Status", type: "radio", required: false, meaning: "eeo" },
    ]);
    expect(fieldById(form.fields, SPONSORSHIP)?.options).toEqual([
      { value: "Yes", label: "Yes" },
      { value: "No", label: "No" },
    ]);
    expect(fieldById(form.fields, HEARD_FROM)?.options).toContainEqual({ value: "Friend or colleague", label: "Friend or colleague" });
    expect(fieldById(form.fields, "_systemfield_eeoc_gender")?.options).toContainEqual({ value: "Decline to self-identify", label: "Decline to self-identify" });
  });

  test("sends a confirmed application whose proof matches what Ashby received", async () => {
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    const answers = [
      ...essentials(form.fields),
      answer(form.fields, PHONE, "+44 20 7946 0958"),
      answer(form.fields, LINKEDIN, "https://www.linkedin.com/in/ada-lovelace"),
      answer(form.fields, SPONSORSHIP, "No"),
      answer(form.fields, HEARD_FROM, "Job board"),
      answer(form.fields, "_systemfield_eeoc_gender", "Decline to self-identify"),
    ];
    const before = replicas.server.submissions.length;
    const outcome = await ashbyApplier.submit(DEFAULT_JOB, form, answers, files, replicas.ctx);
    if (outcome.kind !== "confirmed") throw new Error(`expected confirmed, got ${JSON.stringify(outcome)}`);

    expect(replicas.server.submissions).toHaveLength(before + 1);
    const received = replicas.server.submissions.at(-1)!;
    expect(received).toMatchObject({ ats: "ashby", posting: "tessellate/b9c9c8f8-e69d-887d-76c2-a255a2b74c4c", accepted: true });
    // Exactly the answered fields went out; the yes/no toggle is sent as a boolean.
    expect(received.fields).toEqual({
      _systemfield_name: "Ada Lovelace",
      _systemfield_email: "ada@example.org",
      [PHONE]: "+44 20 7946 0958",
      [LINKEDIN]: "https://www.linkedin.com/in/ada-lovelace",
      [SPONSORSHIP]: "false",
      [HEARD_FROM]: "Job board",
      _systemfield_eeoc_gender: "Decline to self-identify",
    });
    expect(received.files).toEqual([{ field: "_systemfield_resume", name: "ada-lovelace-cv.pdf", bytes: cvBytes.length, sha256: files.resume.sha256 }]);

    expect(outcome.proof.fields.map((field) => [field.fieldId, field.value])).toEqual(answers.filter((sent) => typeof sent.value === "string").map((sent) => [sent.fieldId, sent.value]));
    expect(outcome.proof.files).toEqual([{ role: "resume", name: "ada-lovelace-cv.pdf", sha256: files.resume.sha256, bytes: cvBytes.length }]);
    expect(outcome.proof.response).toEqual({ status: 200, body: { data: { submitApplicationFormAction: { applicationFormResult: { __typename: "FormSubmitSuccess" }, messages: null } } } });
    expect(outcome.proof.page?.html).toContain("Thanks for submitting your application!");
    expect(outcome.proof.page?.screenshot.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  test("a dry run fills the form, proves it with a screenshot and sends nothing", async () => {
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    const before = replicas.server.submissions.length;
    const requestsBefore = replicas.server.requests.length;
    const outcome = await ashbyApplier.submit(DEFAULT_JOB, form, [...essentials(form.fields), answer(form.fields, SPONSORSHIP, "Yes")], files, { ...replicas.ctx, dryRun: true });
    if (outcome.kind !== "filled") throw new Error(`expected filled, got ${JSON.stringify(outcome)}`);
    expect(outcome.proof.dryRun).toBe(true);
    expect(outcome.proof.page?.html).toContain('aria-pressed="true">Yes</button>');
    expect(outcome.proof.page?.screenshot.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(replicas.server.submissions).toHaveLength(before);
    expect(replicas.server.requests.slice(requestsBefore).some((request) => request.path.includes("non-user-graphql"))).toBe(false);
  });

  test("reports the employer's required custom question as required", async () => {
    const form = await formOf(ashbyApplier, CUSTOM_QUESTION_JOB, replicas.ctx);
    expect(fieldById(form.fields, "7b1e5c9a-2d4f-4a8b-9c6e-0f3d8a2b5e71")).toEqual({ id: "7b1e5c9a-2d4f-4a8b-9c6e-0f3d8a2b5e71", label: "Why do you want to join Tessellate?", type: "textarea", required: true });
    expect(fieldById(form.fields, "d4a9c2e6-5f1b-4e7d-8a3c-6b0e2f9d4c18")).toMatchObject({ type: "checkbox", required: false, options: expect.arrayContaining([{ value: "JAX", label: "JAX" }]) });
  });

  test("leaving the required question unanswered is refused by Ashby with its own message", async () => {
    const form = await formOf(ashbyApplier, CUSTOM_QUESTION_JOB, replicas.ctx);
    const outcome = await ashbyApplier.submit(CUSTOM_QUESTION_JOB, form, essentials(form.fields), files, replicas.ctx);
    if (outcome.kind !== "refused") throw new Error(`expected refused, got ${JSON.stringify(outcome)}`);
    expect(outcome.errors).toEqual([{ fieldId: "7b1e5c9a-2d4f-4a8b-9c6e-0f3d8a2b5e71", message: "Missing entry for required field: Why do you want to join Tessellate?" }]);
  });

  test("the ATS's validation refuses a malformed email, and the refusal is what Ashby recorded", async () => {
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    const outcome = await ashbyApplier.submit(DEFAULT_JOB, form, essentials(form.fields, "ada-at-example.org"), files, replicas.ctx);
    if (outcome.kind !== "refused") throw new Error(`expected refused, got ${JSON.stringify(outcome)}`);
    expect(outcome.errors).toEqual([{ fieldId: "_systemfield_email", message: "Email: Please enter a valid email address" }]);
    expect(replicas.server.submissions.at(-1)).toMatchObject({ accepted: false, fields: expect.objectContaining({ _systemfield_email: "ada-at-example.org" }) });
  });

  test("a visible CAPTCHA is read for its questions and left to the person; nothing is sent", async () => {
    const before = replicas.server.submissions.length;
    const visible = await formOf(ashbyApplier, VISIBLE_CAPTCHA_JOB, replicas.ctx);
    expect(visible.captcha).toBe("visible");
    expect(visible.fields.map((field) => field.meaning)).toEqual(expect.arrayContaining(["email", "resume"]));
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    await expect(ashbyApplier.submit(VISIBLE_CAPTCHA_JOB, form, essentials(form.fields), files, replicas.ctx)).resolves.toMatchObject({ kind: "needs_you", reason: "captcha" });
    expect(replicas.server.submissions).toHaveLength(before);
  });

  test("an invisible reCAPTCHA needs nothing from the person and the application is confirmed", async () => {
    const form = await formOf(ashbyApplier, INVISIBLE_CAPTCHA_JOB, replicas.ctx);
    expect(form.captcha).toBe("invisible");
    const outcome = await ashbyApplier.submit(INVISIBLE_CAPTCHA_JOB, form, essentials(form.fields), files, replicas.ctx);
    expect(outcome.kind).toBe("confirmed");
    expect(replicas.server.submissions.at(-1)).toMatchObject({ posting: "brightloop/c2ddf0a1-4f22-5f0d-61dc-971fa3bdc710", accepted: true });
  });

  test("a closed posting, or one Ashby does not know, is closed", async () => {
    await expect(ashbyApplier.formFor(CLOSED_JOB, replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
    await expect(ashbyApplier.formFor(job("tessellate", "00000000-0000-0000-0000-000000000000"), replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
    const form = await formOf(ashbyApplier, DEFAULT_JOB, replicas.ctx);
    await expect(ashbyApplier.submit(CLOSED_JOB, form, [], files, replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
  });
});
