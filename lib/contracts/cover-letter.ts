import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { CV_PAPERS } from "./cv-document";
import { claimSchema } from "./assistant";
import { cursorSchema, oneOf, pageLimitSchema } from "./common";
import { withCode } from "./errors";

// The cover letter builder: letters written for a posting from the user's own CV and profile, kept,
// edited paragraph by paragraph, and counted against the plan's letters per month.

export const LETTER_TONES = ["formal", "warm", "concise"] as const;
export const LETTER_LENGTHS = ["short", "medium", "long"] as const;
export const LETTER_ENGINES = ["offline", "llm"] as const;
/** Who asked for the letter: the user in the builder, or the copilot while applying (not counted against the month's letters). */
export const LETTER_ORIGINS = ["builder", "copilot"] as const;

/** What a letter says about the user rests on these: the CV's latest title, its years, a skill the posting asks for, a result line, a profile field. */
export const LETTER_FACT_KINDS = ["cv_title", "cv_years", "cv_skill", "cv_achievement", "profile"] as const;

/**
 * The part each paragraph plays. The body paragraphs (intro, fit, skills, results, outro) can be
 * written again; a paragraph the user added or reordered is `custom` and stays as they wrote it.
 */
export const LETTER_PARAGRAPH_KINDS = ["greeting", "intro", "fit", "skills", "results", "outro", "closing", "custom"] as const;
export const REGENERABLE_PARAGRAPH_KINDS = ["intro", "fit", "skills", "results", "outro"] as const;

export const LETTER_PARAGRAPH_MAX = 3000;
export const LETTER_PARAGRAPHS_MAX = 8;
export const LETTER_JOB_TITLE_MAX = 200;
export const LETTER_COMPANY_MAX = 200;
export const LETTER_JOB_TEXT_MAX = 20_000;
export const LETTER_PAGE_SIZE = 20;
export const LETTER_PAGE_MAX = 100;

const toneSchema = z.enum(LETTER_TONES, oneOf(LETTER_TONES));
const lengthSchema = z.enum(LETTER_LENGTHS, oneOf(LETTER_LENGTHS));
const languageSchema = z.enum(locales, withCode("language_invalid"));

const text = (max: number, required: Parameters<typeof withCode>[0]) =>
  z.string(withCode(required)).trim().min(1, withCode(required)).max(max, withCode("too_long", { max }));

/** Where the posting comes from: one of the user's applications, a job of the catalogue, or pasted text. */
export const letterJobSchema = z.discriminatedUnion(
  "source",
  [
    z.strictObject({
      source: z.literal("application"),
      application_id: z.uuid(withCode("application_id_invalid")).meta({ description: "One of the user's applications: the letter is written for its job and linked to it" }),
    }),
    z.strictObject({
      source: z.literal("job"),
      job_id: z.uuid(withCode("wrong_format")).meta({ description: "A job of the catalogue (GET /jobs…)" }),
    }),
    z.strictObject({
      source: z.literal("text"),
      title: text(LETTER_JOB_TITLE_MAX, "job_title_required"),
      company: text(LETTER_COMPANY_MAX, "company_required"),
      text: text(LETTER_JOB_TEXT_MAX, "text_required").meta({ description: "The posting as the user pasted it" }),
    }),
  ],
  oneOf(["application", "job", "text"]),
);
export type LetterJobInput = z.output<typeof letterJobSchema>;

/** POST /cover-letters */
export const createCoverLetterSchema = z.strictObject({
  job: letterJobSchema,
  tone: toneSchema.default("formal"),
  language: languageSchema
    .optional()
    .meta({ description: "The letter's language; by default the posting's when it is one of the seven, else the user's" }),
  length: lengthSchema.default("medium").meta({ description: "short: two body paragraphs and two facts; medium: up to three and three; long: up to four and four" }),
});
export type CreateCoverLetterInput = z.output<typeof createCoverLetterSchema>;

/** PATCH /cover-letters/{id}: the paragraphs as the user edited them. */
export const updateCoverLetterSchema = z.strictObject({
  paragraphs: z
    .array(text(LETTER_PARAGRAPH_MAX, "text_required"), withCode("list_expected"))
    .min(1, withCode("too_few", { min: 1 }))
    .max(LETTER_PARAGRAPHS_MAX, withCode("too_many", { max: LETTER_PARAGRAPHS_MAX }))
    .meta({ description: `Greeting, body and closing, each at most ${LETTER_PARAGRAPH_MAX.toLocaleString("en")} characters, at most ${LETTER_PARAGRAPHS_MAX}` }),
});
export type UpdateCoverLetterInput = z.output<typeof updateCoverLetterSchema>;

const paragraphIndexRange = withCode("whole_number_range", { min: 0, max: LETTER_PARAGRAPHS_MAX - 1 });

/** POST /cover-letters/{id}/regenerate */
export const regenerateParagraphSchema = z.strictObject({
  paragraph: z
    .number(paragraphIndexRange)
    .int(paragraphIndexRange)
    .min(0, paragraphIndexRange)
    .max(LETTER_PARAGRAPHS_MAX - 1, paragraphIndexRange)
    .meta({ description: "The index of the body paragraph to write again (0 is the greeting)" }),
});
export type RegenerateParagraphInput = z.output<typeof regenerateParagraphSchema>;

/** GET /cover-letters: newest first, by cursor, optionally those of one application. */
export const listCoverLettersQuerySchema = z.strictObject({
  application_id: z.uuid(withCode("application_id_invalid")).optional().meta({ description: "Only the letters linked to this application" }),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(LETTER_PAGE_MAX).default(LETTER_PAGE_SIZE),
});
export type ListCoverLettersQuery = z.output<typeof listCoverLettersQuerySchema>;

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const coverLetterIdParamsSchema = z.strictObject({ id: z.string() });

/** GET /cover-letters/{id}/pdf and …/docx */
export const coverLetterFileQuerySchema = z.strictObject({
  paper: z
    .enum(CV_PAPERS, oneOf(CV_PAPERS))
    .optional()
    .meta({ description: "a4 or letter (US Letter); by default the paper of the user's country, as the CV builder chooses it" }),
});
export type CoverLetterFileQuery = z.output<typeof coverLetterFileQuerySchema>;

// Responses

export const letterFactSchema = z.object({
  kind: z.enum(LETTER_FACT_KINDS),
  ref: z.string().meta({
    description: "Which fact: the title, the years, the skill, the CV line quoted, or the profile field (years_of_experience, notice_period, available_from)",
  }),
});
export type LetterFactValue = z.output<typeof letterFactSchema>;

export const coverLetterSchema = z.object({
  id: z.uuid(),
  application_id: z.uuid().nullable().meta({ description: "The application the letter was written for; null when written from a job or pasted text, or once the application is deleted" }),
  origin: z.enum(LETTER_ORIGINS),
  job: z.object({ title: z.string(), company: z.string(), text: z.string() }),
  tone: z.enum(LETTER_TONES),
  language: z.enum(locales),
  length: z.enum(LETTER_LENGTHS),
  paragraphs: z.array(z.string()).meta({ description: "The greeting, the body paragraphs and the closing with the user's name, in order" }),
  paragraph_kinds: z
    .array(z.enum(LETTER_PARAGRAPH_KINDS))
    .meta({ description: "The part each paragraph plays, index for index; intro, fit, skills, results and outro can be written again" }),
  facts: z.array(letterFactSchema).meta({ description: "The CV and profile facts the letter was written from" }),
  engine: z.enum(LETTER_ENGINES).meta({ description: "offline: written from templates and the user's facts; llm: written by the configured model and checked against them" }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CoverLetter = z.output<typeof coverLetterSchema>;

/** POST /cover-letters and …/regenerate: the letter, with what a model's draft claimed that nothing on file supports (then set aside). */
export const writtenCoverLetterSchema = coverLetterSchema.extend({
  claims: z.array(claimSchema).meta({ description: "A model's draft that named these was set aside for the offline letter; empty otherwise" }),
});
export type WrittenCoverLetter = z.output<typeof writtenCoverLetterSchema>;

/** GET /cover-letters/usage */
export const coverLetterQuotaSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string() }),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resets_at: z.iso.datetime().meta({ description: "When the month's count starts again: the first of next month, UTC" }),
});
export type CoverLetterQuota = z.output<typeof coverLetterQuotaSchema>;
