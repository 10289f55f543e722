import { z } from "zod";
import { countryCodeSchema, currencyCodeSchema, languageCodeSchema } from "./common";

export const SENIORITIES = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"] as const;
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "internship", "temporary", "freelance"] as const;
export const STRICTNESS_LEVELS = ["high", "higher", "highest"] as const;
export const WORK_MODES = ["remote", "hybrid", "onsite"] as const;
export const COPILOT_MODES = ["auto_apply", "review_first"] as const;
export const COPILOT_STATUSES = ["draft", "active", "paused"] as const;
export type Seniority = (typeof SENIORITIES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkMode = (typeof WORK_MODES)[number];

/** The five edit steps, in order; the key names the step's group in the API's copilot shape. */
export const COPILOT_STEPS = [
  { step: 1, key: "jobs", title: "Jobs" },
  { step: 2, key: "locations", title: "Locations" },
  { step: 3, key: "filters", title: "Filters" },
  { step: 4, key: "cv", title: "CV" },
  { step: 5, key: "launch", title: "Launch" },
] as const;
export type CopilotStep = (typeof COPILOT_STEPS)[number]["step"];
export type CopilotStepKey = (typeof COPILOT_STEPS)[number]["key"];

export const COPILOT_NAME_MAX = 80;
export const MAX_JOB_TITLES = 5;
export const MAX_COUNTRIES = 30;
export const MAX_CITIES = 10;
export const MAX_RADIUS_KM = 200;

const oneOf = (values: readonly string[]) => `Choose one of: ${values.join(", ")}.`;

/** Repeats add nothing to a set of choices, so they are dropped rather than refused. */
const unique = <T>(values: T[]) => [...new Set(values)];

/** A list of free-text entries, trimmed, without repeats that differ only in case. */
const textList = (what: { one: string; many: string }, max: number, itemMax: number) =>
  z
    .array(
      z
        .string({ error: `Enter ${what.one}.` })
        .trim()
        .min(1, { error: `Enter ${what.one}.` })
        .max(itemMax, { error: `Use at most ${itemMax} characters.` }),
      { error: `Send a list of ${what.many}.` },
    )
    .max(max, { error: `Add at most ${max} ${what.many}.` })
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
  .string({ error: "Enter a name." })
  .trim()
  .min(1, { error: "Enter a name." })
  .max(COPILOT_NAME_MAX, { error: `Use at most ${COPILOT_NAME_MAX} characters.` });

export const createCopilotSchema = z.strictObject({ name: nameSchema.optional() });
export const renameCopilotSchema = z.strictObject({ name: nameSchema });

// Step 1: jobs

export const jobsStepSchema = z.strictObject({
  job_titles: z
    .array(
      z
        .string({ error: "Enter a job title." })
        .trim()
        .min(2, { error: "Use at least 2 characters." })
        .max(100, { error: "Use at most 100 characters." }),
      { error: `Add 1 to ${MAX_JOB_TITLES} job titles.` },
    )
    .min(1, { error: "Add at least one job title." })
    .max(MAX_JOB_TITLES, { error: `Add at most ${MAX_JOB_TITLES} job titles.` })
    .superRefine((titles, ctx) => {
      const seen = new Set<string>();
      titles.forEach((title, index) => {
        const key = title.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: "This job title is already in the list." });
        seen.add(key);
      });
    }),
  seniorities: z
    .array(z.enum(SENIORITIES, { error: oneOf(SENIORITIES) }), { error: "Send a list of seniority levels (it may be empty)." })
    .transform(unique),
  employment_types: z
    .array(z.enum(EMPLOYMENT_TYPES, { error: oneOf(EMPLOYMENT_TYPES) }), { error: "Choose at least one employment type." })
    .min(1, { error: "Choose at least one employment type." })
    .transform(unique),
  strictness: z.enum(STRICTNESS_LEVELS, { error: oneOf(STRICTNESS_LEVELS) }),
});

// Step 2: locations

export const citySchema = z.strictObject({
  id: z.string({ error: "Choose a city from the list." }).trim().min(1, { error: "Choose a city from the list." }).max(64),
  name: z.string({ error: "Choose a city from the list." }).trim().min(1, { error: "Choose a city from the list." }).max(200),
  country_code: countryCodeSchema,
  lat: z.number({ error: "Choose a city from the list." }).min(-90).max(90),
  lon: z.number({ error: "Choose a city from the list." }).min(-180).max(180),
  radius_km: z
    .number({ error: `Enter a radius from 0 to ${MAX_RADIUS_KM} km.` })
    .int({ error: `Enter a whole number of kilometres from 0 to ${MAX_RADIUS_KM}.` })
    .min(0, { error: `Enter a radius from 0 to ${MAX_RADIUS_KM} km.` })
    .max(MAX_RADIUS_KM, { error: `Enter a radius from 0 to ${MAX_RADIUS_KM} km.` }),
});

const locationFields = ["countries", "cities", "work_modes"];

export const locationsStepSchema = z
  .strictObject({
    countries: z
      .array(countryCodeSchema.describe("ISO 3166-1 alpha-2"), { error: "Send a list of country codes (it may be empty)." })
      .max(MAX_COUNTRIES, { error: `Choose at most ${MAX_COUNTRIES} countries.` })
      .transform(unique),
    cities: z
      .array(citySchema, { error: "Send a list of cities (it may be empty)." })
      .max(MAX_CITIES, { error: `Choose at most ${MAX_CITIES} cities.` })
      .superRefine((cities, ctx) => {
        const seen = new Set<string>();
        cities.forEach(({ id }, index) => {
          if (seen.has(id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "This city is already in the list." });
          seen.add(id);
        });
      }),
    work_modes: z
      .array(z.enum(WORK_MODES, { error: oneOf(WORK_MODES) }), { error: "Choose remote, hybrid or on-site." })
      .min(1, { error: "Choose remote, hybrid or on-site." })
      .transform(unique),
  })
  .refine(
    // Remote-only needs no place: the countries then only narrow where the user may work from.
    ({ countries, cities, work_modes }) =>
      countries.length > 0 || cities.length > 0 || (work_modes.length === 1 && work_modes[0] === "remote"),
    {
      path: ["countries"],
      error: "Choose at least one country or city, or choose remote only to search worldwide.",
      // Checked as soon as the three lists are valid, so one answer names every problem.
      when: ({ value, issues }) =>
        typeof value === "object" && value !== null && !issues.some((issue) => locationFields.includes(String(issue.path?.[0]))),
    },
  );

// Step 3: filters



const wholeNumber = (min: number, max: number, what: string) => {
  const range = `from ${min} to ${max.toLocaleString("en")}`;
  return z
    .number({ error: `Enter ${what} ${range}.` })
    .int({ error: `Enter a whole number ${range}.` })
    .min(min, { error: `Enter ${what} ${range}.` })
    .max(max, { error: `Enter ${what} ${range}.` });
};

export const MAX_SALARY = 10_000_000;
export const DEFAULT_MAX_JOB_AGE_DAYS = 14;

export const filtersStepSchema = z
  .strictObject({
    include_keywords: textList({ one: "a keyword", many: "keywords" }, 20, 50),
    exclude_keywords: textList({ one: "a keyword", many: "keywords" }, 50, 50),
    excluded_companies: textList({ one: "a company name", many: "companies" }, 100, 100),
    min_salary: wholeNumber(0, MAX_SALARY, "an amount").nullable(),
    salary_currency: currencyCodeSchema
      .nullable()
      .default(null)
      .describe("ISO 4217; required when min_salary is set"),
    max_job_age_days: wholeNumber(1, 60, "a number of days").default(DEFAULT_MAX_JOB_AGE_DAYS),
    posting_languages: z
      .array(
        languageCodeSchema.describe("ISO 639-1"),
        { error: "Send a list of language codes (it may be empty)." },
      )
      .max(10, { error: "Choose at most 10 languages." })
      .transform(unique),
    needs_sponsorship: z.boolean({ error: "Answer true or false." }),
    company_cap_count: wholeNumber(1, 10, "a number of applications").default(2),
    company_cap_days: wholeNumber(7, 365, "a number of days").default(60),
  })
  .refine(({ min_salary, salary_currency }) => min_salary === null || salary_currency !== null, {
    path: ["salary_currency"],
    error: "Choose the currency of the minimum salary.",
    when: ({ value, issues }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === "min_salary" || issue.path?.[0] === "salary_currency"),
  });

// Step 4: CV

export const cvStepSchema = z.strictObject({
  resume_id: z.uuid({ error: "Choose one of your CVs." }).describe("The id of one of the user's resumes"),
});

// Step 5: launch (the plan's limits are checked by the server, which knows the plan)

export const launchStepSchema = z.strictObject({
  mode: z.enum(COPILOT_MODES, { error: oneOf(COPILOT_MODES) }),
  daily_limit: z
    .number({ error: "Enter how many applications a day, 1 or more." })
    .int({ error: "Enter a whole number of applications." })
    .min(1, { error: "Enter how many applications a day, 1 or more." }),
  cover_letter: z.boolean({ error: "Answer true or false." }),
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
  cursor: z
    .string({ error: "Use the next_cursor of the previous page." })
    .max(512, { error: "Use the next_cursor of the previous page." })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Use the next_cursor of the previous page." })
    .optional(),
  limit: z.coerce
    .number({ error: "Use a whole number from 1 to 100." })
    .int({ error: "Use a whole number from 1 to 100." })
    .min(1, { error: "Use a whole number from 1 to 100." })
    .max(100, { error: "Use a whole number from 1 to 100." })
    .default(20),
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
  cv: z.object({ resume_id: z.uuid().nullable() }),
  launch: z.object({ mode: z.enum(COPILOT_MODES), daily_limit: z.number().int(), cover_letter: z.boolean() }),
  launched_at: timestampSchema.nullable(),
  last_run_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** One matching run of a copilot: what passed the filters, matched, was created, and what a daily limit held back. */
export const matchRunSchema = z.object({
  copilot_id: z.uuid(),
  candidates: z.number().int(),
  matched: z.number().int(),
  created: z.number().int(),
  skipped_by_limit: z.number().int(),
  limited_by: z.enum(["copilot", "plan"]).nullable(),
});

export type Copilot = z.infer<typeof copilotSchema>;
export type CopilotStatus = Copilot["status"];
export type CopilotMode = Copilot["mode"];
/** A city as a copilot keeps it, with the radius around it. */
export type City = Copilot["locations"]["cities"][number];
export type MatchRun = z.infer<typeof matchRunSchema>;
