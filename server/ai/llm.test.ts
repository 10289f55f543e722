import { createLlmClient, createSseParser, isAbortError, LlmError, llmFromEnv, type LlmClientOptions, type StreamEvent } from "./llm";
import { defaultReply, startOpenAiStandIn, type OpenAiStandIn } from "./openai-stand-in";

let standIn: OpenAiStandIn;
beforeEach(async () => {
  standIn = await startOpenAiStandIn({ apiKey: "sk-test" });
});
afterEach(() => standIn.close());

/** Sleeps that take no time and are written down. */
function recordingSleep() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

const client = (options: Partial<LlmClientOptions> = {}) =>
  createLlmClient({ baseUrl: standIn.url, apiKey: "sk-test", model: "test-model", sleep: recordingSleep().sleep, ...options });

const ask = [{ role: "user" as const, content: "Hello there" }];

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

async function until(condition: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fetch whose response body arrives in pieces of `size` bytes, cutting SSE lines and UTF-8 characters apart. */
function rechunked(size: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += size)));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

describe("complete", () => {
  it("posts the messages with the key and returns the answer with its usage", async () => {
    const answer = await client().complete({ messages: ask, temperature: 0.2, maxTokens: 50 });
    expect(answer.content).toBe("You said: Hello there");
    expect(answer.usage).toEqual({ promptTokens: 7, completionTokens: 6, totalTokens: 13 });
    expect(answer.model).toBe("test-model");
    expect(answer.finishReason).toBe("stop");
    expect(answer.parsed).toBeUndefined();
    const [request] = standIn.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(request!.body).toEqual({ model: "test-model", messages: ask, temperature: 0.2, max_tokens: 50 });
  });

  it("sends no Authorization header without a key, and accepts a base URL with a trailing slash", async () => {
    const open = await startOpenAiStandIn();
    try {
      await createLlmClient({ baseUrl: `${open.url}/`, model: "m" }).complete({ messages: ask });
      expect(open.requests[0]!.path).toBe("/v1/chat/completions");
      expect(open.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it("asks for structured output with a strict JSON schema and returns the parsed answer", async () => {
    const schema = { type: "object", properties: { answer: { type: "string" }, score: { type: "integer" } }, required: ["answer", "score"], additionalProperties: false };
    standIn.configure({ reply: () => ({ json: { answer: "Yes", score: 4 } }) });
    const answer = await client().complete({ messages: ask, responseFormat: { name: "verdict", schema } });
    expect(answer.parsed).toEqual({ answer: "Yes", score: 4 });
    expect(standIn.requests[0]!.body!.response_format).toEqual({ type: "json_schema", json_schema: { name: "verdict", schema, strict: true } });
  });

  it("answers a schema with a value of its shape by default", async () => {
    const schema = { type: "object", properties: { reply: { type: "string" }, tags: { type: "array", items: { type: "string" } } } };
    const answer = await client().complete({ messages: ask, responseFormat: { name: "reply", schema } });
    expect(answer.parsed).toEqual({ reply: "You said: Hello there", tags: ["You said: Hello there"] });
  });

  it("falls back to a JSON instruction when the server rejects response_format, and remembers it", async () => {
    standIn.configure({ rejectResponseFormat: true, reply: () => ({ content: '```json\n{"answer": "fenced"}\n```' }) });
    const llm = client();
    const format = { name: "verdict", schema: { type: "object", properties: { answer: { type: "string" } } } };
    const answer = await llm.complete({ messages: [{ role: "system", content: "Be brief." }, ...ask], responseFormat: format });
    expect(answer.parsed).toEqual({ answer: "fenced" });
    const [rejected, retried] = standIn.requests;
    expect(rejected!.body!.response_format).toBeDefined();
    expect(retried!.body!.response_format).toBeUndefined();
    // One system message, first, carrying the schema.
    expect(retried!.body!.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(retried!.body!.messages[0]!.content).toMatch(/^Be brief\.\n\nAnswer with one JSON value only.*"answer"/s);

    await llm.complete({ messages: ask, responseFormat: format });
    expect(standIn.requests).toHaveLength(3);
    expect(standIn.requests[2]!.body!.response_format).toBeUndefined();
  });

  it("reports an answer that is not JSON as invalid_output", async () => {
    standIn.configure({ reply: () => ({ content: "Sure! Here you go." }) });
    const error = await failure(client().complete({ messages: ask, responseFormat: { name: "verdict", schema: { type: "object" } } }));
    expect(error.kind).toBe("invalid_output");
    expect(error.message).toMatch(/not valid JSON.*Sure! Here you go/);
  });

  it("reports a malformed response body as invalid_output, without retrying", async () => {
    standIn.script({ malformed: true });
    const error = await failure(client().complete({ messages: ask }));
    expect(error.kind).toBe("invalid_output");
    expect(standIn.requests).toHaveLength(1);
  });

  it("estimates the usage when the server reports none", async () => {
    standIn.configure({ reply: () => ({ content: "Twelve chars", usage: null }) });
    const answer = await client().complete({ messages: ask });
    expect(answer.usage).toEqual({ promptTokens: 7, completionTokens: 3, totalTokens: 10 });
  });
});

describe("stream", () => {
  it("yields the deltas in order, then the usage from the last chunk", async () => {
    standIn.configure({ reply: () => ({ chunks: ["Good ", "morning, ", "Ada."] }) });
    const events = await collect(client().stream({ messages: ask }));
    expect(events).toEqual([
      { type: "delta", text: "Good " },
      { type: "delta", text: "morning, " },
      { type: "delta", text: "Ada." },
      { type: "done", usage: { promptTokens: 7, completionTokens: 5, totalTokens: 12 }, finishReason: "stop" },
    ]);
    expect(standIn.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(standIn.requests[0]!.headers.accept).toBe("text/event-stream");
  });

  it("reads events whose lines and characters are cut across chunks", async () => {
    const chunks = ["Grüße ", "aus ", "Zürich 🎉", " — fin"];
    standIn.configure({ reply: () => ({ chunks }) });
    for (const size of [1, 3, 7, 64]) {
      const events = await collect(client({ fetch: rechunked(size) }).stream({ messages: ask }));
      expect(events.filter((event) => event.type === "delta").map((event) => (event as { text: string }).text)).toEqual(chunks);
      expect(events.at(-1)).toMatchObject({ type: "done", finishReason: "stop" });
    }
  });

  it("ends with a null usage when the server sends none", async () => {
    standIn.configure({ reply: () => ({ content: "No counting here", usage: null }) });
    const events = await collect(client().stream({ messages: ask }));
    expect(events.map((event) => (event.type === "delta" ? event.text : "")).join("")).toBe("No counting here");
    expect(events.at(-1)).toEqual({ type: "done", usage: null, finishReason: "stop" });
  });

  it("retries a refused start, but not a stream that broke off after text was sent", async () => {
    standIn.script({ status: 503 }, { stallAfterChunks: 1 });
    const iterator = client({ idleTimeoutMs: 300 }).stream({ messages: ask })[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: false, value: { type: "delta", text: "You " } });
    const error = await failure(iterator.next());
    expect(error.kind).toBe("timeout");
    expect(standIn.requests).toHaveLength(2);
  });
});

describe("parser", () => {
  it("joins multi-line data, skips comments and other fields, and accepts CRLF", () => {
    const parser = createSseParser();
    const bytes = new TextEncoder().encode(": keep-alive\r\nevent: chunk\r\ndata: one\r\ndata: two\r\n\r\nid: 3\ndata:three\n\n");
    expect([...parser.push(bytes.slice(0, 30)), ...parser.push(bytes.slice(30)), ...parser.end()]).toEqual(["one\ntwo", "three"]);
  });
});

describe("retries", () => {
  it("retries 429s after the server's Retry-After and then succeeds", async () => {
    standIn.script({ status: 429, retryAfter: 2, times: 2 });
    const { sleeps, sleep } = recordingSleep();
    const answer = await client({ sleep }).complete({ messages: ask });
    expect(answer.content).toBe("You said: Hello there");
    expect(sleeps).toEqual([2000, 2000]);
    expect(standIn.requests).toHaveLength(3);
  });

  it("gives up after maxRetries with rate_limited and the server's Retry-After", async () => {
    standIn.script({ status: 429, retryAfter: 1, times: 5 });
    const { sleeps, sleep } = recordingSleep();
    const error = await failure(client({ sleep, maxRetries: 2 }).complete({ messages: ask }));
    expect(error).toMatchObject({ kind: "rate_limited", status: 429, retryAfter: 1 });
    expect(sleeps).toEqual([1000, 1000]);
    expect(standIn.requests).toHaveLength(3);
  });

  it("does not wait out a Retry-After longer than a user would", async () => {
    standIn.script({ status: 429, retryAfter: 3600 });
    const { sleeps, sleep } = recordingSleep();
    const error = await failure(client({ sleep }).complete({ messages: ask }));
    expect(error).toMatchObject({ kind: "rate_limited", retryAfter: 3600 });
    expect(sleeps).toEqual([]);
  });

  it("backs off exponentially with jitter on 5xx and network errors", async () => {
    standIn.script({ status: 500 }, { status: 502 });
    const { sleeps, sleep } = recordingSleep();
    await client({ sleep, random: () => 1 }).complete({ messages: ask });
    expect(sleeps).toEqual([625, 1250]);

    const closed = `http://127.0.0.1:1/v1`;
    const unreachable = recordingSleep();
    const error = await failure(createLlmClient({ baseUrl: closed, model: "m", sleep: unreachable.sleep, random: () => 0 }).complete({ messages: ask }));
    expect(error.kind).toBe("unavailable");
    expect(error.status).toBeNull();
    expect(unreachable.sleeps).toEqual([500, 1000]);
  });

  it.each([
    [400, "bad_request"],
    [401, "auth"],
    [404, "bad_request"],
  ] as const)("never retries a %i (%s)", async (status, kind) => {
    standIn.script({ status, message: "Nope." });
    const error = await failure(client().complete({ messages: ask }));
    expect(error).toMatchObject({ kind, status });
    expect(error.message).toMatch(/answered \d+ at .*: Nope\./);
    expect(standIn.requests).toHaveLength(1);
  });

  it("calls a wrong key auth", async () => {
    const error = await failure(client({ apiKey: "sk-wrong" }).complete({ messages: ask }));
    expect(error).toMatchObject({ kind: "auth", status: 401 });
  });

  it("hints at the version path when the base URL answers a bare 404", async () => {
    const error = await failure(client({ baseUrl: standIn.url.replace(/\/v1$/, ""), fetch: async () => new Response("404 page not found", { status: 404 }) }).complete({ messages: ask }));
    expect(error.message).toMatch(/end with the API's version path/);
  });
});

describe("timeouts", () => {
  it("fails a complete that takes longer than timeoutMs as timeout, without retrying", async () => {
    standIn.script({ delayMs: 2000 });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 150 }).complete({ messages: ask }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(standIn.requests).toHaveLength(1);
  });

  it("counts the body in the complete timeout", async () => {
    standIn.script({ stallAfterChunks: 0 });
    const error = await failure(client({ timeoutMs: 150 }).complete({ messages: ask }));
    expect(error.kind).toBe("timeout");
  });

  it("fails a stream whose first byte is late", async () => {
    standIn.script({ delayMs: 2000 });
    const error = await failure(collect(client({ idleTimeoutMs: 300 }).stream({ messages: ask })));
    expect(error.kind).toBe("timeout");
  });

  it("fails a stream that stalls between chunks, after the text that came", async () => {
    standIn.script({ stallAfterChunks: 2 });
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const event of client({ idleTimeoutMs: 300 }).stream({ messages: ask })) if (event.type === "delta") seen.push(event.text);
      })(),
    );
    expect(error.kind).toBe("timeout");
    expect(seen).toEqual(["You ", "said: "]);
    await until(() => standIn.requests[0]!.disconnected);
  });

  it("does not count the caller's time on a delta as the server's silence", async () => {
    standIn.configure({ reply: () => ({ chunks: ["One ", "two"] }) });
    const events: StreamEvent[] = [];
    for await (const event of client({ idleTimeoutMs: 250 }).stream({ messages: ask })) {
      events.push(event);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(events.at(-1)).toMatchObject({ type: "done" });
  });
});

describe("cancellation", () => {
  it("aborts a stream mid-answer: the read rejects with an AbortError and the server sees the request closed", async () => {
    standIn.script({ stallAfterChunks: 1 });
    const controller = new AbortController();
    const iterator = client().stream({ messages: ask, signal: controller.signal })[Symbol.asyncIterator]();
    expect(await iterator.next()).toMatchObject({ value: { type: "delta", text: "You " } });
    const pending = iterator.next();
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe("aborted");
    expect(isAbortError(error)).toBe(true);
    await until(() => standIn.requests[0]!.disconnected);
  });

  it("ends a stream cancelled while the caller is busy, even when the whole answer has already arrived", async () => {
    const controller = new AbortController();
    const error = await failure(
      (async () => {
        for await (const event of client().stream({ messages: ask, signal: controller.signal })) {
          if (event.type !== "delta") continue;
          await until(() => standIn.requests[0]!.completed);
          controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe("aborted");
  }, 5000);

  it("ends a stream aborted while the caller is busy and the server still open, leaving no unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      standIn.script({ stallAfterChunks: 2 });
      const controller = new AbortController();
      const error = await failure(
        (async () => {
          for await (const event of client().stream({ messages: ask, signal: controller.signal })) {
            if (event.type !== "delta") continue;
            controller.abort();
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })(),
      );
      expect(error.kind).toBe("aborted");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });

  it("closes the request when the caller stops reading early", async () => {
    standIn.script({ stallAfterChunks: 2 });
    for await (const event of client().stream({ messages: ask })) {
      if (event.type === "delta") break;
    }
    await until(() => standIn.requests[0]!.disconnected);
  });

  it("aborts a complete in flight and a wait between retries at once", async () => {
    standIn.script({ delayMs: 5000 });
    const controller = new AbortController();
    const pending = client().complete({ messages: ask, signal: controller.signal });
    await until(() => standIn.requests.length === 1);
    controller.abort();
    expect((await failure(pending)).kind).toBe("aborted");
    await until(() => standIn.requests[0]!.disconnected);

    standIn.script({ status: 503 });
    const waiting = new AbortController();
    const forever = () => new Promise<void>(() => undefined);
    const retrying = client({ sleep: forever }).complete({ messages: ask, signal: waiting.signal });
    await until(() => standIn.requests.length === 2);
    waiting.abort();
    expect((await failure(retrying)).kind).toBe("aborted");
    expect(standIn.requests).toHaveLength(2);
  });

  it("does not send a request whose signal is already aborted", async () => {
    const error = await failure(client().complete({ messages: ask, signal: AbortSignal.abort() }));
    expect(error.kind).toBe("aborted");
    expect(standIn.requests).toHaveLength(0);
  });
});

describe("llmFromEnv", () => {
  it("is null without LLM_BASE_URL: the offline engine answers", () => {
    expect(llmFromEnv({ LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined })).toBeNull();
  });

  it("builds a client for the configured endpoint and model", async () => {
    const llm = llmFromEnv({ LLM_BASE_URL: standIn.url, LLM_API_KEY: "sk-test", LLM_MODEL: "llama3.2" })!;
    expect(llm.model).toBe("llama3.2");
    await llm.complete({ messages: ask });
    expect(standIn.requests[0]!.body!.model).toBe("llama3.2");
    expect(standIn.requests[0]!.headers.authorization).toBe("Bearer sk-test");
  });
});

describe("the stand-in's default reply", () => {
  it("echoes a message, and gives back the content an assistant's prompt asks it to convey", () => {
    expect(defaultReply({ model: "m", messages: [{ role: "user", content: "Hi" }] })).toEqual({ content: "You said: Hi" });
    const prompt = "Ask the next question.\n\nContent to convey:\nQuestion 2: tell me about a deadline.";
    expect(defaultReply({ model: "m", messages: [{ role: "user", content: prompt }] })).toEqual({ content: "Question 2: tell me about a deadline." });
  });
});
