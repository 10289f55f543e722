import type { AssistantMessage, AssistantThreadDetail } from "@/lib/contracts/assistant";
import { answerStored, canRetryMessage, inputKind, mergeAnswer, retryRequest, shownMessages, type PendingAnswer } from "./chat-state";

let counter = 0;
const message = (role: "user" | "assistant", content: string, overrides: Partial<AssistantMessage> = {}): AssistantMessage => ({
  id: `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`,
  role,
  content,
  data: null,
  input: null,
  status: "complete",
  engine: role === "user" ? null : "offline",
  flags: [],
  created_at: "2026-03-02T09:00:00.000Z",
  ...overrides,
});

const opening = message("assistant", "Welcome. Question 1: tell me about yourself.");
const detail = (messages: AssistantMessage[]): AssistantThreadDetail => ({
  id: "00000000-0000-4000-8000-00000000aaaa",
  assistant_id: "job_interview",
  title: "Data Analyst",
  status: "active",
  engine: "offline",
  message_count: messages.length,
  preview: messages.at(-1)?.content ?? null,
  created_at: "2026-03-02T09:00:00.000Z",
  updated_at: "2026-03-02T09:00:00.000Z",
  messages,
});
const pending = (overrides: Partial<PendingAnswer> = {}): PendingAnswer => ({ text: "My answer", retry: false, user: null, answer: "", phase: "streaming", ...overrides });

describe("shownMessages", () => {
  it("adds the user's message at once while the answer streams", () => {
    const shown = shownMessages([opening], pending({ input: { action: "finish" }, text: "" }), "2026-03-02T10:00:00.000Z");
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ role: "user", content: "", input: { action: "finish" }, created_at: "2026-03-02T10:00:00.000Z" });
  });

  it("uses the stored user message once the server sent it", () => {
    const stored = message("user", "My answer");
    expect(shownMessages([opening], pending({ user: stored }), "x")[1]).toBe(stored);
  });

  it("does not show the user's message twice when the thread was read again meanwhile", () => {
    const stored = message("user", "My answer");
    expect(shownMessages([opening, stored], pending({ user: stored }), "x")).toEqual([opening, stored]);
  });

  it("takes a retried answer out while the new one streams", () => {
    const stopped = message("assistant", "Thank y", { status: "stopped" });
    const messages = [opening, message("user", "Hi"), stopped];
    expect(shownMessages(messages, pending({ retry: true }), "x")).toEqual(messages.slice(0, 2));
    expect(shownMessages(messages, null, "x")).toEqual(messages);
  });
});

describe("mergeAnswer", () => {
  const updated = (status: "active" | "finished") => ({ ...detail([]), status, message_count: 3, messages: undefined }) as never;

  it("appends the user's message and the answer, and takes the thread's new status", () => {
    const user = message("user", "My answer");
    const answer = message("assistant", "Thanks. Question 2.");
    const merged = mergeAnswer(detail([opening]), { user, message: answer, thread: updated("finished"), retry: false });
    expect(merged.messages).toEqual([opening, user, answer]);
    expect(merged.status).toBe("finished");
  });

  it("replaces the stopped answer on a retry, and never doubles a message already there", () => {
    const user = message("user", "My answer");
    const stopped = message("assistant", "Tha", { status: "stopped" });
    const answer = message("assistant", "Thanks.");
    expect(mergeAnswer(detail([opening, user, stopped]), { user: null, message: answer, thread: updated("active"), retry: true }).messages).toEqual([opening, user, answer]);
    expect(mergeAnswer(detail([opening, user, answer]), { user, message: answer, thread: updated("active"), retry: false }).messages).toEqual([opening, user, answer]);
  });
});

describe("retry", () => {
  it("answers again a last answer that stopped or failed, never the opening nor a complete one", () => {
    const user = message("user", "Hi");
    expect(retryRequest([opening, user, message("assistant", "Par", { status: "failed" })])).toEqual({ retry: true });
    expect(canRetryMessage([opening, user, message("assistant", "Done")], 2)).toBe(false);
    expect(canRetryMessage([message("assistant", "Wel", { status: "stopped" })], 0)).toBe(false);
    expect(retryRequest([opening])).toBeNull();
  });

  it("sends the user's last message again when no answer to it was stored", () => {
    expect(retryRequest([opening, message("user", "My answer")])).toEqual({ text: "My answer" });
    expect(retryRequest([opening, message("user", "", { input: { action: "finish" } })])).toEqual({ text: "", input: { action: "finish" } });
  });

  it("knows the stopped answer is stored once an assistant message follows the user's", () => {
    const user = message("user", "Hi");
    expect(answerStored([opening, user], 1, false)).toBe(false);
    expect(answerStored([opening, user, message("assistant", "Th", { status: "stopped" })], 1, false)).toBe(true);
    expect(answerStored([opening, user, message("assistant", "Again")], 3, true)).toBe(true);
    expect(answerStored([opening, user], 3, true)).toBe(false);
  });
});

describe("inputKind", () => {
  it("names the structured inputs the assistants take", () => {
    expect(inputKind({ action: "finish" })).toBe("finish");
    expect(inputKind({ action: "restart_roleplay" })).toBe("restart");
    expect(inputKind({ answers: { O1: 5 } })).toBe("answers");
    expect(inputKind("x")).toBe("other");
    expect(inputKind(null)).toBe("other");
  });
});
