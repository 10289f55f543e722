// The admin console's page size and states, apart from the schemas (zod) so the console renders without loading it.

/** Every admin list answers 25 rows a page. */
export const ADMIN_PAGE_SIZE = 25;

export const FEEDBACK_STATUSES = ["open", "answered"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
