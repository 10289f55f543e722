import { and, eq } from "drizzle-orm";
import type { AiwriterPreview, AiwriterPreviewRequest, AiwriterRequest, AiwriterResult, Basis } from "@/lib/contracts/aiwriter";
import type { AppDeps } from "../deps";
import { applications, copilots, jobs, resumes } from "../db/schema";
import { findOwned } from "../db/toolkit";
import { notFound } from "../core/errors";
import { llmFromEnv } from "../ai/llm";
import { aiQuota, requireAiQuota, spendAiMessage, type AiQuota } from "../ai/quota";
import { loadUserSources, type UserSources } from "../ai/sources";
import { answerOffline, writeAnswer, type WriterJob, type WriterResult } from "../ai/writer";
import { sourceOfWritten } from "../ai/writer/form-answers";
import { answerForm } from "../jobs/apply/answers";
import { applicantFor } from "../jobs/apply/engine";
import { meaningOf, questionKey } from "../jobs/apply/questions";
import type { FieldAnswer, FormField } from "../jobs/apply/types";

type ApplicationRow = typeof applications.$inferSelect;

/** The application's job as it was matched (title, company), with the posting's text; 404 when the application is not the user's. */
async function applicationOf(deps: AppDeps, userId: string, applicationId: string | undefined): Promise<{ row: ApplicationRow; job: WriterJob } | null> {
  if (applicationId === undefined) return null;
  const row = await findOwned(deps.db, applications, userId, applicationId);
  if (!row) throw notFound("Application");
  const [posting] = await deps.db.select({ title: jobs.title, company: jobs.company, description: jobs.descriptionText }).from(jobs).where(eq(jobs.id, row.jobId));
  const snapshot = row.jobSnapshot as { title?: unknown; company?: unknown };
  return {
    row,
    job: {
      title: typeof snapshot.title === "string" ? snapshot.title : (posting?.title ?? ""),
      company: typeof snapshot.company === "string" ? snapshot.company : (posting?.company ?? ""),
      description: posting?.description ?? "",
    },
  };
}

const quotaOf = (quota: AiQuota) => ({ used: quota.used, limit: quota.limit, remaining: quota.remaining, resets_at: quota.resets_at });

/** The writer's result as the API shows it: without the model's token counts. */
function publicResult(result: WriterResult) {
  if (result.status === "answered") return { status: result.status, answer: result.answer, engine: result.engine, basis: result.basis };
  return { status: result.status, reason: result.reason, message: result.message, engine: result.engine, ...(result.claims ? { claims: result.claims } : {}) };
}

/** An answer read from the user's own answer bank is theirs, not the AI's: it costs nothing. */
const fromAnswerBankOnly = (result: WriterResult) =>
  result.status === "answered" && result.engine === "offline" && result.basis.length > 0 && result.basis.every((basis) => basis.kind === "answer_bank");

/**
 * Writes an answer to one question, for an application's job when given. Refused with 429 when the
 * month's AI messages are spent. One message is spent when an answer was written (offline or by the
 * LLM) or the LLM was asked; an answer-bank hit and an offline "your turn" spend none.
 */
export async function writeForUser(deps: AppDeps, userId: string, input: AiwriterRequest, signal?: AbortSignal): Promise<AiwriterResult> {
  await requireAiQuota(deps, userId);
  const [sources, application] = await Promise.all([loadUserSources(deps, userId), applicationOf(deps, userId, input.application_id)]);
  const result = await writeAnswer(
    { question: input.question, sources, job: application?.job ?? null, maxLength: input.max_length, locale: sources.locale },
    llmFromEnv(deps.env),
    signal,
    (error) => deps.logger.warn({ err: error, kind: error.kind }, "aiwriter: the LLM failed; the offline answer stands"),
  );
  if (result.usage || (result.status === "answered" && !fromAnswerBankOnly(result))) await spendAiMessage(deps, userId, "aiwriter", result.usage);
  return { ...publicResult(result), quota: quotaOf(await aiQuota(deps, userId)) };
}

/** The facts of the CV the copilot would send: the application's (or its copilot's), else the newest active copilot's or upload. */
async function resumeFacts(deps: AppDeps, userId: string, application: ApplicationRow | null, sources: UserSources) {
  const [copilot] = application?.copilotId ? await deps.db.select({ resumeId: copilots.resumeId }).from(copilots).where(eq(copilots.id, application.copilotId)) : [];
  const resumeId = application ? (application.resumeId ?? copilot?.resumeId ?? null) : (sources.cv?.resumeId ?? null);
  if (!resumeId) return null;
  const [resume] = await deps.db.select({ facts: resumes.facts }).from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  return resume?.facts ?? null;
}

/** What an apply-engine answer rests on, in the writer's terms. */
function basisOfFormAnswer(answer: FieldAnswer, field: FormField, sources: UserSources): Basis[] {
  switch (answer.source) {
    case "answer_bank": {
      const key = questionKey(field.label);
      const banked = sources.answers.findLast((entry) => questionKey(entry.question) === key);
      return [{ kind: "answer_bank", ref: banked?.question ?? field.label }];
    }
    case "cv":
      return typeof answer.value === "string" ? [{ kind: "cv_title", ref: answer.value }] : [];
    default:
      return [{ kind: "profile", ref: meaningOf(field) ?? field.label }];
  }
}

const textOf = (value: FieldAnswer["value"]) =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : value.file;

/**
 * What the copilot would put in the form for this question today, without the LLM and without
 * spending anything: the apply engine's answer from the profile and answer bank (the question read
 * as a required text box), else the offline writer's, else why the user must answer.
 */
export async function previewAnswer(deps: AppDeps, userId: string, input: AiwriterPreviewRequest): Promise<AiwriterPreview> {
  const [sources, application] = await Promise.all([loadUserSources(deps, userId), applicationOf(deps, userId, input.application_id)]);
  const applicant = await applicantFor(deps, userId, await resumeFacts(deps, userId, application?.row ?? null, sources), null);
  const field: FormField = { id: "question", label: input.question, type: "textarea", required: true };
  const [fromProfile] = answerForm([field], applicant).answers;
  if (fromProfile) return { status: "answered", answer: textOf(fromProfile.value), source: fromProfile.source, basis: basisOfFormAnswer(fromProfile, field, sources) };
  const written = answerOffline({ question: input.question, sources, job: application?.job ?? null, locale: sources.locale });
  if (written.status === "answered") return { status: "answered", answer: written.answer, source: sourceOfWritten(written), basis: written.basis };
  return { status: "needs_user", reason: written.reason, message: written.message };
}

/** This month's AI messages: GET /aiwriter/usage. */
export const writerUsage = (deps: AppDeps, userId: string): Promise<AiQuota> => aiQuota(deps, userId);
