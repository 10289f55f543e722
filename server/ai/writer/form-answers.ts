import type { AppDeps } from "../../deps";
import type { AnswerSource, FieldAnswer, FormField } from "../../jobs/apply/types";
import { llmFromEnv } from "../llm";
import { loadUserSources } from "../sources";
import { aiUsageThisMonth, recordAiUsage } from "../usage";
import { quotaNeedsUser, writeAnswer } from ".";
import type { NeedsUserReason, WriterAnswered, WriterJob, WriterResult } from "./types";

// The aiwriter inside the apply engine: a required free-text question the profile and the answer
// bank left open is written from the CV when the writer can do so truthfully, so the application
// need not wait for the user. Whatever the writer cannot answer still waits for them.

/** Free text the writer may fill: a text box without options. */
export const isFreeTextField = (field: Pick<FormField, "type" | "options">) => (field.type === "textarea" || field.type === "text") && !field.options?.length;

/** A one-line text input holds a short answer; forms commonly cap them at 255 characters. */
const TEXT_INPUT_MAX = 255;

/** How the application's prepared answers name a written answer: the answer bank when it is the user's own words. */
export const sourceOfWritten = (result: WriterAnswered): AnswerSource =>
  result.basis.length > 0 && result.basis.every((basis) => basis.kind === "answer_bank") ? "answer_bank" : "aiwriter";

export type WrittenAnswers = {
  answers: FieldAnswer[];
  missing: FormField[];
  /** Why each free-text field among `missing` was left to the user. */
  unanswered: { fieldId: string; reason: NeedsUserReason }[];
};

/**
 * Answers the free-text fields among `missing` that the writer can, offline first; the configured
 * LLM only for what the offline writer has no source for, while the month's AI messages last, each
 * call spending one ("aiwriter"). The quota is read from the plan through the service ports, since
 * the pipeline may not import the services. Returns the written answers and the fields still missing.
 */
export async function writeMissingAnswers(deps: AppDeps, userId: string, missing: FormField[], job: WriterJob): Promise<WrittenAnswers> {
  if (!missing.some(isFreeTextField)) return { answers: [], missing, unanswered: [] };
  const sources = await loadUserSources(deps, userId);
  const llm = llmFromEnv(deps.env);
  const written: WrittenAnswers = { answers: [], missing: [], unanswered: [] };
  for (const field of missing) {
    if (!isFreeTextField(field)) {
      written.missing.push(field);
      continue;
    }
    const input = { question: field.label, sources, job, maxLength: field.type === "text" ? TEXT_INPUT_MAX : undefined, locale: sources.locale };
    let result: WriterResult = await writeAnswer(input, null);
    if (result.status === "needs_user" && result.reason === "no_source" && llm) {
      if ((await aiMessagesLeft(deps, userId)) > 0) {
        result = await writeAnswer(input, llm, undefined, (error) => deps.logger.warn({ err: error, kind: error.kind, field: field.id }, "aiwriter: the LLM failed while applying"));
        if (result.usage) await recordAiUsage(deps, userId, { feature: "aiwriter", ...result.usage });
      } else {
        result = quotaNeedsUser(sources.locale);
      }
    }
    if (result.status === "answered") {
      written.answers.push({ fieldId: field.id, label: field.label, value: result.answer, source: sourceOfWritten(result) });
    } else {
      written.missing.push(field);
      written.unanswered.push({ fieldId: field.id, reason: result.reason });
    }
  }
  return written;
}

async function aiMessagesLeft(deps: AppDeps, userId: string): Promise<number> {
  const [limits, usage] = await Promise.all([deps.services.planLimits(deps, userId), aiUsageThisMonth(deps, userId, deps.now())]);
  return limits.ai_messages_per_month - usage.messages;
}
