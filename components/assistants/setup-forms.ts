import type { ComponentType } from "react";
import { InterviewSetupForm } from "./interview/setup-form";
import type { AssistantId, SetupFormProps } from "./types";

/** The form each assistant starts from, in the start panel. */
export const SETUP_FORMS: Partial<Record<AssistantId, ComponentType<SetupFormProps>>> = {
  job_interview: InterviewSetupForm,
};
