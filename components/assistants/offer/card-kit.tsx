"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { OfferAnalysisCard } from "./analysis-card";
import { RecruiterMoveCard } from "./recruiter-move-card";

/** An offer negotiation's conversation: the cards its messages carry, by `data.kind`. */
export const OFFER_CARDS = { offer_analysis: OfferAnalysisCard, recruiter_move: RecruiterMoveCard } satisfies AssistantKit["cards"];

const KIT: AssistantKit = { cards: OFFER_CARDS };

export function OfferCardKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
