import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import type { AppDeps } from "../../deps";
import type { UserSources } from "../sources";

/** The seed's named assistants. */
export const ASSISTANT_IDS = ["job_interview", "offer_negotiation", "fresh_grad", "personality_test", "career_switch"] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];

/**
 * What an assistant's turn works from. The deterministic engine computes every fact, score and
 * figure; a configured LLM only voices the turn (see `Turn.voice`), so the structured parts are the
 * same with and without one and stay testable.
 */
export type TurnContext = {
  deps: Pick<AppDeps, "db" | "now">;
  /** Whose thread: every query an assistant makes is scoped by it. */
  userId: string;
  sources: UserSources;
  locale: Locale;
  now: Date;
};

/** A message as stored: what the user or the assistant said, with the structured card it carried. */
export type HistoryMessage = { role: "user" | "assistant"; content: string; data: MessageData | null };

/**
 * The structured part of an assistant message, rendered as a card under its text. `kind` names the
 * card; each assistant owns its kinds (`interview_question`, `interview_feedback`, `interview_report`,
 * `offer_analysis`, `personality_items`, `personality_profile`, `career_gap`, `fresh_grad_plan`…).
 * Plain JSON: it is stored as jsonb and sent to the browser as is.
 */
export type MessageData = { kind: string } & Record<string, unknown>;

/**
 * How an LLM may say a turn instead of the offline wording: a system prompt (the persona, the
 * grounding rules) and an instruction (what this turn must do, with the computed facts in it).
 * The offline `text` is given to the model too, as the content to convey.
 */
export type Voice = { system: string; instruction: string };

export type Turn<State> = {
  /** The assistant's words, ready to show: the offline engine's, and the fallback when the LLM fails. */
  text: string;
  data?: MessageData;
  state: State;
  /** Absent: the turn is never voiced by an LLM (a questionnaire, a table of numbers). */
  voice?: Voice;
  /** The thread is over (the interview report is given); later messages are refused. */
  finished?: boolean;
};

/**
 * What the user sends: free text, and/or a structured input the assistant validates with its own
 * `inputSchema` (the questionnaire's answers, an action like `{action: "finish"}`).
 */
export type UserInput = { text: string; input: unknown };

export type Assistant<Setup, State> = {
  id: AssistantId;
  /** What `assistant/createThread` takes in `setup` for this assistant. */
  setupSchema: z.ZodType<Setup>;
  /** What `assistant/sendMessage` may take in `input`, besides text. */
  inputSchema: z.ZodType<unknown>;
  /** A short title for lists ("Behavioural interview — Data Analyst"), in the user's language; `state`, when given, is the one after `start`. */
  title(setup: Setup, context: TurnContext, state?: State): string;
  /** The thread's first assistant message. */
  start(setup: Setup, context: TurnContext): Promise<Turn<State>>;
  /** The answer to one user message; `history` holds the thread so far, oldest first, without it. */
  reply(state: State, message: UserInput, history: HistoryMessage[], context: TurnContext): Promise<Turn<State>>;
};

/** Raised by an assistant for a message it cannot take (e.g. text where the questionnaire's answers are due). */
export class AssistantInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AssistantInputError";
  }
}
