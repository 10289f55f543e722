"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useApplicationStream } from "@/components/applications/use-application-stream";
import { applicationKeys, decideReview, useStageCounts, type ApplicationFilters } from "@/lib/api/applications";
import type { Application, ApplicationSort, ApplicationStage, ReviewDecision } from "@/lib/contracts/applications";
import { LiveIndicator } from "./live-indicator";
import { RetryAlert } from "./retry-alert";
import { ListFooter } from "./list-footer";
import { RejectDialog, type RejectChoice } from "./reject-dialog";
import { ReviewCard } from "./review-card";
import { reviewShortcut, type ReviewAction } from "./review-keys";
import { sortParam } from "./sort";
import { SortSelect } from "./sort-select";
import { tabCount } from "./stages";
import { Kbd, ShortcutsDialog } from "./shortcuts-dialog";
import { usePagedList } from "./use-paged-list";

const REVIEW_STAGES: readonly ApplicationStage[] = ["review"];
const NO_FILTERS: ApplicationFilters = {};

/** The card to highlight once `gone` leave the list: the next one below, else the one above. */
function nextActive(items: Application[], current: Application | null, gone: Set<string>): string | null {
  const index = current ? items.findIndex((item) => item.id === current.id) : 0;
  const after = items.slice(index + 1).find((item) => !gone.has(item.id));
  const before = items.slice(0, Math.max(0, index)).reverse().find((item) => !gone.has(item.id));
  return (current && !gone.has(current.id) ? current.id : (after ?? before)?.id) ?? null;
}

/** Keeps the chosen order in the address (`?sort=`), so a reload or a shared link keeps it. */
function useSortInUrl(sort: ApplicationSort) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const value = sortParam(sort);
    if (value) params.set("sort", value);
    else params.delete("sort");
    const search = params.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", url);
  }, [sort]);
}

/** /applications/review: jobs waiting for a decision, best match first (or as sorted), one at a time or many at once. */
export function ReviewQueue({ initialSort }: { initialSort: ApplicationSort }) {
  const t = useTranslations("Review");
  const page = useTranslations("Pages.applicationsReview");
  const [sort, setSort] = useState<ApplicationSort>(initialSort);
  useSortInUrl(sort);
  const list = usePagedList({ path: applicationKeys.review, view: "review", stages: REVIEW_STAGES, filters: NO_FILTERS, order: sort, splitByStage: false });
  const counts = useStageCounts();
  const { items, applyChange, retry } = list;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [rejecting, setRejecting] = useState<Application[] | null>(null);
  const [help, setHelp] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const selectAll = useRef<HTMLInputElement>(null);
  const status = useApplicationStream({ onCreated: applyChange, onUpdated: applyChange, onResync: retry });

  const active = items.find((item) => item.id === activeId) ?? items[0] ?? null;
  const selection = items.filter((item) => selectedIds.has(item.id));
  const waiting = counts.data ? tabCount(counts.data.data, "review") : items.length;
  const allSelected = items.length > 0 && selection.length === items.length;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selection.length > 0 && !allSelected;
  }, [selection.length, allSelected]);

  // Focus follows the highlight when the keyboard moved it or a decision removed the card that had it.
  useEffect(() => {
    if (!focusId) return;
    const card = cards.current.get(focusId);
    if (card) {
      card.focus();
      setFocusId(null);
    }
  }, [focusId, items]);

  const decide = async (targets: Application[], decision: ReviewDecision, choice: RejectChoice = {}) => {
    if (targets.length === 0) return;
    const ids = targets.map((item) => item.id);
    setBusy((current) => new Set([...current, ...ids]));
    try {
      const { data } = await decideReview({ ids, decision, ...choice });
      const done = data.items.filter((result) => result.ok);
      const failed = data.items.filter((result) => !result.ok);
      const gone = new Set(done.map(({ id }) => id));
      const next = nextActive(items, active, gone);
      const now = new Date().toISOString();
      for (const result of done) {
        const item = targets.find(({ id }) => id === result.id);
        if (item) applyChange({ ...item, stage: result.stage ?? (decision === "approve" ? "queued" : "rejected"), updated_at: now });
      }
      setSelectedIds((current) => new Set([...current].filter((id) => !gone.has(id))));
      setActiveId(next);
      // The decided cards are gone, and with them (or with the dialog) the focus: the next card takes it.
      setFocusId(next);
      if (done.length > 0) {
        const title = targets.find(({ id }) => id === done[0]!.id)?.job.title ?? "";
        const one = done.length === 1;
        toast.success(
          decision === "approve"
            ? one ? t("toast.approvedOne", { title }) : t("toast.approvedMany", { count: done.length })
            : one ? t("toast.rejectedOne", { title }) : t("toast.rejectedMany", { count: done.length }),
        );
      }
      const companies = data.feedback.flatMap((entry) => entry.excluded_companies_added);
      const words = data.feedback.flatMap((entry) => entry.exclude_keywords_added);
      if (companies.length > 0) toast.info(t("toast.companiesExcluded", { companies: [...new Set(companies)].join(", ") }));
      if (words.length > 0) toast.info(t("toast.keywordExcluded", { keyword: words[0]! }));
      for (const result of failed) {
        const title = targets.find(({ id }) => id === result.id)?.job.title ?? "";
        toast.error(result.error?.code === "not_found" ? t("toast.notFound", { title }) : t("toast.notInReview", { title }));
      }
      if (failed.length > 0) retry();
    } catch {
      toast.error(t("toast.failed"));
    } finally {
      setBusy((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  };

  const targets = () => (selection.length > 0 ? selection : active ? [active] : []);

  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    const index = active ? items.findIndex(({ id }) => id === active.id) : -1;
    const nextIndex = Math.min(items.length - 1, Math.max(0, index + step));
    if (step === 1 && index === items.length - 1 && list.hasMore) list.loadMore();
    const next = items[nextIndex]!;
    setActiveId(next.id);
    setFocusId(next.id);
  };

  const toggle = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = useEffectEvent((action: ReviewAction) => {
    if (action === "help") return setHelp(true);
    if (action === "next") return move(1);
    if (action === "previous") return move(-1);
    if (action === "select") return active ? toggle(active.id, !selectedIds.has(active.id)) : undefined;
    const chosen = targets().filter(({ id }) => !busy.has(id));
    if (chosen.length === 0) return;
    if (action === "approve") void decide(chosen, "approve");
    else setRejecting(chosen);
  });
  const dialogOpen = useEffectEvent(() => help || rejecting !== null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || dialogOpen()) return;
      const action = reviewShortcut({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target: event.target as HTMLElement | null });
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const header = (showShortcuts: boolean) => (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{page("title")}</h1>
        <p className="mt-3 text-base leading-relaxed text-gray-600">{page("description")}</p>
      </div>
      <div className="flex items-center gap-2">
        <LiveIndicator status={status} />
        {showShortcuts ? (
          <Button variant="ghost" onClick={() => setHelp(true)} aria-keyshortcuts="?" className="px-3 py-1.5">
            <Kbd>?</Kbd>
            {t("shortcutsButton")}
          </Button>
        ) : null}
      </div>
    </div>
  );

  const dialogs = (
    <>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
      {rejecting ? (
        <RejectDialog
          count={rejecting.length}
          companies={rejecting.map((item) => item.job.company)}
          onCancel={() => setRejecting(null)}
          onConfirm={(choice) => {
            const chosen = rejecting;
            setRejecting(null);
            void decide(chosen, "reject", choice);
          }}
        />
      ) : null}
    </>
  );

  if (list.loading || (list.error && items.length === 0)) {
    return (
      <>
        {header(false)}
        {list.error ? (
          <RetryAlert className="mt-8" message={t("loadFailed")} retryLabel={t("retry")} onRetry={retry} />
        ) : (
          <LoadingDots label={t("loading")} />
        )}
        {dialogs}
      </>
    );
  }

  if (items.length === 0) {
    return (
      <>
        {header(false)}
        <EmptyState
          look="done"
          titleId="review-empty-title"
          icon="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          title={t("empty.title")}
          text={t("empty.text")}
          className="mt-8"
        >
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/applications" className={buttonClasses("secondary")}>
              {t("empty.applications")}
            </Link>
            <Link href="/copilot" className={buttonClasses("primary")}>
              {t("empty.copilot")}
            </Link>
          </div>
        </EmptyState>
        {dialogs}
      </>
    );
  }

  return (
    <>
      {header(true)}
      <div className="sticky top-0 z-10 -mx-2 mt-8 flex flex-wrap items-center gap-3 rounded-xl bg-white/95 px-2 py-3 backdrop-blur">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          <input
            ref={selectAll}
            type="checkbox"
            checked={allSelected}
            onChange={(event) => setSelectedIds(event.target.checked ? new Set(items.map(({ id }) => id)) : new Set())}
            className="size-4 accent-brand-600"
          />
          {t("selectAll")}
        </label>
        <span className="text-sm text-gray-600" aria-live="polite">
          {selection.length > 0 ? t("selected", { count: selection.length }) : waiting > 0 ? t("waiting", { count: waiting }) : t("waitingNone")}
        </span>
        <SortSelect inline value={sort} onChange={setSort} className="ml-auto" />
        {selection.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => setSelectedIds(new Set())} className="py-1.5">
              {t("clearSelection")}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(selection)} className="py-1.5">
              {t("rejectSelected", { count: selection.length })}
            </Button>
            <Button onClick={() => void decide(selection, "approve")} className="py-1.5">
              {t("approveSelected", { count: selection.length })}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="mt-1 hidden text-xs text-gray-500 mobile:block">
        {t.rich("hint", { kbd: (chunks) => <Kbd>{chunks}</Kbd> })}
      </p>
      <ul aria-label={t("listLabel")} className="mt-4 flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <ReviewCard
              ref={(node) => {
                if (node) cards.current.set(item.id, node);
                else cards.current.delete(item.id);
              }}
              item={item}
              active={item.id === active?.id}
              selected={selectedIds.has(item.id)}
              busy={busy.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              onActivate={() => setActiveId(item.id)}
              onApprove={() => void decide([item], "approve")}
              onReject={() => setRejecting([item])}
            />
          </li>
        ))}
      </ul>
      <ListFooter
        className="mt-4"
        list={list}
        onRetry={retry}
        labels={{ loadFailed: t("loadFailed"), retry: t("retry"), loadMore: t("loadMore"), loadingMore: t("loadingMore") }}
      />
      {dialogs}
    </>
  );
}
