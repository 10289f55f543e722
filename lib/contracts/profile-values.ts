// The profile's choices, apart from the schemas (zod) so the forms that list them render without loading it.

export const NOTICE_PERIODS = ["immediately", "1_week", "2_weeks", "1_month", "2_months", "3_months", "more_than_3_months"] as const;
export const SALARY_PERIODS = ["year", "month", "hour"] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

export const EDUCATION_LEVELS = ["none", "high_school", "vocational", "bachelor", "master", "doctorate"] as const;
export const LANGUAGE_LEVELS = ["basic", "conversational", "professional", "native"] as const;
