import { z } from "zod";
import { createTranslator } from "use-intl/core";
import { fieldErrors } from "@/lib/http/envelope";
import { locales } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import en from "@/messages/en.json";
import { changePasswordFormSchema, deleteAccountSchema } from "./account";
import { loginSchema, registerSchema } from "./auth";
import { phoneSchema } from "./phone";
import { filtersStepSchema, jobsStepSchema, launchStepSchema, locationsStepSchema } from "./copilot";
import { decodeFieldError, encodeFieldError, issueProblem, type FieldProblem } from "./errors";
import { supportFeedbackSchema } from "./feedback";
import { profileLinksSchema, screeningAnswersSchema, updateProfileSchema } from "./profile";

const problemsOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map(issueProblem) ?? [];

/** What people get wrong most, across the forms. */
const commonMistakes = (): FieldProblem[] => [
  ...problemsOf(jobsStepSchema.safeParse({ job_titles: [], seniorities: [], employment_types: [], strictness: "x" })),
  ...problemsOf(jobsStepSchema.safeParse({ job_titles: ["a", "Dev", "dev"], seniorities: ["boss"], employment_types: ["full_time"], strictness: "high" })),
  ...problemsOf(locationsStepSchema.safeParse({ countries: [], cities: [], work_modes: ["hybrid"] })),
  ...problemsOf(locationsStepSchema.safeParse({ countries: ["DE"], cities: [], work_modes: [] })),
  ...problemsOf(
    filtersStepSchema.safeParse({
      include_keywords: [""],
      exclude_keywords: [],
      excluded_companies: [],
      min_salary: 50000,
      salary_currency: null,
      max_job_age_days: 90,
      posting_languages: ["xx"],
      needs_sponsorship: "no",
      company_cap_count: 0,
      company_cap_days: 400,
    }),
  ),
  ...problemsOf(launchStepSchema.safeParse({ mode: "auto_apply", daily_limit: 0, cover_letter: false })),
  ...problemsOf(profileLinksSchema.safeParse({ linkedin: "https://example.com", github: "nope", portfolio: "ftp://x" })),
  ...problemsOf(screeningAnswersSchema.partial().safeParse({ years_of_experience: 70 })),
  ...problemsOf(registerSchema.safeParse({ email: "not-an-email", password: "short" })),
  ...problemsOf(loginSchema.safeParse({ email: "", password: "" })),
  ...problemsOf(phoneSchema.safeParse({ country_code: "FR", phone_number: "1234567890" })),
  ...problemsOf(updateProfileSchema.safeParse({ country_code: "DE" })),
  ...problemsOf(changePasswordFormSchema.safeParse({ current_password: "", new_password: "long enough 1", repeat_password: "other" })),
  ...problemsOf(deleteAccountSchema.safeParse({ email: "a@b.c", password: "x", extra: 1 })),
  ...problemsOf(supportFeedbackSchema.safeParse({ kind: "support", topic: "weather", message: "hi" })),
];

describe("field error codes", () => {
  it("travel through zod as text and come back with their numbers", () => {
    expect(encodeFieldError("too_short", { min: 10 })).toBe("too_short?min=10");
    expect(decodeFieldError("too_short?min=10")).toEqual({ code: "too_short", params: { min: 10 } });
    expect(decodeFieldError(encodeFieldError("choose_one_of", { options: "a, b & c" }))).toEqual({ code: "choose_one_of", params: { options: "a, b & c" } });
    expect(decodeFieldError("email_invalid")).toEqual({ code: "email_invalid" });
    expect(decodeFieldError("Invalid input: expected string")).toBeNull();
  });

  it("name every mistake of the forms with a code every language knows, numbers included", async () => {
    const problems = commonMistakes();
    expect(problems.length).toBeGreaterThan(25);
    const codes = new Set(problems.map((problem) => problem.code));
    for (const expected of ["job_titles_required", "job_title_duplicate", "too_short", "place_required", "salary_currency_required", "days_range", "linkedin_invalid", "email_invalid", "phone_invalid", "passwords_differ", "phone_number_missing", "choose_one_of", "message_too_short"] as const) {
      expect(codes).toContain(expected);
    }
    expect(problems).toContainEqual({ code: "days_range", params: { min: 1, max: 60 } });
    expect(problems).toContainEqual({ code: "too_short", params: { min: 10 } });
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Errors.fields" });
      for (const problem of problems) {
        expect([locale, problem.code, t.has(problem.code)]).toEqual([locale, problem.code, true]);
        expect(t(problem.code, problem.params)).not.toMatch(/[{}]|Errors\.fields/);
      }
    }
  });

  it("fall back on the issue's kind when a schema names no code", () => {
    const schema = z.strictObject({ name: z.string().max(3), tags: z.array(z.string()).min(2), kind: z.enum(["a", "b"]), age: z.number() });
    const problems = problemsOf(schema.safeParse({ name: "long", tags: [], kind: "c" }));
    expect(problems).toEqual([
      { code: "too_long", params: { max: 3 } },
      { code: "too_few", params: { min: 2 } },
      { code: "choose_one_of", params: { options: "a, b" } },
      { code: "required" },
    ]);
  });
});

describe("the API's field errors", () => {
  it("carry the code, its numbers and the English sentence", () => {
    const result = registerSchema.safeParse({ email: "someone@example.com", password: "short", accept_terms: true, color: "red" });
    expect(fieldErrors(result.error!)).toEqual({
      password: { code: "too_short", params: { min: 10 }, message: "Use at least 10 characters." },
      color: { code: "unknown_field", message: "This field is not expected." },
    });
  });

  it("every code reads in every language with any numbers", async () => {
    const params = { min: 1, max: 2, options: "a, b", stage: "rejected", plan: "Free", upgrade: "Premium", upgradeMax: 20, expected: "string" };
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Errors.fields" });
      for (const code of Object.keys(en.Errors.fields)) expect(t(code as never, params as never)).not.toMatch(/[{}]/);
    }
  });
});
