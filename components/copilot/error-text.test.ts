import { copilotErrorText, firstMessage } from "./error-text";
import { filtersStepSchema, jobsStepSchema, launchStepSchema, locationsStepSchema } from "@/lib/contracts/copilot";
import { profileLinksSchema, screeningAnswersSchema } from "@/lib/contracts/profile";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("copilotErrorText", () => {
  it("knows every message the step schemas give for common mistakes", () => {
    const messages = [
      ...messagesOf(jobsStepSchema.safeParse({ job_titles: [], seniorities: [], employment_types: [], strictness: "x" })),
      ...messagesOf(jobsStepSchema.safeParse({ job_titles: ["a", "Dev", "dev"], seniorities: ["boss"], employment_types: ["full_time"], strictness: "high" })),
      ...messagesOf(locationsStepSchema.safeParse({ countries: [], cities: [], work_modes: ["hybrid"] })),
      ...messagesOf(locationsStepSchema.safeParse({ countries: ["DE"], cities: [], work_modes: [] })),
      ...messagesOf(
        filtersStepSchema.safeParse({
          include_keywords: [],
          exclude_keywords: [],
          excluded_companies: [],
          min_salary: 50000,
          salary_currency: null,
          max_job_age_days: 90,
          posting_languages: [],
          needs_sponsorship: false,
          company_cap_count: 0,
          company_cap_days: 400,
        }),
      ),
      ...messagesOf(launchStepSchema.safeParse({ mode: "auto_apply", daily_limit: 0, cover_letter: false })),
      ...messagesOf(profileLinksSchema.safeParse({ linkedin: "https://example.com", github: "nope", portfolio: "ftp://x" })),
      ...messagesOf(screeningAnswersSchema.partial().safeParse({ years_of_experience: 70 })),
    ];
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect([message, copilotErrorText(message)]).toEqual([message, expect.objectContaining({ key: expect.any(String) })]);
  });

  it("keeps the numbers of ranges and limits", () => {
    expect(copilotErrorText("Enter an amount from 0 to 10,000,000.")).toEqual({ key: "numberRange", values: { min: 0, max: 10_000_000 } });
    expect(copilotErrorText("Enter a number of days from 1 to 60.")).toEqual({ key: "numberRange", values: { min: 1, max: 60 } });
    expect(copilotErrorText("Enter a radius from 0 to 200 km.")).toEqual({ key: "radiusRange", values: { max: 200 } });
    expect(copilotErrorText("Add at most 5 job titles.")).toEqual({ key: "titlesMax", values: { max: 5 } });
    expect(copilotErrorText("Choose at most 30 countries.")).toEqual({ key: "listMax", values: { max: 30 } });
    expect(copilotErrorText("Use at least 2 characters.")).toEqual({ key: "minLength", values: { min: 2 } });
  });

  it("recognises the server's plan refusals", () => {
    expect(
      copilotErrorText("Your Free plan allows at most 5 applications a day. Choose 5 or fewer, or upgrade to Premium for up to 20."),
    ).toEqual({ key: "dailyLimitMax", values: { max: 5 } });
    expect(copilotErrorText("On the Free plan you review every application before it is sent. Upgrade to Premium to apply automatically.")).toEqual({
      key: "autoApplyNotInPlan",
    });
  });

  it("returns null for anything else", () => {
    expect(copilotErrorText("Something new.")).toBeNull();
  });
});

describe("firstMessage", () => {
  it("finds a list's own message, its root message or its first entry's", () => {
    expect(firstMessage({ message: "Add at least one job title.", type: "too_small" })).toBe("Add at least one job title.");
    expect(firstMessage({ root: { message: "Full." } })).toBe("Full.");
    expect(firstMessage([undefined, { message: "Second.", ref: {} }])).toBe("Second.");
    expect(firstMessage({ linkedin: { message: "Bad link." } })).toBe("Bad link.");
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
