"use client";

import type { ReactNode } from "react";
import { AssistantKitProvider, type AssistantKit } from "../kit";
import { InterviewQuestionCard } from "./question-card";
import { InterviewReportCard } from "./report-card";

/** An interview roleplay's conversation: the cards its messages carry, by `data.kind`. */
export const INTERVIEW_CARDS = { interview_question: InterviewQuestionCard, interview_report: InterviewReportCard } satisfies AssistantKit["cards"];

const KIT: AssistantKit = { cards: INTERVIEW_CARDS };

export function InterviewCardKit({ children }: { children: ReactNode }) {
  return <AssistantKitProvider kit={KIT}>{children}</AssistantKitProvider>;
}
