"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { InterviewSetupForm } from "./setup-form";

/** The interview roleplay's list page: its setup form in the start panel. */
export const INTERVIEW_SETUP_FORMS = { job_interview: InterviewSetupForm } satisfies AssistantKit["setupForms"];

const KIT: AssistantKit = { setupForms: INTERVIEW_SETUP_FORMS };

export function InterviewStartKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
