"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { LoadMore } from "@/components/applications/load-more";
import { RetryAlert } from "@/components/applications/retry-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { deleteFromPages } from "@/lib/swr/paged-delete";
import { deleteThread, threadHref, useThreads } from "@/lib/api/assistant";
import type { AssistantGroup, AssistantIdValue, AssistantThread } from "@/lib/contracts/assistant";

const CHAT_ICON =
  "M3 5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9l-4 3v-3a2 2 0 0 1-2-2V5Zm4 2a1 1 0 0 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3a1 1 0 1 0 0 2h3a1 1 0 1 0 0-2H7Z";

export function ThreadStatusBadge({ status }: { status: AssistantThread["status"] }) {
  const t = useTranslations("Assistants.threads.status");
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        status === "active" ? "bg-sky-50 text-sky-800 ring-sky-200" : "bg-gray-100 text-gray-700 ring-gray-200",
      )}
    >
      <span aria-hidden className={clsx("size-1.5 rounded-full", status === "active" ? "bg-sky-500" : "bg-gray-400")} />
      {t(status)}
    </span>
  );
}

function ThreadItem({ thread, group, onDelete }: { thread: AssistantThread; group: AssistantGroup; onDelete: (thread: AssistantThread) => void }) {
  const t = useTranslations("Assistants");
  const format = useFormatter();
  const titleId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-gray-300 mobile:flex-row mobile:items-start">
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="break-words font-semibold text-gray-900">
          <Link
            href={threadHref(group, thread.id)}
            className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {thread.title}
          </Link>
        </h3>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-gray-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 ring-1 ring-inset ring-brand-100">{t(`assistants.${thread.assistant_id}.name`)}</span>
          <ThreadStatusBadge status={thread.status} />
          <time dateTime={thread.updated_at}>{t("threads.updated", { date: format.dateTime(new Date(thread.updated_at), { dateStyle: "medium", timeStyle: "short" }) })}</time>
          <span>{t("threads.messages", { count: thread.message_count })}</span>
        </div>
        {thread.preview ? <p className="mt-2 line-clamp-2 whitespace-pre-line break-words text-sm text-gray-700">{thread.preview}</p> : null}
      </div>
      <Button variant="ghost" className="self-start px-3 py-1.5 text-red-700 hover:bg-red-50" aria-describedby={titleId} onClick={() => onDelete(thread)}>
        {t("threads.delete")}
      </Button>
    </li>
  );
}

/**
 * The user's past conversations with the assistants of a group, latest activity first: open one,
 * or delete it after confirming. More load at the end of the list.
 */
export function ThreadList({ group, assistantIds }: { group: AssistantGroup; assistantIds: readonly AssistantIdValue[] }) {
  const t = useTranslations("Assistants.threads");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useThreads(assistantIds);
  const { mutate } = list;
  const [deleting, setDeleting] = useState<AssistantThread | null>(null);
  const threads = list.data?.flatMap((page) => page.data.items) ?? [];
  const hasMore = Boolean(list.data?.at(-1)?.data.next_cursor);
  const loadingMore = list.isValidating && list.size > (list.data?.length ?? 0);

  const confirmDelete = async (thread: AssistantThread) => {
    setDeleting(null);
    // The deleted item's button is gone: the list's heading is the next sensible place for focus.
    requestAnimationFrame(() => heading.current?.focus());
    try {
      await deleteFromPages(mutate, thread.id, deleteThread);
      toast.success(t("deleted"));
    } catch {
      toast.error(t("deleteFailed"));
    }
  };

  const body = (() => {
    if (!list.data && list.error) return <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />;
    if (!list.data) return <LoadingDots label={t("loading")} className="py-8" />;
    if (threads.length === 0) {
      return <EmptyState look="welcome" titleId={`${headingId}-empty`} icon={CHAT_ICON} title={t("emptyTitle")} text={t("emptyText")} />;
    }
    return (
      <>
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} group={group} onDelete={setDeleting} />
          ))}
        </ul>
        {list.error ? <RetryAlert className="mt-4" message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} /> : null}
        {hasMore && !list.error ? (
          <LoadMore onLoad={() => void list.setSize((size) => size + 1)} loading={loadingMore} label={t("loadMore")} loadingLabel={t("loadingMore")} />
        ) : null}
      </>
    );
  })();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none">
        {t("title")}
      </h2>
      {body}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={deleting ? t("deleteText", { title: deleting.title }) : undefined}
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
    </section>
  );
}
