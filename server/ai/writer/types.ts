import type { BASIS_KINDS, NEEDS_USER_REASONS } from "@/lib/contracts/aiwriter";
import type { Locale } from "@/lib/i18n/locales";
import type { Claim } from "../grounding";
import type { UserSources } from "../sources";

/** The posting an answer is written for. */
export type WriterJob = { title: string; company: string; description: string };

export type WriterInput = {
  /** The question as the employer asks it. */
  question: string;
  sources: UserSources;
  job?: WriterJob | null;
  /** The form's limit in characters; the answer is cut at a sentence to fit. */
  maxLength?: number;
  /** The user's language: what `needs_user` messages are written in, and answers to a question whose language cannot be told. */
  locale: Locale;
};

export type BasisKind = (typeof BASIS_KINDS)[number];

/**
 * One fact an answer rests on. `ref` names it: the banked question, the profile field
 * (`salary_expectation`, `notice_period`, `work_authorization`, `highest_education`,
 * `years_of_experience`), the skill, the CV line quoted, the title, the years, the language.
 */
export type Basis = { kind: BasisKind; ref: string };

export type WriterUsage = { model: string; promptTokens: number; completionTokens: number };

export type NeedsUserReason = (typeof NEEDS_USER_REASONS)[number];

export type WriterEngine = "offline" | "llm";

export type WriterAnswered = {
  status: "answered";
  answer: string;
  engine: WriterEngine;
  basis: Basis[];
  /** The LLM call's tokens when one was made (also when its answer was not used); null offline. */
  usage: WriterUsage | null;
};

export type WriterNeedsUser = {
  status: "needs_user";
  reason: NeedsUserReason;
  /** What is missing and what the user can do, in the user's language. */
  message: string;
  engine: WriterEngine;
  /** With `unsupported_claims`: what the LLM's answer named that nothing on file supports. */
  claims?: Claim[];
  usage: WriterUsage | null;
};

export type WriterResult = WriterAnswered | WriterNeedsUser;
