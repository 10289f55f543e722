// The stages, limits and orders the browser needs, apart from the schemas so that reading them does not load zod.

/** The pipeline, in order: found → review → queued → applying → applied → interview → offer → hired. Kept equal to the schema's lists; the service checks it at compile time. */
export const APPLICATION_STAGES = ["found", "review", "queued", "applying", "needs_you", "applied", "interview", "offer", "hired"] as const;
/** Ways out of the pipeline; each keeps the reason it was taken. */
export const APPLICATION_EXITS = ["rejected", "skipped", "failed", "withdrawn"] as const;
export const ALL_APPLICATION_STAGES = [...APPLICATION_STAGES, ...APPLICATION_EXITS] as const;
export type ApplicationStage = (typeof ALL_APPLICATION_STAGES)[number];
export type ApplicationExit = (typeof APPLICATION_EXITS)[number];

export const isExit = (stage: ApplicationStage): stage is ApplicationExit =>
  (APPLICATION_EXITS as readonly string[]).includes(stage);

/**
 * The moves a user may make, and the only ones: anything else is a 409 naming these. The applier
 * (a later issue) moves queued → applying → applied / failed through the same table.
 */
export const STAGE_TRANSITIONS: Record<ApplicationStage, readonly ApplicationStage[]> = {
  found: ["review", "queued", "skipped"],
  review: ["queued", "rejected", "skipped"],
  queued: ["applying", "withdrawn"],
  // The engine's moves: sent, failed, stopped for the user, or back in line after a passing failure.
  applying: ["applied", "failed", "needs_you", "queued"],
  // Answered (back in line), sent by the user in their own browser, or given up.
  needs_you: ["queued", "applied", "withdrawn"],
  applied: ["interview", "rejected", "withdrawn"],
  interview: ["offer", "rejected", "withdrawn"],
  offer: ["hired", "rejected", "withdrawn"],
  hired: [],
  rejected: [],
  // Undoing a skip puts the job back in front of the user.
  skipped: ["review"],
  failed: ["queued"],
  withdrawn: [],
};

export const canMove = (from: ApplicationStage, to: ApplicationStage) => STAGE_TRANSITIONS[from].includes(to);

/** How the dashboard (profile/stats) groups stages; every stage is in exactly one group. */
export const STAGE_GROUPS = {
  review: ["found", "review"],
  queued: ["queued", "applying", "needs_you"],
  applied: ["applied"],
  interview: ["interview", "offer"],
  hired: ["hired"],
  closed: ["rejected", "skipped", "failed", "withdrawn"],
} as const satisfies Record<string, readonly ApplicationStage[]>;
export type StageGroup = keyof typeof STAGE_GROUPS;

export const NOTES_MAX = 5000;
export const REASON_MAX = 500;
export const SEARCH_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_REVIEW_BATCH = 100;

export const APPLICATION_SORTS = ["score", "posted", "salary"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const DEFAULT_APPLICATION_SORT: ApplicationSort = "score";
export const isApplicationSort = (value: unknown): value is ApplicationSort => (APPLICATION_SORTS as readonly unknown[]).includes(value);

/** Stages before the copilot sends: the CV it will send can still be changed. */
export const CV_CHANGEABLE_STAGES = ["found", "review", "queued", "needs_you"] as const satisfies readonly ApplicationStage[];

export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const MAX_ANSWER_LENGTH = 5000;
