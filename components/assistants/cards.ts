import type { ComponentType } from "react";
import { InterviewQuestionCard } from "./interview/question-card";
import { InterviewReportCard } from "./interview/report-card";
import { advisorCards } from "./advisors";
import { offerCards } from "./offer";
import type { CardProps } from "./types";

/**
 * The card component of each `data.kind` an assistant message may carry. A kind without one shows
 * the message's text alone.
 */
export const CARD_COMPONENTS: Record<string, ComponentType<CardProps>> = {
  interview_question: InterviewQuestionCard,
  interview_report: InterviewReportCard,
  ...offerCards,
  ...advisorCards,
};
