import { z } from "zod";
import { listCopilotsQuerySchema } from "./copilot";
import { withCode } from "./errors";

/** CV uploads: PDF or Word (.docx), told apart by their content, up to 5 MB each. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_RESUMES_PER_USER = 20;
export const CV_MIME_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type CvFileType = keyof typeof CV_MIME_TYPES;
/** For `<input type="file" accept>`: a hint to the picker only, the server sniffs the content. */
export const CV_ACCEPT = [".pdf", ".docx", ...Object.values(CV_MIME_TYPES)].join(",");

/** The multipart body of an upload: exactly one file, in the field `file`. */
export const uploadResumeSchema = z.strictObject({
  file: z.file(withCode("cv_file_required")),
});

/** GET /resumes: newest first, paged by cursor like every list. */
export const listResumesQuerySchema = listCopilotsQuerySchema;

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const resumeIdParamsSchema = z.strictObject({ id: z.string() });

// Responses

/** A CV in lists: without its text and facts. */
export const resumeSummarySchema = z.object({
  id: z.uuid(),
  file_name: z.string().meta({ description: "The uploaded name, with the extension of the type found in the content" }),
  type: z.enum(["pdf", "docx"]).meta({ description: "Sniffed from the content, never taken from the name" }),
  mime_type: z.enum([CV_MIME_TYPES.pdf, CV_MIME_TYPES.docx]),
  size_bytes: z.number().int(),
  created_at: z.iso.datetime(),
});

/** What the analysis found in a CV's text. */
export const cvFactsSchema = z.object({
  skills: z.array(z.string()),
  titles: z.array(z.string()).meta({ description: "English job titles from the experience part, usually latest first" }),
  years_of_experience: z.number().nullable(),
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
