import type { SWRConfiguration } from "swr";
import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from "swr/infinite";
import type { AiQuotaValue, AssistantMessage, AssistantThread, AssistantThreadDetail, EngineInfo, StreamDone } from "@/lib/contracts/assistant";
import { ASSISTANT_GROUPS, type AssistantGroup, type AssistantIdValue } from "@/lib/contracts/assistant-values";
import type { Page } from "@/lib/contracts/page";
import { LOGIN_PATH } from "@/lib/session/constants";
import { apiRequest, apiUrl, clearBrowserSession, readSession, redirectToLogin, refreshSession } from "@/lib/session/browser";
import { useSWR, useSWRInfinite } from "@/lib/swr/hooks";
import type { Data } from "./data";
import { readAnswer } from "./request";
import { createSseParser } from "./sse";

const ASSISTANT_PATH = "/assistant";

/**
 * SWR keys. Plain paths (the threads' query included), so a server page can prefetch them with
 * serverFallback and the app's fetcher reads them as they are.
 */
export const assistantKeys = {
  engine: `${ASSISTANT_PATH}/engine`,
  usage: `${ASSISTANT_PATH}/usage`,
  thread: (id: string) => `${ASSISTANT_PATH}/threads/${encodeURIComponent(id)}`,
  threadsPage: (ids: readonly AssistantIdValue[], cursor: string | null) => {
    const query = new URLSearchParams({ assistant_id: ids.join(",") });
    if (cursor) query.set("cursor", cursor);
    return `${ASSISTANT_PATH}/threads?${query.toString()}`;
  },
} as const;

export type ThreadPage = Data<Page<AssistantThread>>;

/**
 * The key of each page of a group's threads. A server page prefetches the first one as
 * `fallback: { [unstable_serialize(threadsKey(ids))]: [firstPage] }` (swr/infinite).
 */
export const threadsKey =
  (ids: readonly AssistantIdValue[]): SWRInfiniteKeyLoader<ThreadPage> =>
  (index, previous) => {
    if (index > 0 && !previous?.data.next_cursor) return null;
    return assistantKeys.threadsPage(ids, previous?.data.next_cursor ?? null);
  };

export const groupAssistants = (group: AssistantGroup): readonly AssistantIdValue[] => ASSISTANT_GROUPS[group];

/** The group whose screens show an assistant's threads. */
export const groupOf = (id: AssistantIdValue): AssistantGroup =>
  (Object.keys(ASSISTANT_GROUPS) as AssistantGroup[]).find((group) => (ASSISTANT_GROUPS[group] as readonly string[]).includes(id))!;

export const threadHref = (group: AssistantGroup, id: string) => `/${group}/${encodeURIComponent(id)}`;

/** Which engine answers: it does not change while the app runs. */
export const useAssistantEngine = () =>
  useSWR<Data<EngineInfo>>(assistantKeys.engine, { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });

export const useAssistantUsage = (config?: SWRConfiguration) => useSWR<Data<AiQuotaValue>>(assistantKeys.usage, config);

export const useThread = (id: string, config?: SWRConfiguration) => useSWR<Data<AssistantThreadDetail>>(assistantKeys.thread(id), config);

/** A group's threads, latest activity first, a page per "Load more". */
export const useThreads = (ids: readonly AssistantIdValue[], config?: SWRInfiniteConfiguration<ThreadPage>) =>
  useSWRInfinite<ThreadPage>(threadsKey(ids), { revalidateFirstPage: true, ...config });

/** Starts a conversation; the answer holds the assistant's first message. */
export const createThread = (assistantId: AssistantIdValue, setup: Record<string, unknown>) =>
  apiRequest<Data<AssistantThreadDetail>>("POST", `${ASSISTANT_PATH}/createThread`, { body: { assistant_id: assistantId, setup } });

export const deleteThread = (id: string) => apiRequest("DELETE", assistantKeys.thread(id));

// ---------------------------------------------------------------------------------------------
// The streamed answer

/** POST /assistant/sendMessage: text, a structured input, or a retry of the last answer. */
export type SendMessageBody = { thread_id: string; text?: string; input?: unknown; retry?: boolean };

export type StreamError = { code: string; message: string };

export type StreamHandlers = {
  /** The user's message as stored (not sent on a retry: the stored one is answered again). */
  onUser?: (message: AssistantMessage) => void;
  /** The next piece of the answer. */
  onDelta?: (text: string) => void;
  onDone?: (result: StreamDone) => void;
  /** The answer failed once started, or the connection broke before it was complete. */
  onError?: (error: StreamError) => void;
  /** Aborting closes the connection, which stops the answer (the server keeps it, marked stopped). */
  signal?: AbortSignal;
};

export type StreamOutcome = "done" | "error" | "aborted";

/** Said when the stream ends without `done` or `error` (the connection dropped). */
export const STREAM_INTERRUPTED = "stream_interrupted";

const isAbort = (error: unknown, signal?: AbortSignal) => signal?.aborted === true || (error instanceof Error && error.name === "AbortError");

/**
 * A POST as the signed-in user that hands back the raw response (to read it as a stream), with
 * the app's 401 handling: clear the session cookie, one refresh and one retry, else the login page.
 */
async function authorizedPost(path: string, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
  const onLoginPage = window.location.pathname === LOGIN_PATH;
  let session = readSession();
  if (!session && !onLoginPage) session = await refreshSession(null);
  const send = (token: string | undefined) =>
    fetch(apiUrl(path), {
      method: "POST",
      headers: { accept, "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  const response = await send(session?.auth.access_token);
  if (response.status !== 401) return response;
  clearBrowserSession(session?.auth.access_token);
  if (onLoginPage) return response;
  const fresh = await refreshSession(session?.auth.access_token ?? null);
  if (fresh) return send(fresh.auth.access_token);
  redirectToLogin();
  return response;
}

/**
 * Reads a sendMessage answer: the event stream, or (when something on the way dropped the
 * Accept header) the JSON answer, told through the same handlers.
 */
export async function readMessageAnswer(response: Response, handlers: StreamHandlers): Promise<StreamOutcome> {
  const { onUser, onDelta, onDone, onError, signal } = handlers;
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const { data } = await readAnswer<Data<{ user_message: AssistantMessage } & StreamDone>>(response);
    onUser?.(data.user_message);
    if (data.message.content) onDelta?.(data.message.content);
    onDone?.({ message: data.message, thread: data.thread });
    return "done";
  }

  let outcome: StreamOutcome | null = null;
  const parser = createSseParser(({ event, data }) => {
    if (outcome) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    if (event === "user") onUser?.(payload as AssistantMessage);
    else if (event === "delta") onDelta?.((payload as { text: string }).text);
    else if (event === "done") {
      outcome = "done";
      onDone?.(payload as StreamDone);
    } else if (event === "error") {
      outcome = "error";
      onError?.(payload as StreamError);
    }
  });

  const reader = response.body?.getReader();
  if (reader) {
    const decoder = new TextDecoder();
    try {
      while (!outcome) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
      parser.end();
    } catch (error) {
      if (isAbort(error, signal)) return "aborted";
      if (!outcome) {
        outcome = "error";
        onError?.({ code: STREAM_INTERRUPTED, message: error instanceof Error ? error.message : String(error) });
      }
      return outcome;
    } finally {
      if (outcome) void reader.cancel().catch(() => undefined);
    }
  }
  if (outcome) return outcome;
  if (signal?.aborted) return "aborted";
  onError?.({ code: STREAM_INTERRUPTED, message: "The answer stopped before it was complete." });
  return "error";
}

/**
 * Sends a message and follows the answer as it streams. A refusal (400, 404, 409, 422, 429) comes
 * before any stream and throws the ApiError; so does a network failure before the answer starts.
 * Resolves with how the answer ended; "aborted" when `signal` stopped it.
 */
export async function streamMessage(body: SendMessageBody, handlers: StreamHandlers = {}): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await authorizedPost(`${ASSISTANT_PATH}/sendMessage`, body, "text/event-stream", handlers.signal);
  } catch (error) {
    if (isAbort(error, handlers.signal)) return "aborted";
    throw error;
  }
  if (!response.ok) await readAnswer(response);
  return readMessageAnswer(response, handlers);
}
