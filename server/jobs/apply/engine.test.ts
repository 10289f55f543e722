import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { aiUsage, answerBank, applicationEvents, applicationProofs, applications, copilots, coverLetters, resumes } from "../../db/schema";
import { SAMPLE_RESUME } from "../../cv-builder/test/sample-resume";
import { extractCv } from "../../cv/extract";
import { insertJob } from "../../test/job-factory";
import { createTestContext, type TestContext } from "../../test/harness";
import { answerPendingQuestions, applyApplication, type ApplyRuntime } from "./engine";
import type { ApplicationForm, Applier, ApplyJob, FieldAnswer, FormField, SubmitOutcome } from "./types";
import { TransientApplyError } from "./types";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const standardFields: FormField[] = [
  { id: "first_name", label: "First Name", type: "text", required: true, meaning: "first_name" },
  { id: "last_name", label: "Last Name", type: "text", required: true, meaning: "last_name" },
  { id: "email", label: "Email", type: "email", required: true, meaning: "email" },
  { id: "resume", label: "Resume/CV", type: "file", required: true, meaning: "resume" },
];

type Sent = { job: ApplyJob; answers: FieldAnswer[]; resumeSha: string; letterFile?: { name: string; mime: string; bytes: Buffer } };

/** An ATS in memory: the form it shows and what it does when sent, with everything it received. */
function fakeAtsApplier(options: { fields?: FormField[]; captcha?: ApplicationForm["captcha"]; outcome?: (sent: Sent) => SubmitOutcome | Promise<SubmitOutcome> } = {}) {
  const sent: Sent[] = [];
  const applier: Applier = {
    ats: "greenhouse",
    canApply: (job) => job.applyUrl.startsWith("https://jobs.example.com/"),
    formFor: async (job) => ({ kind: "form", form: { url: job.applyUrl, fields: options.fields ?? standardFields, captcha: options.captcha ?? "none" } }),
    submit: async (job, form: ApplicationForm, answers, files, ctx) => {
      const record = { job, answers, resumeSha: createHash("sha256").update(files.resume.bytes).digest("hex"), letterFile: files.coverLetter };
      const proof = {
        url: form.url,
        submittedAt: t.clock.now().toISOString(),
        fields: answers.map((answer) => ({ fieldId: answer.fieldId, label: answer.label, value: typeof answer.value === "object" && !Array.isArray(answer.value) ? files.resume.name : answer.value })),
        files: [{ role: "resume" as const, name: files.resume.name, sha256: record.resumeSha, bytes: files.resume.bytes.length }],
        page: { html: "<h1>Thank you for applying.</h1>", screenshot: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
        dryRun: ctx.dryRun,
      };
      if (ctx.dryRun) return { kind: "filled", proof };
      sent.push(record);
      return options.outcome ? options.outcome(record) : { kind: "confirmed", proof };
    },
  };
  return { applier, sent };
}

const runtime = (applier: Applier): ApplyRuntime => ({
  appliers: [applier],
  context: { targets: {}, browser: () => Promise.reject(new Error("no browser in this test")), fetch, now: () => t.clock.now() },
});

const CV = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A signed-up user with a CV, a copilot and one queued application. */
async function queuedApplication(
  options: { company?: string; language?: string; copilot?: Partial<typeof copilots.$inferInsert>; user?: Awaited<ReturnType<TestContext["signUp"]>> } = {},
) {
  const user = options.user ?? (await t.signUp({ complete: true }));
  const storageKey = `${user.id}/cv-${Math.random().toString(36).slice(2)}.pdf`;
  await t.files.put(storageKey, CV);
  const [resume] = await t.db
    .insert(resumes)
    .values({ userId: user.id, fileName: "Ada Lovelace CV.pdf", mimeType: "application/pdf", sizeBytes: CV.length, sha256: createHash("sha256").update(CV).digest("hex"), storageKey, text: "Engineer", facts: { skills: ["React"], titles: ["Frontend Engineer"] } })
    .returning();
  const [copilot] = await t.db.insert(copilots).values({ userId: user.id, name: "Frontend", status: "active", resumeId: resume!.id, ...options.copilot }).returning();
  const job = await insertJob(t.db, { company: options.company ?? "Acme", language: options.language ?? "en", now: t.clock.now() });
  const [application] = await t.db
    .insert(applications)
    .values({ userId: user.id, copilotId: copilot!.id, jobId: job.id, stage: "queued", score: 80, jobSnapshot: {}, resumeId: resume!.id })
    .returning();
  return { user, resume: resume!, copilot: copilot!, job, application: application! };
}

const stageOf = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!;

describe("applyApplication", () => {
  it("sends an application, marks it applied only with the confirmation, and keeps the proof", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { application, resume, user } = await queuedApplication();
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    const row = await stageOf(application.id);
    expect(row).toMatchObject({ stage: "applied", ats: "greenhouse", blockedReason: null });
    expect(row.submittedAt).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.resumeSha).toBe(resume.sha256);
    expect(Object.fromEntries(sent[0]!.answers.map((answer) => [answer.fieldId, answer.value]))).toMatchObject({ first_name: "Ada", last_name: "Lovelace", email: user.email });
    const [proof] = await t.db.select().from(applicationProofs).where(eq(applicationProofs.applicationId, application.id));
    expect(proof).toMatchObject({ outcome: "confirmed", userId: user.id, files: [{ role: "resume", sha256: resume.sha256, bytes: CV.length }] });
    expect(Buffer.from((await t.files.get(proof!.htmlKey!))!).toString()).toContain("Thank you for applying.");
    // Another claim finds nothing to do: never twice.
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("not_claimed");
    expect(sent).toHaveLength(1);
  });

  it("never sends a form with a visible CAPTCHA, and keeps every answer prepared for the user to copy", async () => {
    const gender: FormField = {
      id: "q_gender",
      label: "Gender",
      type: "select",
      required: false,
      meaning: "eeo",
      options: [
        { value: "1", label: "Female" },
        { value: "2", label: "Male" },
        { value: "3", label: "Decline To Self Identify" },
      ],
    };
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, gender], captcha: "visible" });
    const { application, user } = await queuedApplication();
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("needs_you");
    const row = await stageOf(application.id);
    expect(row).toMatchObject({ stage: "needs_you", blockedReason: "captcha", submittedAt: null, sendStartedAt: null });
    expect(sent).toHaveLength(0);
    expect(row.answers).toMatchObject({
      "First Name": { value: "Ada", source: "profile" },
      Email: { value: user.email, source: "profile" },
      "Resume/CV": { value: "Ada Lovelace CV.pdf", file: true },
      // Choices are kept by the label the user sees on the form, not the ATS's option id.
      Gender: { value: "Decline To Self Identify", source: "declined" },
    });
  });

  it("stops at needs_you with the question it cannot answer, and resumes once the user answers", async () => {
    const why: FormField = { id: "q_why", label: "Why do you want to work at Acme?", type: "textarea", required: true };
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, why] });
    const { application, user } = await queuedApplication();
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("needs_you");
    const waiting = await stageOf(application.id);
    expect(waiting).toMatchObject({ stage: "needs_you", blockedReason: "questions", pendingQuestions: [{ fieldId: "q_why", label: why.label, required: true }] });
    expect(sent).toHaveLength(0);

    expect(await answerPendingQuestions(t.deps, user.id, application.id, [{ fieldId: "q_why", value: "Your product is one I use daily." }])).toEqual({ requeued: true, missing: [] });
    const [banked] = await t.db.select().from(answerBank).where(eq(answerBank.userId, user.id));
    expect(banked).toMatchObject({ question: why.label, answer: "Your product is one I use daily." });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sent[0]!.answers.find((answer) => answer.fieldId === "q_why")).toMatchObject({ value: "Your product is one I use daily.", source: "answer_bank" });
  });

  it("fills a required free-text question about a skill from the CV, with the aiwriter as its source", async () => {
    const experience: FormField = { id: "q_react", label: "Tell us about your experience with React", type: "textarea", required: true };
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields.slice(0, 3), experience, standardFields[3]!] });
    const { application } = await queuedApplication({ company: "Pied Piper" });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    const answers = sent[0]!.answers;
    // In the form's order, between the profile's answers and the CV file.
    expect(answers.map((answer) => answer.fieldId)).toEqual(["first_name", "last_name", "email", "q_react", "resume"]);
    expect(answers.find((answer) => answer.fieldId === "q_react")).toEqual({
      fieldId: "q_react",
      label: experience.label,
      value: "Yes. React is among the skills on my CV.",
      source: "aiwriter",
    });
    expect((await stageOf(application.id)).answers).toMatchObject({ [experience.label]: { value: "Yes. React is among the skills on my CV.", source: "aiwriter" } });
    // Offline answers spend none of the user's AI messages.
    expect(await t.db.select().from(aiUsage).where(eq(aiUsage.userId, application.userId))).toEqual([]);
  });

  it("still stops at needs_you for a motivation question and for a skill the CV lacks, written or not", async () => {
    const why: FormField = { id: "q_why", label: "Why do you want to work at Hooli?", type: "textarea", required: true };
    const rust: FormField = { id: "q_rust", label: "Describe your experience with Rust", type: "textarea", required: true };
    const summary: FormField = { id: "q_about", label: "Tell us about yourself", type: "textarea", required: false };
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, why, rust, summary] });
    const { application } = await queuedApplication({ company: "Hooli XYZ" });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("needs_you");
    expect(await stageOf(application.id)).toMatchObject({
      stage: "needs_you",
      blockedReason: "questions",
      pendingQuestions: [
        { fieldId: "q_why", label: why.label, required: true },
        { fieldId: "q_rust", label: rust.label, required: true },
      ],
    });
    expect(sent).toHaveLength(0);
  });

  it("sends a letter written for the posting from the CV, naming the company and the CV's facts, and keeps it with the application", async () => {
    const letterField: FormField = { id: "cover_letter", label: "Cover letter", type: "textarea", required: false, meaning: "cover_letter" };
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, letterField] });
    const { application, user } = await queuedApplication({ company: "Letterkenny", copilot: { coverLetter: true } });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    const letter = sent[0]!.answers.find((answer) => answer.fieldId === "cover_letter")!.value;
    expect(letter).toBe(
      [
        "Dear Letterkenny hiring team,",
        "I am writing to apply for the position of Frontend Engineer at Letterkenny. My experience includes the role of Frontend Engineer.",
        "Your posting asks for React, which is among the skills listed on my CV.",
        "I would welcome the opportunity to discuss how I could contribute to Letterkenny. Thank you for considering my application.",
        "Yours sincerely,\nAda Lovelace",
      ].join("\n\n"),
    );
    const [stored] = await t.db.select().from(coverLetters).where(eq(coverLetters.applicationId, application.id));
    expect(stored).toMatchObject({ userId: user.id, origin: "copilot", tone: "formal", length: "medium", language: "en", company: "Letterkenny", engine: "offline" });
    expect(stored!.facts).toEqual([
      { kind: "cv_title", ref: "Frontend Engineer" },
      { kind: "cv_skill", ref: "React" },
    ]);
    expect((await stageOf(application.id)).coverLetter).toBe(letter);
    // Part of applying: neither one of the month's letters nor an AI message.
    expect((await t.call("GET", "/cover-letters/usage", { token: user.token })).body.data).toMatchObject({ used: 0 });
    expect(await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id))).toEqual([]);
  });

  it("writes the letter in the posting's language when it is one of the seven, and sends the same one after a retry", async () => {
    const letterField: FormField = { id: "cover_letter", label: "Anschreiben", type: "textarea", required: false, meaning: "cover_letter" };
    let attempts = 0;
    const { applier, sent } = fakeAtsApplier({
      fields: [...standardFields, letterField],
      outcome: (record) => {
        attempts += 1;
        if (attempts === 1) throw new TransientApplyError("the form timed out");
        return { kind: "confirmed", proof: { url: record.job.applyUrl, submittedAt: t.clock.now().toISOString(), fields: [], files: [], dryRun: false } };
      },
    });
    const { application } = await queuedApplication({ company: "Hansa Digital", language: "de", copilot: { coverLetter: true } });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("retry");
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    const letters = sent.map((record) => record.answers.find((answer) => answer.fieldId === "cover_letter")!.value as string);
    expect(letters).toHaveLength(2);
    expect(letters[1]).toBe(letters[0]);
    expect(letters[0]).toMatch(/^Sehr geehrte Damen und Herren,\n\nhiermit bewerbe ich mich um die Stelle als Frontend Engineer bei Hansa Digital\./);
    expect(await t.db.select().from(coverLetters).where(eq(coverLetters.applicationId, application.id))).toHaveLength(1);
  });

  it("sends no more a day than the plan allows, and waits for tomorrow instead of failing", async () => {
    const { applier, sent } = fakeAtsApplier();
    const first = await queuedApplication({ copilot: { dailyLimit: 1 } });
    const second = await queuedApplication({ user: first.user, company: "Globex", copilot: { dailyLimit: 1 } });
    expect(await applyApplication(t.deps, runtime(applier), first.application.id)).toBe("applied");
    expect(await applyApplication(t.deps, runtime(applier), second.application.id)).toBe("deferred");
    expect(await stageOf(second.application.id)).toMatchObject({ stage: "queued", applyAttempts: 0, sendStartedAt: null });
    expect(sent).toHaveLength(1);
    t.clock.advance(86_400_000);
    expect(await applyApplication(t.deps, runtime(applier), second.application.id)).toBe("applied");
  });

  it("holds the per-company cap across copilots", async () => {
    const { applier, sent } = fakeAtsApplier();
    const first = await queuedApplication({ company: "Initech", copilot: { companyCapCount: 1, dailyLimit: 20 } });
    const second = await queuedApplication({ user: first.user, company: "Initech", copilot: { companyCapCount: 1, dailyLimit: 20 } });
    expect(await applyApplication(t.deps, runtime(applier), first.application.id)).toBe("applied");
    expect(await applyApplication(t.deps, runtime(applier), second.application.id)).toBe("skipped");
    expect(await stageOf(second.application.id)).toMatchObject({ stage: "skipped", exitReason: "company_cap" });
    expect(sent).toHaveLength(1);
  });

  it("retries a passing failure and gives up after three tries, with the reason", async () => {
    const flaky: Applier = { ...fakeAtsApplier().applier, formFor: async () => Promise.reject(new TransientApplyError("the page did not load")) };
    const { application } = await queuedApplication({ company: "Umbrella" });
    expect(await applyApplication(t.deps, runtime(flaky), application.id)).toBe("retry");
    expect(await stageOf(application.id)).toMatchObject({ stage: "queued", applyAttempts: 1 });
    expect(await applyApplication(t.deps, runtime(flaky), application.id)).toBe("retry");
    expect(await applyApplication(t.deps, runtime(flaky), application.id)).toBe("failed");
    expect((await stageOf(application.id)).exitReason).toContain("the page did not load");
  });

  it("never sends again after a worker died while sending: the user is asked instead", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { application } = await queuedApplication({ company: "Hooli" });
    // A worker claimed it and started sending, then vanished: its claim runs out.
    await t.db
      .update(applications)
      .set({ stage: "applying", sendStartedAt: t.clock.now(), applyClaimedUntil: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(applications.id, application.id));
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("needs_you");
    expect(await stageOf(application.id)).toMatchObject({ stage: "needs_you", blockedReason: "maybe_sent" });
    expect(sent).toHaveLength(0);
  });

  it("fills but sends nothing in dry run, and keeps what would have been sent", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { application } = await queuedApplication({ company: "Vandelay", copilot: { dryRun: true } });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("needs_you");
    const row = await stageOf(application.id);
    expect(row).toMatchObject({ stage: "needs_you", blockedReason: "dry_run", submittedAt: null });
    expect(sent).toHaveLength(0);
    const [proof] = await t.db.select().from(applicationProofs).where(eq(applicationProofs.applicationId, application.id));
    expect(proof).toMatchObject({ outcome: "filled" });
  });

  it("never calls an unconfirmed send applied, and a posting no applier knows waits for the user", async () => {
    const { applier } = fakeAtsApplier({ outcome: () => ({ kind: "unconfirmed", detail: "no confirmation page within 30 s" }) });
    const { application } = await queuedApplication({ company: "Soylent" });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("failed");
    expect(await stageOf(application.id)).toMatchObject({ stage: "failed", exitReason: "unconfirmed", submittedAt: null });

    const other = await queuedApplication({ company: "Tyrell" });
    await t.db.update(applications).set({ jobId: (await insertJob(t.db, { applyUrl: "https://careers.tyrell.example/apply/1" })).id }).where(eq(applications.id, other.application.id));
    expect(await applyApplication(t.deps, runtime(applier), other.application.id)).toBe("needs_you");
    expect(await stageOf(other.application.id)).toMatchObject({ blockedReason: "unknown_form" });
    const events = await t.db.select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, other.application.id), eq(applicationEvents.kind, "apply")));
    expect(events.map((event) => [event.fromStage, event.toStage])).toEqual([
      ["queued", "applying"],
      ["applying", "needs_you"],
    ]);
  });
});

describe("a paused copilot", () => {
  it("sends nothing until it runs again", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { application, copilot } = await queuedApplication({ company: "Paused Inc" });
    await t.db.update(copilots).set({ status: "paused" }).where(eq(copilots.id, copilot.id));
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("not_claimed");
    expect(await stageOf(application.id)).toMatchObject({ stage: "queued" });
    await t.db.update(copilots).set({ status: "active" }).where(eq(copilots.id, copilot.id));
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sent).toHaveLength(1);
  });
});

describe("a deleted copilot", () => {
  it("sends nothing more: what it had waiting in line is withdrawn", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { application, copilot, user } = await queuedApplication({ company: "Deleted Co", copilot: { dryRun: true } });
    const res = await t.call("DELETE", `/copilots/${copilot.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(await stageOf(application.id)).toMatchObject({ stage: "withdrawn", copilotId: null });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("not_claimed");
    expect(sent).toHaveLength(0);
  });
});

describe("a CV made in the CV builder", () => {
  type Session = Awaited<ReturnType<TestContext["signUp"]>>;

  /** A user whose copilot sends the CV made from a builder document, with one application queued. */
  async function builtCvApplication(company: string) {
    const user = await t.signUp({ complete: true });
    const created = await t.call("POST", "/cv-documents", { token: user.token, body: { name: "Hendriks", source: { kind: "json_resume", document: SAMPLE_RESUME } } });
    const made = await t.call("POST", `/cv-documents/${created.body.data.id}/resume`, { token: user.token });
    expect(made.status).toBe(201);
    const [copilot] = await t.db.insert(copilots).values({ userId: user.id, name: "Builder", status: "active", resumeId: made.body.data.id }).returning();
    const job = await insertJob(t.db, { company, now: t.clock.now() });
    const [application] = await t.db
      .insert(applications)
      .values({ userId: user.id, copilotId: copilot!.id, jobId: job.id, stage: "queued", score: 80, jobSnapshot: {}, resumeId: made.body.data.id })
      .returning();
    return { user, document: created.body.data, resumeId: made.body.data.id as string, application: application! };
  }

  async function saveWithTerraform(user: Session, document: { id: string; version: number; document: typeof SAMPLE_RESUME }) {
    const changed = structuredClone(document.document);
    changed.skills = [...(changed.skills ?? []), { name: "Cloud", keywords: ["Terraform"] }];
    const res = await t.call("PUT", `/cv-documents/${document.id}`, { token: user.token, body: { document: changed, expected_version: document.version } });
    expect(res.status).toBe(200);
  }

  const terraform: FormField = { id: "q_terraform", label: "Tell us about your experience with Terraform", type: "textarea", required: true };
  const resumeRow = async (id: string) => (await t.db.select().from(resumes).where(eq(resumes.id, id)))[0]!;

  it("goes out as the latest saved version: the CV is made again first, and the answers come from its new facts", async () => {
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, terraform] });
    const { user, document, resumeId, application } = await builtCvApplication("Raviga");
    const before = await resumeRow(resumeId);
    await saveWithTerraform(user, document);

    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    const after = await resumeRow(resumeId);
    expect(after).toMatchObject({ id: resumeId, cvDocumentId: document.id, cvDocumentVersion: 2 });
    expect(after.sha256).not.toBe(before.sha256);
    expect(sent[0]!.resumeSha).toBe(after.sha256);
    expect(sent[0]!.answers.find((answer) => answer.fieldId === "q_terraform")).toMatchObject({ value: "Yes. Terraform is among the skills on my CV.", source: "aiwriter" });
    expect(await t.files.get(before.storageKey)).toBeNull();
  });

  it("goes out as it is when no newer version was saved", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { resumeId, application } = await builtCvApplication("Bachmanity");
    const before = await resumeRow(resumeId);
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(await resumeRow(resumeId)).toEqual(before);
    expect(sent[0]!.resumeSha).toBe(before.sha256);
  });

  it("still goes out once its document is deleted, as the file last made", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { user, document, resumeId, application } = await builtCvApplication("Endframe");
    expect((await t.call("DELETE", `/cv-documents/${document.id}`, { token: user.token })).status).toBe(200);
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sent[0]!.resumeSha).toBe((await resumeRow(resumeId)).sha256);
    expect((await resumeRow(resumeId)).cvDocumentId).toBeNull();
  });
});

describe("a letter the user wrote in the builder for the application", () => {
  const letterField: FormField = { id: "cover_letter", label: "Cover letter", type: "textarea", required: false, meaning: "cover_letter" };
  type Session = Awaited<ReturnType<TestContext["signUp"]>>;

  async function writeFor(user: Session, body: Record<string, unknown>) {
    const res = await t.call("POST", "/cover-letters", { token: user.token, body });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; paragraphs: string[] };
  }

  const sentLetter = (sent: { answers: FieldAnswer[] }[]) => sent[0]!.answers.find((answer) => answer.fieldId === "cover_letter")?.value;
  const copilotLetters = (applicationId: string) =>
    t.db.select().from(coverLetters).where(and(eq(coverLetters.applicationId, applicationId), eq(coverLetters.origin, "copilot")));

  it("goes with it as the user last edited it, even with the copilot's letters switched off", async () => {
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, letterField] });
    const { application, user } = await queuedApplication({ company: "Aviato", copilot: { coverLetter: false } });
    const letter = await writeFor(user, { job: { source: "application", application_id: application.id }, tone: "warm" });
    const edited = [letter.paragraphs[0]!, "I have followed Aviato since its first release and would love to help build what comes next.", letter.paragraphs.at(-1)!];
    expect((await t.call("PATCH", `/cover-letters/${letter.id}`, { token: user.token, body: { paragraphs: edited } })).status).toBe(200);

    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sentLetter(sent)).toBe(edited.join("\n\n"));
    expect((await stageOf(application.id)).coverLetter).toBe(edited.join("\n\n"));
    expect(await copilotLetters(application.id)).toEqual([]);
    // As a file, the same letter: a PDF named after the company, that reads back with the user's own words.
    const file = sent[0]!.letterFile!;
    expect(file).toMatchObject({ mime: "application/pdf", name: expect.stringMatching(/Aviato.*\.pdf$/) });
    expect((await extractCv(new Uint8Array(file.bytes))).text.replace(/\s+/g, " ")).toContain("I have followed Aviato since its first release");
  });

  it("is the newest one written for it, and the copilot writes none of its own", async () => {
    const { applier, sent } = fakeAtsApplier({ fields: [...standardFields, letterField] });
    const { application, user } = await queuedApplication({ company: "Nucleus", copilot: { coverLetter: true } });
    await writeFor(user, { job: { source: "application", application_id: application.id }, tone: "formal" });
    t.clock.advance(60_000);
    const newest = await writeFor(user, { job: { source: "application", application_id: application.id }, tone: "concise", language: "de" });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sentLetter(sent)).toBe(newest.paragraphs.join("\n\n"));
    expect(await copilotLetters(application.id)).toEqual([]);
  });

  it("only when written for this application: otherwise the copilot writes one when switched on, and sends none when off", async () => {
    const on = fakeAtsApplier({ fields: [...standardFields, letterField] });
    const first = await queuedApplication({ company: "Gilfoyle Systems", copilot: { coverLetter: true } });
    // A letter for pasted text, and one for another application, are not this application's.
    const pasted = await writeFor(first.user, { job: { source: "text", title: "Frontend Engineer", company: "Gilfoyle Systems", text: "We build with React." } });
    const other = await queuedApplication({ user: first.user, company: "Dinesh Labs", copilot: { coverLetter: true } });
    const elsewhere = await writeFor(first.user, { job: { source: "application", application_id: other.application.id } });
    for (const [letter, words] of [[pasted, "A letter for pasted text."], [elsewhere, "A letter for another application."]] as const) {
      expect((await t.call("PATCH", `/cover-letters/${letter.id}`, { token: first.user.token, body: { paragraphs: [words] } })).status).toBe(200);
    }
    expect(await applyApplication(t.deps, runtime(on.applier), first.application.id)).toBe("applied");
    const [written] = await copilotLetters(first.application.id);
    expect(written).toBeDefined();
    expect(sentLetter(on.sent)).toBe(written!.paragraphs.map((paragraph) => paragraph.text).join("\n\n"));
    expect(sentLetter(on.sent)).toMatch(/^Dear Gilfoyle Systems hiring team,/);

    const off = fakeAtsApplier({ fields: [...standardFields, letterField] });
    const third = await queuedApplication({ company: "Hendricks & Co", copilot: { coverLetter: false } });
    expect(await applyApplication(t.deps, runtime(off.applier), third.application.id)).toBe("applied");
    expect(sentLetter(off.sent)).toBeUndefined();
    expect(await copilotLetters(third.application.id)).toEqual([]);
  });
});

describe("Elite's per-job tailoring", () => {
  const POSTING = "Our video team needs GIF and Mpeg compression, and JavaScript for the player.";

  /** A user whose copilot sends a CV made in the builder, the tailoring switch as given, one application queued for a video posting. */
  async function tailoringApplication(options: { plan: "elite" | null; tailorCv: boolean; ownCv?: boolean }) {
    const user = await t.signUp({ complete: true });
    if (options.plan) expect((await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: options.plan, period: "monthly" } })).status).toBe(201);
    const created = await t.call("POST", "/cv-documents", { token: user.token, body: { name: "Hendriks", source: { kind: "json_resume", document: SAMPLE_RESUME } } });
    const made = await t.call("POST", `/cv-documents/${created.body.data.id}/resume`, { token: user.token });
    const resumeId = made.body.data.id as string;
    const [copilot] = await t.db.insert(copilots).values({ userId: user.id, name: "Video", status: "active", resumeId, tailorCv: options.tailorCv }).returning();
    const job = await insertJob(t.db, { company: "Pied Piper", title: "Video Engineer", descriptionText: POSTING, now: t.clock.now() });
    const [application] = await t.db
      .insert(applications)
      .values({ userId: user.id, copilotId: copilot!.id, jobId: job.id, stage: "queued", score: 80, jobSnapshot: {}, resumeId: options.ownCv ? resumeId : null })
      .returning();
    const [resume] = await t.db.select().from(resumes).where(eq(resumes.id, resumeId));
    return { user, resume: resume!, application: application! };
  }

  it("sends a CV tailored to the job, keeps it and its changes with the application, and sends the same file again", async () => {
    const { applier, sent } = fakeAtsApplier();
    const { user, resume, application } = await tailoringApplication({ plan: "elite", tailorCv: true });
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");

    const row = await stageOf(application.id);
    expect(row.tailoredCv).toMatchObject({ file_name: resume.fileName, engine: "offline" });
    expect(row.tailoredCv!.changes.length).toBeGreaterThan(0);
    expect(row.tailoredCv!.keywords.matched).toEqual(expect.arrayContaining(["JavaScript"]));
    expect(sent[0]!.resumeSha).toBe(row.tailoredCv!.sha256);
    expect(sent[0]!.resumeSha).not.toBe(resume.sha256);
    const proof = (await t.db.select().from(applicationProofs).where(eq(applicationProofs.applicationId, application.id)))[0]!;
    expect(proof.files).toEqual([expect.objectContaining({ role: "resume", sha256: row.tailoredCv!.sha256 })]);
    const events = await t.db.select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, application.id), eq(applicationEvents.kind, "cv_tailored")));
    expect(events).toHaveLength(1);

    // The tracker shows the changes and offers the very file that was sent, never where it is stored.
    const detail = await t.call("GET", `/applications/${application.id}`, { token: user.token });
    expect(detail.body.data.tailored_cv).toMatchObject({ file_name: resume.fileName, sha256: row.tailoredCv!.sha256, changes: row.tailoredCv!.changes });
    expect(detail.body.data.tailored_cv).not.toHaveProperty("storage_key");
    const file = await t.app.request(`/api/v1/applications/${application.id}/tailored-cv`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(createHash("sha256").update(Buffer.from(await file.arrayBuffer())).digest("hex")).toBe(row.tailoredCv!.sha256);
    const stranger = await t.signUp();
    expect((await t.call("GET", `/applications/${application.id}/tailored-cv`, { token: stranger.token })).status).toBe(404);

    // A retry (or the user finishing by hand) gets the file kept, not a new one.
    const again = await t.deps.services.tailoredCvFor(t.deps, row, resume, { title: "Video Engineer", company: "Pied Piper", description: "Something else entirely." });
    expect(again?.sha256).toBe(row.tailoredCv!.sha256);
  });

  it.each([
    ["the switch is off", { plan: "elite" as const, tailorCv: false }],
    ["the plan no longer includes it", { plan: null, tailorCv: true }],
    ["the user chose this application's CV", { plan: "elite" as const, tailorCv: true, ownCv: true }],
  ])("sends the CV as it is when %s", async (_, options) => {
    const { applier, sent } = fakeAtsApplier();
    const { resume, application } = await tailoringApplication(options);
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sent[0]!.resumeSha).toBe(resume.sha256);
    expect((await stageOf(application.id)).tailoredCv).toBeNull();
  });

  it("sends an uploaded CV as it is: there is no document to tailor from", async () => {
    const { applier, sent } = fakeAtsApplier();
    const user = await t.signUp({ complete: true });
    await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "elite", period: "monthly" } });
    const { resume, application } = await queuedApplication({ user, copilot: { tailorCv: true } });
    await t.db.update(applications).set({ resumeId: null }).where(eq(applications.id, application.id));
    expect(await applyApplication(t.deps, runtime(applier), application.id)).toBe("applied");
    expect(sent[0]!.resumeSha).toBe(resume.sha256);
  });
});
