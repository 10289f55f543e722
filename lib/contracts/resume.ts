import { z } from "zod";
import { hasAnyField } from "./common";
import { listCopilotsQuerySchema } from "./copilot";
import { withCode } from "./errors";
import { CV_MIME_TYPES, MAX_CV_SKILLS, MAX_CV_SKILL_LENGTH, MAX_CV_TITLES, MAX_CV_TITLE_LENGTH, MAX_CV_YEARS } from "./resume-values";

export * from "./resume-values";

/** The multipart body of an upload: exactly one file, in the field `file`. */
export const uploadResumeSchema = z.strictObject({
  file: z.file(withCode("cv_file_required")),
});

/** GET /resumes: newest first, paged by cursor like every list. */
export const listResumesQuerySchema = listCopilotsQuerySchema;

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const resumeIdParamsSchema = z.strictObject({ id: z.string() });

/** Entries compared without case or repeated spaces: "React" and "react " are one skill, the first spelling kept. */
const distinct = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLocaleLowerCase("en");
    return !seen.has(key) && Boolean(seen.add(key));
  });
};

const factList = (max: number, length: number, codes: { required: "skill_required" | "job_title_required"; max: "skills_max" | "job_titles_max" }) =>
  z
    .array(
      z
        .string(withCode(codes.required))
        .transform((value) => value.trim().replace(/\s+/g, " "))
        .pipe(z.string().min(1, withCode(codes.required)).max(length, withCode("too_long", { max: length }))),
      withCode("list_expected"),
    )
    .max(max, withCode(codes.max, { max }))
    .transform(distinct);

/**
 * PATCH /resumes/{id}/facts: the user's corrections of what was read from the CV. Each field sent
 * replaces what is in effect (the list whole); the others stay. At least one field.
 */
export const updateCvFactsSchema = z
  .strictObject({
    skills: factList(MAX_CV_SKILLS, MAX_CV_SKILL_LENGTH, { required: "skill_required", max: "skills_max" }).optional(),
    titles: factList(MAX_CV_TITLES, MAX_CV_TITLE_LENGTH, { required: "job_title_required", max: "job_titles_max" }).optional(),
    years_of_experience: z
      .number(withCode("experience_years_range", { max: MAX_CV_YEARS }))
      .min(0, withCode("experience_years_range", { max: MAX_CV_YEARS }))
      .max(MAX_CV_YEARS, withCode("experience_years_range", { max: MAX_CV_YEARS }))
      .transform((years) => Math.round(years * 10) / 10)
      .nullable()
      .optional(),
  })
  .refine(hasAnyField, withCode("at_least_one_field"));

export type UpdateCvFactsInput = z.output<typeof updateCvFactsSchema>;

// Responses

/** A CV in lists: without its text and facts. */
export const resumeSummarySchema = z.object({
  id: z.uuid(),
  file_name: z.string().meta({ description: "The uploaded name, with the extension of the type found in the content" }),
  type: z.enum(["pdf", "docx"]).meta({ description: "Sniffed from the content, never taken from the name" }),
  mime_type: z.enum([CV_MIME_TYPES.pdf, CV_MIME_TYPES.docx]),
  size_bytes: z.number().int(),
  cv_document_id: z
    .uuid()
    .nullable()
    .meta({ description: "The CV builder document this PDF was made from (POST /cv-documents/{id}/resume); null for an upload, or once the document is deleted" }),
  cv_document_version: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The document's version the file shows; the copilot makes it again from a newer saved version before sending it" }),
  created_at: z.iso.datetime(),
});

/** What the analysis read from the CV, before the user corrected it. */
export const extractedCvFactsSchema = z.object({
  skills: z.array(z.string()),
  titles: z.array(z.string()),
  years_of_experience: z.number().nullable(),
});

/**
 * The facts of a CV. Skills, titles and years are those in effect: the user's corrections where
 * they made any (`edited_at`), else what the analysis found. Matching, applying and the support
 * pages read these.
 */
export const cvFactsSchema = z.object({
  skills: z.array(z.string()),
  titles: z.array(z.string()).meta({ description: "Job titles, usually latest first: English ones from the experience part, or the user's own" }),
  years_of_experience: z.number().nullable(),
  edited_at: z.iso.datetime().nullable().meta({ description: "When the user last corrected skills, titles or years; null when they never did" }),
  extracted: extractedCvFactsSchema
    .nullable()
    .meta({ description: "What the analysis found, kept once the user corrects it (to restore); null while uncorrected" }),
  languages: z.array(z.string()).meta({ description: "Spoken languages, in English" }),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  links: z.array(z.string()),
  sections: z.array(z.string()).meta({ description: 'Recognised section headings, in order: "summary", "experience"…' }),
  word_count: z.number().int(),
  quantified_results: z.number().int().meta({ description: "Achievement statements with a number in them" }),
});

/** One CV: GET /resumes/{id} and the uploads. */
export const resumeSchema = z.object({
  ...resumeSummarySchema.shape,
  facts: cvFactsSchema,
  text_preview: z.string().meta({ description: "The start of the extracted text, about 1,000 characters" }),
  text_length: z.number().int().meta({ description: "Characters in the whole extracted text" }),
});

export type ResumeSummary = z.infer<typeof resumeSummarySchema>;
export type CvFacts = z.infer<typeof cvFactsSchema>;
export type Resume = z.infer<typeof resumeSchema>;
