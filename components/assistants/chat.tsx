"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { KeyedMutator } from "swr";
import { FormAlert } from "@/components/entry/form-alert";
import { describeError } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { ErrorMessage, fieldDescribedBy } from "@/components/ui/field";
import { assistantKeys, streamMessage, useAssistantUsage, type SendMessageBody } from "@/lib/api/assistant";
import type { Data } from "@/lib/api/data";
import { ApiError } from "@/lib/api/request";
import type { AssistantMessage, AssistantThreadDetail } from "@/lib/contracts/assistant";
import { MESSAGE_TEXT_MAX, type AssistantGroup } from "@/lib/contracts/assistant-values";
import { encodeFieldError } from "@/lib/contracts/errors";
import { useSWRConfig } from "@/lib/swr/hooks";
import { answerStored, canRetryMessage, inputKind, mergeAnswer, retryRequest, shownMessages, type PendingAnswer } from "./chat-state";
import { LimitScreen } from "./limit-screen";
import { MessageCard } from "./message-card";
import { isQuotaExceeded } from "./usage";
import { useSpeechInput } from "./use-speech-input";

/** After a stop or a failure, the stored answer is read back this many times at most, this far apart. */
const SETTLE_ATTEMPTS = 8;
const SETTLE_INTERVAL_MS = 400;
const COPIED_MS = 2000;
/** Closer than this to the bottom, the page follows the answer as it grows. */
const FOLLOW_MARGIN_PX = 160;

/** Refusals an assistant may give (422) that the screen says in the user's language. */
const KNOWN_REFUSALS = ["answers_incomplete"] as const;

type Problem =
  | { kind: "limit"; retryAfter: number | null; at: number }
  /** The answer failed or broke off: Retry answers again. */
  | { kind: "failed" }
  | { kind: "text"; text: React.ReactNode }
  /** The message itself was refused (too long…): said under the composer. */
  | { kind: "field"; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - FOLLOW_MARGIN_PX;

function CopyButton({ text, copied, onCopied }: { text: string; copied: boolean; onCopied: (ok: boolean) => void }) {
  const t = useTranslations("Assistants.chat");
  return (
    <button
      type="button"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => onCopied(true),
          () => onCopied(false),
        )
      }
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden"
    >
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        {copied ? (
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M7 3a2 2 0 0 0-2 2v1H4.5A1.5 1.5 0 0 0 3 7.5v9A1.5 1.5 0 0 0 4.5 18h7a1.5 1.5 0 0 0 1.5-1.5V16h1a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm0 2h7v9H7V5Z" />
        )}
      </svg>
      {copied ? t("copied") : t("copy")}
    </button>
  );
}

/** The words of a message: plain text, line breaks kept; a structured input without words says what it was. */
function MessageText({ message }: { message: AssistantMessage }) {
  const t = useTranslations("Assistants.chat.inputs");
  if (message.content) return <p className="whitespace-pre-wrap break-words">{message.content}</p>;
  if (message.role === "user" && message.input !== null) return <p className="italic">{t(inputKind(message.input))}</p>;
  return null;
}

function FlagsNote({ flags }: { flags: AssistantMessage["flags"] }) {
  const t = useTranslations("Assistants.chat");
  const format = useFormatter();
  const values = [...new Set(flags.map((flag) => flag.value))];
  if (values.length === 0) return null;
  return (
    <p className="mt-2 flex gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 ring-1 ring-inset ring-amber-200">
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-px size-3.5 shrink-0">
        <path d="M8.3 3.3a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.7H4a2 2 0 0 1-1.7-3l6-10.4ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
      </svg>
      <span>{t("flags", { values: format.list(values, { type: "conjunction" }) })}</span>
    </p>
  );
}

function MessageItem({
  message,
  last,
  busy,
  retryable,
  copied,
  onCopied,
  onInput,
  onRetry,
  focusRef,
}: {
  message: AssistantMessage;
  last: boolean;
  busy: boolean;
  retryable: boolean;
  copied: boolean;
  onCopied: (ok: boolean) => void;
  onInput: (input: unknown, text?: string) => void;
  onRetry: () => void;
  focusRef?: React.Ref<HTMLLIElement>;
}) {
  const t = useTranslations("Assistants.chat");
  const mine = message.role === "user";
  return (
    <li ref={focusRef} tabIndex={focusRef ? -1 : undefined} className={clsx("flex flex-col outline-none", mine ? "items-end" : "items-start")}>
      <div
        className={clsx(
          "max-w-[min(100%,42rem)] rounded-2xl px-4 py-3 text-[15px] leading-relaxed",
          mine ? "rounded-br-md bg-brand-600 text-white" : "rounded-bl-md bg-gray-100 text-gray-900",
        )}
      >
        <span className="sr-only">{mine ? t("you") : t("assistant")}</span>
        <MessageText message={message} />
        {message.status === "stopped" ? <p className="mt-1 text-xs font-semibold text-gray-600">{t("stopped")}</p> : null}
        {message.status === "failed" ? <p className="mt-1 text-xs font-semibold text-red-700">{t("failed")}</p> : null}
      </div>
      {mine ? null : (
        <div className="w-full max-w-[min(100%,42rem)]">
          <FlagsNote flags={message.flags} />
          <MessageCard data={message.data} busy={busy} last={last} onInput={onInput} />
          <div className="mt-1 flex flex-wrap items-center gap-1">
            {message.content ? <CopyButton text={message.content} copied={copied} onCopied={onCopied} /> : null}
            {retryable ? (
              <Button variant="ghost" className="px-2 py-1 text-xs" disabled={busy} onClick={onRetry}>
                {t("retry")}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </li>
  );
}

/** The answer as it arrives, with a caret; outside the log, so each piece is not announced. */
function StreamingAnswer({ pending }: { pending: PendingAnswer }) {
  const t = useTranslations("Assistants.chat");
  return (
    <div className="flex flex-col items-start" aria-busy="true">
      <div className="max-w-[min(100%,42rem)] rounded-2xl rounded-bl-md bg-gray-100 px-4 py-3 text-[15px] leading-relaxed text-gray-900">
        {pending.answer ? (
          <p className="whitespace-pre-wrap break-words">
            {pending.answer}
            <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse bg-gray-500" />
          </p>
        ) : (
          <span className="flex items-center gap-1.5 py-1" aria-hidden>
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-2 animate-bounce rounded-full bg-gray-400" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
        )}
        {pending.phase === "stopping" ? <p className="mt-1 text-xs font-semibold text-gray-600">{t("stopping")}</p> : null}
      </div>
    </div>
  );
}

function MicIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M10 2a3 3 0 0 0-3 3v5a3 3 0 1 0 6 0V5a3 3 0 0 0-3-3Z" />
      <path d="M5 9a1 1 0 0 0-2 0 7 7 0 0 0 6 6.9V18a1 1 0 1 0 2 0v-2.1A7 7 0 0 0 17 9a1 1 0 1 0-2 0 5 5 0 0 1-10 0Z" />
    </svg>
  );
}

/**
 * A conversation with an assistant: the messages (each answer with its card, Copy, and Retry
 * when it did not complete), the answer streaming in place with Stop, and the composer with
 * dictation where the browser offers it.
 */
export function Chat({
  thread,
  group,
  mutate,
  onStreaming,
}: {
  thread: AssistantThreadDetail;
  group: AssistantGroup;
  mutate: KeyedMutator<Data<AssistantThreadDetail>>;
  /** While an answer streams, the thread is not read again behind its back (the screen pauses its revalidation). */
  onStreaming?: (streaming: boolean) => void;
}) {
  const t = useTranslations("Assistants.chat");
  const tErrors = useTranslations("Assistants.chat.errors");
  const locale = useLocale();
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const composerId = useId();
  const { mutate: mutateKey } = useSWRConfig();
  const usage = useAssistantUsage({ revalidateOnMount: false });

  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [draft, setDraft] = useState("");
  const [status, setStatus] = useState("");
  const [copiedIndex, setCopiedIndex] = useState<number | null>(null);

  const abort = useRef<AbortController | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const lastMessage = useRef<HTMLLIElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusAfter = useRef<"stop" | "composer" | "last" | null>(null);

  const busy = pending !== null;
  const finished = thread.status === "finished";
  const shown = shownMessages(thread.messages, pending, new Date().toISOString());

  const speech = useSpeechInput({
    lang: locale,
    onText: useCallback((text: string) => setDraft((current) => (current.trim() ? `${current.replace(/\s+$/, "")} ${text}` : text)), []),
  });

  // Focus follows the conversation: to Stop while an answer streams (the composer is disabled),
  // back to the composer when it is complete, to the last message when the conversation ends.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    if (target === "stop" && stopButton.current) stopButton.current.focus();
    else if (target === "composer" && textarea.current && !textarea.current.disabled) textarea.current.focus();
    else if (target === "last" && lastMessage.current) lastMessage.current.focus();
    else return;
    focusAfter.current = null;
  });

  useEffect(() => {
    if (pending?.answer && nearBottom()) end.current?.scrollIntoView({ block: "end" });
  }, [pending?.answer]);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (copiedTimer.current && clearTimeout(copiedTimer.current)), []);

  const onCopied = (index: number) => (ok: boolean) => {
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
    setCopiedIndex(ok ? index : null);
    setStatus(ok ? t("copiedStatus") : t("copyFailed"));
    copiedTimer.current = setTimeout(() => setCopiedIndex(null), COPIED_MS);
  };

  /** Reads the thread back until the stopped or failed answer is stored (the server saves it as the stream closes). */
  const settle = async (countBefore: number, retry: boolean) => {
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
      const fresh = await mutate().catch(() => undefined);
      if (fresh && answerStored(fresh.data.messages, countBefore, retry)) return;
      await sleep(SETTLE_INTERVAL_MS);
    }
  };

  const refused = async (error: unknown, sent: { text: string; input?: unknown; retry: boolean }) => {
    // A refused message is not kept: it goes back into the composer.
    if (!sent.retry && sent.input === undefined) setDraft((current) => current || sent.text);
    if (isQuotaExceeded(error)) {
      setProblem({ kind: "limit", retryAfter: error.retryAfter, at: Date.now() });
      void usage.mutate();
      return;
    }
    if (error instanceof ApiError) {
      if (error.status === 404 || (error.status === 409 && (error.code === "thread_finished" || error.code === "nothing_to_retry"))) {
        await mutate();
        return;
      }
      if (error.status === 409 && error.code === "message_conflict") {
        await mutate();
        setProblem({ kind: "text", text: tErrors("conflict") });
        return;
      }
      if (error.status === 422) {
        const known = (KNOWN_REFUSALS as readonly string[]).includes(error.code ?? "");
        setProblem({ kind: "text", text: known ? tErrors(error.code as (typeof KNOWN_REFUSALS)[number]) : error.message });
        return;
      }
      const textProblem = error.fields?.text;
      if (error.status === 400 && textProblem) {
        setProblem({ kind: "field", message: fieldError(encodeFieldError(textProblem.code, textProblem.params)) ?? tErrors("generic") });
        return;
      }
      if (error.status === 400) {
        setProblem({ kind: "text", text: tErrors("input") });
        return;
      }
    }
    setProblem({ kind: "text", text: bannerText(describeError(error).banner) });
  };

  const send = async ({ text = "", input, retry = false }: { text?: string; input?: unknown; retry?: boolean }) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    const countBefore = thread.messages.length;
    let user: AssistantMessage | null = null;
    setProblem(null);
    setPending({ text, input, retry, user: null, answer: "", phase: "streaming" });
    setStatus(t("answering"));
    focusAfter.current = "stop";
    requestAnimationFrame(() => end.current?.scrollIntoView({ block: "end" }));

    onStreaming?.(true);
    const body: SendMessageBody = retry ? { thread_id: thread.id, retry: true } : { thread_id: thread.id, text, ...(input === undefined ? {} : { input }) };
    // Filled by the handlers while the answer streams.
    const answered: { result: Parameters<typeof mergeAnswer>[1] | null } = { result: null };
    try {
      const outcome = await streamMessage(body, {
        signal: controller.signal,
        onUser: (message) => {
          user = message;
          setPending((current) => current && { ...current, user: message });
        },
        onDelta: (piece) => setPending((current) => current && { ...current, answer: current.answer + piece }),
        onDone: ({ message, thread: updated }) => {
          answered.result = { user, message, thread: updated, retry };
        },
      });
      onStreaming?.(false);
      const result = answered.result;
      if (outcome === "done" && result) {
        // The stored answer replaces the streaming one in the same render: the log announces it once.
        void mutate((current) => (current ? { data: mergeAnswer(current.data, result) } : current), { revalidate: false });
        setPending(null);
        setStatus("");
        focusAfter.current = result.thread.status === "finished" ? "last" : "composer";
      } else {
        if (outcome === "aborted") setPending((current) => current && { ...current, phase: "stopping" });
        await settle(countBefore, retry);
        if (outcome === "error") setProblem({ kind: "failed" });
        setStatus(outcome === "aborted" ? t("stoppedStatus") : tErrors("failed"));
        focusAfter.current = "composer";
      }
    } catch (error) {
      onStreaming?.(false);
      setStatus("");
      await refused(error, { text, input, retry });
      focusAfter.current = "composer";
    } finally {
      abort.current = null;
      setPending(null);
      void mutateKey(assistantKeys.usage);
    }
  };

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy || finished) return;
    if (speech.listening) speech.stop();
    setDraft("");
    void send({ text });
  };

  const retry = () => {
    const request = retryRequest(thread.messages);
    if (!request) return;
    void send("retry" in request ? { retry: true } : request);
  };

  const composerError = problem?.kind === "field" ? problem.message : undefined;
  const hintId = `${composerId}-hint`;

  return (
    <div className="flex flex-col">
      <h2 className="sr-only">{t("heading")}</h2>
      <div role="log" aria-live="polite" aria-label={t("logLabel")}>
        <ol className="flex flex-col gap-5">
          {shown.map((message, index) => {
            const isLast = index === shown.length - 1;
            return (
              <MessageItem
                // Messages only join at the end: the place is the key, so the user's message stays the same node when the stored one replaces it.
                key={index}
                message={message}
                last={isLast && !busy}
                busy={busy}
                retryable={!busy && canRetryMessage(shown, index)}
                copied={copiedIndex === index}
                onCopied={onCopied(index)}
                onInput={(value, text = "") => void send({ text, input: value })}
                onRetry={retry}
                focusRef={isLast && message.role === "assistant" ? lastMessage : undefined}
              />
            );
          })}
        </ol>
      </div>
      {pending ? (
        <div className="mt-5">
          <StreamingAnswer pending={pending} />
        </div>
      ) : null}
      {/* Scrolled to with room for the composer that sticks to the bottom over it. */}
      <div ref={end} className="scroll-mb-48" />
      <p role="status" className="sr-only">
        {status}
      </p>

      {problem?.kind === "failed" && !busy ? (
        <FormAlert className="mt-4">
          {tErrors("failed")}{" "}
          <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
            {t("retry")}
          </button>
        </FormAlert>
      ) : null}
      {problem?.kind === "text" ? <FormAlert className="mt-4">{problem.text}</FormAlert> : null}

      {problem?.kind === "limit" ? (
        <div className="mt-6 print:hidden">
          <LimitScreen quota={usage.data?.data} retryAfter={problem.retryAfter} now={problem.at} backHref={`/${group}`} />
        </div>
      ) : (
        <div className="sticky bottom-0 z-10 -mx-5 mt-6 border-t border-gray-200 bg-white/95 px-5 pt-3 pb-4 backdrop-blur mobile:-mx-10 mobile:px-10 print:hidden">
          {finished ? (
            <p role="note" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
              <span>{t("finishedNote")}</span>
              <Link href={`/${group}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
                {t("startNew")}
              </Link>
            </p>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
              <label htmlFor={composerId} className="sr-only">
                {t("composerLabel")}
              </label>
              <ErrorMessage id={`${composerId}-error`}>{composerError}</ErrorMessage>
              <div
                className={clsx(
                  "flex items-end gap-2 rounded-xl border bg-white p-1.5 transition-colors focus-within:ring-2",
                  composerError ? "border-red-500 focus-within:ring-red-200" : "border-gray-300 focus-within:border-brand-500 focus-within:ring-brand-100",
                )}
              >
                <textarea
                  ref={textarea}
                  id={composerId}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (problem?.kind === "field") setProblem(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                      event.preventDefault();
                      submit();
                    }
                  }}
                  disabled={busy}
                  rows={Math.min(6, Math.max(2, draft.split("\n").length))}
                  maxLength={MESSAGE_TEXT_MAX}
                  placeholder={t("composerPlaceholder")}
                  aria-invalid={composerError ? true : undefined}
                  aria-describedby={fieldDescribedBy(composerId, composerError, t("composerHint"))}
                  className="min-h-11 flex-1 resize-none bg-transparent px-2 py-1.5 text-base text-gray-900 outline-none placeholder:text-gray-500 disabled:cursor-not-allowed disabled:text-gray-500"
                />
                {speech.supported ? (
                  <button
                    type="button"
                    onClick={speech.listening ? speech.stop : speech.start}
                    disabled={busy}
                    aria-pressed={speech.listening}
                    aria-label={speech.listening ? t("voice.stop") : t("voice.start")}
                    title={speech.listening ? t("voice.stop") : t("voice.start")}
                    className={clsx(
                      "inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
                      speech.listening ? "animate-pulse bg-red-600 text-white" : "text-gray-600 hover:bg-gray-100",
                    )}
                  >
                    <MicIcon />
                  </button>
                ) : null}
                {busy ? (
                  <Button ref={stopButton} variant="secondary" className="shrink-0" onClick={() => abort.current?.abort()} disabled={pending?.phase === "stopping"}>
                    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                      <rect x="5" y="5" width="10" height="10" rx="1.5" />
                    </svg>
                    {t("stop")}
                  </Button>
                ) : (
                  <Button type="submit" className="shrink-0" disabled={!draft.trim()}>
                    {t("send")}
                  </Button>
                )}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
                <p id={hintId}>{t("composerHint")}</p>
                {speech.listening ? (
                  <p className="inline-flex items-center gap-1.5 font-semibold text-red-700">
                    <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-600" />
                    {t("voice.listening")}
                  </p>
                ) : speech.problem ? (
                  <p className="text-red-700">{t(`voice.problems.${speech.problem}`)}</p>
                ) : null}
              </div>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
