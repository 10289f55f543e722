import type { JsonResume } from "@/lib/contracts/cv-document";
import type { TailorChange, TailorEngine, TailorKeywords } from "@/lib/contracts/cv-tailor";

/** The posting a CV is tailored to: its words are all tailoring reads of it. */
export type TailorJob = {
  title: string;
  company: string;
  /** Plain text. */
  description: string;
  /** ISO 639-1, when known: the model is told, so it keeps the CV's own language. */
  language?: string | null;
};

export type TailorUsage = { model: string; promptTokens: number; completionTokens: number };

export type TailorResult = {
  document: JsonResume;
  changes: TailorChange[];
  keywords: TailorKeywords;
  engine: TailorEngine;
  /** What a model's rewordings named that the CV does not: those rewordings were dropped. */
  claims: string[];
  /** The model's call, when one was made. */
  usage: TailorUsage | null;
};
