import { z } from "zod";
import { apiDateSchema } from "@/lib/dates";
import { checkPhone, countryCodeSchema, currencyCodeSchema, hasAnyField, languageCodeSchema, nameSchema, oneOf, phoneFields } from "./common";
import { encodeFieldError, withCode, type FieldErrorCode } from "./errors";

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

export const NOTICE_PERIODS = ["immediately", "1_week", "2_weeks", "1_month", "2_months", "3_months", "more_than_3_months"] as const;
export const SALARY_PERIODS = ["year", "month", "hour"] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];


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

export const EDUCATION_LEVELS = ["none", "high_school", "vocational", "bachelor", "master", "doctorate"] as const;
export const LANGUAGE_LEVELS = ["basic", "conversational", "professional", "native"] as const;


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
