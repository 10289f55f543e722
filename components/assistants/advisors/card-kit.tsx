"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { CareerGapCard } from "./career-gap-card";
import { FreshGradPlanCard } from "./fresh-grad-plan-card";
import { PersonalityItemsCard } from "./personality-items-card";
import { PersonalityProfileCard } from "./personality-profile-card";

/** A career advisor's conversation: the cards its messages carry, by `data.kind`. */
export const ADVISOR_CARDS = { personality_items: PersonalityItemsCard, personality_profile: PersonalityProfileCard, career_gap: CareerGapCard, fresh_grad_plan: FreshGradPlanCard } satisfies AssistantKit["cards"];

const KIT: AssistantKit = { cards: ADVISOR_CARDS };

export function AdvisorsCardKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
