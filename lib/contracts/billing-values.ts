// The cancellation survey's choices, apart from the schemas (zod) so the survey renders without loading it.

/** Why a user cancels: the survey's answers, stored as the cancellation feedback's topic. */
export const CANCEL_REASONS = ["too_expensive", "found_job", "not_enough_jobs", "missing_feature", "technical_problems", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_MESSAGE_MAX = 2000;
