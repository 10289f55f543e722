import type { Locale } from "@/lib/i18n/locales";
import type { UserSources } from "../../sources";
import { AssistantInputError, type Assistant, type Turn, type TurnContext, type UserInput, type Voice } from "../types";
import { hashSeed, selectQuestions, type InterviewType, type PlannedQuestion } from "./bank";
import { followUpFor, type FollowUpReason } from "./feedback";
import { translator } from "./messages";
import { buildReport, keywordsFor, type InterviewReportCard, type InterviewRole } from "./report";
import { displayTitle } from "./role";
import { scoreAnswer } from "./rubric";
import { interviewInputSchema, interviewSetupSchema, postingTitle, resolveRole, type InterviewSetup } from "./setup";

export { interviewInputSchema, interviewSetupSchema, type InterviewSetup } from "./setup";
export type { InterviewReportCard, InterviewRole, ReportAnswer } from "./report";
export type { FollowUpReason } from "./feedback";
export type { InterviewType, PlannedQuestion } from "./bank";

/** An answer as the state keeps it: the first answer and, after a follow-up, its answer too. */
export type StoredAnswer = { index: number; text: string; followUp: FollowUpReason | null };

export type InterviewState = {
  /** The interview's language, fixed at the start so questions and scoring stay in one language. */
  locale: Locale;
  interviewType: InterviewType;
  role: InterviewRole;
  questions: PlannedQuestion[];
  /** The question being answered, from 0. */
  current: number;
  /** The follow-up asked on the current question, while its answer is due. */
  followUp: FollowUpReason | null;
  answers: StoredAnswer[];
  finished: boolean;
};

export type InterviewQuestionCard = {
  kind: "interview_question";
  index: number;
  total: number;
  question: string;
  /** The competency's name in the user's language ("Teamwork"). */
  competency: string;
  follow_up: boolean;
};

/** The longest answer read: longer text is cut before scoring (about ten minutes of speech). */
const ANSWER_MAX = 8_000;
const ACKS = ["a", "b", "c", "d", "e"] as const;
const CV_FACTS = { titles: 3, skills: 12, achievements: 5 };

/** A planned question in the interview's language. */
export function questionText(state: Pick<InterviewState, "locale" | "role">, question: PlannedQuestion): string {
  return translator(state.locale, "questions")(question.key, { role: state.role.title, skill: question.skill ?? "" });
}

/** A thread's title once the role is known ("Behavioural interview — Data Analyst"). */
export function interviewTitle(state: Pick<InterviewState, "locale" | "role" | "interviewType">): string {
  const type = translator(state.locale, "types")(state.interviewType);
  return translator(state.locale, "threadTitle")("withRole", { type, role: state.role.title });
}

/**
 * What the interview's texts were written from besides the user's sources: the role, the company,
 * the posting, the skills it asks for, and the user's own answers. What a grounding check of a
 * voiced turn takes as `context`.
 */
export function interviewContext(state: InterviewState): string[] {
  return [state.role.title, state.role.company ?? "", state.role.posting ?? "", ...state.role.skills, ...state.answers.map((answer) => answer.text)].filter(Boolean);
}

/** The CV facts an LLM may mention: titles, skills and achievement lines, verbatim. */
function cvFacts(sources: UserSources): string | null {
  const cv = sources.cv;
  if (!cv) return null;
  const parts = [
    cv.titles.slice(0, CV_FACTS.titles).join(", "),
    cv.skills.slice(0, CV_FACTS.skills).join(", "),
    ...cv.achievements.slice(0, CV_FACTS.achievements).map((line) => `“${line}”`),
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : null;
}

/** The interviewer persona for the role and type, in the interview's language, with the grounding rule. */
function interviewerSystem(state: InterviewState, sources: UserSources): string {
  const voice = translator(state.locale, "voice");
  const type = translator(state.locale, "typesInSentence")(state.interviewType);
  const facts = cvFacts(sources);
  return `${voice("system", { type, role: state.role.title })} ${facts ? voice("cvFacts", { facts }) : voice("noCv")}`;
}

function questionCard(state: InterviewState, text: string, followUp: boolean): InterviewQuestionCard {
  const question = state.questions[state.current]!;
  return {
    kind: "interview_question",
    index: state.current + 1,
    total: state.questions.length,
    question: text,
    competency: translator(state.locale, "competency")(question.competency),
    follow_up: followUp,
  };
}

/** "Question 2 of 5: …", or "Last question (5 of 5): …". */
function numbered(state: InterviewState, text: string): string {
  const t = translator(state.locale, "question");
  const values = { index: state.current + 1, total: state.questions.length, question: text };
  return state.current + 1 === state.questions.length ? t("last", values) : t("numbered", values);
}

/** The next question, after a short neutral acknowledgement: no score shows mid-interview. */
function nextQuestionTurn(state: InterviewState, context: TurnContext): Turn<InterviewState> {
  const text = questionText(state, state.questions[state.current]!);
  const ack = translator(state.locale, "ack")(ACKS[(hashSeed(state.role.title) + state.current) % ACKS.length]!);
  const voice: Voice = {
    system: interviewerSystem(state, context.sources),
    instruction: translator(state.locale, "voice")("askNext", { question: text }),
  };
  return { text: `${ack} ${numbered(state, text)}`, data: questionCard(state, text, false), state, voice };
}

function followUpTurn(state: InterviewState, reason: FollowUpReason, context: TurnContext): Turn<InterviewState> {
  const question = questionText(state, state.questions[state.current]!);
  const text = translator(state.locale, "followUp")(reason, { question });
  const voice: Voice = {
    system: interviewerSystem(state, context.sources),
    instruction: translator(state.locale, "voice")("askFollowUp", { question: text }),
  };
  return { text, data: questionCard(state, text, true), state, voice };
}

function reportTurn(state: InterviewState, context: TurnContext): Turn<InterviewState> {
  const report = buildReport({
    answers: state.answers.map((answer) => {
      const question = state.questions[answer.index - 1]!;
      return { index: answer.index, question, questionText: questionText(state, question), text: answer.text };
    }),
    role: state.role,
    sources: context.sources,
    locale: state.locale,
    technical: state.interviewType === "technical",
    early: state.answers.length < state.questions.length,
  });
  const data: InterviewReportCard = report.card;
  return { text: report.text, data, state, voice: report.voice, finished: true };
}

/** `{action: "finish"}` when the input says so; anything else sent as input is refused. */
function wantsToFinish(input: unknown): boolean {
  if (input === undefined || input === null) return false;
  if (!interviewInputSchema.safeParse(input).success) throw new AssistantInputError("invalid_input", "The only input this interview takes is {\"action\": \"finish\"}.");
  return true;
}

/**
 * The interview roleplay: questions for the role, the type and the level, one at a time; each
 * answer scored silently, with at most one follow-up on a weak one; at the end (or on
 * `{action: "finish"}`) the report with scores, feedback and the outline of stronger answers.
 */
export const interviewAssistant: Assistant<InterviewSetup, InterviewState> = {
  id: "job_interview",
  setupSchema: interviewSetupSchema,
  inputSchema: interviewInputSchema,

  title(setup, context, state) {
    // Once started, the state knows the role, an application's title included.
    if (state) return interviewTitle(state);
    const type = translator(context.locale, "types")(setup.interview_type);
    const role = setup.job.source === "title" ? displayTitle(setup.job.title) : setup.job.source === "text" ? postingTitle(setup.job.text) : null;
    return role ? translator(context.locale, "threadTitle")("withRole", { type, role }) : type;
  },

  async start(setup, context) {
    const role = await resolveRole(setup.job, context);
    const questions = selectQuestions({
      type: setup.interview_type,
      family: role.family,
      seniority: role.seniority,
      count: setup.questions,
      seed: `${setup.interview_type}|${role.family}|${role.seniority}|${role.title.toLowerCase()}|${setup.questions}`,
      skills: role.skills,
    });
    const state: InterviewState = {
      locale: context.locale,
      interviewType: setup.interview_type,
      role,
      questions,
      current: 0,
      followUp: null,
      answers: [],
      finished: false,
    };
    const greeting = translator(state.locale, "greeting");
    const type = translator(state.locale, "typesInSentence")(state.interviewType);
    const name = context.sources.firstName?.trim();
    const text = questionText(state, questions[0]!);
    const opening = [
      name ? greeting("hello", { name }) : greeting("helloAnonymous"),
      role.company ? greeting("introCompany", { type, role: role.title, company: role.company }) : greeting("intro", { type, role: role.title }),
      greeting("howItWorks", { total: questions.length }),
    ].join(" ");
    const voice: Voice = {
      system: interviewerSystem(state, context.sources),
      instruction: translator(state.locale, "voice")("askFirst", { type, total: questions.length, question: text }),
    };
    return { text: `${opening}\n\n${numbered(state, text)}`, data: questionCard(state, text, false), state, voice };
  },

  async reply(state, message: UserInput, _history, context) {
    if (state.finished) throw new AssistantInputError("thread_finished", "This interview is over; start a new one to practise again.");
    const finish = wantsToFinish(message.input);
    const answer = message.text.trim().slice(0, ANSWER_MAX);
    if (!answer && !finish) throw new AssistantInputError("empty_answer", "Type your answer, or finish the interview.");

    let next: InterviewState = { ...state, answers: [...state.answers] };
    if (answer && state.current < state.questions.length) {
      const index = state.current + 1;
      const question = state.questions[state.current]!;
      const pending = next.answers.findIndex((entry) => entry.index === index);
      if (state.followUp && pending >= 0) {
        // The follow-up's answer is scored with the first one, as one answer to the question.
        next.answers[pending] = { ...next.answers[pending]!, text: `${next.answers[pending]!.text}\n\n${answer}` };
        next = { ...next, followUp: null, current: index };
      } else {
        const scored = scoreAnswer({
          answer,
          question: questionText(state, question),
          style: question.style,
          keywords: keywordsFor(question, state.role, state.locale),
          locale: state.locale,
        });
        const reason = finish ? null : followUpFor(scored, question.style, question.competency);
        next.answers.push({ index, text: answer, followUp: reason });
        if (reason) return followUpTurn({ ...next, followUp: reason }, reason, context);
        next = { ...next, current: index };
      }
    }

    if (finish || next.current >= next.questions.length) return reportTurn({ ...next, followUp: null, finished: true }, context);
    return nextQuestionTurn(next, context);
  },
};
