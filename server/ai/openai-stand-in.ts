import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible chat-completions server, speaking the wire format the
 * real ones do: JSON answers with usage, SSE streams of chunks ending in a usage chunk and
 * `data: [DONE]`, structured outputs, `{error: {message, type, param, code}}` failures. Tests script
 * its failures; the offline demo and e2e point LLM_BASE_URL at it (`npm run llm:stand-in`).
 */

export type StandInMessage = { role: string; content: string };

/** The request body as the server received it. */
export type StandInChatRequest = {
  model?: string;
  messages: StandInMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name: string; schema?: Record<string, unknown>; strict?: boolean } };
  temperature?: number;
  max_tokens?: number;
};

export type StandInUsage = { prompt_tokens: number; completion_tokens: number };

export type StandInReply = {
  /** The answer's text. */
  content?: string;
  /** With response_format: the value to answer with, sent as its JSON text. */
  json?: unknown;
  /** Streaming: the exact deltas, in order (default: the text cut into words). */
  chunks?: string[];
  /** null: send no usage at all, as some servers do (default: counted from the text). */
  usage?: StandInUsage | null;
  finishReason?: string;
};

/** One scripted answer, used by the next `times` chat requests (default 1) instead of the reply. */
export type StandInStep = (
  | { status: number; retryAfter?: number; message?: string }
  | { delayMs: number }
  | { stallAfterChunks: number }
  | { malformed: true }
) & { times?: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: StandInChatRequest | null;
  /** The whole answer was written. */
  completed: boolean;
  /** The client went away before the answer was complete. */
  disconnected: boolean;
};

export type StandInOptions = {
  reply?: (request: StandInChatRequest) => StandInReply;
  /** Answer 400 to any request with response_format, like servers without structured outputs. */
  rejectResponseFormat?: boolean;
  /** Require `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  port?: number;
  host?: string;
};

export type OpenAiStandIn = {
  /** The API root to use as LLM_BASE_URL; it ends in /v1. */
  url: string;
  requests: RecordedRequest[];
  script(...steps: StandInStep[]): void;
  /** Changes the reply or the response_format support from the next request on. */
  configure(options: Pick<StandInOptions, "reply" | "rejectResponseFormat">): void;
  close(): Promise<void>;
};

export const STAND_IN_MODEL = "stand-in";

const tokensOf = (text: string) => Math.ceil(text.length / 4);

const lastUserMessage = (request: StandInChatRequest) => [...request.messages].reverse().find((message) => message.role === "user")?.content ?? "";

/** A value of the schema's shape with the user's words in its strings: enough for flows to run offline. */
export function sampleOf(schema: Record<string, unknown> | undefined, text: string): unknown {
  if (!schema) return {};
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, sampleOf(property, text)]));
    }
    case "array":
      return [sampleOf(schema.items as Record<string, unknown> | undefined, text)];
    case "string":
      return text;
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    default:
      return null;
  }
}

/** Where the assistants' prompts put the words a turn must convey (server/services/assistant.ts). */
const CONVEY_MARKER = "Content to convey:\n";

/**
 * "You said: …" in text, or a value of the asked schema. A prompt asking to convey a turn's content
 * gets that content back, so the assistants read naturally when run against the stand-in.
 */
export function defaultReply(request: StandInChatRequest): StandInReply {
  const last = lastUserMessage(request);
  const convey = last.indexOf(CONVEY_MARKER);
  if (convey >= 0 && !request.response_format) return { content: last.slice(convey + CONVEY_MARKER.length) };
  const said = `You said: ${last}`;
  const schema = request.response_format?.json_schema;
  return schema ? { json: sampleOf(schema.schema, said) } : { content: said };
}

const errorBody = (message: string, type: string, code: string | null = null, param: string | null = null) => ({
  error: { message, type, param, code },
});

const ERROR_TYPES: Record<number, [type: string, code: string | null]> = {
  401: ["invalid_request_error", "invalid_api_key"],
  429: ["requests", "rate_limit_exceeded"],
  500: ["server_error", null],
};

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startOpenAiStandIn(options: StandInOptions = {}): Promise<OpenAiStandIn> {
  const settings = { reply: options.reply ?? defaultReply, rejectResponseFormat: options.rejectResponseFormat ?? false };
  const requests: RecordedRequest[] = [];
  const steps: { step: StandInStep; left: number }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let completions = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  function nextStep(): StandInStep | null {
    const head = steps[0];
    if (!head) return null;
    if (--head.left <= 0) steps.shift();
    return head.step;
  }

  function answer(chat: StandInChatRequest) {
    const reply = settings.reply(chat);
    const content = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.content ?? reply.chunks?.join("") ?? "");
    const promptTokens = chat.messages.reduce((sum, message) => sum + tokensOf(message.content) + 4, 0);
    const usage = reply.usage === undefined ? { prompt_tokens: promptTokens, completion_tokens: tokensOf(content) } : reply.usage;
    return {
      id: `chatcmpl-standin-${++completions}`,
      model: chat.model ?? STAND_IN_MODEL,
      content,
      chunks: reply.chunks ?? content.match(/\S+\s*|\s+/g) ?? [],
      usage: usage && { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      finishReason: reply.finishReason ?? "stop",
    };
  }

  function sendCompletion(response: http.ServerResponse, chat: StandInChatRequest) {
    const { id, model, content, usage, finishReason } = answer(chat);
    sendJson(response, 200, {
      id,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: finishReason }],
      ...(usage ? { usage } : {}),
    });
  }

  /** Writes one event a tick, so the client reads a stream rather than one block; stops after `stallAfter` chunks. */
  function sendStream(response: http.ServerResponse, chat: StandInChatRequest, stallAfter: number | null) {
    const { id, model, chunks, usage, finishReason } = answer(chat);
    const created = Math.floor(Date.now() / 1000);
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({ id, object: "chat.completion.chunk", created, model, choices, ...extra });
    const events: unknown[] = [
      chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]),
      ...chunks.map((text) => chunk([{ index: 0, delta: { content: text }, finish_reason: null }])),
      chunk([{ index: 0, delta: {}, finish_reason: finishReason }]),
      ...(usage && chat.stream_options?.include_usage ? [chunk([], { usage })] : []),
      "[DONE]",
    ];
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    let sent = 0;
    const writeNext = () => {
      if (response.destroyed) return;
      // The role chunk does not count: a stall after 2 chunks has sent 2 pieces of text.
      if (stallAfter !== null && sent > stallAfter) return;
      const event = events[sent++];
      if (event === undefined) return void response.end();
      response.write(`data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`);
      setImmediate(writeNext);
    };
    writeNext();
  }

  function respond(response: http.ServerResponse, chat: StandInChatRequest, stallAfter: number | null = null) {
    if (chat.stream) sendStream(response, chat, stallAfter);
    // Without streaming, a stall is a body that stops after its first bytes.
    else if (stallAfter !== null) response.writeHead(200, { "content-type": "application/json" }).write('{"id":');
    else sendCompletion(response, chat);
  }

  function serveChat(response: http.ServerResponse, chat: StandInChatRequest) {
    const step = nextStep();
    if (step && "status" in step) {
      const [type, code] = ERROR_TYPES[step.status] ?? (step.status >= 500 ? ["server_error", null] : ["invalid_request_error", null]);
      const headers: Record<string, string> = step.retryAfter === undefined ? {} : { "retry-after": String(step.retryAfter) };
      return sendJson(response, step.status, errorBody(step.message ?? `Scripted ${step.status}.`, type, code), headers);
    }
    if (step && "malformed" in step) {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end('{"id": "chatcmpl-broken", "choices": [');
    }
    if (step && "delayMs" in step) return void later(step.delayMs, () => !response.destroyed && respond(response, chat));
    respond(response, chat, step && "stallAfterChunks" in step ? step.stallAfterChunks : null);
  }

  function invalid(chat: StandInChatRequest | null): string | null {
    if (!chat || !Array.isArray(chat.messages) || chat.messages.length === 0) return "'messages' must be a non-empty array.";
    if (!chat.model) return "you must provide a model parameter";
    if (chat.messages.some((message) => typeof message.content !== "string" || !["system", "user", "assistant"].includes(message.role))) {
      return "Each message needs a role (system, user or assistant) and text content.";
    }
    return null;
  }

  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stand-in.local").pathname;
    const text = await readBody(request).catch(() => "");
    let body: StandInChatRequest | null = null;
    try {
      body = text ? (JSON.parse(text) as StandInChatRequest) : null;
    } catch {
      body = null;
    }
    const record: RecordedRequest = { method: request.method ?? "GET", path, headers: request.headers, body, completed: false, disconnected: false };
    requests.push(record);
    response.on("finish", () => {
      record.completed = true;
    });
    response.on("close", () => {
      if (!response.writableFinished) record.disconnected = true;
    });

    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, errorBody("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"));
    }
    if (request.method === "GET" && path === "/v1/models") {
      return sendJson(response, 200, { object: "list", data: [{ id: STAND_IN_MODEL, object: "model", created: 0, owned_by: "job-copilot" }] });
    }
    if (path !== "/v1/chat/completions") return sendJson(response, 404, errorBody(`Unknown path ${path}.`, "invalid_request_error"));
    if (request.method !== "POST") return sendJson(response, 405, errorBody("Use POST.", "invalid_request_error"));
    const problem = invalid(body);
    if (problem) return sendJson(response, 400, errorBody(problem, "invalid_request_error"));
    if (settings.rejectResponseFormat && body!.response_format) {
      return sendJson(response, 400, errorBody("response_format is not supported by this server.", "invalid_request_error", null, "response_format"));
    }
    serveChat(response, body!);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(":") ? `[${address}]` : address}:${port}/v1`,
    requests,
    script: (...added) => void steps.push(...added.map((step) => ({ step, left: step.times ?? 1 }))),
    configure(changes) {
      if (changes.reply) settings.reply = changes.reply;
      if (changes.rejectResponseFormat !== undefined) settings.rejectResponseFormat = changes.rejectResponseFormat;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
