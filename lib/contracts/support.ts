import { z } from "zod";
import { hasAnyField } from "./common";
import { filtersStepSchema, jobsStepSchema, locationsStepSchema } from "./copilot";
import { withCode } from "./errors";

/** The nine support pages, in the order the index lists them. */
export const SUPPORT_PAGES = [
  "not-enough-jobs",
  "not-relevant",
  "wrong-countries",
  "apply-old-jobs",
  "review-cv",
  "no-interview",
  "tailor-cv",
  "cancel-subscription",
  "something-else",
] as const;
export type SupportPage = (typeof SUPPORT_PAGES)[number];

/** The maximum job ages the support pages offer in one click. */
export const MAX_AGE_CHOICES = [3, 7, 14, 30] as const;

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
