// The support pages' names and choices, apart from the schemas (zod) so the pages render without loading it.

/** The nine support pages, in the order the index lists them. */
export const SUPPORT_PAGES = [
  "not-enough-jobs",
  "not-relevant",
  "wrong-countries",
  "apply-old-jobs",
  "review-cv",
  "no-interview",
  "tailor-cv",
  "cancel-subscription",
  "something-else",
] as const;
export type SupportPage = (typeof SUPPORT_PAGES)[number];

/** The maximum job ages the support pages offer in one click. */
export const MAX_AGE_CHOICES = [3, 7, 14, 30] as const;
