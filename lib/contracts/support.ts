import { z } from "zod";
import { withCode } from "./errors";
import { ALL_APPLICATION_STAGES } from "./applications";
import { hasAnyField } from "./common";
import { filtersStepSchema, jobsStepSchema, locationsStepSchema, matchRunSchema } from "./copilot";

export * from "./support-values";

const jobs = jobsStepSchema.shape;
const locations = locationsStepSchema.shape;
const filters = filtersStepSchema.shape;

/**
 * What a support page may change on a copilot, each field validated as in its edit step. Only the
 * fields sent change; the server checks the whole step they belong to once merged (e.g. a place
 * is still chosen after the countries change).
 */
export const supportCopilotPatchSchema = z
  .strictObject({
    strictness: jobs.strictness.optional(),
    seniorities: jobs.seniorities.optional(),
    employment_types: jobs.employment_types.optional(),
    countries: locations.countries.optional(),
    work_modes: locations.work_modes.optional(),
    include_keywords: filters.include_keywords.optional(),
    exclude_keywords: filters.exclude_keywords.optional(),
    excluded_companies: filters.excluded_companies.optional(),
    // Without their step's defaults: a field left out must stay as it is.
    min_salary: filters.min_salary.optional(),
    salary_currency: filters.salary_currency.unwrap().optional(),
    max_job_age_days: filters.max_job_age_days.unwrap().optional(),
    posting_languages: filters.posting_languages.optional(),
  })
  // Only once every field sent is known and valid: an unknown one is its own message.
  .refine(hasAnyField, { ...withCode("at_least_one_setting"), when: ({ issues }) => issues.length === 0 });

export type SupportCopilotPatch = z.output<typeof supportCopilotPatchSchema>;
export type SupportCopilotPatchInput = z.input<typeof supportCopilotPatchSchema>;

/** Any string: an id that is not one of the user's is simply not found (404). */
const idSchema = z.string(withCode("own_id_invalid")).max(64, withCode("own_id_invalid"));

export const cvCheckQuerySchema = z.strictObject({
  resume_id: idSchema.optional().describe("The CV to check; by default the copilot's CV, else the newest one"),
  copilot_id: idSchema.optional().describe("Whose job titles the CV should name; by default all of the user's copilots"),
});

/** The "Jobs are not relevant" form: stricter matching, and words and companies to leave out. */
export const relevanceFixSchema = z.strictObject({
  strictness: jobs.strictness,
  exclude_keywords: filters.exclude_keywords,
  excluded_companies: filters.excluded_companies,
});

/** The "Applications to old jobs" form. */
export const maxAgeFixSchema = z.strictObject({ max_job_age_days: filters.max_job_age_days.unwrap() });

// Responses

/** The filters the "not enough jobs" page shows, each with the changes that would let more jobs through. */
export const FILTER_KEYS = [
  "max_age", "work_modes", "countries", "include_keywords", "exclude_keywords", "excluded_companies", "posting_languages",
  "employment_types", "salary", "seniority", "strictness",
] as const;

/** How much a CV finding matters: fix `high` first; `low` is a tip. */
export const CV_SEVERITIES = ["high", "medium", "low"] as const;

export const CV_FINDINGS = [
  "little_text",
  "missing_experience",
  "missing_education",
  "missing_skills",
  "missing_summary",
  "missing_email",
  "missing_phone",
  "missing_linkedin",
  "titles_missing",
  "title_words_missing",
  "too_short",
  "too_long",
  "no_quantified_results",
  "few_quantified_results",
  "undated_experience",
  "future_date",
  "employment_gap",
  "mixed_date_formats",
] as const;

/** The parts of the CV check; each passes when none of its findings is left. */
export const CV_CHECKS = ["sections", "contact", "titles", "length", "results", "dates"] as const;

/** The sections every CV should have. */
export const CV_REQUIRED_SECTIONS = ["experience", "education", "skills", "summary"] as const;
/** The ways of writing dates the check tells apart. */
export const CV_DATE_FORMATS = ["numeric", "month_name", "iso"] as const;

const wideningSchema = z.object({
  id: z.string(),
  adds: z.number().int().meta({ description: "Jobs of the window not proposed yet that this change alone lets through" }),
  patch: z.record(z.string(), z.unknown()).meta({ description: "The change, as PATCH /support/copilots/{id} takes it" }),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** GET /support/copilots/{id}/filters: how many recent jobs each filter holds back. */
export const filterImpactSchema = z.object({
  copilot_id: z.uuid(),
  window_days: z.number().int().meta({ description: "The jobs looked at were posted within this many days" }),
  found: z.number().int().meta({ description: "Jobs of the window this copilot already proposed" }),
  waiting: z.number().int().meta({ description: "Jobs that pass every filter now and were not proposed yet (daily limit)" }),
  checked: z.number().int(),
  truncated: z.boolean().meta({ description: "More postings passed than were counted: the newest were" }),
  filters: z.array(
    z.object({
      filter: z.enum(FILTER_KEYS),
      removes: z.number().int().meta({
        description: "Jobs this filter keeps out: of those the other filters would let through at their widest, or that one change of it adds",
      }),
      widenings: z.array(wideningSchema),
    }),
  ),
  widen_all: z
    .object({
      adds: z.number().int(),
      patch: z.record(z.string(), z.unknown()),
      filters: z.array(z.enum(FILTER_KEYS)),
    })
    .nullable()
    .meta({ description: "Every filter at its widest at once (exclusions and places stay), when that adds more than any single change" }),
});

/** GET /support/copilots/{id}/outcomes: what happened to a copilot's applications. */
export const copilotOutcomesSchema = z.object({
  copilot_id: z.uuid(),
  total: z.number().int(),
  by_stage: z.record(z.string(), z.number().int()).meta({ description: `Counts per stage: ${ALL_APPLICATION_STAGES.join(", ")}` }),
  average_score: z.number().int().nullable(),
  sent_average_score: z.number().int().nullable(),
  threshold: z.number().int().meta({ description: "The lowest score the copilot's strictness lets through" }),
  sent: z.number().int().meta({ description: "Applications that reached applied (or went further)" }),
  interviews: z.number().int(),
  interview_rate: z.number().nullable().meta({ description: "interviews / sent, 0–1; null before anything was sent" }),
  declined_companies: z.array(z.object({ company: z.string(), count: z.number().int() })).meta({
    description: "Companies of jobs the user skipped or rejected in review in the last 90 days, not yet excluded",
  }),
  declined_keywords: z.array(z.object({ keyword: z.string(), count: z.number().int() })).meta({
    description: "Words of those jobs' titles that none of the copilot's titles use, seen at least twice",
  }),
  requested_skills: z.array(z.object({ skill: z.string(), jobs: z.number().int(), in_cv: z.boolean() })).meta({
    description: "Skills the copilot's latest jobs ask for, and whether its CV names them",
  }),
  sampled_jobs: z.number().int(),
});

/** PATCH /support/copilots/{id}: the copilot as changed, and what matching it again at once found. */
export const supportCopilotAdjustedSchema = z.object({
  copilot: z.record(z.string(), z.unknown()).meta({ description: "The copilot, as GET /copilots/{id}" }),
  run: matchRunSchema.nullable(),
});

export const cvFindingSchema = z.object({
  id: z.enum(CV_FINDINGS),
  area: z.enum(CV_CHECKS),
  severity: z.enum(CV_SEVERITIES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});

export const cvCheckSchema = z.object({
  score: z.number().int().min(0).max(100),
  sections: z.array(z.object({ key: z.enum(CV_REQUIRED_SECTIONS), present: z.boolean() })),
  other_sections: z.array(z.string()),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), linkedin: z.string().nullable() }),
  titles: z.array(z.object({ title: z.string(), found: z.boolean(), missing_words: z.array(z.string()) })),
  length: z.object({ words: z.number().int(), pages: z.number().int(), max_pages: z.number().int() }),
  results: z.object({ statements: z.number().int(), quantified: z.number().int() }),
  dates: z.object({
    ranges: z.number().int(),
    formats: z.array(z.enum(CV_DATE_FORMATS)),
    gaps: z.array(z.object({ from: z.string(), to: z.string(), months: z.number().int() })),
  }),
  findings: z.array(cvFindingSchema),
  passed: z.array(z.enum(CV_CHECKS)),
});

/** GET /support/cv-check. */
export const cvCheckResultSchema = z.object({
  resume: z
    .object({ id: z.uuid(), file_name: z.string(), created_at: z.iso.datetime() })
    .nullable()
    .meta({ description: "The CV checked; null when the user has none" }),
  target_titles: z.array(z.string()),
  check: cvCheckSchema.nullable(),
});

export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterImpact = z.infer<typeof filterImpactSchema>;
export type Widening = z.infer<typeof wideningSchema>;
export type CopilotOutcomes = z.infer<typeof copilotOutcomesSchema>;
export type SupportCopilotAdjusted = z.infer<typeof supportCopilotAdjustedSchema>;
export type CvSeverity = (typeof CV_SEVERITIES)[number];
export type CvArea = (typeof CV_CHECKS)[number];
export type CvFindingId = (typeof CV_FINDINGS)[number];
export type CvFinding = z.infer<typeof cvFindingSchema>;
export type CvCheck = z.infer<typeof cvCheckSchema>;
export type CvCheckResult = z.infer<typeof cvCheckResultSchema>;
