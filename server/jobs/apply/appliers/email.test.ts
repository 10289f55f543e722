import { startFixtureServer, type FixtureServer } from "../../sources/fixture-server";
import { replicaTargets } from "../replicas";
import { TransientApplyError, type ApplicantFiles, type ApplyContext, type ApplyJob, type FieldAnswer } from "../types";
import { applicationAddressInText, emailApplier } from "./email";
import { pdfFile } from "./test-cv";

type SendMail = NonNullable<ApplyContext["sendMail"]>;
type SentMail = Parameters<SendMail>[0];

const files: ApplicantFiles = { resume: pdfFile("grace-hopper-cv.pdf", "Grace Hopper - CV") };

const posting = (applyUrl: string, description = ""): ApplyJob => ({ id: "mail-1", title: "Backend Engineer", company: "Atelier Nord", applyUrl, description });

const answers: FieldAnswer[] = [
  { fieldId: "full_name", label: "Full name", value: "Grace Hopper", source: "profile" },
  { fieldId: "email", label: "Your email address", value: "grace@example.com", source: "profile" },
  { fieldId: "phone", label: "Phone number", value: "+49 30 1234567", source: "profile" },
  { fieldId: "resume", label: "CV", value: { file: "resume" }, source: "profile" },
  { fieldId: "cover_letter", label: "Message", value: "Dear Atelier Nord,\nI would like to join your backend team.", source: "copilot" },
];

let server: FixtureServer;
let ctx: ApplyContext;

beforeAll(async () => {
  server = await startFixtureServer();
  ctx = { targets: replicaTargets(server.url), browser: () => Promise.reject(new Error("mail needs no browser")), fetch, now: () => new Date(), dryRun: false };
});
afterAll(() => server.close());

/** A stand-in for the mail adapter that keeps what it was given and answers like an SMTP server. */
function fakeMailer(reply: { accepted: boolean; response: string } | Error) {
  const sent: SentMail[] = [];
  const sendMail: SendMail = async (mail) => {
    sent.push(mail);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { sent, sendMail };
}

async function formFor(job: ApplyJob, context: ApplyContext) {
  const result = await emailApplier.formFor(job, context);
  if (result.kind !== "form") throw new Error(`expected a form, got ${JSON.stringify(result)}`);
  return result.form;
}

describe("email applier", () => {
  it("applies to mailto: links with one address, and to postings that ask for a mail to one address", () => {
    const accepts = (applyUrl: string, description = "") => emailApplier.canApply(posting(applyUrl, description), ctx);
    expect(accepts("mailto:jobs@ateliernord.example")).toBe(true);
    expect(accepts("mailto:jobs%40ateliernord.example?subject=Backend%20Engineer")).toBe(true);
    expect(accepts("mailto:jobs@ateliernord.example,hr@ateliernord.example")).toBe(false);
    expect(accepts("mailto:")).toBe(false);
    expect(accepts("https://www.arbeitnow.com/jobs/companies/atelier-nord/backend-123", "<p>Please send your CV to <a href=\"mailto:jobs@ateliernord.example\">jobs@ateliernord.example</a>.</p>")).toBe(true);
    expect(accepts("https://ateliernord.example/careers/backend", "Schicken Sie Ihre Bewerbungsunterlagen per E-Mail an karriere&#64;ateliernord.example")).toBe(true);
    // A known ATS link is applied to there, whatever the text says.
    expect(accepts("https://canalhouse.recruitee.com/o/data-engineer", "Send your CV to jobs@canalhouse.example")).toBe(false);
    expect(accepts("https://jobs.lever.co/kitebase/123", "Send your CV to jobs@kitebase.example")).toBe(false);
  });

  it("is conservative about addresses in a posting's text", () => {
    expect(applicationAddressInText("Send your application to jobs@acme.example.")).toBe("jobs@acme.example");
    expect(applicationAddressInText("Stuur je cv en motivatie naar werken@bakkerij.example")).toBe("werken@bakkerij.example");
    expect(applicationAddressInText("Envoyez votre candidature à recrutement@maison.example")).toBe("recrutement@maison.example");
    // Two different addresses: which one is for applications is the person's call.
    expect(applicationAddressInText("Send your CV to jobs@acme.example. Privacy questions: privacy@acme.example")).toBeNull();
    // The same address twice is still one address.
    expect(applicationAddressInText("Apply by email: jobs@acme.example (jobs@acme.example)")).toBe("jobs@acme.example");
    // An address that is there, but not for applications.
    expect(applicationAddressInText("Questions about the role? Write to anna@acme.example")).toBeNull();
    expect(applicationAddressInText("Send your CV to no-reply@acme.example")).toBeNull();
    expect(applicationAddressInText("Apply on our website. We never ask for payment.")).toBeNull();
  });

  it("mails the application with the CV attached, and confirms on the mail server's acceptance", async () => {
    const job = posting("mailto:jobs@ateliernord.example?subject=Ref%2042");
    const form = await formFor(job, { ...ctx, sendMail: fakeMailer({ accepted: true, response: "" }).sendMail });
    expect(form.url).toBe("mailto:jobs@ateliernord.example");
    expect(form.fields.map((field) => [field.id, field.type, field.required, field.meaning])).toEqual([
      ["full_name", "text", true, "full_name"],
      ["email", "email", true, "email"],
      ["phone", "tel", false, "phone"],
      ["resume", "file", true, "resume"],
      ["cover_letter", "textarea", false, "cover_letter"],
    ]);

    const mailer = fakeMailer({ accepted: true, response: "250 2.0.0 Ok: queued as 4F2A1C" });
    const outcome = await emailApplier.submit(job, form, answers, files, { ...ctx, sendMail: mailer.sendMail });
    if (outcome.kind !== "confirmed") throw new Error(`expected confirmed, got ${JSON.stringify(outcome)}`);

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: "jobs@ateliernord.example", replyTo: "grace@example.com", subject: "Application: Backend Engineer — Grace Hopper" });
    expect(mail!.text).toBe("Dear Atelier Nord,\nI would like to join your backend team.\n\nGrace Hopper\ngrace@example.com\n+49 30 1234567");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ name: "grace-hopper-cv.pdf", mime: "application/pdf", sha256: files.resume.sha256 });
    expect(mail!.attachments[0]!.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    expect(outcome.proof.response).toEqual({ status: 250, body: "250 2.0.0 Ok: queued as 4F2A1C" });
    expect(outcome.proof.files).toEqual([{ role: "resume", name: "grace-hopper-cv.pdf", sha256: files.resume.sha256, bytes: files.resume.bytes.length }]);
    expect(outcome.proof.fields).toEqual(
      expect.arrayContaining([
        { fieldId: "mail_to", label: "To", value: "jobs@ateliernord.example" },
        { fieldId: "mail_subject", label: "Subject", value: mail!.subject },
        { fieldId: "mail_text", label: "Text", value: mail!.text },
        expect.objectContaining({ fieldId: "resume", value: "grace-hopper-cv.pdf" }),
      ]),
    );
    expect(server.submissions).toHaveLength(0);
  });

  it("builds the mail in a dry run without sending it, even with no mail server", async () => {
    const job = posting("mailto:jobs@ateliernord.example");
    const dryRun = { ...ctx, dryRun: true };
    const outcome = await emailApplier.submit(job, await formFor(job, dryRun), answers, files, dryRun);
    expect(outcome).toMatchObject({ kind: "filled", proof: { dryRun: true, url: "mailto:jobs@ateliernord.example" } });
    expect(outcome.kind === "filled" && outcome.proof.response).toBeUndefined();
  });

  it("reports a mail the server refused as refused", async () => {
    const job = posting("mailto:jobs@ateliernord.example");
    const mailer = fakeMailer({ accepted: false, response: "550 5.1.1 <jobs@ateliernord.example>: Recipient address rejected: User unknown" });
    const outcome = await emailApplier.submit(job, await formFor(job, { ...ctx, sendMail: mailer.sendMail }), answers, files, { ...ctx, sendMail: mailer.sendMail });
    expect(outcome).toMatchObject({ kind: "refused", errors: [{ message: expect.stringContaining("User unknown") }], proof: { response: { status: 550 } } });
  });

  it("throws a transient error when no mail server answered", async () => {
    const job = posting("mailto:jobs@ateliernord.example");
    const mailer = fakeMailer(new Error("connect ECONNREFUSED 127.0.0.1:25"));
    const context = { ...ctx, sendMail: mailer.sendMail };
    await expect(emailApplier.submit(job, await formFor(job, context), answers, files, context)).rejects.toBeInstanceOf(TransientApplyError);
  });

  it("hands the application to the person when no mail server is configured", async () => {
    const job = posting("mailto:jobs@ateliernord.example");
    expect(await emailApplier.formFor(job, ctx)).toMatchObject({ kind: "needs_you", reason: "unknown_form", url: "mailto:jobs@ateliernord.example" });
    const form = await formFor(job, { ...ctx, dryRun: true });
    expect(await emailApplier.submit(job, form, answers, files, ctx)).toMatchObject({ kind: "needs_you", reason: "unknown_form" });
  });

  it("sends nothing when the CV or the applicant's address is missing", async () => {
    const job = posting("mailto:jobs@ateliernord.example");
    const mailer = fakeMailer({ accepted: true, response: "250 Ok" });
    const context = { ...ctx, sendMail: mailer.sendMail };
    const withoutCv = answers.filter((answer) => answer.fieldId !== "resume");
    expect(await emailApplier.submit(job, await formFor(job, context), withoutCv, files, context)).toMatchObject({ kind: "needs_you", reason: "questions" });
    expect(mailer.sent).toHaveLength(0);
  });
});
