import type { InterviewQuestion, InterviewReport } from "./types";

/** Cards as the interview engine writes them, for the tests. */
export const questionFixture: InterviewQuestion = {
  kind: "interview_question",
  index: 2,
  total: 5,
  question: "Tell me about a time you had to explain data to people without a technical background.",
  competency: "Communication",
  follow_up: false,
};

export const followUpFixture: InterviewQuestion = { ...questionFixture, follow_up: true, question: "What was the result, in numbers if you can?" };

export const reportFixture: InterviewReport = {
  kind: "interview_report",
  overall: 68,
  rubric: { structure: 3.5, evidence: 2.5, relevance: 4, clarity: 3.7 },
  answers: [
    {
      index: 1,
      question: "Tell me about a project you are proud of.",
      answer_excerpt: "When our weekly sales report took two days, I rebuilt it in SQL and Power BI. As a result it took 20 minutes.",
      scores: { structure: 4, evidence: 4, relevance: 4, clarity: 4 },
      overall: 80,
      strengths: ["You described the situation, your action and the result."],
      improvements: ["Say who used the report and what changed for them."],
      outline: ["Situation: a report that took too long", "Action: Rebuilt the weekly sales report in SQL", "Result: say how much time it saved"],
    },
    {
      index: 2,
      question: "How do you handle a disagreement in your team?",
      answer_excerpt: "We talk about it.",
      scores: { structure: 1, evidence: 0, relevance: 3, clarity: 2 },
      overall: 30,
      strengths: [],
      improvements: ["Bring one real example.", "Say what you did yourself."],
      outline: ["Situation: a disagreement about priorities", "Action: what you said and did", "Result: how it ended"],
    },
  ],
  strengths: ["Clear structure when you give an example."],
  improvements: ["Put a number on each result.", "Say what you did, not only what the team did."],
};

export const emptyReportFixture: InterviewReport = {
  kind: "interview_report",
  overall: null,
  rubric: { structure: 0, evidence: 0, relevance: 0, clarity: 0 },
  answers: [],
  strengths: [],
  improvements: [],
};
