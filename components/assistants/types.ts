import type { AssistantIdValue } from "@/lib/contracts/assistant";

/**
 * What the chat gives the card under an assistant message. `data` is the message's card: each
 * card component declares its own shape (`CardProps<InterviewQuestion>`), so the registry holds
 * them all as `CardProps` of any card.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds cards of every shape
export type CardProps<T = any> = {
  data: T;
  /** An answer is on its way: the card's actions wait. */
  busy: boolean;
  /** Sends a structured input (with the text that stands for it in the conversation, "" by default). */
  onInput: (input: unknown, text?: string) => void;
  /** The latest message: only its card is interactive. */
  last: boolean;
};

/** A field's problem as the API sends it under `error.fields`. */
export type SetupFieldError = { code: string; params?: Record<string, string | number>; message: string };

/** An assistant's setup form inside the start panel. */
export type SetupFormProps = {
  busy: boolean;
  /** The API's problems with the setup, keyed by path without the `setup.` prefix (`job.title`, `base_salary`). */
  fieldErrors: Record<string, SetupFieldError>;
  onStart: (setup: Record<string, unknown>) => void;
};

export type AssistantId = AssistantIdValue;
