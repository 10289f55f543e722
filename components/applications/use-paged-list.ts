"use client";

import { useCallback, useMemo, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { fetchApplicationPage, type ApplicationFilters } from "@/lib/api/applications";
import type { Application, ApplicationStage } from "@/lib/contracts/applications";
import { applyLiveChange, fetchMergedPage, hasMore, initialSources, visibleItems, type ListOrder, type ListPage, type SourceState } from "./pages";
import { matchesFilters } from "./stages";
import { PAGE_SIZE } from "./page-size";

type ListKey = readonly [string, { view: string; copilot_id?: string; q?: string; sort: ListOrder; page: number; sources: SourceState[] }];

/**
 * One cursor-paged list of applications (useSWRInfinite): the stages it shows, its filters, and
 * the live changes the stream reports, applied in place without refetching every page.
 */
export function usePagedList({
  path,
  view,
  stages,
  filters,
  order,
  splitByStage = true,
  fallback,
}: {
  path: string;
  /** Names the list in its cache key (the tab). */
  view: string;
  stages: readonly ApplicationStage[] | null;
  filters: ApplicationFilters;
  /** The server's order, which the merge of several stages and the live changes keep. */
  order: ListOrder;
  /** Read each stage by its own cursor (the API filters one stage at a time); false when `path` already lists only these. */
  splitByStage?: boolean;
  fallback?: ListPage;
}) {
  const { copilot_id, q } = filters;
  // The latest version of each application the stream or this page changed, newest wins.
  const [latest, setLatest] = useState<ReadonlyMap<string, Application>>(() => new Map());

  const getKey = useCallback(
    (index: number, previous: ListPage | null): ListKey | null => {
      if (previous && !hasMore(previous)) return null;
      return [path, { view, copilot_id, q, sort: order, page: index, sources: previous ? previous.sources : initialSources(splitByStage ? stages : null) }];
    },
    [path, view, copilot_id, q, order, stages, splitByStage],
  );

  // The server's first page is fresh: not fetched again as the page mounts (the live stream's
  // resync, once it is connected, covers what changed in between). SWR reads revalidateOnMount on
  // the first mount only: other views fetch as usual.
  const list = useSWRInfinite<ListPage, Error, typeof getKey>(
    getKey,
    ([url, key]: ListKey) =>
      fetchMergedPage(
        key.sources,
        PAGE_SIZE,
        async ({ stage, cursor, limit }) =>
          (
            await fetchApplicationPage(url, { stage: stage ?? undefined, cursor: cursor ?? undefined, limit, copilot_id: key.copilot_id, q: key.q, sort: key.sort })
          ).data,
        key.sort,
      ),
    { fallbackData: fallback ? [fallback] : undefined, revalidateFirstPage: false, ...(fallback ? { revalidateOnMount: false } : {}) },
  );

  const shows = useCallback((item: Application) => matchesFilters(item, { stages, copilot_id, q }), [stages, copilot_id, q]);
  const items = useMemo(() => visibleItems(list.data, latest, shows), [list.data, latest, shows]);
  const { mutate, setSize, size } = list;

  /** A change to one application, from the stream or from this page. */
  const applyChange = useCallback(
    (item: Application) => {
      setLatest((current) => {
        const known = current.get(item.id);
        if (known && known.updated_at > item.updated_at) return current;
        return new Map(current).set(item.id, item);
      });
      // Until something is fetched, the list shows the server's page, which is not in the cache yet.
      void mutate(
        (pages) => {
          const shown = pages ?? (fallback ? [fallback] : undefined);
          return shown && applyLiveChange(shown, item, shows(item), order);
        },
        { revalidate: false },
      );
    },
    [mutate, shows, order, fallback],
  );

  const last = list.data?.at(-1);
  const more = list.data ? hasMore(last) : false;
  const pending = size > (list.data?.length ?? 0);
  const loadingMore = list.isValidating && pending;

  return {
    items,
    error: list.error,
    loading: !list.data && !list.error,
    hasMore: more,
    loadingMore,
    /** The next page failed; a failed refresh of pages already shown keeps them and retries quietly. */
    loadMoreFailed: Boolean(list.error) && pending && Boolean(list.data),
    loadMore: useCallback(() => void setSize((current) => current + 1), [setSize]),
    retry: useCallback(() => void mutate(), [mutate]),
    applyChange,
  };
}
