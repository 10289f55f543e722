"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { LoadMore } from "@/components/applications/load-more";
import { RetryAlert } from "@/components/applications/retry-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { SearchInput } from "@/components/ui/search-input";
import { answerBankKeys, type AnswerPage, createAnswer, deleteAnswer, updateAnswer, useAnswerBank } from "@/lib/api/answer-bank";
import { ApiError } from "@/lib/api/request";
import type { AnswerEntry, AnswerValue } from "@/lib/contracts/answer-bank";
import { useSWRConfig } from "@/lib/swr/hooks";
import { AnswerForm } from "./answer-form";

const SEARCH_DELAY_MS = 300;
const CHAT_ICON =
  "M3 5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3a2 2 0 0 1-2-2V5Zm4 2a1 1 0 0 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3a1 1 0 1 0 0 2h3a1 1 0 1 0 0-2H7Z";

type Pages = AnswerPage[] | undefined;

const mapItems = (pages: Pages, change: (items: AnswerEntry[]) => AnswerEntry[]): Pages =>
  pages?.map((page) => ({ data: { ...page.data, items: change(page.data.items) } }));
const replaceEntry = (pages: Pages, entry: AnswerEntry) => mapItems(pages, (items) => items.map((item) => (item.id === entry.id ? entry : item)));
const removeEntry = (pages: Pages, id: string) => mapItems(pages, (items) => items.filter((item) => item.id !== id));
const prependEntry = (pages: Pages, entry: AnswerEntry): Pages =>
  pages && pages.length > 0 ? [{ data: { ...pages[0]!.data, items: [entry, ...pages[0]!.data.items] } }, ...pages.slice(1)] : [{ data: { items: [entry], next_cursor: null } }];

/** How an answer reads in the list: text as written, choices as chips, yes/no as a word. */
function AnswerText({ answer }: { answer: AnswerValue }) {
  const t = useTranslations("AnswerBank");
  if (typeof answer === "boolean") {
    return (
      <span className={answer ? "rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200" : "rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium text-gray-800 ring-1 ring-gray-200"}>
        {answer ? t("yes") : t("no")}
      </span>
    );
  }
  if (Array.isArray(answer)) {
    return (
      <ul className="flex flex-wrap gap-1.5" aria-label={t("choices")}>
        {answer.map((choice) => (
          <li key={choice} className="break-all rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800 ring-1 ring-brand-100">
            {choice}
          </li>
        ))}
      </ul>
    );
  }
  return <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-gray-800">{answer}</p>;
}

/** One saved answer: read it, change it in place, or ask to delete it. */
function AnswerItem({
  entry,
  onSave,
  onDelete,
}: {
  entry: AnswerEntry;
  onSave: (entry: AnswerEntry, answer: AnswerValue) => Promise<void>;
  onDelete: (entry: AnswerEntry) => void;
}) {
  const t = useTranslations("AnswerBank");
  const format = useFormatter();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    // Back to where editing started, once the button is rendered again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 mobile:p-5">
      <h2 id={headingId} className="break-words font-semibold text-gray-900">
        {entry.question}
      </h2>
      {editing ? (
        <AnswerForm
          mode="edit"
          initial={entry.answer}
          savedQuestion={entry.question}
          onCancel={stopEditing}
          onSave={async ({ answer }) => {
            // Closes at once: the list shows the new answer while it is saved, and the old one again if that fails.
            stopEditing();
            await onSave(entry, answer).catch((error: unknown) => {
              setEditing(true);
              throw error;
            });
          }}
        />
      ) : (
        <>
          <AnswerText answer={entry.answer} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-gray-500">
              <time dateTime={entry.updated_at}>{t("lastChanged", { date: format.dateTime(new Date(entry.updated_at), { dateStyle: "medium" }) })}</time>
            </p>
            <div className="flex gap-1">
              <Button ref={editButton} variant="ghost" className="px-3 py-1.5" aria-describedby={headingId} onClick={() => setEditing(true)}>
                {t("edit")}
              </Button>
              <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50" aria-describedby={headingId} onClick={() => onDelete(entry)}>
                {t("delete")}
              </Button>
            </div>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * /account/answers: the answers the copilot reuses when an employer asks a question it already
 * asked the user. Search, add, change in place and delete; changes show at once and are undone
 * if the server refuses them.
 */
export function AnswerBank() {
  const t = useTranslations("AnswerBank");
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AnswerEntry | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The first page the server page fetched, for the list without a search.
  const { fallback } = useSWRConfig();
  const prefetched = fallback[answerBankKeys.list] as AnswerPage | undefined;
  const list = useAnswerBank(q, { fallbackData: !q && prefetched ? [prefetched] : undefined });
  const { mutate } = list;
  const entries = list.data?.flatMap((page) => page.data.items) ?? [];
  const hasMore = Boolean(list.data?.at(-1)?.data.next_cursor);
  const loadingMore = list.isValidating && list.size > (list.data?.length ?? 0);

  const saveAnswer = async (entry: AnswerEntry, answer: AnswerValue) => {
    const shown = { ...entry, answer, updated_at: new Date().toISOString() };
    await mutate(
      async (pages) => replaceEntry(pages, (await updateAnswer(entry.id, answer)).data),
      { optimisticData: (pages) => replaceEntry(pages, shown)!, rollbackOnError: true, revalidate: false },
    );
    toast.success(t("saved"));
  };

  const addAnswer = async ({ question, answer }: { question: string; answer: AnswerValue }) => {
    const saved = await createAnswer({ question, answer });
    const created = !entries.some((entry) => entry.id === saved.data.id);
    // A search may not show the new entry: the server says which ones it does.
    await mutate((pages) => (created ? prependEntry(pages, saved.data) : replaceEntry(pages, saved.data)), { revalidate: Boolean(q) });
    setAdding(false);
    toast.success(created ? t("saved") : t("updatedExisting"));
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const confirmDelete = async (entry: AnswerEntry) => {
    setDeleting(null);
    // The deleted item's button is gone: the search box is the next sensible place for focus.
    requestAnimationFrame(() => searchInput.current?.focus());
    try {
      await mutate(
        async (pages) => {
          await deleteAnswer(entry.id).catch((error: unknown) => {
            // Already gone (another tab): what the user wanted.
            if (!(error instanceof ApiError && error.status === 404)) throw error;
          });
          return removeEntry(pages, entry.id);
        },
        { optimisticData: (pages) => removeEntry(pages, entry.id)!, rollbackOnError: true, revalidate: false },
      );
      toast.success(t("deleted"));
    } catch {
      toast.error(t("deleteFailed"));
    }
  };

  const startAdding = () => setAdding(true);

  const body = (() => {
    if (!list.data && list.error) return <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />;
    if (!list.data) return <LoadingDots label={t("loading")} className="py-10" />;
    if (entries.length === 0 && q) {
      return (
        <div role="status" className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600">
          <p>{t("noResults", { query: q })}</p>
          <button type="button" onClick={() => setSearch("")} className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {t("clearSearch")}
          </button>
        </div>
      );
    }
    if (entries.length === 0) {
      return (
        <EmptyState look="welcome" titleId={`${searchId}-empty`} icon={CHAT_ICON} title={t("emptyTitle")} text={t("emptyText")}>
          {adding ? null : (
            <Button className="mt-6" onClick={startAdding}>
              {t("add")}
            </Button>
          )}
        </EmptyState>
      );
    }
    return (
      <>
        <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AnswerItem key={entry.id} entry={entry} onSave={saveAnswer} onDelete={setDeleting} />
          ))}
        </ul>
        {list.error ? <RetryAlert className="mt-4" message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} /> : null}
        {hasMore && !list.error ? (
          <LoadMore onLoad={() => void list.setSize((size) => size + 1)} loading={loadingMore} label={t("loadMore")} loadingLabel={t("loadingMore")} />
        ) : null}
      </>
    );
  })();

  const hasAnswers = entries.length > 0 || Boolean(q);

  return (
    <div className="mt-8 flex max-w-3xl flex-col gap-6">
      {hasAnswers || adding ? (
        <div className="flex flex-col gap-3 mobile:flex-row mobile:items-end">
          {hasAnswers ? (
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor={searchId} className="text-sm font-medium text-gray-800">
                {t("searchLabel")}
              </label>
              <SearchInput ref={searchInput} id={searchId} value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t("searchPlaceholder")} />
            </div>
          ) : null}
          {adding ? null : (
            <Button ref={addButton} onClick={startAdding}>
              {t("add")}
            </Button>
          )}
        </div>
      ) : null}

      {adding ? (
        <section aria-labelledby={`${searchId}-add`} className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4 mobile:p-5">
          <h2 id={`${searchId}-add`} className="mb-4 font-semibold text-gray-900">
            {t("addHeading")}
          </h2>
          <AnswerForm
            mode="add"
            onSave={addAnswer}
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        </section>
      ) : null}

      <div>{body}</div>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={deleting ? t("deleteText", { question: deleting.question }) : undefined}
        closeLabel={t("close")}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => deleting && void confirmDelete(deleting)}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
