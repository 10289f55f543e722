import { z } from "zod";
import { apiDateSchema } from "@/lib/dates";
import { STAGE_GROUPS, type StageGroup } from "./applications";
import { checkPhone, countryCodeSchema, currencyCodeSchema, hasAnyField, languageCodeSchema, nameSchema, phoneFields } from "./common";
import { COPILOT_MODES, COPILOT_STATUSES } from "./copilot";

const atLeastOneField = { error: "Send at least one field to change." };

// The pair is checked even when other fields are wrong, so one answer names every bad field.
// The object test matters: the OpenAPI generator probes schemas with null.
const phoneFieldsParsed = ({ value, issues }: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
  typeof value === "object" &&
  value !== null &&
  !issues.some((issue) => issue.path?.[0] === "country_code" || issue.path?.[0] === "phone_number");

export const updateProfileSchema = z
  .strictObject({
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    country: countryCodeSchema.optional(),
    country_code: phoneFields.country_code.nullable().optional(),
    phone_number: phoneFields.phone_number.nullable().optional(),
  })
  .refine(hasAnyField, atLeastOneField)
  .superRefine(
    ({ country_code, phone_number }, ctx) => {
      if (phone_number === undefined) {
        if (country_code !== undefined) {
          ctx.addIssue({ code: "custom", path: ["phone_number"], message: "Send the phone number together with its country code." });
        }
      } else if (phone_number === null) {
        if (country_code) {
          ctx.addIssue({ code: "custom", path: ["country_code"], message: "Leave out the country code when removing the phone number." });
        }
      } else if (!country_code) {
        ctx.addIssue({ code: "custom", path: ["country_code"], message: "Choose the country of the phone number." });
      } else {
        checkPhone({ country_code, phone_number }, ctx);
      }
    },
    { when: phoneFieldsParsed },
  );

export const NOTICE_PERIODS = ["immediately", "1_week", "2_weeks", "1_month", "2_months", "3_months", "more_than_3_months"] as const;
export const SALARY_PERIODS = ["year", "month", "hour"] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];


export const salaryExpectationSchema = z.strictObject({
  amount: z
    .number({ error: "Enter the amount as a number." })
    .int({ error: "Enter a whole amount." })
    .positive({ error: "Enter an amount above zero." }),
  currency: currencyCodeSchema,
  period: z.enum(SALARY_PERIODS, { error: `Choose one of: ${SALARY_PERIODS.join(", ")}.` }),
});

const webAddress = (message: string, hostname?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, { error: "This address is too long." })
    .pipe(z.url({ protocol: /^https?$/, hostname, error: message }));

export const profileLinksSchema = z.strictObject({
  linkedin: webAddress("Enter a LinkedIn address, such as https://www.linkedin.com/in/you.", /^([a-z0-9-]+\.)*linkedin\.com$/).optional(),
  github: webAddress("Enter a GitHub address, such as https://github.com/you.", /^([a-z0-9-]+\.)*github\.com$/).optional(),
  portfolio: webAddress("Enter a web address starting with https://.").optional(),
  website: webAddress("Enter a web address starting with https://.").optional(),
});

/** Everything application forms ask about work; sending a field replaces it whole. */
export const profileDetailsSchema = z.strictObject({
  work_authorization: z
    .array(countryCodeSchema, { error: "Send a list of country codes." })
    .max(50, { error: "Choose at most 50 countries." })
    .transform((codes) => [...new Set(codes)]),
  requires_sponsorship: z.boolean({ error: "Answer true, false or null." }).nullable(),
  notice_period: z.enum(NOTICE_PERIODS, { error: `Choose one of: ${NOTICE_PERIODS.join(", ")}.` }).nullable(),
  available_from: apiDateSchema.nullable(),
  salary_expectation: salaryExpectationSchema.nullable(),
  links: profileLinksSchema,
});

export const updateProfileDetailsSchema = profileDetailsSchema.partial().refine(hasAnyField, atLeastOneField);

export const EDUCATION_LEVELS = ["none", "high_school", "vocational", "bachelor", "master", "doctorate"] as const;
export const LANGUAGE_LEVELS = ["basic", "conversational", "professional", "native"] as const;


const languageSchema = z.strictObject({
  code: languageCodeSchema,
  level: z.enum(LANGUAGE_LEVELS, { error: `Choose one of: ${LANGUAGE_LEVELS.join(", ")}.` }),
});

const customAnswerSchema = z.strictObject({
  question: z
    .string({ error: "Enter the question." })
    .trim()
    .min(1, { error: "Enter the question." })
    .max(300, { error: "Use at most 300 characters." }),
  answer: z
    .string({ error: "Enter the answer." })
    .trim()
    .min(1, { error: "Enter the answer." })
    .max(2000, { error: "Use at most 2000 characters." }),
});

/** Default answers to screening questions; each copilot reuses them. */
export const screeningAnswersSchema = z.strictObject({
  years_of_experience: z
    .number({ error: "Enter a number of years." })
    .int({ error: "Enter whole years." })
    .min(0, { error: "Enter 0 or more years." })
    .max(60, { error: "Enter at most 60 years." })
    .nullable(),
  highest_education: z.enum(EDUCATION_LEVELS, { error: `Choose one of: ${EDUCATION_LEVELS.join(", ")}.` }).nullable(),
  willing_to_relocate: z.boolean({ error: "Answer true, false or null." }).nullable(),
  drivers_license: z.boolean({ error: "Answer true, false or null." }).nullable(),
  languages: z
    .array(languageSchema, { error: "Send a list of languages." })
    .max(20, { error: "List at most 20 languages." })
    .superRefine((languages, ctx) => {
      const seen = new Set<string>();
      languages.forEach(({ code }, index) => {
        if (seen.has(code)) ctx.addIssue({ code: "custom", path: [index, "code"], message: "This language is listed twice." });
        seen.add(code);
      });
    }),
  custom: z.array(customAnswerSchema, { error: "Send a list of questions and answers." }).max(50, { error: "Add at most 50 answers." }),
});

export type ScreeningAnswers = z.output<typeof screeningAnswersSchema>;

/** Only the answers sent change; the others keep their value. */
export const updateProfileExtraSchema = z.strictObject({
  screening_answers: screeningAnswersSchema
    .partial()
    .refine(hasAnyField, { error: "Send at least one answer to change." }),
});

// Responses

const timestampSchema = z.iso.datetime();

/** The signed-in user's account: GET and PATCH /profile. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  email_verified: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2" }),
  country_code: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2 country of the phone number" }),
  phone_number: z.string().nullable().meta({ description: "National number, digits only" }),
  is_admin: z.boolean(),
  registration_completed: z.boolean(),
  impersonated_by: z.uuid().nullable().meta({ description: "The admin's id while an admin is signed in as this user" }),
  created_at: timestampSchema,
});

/** The work details as saved (GET and PATCH /profile/details): empty values until the first save. */
export const savedProfileDetailsSchema = z.object({
  work_authorization: z.array(z.string()).meta({ description: "ISO 3166-1 alpha-2 countries the user may work in" }),
  requires_sponsorship: z.boolean().nullable(),
  notice_period: z.enum(NOTICE_PERIODS).nullable(),
  available_from: z.string().nullable().meta({ description: "dd-MM-yyyy", example: "01-04-2026" }),
  salary_expectation: salaryExpectationSchema.nullable(),
  links: profileLinksSchema,
});

/** The default screening answers: GET and PATCH /profile/extra. */
export const profileExtraSchema = z.object({ screening_answers: screeningAnswersSchema });

const stageGroupCountsSchema = z
  .object(Object.fromEntries(Object.keys(STAGE_GROUPS).map((group) => [group, z.number().int()])) as Record<StageGroup, z.ZodNumber>)
  .meta({
    description: Object.entries(STAGE_GROUPS)
      .map(([group, stages]) => `${group}: ${stages.join(", ")}`)
      .join("; "),
  });

const dashboardFigures = {
  matches_today: z.number().int().meta({ description: "Applications created today (UTC)" }),
  applied_today: z.number().int().meta({ description: "Applications that reached `applied` today (UTC)" }),
  by_group: stageGroupCountsSchema,
  total: z.number().int(),
  last_run_at: timestampSchema.nullable(),
};

/** GET /profile/stats: the dashboard's figures, per copilot (oldest first) and in total. */
export const profileStatsSchema = z.object({
  day: z.string().meta({ description: "Today in UTC, dd-MM-yyyy", example: "02-03-2026" }),
  total: z.object(dashboardFigures).meta({ description: "Every application, including those of deleted copilots" }),
  copilots: z.array(
    z.object({ id: z.uuid(), name: z.string(), status: z.enum(COPILOT_STATUSES), mode: z.enum(COPILOT_MODES), ...dashboardFigures }),
  ),
});

export type Profile = z.infer<typeof profileSchema>;
export type ProfileDetails = z.infer<typeof savedProfileDetailsSchema>;
export type ProfileExtra = z.infer<typeof profileExtraSchema>;
export type ProfileStats = z.infer<typeof profileStatsSchema>;
