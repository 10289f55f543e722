import type { SupportCopilotPatchInput } from "@/lib/contracts/support";

// The support API's answers as the support pages read them (server/routes/support.ts documents them).

export type FilterKey =
  | "max_age"
  | "work_modes"
  | "countries"
  | "include_keywords"
  | "exclude_keywords"
  | "excluded_companies"
  | "posting_languages"
  | "employment_types"
  | "salary"
  | "seniority"
  | "strictness";

export type Widening = { id: string; adds: number; patch: SupportCopilotPatchInput; params: Record<string, string | number> };

export type FilterImpact = {
  copilot_id: string;
  window_days: number;
  found: number;
  waiting: number;
  checked: number;
  truncated: boolean;
  filters: { filter: FilterKey; removes: number; widenings: Widening[] }[];
  widen_all: { adds: number; patch: SupportCopilotPatchInput; filters: FilterKey[] } | null;
};

export type MatchRun = { copilot_id: string; candidates: number; matched: number; created: number; skipped_by_limit: number; limited_by: "copilot" | "plan" | null };

export type Outcomes = {
  copilot_id: string;
  total: number;
  by_stage: Partial<Record<string, number>>;
  average_score: number | null;
  sent_average_score: number | null;
  threshold: number;
  sent: number;
  interviews: number;
  interview_rate: number | null;
  declined_companies: { company: string; count: number }[];
  declined_keywords: { keyword: string; count: number }[];
  requested_skills: { skill: string; jobs: number; in_cv: boolean }[];
  sampled_jobs: number;
};

export type CvSeverity = "high" | "medium" | "low";
export type CvArea = "sections" | "contact" | "titles" | "length" | "results" | "dates";
export type CvFindingId =
  | "little_text"
  | "missing_experience"
  | "missing_education"
  | "missing_skills"
  | "missing_summary"
  | "missing_email"
  | "missing_phone"
  | "missing_linkedin"
  | "titles_missing"
  | "title_words_missing"
  | "too_short"
  | "too_long"
  | "no_quantified_results"
  | "few_quantified_results"
  | "undated_experience"
  | "future_date"
  | "employment_gap"
  | "mixed_date_formats";

export type CvFinding = { id: CvFindingId; area: CvArea; severity: CvSeverity; params: Record<string, string | number | string[]> };

export type CvCheck = {
  score: number;
  sections: { key: "experience" | "education" | "skills" | "summary"; present: boolean }[];
  other_sections: string[];
  contact: { email: string | null; phone: string | null; linkedin: string | null };
  titles: { title: string; found: boolean; missing_words: string[] }[];
  length: { words: number; pages: number; max_pages: number };
  results: { statements: number; quantified: number };
  dates: { ranges: number; formats: ("numeric" | "month_name" | "iso")[]; gaps: { from: string; to: string; months: number }[] };
  findings: CvFinding[];
  passed: CvArea[];
};

export type CvCheckResult = {
  resume: { id: string; file_name: string; created_at: string } | null;
  target_titles: string[];
  check: CvCheck | null;
};

export type Feedback = { id: string; kind: "support" | "cancellation"; topic: string; message: string | null; context: Record<string, unknown>; created_at: string };

/** SWR keys of the support pages; list keys with parameters are [path, params] as the fetcher takes them. */
export const supportKeys = {
  filters: (id: string) => `/support/copilots/${encodeURIComponent(id)}/filters`,
  outcomes: (id: string) => `/support/copilots/${encodeURIComponent(id)}/outcomes`,
  cvCheck: (params: { resume_id?: string; copilot_id?: string }) => ["/support/cv-check", params] as const,
  feedbacks: ["/feedbacks", { kind: "support" }] as const,
};
