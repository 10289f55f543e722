/**
 * The streamed sendMessage with fetch and the session cookie replaced: events cut anywhere, the
 * error event, a dropped connection, a stop, the refusals before any stream, and the 401 refresh.
 */
let sessionCookie: string | undefined;
jest.mock("cookies-next/client", () => ({
  getCookie: (name: string) => (name === "session" ? sessionCookie : undefined),
  deleteCookie: (name: string) => {
    if (name === "session") sessionCookie = undefined;
  },
  setCookie: jest.fn(),
}));

import { ApiError } from "./request";
import { assistantKeys, groupOf, readMessageAnswer, streamMessage, STREAM_INTERRUPTED, threadsKey } from "./assistant";

Object.defineProperty(globalThis, "BroadcastChannel", { value: undefined, configurable: true });

const token = (n: number) => `e30.${Buffer.from(JSON.stringify({ n, exp: 4_000_000_000 })).toString("base64url")}.sig`;
const session = (n: number) => ({ user: { id: "u1", email: "a@example.com", is_admin: false, country: "DE" }, auth: { access_token: token(n), expires_in: 900 } });

const THREAD_ID = "00000000-0000-4000-8000-000000000001";
const message = (role: "user" | "assistant", content: string) => ({
  id: role === "user" ? "00000000-0000-4000-8000-00000000000a" : "00000000-0000-4000-8000-00000000000b",
  role,
  content,
  data: null,
  input: null,
  status: "complete",
  engine: role === "user" ? null : "offline",
  flags: [],
  created_at: "2026-03-02T09:00:00.000Z",
});
const thread = { id: THREAD_ID, assistant_id: "job_interview", title: "Data Analyst", status: "active", engine: "offline", message_count: 3, preview: "Hello", created_at: "2026-03-02T09:00:00.000Z", updated_at: "2026-03-02T09:00:00.000Z" };

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed answer whose body arrives in exactly these pieces. */
function streamResponse(chunks: string[], { endAfter = true } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (endAfter) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response>;
const assign = jest.fn();

beforeEach(() => {
  calls = [];
  assign.mockReset();
  sessionCookie = JSON.stringify(session(1));
  (globalThis as { window?: unknown }).window = { location: { pathname: "/interview-roleplay/x", search: "", assign } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
});

const record = () => {
  const seen: string[] = [];
  return {
    seen,
    handlers: {
      onUser: (m: { content: string }) => seen.push(`user:${m.content}`),
      onDelta: (text: string) => seen.push(`delta:${text}`),
      onDone: (done: { message: { content: string }; thread: { status: string } }) => seen.push(`done:${done.message.content}:${done.thread.status}`),
      onError: (error: { code: string }) => seen.push(`error:${error.code}`),
    },
  };
};

describe("streamMessage", () => {
  it("posts the message as JSON asking for the event stream, with the access token", async () => {
    answer = () => streamResponse([sse("done", { message: message("assistant", "Hi"), thread })]);
    await streamMessage({ thread_id: THREAD_ID, text: "Hello" });
    const { url, init } = calls[0]!;
    expect(url).toBe("/api/v1/assistant/sendMessage");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ accept: "text/event-stream", "content-type": "application/json", authorization: `Bearer ${token(1)}` });
    expect(JSON.parse(init.body as string)).toEqual({ thread_id: THREAD_ID, text: "Hello" });
  });

  it("tells each event in order, with the events cut mid-line and several in one chunk", async () => {
    const text = sse("user", message("user", "My answer")) + sse("delta", { text: "Thank " }) + sse("delta", { text: "you." }) + sse("done", { message: message("assistant", "Thank you."), thread });
    answer = () => streamResponse([text.slice(0, 7), text.slice(7, 60), text.slice(60, 61), text.slice(61, 200), text.slice(200)]);
    const { seen, handlers } = record();
    await expect(streamMessage({ thread_id: THREAD_ID, text: "My answer" }, handlers as never)).resolves.toBe("done");
    expect(seen).toEqual(["user:My answer", "delta:Thank ", "delta:you.", "done:Thank you.:active"]);
  });

  it("reads a multi-byte character split across chunks", async () => {
    const bytes = new TextEncoder().encode(sse("delta", { text: "Grüße" }) + sse("done", { message: message("assistant", "Grüße"), thread }));
    const cut = bytes.indexOf(0xc3) + 1;
    answer = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.slice(0, cut));
            controller.enqueue(bytes.slice(cut));
            controller.close();
          },
        }),
        { headers: { "content-type": "text/event-stream; charset=utf-8" } },
      );
    const { seen, handlers } = record();
    await streamMessage({ thread_id: THREAD_ID, text: "x" }, handlers as never);
    expect(seen[0]).toBe("delta:Grüße");
  });

  it("passes the error event on and ends with it", async () => {
    answer = () => streamResponse([sse("user", message("user", "Hi")), sse("delta", { text: "Par" }), sse("error", { code: "internal_error", message: "The answer failed. Try again." })]);
    const { seen, handlers } = record();
    await expect(streamMessage({ thread_id: THREAD_ID, text: "Hi" }, handlers as never)).resolves.toBe("error");
    expect(seen).toEqual(["user:Hi", "delta:Par", "error:internal_error"]);
  });

  it("says the answer was interrupted when the stream ends without done or error", async () => {
    answer = () => streamResponse([sse("delta", { text: "Half" })]);
    const { seen, handlers } = record();
    await expect(streamMessage({ thread_id: THREAD_ID, retry: true }, handlers as never)).resolves.toBe("error");
    expect(seen).toEqual(["delta:Half", `error:${STREAM_INTERRUPTED}`]);
  });

  it("resolves aborted, without an error, when stopped mid-answer", async () => {
    const controller = new AbortController();
    answer = ({ init }) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode(sse("delta", { text: "Some" })));
          init.signal!.addEventListener("abort", () => stream.error(new DOMException("The operation was aborted.", "AbortError")));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    };
    const seen: string[] = [];
    const done = streamMessage(
      { thread_id: THREAD_ID, text: "Go" },
      { signal: controller.signal, onDelta: (text) => (seen.push(text), controller.abort()), onError: () => seen.push("error") },
    );
    await expect(done).resolves.toBe("aborted");
    expect(seen).toEqual(["Some"]);
  });

  it("throws the refusals that come before any stream, Retry-After included", async () => {
    answer = () => Response.json({ error: { code: "ai_quota_exceeded", message: "Used up." } }, { status: 429, headers: { "retry-after": "3600" } });
    const refused = await streamMessage({ thread_id: THREAD_ID, text: "Hi" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: "ai_quota_exceeded", retryAfter: 3600 });

    answer = () => Response.json({ error: { code: "thread_finished", message: "Over." } }, { status: 409 });
    await expect(streamMessage({ thread_id: THREAD_ID, text: "Hi" })).rejects.toMatchObject({ status: 409, code: "thread_finished" });
  });

  it("takes a JSON answer through the same handlers", async () => {
    answer = () => Response.json({ data: { user_message: message("user", "Hi"), message: message("assistant", "Hello there"), thread } });
    const { seen, handlers } = record();
    await expect(streamMessage({ thread_id: THREAD_ID, text: "Hi" }, handlers as never)).resolves.toBe("done");
    expect(seen).toEqual(["user:Hi", "delta:Hello there", "done:Hello there:active"]);
  });

  it("refreshes the session once after a 401 and sends again with the new token", async () => {
    answer = ({ url, init }) => {
      if (url === "/api/refresh") {
        sessionCookie = JSON.stringify(session(2));
        return Response.json({ data: session(2) });
      }
      const authorization = (init.headers as Record<string, string>).authorization;
      if (authorization !== `Bearer ${token(2)}`) return Response.json({ error: { code: "invalid_token" } }, { status: 401 });
      return streamResponse([sse("done", { message: message("assistant", "Hi"), thread })]);
    };
    await expect(streamMessage({ thread_id: THREAD_ID, text: "Hi" })).resolves.toBe("done");
    expect(calls.map(({ url }) => url)).toEqual(["/api/v1/assistant/sendMessage", "/api/refresh", "/api/v1/assistant/sendMessage"]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the login page when the refresh fails", async () => {
    answer = ({ url }) => (url === "/api/refresh" ? Response.json({ error: { code: "refresh_token_reused" } }, { status: 401 }) : Response.json({ error: { code: "invalid_token" } }, { status: 401 }));
    await expect(streamMessage({ thread_id: THREAD_ID, text: "Hi" })).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/login?r=%2Finterview-roleplay%2Fx");
  });
});

describe("readMessageAnswer", () => {
  it("stops reading at done: what follows is not told", async () => {
    const { seen, handlers } = record();
    const outcome = await readMessageAnswer(streamResponse([sse("done", { message: message("assistant", "A"), thread }), sse("delta", { text: "late" })], { endAfter: false }), handlers as never);
    expect(outcome).toBe("done");
    expect(seen).toEqual(["done:A:active"]);
  });
});

describe("assistant keys", () => {
  it("names a group's threads in the query, with the cursor on later pages", () => {
    const key = threadsKey(["fresh_grad", "personality_test", "career_switch"]);
    expect(key(0, null)).toBe("/assistant/threads?assistant_id=fresh_grad%2Cpersonality_test%2Ccareer_switch");
    expect(key(1, { data: { items: [], next_cursor: "abc" } })).toBe("/assistant/threads?assistant_id=fresh_grad%2Cpersonality_test%2Ccareer_switch&cursor=abc");
    expect(key(1, { data: { items: [], next_cursor: null } })).toBeNull();
    expect(assistantKeys.thread(THREAD_ID)).toBe(`/assistant/threads/${THREAD_ID}`);
  });

  it("finds the group of each assistant", () => {
    expect(groupOf("job_interview")).toBe("interview-roleplay");
    expect(groupOf("offer_negotiation")).toBe("offer-negotiation");
    expect(groupOf("personality_test")).toBe("career-advisors");
  });
});
