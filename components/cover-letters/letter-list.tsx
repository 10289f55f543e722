"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { LoadMore } from "@/components/applications/load-more";
import { RetryAlert } from "@/components/applications/retry-alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { deleteFromPages } from "@/lib/swr/paged-delete";
import { deleteCoverLetter, useCoverLetters } from "@/lib/api/cover-letters";
import type { CoverLetter } from "@/lib/contracts/cover-letter";
import { jobLabel } from "./builder-draft";
import { useLanguageName } from "./language-names";
import { resultHref } from "./links";

const LETTER_ICON =
  "M4 3a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H4Zm.6 2.2a1 1 0 0 1 1.4-.2L10 8l4-3a1 1 0 1 1 1.2 1.6l-4.6 3.5a1 1 0 0 1-1.2 0L4.8 6.6a1 1 0 0 1-.2-1.4Z";

/** Written here in the builder, or by the copilot for an application it sent. */
export function OriginBadge({ origin }: { origin: CoverLetter["origin"] }) {
  const t = useTranslations("CoverLetters.origin");
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        origin === "builder" ? "bg-brand-50 text-brand-700 ring-brand-100" : "bg-sky-50 text-sky-800 ring-sky-200",
      )}
    >
      {t(origin)}
    </span>
  );
}

function LetterItem({ letter, onDelete }: { letter: CoverLetter; onDelete: (letter: CoverLetter) => void }) {
  const t = useTranslations("CoverLetters.list");
  const format = useFormatter();
  const languageName = useLanguageName();
  const titleId = useId();
  // The first paragraph after the greeting says what the letter is about.
  const preview = letter.paragraphs[1] ?? letter.paragraphs[0];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-gray-300 mobile:flex-row mobile:items-start">
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="break-words font-semibold text-gray-900">
          <Link
            href={resultHref(letter.id)}
            className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {jobLabel(letter.job) || t("untitled")}
          </Link>
        </h3>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-gray-600">
          <OriginBadge origin={letter.origin} />
          <time dateTime={letter.created_at}>{t("written", { date: format.dateTime(new Date(letter.created_at), { dateStyle: "medium" }) })}</time>
          <span>{languageName(letter.language)}</span>
        </div>
        {preview ? <p className="mt-2 line-clamp-2 break-words text-sm text-gray-700">{preview}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2 self-start">
        <Link href={resultHref(letter.id)} aria-describedby={titleId} className={buttonClasses("secondary", "px-3 py-1.5")}>
          {t("open")}
        </Link>
        <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50" aria-describedby={titleId} onClick={() => onDelete(letter)}>
          {t("delete")}
        </Button>
      </div>
    </li>
  );
}

/**
 * The user's letters, newest first: those written here and those the copilot sent with
 * applications. Open one, or delete it after confirming; more load at the end of the list.
 */
export function LetterList() {
  const t = useTranslations("CoverLetters.list");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useCoverLetters();
  const { mutate } = list;
  const [deleting, setDeleting] = useState<CoverLetter | null>(null);
  const letters = list.data?.flatMap((page) => page.data.items) ?? [];
  const hasMore = Boolean(list.data?.at(-1)?.data.next_cursor);
  const loadingMore = list.isValidating && list.size > (list.data?.length ?? 0);

  const confirmDelete = async (letter: CoverLetter) => {
    setDeleting(null);
    // The deleted item's buttons are gone: the list's heading is the next sensible place for the focus.
    requestAnimationFrame(() => heading.current?.focus());
    try {
      await deleteFromPages(mutate, letter.id, deleteCoverLetter);
      toast.success(t("deleted"));
    } catch {
      toast.error(t("deleteFailed"));
    }
  };

  const body = (() => {
    if (!list.data && list.error) return <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />;
    if (!list.data) return <LoadingDots label={t("loading")} className="py-8" />;
    if (letters.length === 0) {
      return <EmptyState look="welcome" titleId={`${headingId}-empty`} icon={LETTER_ICON} title={t("emptyTitle")} text={t("emptyText")} />;
    }
    return (
      <>
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {letters.map((letter) => (
            <LetterItem key={letter.id} letter={letter} onDelete={setDeleting} />
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
        description={deleting ? t("deleteText", { job: jobLabel(deleting.job) || t("untitled") }) : undefined}
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
