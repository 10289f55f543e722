// The interview assistant's cards, as the server writes them (the strings in the user's language).

export const RUBRIC_KEYS = ["structure", "evidence", "relevance", "clarity"] as const;
export type RubricKey = (typeof RUBRIC_KEYS)[number];
/** 0–5 per criterion: whole numbers for one answer, one decimal for the averages. */
export type RubricScores = Record<RubricKey, number>;

export type InterviewQuestion = {
  kind: "interview_question";
  /** 1-based. */
  index: number;
  total: number;
  question: string;
  competency: string;
  follow_up: boolean;
};

export type InterviewAnswerReport = {
  index: number;
  question: string;
  answer_excerpt: string;
  scores: RubricScores;
  /** 0–100. */
  overall: number;
  strengths: string[];
  improvements: string[];
  /** The model answer's outline, built from the user's own CV. */
  outline: string[];
};

export type InterviewReport = {
  kind: "interview_report";
  /** 0–100; null when no question was answered. */
  overall: number | null;
  rubric: RubricScores;
  answers: InterviewAnswerReport[];
  strengths: string[];
  improvements: string[];
};

/** The setup of POST /assistant/createThread for `job_interview`. */
export const INTERVIEW_TYPES = ["screening", "behavioural", "technical", "hiring_manager"] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const JOB_SOURCES = ["application", "title", "text"] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export const QUESTIONS_MIN = 3;
export const QUESTIONS_MAX = 10;
export const QUESTIONS_DEFAULT = 5;
export const TITLE_MIN = 2;
export const TITLE_MAX = 120;
export const POSTING_MIN = 20;
export const POSTING_MAX = 20000;

export type InterviewSetup = {
  job: { source: "application"; application_id: string } | { source: "title"; title: string; seniority?: Seniority } | { source: "text"; text: string };
  interview_type: InterviewType;
  questions: number;
};
