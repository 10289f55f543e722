import type { Messages } from "@/lib/i18n/messages";

type TopicKey = keyof Messages["Pages"]["support"]["topics"];

/** The nine support sub-pages (seed §2), in the order listed, each with the page that helps most. */
export const SUPPORT_TOPICS: { slug: string; key: TopicKey; actionHref: string }[] = [
  { slug: "not-enough-jobs", key: "notEnoughJobs", actionHref: "/copilot" },
  { slug: "not-relevant", key: "notRelevant", actionHref: "/copilot" },
  { slug: "wrong-countries", key: "wrongCountries", actionHref: "/copilot" },
  { slug: "apply-old-jobs", key: "applyOldJobs", actionHref: "/applications" },
  { slug: "review-cv", key: "reviewCv", actionHref: "/cv-builder" },
  { slug: "no-interview", key: "noInterview", actionHref: "/interview-roleplay" },
  { slug: "tailor-cv", key: "tailorCv", actionHref: "/cv-builder" },
  { slug: "cancel-subscription", key: "cancelSubscription", actionHref: "/subscription" },
  { slug: "something-else", key: "somethingElse", actionHref: "/faq" },
];

export const findSupportTopic = (slug: string) => SUPPORT_TOPICS.find((topic) => topic.slug === slug) ?? null;
