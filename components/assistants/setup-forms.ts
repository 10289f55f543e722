import type { ComponentType } from "react";
import { InterviewSetupForm } from "./interview/setup-form";
import { advisorSetupForms } from "./advisors";
import { offerSetupForm } from "./offer";
import type { AssistantId, SetupFormProps } from "./types";

/** The form each assistant starts from, in the start panel. */
export const SETUP_FORMS: Record<AssistantId, ComponentType<SetupFormProps>> = {
  job_interview: InterviewSetupForm,
  offer_negotiation: offerSetupForm,
  ...advisorSetupForms,
};
