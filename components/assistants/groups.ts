import type { PageKey } from "@/components/shell/page-header";
import type { AssistantGroup } from "@/lib/contracts/assistant";

/** Each group's list page and conversation page, by their `Pages` messages. */
export const GROUP_PAGES = {
  "interview-roleplay": { list: "interviewRoleplay", item: "interviewRoleplayItem" },
  "offer-negotiation": { list: "offerNegotiation", item: "offerNegotiationItem" },
  "career-advisors": { list: "careerAdvisors", item: "careerAdvisorsItem" },
} as const satisfies Record<AssistantGroup, { list: PageKey; item: PageKey }>;

/** Where the limit screen's "Back" leads from a list page: the overview of the AI tools. */
export const TOOLS_HREF = "/ai-tools";
