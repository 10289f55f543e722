import { careerSwitchAssistant, freshGradAssistant } from "./career";
import { interviewAssistant } from "./interview";
import { offerAssistant } from "./offer";
import { personalityAssistant } from "./personality";
import type { Assistant, AssistantId } from "./types";

/** The named assistants, by id. */
const ASSISTANTS: Record<AssistantId, Assistant<never, never>> = {
  job_interview: interviewAssistant as unknown as Assistant<never, never>,
  offer_negotiation: offerAssistant as unknown as Assistant<never, never>,
  personality_test: personalityAssistant as unknown as Assistant<never, never>,
  career_switch: careerSwitchAssistant as unknown as Assistant<never, never>,
  fresh_grad: freshGradAssistant as unknown as Assistant<never, never>,
};

export function assistantFor(id: AssistantId): Assistant<unknown, unknown> {
  return ASSISTANTS[id] as Assistant<unknown, unknown>;
}
