import { createHash } from "node:crypto";
import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getCountryCallingCode } from "libphonenumber-js/min";
import { isCountryCode } from "@/lib/contracts/countries";
import type { AppDeps } from "../../deps";
import { answerBank, applicationEvents, applicationProofs, applications, copilots, jobs, profileDetails, profileExtra, resumes, users } from "../../db/schema";
import { publishUserEvent } from "../../core/user-events";
import type { JobQueue } from "../queue";
import { applicationEventTime } from "../../db/toolkit";
import { requireFileStore } from "../../storage/files";
import { factsOf } from "../match/facts";
import { writeMissingAnswers } from "../../ai/writer/form-answers";
import { applicationLetter, applicationLetterPdf, builderLetterFor } from "../../ai/letters/copilot";
import { answerForm, type Applicant } from "./answers";
import { questionKey } from "./questions";
import type { AnswerValue, ApplicantFile, ApplicantFiles, ApplyContext, ApplyJob, Applier, FieldAnswer, FormField, Proof, SubmitOutcome } from "./types";
import { TransientApplyError } from "./types";

// The apply pipeline: queued applications are claimed one at a time with a lease, answered from
// the user's own data, checked against the plan's daily limit and the per-company cap at the moment
// of sending, sent by the applier of their ATS, and settled with the proof the ATS gave back.
// "applied" is written only after a confirmation; a send that may have happened is never repeated.

export const APPLY_JOBS = { one: "apply.application", sweep: "apply.sweep" } as const;
/** How long a worker holds an application; a crashed worker's claim runs out after it. */
export const APPLY_LEASE_MS = 10 * 60_000;
export const MAX_APPLY_ATTEMPTS = 3;
export const APPLY_SWEEP_EVERY_MS = 60_000;
const RETRY_BASE_SECONDS = 60;

export type ApplyRuntime = {
  appliers: Applier[];
  /** Everything of an applier's context but the dry-run switch, which is the copilot's. */
  context: Omit<ApplyContext, "dryRun">;
};

type ApplicationRow = typeof applications.$inferSelect;

export type ApplyResult =
  | "not_claimed"
  | "applied"
  | "needs_you"
  | "failed"
  | "skipped"
  | "retry"
  | "deferred";

/** Puts an application in line for the workers (at once, or after a delay). */
export async function enqueueApply(queue: JobQueue | undefined, applicationId: string, delaySeconds = 0) {
  await queue?.send(APPLY_JOBS.one, { applicationId }, { singletonKey: `apply:${applicationId}`, startAfterSeconds: delaySeconds || undefined, retryLimit: 0 });
}

export async function registerApplyWorkers(deps: AppDeps, queue: JobQueue, runtime: ApplyRuntime) {
  await queue.work<{ applicationId: string }>(APPLY_JOBS.one, async ({ applicationId }) => {
    await applyApplication(deps, runtime, applicationId);
  });
  await queue.work(APPLY_JOBS.sweep, async () => {
    await sweepQueued(deps, queue);
  });
  await queue.schedule(APPLY_JOBS.sweep, APPLY_SWEEP_EVERY_MS, {});
}

/** Only a running copilot sends: a paused one's applications wait until it runs again, a deleted one's never go. */
const copilotRunning = sql`exists (select 1 from ${copilots} where ${copilots.id} = ${applications.copilotId} and ${copilots.status} = 'active')`;

/** Queued applications and lapsed claims go (back) in line: nothing waits on a lost queue message. */
export async function sweepQueued(deps: AppDeps, queue: JobQueue, limit = 200): Promise<number> {
  const now = deps.now();
  const rows = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        isNull(applications.submittedAt),
        or(eq(applications.stage, "queued"), and(eq(applications.stage, "applying"), lt(applications.applyClaimedUntil, now))),
        copilotRunning,
      ),
    )
    .orderBy(asc(applications.stageChangedAt))
    .limit(limit);
  for (const { id } of rows) await enqueueApply(queue, id);
  return rows.length;
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Moves an application and tells the user's open pages; `extra` lands on the row in the same write. */
async function settle(
  deps: AppDeps,
  row: ApplicationRow,
  to: ApplicationRow["stage"],
  detail: Record<string, unknown>,
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  const now = deps.now();
  await deps.db.transaction(async (db) => {
    const [updated] = await db
      .update(applications)
      .set({ stage: to, stageChangedAt: now, updatedAt: now, applyClaimedUntil: null, ...extra })
      .where(eq(applications.id, row.id))
      .returning();
    await logMove(deps, db, updated!, row.stage, detail);
  });
}

/** The move's timeline entry and the live event the user's open pages count with. */
async function logMove(deps: AppDeps, db: AppDeps["db"], row: ApplicationRow, from: ApplicationRow["stage"], detail: Record<string, unknown>) {
  const now = deps.now();
  await db.insert(applicationEvents).values({
    applicationId: row.id,
    userId: row.userId,
    kind: "apply",
    fromStage: from,
    toStage: row.stage,
    detail,
    createdAt: applicationEventTime(row.id, now),
  });
  const [copilot] = row.copilotId ? await db.select({ name: copilots.name }).from(copilots).where(eq(copilots.id, row.copilotId)) : [];
  await publishUserEvent({ db }, row.userId, "application.updated", {
    ...deps.services.applicationItem(row, copilot?.name ?? ""),
    from_stage: from,
    changes: ["stage"],
  });
}

/** Takes the application for this worker, or null when it is not waiting (or another worker has it). */
async function claim(deps: AppDeps, applicationId: string): Promise<ApplicationRow | null> {
  const now = deps.now();
  return deps.db.transaction(async (db) => {
    const [current] = await db
      .select({ stage: applications.stage })
      .from(applications)
      .where(
        and(
          eq(applications.id, applicationId),
          isNull(applications.submittedAt),
          or(eq(applications.stage, "queued"), and(eq(applications.stage, "applying"), lt(applications.applyClaimedUntil, now))),
          copilotRunning,
        ),
      )
      .for("update", { skipLocked: true });
    if (!current) return null;
    const [row] = await db
      .update(applications)
      .set({
        stage: "applying",
        stageChangedAt: current.stage === "applying" ? undefined : now,
        applyClaimedUntil: new Date(now.getTime() + APPLY_LEASE_MS),
        applyAttempts: sql`${applications.applyAttempts} + 1`,
        updatedAt: now,
      })
      .where(eq(applications.id, applicationId))
      .returning();
    // A lapsed claim taken over is already "applying" on the user's screens.
    if (current.stage !== "applying") await logMove(deps, db, row!, current.stage, { reason: "sending" });
    return row!;
  });
}

/** The user's data the answers come from, with the facts of the CV the application sends. */
export async function applicantFor(deps: Pick<AppDeps, "db">, userId: string, resumeFacts: Parameters<typeof factsOf>[0], coverLetter: string | null): Promise<Applicant> {
  const [[user], [details], [extra], banked] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)),
    deps.db.select().from(profileDetails).where(eq(profileDetails.userId, userId)),
    deps.db.select().from(profileExtra).where(eq(profileExtra.userId, userId)),
    deps.db.select().from(answerBank).where(eq(answerBank.userId, userId)),
  ]);
  const screening = extra?.screeningAnswers ?? {};
  const bank = new Map<string, AnswerValue>();
  for (const entry of screening.custom ?? []) bank.set(questionKey(entry.question), entry.answer);
  // The answer bank is newer and more specific than the profile's own list: it wins.
  for (const entry of banked) bank.set(entry.questionKey, entry.answer);
  const facts = factsOf(resumeFacts);
  const country = user?.country ? { code: user.country, name: new Intl.DisplayNames(["en"], { type: "region" }).of(user.country) ?? user.country } : null;
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    phone: user?.phoneNumber && user.phoneCountryCode ? internationalPhone(user.phoneCountryCode, user.phoneNumber) : null,
    country,
    links: details?.links ?? {},
    workAuthorization: details?.workAuthorization ?? [],
    requiresSponsorship: details?.requiresSponsorship ?? null,
    noticePeriod: details?.noticePeriod ?? null,
    availableFrom: details?.availableFrom ?? null,
    salaryExpectation: details?.salaryExpectation ?? null,
    yearsOfExperience: screening.years_of_experience ?? facts.yearsOfExperience ?? null,
    highestEducation: screening.highest_education ?? null,
    willingToRelocate: screening.willing_to_relocate ?? null,
    currentTitle: facts.titles?.[0] ?? null,
    currentCompany: null,
    bank,
    coverLetter,
  };
}

/** +49 151… from the country's calling code and the national number. */
function internationalPhone(countryCode: string, national: string): string {
  return isCountryCode(countryCode) ? `+${getCountryCallingCode(countryCode)}${national.replace(/^0+/, "")}` : national;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Pending questions as the user sees them. */
const pendingOf = (fields: FormField[]) =>
  fields.map((field) => ({ fieldId: field.id, label: field.label, type: field.type, required: field.required, options: field.options, description: field.description }));

/** The letter's file as named before it is drawn (a form the user finishes by hand); the sent one carries its own name. */
const LETTER_FILE_NAME = "Cover letter.pdf";

/** By question; `order` is the form's, which a jsonb object does not keep. */
type ReadableAnswers = Record<string, { value: string | string[] | boolean; source: FieldAnswer["source"]; order: number; file?: true }>;

/**
 * The answers as a person reads them, by question: choices by their visible label, files by name.
 * Kept with the application, so whoever finishes a form by hand copies exactly what was prepared.
 */
export function readableAnswers(fields: FormField[], answers: FieldAnswer[], resumeName: string, letterName = LETTER_FILE_NAME): ReadableAnswers {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const entries = answers.map((answer, order) => {
    const options = byId.get(answer.fieldId)?.options ?? [];
    const label = (value: string) => options.find((option) => option.value === value)?.label ?? value;
    const { value } = answer;
    if (typeof value === "object" && !Array.isArray(value))
      return [answer.label, { value: value.file === "resume" ? resumeName : letterName, source: answer.source, order, file: true as const }] as const;
    const readable = Array.isArray(value) ? value.map(label) : typeof value === "string" ? label(value) : value;
    return [answer.label, { value: readable, source: answer.source, order }] as const;
  });
  return Object.fromEntries(entries);
}

/** Stores the proof: the exact fields and files in the database, the page's HTML and screenshot as files. */
async function keepProof(deps: AppDeps, row: ApplicationRow, ats: string, outcome: string, proof: Proof) {
  const [saved] = await deps.db
    .insert(applicationProofs)
    .values({
      applicationId: row.id,
      userId: row.userId,
      ats,
      url: proof.url,
      outcome,
      fields: proof.fields,
      files: proof.files,
      response: proof.response ?? null,
      submittedAt: new Date(proof.submittedAt),
    })
    .returning({ id: applicationProofs.id });
  if (proof.page) {
    const base = `${row.userId}/proofs/${saved!.id}`;
    await requireFileStore(deps).put(`${base}.html`, Buffer.from(proof.page.html, "utf8"));
    await requireFileStore(deps).put(`${base}.png`, proof.page.screenshot);
    await deps.db.update(applicationProofs).set({ htmlKey: `${base}.html`, screenshotKey: `${base}.png` }).where(eq(applicationProofs.id, saved!.id));
  }
  return saved!.id;
}

/**
 * Reserves today's sending slot for the application, holding the plan's daily limit and the
 * per-company cap: checked and marked in one transaction under the user's row lock, so two
 * workers can never both take the last slot. Returns why it cannot be sent now, or null.
 */
async function reserveSend(deps: AppDeps, row: ApplicationRow, job: typeof jobs.$inferSelect, copilot: typeof copilots.$inferSelect | null) {
  return deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    await db.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
    const now = deps.now();
    const started = or(isNotNull(applications.sendStartedAt), isNotNull(applications.submittedAt));
    const sentAt = sql`coalesce(${applications.submittedAt}, ${applications.sendStartedAt})`;
    const [{ sentToday }] = (await db
      .select({ sentToday: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.userId, row.userId), ne(applications.id, row.id), started, gte(sentAt, startOfUtcDay(now))))) as [{ sentToday: number }];
    const limits = await deps.services.planLimits(tx, row.userId);
    const dailyLimit = Math.min(limits.applications_per_day, copilot?.dailyLimit ?? limits.applications_per_day);
    if (sentToday >= dailyLimit) return { kind: "daily_limit" as const, limit: dailyLimit };

    const capDays = copilot?.companyCapDays ?? 60;
    const capCount = copilot?.companyCapCount ?? 2;
    const [{ toCompany }] = (await db
      .select({ toCompany: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.userId, row.userId),
          ne(applications.id, row.id),
          started,
          eq(jobs.companyKey, job.companyKey),
          gte(sentAt, new Date(now.getTime() - capDays * 86_400_000)),
        ),
      )) as [{ toCompany: number }];
    if (job.companyKey && toCompany >= capCount) return { kind: "company_cap" as const, count: capCount, days: capDays };

    // One posting reached through two sources is still one application.
    const [twin] = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.userId, row.userId), ne(applications.id, row.id), started, eq(jobs.applyUrl, job.applyUrl)))
      .limit(1);
    if (twin) return { kind: "already_applied" as const, applicationId: twin.id };

    await db.update(applications).set({ sendStartedAt: now, updatedAt: now }).where(eq(applications.id, row.id));
    return null;
  });
}

/** Seconds until the next UTC day, when the daily limit has room again. */
const secondsToTomorrow = (now: Date) => Math.ceil((startOfUtcDay(now).getTime() + 86_400_000 - now.getTime()) / 1000) + 60;

/** Applies to one application, from claim to settled state. */
export async function applyApplication(deps: AppDeps, runtime: ApplyRuntime, applicationId: string): Promise<ApplyResult> {
  const row = await claim(deps, applicationId);
  if (!row) return "not_claimed";
  const log = deps.logger.child({ application_id: row.id });

  // A worker died after starting to send: it may have gone out. Never send again; ask the user.
  if (row.sendStartedAt) {
    await settle(deps, row, "needs_you", { reason: "maybe_sent" }, { blockedReason: "maybe_sent", sendStartedAt: null });
    return "needs_you";
  }

  const [job] = await deps.db.select().from(jobs).where(eq(jobs.id, row.jobId));
  const [copilot] = row.copilotId ? await deps.db.select().from(copilots).where(eq(copilots.id, row.copilotId)) : [];
  const resumeId = row.resumeId ?? copilot?.resumeId ?? null;
  const [chosen] = resumeId ? await deps.db.select().from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, row.userId))) : [];
  if (!job) return "not_claimed";
  if (!chosen) {
    await settle(deps, row, "needs_you", { reason: "no_cv" }, { blockedReason: "no_cv" });
    return "needs_you";
  }

  const applyJob: ApplyJob = { id: job.id, title: job.title, company: job.company, applyUrl: job.applyUrl, description: job.descriptionText };
  const dryRun = copilot?.dryRun ?? false;
  const context: ApplyContext = { ...runtime.context, dryRun };
  const applier = runtime.appliers.find((candidate) => candidate.canApply(applyJob, context));
  if (!applier) {
    await settle(deps, row, "needs_you", { reason: "unknown_form", url: job.applyUrl }, { blockedReason: "unknown_form" });
    return "needs_you";
  }

  try {
    const found = await applier.formFor(applyJob, context);
    if (found.kind === "closed") {
      await settle(deps, row, "failed", { reason: "closed", detail: found.detail }, { exitReason: "closed", ats: applier.ats });
      return "failed";
    }
    if (found.kind === "needs_you") {
      await settle(deps, row, "needs_you", { reason: found.reason, detail: found.detail, url: found.url }, { blockedReason: found.reason, ats: applier.ats });
      return "needs_you";
    }

    // A CV made in the builder goes out as its latest saved version: the file, and the facts the answers come from.
    const resume = await deps.services.latestBuiltResume(deps, chosen);
    const applicant = await applicantFor(deps, row.userId, resume.facts, null);
    // A letter the user wrote in the builder for this application goes with it, switch or not: they
    // wrote it for this one. Otherwise, with the switch on, one is written once per application and
    // kept (a retry sends the same letter), from the CV this application sends; not counted against
    // the month's letters, which are the builder's.
    const letter =
      (await builderLetterFor(deps, row)) ??
      (copilot?.coverLetter
        ? (row.coverLetter ??
          (await applicationLetter(deps, row, { title: job.title, company: job.company, description: job.descriptionText, language: job.language }, resume)))
        : null);
    applicant.coverLetter = letter;
    const fromProfile = answerForm(found.form.fields, applicant);
    // Free-text questions the profile leaves open are written from the CV where that can be done truthfully.
    const written = await writeMissingAnswers(deps, row.userId, fromProfile.missing, { title: job.title, company: job.company, description: job.descriptionText });
    const formOrder = new Map(found.form.fields.map((field, index) => [field.id, index]));
    const answers = [...fromProfile.answers, ...written.answers].sort((a, b) => formOrder.get(a.fieldId)! - formOrder.get(b.fieldId)!);
    const missing = written.missing;
    if (written.unanswered.length > 0) log.info({ unanswered: written.unanswered }, "free-text questions left for the user");
    if (missing.length > 0) {
      await settle(deps, row, "needs_you", { reason: "questions", questions: missing.map((field) => field.label) }, {
        blockedReason: "questions",
        pendingQuestions: pendingOf(missing),
        ats: applier.ats,
        coverLetter: letter,
      });
      return "needs_you";
    }

    // Elite's per-job tailoring, unless the user chose this application's CV themselves.
    const tailored =
      !row.resumeId && copilot && (await deps.services.tailoringEnabled(deps, copilot, row.userId))
        ? await deps.services.tailoredCvFor(deps, row, resume, { title: job.title, company: job.company, description: job.descriptionText, language: job.language })
        : null;
    const resumeName = tailored?.name ?? resume.fileName;

    if (found.form.captcha === "visible") {
      // Never solved here: the person finishes in their browser, with every answer prepared to copy.
      await settle(deps, row, "needs_you", { reason: "captcha", url: found.form.url }, {
        blockedReason: "captcha",
        ats: applier.ats,
        answers: readableAnswers(found.form.fields, answers, resumeName),
        coverLetter: letter,
      });
      return "needs_you";
    }

    const stored = tailored ? null : await requireFileStore(deps).get(resume.storageKey);
    if (!tailored && !stored) {
      await settle(deps, row, "needs_you", { reason: "no_cv" }, { blockedReason: "no_cv" });
      return "needs_you";
    }
    const resumeFile: ApplicantFile = tailored
      ? { name: tailored.name, mime: "application/pdf", bytes: tailored.bytes, sha256: tailored.sha256 }
      : { name: resume.fileName, mime: resume.mimeType, bytes: Buffer.from(stored!), sha256: resume.sha256 };
    const letterFile = letter ? await applicationLetterPdf(deps, row, letter, { title: job.title, company: job.company }) : null;
    const files: ApplicantFiles = {
      resume: resumeFile,
      ...(letterFile ? { coverLetter: { name: letterFile.name, mime: "application/pdf", bytes: letterFile.bytes, sha256: sha256(letterFile.bytes) } } : {}),
    };

    if (!dryRun) {
      const refusal = await reserveSend(deps, row, job, copilot ?? null);
      if (refusal?.kind === "daily_limit") {
        // Not an attempt: it waits for tomorrow's room, in line as before.
        await deps.db
          .update(applications)
          .set({ stage: "queued", applyClaimedUntil: null, applyAttempts: sql`${applications.applyAttempts} - 1`, updatedAt: deps.now() })
          .where(eq(applications.id, row.id));
        await enqueueApply(deps.queue, row.id, secondsToTomorrow(deps.now()));
        return "deferred";
      }
      if (refusal) {
        const reason = refusal.kind === "company_cap" ? `company_cap` : "already_applied";
        await settle(deps, row, "skipped", { reason, ...refusal }, { exitReason: reason, ats: applier.ats });
        return "skipped";
      }
    }

    const outcome = await applier.submit(applyJob, found.form, answers, files, context);
    return await recordOutcome(deps, row, applier.ats, outcome, readableAnswers(found.form.fields, answers, resumeName, letterFile?.name), letter);
  } catch (error) {
    // Nothing was sent: appliers throw only before sending, and report a send they cannot confirm.
    await deps.db.update(applications).set({ sendStartedAt: null }).where(eq(applications.id, row.id));
    const message = error instanceof Error ? error.message : String(error);
    const transient = error instanceof TransientApplyError;
    log.warn({ err: error, attempt: row.applyAttempts, transient }, "applying failed");
    if (row.applyAttempts < MAX_APPLY_ATTEMPTS) {
      await settle(deps, row, "queued", { reason: "retry", attempt: row.applyAttempts, error: message.slice(0, 500) });
      await enqueueApply(deps.queue, row.id, RETRY_BASE_SECONDS * 2 ** (row.applyAttempts - 1));
      return "retry";
    }
    await settle(deps, row, "failed", { reason: "error", error: message.slice(0, 500), attempts: row.applyAttempts }, { exitReason: `error: ${message.slice(0, 200)}` });
    return "failed";
  }
}

/** Writes what the applier reported: the submission mark first, then the proof, then the stage. */
async function recordOutcome(deps: AppDeps, row: ApplicationRow, ats: string, outcome: SubmitOutcome, sentAnswers: ReadableAnswers, letter: string | null): Promise<ApplyResult> {
  switch (outcome.kind) {
    case "confirmed": {
      await deps.db.update(applications).set({ submittedAt: new Date(outcome.proof.submittedAt) }).where(eq(applications.id, row.id));
      const proofId = await keepProof(deps, row, ats, "confirmed", outcome.proof);
      await settle(deps, row, "applied", { ats, proof_id: proofId, url: outcome.proof.url }, {
        ats,
        answers: sentAnswers,
        coverLetter: letter,
        pendingQuestions: null,
        blockedReason: null,
      });
      return "applied";
    }
    case "filled": {
      const proofId = await keepProof(deps, row, ats, "filled", outcome.proof);
      await settle(deps, row, "needs_you", { reason: "dry_run", proof_id: proofId }, { ats, answers: sentAnswers, coverLetter: letter, blockedReason: "dry_run", sendStartedAt: null });
      return "needs_you";
    }
    case "needs_you": {
      const proofId = outcome.proof ? await keepProof(deps, row, ats, "needs_you", outcome.proof) : null;
      await settle(deps, row, "needs_you", { reason: outcome.reason, detail: outcome.detail, proof_id: proofId }, {
        ats,
        blockedReason: outcome.reason,
        sendStartedAt: null,
        answers: sentAnswers,
        coverLetter: letter,
      });
      return "needs_you";
    }
    case "refused": {
      const proofId = outcome.proof ? await keepProof(deps, row, ats, "refused", outcome.proof) : null;
      const messages = outcome.errors.map((error) => error.message).join("; ").slice(0, 500);
      await settle(deps, row, "failed", { reason: "refused", errors: outcome.errors, proof_id: proofId }, { ats, exitReason: `refused: ${messages}`, sendStartedAt: null });
      return "failed";
    }
    case "closed":
      await settle(deps, row, "failed", { reason: "closed", detail: outcome.detail }, { ats, exitReason: "closed", sendStartedAt: null });
      return "failed";
    case "unconfirmed": {
      const proofId = outcome.proof ? await keepProof(deps, row, ats, "unconfirmed", outcome.proof) : null;
      // Kept as "maybe sent": the mark stays, so nothing sends it again by itself.
      await settle(deps, row, "failed", { reason: "unconfirmed", detail: outcome.detail, proof_id: proofId }, { ats, exitReason: "unconfirmed" });
      return "failed";
    }
  }
}

/** Saves the user's answers to the pending questions in the answer bank and puts the application back in line. */
export async function answerPendingQuestions(deps: AppDeps, userId: string, applicationId: string, given: { fieldId: string; value: string | string[] | boolean }[]) {
  const [row] = await deps.db.select().from(applications).where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!row || row.stage !== "needs_you") return null;
  const pending = row.pendingQuestions ?? [];
  const byId = new Map(pending.map((question) => [question.fieldId, question]));
  const now = deps.now();
  for (const answer of given) {
    const question = byId.get(answer.fieldId);
    if (!question) continue;
    // Choices are banked by their visible label, so another employer's form with other option values still matches.
    const label = (value: string) => question.options?.find((option) => option.value === value)?.label ?? value;
    const value = Array.isArray(answer.value) ? answer.value.map(label) : typeof answer.value === "string" ? label(answer.value) : answer.value;
    await deps.db
      .insert(answerBank)
      .values({ userId, questionKey: questionKey(question.label), question: question.label, answer: value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [answerBank.userId, answerBank.questionKey], set: { answer: value, question: question.label, updatedAt: now } });
  }
  const stillMissing = pending.filter((question) => question.required && !given.some((answer) => answer.fieldId === question.fieldId));
  if (stillMissing.length > 0) return { requeued: false, missing: stillMissing.map((question) => question.fieldId) };
  await settle(deps, row, "queued", { reason: "answered", questions: pending.map((question) => question.label) }, { pendingQuestions: null, blockedReason: null, applyAttempts: 0 });
  await enqueueApply(deps.queue, row.id);
  return { requeued: true, missing: [] };
}
