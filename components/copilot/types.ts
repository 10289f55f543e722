import type { COPILOT_MODES, COPILOT_STATUSES, EmploymentType, Seniority, WorkMode } from "@/lib/contracts/copilot";
import type { EMAIL_REPORT_FREQUENCIES } from "@/lib/contracts/settings";

// The API's answers as the copilot screens read them (server/routes/*.ts document them).

export type CopilotStatus = (typeof COPILOT_STATUSES)[number];
export type CopilotMode = (typeof COPILOT_MODES)[number];

export type City = { id: string; name: string; country_code: string; lat: number; lon: number; radius_km: number };

export type Copilot = {
  id: string;
  name: string;
  status: CopilotStatus;
  mode: CopilotMode;
  completed_steps: number[];
  next_step: number;
  jobs: { job_titles: string[]; seniorities: Seniority[]; employment_types: EmploymentType[]; strictness: "high" | "higher" | "highest" };
  locations: { countries: string[]; cities: City[]; work_modes: WorkMode[] };
  filters: {
    include_keywords: string[];
    exclude_keywords: string[];
    excluded_companies: string[];
    min_salary: number | null;
    salary_currency: string | null;
    max_job_age_days: number;
    posting_languages: string[];
    needs_sponsorship: boolean;
    company_cap_count: number;
    company_cap_days: number;
  };
  cv: { resume_id: string | null };
  launch: { mode: CopilotMode; daily_limit: number; cover_letter: boolean };
  launched_at: string | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
};

export type Data<T> = { data: T };
export type Page<T> = { items: T[]; next_cursor: string | null };

export type Entitlements = {
  plan: { id: "free" | "premium" | "elite"; group: "Free" | "Premium" | "Elite"; name: string };
  limits: { copilots: number; applications_per_day: number; review_first_only: boolean; cv_tailoring: boolean };
  premium: boolean;
};

export type ResumeSummary = {
  id: string;
  file_name: string;
  type?: "pdf" | "docx";
  mime_type: string;
  size_bytes: number;
  created_at: string;
};

export type CvFacts = { skills: string[]; titles: string[]; years_of_experience: number | null };
export type Resume = ResumeSummary & { facts: CvFacts };

export type ReportFrequency = (typeof EMAIL_REPORT_FREQUENCIES)[number];

export type CopilotStats = {
  copilots: { id: string; matches_today: number; applied_today: number; total: number }[];
};

/** SWR keys shared by the list, the editor and the server prefetch. */
export const keys = {
  copilots: "/copilots",
  copilot: (id: string) => `/copilots/${encodeURIComponent(id)}`,
  entitlements: "/billing/entitlements",
  stats: "/profile/stats",
  resumes: "/resumes",
  resume: (id: string) => `/resumes/${encodeURIComponent(id)}`,
  profile: "/profile",
  details: "/profile/details",
  extra: "/profile/extra",
  settings: "/settings",
} as const;
