import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { oneOf } from "./common";
import { isCountryCode } from "./countries";
import { encodeFieldError, withCode } from "./errors";

// The CV builder's documents: JSON Resume (https://jsonresume.org/schema, v1.0.0) with every
// standard field, plus our own `meta` (template, paper, locale, section order). Imports may carry
// fields JSON Resume does not define; the server keeps the standard ones and reports the rest.

export const CV_TEXT_MAX = 2000;
export const CV_EMAIL_MAX = 254;
/** Entries per section (work, education, skills…). */
export const CV_ENTRIES_MAX = 50;
export const CV_HIGHLIGHTS_MAX = 30;
/** Keywords of a skill, an interest or a project; courses of an education entry. */
export const CV_KEYWORDS_MAX = 50;
export const CV_PROFILES_MAX = 20;
export const CV_ROLES_MAX = 20;
export const CV_DOCUMENT_NAME_MAX = 120;
/** A document's JSON, in bytes: a long CV is a few dozen KB; 50 versions of each are kept. */
export const CV_DOCUMENT_BYTES_MAX = 256 * 1024;
export const CV_DOCUMENTS_PER_USER_MAX = 20;
export const CV_VERSIONS_KEPT = 50;

export const CV_TEMPLATES = ["classic", "modern", "compact"] as const;
export const CV_PAPERS = ["a4", "letter"] as const;
/** The sections a template lays out below the basics, in JSON Resume's order. */
export const CV_SECTIONS = [
  "work", "volunteer", "education", "awards", "certificates", "publications", "skills", "languages", "interests", "references", "projects",
] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

const text = (max = CV_TEXT_MAX) => z.string(withCode("wrong_type", { expected: "text" })).max(max, withCode("too_long", { max }));
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, withCode("list_expected")).max(max, withCode("too_many", { max }));

const isRealDate = (value: string) => {
  const [year, month, day] = value.split("-").map(Number);
  if (month === undefined) return true;
  if (month < 1 || month > 12) return false;
  if (day === undefined) return true;
  return day >= 1 && day <= new Date(Date.UTC(year!, month, 0)).getUTCDate();
};

/**
 * JSON Resume's date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, a real month and day. An empty string is
 * "not given", as many JSON Resume files write it; an entry without endDate is ongoing.
 */
export const cvDateSchema = z
  .string(withCode("wrong_type", { expected: "text" }))
  .regex(/^(?:[12]\d{3}(?:-\d{2}(?:-\d{2})?)?)?$/, withCode("wrong_format"))
  .refine((value) => value === "" || isRealDate(value), withCode("wrong_format"));

/** A web address: http or https only, so no link in a CV can run script ("javascript:") when shown. */
export const cvUrlSchema = z
  .string(withCode("wrong_type", { expected: "text" }))
  .max(CV_TEXT_MAX, withCode("url_too_long"))
  .refine((value) => {
    if (value === "") return true;
    if (!/^https?:\/\//i.test(value)) return false;
    try {
      return Boolean(new URL(value).hostname);
    } catch {
      return false;
    }
  }, withCode("url_invalid"));

const emailSchema = z
  .string(withCode("wrong_type", { expected: "text" }))
  .max(CV_EMAIL_MAX, withCode("email_too_long"))
  .refine((value) => value === "" || z.email().safeParse(value).success, withCode("email_invalid"));

const countryCodeSchema = z
  .string(withCode("wrong_type", { expected: "text" }))
  .refine((value) => value === "" || (/^[A-Z]{2}$/.test(value) && isCountryCode(value)), withCode("country_invalid"));

const locationSchema = z.strictObject({
  address: text().optional(),
  postalCode: text().optional(),
  city: text().optional(),
  countryCode: countryCodeSchema.optional().meta({ description: "ISO 3166-1 alpha-2, upper case" }),
  region: text().optional(),
});

const profileSchema = z.strictObject({
  network: text().optional().meta({ description: "e.g. LinkedIn, GitHub" }),
  username: text().optional(),
  url: cvUrlSchema.optional(),
});

const basicsSchema = z.strictObject({
  name: text().optional(),
  label: text().optional().meta({ description: "The headline, e.g. Web Developer" }),
  image: cvUrlSchema.optional().meta({ description: "Address of a JPEG or PNG photo" }),
  email: emailSchema.optional(),
  phone: text().optional(),
  url: cvUrlSchema.optional().meta({ description: "The person's own website" }),
  summary: text().optional(),
  location: locationSchema.optional(),
  profiles: list(profileSchema, CV_PROFILES_MAX).optional(),
});

const highlights = () => list(text(), CV_HIGHLIGHTS_MAX).optional();
const keywords = () => list(text(), CV_KEYWORDS_MAX).optional();
const dateMeta = (what: string) => ({ description: `${what}: YYYY, YYYY-MM or YYYY-MM-DD` });

const workSchema = z.strictObject({
  name: text().optional().meta({ description: "The employer" }),
  location: text().optional(),
  description: text().optional().meta({ description: "What the employer does" }),
  position: text().optional(),
  url: cvUrlSchema.optional(),
  startDate: cvDateSchema.optional().meta(dateMeta("Start")),
  endDate: cvDateSchema.optional().meta(dateMeta("End; absent or empty while ongoing")),
  summary: text().optional(),
  highlights: highlights(),
});

const volunteerSchema = z.strictObject({
  organization: text().optional(),
  position: text().optional(),
  url: cvUrlSchema.optional(),
  startDate: cvDateSchema.optional().meta(dateMeta("Start")),
  endDate: cvDateSchema.optional().meta(dateMeta("End; absent or empty while ongoing")),
  summary: text().optional(),
  highlights: highlights(),
});

const educationSchema = z.strictObject({
  institution: text().optional(),
  url: cvUrlSchema.optional(),
  area: text().optional().meta({ description: "The field of study, e.g. Computer Science" }),
  studyType: text().optional().meta({ description: "The degree, e.g. Bachelor" }),
  startDate: cvDateSchema.optional().meta(dateMeta("Start")),
  endDate: cvDateSchema.optional().meta(dateMeta("End; absent or empty while ongoing")),
  score: text().optional(),
  courses: keywords(),
});

const awardSchema = z.strictObject({
  title: text().optional(),
  date: cvDateSchema.optional().meta(dateMeta("Date")),
  awarder: text().optional(),
  summary: text().optional(),
});

const certificateSchema = z.strictObject({
  name: text().optional(),
  date: cvDateSchema.optional().meta(dateMeta("Date")),
  url: cvUrlSchema.optional(),
  issuer: text().optional(),
});

const publicationSchema = z.strictObject({
  name: text().optional(),
  publisher: text().optional(),
  releaseDate: cvDateSchema.optional().meta(dateMeta("Date")),
  url: cvUrlSchema.optional(),
  summary: text().optional(),
});

const skillSchema = z.strictObject({
  name: text().optional(),
  level: text().optional(),
  keywords: keywords(),
});

const languageSchema = z.strictObject({
  language: text().optional(),
  fluency: text().optional(),
});

const interestSchema = z.strictObject({
  name: text().optional(),
  keywords: keywords(),
});

const referenceSchema = z.strictObject({
  name: text().optional(),
  reference: text().optional(),
});

const projectSchema = z.strictObject({
  name: text().optional(),
  description: text().optional(),
  highlights: highlights(),
  keywords: keywords(),
  startDate: cvDateSchema.optional().meta(dateMeta("Start")),
  endDate: cvDateSchema.optional().meta(dateMeta("End; absent or empty while ongoing")),
  url: cvUrlSchema.optional(),
  roles: list(text(), CV_ROLES_MAX).optional(),
  entity: text().optional(),
  type: text().optional(),
});

const sections = () => ({
  basics: basicsSchema.optional(),
  work: list(workSchema, CV_ENTRIES_MAX).optional(),
  volunteer: list(volunteerSchema, CV_ENTRIES_MAX).optional(),
  education: list(educationSchema, CV_ENTRIES_MAX).optional(),
  awards: list(awardSchema, CV_ENTRIES_MAX).optional(),
  certificates: list(certificateSchema, CV_ENTRIES_MAX).optional(),
  publications: list(publicationSchema, CV_ENTRIES_MAX).optional(),
  skills: list(skillSchema, CV_ENTRIES_MAX).optional(),
  languages: list(languageSchema, CV_ENTRIES_MAX).optional(),
  interests: list(interestSchema, CV_ENTRIES_MAX).optional(),
  references: list(referenceSchema, CV_ENTRIES_MAX).optional(),
  projects: list(projectSchema, CV_ENTRIES_MAX).optional(),
});

/** JSON Resume's own meta fields. */
const standardMeta = () => ({
  canonical: cvUrlSchema.optional().meta({ description: "Address of the latest version of this document" }),
  version: text(100).optional(),
  lastModified: text(100).optional(),
});

/** A JSON Resume file with nothing but the standard's fields: what imports keep and exports write. */
export const standardJsonResumeSchema = z.strictObject({
  $schema: cvUrlSchema.optional(),
  ...sections(),
  meta: z.strictObject(standardMeta()).optional(),
});
export type StandardJsonResume = z.infer<typeof standardJsonResumeSchema>;

const sectionOrderSchema = list(z.enum(CV_SECTIONS, oneOf(CV_SECTIONS)), CV_SECTIONS.length).refine(
  (order) => new Set(order).size === order.length,
  withCode("invalid"),
);

/** Our layout settings, beside JSON Resume's own meta fields. */
export const cvDocumentMetaSchema = z.strictObject({
  template: z.enum(CV_TEMPLATES, oneOf(CV_TEMPLATES)),
  paper: z.enum(CV_PAPERS, oneOf(CV_PAPERS)),
  locale: z.enum(locales, oneOf(locales)).meta({ description: "The language the template writes its headings in" }),
  section_order: sectionOrderSchema.meta({
    description: "The sections in the order the template shows them; those left out follow in JSON Resume's order",
  }),
  ...standardMeta(),
});
export type CvDocumentMeta = z.infer<typeof cvDocumentMetaSchema>;

/** A CV builder document: JSON Resume plus our `meta`. */
export const jsonResumeSchema = z.strictObject({
  $schema: cvUrlSchema.optional(),
  ...sections(),
  meta: cvDocumentMetaSchema,
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

// Requests

export const documentNameSchema = z
  .string(withCode("name_required"))
  .trim()
  .min(1, withCode("name_required"))
  .max(CV_DOCUMENT_NAME_MAX, withCode("too_long", { max: CV_DOCUMENT_NAME_MAX }));

export const CV_DOCUMENT_SOURCES = ["resume", "json_resume", "empty"] as const;
export type CvDocumentSource = (typeof CV_DOCUMENT_SOURCES)[number];

/** POST /cv-documents: start from an uploaded CV, a JSON Resume file, or nothing. */
export const createCvDocumentSchema = z.strictObject({
  name: documentNameSchema.meta({ description: "What the user calls this CV, e.g. “Backend roles, English”" }),
  source: z.discriminatedUnion(
    "kind",
    [
      z.strictObject({
        kind: z.literal("resume"),
        resume_id: z.string(withCode("cv_required")).meta({ description: "One of the user's uploaded CVs, whose text fills the document" }),
      }),
      z.strictObject({
        kind: z.literal("json_resume"),
        document: z
          .record(z.string(), z.unknown(), withCode("wrong_type", { expected: "object" }))
          .meta({ description: "A JSON Resume file; fields the standard does not define, and values it refuses, are dropped and listed in `dropped_fields`" }),
      }),
      z.strictObject({ kind: z.literal("empty") }),
    ],
    { error: (issue) => (issue.input === undefined ? encodeFieldError("required") : oneOf(CV_DOCUMENT_SOURCES).error) },
  ),
});
export type CreateCvDocumentInput = z.output<typeof createCvDocumentSchema>;

const VERSION_MAX = 2_147_483_647;
const versionRange = withCode("whole_number_range", { min: 1, max: VERSION_MAX });
const versionNumber = z.number(versionRange).int(versionRange).min(1, versionRange).max(VERSION_MAX, versionRange);
/** The same number read from a path. */
const versionParam = z.coerce.number(versionRange).int(versionRange).min(1, versionRange).max(VERSION_MAX, versionRange);

/** PUT /cv-documents/{id}: the whole document, saved as a new version of the one the editor loaded. */
export const updateCvDocumentSchema = z.strictObject({
  document: jsonResumeSchema,
  expected_version: versionNumber.meta({ description: "The version the editor started from; another one answers 409 version_conflict" }),
  name: documentNameSchema.optional().meta({ description: "A new name, when the user renamed the CV" }),
});
export type UpdateCvDocumentInput = z.output<typeof updateCvDocumentSchema>;

/** POST /cv-documents/{id}/restore: an earlier version becomes the newest. */
export const restoreCvDocumentSchema = z.strictObject({
  version: versionNumber.meta({ description: "One of the kept versions (GET /cv-documents/{id}/versions)" }),
});

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const cvDocumentIdParamsSchema = z.strictObject({ id: z.string() });
export const cvDocumentVersionParamsSchema = z.strictObject({ id: z.string(), version: versionParam });

// Responses

/** What a tailored document was tailored from and for (POST /cv-documents/{id}/tailor with `save`). */
export const cvTailoredForSchema = z.object({
  document_id: z.uuid().meta({ description: "The document it was tailored from; it may have been deleted since" }),
  version: z.number().int().meta({ description: "That document's version it was tailored from" }),
  title: z.string().meta({ description: "The posting's job title" }),
  company: z.string().meta({ description: "The posting's company" }),
  application_id: z.uuid().nullable().meta({ description: "The application whose posting it was tailored to; null for a catalogue job or pasted text" }),
});
export type CvTailoredFor = z.infer<typeof cvTailoredForSchema>;

export const cvDocumentSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  source: z.enum(CV_DOCUMENT_SOURCES).meta({ description: "What the document started from; a tailored copy keeps its original's" }),
  resume_id: z.uuid().nullable().meta({ description: "The uploaded CV it was filled from; null when deleted since, or never" }),
  version: z.number().int().meta({ description: "The current version; send it as expected_version when saving" }),
  tailored_for: cvTailoredForSchema.nullable().meta({ description: "The posting this document was tailored to; null for a document the user started" }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CvDocumentSummary = z.infer<typeof cvDocumentSummarySchema>;

/** A row of GET /cv-documents: the summary and the layout settings a list of CVs shows. */
export const cvDocumentListItemSchema = cvDocumentSummarySchema.extend({
  template: z.enum(CV_TEMPLATES).meta({ description: "The document's `meta.template`" }),
  locale: z.enum(locales).meta({ description: "The document's `meta.locale`: the language its headings are in" }),
});
export type CvDocumentListItem = z.infer<typeof cvDocumentListItemSchema>;

export const cvDocumentSchema = cvDocumentSummarySchema.extend({ document: jsonResumeSchema });
export type CvDocument = z.infer<typeof cvDocumentSchema>;

export const DROPPED_REASONS = ["unknown_field", "invalid_value", "too_many"] as const;
export const droppedFieldSchema = z.object({
  path: z.string().meta({ description: "Where it was in the file, e.g. basics.picture or work.2.startDate" }),
  reason: z.enum(DROPPED_REASONS).meta({
    description: "unknown_field: not in JSON Resume; invalid_value: a value the standard (or our limits) refuses; too_many: entries past a list's limit",
  }),
});
export type DroppedField = z.infer<typeof droppedFieldSchema>;

export const PREFILL_NOTE_CODES = ["no_sections", "no_name", "unplaced_lines", "entry_without_dates", "entry_guessed"] as const;
export type PrefillNoteCode = (typeof PREFILL_NOTE_CODES)[number];

/** What the prefill could not do with an uploaded CV, for the editor to show beside the document. */
export const prefillNoteSchema = z.object({
  code: z.enum(PREFILL_NOTE_CODES).meta({
    description:
      "no_sections: no heading recognised; no_name: no name found at the top; unplaced_lines: lines of the CV that are in no field; " +
      "entry_without_dates: an entry whose dates were not found; entry_guessed: an entry whose parts (title, employer, degree…) were told apart by position only",
  }),
  path: z.string().nullable().meta({ description: "The document field it concerns, e.g. work.1; null for the whole document" }),
  lines: z.array(z.string()).meta({ description: "The CV's lines concerned, verbatim" }),
  message: z.string().meta({ description: "The note in the user's language" }),
});
export type PrefillNote = z.infer<typeof prefillNoteSchema>;

export const createdCvDocumentSchema = cvDocumentSchema.extend({
  dropped_fields: z.array(droppedFieldSchema).meta({ description: "What an imported JSON Resume lost; empty for the other sources" }),
  notes: z.array(prefillNoteSchema).meta({ description: "What the prefill from an uploaded CV could not place; empty for the other sources" }),
});
export type CreatedCvDocument = z.infer<typeof createdCvDocumentSchema>;

export const cvDocumentVersionSchema = z.object({
  version: z.number().int(),
  created_at: z.iso.datetime(),
});
export type CvDocumentVersion = z.infer<typeof cvDocumentVersionSchema>;

// The ATS round trip: the document rendered, read back as applicant tracking systems read it, compared.

export const ATS_FORMATS = ["pdf", "docx"] as const;
export type AtsFormat = (typeof ATS_FORMATS)[number];
export const ATS_CHECK_KINDS = ["section", "name", "email", "phone", "position", "company", "institution", "dates", "skill"] as const;
export type AtsCheckKind = (typeof ATS_CHECK_KINDS)[number];

export const atsCheckSchema = z.object({
  format: z.enum(ATS_FORMATS).meta({ description: "The file read back" }),
  kind: z.enum(ATS_CHECK_KINDS).meta({
    description:
      "section: a section's heading; name, email, phone: the contact details; position, company: a job's; institution: a school's; " +
      "dates: an entry's dates, read as dates; skill: a skill's name or keyword",
  }),
  expected: z.string().meta({ description: "What the document says, as the file writes it (a heading or dates in the document's language)" }),
  entry: z.string().optional().meta({ description: "The entry it belongs to (its title), for checks of an entry's parts" }),
  found: z.boolean(),
  fix: z.string().optional().meta({ description: "When not found: what to change, in the user's language" }),
});
export type AtsCheck = z.infer<typeof atsCheckSchema>;

export const atsCheckResultSchema = z.object({
  passed: z.boolean().meta({ description: "Every check found, in both files" }),
  checks: z.array(atsCheckSchema),
});
export type AtsCheckResult = z.infer<typeof atsCheckResultSchema>;
