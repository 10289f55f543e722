import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from "swr/infinite";
import type { AnswerEntry, AnswerValue, CreateAnswerInput } from "@/lib/contracts/answer-bank";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWRInfinite } from "@/lib/swr/hooks";
import type { Data } from "./data";

export const ANSWER_BANK_PATH = "/answer-bank";

/**
 * SWR keys: the first page without a search is the plain path (what the server page prefetches);
 * a search or a later page adds its query parameters.
 */
export const answerBankKeys = {
  list: ANSWER_BANK_PATH,
  page: (q: string, cursor: string | null) =>
    !q && !cursor ? ANSWER_BANK_PATH : ([ANSWER_BANK_PATH, { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }] as const),
  one: (id: string) => `${ANSWER_BANK_PATH}/${encodeURIComponent(id)}`,
} as const;

export type AnswerPage = Data<Page<AnswerEntry>>;

/** The saved answers, page after page (newest first), narrowed to questions with every word of `q`. */
export function useAnswerBank(q: string, config?: SWRInfiniteConfiguration<AnswerPage>) {
  const getKey: SWRInfiniteKeyLoader<AnswerPage> = (index, previous) => {
    if (index > 0 && !previous?.data.next_cursor) return null;
    return answerBankKeys.page(q, previous?.data.next_cursor ?? null);
  };
  return useSWRInfinite<AnswerPage>(getKey, config);
}

/** Saves an answer; a question already in the bank (folded) gets the new answer on its entry. */
export const createAnswer = (input: CreateAnswerInput) => apiRequest<Data<AnswerEntry>>("POST", ANSWER_BANK_PATH, { body: input });

export const updateAnswer = (id: string, answer: AnswerValue) =>
  apiRequest<Data<AnswerEntry>>("PATCH", answerBankKeys.one(id), { body: { answer } });

export const deleteAnswer = (id: string) => apiRequest("DELETE", answerBankKeys.one(id));
