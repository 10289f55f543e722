// The assistants' ids, screens and limits, zod-free: the assistant pages render them without the schemas.

export const ASSISTANT_IDS = ["job_interview", "offer_negotiation", "fresh_grad", "personality_test", "career_switch"] as const;
export type AssistantIdValue = (typeof ASSISTANT_IDS)[number];

/** Which screen lists which assistants' threads. */
export const ASSISTANT_GROUPS = {
  "interview-roleplay": ["job_interview"],
  "offer-negotiation": ["offer_negotiation"],
  "career-advisors": ["fresh_grad", "personality_test", "career_switch"],
} as const satisfies Record<string, readonly AssistantIdValue[]>;
export type AssistantGroup = keyof typeof ASSISTANT_GROUPS;

export const MESSAGE_TEXT_MAX = 8000;
export const THREAD_PAGE_SIZE = 20;
export const THREAD_PAGE_MAX = 100;
