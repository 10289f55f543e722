import type { ApplicationStage } from "@/lib/contracts/applications";

// The API's answers as the application screens read them (server/routes/applications.ts documents them).

export type ReasonParams = Record<string, string | number | string[] | null | undefined>;
/** Why a job matched: English `text` for the data, `kind` and `params` to say it in the user's language. */
export type MatchReason = { kind: string; text: string; weight?: number; params?: ReasonParams };

export type Application = {
  id: string;
  stage: ApplicationStage;
  exit_reason: string | null;
  score: number;
  reasons: MatchReason[];
  copilot: { id: string; name: string } | null;
  job: {
    id: string;
    title: string;
    company: string;
    location: string | null;
    remote_type: string | null;
    apply_url: string | null;
    posted_at: string | null;
  };
  stage_changed_at: string;
  created_at: string;
  updated_at: string;
};

export type TimelineEntry = {
  id: string;
  kind: string;
  from_stage: string | null;
  to_stage: string | null;
  detail: Record<string, unknown>;
  created_at: string;
};

export type ApplicationDetail = Application & {
  notes: string | null;
  job_snapshot: Record<string, unknown>;
  resume_id: string | null;
  answers: Record<string, unknown>;
  allowed_stages: ApplicationStage[];
  timeline: TimelineEntry[];
};

export type StageCounts = Record<ApplicationStage, number>;

export type Data<T> = { data: T };
export type ApiPage<T> = { items: T[]; next_cursor: string | null };

export type CopilotOption = { id: string; name: string; status: string };
export type ResumeOption = { id: string; file_name: string };

/** What the live stream sends (application.updated adds where it came from and what changed). */
export type ApplicationUpdate = Application & { from_stage?: ApplicationStage; changes?: string[] };
export type RunProgress = { copilot_id: string; sources_total: number; sources_done: number; jobs_seen: number };
export type RunFinished = { copilot_id: string; candidates: number; matched: number; created: number; skipped_by_limit: number; limited_by: string | null };

export type ReviewResult = {
  items: { id: string; ok: boolean; stage?: ApplicationStage; error?: { code: string; message: string } }[];
  feedback: { copilot_id: string; excluded_companies_added: string[]; exclude_keywords_added: string[] }[];
};

/** SWR keys; list keys carry their filters as query parameters. */
export const keys = {
  counts: "/applications/count_by_stage",
  list: "/applications/pagination",
  review: "/applications/review",
  detail: (id: string) => `/applications/${encodeURIComponent(id)}`,
  copilots: "/copilots",
  resumes: "/resumes",
} as const;

export type ListFilters = { copilot_id?: string; q?: string };
