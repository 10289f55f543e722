import { z } from "zod";
import { letterJobSchema } from "./cover-letter";
import { CV_SECTIONS, cvDocumentSummarySchema, documentNameSchema, jsonResumeSchema } from "./cv-document";
import { withCode } from "./errors";

// Tailoring a CV document to a posting: the same facts, reordered (sections, bullets, skills) and
// reworded only where the words are already the CV's, so nothing is claimed that the CV does not say.

export const TAILOR_CHANGE_KINDS = ["section_order", "highlights_order", "skills_order", "keywords_order", "summary", "highlight"] as const;
export type TailorChangeKind = (typeof TAILOR_CHANGE_KINDS)[number];

/** Where a change is: a section of the CV, `basics` for the summary, `meta` for the order of the sections. */
export const TAILOR_SECTIONS = ["basics", "meta", ...CV_SECTIONS] as const;
export type TailorSection = (typeof TAILOR_SECTIONS)[number];

export const TAILOR_ENGINES = ["offline", "llm"] as const;
export type TailorEngine = (typeof TAILOR_ENGINES)[number];

/** POST /cv-documents/{id}/tailor */
export const tailorCvSchema = z.strictObject({
  job: letterJobSchema.meta({ description: "The posting: one of the user's applications, a job of the catalogue, or pasted text" }),
  save: z
    .boolean(withCode("boolean_required"))
    .default(false)
    .meta({ description: "Keep the tailored CV as a new document of the user (the original stays as it is)" }),
  name: documentNameSchema.optional().meta({ description: "The new document's name when saved; by default “<document name> — <company>”" }),
});
export type TailorCvInput = z.output<typeof tailorCvSchema>;

const textOrList = z.union([z.string(), z.array(z.string())]);

export const tailorChangeSchema = z.object({
  kind: z.enum(TAILOR_CHANGE_KINDS).meta({
    description:
      "section_order: the sections reordered, those naming the posting's skills and words first; highlights_order: an entry's bullets, matching ones first; " +
      "skills_order: the skill groups, matching ones first; keywords_order: a group's (or project's) keywords, matching ones first; " +
      "summary: the summary's sentences reordered, or a list of skills in it; highlight: one bullet reworded with the CV's own words",
  }),
  path: z.string().meta({ description: "JSON Pointer into the document, e.g. /work/0/highlights, /work/0/highlights/2, /meta/section_order" }),
  section: z.enum(TAILOR_SECTIONS),
  label: z.string().meta({ description: "What the user recognises: the entry's “position — employer”, or the section's heading, in the document's language" }),
  before: textOrList.meta({ description: "A list for the reorderings (section keys, bullets, group names, keywords), the text for summary and highlight" }),
  after: textOrList,
  keywords: z.array(z.string()).meta({ description: "The posting's skills and words this change brings forward" }),
});
export type TailorChange = z.infer<typeof tailorChangeSchema>;

export const tailorKeywordsSchema = z.object({
  matched: z.array(z.string()).meta({ description: "The posting's skills that the CV names, in the posting's order" }),
  missing: z.array(z.string()).meta({ description: "The posting's skills that the CV does not name: never written into it, for the user to add if true" }),
});
export type TailorKeywords = z.infer<typeof tailorKeywordsSchema>;

export const tailoredCvSchema = z.object({
  document: jsonResumeSchema.meta({ description: "The tailored document; with save, also stored as `saved`" }),
  changes: z.array(tailorChangeSchema),
  keywords: tailorKeywordsSchema,
  engine: z.enum(TAILOR_ENGINES).meta({ description: "llm when a configured model's rewording was kept for at least one text; offline otherwise" }),
  claims: z.array(z.string()).meta({ description: "What the model's rewordings named that the CV does not (then dropped for the offline wording); empty offline" }),
  job: z.object({ title: z.string(), company: z.string() }),
  saved: cvDocumentSummarySchema.nullable().meta({ description: "The new document, when save was asked for" }),
});
export type TailoredCv = z.infer<typeof tailoredCvSchema>;

/**
 * The CV a copilot tailored for one application (Elite's per-job tailoring): the file it sends and
 * what changed, kept on the application so a retry sends the same file and the user sees the changes.
 */
export const applicationTailoredCvSchema = z.object({
  file_name: z.string(),
  sha256: z.string(),
  bytes: z.number().int(),
  document_id: z.uuid().nullable().meta({ description: "The CV builder document it was tailored from, null once deleted" }),
  version: z.number().int().meta({ description: "The document's version it was tailored from" }),
  changes: z.array(tailorChangeSchema),
  keywords: tailorKeywordsSchema,
  engine: z.enum(TAILOR_ENGINES),
  created_at: z.iso.datetime(),
});
export type ApplicationTailoredCv = z.infer<typeof applicationTailoredCvSchema>;
