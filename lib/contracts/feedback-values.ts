// The support message's topics and lengths, apart from the schemas (zod) so the form renders without loading it.

export const FEEDBACK_KINDS = ["support", "cancellation"] as const;
/** What a support message is about: the "Something else" form's topic select. */
export const SUPPORT_MESSAGE_TOPICS = ["copilot", "applications", "cv", "account", "billing", "bug", "idea", "other"] as const;
export type SupportMessageTopic = (typeof SUPPORT_MESSAGE_TOPICS)[number];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
