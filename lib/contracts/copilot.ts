import { z } from "zod";
import { countryCodeSchema, currencyCodeSchema, cursorSchema, languageCodeSchema, oneOf, pageLimitSchema } from "./common";
import { encodeFieldError, withCode, type FieldErrorCode } from "./errors";
import { SENIORITIES, EMPLOYMENT_TYPES, STRICTNESS_LEVELS, WORK_MODES, COPILOT_MODES, COPILOT_STATUSES, COPILOT_NAME_MAX, MAX_JOB_TITLES, MAX_COUNTRIES, MAX_CITIES, MAX_RADIUS_KM, MAX_SALARY, DEFAULT_MAX_JOB_AGE_DAYS, type CopilotStep } from "./copilot-values";

export * from "./copilot-values";

/** Repeats add nothing to a set of choices, so they are dropped rather than refused. */
const unique = <T>(values: T[]) => [...new Set(values)];

/** A list of free-text entries, trimmed, without repeats that differ only in case. */
const textList = (codes: { required: FieldErrorCode; tooMany: FieldErrorCode }, max: number, itemMax: number) =>
  z
    .array(
      z
        .string(withCode(codes.required))
        .trim()
        .min(1, withCode(codes.required))
        .max(itemMax, withCode("too_long", { max: itemMax })),
      withCode("list_expected"),
    )
    .max(max, withCode(codes.tooMany, { max }))
    .transform((values) => {
      const seen = new Set<string>();
      return values.filter((value) => {
        const key = value.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

const nameSchema = z
  .string(withCode("name_required"))
  .trim()
  .min(1, withCode("name_required"))
  .max(COPILOT_NAME_MAX, withCode("too_long", { max: COPILOT_NAME_MAX }));

export const renameCopilotSchema = z.strictObject({ name: nameSchema });

// Step 1: jobs

export const jobsStepSchema = z.strictObject({
  job_titles: z
    .array(
      z
        .string(withCode("job_title_required"))
        .trim()
        .min(2, withCode("too_short", { min: 2 }))
        .max(100, withCode("too_long", { max: 100 })),
      withCode("job_titles_range", { max: MAX_JOB_TITLES }),
    )
    .min(1, withCode("job_titles_required"))
    .max(MAX_JOB_TITLES, withCode("job_titles_max", { max: MAX_JOB_TITLES }))
    .superRefine((titles, ctx) => {
      const seen = new Set<string>();
      titles.forEach((title, index) => {
        const key = title.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: encodeFieldError("job_title_duplicate") });
        seen.add(key);
      });
    }),
  seniorities: z
    .array(z.enum(SENIORITIES, oneOf(SENIORITIES)), withCode("list_expected"))
    .transform(unique),
  employment_types: z
    .array(z.enum(EMPLOYMENT_TYPES, oneOf(EMPLOYMENT_TYPES)), withCode("employment_type_required"))
    .min(1, withCode("employment_type_required"))
    .transform(unique),
  strictness: z.enum(STRICTNESS_LEVELS, oneOf(STRICTNESS_LEVELS)),
});

/** A new copilot: its name, and step 1 when it is created from that step, so no empty draft is left behind. */
export const createCopilotSchema = z.strictObject({ name: nameSchema.optional(), jobs: jobsStepSchema.optional() });

// Step 2: locations

const fromList = withCode("city_from_list");
const radius = withCode("radius_range", { max: MAX_RADIUS_KM });

export const citySchema = z.strictObject({
  id: z.string(fromList).trim().min(1, fromList).max(64, fromList),
  name: z.string(fromList).trim().min(1, fromList).max(200, fromList),
  country_code: countryCodeSchema,
  lat: z.number(fromList).min(-90, fromList).max(90, fromList),
  lon: z.number(fromList).min(-180, fromList).max(180, fromList),
  radius_km: z.number(radius).int(radius).min(0, radius).max(MAX_RADIUS_KM, radius),
});

const locationFields = ["countries", "cities", "work_modes"];

export const locationsStepSchema = z
  .strictObject({
    countries: z
      .array(countryCodeSchema.describe("ISO 3166-1 alpha-2"), withCode("list_expected"))
      .max(MAX_COUNTRIES, withCode("countries_max", { max: MAX_COUNTRIES }))
      .transform(unique),
    cities: z
      .array(citySchema, withCode("list_expected"))
      .max(MAX_CITIES, withCode("cities_max", { max: MAX_CITIES }))
      .superRefine((cities, ctx) => {
        const seen = new Set<string>();
        cities.forEach(({ id }, index) => {
          if (seen.has(id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: encodeFieldError("city_duplicate") });
          seen.add(id);
        });
      }),
    work_modes: z
      .array(z.enum(WORK_MODES, oneOf(WORK_MODES)), withCode("work_mode_required"))
      .min(1, withCode("work_mode_required"))
      .transform(unique),
  })
  .refine(
    // Remote-only needs no place: the countries then only narrow where the user may work from.
    ({ countries, cities, work_modes }) =>
      countries.length > 0 || cities.length > 0 || (work_modes.length === 1 && work_modes[0] === "remote"),
    {
      path: ["countries"],
      error: encodeFieldError("place_required"),
      // Checked as soon as the three lists are valid, so one answer names every problem.
      when: ({ value, issues }) =>
        typeof value === "object" && value !== null && !issues.some((issue) => locationFields.includes(String(issue.path?.[0]))),
    },
  );

// Step 3: filters

/** A whole number in a range; `code` names what is counted ("amount_range": an amount from 0 to …). */
const wholeNumber = (min: number, max: number, code: FieldErrorCode) => {
  const outOfRange = withCode(code, { min, max });
  return z
    .number(outOfRange)
    .int(withCode("whole_number_range", { min, max }))
    .min(min, outOfRange)
    .max(max, outOfRange);
};

export const filtersStepSchema = z
  .strictObject({
    include_keywords: textList({ required: "keyword_required", tooMany: "keywords_max" }, 20, 50),
    exclude_keywords: textList({ required: "keyword_required", tooMany: "keywords_max" }, 50, 50),
    excluded_companies: textList({ required: "company_required", tooMany: "companies_max" }, 100, 100),
    min_salary: wholeNumber(0, MAX_SALARY, "amount_range").nullable(),
    salary_currency: currencyCodeSchema
      .nullable()
      .default(null)
      .describe("ISO 4217; required when min_salary is set"),
    max_job_age_days: wholeNumber(1, 60, "days_range").default(DEFAULT_MAX_JOB_AGE_DAYS),
    posting_languages: z
      .array(
        languageCodeSchema.describe("ISO 639-1"),
        withCode("list_expected"),
      )
      .max(10, withCode("languages_max", { max: 10 }))
      .transform(unique),
    needs_sponsorship: z.boolean(withCode("boolean_required")),
    company_cap_count: wholeNumber(1, 10, "applications_range").default(2),
    company_cap_days: wholeNumber(7, 365, "days_range").default(60),
  })
  .refine(({ min_salary, salary_currency }) => min_salary === null || salary_currency !== null, {
    path: ["salary_currency"],
    error: encodeFieldError("salary_currency_required"),
    when: ({ value, issues }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === "min_salary" || issue.path?.[0] === "salary_currency"),
  });

// Step 4: CV

export const cvStepSchema = z.strictObject({
  resume_id: z.uuid(withCode("cv_required")).describe("The id of one of the user's resumes"),
  /** Elite's per-job tailoring; left out, the stored choice stays. The server checks the plan. */
  tailor_cv: z
    .boolean(withCode("boolean_required"))
    .optional()
    .describe("Tailor the CV to each job before sending it (plans with CV tailoring); left out, the current setting stays"),
});

// Step 5: launch (the plan's limits are checked by the server, which knows the plan)

export const launchStepSchema = z.strictObject({
  mode: z.enum(COPILOT_MODES, oneOf(COPILOT_MODES)),
  daily_limit: z
    .number(withCode("daily_limit_required"))
    .int(withCode("daily_limit_whole"))
    .min(1, withCode("daily_limit_required")),
  cover_letter: z.boolean(withCode("boolean_required")),
  /** Fill every form and keep the proof, but send nothing: to see what the copilot would send. */
  dry_run: z.boolean(withCode("boolean_required")).default(false),
});

export const copilotStepSchemas = {
  1: jobsStepSchema,
  2: locationsStepSchema,
  3: filtersStepSchema,
  4: cvStepSchema,
  5: launchStepSchema,
} as const;

export type JobsStep = z.output<typeof jobsStepSchema>;
export type LocationsStep = z.output<typeof locationsStepSchema>;
export type FiltersStep = z.output<typeof filtersStepSchema>;
export type CvStep = z.output<typeof cvStepSchema>;
export type LaunchStep = z.output<typeof launchStepSchema>;
export type CopilotStepInput = { [S in CopilotStep]: { step: S; input: z.output<(typeof copilotStepSchemas)[S]> } }[CopilotStep];
/** What a client sends for step S (PUT /copilots/{id}/steps/S). */
export type CopilotStepValues<S extends CopilotStep> = z.input<(typeof copilotStepSchemas)[S]>;

/** GET /copilots: newest first, by cursor. */
export const listCopilotsQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(100).default(20),
});

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const copilotIdParamsSchema = z.strictObject({ id: z.string() });

// Responses

const stepNumberSchema = z.number().int().min(1).max(5);
const timestampSchema = z.iso.datetime();

export const copilotSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(COPILOT_STATUSES),
  mode: z.enum(COPILOT_MODES),
  completed_steps: z.array(stepNumberSchema).meta({ description: "Steps saved at least once, ascending" }),
  next_step: stepNumberSchema.meta({ description: "The first incomplete step (5 when all are done): where /edit opens" }),
  jobs: z.object({
    job_titles: z.array(z.string()),
    seniorities: z.array(z.enum(SENIORITIES)),
    employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
    strictness: z.enum(STRICTNESS_LEVELS),
  }),
  locations: z.object({
    countries: z.array(z.string()).meta({ description: "ISO 3166-1 alpha-2" }),
    cities: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        country_code: z.string(),
        lat: z.number(),
        lon: z.number(),
        radius_km: z.number().int(),
      }),
    ),
    work_modes: z.array(z.enum(WORK_MODES)),
  }),
  filters: z.object({
    include_keywords: z.array(z.string()),
    exclude_keywords: z.array(z.string()),
    excluded_companies: z.array(z.string()),
    min_salary: z.number().int().nullable(),
    salary_currency: z.string().nullable().meta({ description: "ISO 4217" }),
    max_job_age_days: z.number().int(),
    posting_languages: z.array(z.string()).meta({ description: "ISO 639-1" }),
    needs_sponsorship: z.boolean(),
    company_cap_count: z.number().int(),
    company_cap_days: z.number().int(),
  }),
  cv: z.object({
    resume_id: z.uuid().nullable(),
    tailor_cv: z.boolean().meta({ description: "Tailor the CV to each job before sending it; kept after a downgrade, but used only while the plan includes CV tailoring" }),
  }),
  launch: z.object({ mode: z.enum(COPILOT_MODES), daily_limit: z.number().int(), cover_letter: z.boolean(), dry_run: z.boolean() }),
  launched_at: timestampSchema.nullable(),
  last_run_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** One matching run of a copilot: what passed the filters, what matched, and the applications it created. */
export const matchRunSchema = z.object({
  copilot_id: z.uuid(),
  candidates: z.number().int(),
  matched: z.number().int(),
  created: z.number().int(),
});

export type Copilot = z.infer<typeof copilotSchema>;
export type CopilotStatus = Copilot["status"];
export type CopilotMode = Copilot["mode"];
/** A city as a copilot keeps it, with the radius around it. */
export type City = Copilot["locations"]["cities"][number];
export type MatchRun = z.infer<typeof matchRunSchema>;
