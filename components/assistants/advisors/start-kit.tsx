"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { CareerSwitchForm } from "./career-switch-form";
import { FreshGradForm } from "./fresh-grad-form";
import { PersonalityStart } from "./personality-start";

/** The career advisors' list page: the forms that start their conversations. */
export const ADVISOR_SETUP_FORMS = { personality_test: PersonalityStart, career_switch: CareerSwitchForm, fresh_grad: FreshGradForm } satisfies AssistantKit["setupForms"];

const KIT: AssistantKit = { setupForms: ADVISOR_SETUP_FORMS };

export function AdvisorsStartKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
