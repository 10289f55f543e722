// The copilot's choices and limits, apart from the schemas (zod) so the forms render without loading it.

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

export const MAX_SALARY = 10_000_000;
export const DEFAULT_MAX_JOB_AGE_DAYS = 14;
