import type { AssistantMessage, AssistantThread, AssistantThreadDetail } from "@/lib/contracts/assistant";

// The conversation's bookkeeping, apart from React: what the log shows while an answer is on its
// way, how a finished answer joins the stored thread, and what "Retry" sends.

/** What the user is sending, and the answer so far. */
export type PendingAnswer = {
  text: string;
  input?: unknown;
  /** Answering the last message again: the stopped or failed answer is replaced. */
  retry: boolean;
  /** The user's message as the server stored it (on the `user` event). */
  user: AssistantMessage | null;
  answer: string;
  /** "stopping": the user stopped it; the stored answer is being read back. */
  phase: "streaming" | "stopping";
};

/** A message that can be answered again: the last one, an assistant answer that did not complete. */
export const canRetryMessage = (messages: readonly AssistantMessage[], index: number) =>
  index === messages.length - 1 && index > 0 && messages[index]!.role === "assistant" && messages[index]!.status !== "complete";

/** The log while an answer streams: a retried answer leaves it, a new message of the user's joins it at once. */
export function shownMessages(messages: readonly AssistantMessage[], pending: PendingAnswer | null, now: string): AssistantMessage[] {
  if (!pending) return [...messages];
  // The thread was read again meanwhile and already holds the user's message.
  if (pending.user && messages.some((message) => message.id === pending.user!.id)) return [...messages];
  if (pending.retry) return canRetryMessage(messages, messages.length - 1) ? messages.slice(0, -1) : [...messages];
  const user: AssistantMessage = pending.user ?? {
    id: "00000000-0000-4000-8000-000000000000",
    role: "user",
    content: pending.text,
    data: null,
    input: pending.input ?? null,
    status: "complete",
    engine: null,
    flags: [],
    created_at: now,
  };
  return [...messages, user];
}

/** The thread with a finished answer (and the user's message it answers) in place. */
export function mergeAnswer(
  detail: AssistantThreadDetail,
  { user, message, thread, retry }: { user: AssistantMessage | null; message: AssistantMessage; thread: AssistantThread; retry: boolean },
): AssistantThreadDetail {
  let messages = detail.messages.filter((stored) => stored.id !== message.id && stored.id !== user?.id);
  if (retry && canRetryMessage(messages, messages.length - 1)) messages = messages.slice(0, -1);
  if (user && !retry) messages = [...messages, user];
  return { ...detail, ...thread, messages: [...messages, message] };
}

/**
 * What "Retry" sends: the server answers the last message again when an answer to it was stored
 * (stopped or failed); when none was (the answer failed before it was stored), the user's last
 * message is sent again.
 */
export function retryRequest(messages: readonly AssistantMessage[]): { retry: true } | { text: string; input?: unknown } | null {
  const last = messages.at(-1);
  if (!last) return null;
  if (canRetryMessage(messages, messages.length - 1)) return { retry: true };
  if (last.role === "user") return last.input === null || last.input === undefined ? { text: last.content } : { text: last.content, input: last.input };
  return null;
}

/** After a stop or a failure: the stored thread has an answer after the user's message once it is saved. */
export function answerStored(messages: readonly AssistantMessage[], countBefore: number, retry: boolean): boolean {
  const last = messages.at(-1);
  if (!last || last.role !== "assistant") return false;
  return messages.length >= (retry ? countBefore : countBefore + 2);
}

/** How a structured input reads in the conversation when it came without text. */
export function inputKind(input: unknown): "finish" | "restart" | "answers" | "other" {
  if (input && typeof input === "object") {
    const { action, answers } = input as { action?: unknown; answers?: unknown };
    if (action === "finish") return "finish";
    if (action === "restart_roleplay") return "restart";
    if (answers && typeof answers === "object") return "answers";
  }
  return "other";
}
