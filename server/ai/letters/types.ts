import type { LETTER_FACT_KINDS, LETTER_LENGTHS, LETTER_PARAGRAPH_KINDS, LETTER_TONES, REGENERABLE_PARAGRAPH_KINDS } from "@/lib/contracts/cover-letter";
import type { Locale } from "@/lib/i18n/locales";
import type { Claim } from "../grounding";
import type { UserSources } from "../sources";

export type LetterTone = (typeof LETTER_TONES)[number];
export type LetterLength = (typeof LETTER_LENGTHS)[number];
export type LetterFactKind = (typeof LETTER_FACT_KINDS)[number];
export type ParagraphKind = (typeof LETTER_PARAGRAPH_KINDS)[number];
export type BodyKind = (typeof REGENERABLE_PARAGRAPH_KINDS)[number];

/** The posting a letter is written for. */
export type LetterJob = { title: string; company: string; description: string };

/** One fact a letter rests on: the title, the years, a skill, a CV line quoted verbatim, a profile field. */
export type LetterFact = { kind: LetterFactKind; ref: string };

export type LetterInput = {
  job: LetterJob;
  sources: UserSources;
  tone: LetterTone;
  language: Locale;
  length: LetterLength;
  /** The name under the letter (first and last name); the sources' first name when absent. */
  senderName?: string | null;
  /** Today, from the app's clock: a start date already past is not offered. */
  now: Date;
};

/** What each paragraph is, index for index with the text: its part, the template variant it was written with, its facts. */
export type LetterPart = { kind: ParagraphKind; variant: number; facts: LetterFact[] };

export type LetterUsage = { model: string; promptTokens: number; completionTokens: number };

export type LetterEngine = "offline" | "llm";

export type Letter = {
  /** Greeting, two to four body paragraphs, closing with the user's name. */
  paragraphs: string[];
  parts: LetterPart[];
  /** Every fact the letter rests on, once. */
  facts: LetterFact[];
  engine: LetterEngine;
  /** The model's tokens when one was asked (also when its draft was set aside); null offline. */
  usage: LetterUsage | null;
  /** What a model's draft named that nothing on file supports; the offline letter stands in for it. */
  claims: Claim[];
};

/** A letter as stored: its paragraphs and what each one is. */
export type LetterDraft = Pick<Letter, "paragraphs" | "parts">;
