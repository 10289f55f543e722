import { z } from "zod";
import { encodeFieldError, withCode, type FieldErrorCode } from "./errors";
import { STAGE_GROUPS, type StageGroup } from "./applications";
import { apiDateSchema, countryCodeSchema, currencyCodeSchema, hasAnyField, languageCodeSchema, nameSchema, oneOf } from "./common";
import { checkPhone, phoneFields } from "./phone";
import { COPILOT_MODES, COPILOT_STATUSES } from "./copilot-values";
import { EDUCATION_LEVELS, LANGUAGE_LEVELS, NOTICE_PERIODS, SALARY_PERIODS } from "./profile-values";

export * from "./profile-values";

const atLeastOneField = withCode("at_least_one_field");

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
          ctx.addIssue({ code: "custom", path: ["phone_number"], message: encodeFieldError("phone_number_missing") });
        }
      } else if (phone_number === null) {
        if (country_code) {
          ctx.addIssue({ code: "custom", path: ["country_code"], message: encodeFieldError("phone_country_without_number") });
        }
      } else if (!country_code) {
        ctx.addIssue({ code: "custom", path: ["country_code"], message: encodeFieldError("phone_country_missing") });
      } else {
        checkPhone({ country_code, phone_number }, ctx);
      }
    },
    { when: phoneFieldsParsed },
  );



export const salaryExpectationSchema = z.strictObject({
  amount: z
    .number(withCode("amount_invalid"))
    .int(withCode("amount_invalid"))
    .positive(withCode("amount_invalid")),
  currency: currencyCodeSchema,
  period: z.enum(SALARY_PERIODS, oneOf(SALARY_PERIODS)),
});

const webAddress = (code: FieldErrorCode, hostname?: RegExp) =>
  z
    .string(withCode(code))
    .trim()
    .max(2048, withCode("url_too_long"))
    .pipe(z.url({ protocol: /^https?$/, hostname, ...withCode(code) }));

export const profileLinksSchema = z.strictObject({
  linkedin: webAddress("linkedin_invalid", /^([a-z0-9-]+\.)*linkedin\.com$/).optional(),
  github: webAddress("github_invalid", /^([a-z0-9-]+\.)*github\.com$/).optional(),
  portfolio: webAddress("url_invalid").optional(),
  website: webAddress("url_invalid").optional(),
});

/** Everything application forms ask about work; sending a field replaces it whole. */
export const profileDetailsSchema = z.strictObject({
  work_authorization: z
    .array(countryCodeSchema, withCode("list_expected"))
    .max(50, withCode("countries_max", { max: 50 }))
    .transform((codes) => [...new Set(codes)]),
  requires_sponsorship: z.boolean(withCode("boolean_or_null")).nullable(),
  notice_period: z.enum(NOTICE_PERIODS, oneOf(NOTICE_PERIODS)).nullable(),
  available_from: apiDateSchema.nullable(),
  salary_expectation: salaryExpectationSchema.nullable(),
  links: profileLinksSchema,
});

export const updateProfileDetailsSchema = profileDetailsSchema.partial().refine(hasAnyField, atLeastOneField);



const languageSchema = z.strictObject({
  code: languageCodeSchema,
  level: z.enum(LANGUAGE_LEVELS, oneOf(LANGUAGE_LEVELS)),
});

const customAnswerSchema = z.strictObject({
  question: z
    .string(withCode("question_required"))
    .trim()
    .min(1, withCode("question_required"))
    .max(300, withCode("too_long", { max: 300 })),
  answer: z
    .string(withCode("answer_required"))
    .trim()
    .min(1, withCode("answer_required"))
    .max(2000, withCode("too_long", { max: 2000 })),
});

/** Default answers to screening questions; each copilot reuses them. */
export const screeningAnswersSchema = z.strictObject({
  years_of_experience: z
    .number(withCode("years_range", { max: 60 }))
    .int(withCode("years_range", { max: 60 }))
    .min(0, withCode("years_range", { max: 60 }))
    .max(60, withCode("years_range", { max: 60 }))
    .nullable(),
  highest_education: z.enum(EDUCATION_LEVELS, oneOf(EDUCATION_LEVELS)).nullable(),
  willing_to_relocate: z.boolean(withCode("boolean_or_null")).nullable(),
  drivers_license: z.boolean(withCode("boolean_or_null")).nullable(),
  languages: z
    .array(languageSchema, withCode("list_expected"))
    .max(20, withCode("languages_max", { max: 20 }))
    .superRefine((languages, ctx) => {
      const seen = new Set<string>();
      languages.forEach(({ code }, index) => {
        if (seen.has(code)) ctx.addIssue({ code: "custom", path: [index, "code"], message: encodeFieldError("language_twice") });
        seen.add(code);
      });
    }),
  custom: z.array(customAnswerSchema, withCode("list_expected")).max(50, withCode("answers_max", { max: 50 })),
});

export type ScreeningAnswers = z.output<typeof screeningAnswersSchema>;

/** Only the answers sent change; the others keep their value. */
export const updateProfileExtraSchema = z.strictObject({
  screening_answers: screeningAnswersSchema
    .partial()
    .refine(hasAnyField, withCode("at_least_one_answer")),
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
