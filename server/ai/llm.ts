import type { Env } from "@/lib/env";
import { parseRetryAfter } from "../core/retry-after";

/**
 * The client of any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server,
 * vLLM, LM Studio): one request function with timeouts, retries and cancellation, a JSON answer
 * through structured outputs (or a prompt where the server has none), and a token stream.
 */

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type LlmUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

/** A JSON schema the answer must follow; `name` is a-z, A-Z, 0-9, _ or -, at most 64 characters. */
export type ResponseFormat = { name: string; schema: Record<string, unknown> };

export type CompleteRequest = {
  messages: ChatMessage[];
  responseFormat?: ResponseFormat;
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
};

export type Completion = {
  content: string;
  /** The answer read as JSON, when a responseFormat was asked for. */
  parsed?: unknown;
  usage: LlmUsage;
  model: string;
  finishReason: string | null;
};

export type StreamRequest = Omit<CompleteRequest, "responseFormat">;

/** `usage` is null when the server sent none: the caller may estimate it (estimateUsage). */
export type StreamEvent = { type: "delta"; text: string } | { type: "done"; usage: LlmUsage | null; finishReason: string | null };

export type LlmClient = {
  readonly model: string;
  complete(request: CompleteRequest): Promise<Completion>;
  stream(request: StreamRequest): AsyncIterable<StreamEvent>;
};

export type LlmClientOptions = {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
  /** complete(): one attempt, from sending to the last byte of the answer. */
  timeoutMs?: number;
  /** stream(): the longest silence allowed before the first byte and between chunks. */
  idleTimeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export type LlmErrorKind = "timeout" | "rate_limited" | "unavailable" | "bad_request" | "auth" | "aborted" | "invalid_output";

type LlmErrorDetails = {
  /** The endpoint's HTTP status, when it answered. */
  status?: number | null;
  /** Seconds the endpoint asked us to wait (Retry-After), when it said. */
  retryAfter?: number | null;
  /** The start of the endpoint's error body, for logs. */
  body?: string | null;
  cause?: unknown;
};

/** What went wrong, sorted so the API layer can say it to a user. */
export class LlmError extends Error {
  readonly status: number | null;
  readonly retryAfter: number | null;
  readonly body: string | null;

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    details: LlmErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
    // Code that cancels a fetch checks for an AbortError; a cancelled call reads like one.
    this.name = kind === "aborted" ? "AbortError" : "LlmError";
    this.status = details.status ?? null;
    this.retryAfter = details.retryAfter ?? null;
    this.body = details.body ?? null;
  }
}

export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === "AbortError";

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const BACKOFF_MS = 500;
/** A user is waiting: a longer Retry-After fails the call at once and hands the wait to the caller. */
const MAX_RETRY_AFTER_MS = 30_000;
const USER_AGENT = "job-copilot/1.0";

/** About four characters a token in English: good enough to count usage a server did not report. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export function estimateUsage(messages: ChatMessage[], answer: string): LlmUsage {
  const promptTokens = messages.reduce((sum, message) => sum + estimateTokens(message.content) + 4, 0);
  const completionTokens = estimateTokens(answer);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

const aborted = (cause?: unknown) => new LlmError("aborted", "The AI request was cancelled.", { cause });

type WireUsage = { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined;

function usageOf(usage: WireUsage): LlmUsage | null {
  if (!usage || typeof usage !== "object") return null;
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  return { promptTokens, completionTokens, totalTokens: usage.total_tokens ?? promptTokens + completionTokens };
}

/** The message of an error body in the shapes servers use: OpenAI's {error:{message}}, Ollama's {error:"…"}, vLLM's {message}. */
function serverMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string }; message?: string };
    if (typeof body.error === "string") return body.error;
    return body.error?.message ?? body.message ?? null;
  } catch {
    return null;
  }
}

function retryAfterSeconds(headers: Headers): number | null {
  // OpenAI adds a precise retry-after-ms beside the whole seconds.
  const ms = Number(headers.get("retry-after-ms"));
  if (headers.get("retry-after-ms") && Number.isFinite(ms)) return ms / 1000;
  const fromHeader = parseRetryAfter(headers.get("retry-after"), Date.now());
  return fromHeader === null ? null : fromHeader / 1000;
}

function kindOfStatus(status: number): LlmErrorKind {
  if (status === 401 || status === 403) return "auth";
  if (status === 429) return "rate_limited";
  if (status === 408) return "timeout";
  if (status === 409 || status >= 500) return "unavailable";
  return "bad_request";
}

function httpFailure(response: Response, text: string, url: string): LlmError {
  const message = serverMessage(text);
  // A base URL without its version path (…:11434 instead of …:11434/v1) answers a bare 404.
  const hint = response.status === 404 && !message ? " (does LLM_BASE_URL end with the API's version path, e.g. /v1?)" : "";
  return new LlmError(
    kindOfStatus(response.status),
    `The AI endpoint answered ${response.status} at ${url}${message ? `: ${message}` : ""}${hint}`,
    { status: response.status, retryAfter: retryAfterSeconds(response.headers), body: text.slice(0, 500) || null },
  );
}

const isRetryable = (error: LlmError) =>
  error.status === null ? error.kind === "unavailable" : error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;

/** A server that has no structured outputs, as opposed to one that finds our schema wrong. */
function rejectsResponseFormat(error: unknown): boolean {
  if (!(error instanceof LlmError) || (error.status !== 400 && error.status !== 422)) return false;
  const text = `${error.message} ${error.body ?? ""}`;
  return /response_format|json_schema/i.test(text) && !/invalid schema/i.test(text);
}

/** Without structured outputs the schema travels in the system prompt. */
function withJsonInstruction(messages: ChatMessage[], format: ResponseFormat): ChatMessage[] {
  const instruction = `Answer with one JSON value only, without prose or code fences, that follows this JSON schema (${format.name}): ${JSON.stringify(format.schema)}`;
  const [first, ...rest] = messages;
  // One system message, first: some chat templates refuse a second one or one further down.
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n\n${instruction}` }, ...rest];
  return [{ role: "system", content: instruction }, ...messages];
}

/** The JSON in an answer; models answering from a prompt may wrap it in a code fence or a sentence. */
export function parseJsonAnswer(content: string, name: string): unknown {
  const text = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, "$1");
  try {
    return JSON.parse(text);
  } catch {
    const start = text.search(/[{[]/);
    const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // Reported below with the answer's start.
      }
    }
    throw new LlmError("invalid_output", `The AI's answer for ${name} is not valid JSON: ${JSON.stringify(content.slice(0, 200))}`);
  }
}

/** One HTTP attempt's cancellation: the caller's signal or our own timer, told apart afterwards. */
function attemptControl(callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const onAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    arm(ms: number) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    },
    disarm: () => clearTimeout(timer),
    /**
     * `promise`, or a rejection as soon as the attempt is aborted: Node's fetch leaves a body read
     * pending for ever when the abort comes after the whole body has arrived.
     */
    race<T>(promise: Promise<T>): Promise<T> {
      if (controller.signal.aborted) {
        // The read was started before the check: its own rejection (the body errored by the abort) is expected.
        promise.catch(() => undefined);
        return Promise.reject(controller.signal.reason);
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(controller.signal.reason);
        controller.signal.addEventListener("abort", onAbort, { once: true });
        promise.then(resolve, reject).finally(() => controller.signal.removeEventListener("abort", onAbort));
      });
    },
    release() {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onAbort);
    },
  };
}

type AttemptControl = ReturnType<typeof attemptControl>;

/** Any failure of an attempt as an LlmError: cancelled, timed out, or the endpoint out of reach. */
function classify(error: unknown, control: AttemptControl, callerSignal: AbortSignal | undefined, timeout: string, url: string): LlmError {
  if (error instanceof LlmError) return error;
  if (callerSignal?.aborted) return aborted(error);
  if (control.timedOut) return new LlmError("timeout", `The AI endpoint ${timeout} (${url}).`, { cause: error });
  const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
  return new LlmError("unavailable", `The AI endpoint could not be reached at ${url}: ${reason}`, { cause: error });
}

/** Splits an SSE byte stream into the data of its events, whatever the chunk boundaries. */
export function createSseParser() {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  const feed = (text: string, final: boolean): string[] => {
    const lines = (buffer + text).split("\n");
    // The last piece is a line still arriving, unless the stream is over.
    buffer = final ? "" : lines.pop()!;
    if (final) lines.push("");
    const events: string[] = [];
    for (const raw of lines) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line === "") {
        if (data.length > 0) events.push(data.join("\n"));
        data = [];
      } else if (line.startsWith("data:")) {
        data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      }
      // Comments (": keep-alive"), event:, id: and retry: lines carry nothing we read.
    }
    return events;
  };
  return {
    push: (bytes: Uint8Array) => feed(decoder.decode(bytes, { stream: true }), false),
    end: () => feed(decoder.decode(), true),
  };
}

type WireChoice = { message?: { content?: string | null; refusal?: string | null }; delta?: { content?: string | null }; finish_reason?: string | null };
type WireCompletion = { model?: string; choices?: WireChoice[] | null; usage?: WireUsage; error?: unknown };

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const url = `${baseUrl}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? 2;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  // Learnt from the first rejection, so later calls skip a request the server refuses anyway.
  let structuredOutputs = true;

  const headers = (accept: string) => ({
    "content-type": "application/json",
    accept,
    "user-agent": USER_AGENT,
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  });

  const requestBody = (request: StreamRequest, messages: ChatMessage[]) => ({
    model: options.model,
    messages,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
  });

  /** Waits `ms`, or less when the caller cancels. */
  function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(aborted(signal.reason));
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(aborted(signal?.reason));
      signal?.addEventListener("abort", onAbort, { once: true });
      sleep(ms).then(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, reject);
    });
  }

  /** Exponential backoff with up to 25% jitter, or the server's Retry-After when it gave one. */
  function delayBefore(retry: number, error: LlmError): number | null {
    if (error.retryAfter !== null) return error.retryAfter * 1000 > MAX_RETRY_AFTER_MS ? null : error.retryAfter * 1000;
    return BACKOFF_MS * 2 ** retry * (1 + random() * 0.25);
  }

  async function withRetries<T>(attempt: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    for (let retry = 0; ; retry++) {
      if (signal?.aborted) throw aborted(signal.reason);
      try {
        return await attempt();
      } catch (error) {
        const failure = error as LlmError;
        const delay = retry < maxRetries && isRetryable(failure) ? delayBefore(retry, failure) : null;
        if (delay === null) throw failure;
        await pause(delay, signal);
      }
    }
  }

  async function post(body: unknown, accept: string, control: AttemptControl): Promise<Response> {
    const response = await doFetch(url, { method: "POST", headers: headers(accept), body: JSON.stringify(body), signal: control.signal });
    if (!response.ok) throw httpFailure(response, await control.race(response.text()).catch(() => ""), url);
    return response;
  }

  async function attemptComplete(body: unknown, signal: AbortSignal | undefined): Promise<WireCompletion> {
    const control = attemptControl(signal);
    control.arm(timeoutMs);
    try {
      const response = await post(body, "application/json", control);
      const text = await control.race(response.text());
      try {
        return JSON.parse(text) as WireCompletion;
      } catch {
        throw new LlmError("invalid_output", `The AI endpoint's answer is not JSON (${url}): ${JSON.stringify(text.slice(0, 200))}`);
      }
    } catch (error) {
      throw classify(error, control, signal, `did not answer within ${timeoutMs} ms`, url);
    } finally {
      control.release();
    }
  }

  async function completeWith(request: CompleteRequest, format: "schema" | "prompt" | "none"): Promise<Completion> {
    const spec = request.responseFormat;
    const messages = format === "prompt" && spec ? withJsonInstruction(request.messages, spec) : request.messages;
    const body = {
      ...requestBody(request, messages),
      ...(format === "schema" && spec ? { response_format: { type: "json_schema", json_schema: { name: spec.name, schema: spec.schema, strict: true } } } : {}),
    };
    const answer = await withRetries(() => attemptComplete(body, request.signal), request.signal);
    const choice = answer.choices?.[0];
    if (!choice?.message) throw new LlmError("invalid_output", `The AI endpoint's answer has no message (${url}).`);
    if (choice.message.refusal) throw new LlmError("invalid_output", `The model refused: ${choice.message.refusal}`);
    const content = choice.message.content ?? "";
    return {
      content,
      ...(spec ? { parsed: parseJsonAnswer(content, spec.name) } : {}),
      usage: usageOf(answer.usage) ?? estimateUsage(messages, content),
      model: answer.model ?? options.model,
      finishReason: choice.finish_reason ?? null,
    };
  }

  async function openStream(body: unknown, signal: AbortSignal | undefined) {
    const control = attemptControl(signal);
    control.arm(idleTimeoutMs);
    try {
      const response = await post(body, "text/event-stream", control);
      if (!response.body) throw new LlmError("invalid_output", `The AI endpoint's stream has no body (${url}).`);
      return { reader: response.body.getReader(), control };
    } catch (error) {
      control.release();
      throw classify(error, control, signal, `sent nothing for ${idleTimeoutMs} ms`, url);
    }
  }

  async function* stream(request: StreamRequest): AsyncGenerator<StreamEvent> {
    const body = { ...requestBody(request, request.messages), stream: true, stream_options: { include_usage: true } };
    // Only opening the stream is retried: once text has reached the caller it cannot be taken back.
    const { reader, control } = await withRetries(() => openStream(body, request.signal), request.signal);
    const parser = createSseParser();
    let usage: LlmUsage | null = null;
    let finishReason: string | null = null;
    try {
      for (;;) {
        // The idle timer measures the server's silence, not the time the caller spends on a delta.
        control.arm(idleTimeoutMs);
        const { value, done } = await control.race(reader.read());
        control.disarm();
        for (const data of done ? parser.end() : parser.push(value)) {
          if (data === "[DONE]") {
            yield { type: "done", usage, finishReason };
            return;
          }
          const chunk = parseChunk(data);
          const choice = chunk.choices?.[0];
          usage = usageOf(chunk.usage) ?? usage;
          finishReason = choice?.finish_reason ?? finishReason;
          if (choice?.delta?.content) yield { type: "delta", text: choice.delta.content };
        }
        if (done) break;
      }
      // Some servers close without [DONE]; a finish reason says the answer was whole.
      if (finishReason === null) throw new LlmError("unavailable", `The AI endpoint's stream ended before the answer was complete (${url}).`);
      yield { type: "done", usage, finishReason };
    } catch (error) {
      throw classify(error, control, request.signal, `sent nothing for ${idleTimeoutMs} ms`, url);
    } finally {
      control.release();
      // Closes the connection when the caller stopped early, so the server stops generating.
      void reader.cancel().catch(() => undefined);
    }
  }

  function parseChunk(data: string): WireCompletion {
    let chunk: WireCompletion;
    try {
      chunk = JSON.parse(data) as WireCompletion;
    } catch {
      throw new LlmError("invalid_output", `The AI endpoint's stream sent an event that is not JSON: ${JSON.stringify(data.slice(0, 200))}`);
    }
    // vLLM and proxies report a failure inside a stream that already began.
    if (chunk.error) {
      const message = serverMessage(JSON.stringify(chunk)) ?? JSON.stringify(chunk.error).slice(0, 200);
      throw new LlmError("unavailable", `The AI endpoint failed during the answer: ${message}`);
    }
    return chunk;
  }

  return {
    model: options.model,
    async complete(request) {
      if (!request.responseFormat) return completeWith(request, "none");
      if (!structuredOutputs) return completeWith(request, "prompt");
      try {
        return await completeWith(request, "schema");
      } catch (error) {
        if (!rejectsResponseFormat(error)) throw error;
        structuredOutputs = false;
        return completeWith(request, "prompt");
      }
    },
    stream,
  };
}

/** The configured endpoint's client, or null: without LLM_BASE_URL the offline engine answers. */
export function llmFromEnv(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">,
  options: Omit<LlmClientOptions, "baseUrl" | "apiKey" | "model"> = {},
): LlmClient | null {
  if (!env.LLM_BASE_URL) return null;
  if (!env.LLM_MODEL) throw new Error("LLM_MODEL: required when LLM_BASE_URL is set (the model the endpoint serves)");
  return createLlmClient({ ...options, baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
}
