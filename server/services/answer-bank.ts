import { and, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { AnswerEntry, CreateAnswerInput, ListAnswersQuery, UpdateAnswerInput } from "@/lib/contracts/answer-bank";
import { fieldError } from "@/lib/http/envelope";
import { foldCase } from "@/lib/text/fold";
import type { AppDeps } from "../deps";
import { answerBank } from "../db/schema";
import { createdKeyset, findOwned, isUuid, keysetPage, type Page } from "../db/toolkit";
import { badRequest, notFound } from "../core/errors";
import { questionKey } from "../jobs/apply/questions";
import { escapeLike } from "./applications";

type AnswerRow = typeof answerBank.$inferSelect;

export function publicAnswer(row: AnswerRow): AnswerEntry {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const keyset = createdKeyset(answerBank.createdAt, answerBank.id);

/**
 * Every word must appear in the question as asked, or, folded, in its key: "resume" then finds
 * "Résumé", while filler words the key leaves out still match the question itself.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        sql`${answerBank.question} ilike ${`%${escapeLike(word)}%`} escape '\\'`,
        sql`${answerBank.questionKey} like ${`%${escapeLike(foldCase(word))}%`} escape '\\'`,
      ),
    ),
  );
}

/** The user's saved answers, newest first, keyset-paged on (created_at, id). */
export async function listAnswers(deps: AppDeps, userId: string, query: ListAnswersQuery): Promise<Page<AnswerEntry>> {
  const rows = await deps.db
    .select({ row: answerBank, key: keyset.key })
    .from(answerBank)
    .where(and(eq(answerBank.userId, userId), searchCondition(query.q), keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, ({ row }) => publicAnswer(row), (last) => keyset.cursor(last.key, last.row.id));
}

/**
 * Saves an answer to a question no form has asked yet. A question that folds to one already in the
 * bank ("Do you have a driving licence?" and "Driving licence?") is the same question: that entry's
 * answer is replaced, as the engine does when a form asks it, and `created` is false.
 */
export async function createAnswer(deps: AppDeps, userId: string, input: CreateAnswerInput): Promise<{ entry: AnswerEntry; created: boolean }> {
  const key = questionKey(input.question);
  // Only filler words ("Do you?") leave no key that a form's question could meet.
  if (!key) throw badRequest("Some fields are invalid.", { question: fieldError("question_without_words") });
  const now = deps.now();
  const [row] = await deps.db
    .insert(answerBank)
    .values({ userId, questionKey: key, question: input.question, answer: input.answer, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [answerBank.userId, answerBank.questionKey], set: { answer: input.answer, updatedAt: now } })
    // xmax is 0 only for a row this statement inserted: PostgreSQL's way to tell an insert from an update.
    .returning({ ...getTableColumns(answerBank), inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...saved } = row!;
  return { entry: publicAnswer(saved), created: inserted };
}

export async function updateAnswer(deps: AppDeps, userId: string, id: string, input: UpdateAnswerInput): Promise<AnswerEntry> {
  const owned = await findOwned(deps.db, answerBank, userId, id);
  if (!owned) throw notFound("Answer");
  const [row] = await deps.db
    .update(answerBank)
    .set({ answer: input.answer, updatedAt: deps.now() })
    .where(and(eq(answerBank.id, owned.id), eq(answerBank.userId, userId)))
    .returning();
  if (!row) throw notFound("Answer");
  return publicAnswer(row);
}

/** Forgets an answer: the next form that asks the question stops at "Needs you" again. */
export async function deleteAnswer(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Answer");
  const [row] = await deps.db
    .delete(answerBank)
    .where(and(eq(answerBank.id, id), eq(answerBank.userId, userId)))
    .returning({ id: answerBank.id });
  if (!row) throw notFound("Answer");
  return { ok: true as const };
}
