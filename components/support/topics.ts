import type { SupportPage } from "@/lib/contracts/support";
import { SUPPORT_PAGES } from "@/lib/contracts/support-values";

export type TopicKey =
  | "notEnoughJobs"
  | "notRelevant"
  | "wrongCountries"
  | "applyOldJobs"
  | "reviewCv"
  | "noInterview"
  | "tailorCv"
  | "cancelSubscription"
  | "somethingElse";

const KEYS: Record<SupportPage, TopicKey> = {
  "not-enough-jobs": "notEnoughJobs",
  "not-relevant": "notRelevant",
  "wrong-countries": "wrongCountries",
  "apply-old-jobs": "applyOldJobs",
  "review-cv": "reviewCv",
  "no-interview": "noInterview",
  "tailor-cv": "tailorCv",
  "cancel-subscription": "cancelSubscription",
  "something-else": "somethingElse",
};

/** 20×20 icon paths, one per topic. */
const ICONS: Record<SupportPage, string> = {
  "not-enough-jobs": "M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm0 1a1 1 0 0 1 1 1v.5H10a1 1 0 1 1 0 2h-.5v.5a1 1 0 1 1-2 0v-.5H7a1 1 0 0 1 0-2h.5V7a1 1 0 0 1 1-1Z",
  "not-relevant": "M3 4a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11v5a1 1 0 0 1-1.4.9l-2-1A1 1 0 0 1 8 15v-4L3.2 4.6A1 1 0 0 1 3 4Z",
  "wrong-countries": "M10 2a6 6 0 0 1 6 6c0 4.2-4.6 8.8-5.4 9.6a.9.9 0 0 1-1.2 0C8.6 16.8 4 12.2 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  "apply-old-jobs": "M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 3a1 1 0 0 0-1 1v4c0 .3.1.5.3.7l2.5 2.5a1 1 0 0 0 1.4-1.4L11 9.6V6a1 1 0 0 0-1-1Z",
  "review-cv": "M5 2h6.6L16 6.4V17a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10a1 1 0 1 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3.5a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H7Z",
  "no-interview": "M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9l-4 3.5V14a2 2 0 0 1-2-2V4Zm4 3a1 1 0 0 0 0 2h6a1 1 0 1 0 0-2H7Z",
  "tailor-cv": "M13.6 2.6a2 2 0 0 1 2.8 2.8l-8.8 8.8-3.9 1.1a.6.6 0 0 1-.7-.7l1.1-3.9 8.8-8.8h.7ZM4 17h12a1 1 0 1 1 0 2H4a1 1 0 1 1 0-2Z",
  "cancel-subscription": "M3 5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm4.3 2.3a1 1 0 0 0 0 1.4L8.6 10l-1.3 1.3a1 1 0 1 0 1.4 1.4l1.3-1.3 1.3 1.3a1 1 0 0 0 1.4-1.4L11.4 10l1.3-1.3a1 1 0 0 0-1.4-1.4L10 8.6 8.7 7.3a1 1 0 0 0-1.4 0Z",
  "something-else": "M2.5 5.5A2.5 2.5 0 0 1 5 3h10a2.5 2.5 0 0 1 2.5 2.5v.3L10 10.2 2.5 5.8v-.3Zm0 2.6v6.4A2.5 2.5 0 0 0 5 17h10a2.5 2.5 0 0 0 2.5-2.5V8.1l-7 4.1a1 1 0 0 1-1 0l-7-4.1Z",
};

/** The nine support sub-pages, in the order listed. */
export const SUPPORT_TOPICS = SUPPORT_PAGES.map((slug) => ({ slug, key: KEYS[slug], icon: ICONS[slug] }));
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const findSupportTopic = (slug: string) => SUPPORT_TOPICS.find((topic) => topic.slug === slug) ?? null;
