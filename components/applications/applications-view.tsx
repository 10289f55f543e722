"use client";

import Link from "next/link";
import { useNow, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useApplicationStream } from "@/components/applications/use-application-stream";
import { applicationKeys, useStageCounts, type ApplicationFilters } from "@/lib/api/applications";
import { useCopilots } from "@/lib/api/copilots";
import type { Application, ApplicationSort, RunProgress } from "@/lib/contracts/applications";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { ApplicationRow } from "./application-row";
import { DetailPanel } from "./detail-panel";
import { Filters } from "./filters";
import { LiveIndicator } from "./live-indicator";
import { RetryAlert } from "./retry-alert";
import { ListFooter } from "./list-footer";
import type { ListPage } from "./pages";
import { RunNotice, type RunSummary } from "./run-notice";
import { sortParam } from "./sort";
import { stagesOf, tabCount, type StageTab } from "./stages";
import { StageTabs, TAB_PANEL_ID, tabId } from "./stage-tabs";
import { usePagedList } from "./use-paged-list";

export type ApplicationsViewState = { tab: StageTab; copilot: string; q: string; sort: ApplicationSort; id: string | null };

function useUrlState(state: ApplicationsViewState) {
  useEffect(() => {
    const params = new URLSearchParams();
    if (state.tab !== "all") params.set("stage", state.tab);
    if (state.copilot) params.set("copilot", state.copilot);
    if (state.q) params.set("q", state.q);
    const sort = sortParam(state.sort);
    if (sort) params.set("sort", sort);
    if (state.id) params.set("id", state.id);
    const search = params.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", url);
  }, [state.tab, state.copilot, state.q, state.sort, state.id]);
}

/** /applications: every application by stage, filtered, live, with the selected one in detail. */
export function ApplicationsView({
  initial,
  initialAll,
  streamPosition,
}: {
  initial: ApplicationsViewState;
  initialAll: ListPage | null;
  /** The newest event id when the server read the page's data: the live stream resumes after it. */
  streamPosition: number | null;
}) {
  const t = useTranslations("Applications");
  const page = useTranslations("Pages.applications");
  const stageNames = useTranslations("Stages");
  const [tab, setTab] = useState<StageTab>(initial.tab);
  const [copilot, setCopilot] = useState(initial.copilot);
  const [query, setQuery] = useState(initial.q);
  const [sort, setSort] = useState<ApplicationSort>(initial.sort);
  const [selected, setSelected] = useState<string | null>(initial.id);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<RunSummary | null>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const now = useNow({ updateInterval: 30_000 });
  const q = useDebounced(query.trim(), 300);
  useUrlState({ tab, copilot, q, sort, id: selected });

  const filters = useMemo<ApplicationFilters>(() => ({ copilot_id: copilot || undefined, q: q || undefined }), [copilot, q]);
  const filtered = Boolean(filters.copilot_id || filters.q);
  const counts = useStageCounts(filters);
  const allCounts = useStageCounts();
  const copilots = useCopilots();
  const list = usePagedList({
    path: applicationKeys.list,
    view: tab,
    stages: stagesOf(tab),
    filters,
    order: sort,
    // The first page the server sent, while the view is the one it was sent for.
    fallback: tab === "all" && !filtered && sort === initial.sort && initialAll ? initialAll : undefined,
  });
  const { applyChange, retry } = list;

  const status = useApplicationStream({
    onCreated: (item) => {
      applyChange(item);
      setFresh((current) => new Set(current).add(item.id));
      setAnnouncement(t("arrived", { title: item.job.title, company: item.job.company }));
    },
    onUpdated: applyChange,
    onRunProgress: setProgress,
    onRunFinished: (run) => {
      setProgress(null);
      setNotice((current) => ({ created: (current?.created ?? 0) + run.created }));
    },
    onResync: retry,
  }, streamPosition);

  const changed = useCallback((detail: Application) => applyChange(detail), [applyChange]);
  const chooseTab = (next: StageTab) => {
    setTab(next);
    setFresh(new Set());
  };

  const total = allCounts.data ? tabCount(allCounts.data.data, "all") : null;
  const waiting = allCounts.data ? tabCount(allCounts.data.data, "review") : 0;

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{page("title")}</h1>
        <p className="mt-3 text-base leading-relaxed text-gray-600">{page("description")}</p>
      </div>
      <LiveIndicator status={status} />
    </div>
  );

  const banners = (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {progress && progress.sources_done < progress.sources_total ? (
        <div role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100 ring-inset">
          <p className="text-sm text-brand-700">{t("progress", { done: progress.sources_done, total: progress.sources_total, jobs: progress.jobs_seen })}</p>
          <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-white">
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
              style={{ width: `${Math.round((100 * progress.sources_done) / Math.max(1, progress.sources_total))}%` }}
            />
          </div>
        </div>
      ) : null}
      {notice ? (
        <RunNotice
          summary={notice}
          onShow={() => {
            chooseTab("all");
            setNotice(null);
            requestAnimationFrame(() => document.getElementById("applications-list")?.focus());
          }}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
      {waiting > 0 ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 ring-inset">
          <p className="text-sm font-medium text-amber-900">{t("waitingReview", { count: waiting })}</p>
          <Link href="/applications/review" className={buttonClasses("primary", "py-1.5")}>
            {t("reviewNow")}
          </Link>
        </div>
      ) : null}
    </>
  );

  if (total === 0 && !filtered) {
    return (
      <>
        {header}
        {banners}
        <NoApplications />
      </>
    );
  }

  const items = list.items;
  return (
    <>
      {header}
      {banners}
      <div className="mt-8">
        <StageTabs active={tab} counts={counts.data?.data} onChange={chooseTab} />
      </div>
      <div className="mt-5">
        <Filters
          query={query}
          onQueryChange={setQuery}
          copilotId={copilot}
          onCopilotChange={setCopilot}
          copilots={copilots.data?.data.items}
          sort={sort}
          onSortChange={setSort}
        />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(tab)} className="min-w-0">
          {list.error && !list.loadMoreFailed && items.length === 0 ? (
            <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={retry} />
          ) : list.loading ? (
            <LoadingDots label={t("loading")} />
          ) : items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center">
              <p className="text-sm font-medium text-gray-900">{filtered ? t("emptyFiltered") : t("emptyTab", { tab: stageNames(`tab.${tab}`) })}</p>
              {filtered ? (
                <button
                  type="button"
                  onClick={() => {
                    setQuery("");
                    setCopilot("");
                  }}
                  className="mt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t("filters.clear")}
                </button>
              ) : null}
            </div>
          ) : (
            <>
              <ul id="applications-list" tabIndex={-1} aria-label={t("listLabel")} className="flex flex-col gap-2 outline-none">
                {items.map((item) => (
                  <li key={item.id}>
                    <ApplicationRow item={item} selected={item.id === selected} fresh={fresh.has(item.id)} now={now} onOpen={() => setSelected(item.id)} />
                  </li>
                ))}
              </ul>
              <ListFooter
                className="mt-3"
                list={list}
                onRetry={retry}
                labels={{ loadFailed: t("loadMoreFailed"), retry: t("retry"), loadMore: t("loadMore"), loadingMore: t("loadingMore"), end: t("end") }}
              />
            </>
          )}
        </div>
        <DetailPanel
          id={selected}
          onClose={() => setSelected(null)}
          onChanged={changed}
          placeholder={
            <div className="flex flex-col items-center gap-3 py-16 text-center">
              <span aria-hidden className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-6">
                  <path d="M4 3h12a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1 2v10h10V5H5Zm2 2h6v2H7V7Zm0 4h4v2H7v-2Z" />
                </svg>
              </span>
              <p className="max-w-xs text-sm text-gray-600">{t("selectPrompt")}</p>
            </div>
          }
        />
      </div>
    </>
  );
}

function NoApplications() {
  const t = useTranslations("Applications.empty");
  return (
    <EmptyState
      look="welcome"
      titleId="applications-empty-title"
      icon="M6 3a2 2 0 0 0-2 2v1H3a1 1 0 0 0-1 1v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a1 1 0 0 0-1-1h-1V5a2 2 0 0 0-2-2H6Zm0 2h8v1H6V5Z"
      title={t("title")}
      text={t("text")}
      className="mt-8"
    >
      <ul className="mt-6 grid max-w-2xl gap-2 text-sm text-gray-700">
        {(["find", "score", "arrive"] as const).map((point) => (
          <li key={point} className="flex items-start gap-2">
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-600">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {t(`points.${point}`)}
          </li>
        ))}
      </ul>
      <Link href="/copilot" className={buttonClasses("primary", "mt-8 px-6 py-3 text-base")}>
        {t("cta")}
      </Link>
    </EmptyState>
  );
}
