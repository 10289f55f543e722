import type { coverLetters, CoverLetterParagraph } from "../../db/schema";
import type { Letter, LetterDraft, LetterInput } from "./types";

// A letter as the cover_letters table keeps it: each paragraph with the part it plays, so a
// paragraph can be written again later, by the builder's API and the copilot alike.

type LetterRow = typeof coverLetters.$inferSelect;
type LetterInsert = typeof coverLetters.$inferInsert;

export const storedParagraphs = (letter: Pick<Letter, "paragraphs" | "parts">): CoverLetterParagraph[] =>
  letter.paragraphs.map((text, index) => ({ text, ...letter.parts[index]! }));

export const draftOf = (row: Pick<LetterRow, "paragraphs">): LetterDraft => ({
  paragraphs: row.paragraphs.map((paragraph) => paragraph.text),
  parts: row.paragraphs.map(({ kind, variant, facts }) => ({ kind, variant, facts })),
});

/** The row of a letter just written for `input`. */
export function letterValues(
  userId: string,
  origin: LetterRow["origin"],
  applicationId: string | null,
  input: Pick<LetterInput, "job" | "tone" | "language" | "length">,
  letter: Letter,
  now: Date,
): LetterInsert {
  return {
    userId,
    applicationId,
    origin,
    jobTitle: input.job.title,
    company: input.job.company,
    jobText: input.job.description,
    tone: input.tone,
    language: input.language,
    length: input.length,
    paragraphs: storedParagraphs(letter),
    facts: letter.facts,
    engine: letter.engine,
    createdAt: now,
    updatedAt: now,
  };
}

/** What a stored letter was written for, to write one of its paragraphs again. */
export const inputOfRow = (row: LetterRow): Pick<LetterInput, "job" | "tone" | "language" | "length"> => ({
  job: { title: row.jobTitle, company: row.company, description: row.jobText },
  tone: row.tone,
  language: row.language,
  length: row.length,
});
