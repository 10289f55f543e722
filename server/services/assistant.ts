import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ZodError } from "zod";
import type { AssistantMessage, AssistantThread, AssistantThreadDetail, CreateThreadInput, SendMessageInput } from "@/lib/contracts/assistant";
import { fieldErrors } from "@/lib/http/envelope";
import type { AppDeps } from "../deps";
import { assistantMessages, assistantThreads } from "../db/schema";
import { createdKeyset, findOwned, keysetPage, type Page } from "../db/toolkit";
import { ApiError, badRequest, conflict, notFound } from "../core/errors";
import { assistantFor } from "../ai/assistants/registry";
import { AssistantInputError, type Assistant, type AssistantId, type HistoryMessage, type MessageData, type Turn, type TurnContext } from "../ai/assistants/types";
import { unsupportedClaims, type Claim } from "../ai/grounding";
import { estimateUsage, isAbortError, LlmError, llmFromEnv, type ChatMessage, type LlmClient } from "../ai/llm";
import { requireAiQuota, spendAiMessage } from "../ai/quota";
import { loadUserSources } from "../ai/sources";

// The assistants' threads. An assistant's offline engine computes every turn (its words, its card,
// its next state); with an LLM configured, the model says the same turn in its own words and a
// grounding check flags what it claims about the user beyond the sources. Each answer is one of
// the plan's AI messages.

type ThreadRow = typeof assistantThreads.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;
type AnyAssistant = Assistant<unknown, unknown>;

const PREVIEW_LENGTH = 140;
/** Offline words go out in pieces of about this many characters, so the screen shows them arriving as an LLM's do. */
const OFFLINE_PIECE = 48;

export type EngineChoice = { llm: LlmClient | null };

/** The configured model, read once per process from LLM_* (null: the offline coach answers). */
let cachedLlm: { env: unknown; llm: LlmClient | null } | null = null;
export function configuredLlm(deps: Pick<AppDeps, "env">): LlmClient | null {
  if (cachedLlm?.env !== deps.env) cachedLlm = { env: deps.env, llm: llmFromEnv(deps.env) };
  return cachedLlm.llm;
}

export function engineInfo(deps: Pick<AppDeps, "env">) {
  const llm = configuredLlm(deps);
  return { engine: llm ? ("llm" as const) : ("offline" as const), model: llm?.model ?? null };
}

function publicMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    data: row.data ?? null,
    input: row.input ?? null,
    status: row.status,
    engine: row.engine ?? null,
    flags: row.flags as Claim[],
    created_at: row.createdAt.toISOString(),
  };
}

function publicThread(row: ThreadRow, stats: { count: number; last: string | null }): AssistantThread {
  return {
    id: row.id,
    assistant_id: row.assistantId,
    title: row.title,
    status: row.status,
    engine: row.engine,
    message_count: stats.count,
    preview: stats.last === null ? null : stats.last.length > PREVIEW_LENGTH ? `${stats.last.slice(0, PREVIEW_LENGTH - 1)}…` : stats.last,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A schema failure of an assistant's own setup or input, as the 400 every route gives, under `prefix.`. */
function invalid(error: ZodError, prefix: string): ApiError {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error)).map(([key, value]) => [key === "body" ? prefix : `${prefix}.${key}`, value]));
  return badRequest("Some fields are invalid.", fields);
}

/** An assistant refusing a message: 404 for what it could not find of the user's, 409 for a finished thread, else 422. */
function refused(error: AssistantInputError): ApiError {
  if (error.code.endsWith("_not_found")) return new ApiError(404, error.code, error.message);
  if (error.code === "thread_finished") return conflict(error.message, error.code);
  return new ApiError(422, error.code, error.message);
}

async function runTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AssistantInputError) throw refused(error);
    throw error;
  }
}

function registered(deps: AppDeps, id: AssistantId): AnyAssistant {
  const assistant = (deps.assistants?.[id] ?? assistantFor(id)) as AnyAssistant | undefined;
  if (!assistant) throw new ApiError(404, "assistant_unavailable", "This assistant is not available.");
  return assistant;
}

async function contextFor(deps: AppDeps, userId: string): Promise<TurnContext> {
  const sources = await loadUserSources(deps, userId);
  return { deps, userId, sources, locale: sources.locale, now: deps.now() };
}

const historyOf = (rows: MessageRow[]): HistoryMessage[] =>
  rows.map((row) => ({ role: row.role, content: row.content, data: (row.data as MessageData | null) ?? null }));

/** The prompt that lets a model say an offline turn: persona, the thread so far, and what to convey. */
export function voicePrompt(turn: Turn<unknown>, history: HistoryMessage[], language: string): ChatMessage[] {
  const voice = turn.voice!;
  return [
    {
      role: "system",
      content:
        `${voice.system}\n\nAnswer in ${language}. Use only facts from the conversation, the content below and the instruction: ` +
        "never add skills, employers, degrees, numbers or achievements of the user that are not given there. Plain text, no markdown headings.",
    },
    ...history.slice(-12).map((message): ChatMessage => ({ role: message.role, content: message.content })),
    { role: "user", content: `${voice.instruction}\n\nContent to convey:\n${turn.text}` },
  ];
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: "English", de: "German", es: "Spanish", fr: "French", it: "Italian", pt: "Portuguese", nl: "Dutch",
};

/** What the grounding check accepts besides the user's sources: what the thread was given and computed. */
function groundingContext(setup: unknown, history: HistoryMessage[], turn: Turn<unknown>): string[] {
  return [
    JSON.stringify(setup),
    ...history.map((message) => `${message.content}\n${message.data ? JSON.stringify(message.data) : ""}`),
    turn.text,
    turn.voice?.instruction ?? "",
    turn.data ? JSON.stringify(turn.data) : "",
  ];
}

export type Delivery = { onDelta?: (text: string) => void | Promise<void>; signal?: AbortSignal };

type Voiced = {
  content: string;
  engine: "offline" | "llm";
  status: "complete" | "stopped" | "failed";
  flags: Claim[];
  usage: { model: string; promptTokens: number; completionTokens: number } | null;
};

/**
 * Says a turn: the offline words in pieces, or the model's stream. A model that fails before its
 * first word leaves the offline words to answer (the user still gets the turn); one that fails
 * midway keeps what it said, marked failed, for a retry. A stop keeps what was said, marked stopped.
 */
async function voiceTurn(
  deps: AppDeps,
  turn: Turn<unknown>,
  history: HistoryMessage[],
  context: TurnContext,
  setup: unknown,
  delivery: Delivery,
): Promise<Voiced> {
  const llm = configuredLlm(deps);
  const offline = async (): Promise<Voiced> => {
    for (let i = 0; i < turn.text.length; i += OFFLINE_PIECE) {
      if (delivery.signal?.aborted) break;
      await delivery.onDelta?.(turn.text.slice(i, i + OFFLINE_PIECE));
    }
    return { content: turn.text, engine: "offline", status: "complete", flags: [], usage: null };
  };
  if (!llm || !turn.voice) return offline();

  const messages = voicePrompt(turn, history, LANGUAGE_NAMES[context.locale] ?? "English");
  let said = "";
  try {
    let usage = null;
    for await (const event of llm.stream({ messages, signal: delivery.signal, temperature: 0.4 })) {
      if (event.type === "delta") {
        said += event.text;
        await delivery.onDelta?.(event.text);
      } else usage = event.usage;
    }
    const spent = usage ?? estimateUsage(messages, said);
    const flags = unsupportedClaims(said, context.sources, groundingContext(setup, history, turn));
    return { content: said, engine: "llm", status: "complete", flags, usage: { model: llm.model, promptTokens: spent.promptTokens, completionTokens: spent.completionTokens } };
  } catch (error) {
    const spent = estimateUsage(messages, said);
    const usage = { model: llm.model, promptTokens: spent.promptTokens, completionTokens: spent.completionTokens };
    if (isAbortError(error) || (error instanceof LlmError && error.kind === "aborted") || delivery.signal?.aborted) {
      return { content: said, engine: "llm", status: "stopped", flags: [], usage };
    }
    deps.logger.warn({ err: error }, "assistant: the model failed; answering offline");
    if (said.length === 0) return offline();
    return { content: said, engine: "llm", status: "failed", flags: [], usage };
  }
}

/** The stored row of an assistant's answer: what was said, the card, and the state after it. */
function answerRow(
  place: { threadId: string; userId: string; position: number; createdAt: Date },
  turn: Turn<unknown>,
  voiced: Voiced,
): typeof assistantMessages.$inferInsert {
  return {
    ...place,
    role: "assistant",
    content: voiced.content,
    data: turn.data ?? null,
    state: turn.state ?? null,
    status: voiced.status,
    engine: voiced.engine,
    flags: voiced.flags,
  };
}

async function threadStats(deps: AppDeps, threadIds: string[]) {
  const stats = new Map<string, { count: number; last: string | null }>();
  if (threadIds.length === 0) return stats;
  const rows = await deps.db
    .select({
      threadId: assistantMessages.threadId,
      count: sql<number>`count(*)`.mapWith(Number),
      last: sql<string | null>`(array_agg(${assistantMessages.content} order by ${assistantMessages.position} desc))[1]`,
    })
    .from(assistantMessages)
    .where(inArray(assistantMessages.threadId, threadIds))
    .groupBy(assistantMessages.threadId);
  for (const row of rows) stats.set(row.threadId, { count: row.count, last: row.last });
  return stats;
}

async function messagesOf(deps: AppDeps, threadId: string): Promise<MessageRow[]> {
  return deps.db.select().from(assistantMessages).where(eq(assistantMessages.threadId, threadId)).orderBy(asc(assistantMessages.position));
}

async function ownedThread(deps: AppDeps, userId: string, id: string): Promise<ThreadRow> {
  const thread = await findOwned(deps.db, assistantThreads, userId, id);
  if (!thread) throw notFound("Thread");
  return thread;
}

export async function listThreads(
  deps: AppDeps,
  userId: string,
  query: { assistant_id?: AssistantId | AssistantId[]; cursor?: string; limit: number },
): Promise<Page<AssistantThread>> {
  const keyset = createdKeyset(assistantThreads.updatedAt, assistantThreads.id);
  const ids = query.assistant_id === undefined ? undefined : Array.isArray(query.assistant_id) ? query.assistant_id : [query.assistant_id];
  const rows = await deps.db
    .select({ key: keyset.key, row: assistantThreads })
    .from(assistantThreads)
    .where(and(eq(assistantThreads.userId, userId), ids ? inArray(assistantThreads.assistantId, ids) : undefined, keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy())
    .limit(query.limit + 1);
  const stats = await threadStats(deps, rows.slice(0, query.limit).map(({ row }) => row.id));
  return keysetPage(
    rows,
    query.limit,
    ({ row }) => publicThread(row, stats.get(row.id) ?? { count: 0, last: null }),
    (last) => keyset.cursor(last.key, last.row.id),
  );
}

export async function getThread(deps: AppDeps, userId: string, id: string): Promise<AssistantThreadDetail> {
  const thread = await ownedThread(deps, userId, id);
  const rows = await messagesOf(deps, thread.id);
  return { ...publicThread(thread, { count: rows.length, last: rows.at(-1)?.content ?? null }), messages: rows.map(publicMessage) };
}

export async function deleteThread(deps: AppDeps, userId: string, id: string) {
  const thread = await ownedThread(deps, userId, id);
  await deps.db.delete(assistantThreads).where(and(eq(assistantThreads.id, thread.id), eq(assistantThreads.userId, userId)));
  return { ok: true as const };
}

/** POST /assistant/createThread: the assistant's opening turn, said (not streamed) and stored with the thread. */
export async function createThread(deps: AppDeps, userId: string, input: CreateThreadInput, signal?: AbortSignal): Promise<AssistantThreadDetail> {
  const assistant = registered(deps, input.assistant_id);
  const parsed = assistant.setupSchema.safeParse(input.setup);
  if (!parsed.success) throw invalid(parsed.error, "setup");
  await requireAiQuota(deps, userId);
  const context = await contextFor(deps, userId);
  const setup = parsed.data;
  const turn = await runTurn(() => assistant.start(setup, context));
  const voiced = await voiceTurn(deps, turn, [], context, setup, { signal });
  const now = deps.now();

  const thread = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantThreads)
      .values({
        userId,
        assistantId: input.assistant_id,
        title: assistant.title(setup, context, turn.state),
        setup: setup as Record<string, unknown>,
        status: turn.finished ? "finished" : "active",
        engine: configuredLlm(deps) ? "llm" : "offline",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(assistantMessages).values(answerRow({ threadId: row!.id, userId, position: 0, createdAt: now }, turn, voiced));
    return row!;
  });
  await spendAiMessage(deps, userId, `assistant:${input.assistant_id}`, voiced.usage);
  return getThread(deps, userId, thread.id);
}

/**
 * POST /assistant/sendMessage, in two steps so every refusal (404, 409, 422, 429) is a plain JSON
 * answer before any stream starts: `prepareMessage` checks, stores the user's message and computes
 * the turn; `deliverMessage` says it (streaming through `onDelta`) and stores the answer.
 */
export async function prepareMessage(deps: AppDeps, userId: string, input: SendMessageInput) {
  const thread = await ownedThread(deps, userId, input.thread_id);
  const assistant = registered(deps, thread.assistantId);
  let rows = await messagesOf(deps, thread.id);
  const last = rows.at(-1);

  let userMessage: MessageRow;
  if (input.retry) {
    // The last answer is replaced: its user message is answered again from the state before it.
    if (!last || last.role !== "assistant" || last.position === 0) throw conflict("There is no answer to retry.", "nothing_to_retry");
    const previousUser = rows.at(-2);
    if (!previousUser || previousUser.role !== "user") throw conflict("There is no answer to retry.", "nothing_to_retry");
    await requireAiQuota(deps, userId);
    await deps.db.delete(assistantMessages).where(eq(assistantMessages.id, last.id));
    rows = rows.slice(0, -1);
    userMessage = previousUser;
    if (thread.status === "finished") {
      await deps.db.update(assistantThreads).set({ status: "active" }).where(eq(assistantThreads.id, thread.id));
    }
  } else {
    if (thread.status === "finished") throw conflict("This conversation is over. Start a new one.", "thread_finished");
    let structured: unknown = undefined;
    if (input.input !== undefined) {
      const parsed = assistant.inputSchema.safeParse(input.input);
      if (!parsed.success) throw invalid(parsed.error, "input");
      structured = parsed.data;
    }
    await requireAiQuota(deps, userId);
    const position = (last?.position ?? -1) + 1;
    try {
      [userMessage] = (await deps.db
        .insert(assistantMessages)
        .values({ threadId: thread.id, userId, position, role: "user", content: input.text, input: structured ?? null, engine: null, createdAt: deps.now() })
        .returning()) as [MessageRow];
    } catch (error) {
      // Another message took this place in the thread a moment ago (two tabs).
      if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505") {
        throw conflict("Another message was sent to this conversation at the same time. Reload it.", "message_conflict");
      }
      throw error;
    }
  }

  const before = rows.filter((row) => row.position < userMessage.position);
  const state = [...before].reverse().find((row) => row.role === "assistant")?.state;
  const context = await contextFor(deps, userId);
  const history = historyOf(before);
  let turn: Turn<unknown>;
  try {
    turn = await runTurn(() =>
      assistant.reply(state, { text: userMessage.content, input: userMessage.input ?? undefined }, history, context),
    );
  } catch (error) {
    // A refused message is not kept: the thread reads as if it had not been sent.
    if (!input.retry) await deps.db.delete(assistantMessages).where(eq(assistantMessages.id, userMessage.id));
    throw error;
  }
  return { thread, userMessage: publicMessage(userMessage), turn, context, history: historyOf([...before, userMessage]) };
}

export type PreparedMessage = Awaited<ReturnType<typeof prepareMessage>>;

export async function deliverMessage(deps: AppDeps, userId: string, prepared: PreparedMessage, delivery: Delivery) {
  const { thread, turn, context, history, userMessage } = prepared;
  const voiced = await voiceTurn(deps, turn, history, context, thread.setup, delivery);
  const now = deps.now();
  const finished = turn.finished === true && voiced.status === "complete";
  const [row] = await deps.db
    .insert(assistantMessages)
    .values(answerRow({ threadId: thread.id, userId, position: (await lastPosition(deps, thread.id)) + 1, createdAt: now }, turn, voiced))
    .returning();
  const [updated] = await deps.db
    .update(assistantThreads)
    .set({ status: finished ? "finished" : "active", updatedAt: now })
    .where(eq(assistantThreads.id, thread.id))
    .returning();
  await spendAiMessage(deps, userId, `assistant:${thread.assistantId}`, voiced.usage);
  const stats = await threadStats(deps, [thread.id]);
  return {
    user_message: userMessage,
    message: publicMessage(row!),
    thread: publicThread(updated!, stats.get(thread.id) ?? { count: 0, last: null }),
  };
}

async function lastPosition(deps: AppDeps, threadId: string): Promise<number> {
  const [row] = await deps.db
    .select({ position: sql<number>`coalesce(max(${assistantMessages.position}), -1)`.mapWith(Number) })
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId));
  return row?.position ?? -1;
}
