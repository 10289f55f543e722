import type { ApplicantFiles, ApplyJob, FormField } from "../types";
import { leverApplier } from "./lever";
import { pdfFile } from "./test-cv";
import { answerFor, formOf, replicasForTests } from "./test-replicas";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

const files: ApplicantFiles = { resume: pdfFile("ada-lovelace-cv.pdf", "Ada Lovelace - CV") };
const cvBytes = files.resume.bytes;

const job = (site: string, id: string, title = "A role"): ApplyJob => ({
  id: `lever:${site}:${id}`,
  title,
  company: site,
  applyUrl: `https://jobs.lever.co/${site}/${id}`,
  description: "",
});
const DEFAULT_JOB = job("fjordhealth", "066076c8-3f37-da56-8f7e-d0e1b7df7ec1", "Clinical Data Analyst");
const CUSTOM_QUESTION_JOB = job("fjordhealth", "51b56812-5a91-9485-8649-b74cbdfdb1a1");
const VISIBLE_CAPTCHA_JOB = job("fjordhealth", "ad3b7c3b-677e-1cfc-7e84-14c92de71d64");
const CLOSED_JOB = job("fjordhealth", "2135958e-2576-11d7-6338-5552256f9d06");
const INVISIBLE_CAPTCHA_JOB = job("kitebase", "b71c3d1e-f8d4-a9db-b1b3-044522030255");

const replicas = replicasForTests();

const fieldById = (fields: FormField[], id: string) => fields.find((field) => field.id === id);
const answer = answerFor;

describe("leverApplier", () => {
  test("canApply recognises Lever posting URLs, from Lever or an aggregator, and nothing else", () => {
    const accepts = (applyUrl: string) => leverApplier.canApply({ ...DEFAULT_JOB, applyUrl }, replicas.ctx);
    expect(accepts("https://jobs.lever.co/fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1")).toBe(true);
    expect(accepts("https://jobs.lever.co/fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1/apply")).toBe(true);
    expect(accepts("https://jobs.lever.co/kitebase/b71c3d1e-f8d4-a9db-b1b3-044522030255?lever-source=remotive&utm_source=remotive.com")).toBe(true);
    expect(accepts("https://jobs.eu.lever.co/kitebase/b71c3d1e-f8d4-a9db-b1b3-044522030255")).toBe(true);
    expect(accepts("https://jobs.lever.co/fjordhealth")).toBe(false);
    expect(accepts("https://lever.co/fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1")).toBe(false);
    expect(accepts("https://job-boards.greenhouse.io/northwindlabs/jobs/4810231")).toBe(false);
    expect(accepts("https://jobs.ashbyhq.com/tessellate/a7137b9c-c10b-ee4e-2494-c162add7af06")).toBe(false);
    expect(accepts("not a url")).toBe(false);
  });

  test("reads the default form: Lever's labels, types, required flags, options and meanings", async () => {
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    expect(form.url).toBe(`${replicas.server.url}/replica/lever/fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1/apply`);
    expect(form.captcha).toBe("none");
    const summary = form.fields.map(({ id, label, type, required, meaning }) => ({ id, label, type, required, meaning }));
    expect(summary).toEqual([
      { id: "resume", label: "Resume/CV", type: "file", required: true, meaning: "resume" },
      { id: "name", label: "Full name", type: "text", required: true, meaning: "full_name" },
      { id: "email", label: "Email", type: "email", required: true, meaning: "email" },
      { id: "phone", label: "Phone", type: "text", required: false, meaning: "phone" },
      { id: "org", label: "Current company", type: "text", required: false, meaning: "current_company" },
      { id: "urls[LinkedIn]", label: "LinkedIn URL", type: "text", required: false, meaning: "linkedin" },
      { id: "urls[GitHub]", label: "GitHub URL", type: "text", required: false, meaning: "github" },
      { id: "urls[Portfolio]", label: "Portfolio URL", type: "text", required: false, meaning: "website" },
      { id: "urls[Other]", label: "Other website", type: "text", required: false, meaning: undefined },
      {
        id: "cards[5f2c1a7e-3b8d-4e61-9a0f-2d7c6b1e8a43][field0]",
        label: "Are you legally authorized to work in the country where this role is based?",
        type: "radio",
        required: false,
        meaning: undefined,
      },
      { id: "cards[5f2c1a7e-3b8d-4e61-9a0f-2d7c6b1e8a43][field1]", label: "How did you hear about this job?", type: "select", required: false, meaning: undefined },
      { id: "comments", label: "Additional information", type: "textarea", required: false, meaning: "cover_letter" },
      { id: "eeo[gender]", label: "Gender", type: "select", required: false, meaning: "eeo" },
      { id: "eeo[race]", label: "Race", type: "select", required: false, meaning: "eeo" },
      { id: "eeo[veteran]", label: "Veteran status", type: "select", required: false, meaning: "eeo" },
      { id: "consent[store]", label: "Store my data for future job opportunities", type: "checkbox", required: false, meaning: "consent" },
    ]);
    expect(fieldById(form.fields, "cards[5f2c1a7e-3b8d-4e61-9a0f-2d7c6b1e8a43][field0]")?.options).toEqual([
      { value: "Yes", label: "Yes" },
      { value: "No", label: "No" },
    ]);
    expect(fieldById(form.fields, "eeo[gender]")?.options).toContainEqual({ value: "Decline to self-identify", label: "Decline to self-identify" });
    expect(fieldById(form.fields, "consent[store]")?.options).toBeUndefined();
  });

  test("sends a confirmed application whose proof matches what Lever received", async () => {
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    const card = "cards[5f2c1a7e-3b8d-4e61-9a0f-2d7c6b1e8a43]";
    const answers = [
      answer(form.fields, "resume", { file: "resume" }),
      answer(form.fields, "name", "Ada Lovelace"),
      answer(form.fields, "email", "ada@example.org"),
      answer(form.fields, "phone", "+353 1 555 0100"),
      answer(form.fields, "urls[LinkedIn]", "https://www.linkedin.com/in/ada-lovelace"),
      answer(form.fields, `${card}[field0]`, "Yes"),
      answer(form.fields, `${card}[field1]`, "Job board"),
      answer(form.fields, "eeo[gender]", "Decline to self-identify"),
      answer(form.fields, "consent[store]", true),
    ];
    const before = replicas.server.submissions.length;
    const outcome = await leverApplier.submit(DEFAULT_JOB, form, answers, files, replicas.ctx);
    if (outcome.kind !== "confirmed") throw new Error(`expected confirmed, got ${JSON.stringify(outcome)}`);

    expect(replicas.server.submissions).toHaveLength(before + 1);
    const received = replicas.server.submissions.at(-1)!;
    expect(received).toMatchObject({ ats: "lever", posting: "fjordhealth/066076c8-3f37-da56-8f7e-d0e1b7df7ec1", accepted: true });
    for (const sent of outcome.proof.fields) expect(received.fields[sent.fieldId]).toBe(sent.value === true ? "true" : sent.value);
    // Unanswered optional fields went empty.
    expect(received.fields.org).toBe("");
    expect(received.fields.comments).toBe("");
    expect(received.fields["eeo[race]"]).toBe("");
    expect(received.files).toEqual([{ field: "resume", name: "ada-lovelace-cv.pdf", bytes: cvBytes.length, sha256: files.resume.sha256 }]);

    expect(outcome.proof.files).toEqual([{ role: "resume", name: "ada-lovelace-cv.pdf", sha256: files.resume.sha256, bytes: cvBytes.length }]);
    expect(outcome.proof.fields).toHaveLength(8);
    expect(outcome.proof.dryRun).toBe(false);
    expect(outcome.proof.page?.html).toContain("Application submitted!");
    expect(outcome.proof.page?.screenshot.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  test("a dry run fills the form, proves it with a screenshot and sends nothing", async () => {
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    const answers = [answer(form.fields, "resume", { file: "resume" }), answer(form.fields, "name", "Ada Lovelace"), answer(form.fields, "email", "ada@example.org")];
    const before = replicas.server.submissions.length;
    const outcome = await leverApplier.submit(DEFAULT_JOB, form, answers, files, { ...replicas.ctx, dryRun: true });
    if (outcome.kind !== "filled") throw new Error(`expected filled, got ${JSON.stringify(outcome)}`);
    expect(outcome.proof.dryRun).toBe(true);
    expect(outcome.proof.fields.map((field) => field.value)).toEqual(["Ada Lovelace", "ada@example.org"]);
    expect(outcome.proof.page?.screenshot.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(replicas.server.submissions).toHaveLength(before);
  });

  test("reports the employer's required custom question as required", async () => {
    const form = await formOf(leverApplier, CUSTOM_QUESTION_JOB, replicas.ctx);
    const card = "cards[9d41e0b2-7c35-4f8a-b6e2-1a0c5d9f3e77]";
    expect(fieldById(form.fields, `${card}[field0]`)).toEqual({ id: `${card}[field0]`, label: "Why do you want to work at Fjord Health?", type: "textarea", required: true });
    expect(fieldById(form.fields, `${card}[field1]`)).toMatchObject({ type: "checkbox", required: false, options: expect.arrayContaining([{ value: "HL7 FHIR", label: "HL7 FHIR" }]) });
  });

  test("the ATS's validation refuses a malformed email, and the refusal is what Lever recorded", async () => {
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    const answers = [answer(form.fields, "resume", { file: "resume" }), answer(form.fields, "name", "Ada Lovelace"), answer(form.fields, "email", "ada-at-example.org")];
    const outcome = await leverApplier.submit(DEFAULT_JOB, form, answers, files, replicas.ctx);
    if (outcome.kind !== "refused") throw new Error(`expected refused, got ${JSON.stringify(outcome)}`);
    expect(outcome.errors).toEqual([{ fieldId: "email", message: "Please enter a valid email address." }]);
    expect(replicas.server.submissions.at(-1)).toMatchObject({ accepted: false, fields: expect.objectContaining({ email: "ada-at-example.org" }) });
  });

  test("a visible CAPTCHA is read for its questions and left to the person; nothing is sent", async () => {
    const before = replicas.server.submissions.length;
    const visible = await formOf(leverApplier, VISIBLE_CAPTCHA_JOB, replicas.ctx);
    expect(visible.captcha).toBe("visible");
    expect(visible.fields.map((field) => field.meaning)).toEqual(expect.arrayContaining(["email", "resume"]));
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    const outcome = await leverApplier.submit(VISIBLE_CAPTCHA_JOB, form, [answer(form.fields, "name", "Ada Lovelace")], files, replicas.ctx);
    expect(outcome).toMatchObject({ kind: "needs_you", reason: "captcha" });
    expect(replicas.server.submissions).toHaveLength(before);
  });

  test("an invisible hCaptcha needs nothing from the person and the application is confirmed", async () => {
    const form = await formOf(leverApplier, INVISIBLE_CAPTCHA_JOB, replicas.ctx);
    expect(form.captcha).toBe("invisible");
    const answers = [answer(form.fields, "resume", { file: "resume" }), answer(form.fields, "name", "Ada Lovelace"), answer(form.fields, "email", "ada@example.org")];
    const outcome = await leverApplier.submit(INVISIBLE_CAPTCHA_JOB, form, answers, files, replicas.ctx);
    expect(outcome.kind).toBe("confirmed");
    expect(replicas.server.submissions.at(-1)).toMatchObject({ posting: "kitebase/b71c3d1e-f8d4-a9db-b1b3-044522030255", accepted: true, fields: expect.objectContaining({ "h-captcha-response": expect.any(String) }) });
  });

  test("a closed posting, or one Lever does not know, is closed", async () => {
    await expect(leverApplier.formFor(CLOSED_JOB, replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
    await expect(leverApplier.formFor(job("fjordhealth", "00000000-0000-0000-0000-000000000000"), replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
    const form = await formOf(leverApplier, DEFAULT_JOB, replicas.ctx);
    await expect(leverApplier.submit(CLOSED_JOB, form, [], files, replicas.ctx)).resolves.toMatchObject({ kind: "closed" });
  });
});
