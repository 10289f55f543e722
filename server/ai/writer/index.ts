import type { Locale } from "@/lib/i18n/locales";
import { isAbortError, LlmError, type LlmClient } from "../llm";
import { answerWithLlm } from "./llm-writer";
import { needsTranslator } from "./messages";
import { answerOffline } from "./offline";
import type { WriterInput, WriterNeedsUser, WriterResult } from "./types";

export type { Basis, BasisKind, NeedsUserReason, WriterAnswered, WriterEngine, WriterInput, WriterJob, WriterNeedsUser, WriterResult, WriterUsage } from "./types";
export { BASIS_KINDS, NEEDS_USER_REASONS } from "@/lib/contracts/aiwriter";
export { answerOffline, bankedAnswer } from "./offline";
export { classifyQuestion, detectLocale, QUESTION_KINDS, type QuestionKind } from "./classify";

/**
 * Writes the answer to an application question from the user's sources. Offline without `llm`;
 * with one, the model writes and its answer is checked for claims nothing on file supports. The
 * answer bank and motivation questions never reach the model: the first is the user's own answer,
 * the second cannot be answered truthfully for them. When the model fails (down, rate-limited,
 * malformed), the offline result stands and `onLlmError` hears why; a cancelled call rejects.
 */
export async function writeAnswer(input: WriterInput, llm: LlmClient | null, signal?: AbortSignal, onLlmError?: (error: LlmError) => void): Promise<WriterResult> {
  const offline = answerOffline(input);
  if (!llm) return offline;
  if (offline.status === "answered" && offline.basis.some((basis) => basis.kind === "answer_bank")) return offline;
  if (offline.status === "needs_user" && offline.reason === "motivation") return offline;
  try {
    return await answerWithLlm(input, llm, offline, signal);
  } catch (error) {
    if (isAbortError(error) || !(error instanceof LlmError)) throw error;
    onLlmError?.(error);
    return offline;
  }
}

/** The user's turn because the month's AI messages are spent (the caller knows the quota, not the writer). */
export function quotaNeedsUser(locale: Locale): WriterNeedsUser {
  return { status: "needs_user", reason: "quota", message: needsTranslator(locale)("quota"), engine: "offline", usage: null };
}
