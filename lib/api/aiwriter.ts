import type { z } from "zod";
import type { AiwriterResult, aiwriterRequestSchema } from "@/lib/contracts/aiwriter";
import { apiRequest } from "@/lib/session/browser";
import type { Data } from "./data";

export const AIWRITER_PATH = "/aiwriter";

export type DraftAnswerInput = z.input<typeof aiwriterRequestSchema>;

/**
 * Asks the aiwriter for an answer to an application question, written from the user's profile, CV
 * and answer bank (for the job of `application_id` when given). Spends one AI message when an answer
 * is written; a 429 `ai_quota_exceeded` (with Retry-After) when the month's messages are used.
 */
export const draftAnswer = (input: DraftAnswerInput, signal?: AbortSignal) =>
  apiRequest<Data<AiwriterResult>>("POST", AIWRITER_PATH, { body: input, signal });
