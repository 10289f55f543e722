import type { Application, ApplicationSort, ApplicationStage } from "@/lib/contracts/applications";
import type { Page } from "@/lib/contracts/page";

// Cursor pages for the lists. The API filters by one stage at a time, so a tab of several stages
// (closed: rejected, skipped, failed, withdrawn) reads each stage by its own cursor and merges
// them here, in the list's sort, exactly as one list would be.

export type ListOrder = ApplicationSort;

/** Where one stage's list stands: its next cursor, and what was read but not shown yet. */
export type SourceState = { stage: ApplicationStage | null; cursor: string | null; done: boolean; carry: Application[] };
export type ListPage = { items: Application[]; sources: SourceState[] };

export type FetchSource = (request: { stage: ApplicationStage | null; cursor: string | null; limit: number }) => Promise<Page<Application>>;

export const initialSources = (stages: readonly ApplicationStage[] | null): SourceState[] =>
  (stages ?? [null]).map((stage) => ({ stage, cursor: null, done: false, carry: [] }));

export const hasMore = (page: ListPage | undefined | null) =>
  !page || page.sources.some((source) => !source.done || source.carry.length > 0);

/** Higher first; what is missing (null) last. */
const descending = <T extends string | number>(a: T | null, b: T | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a > b ? -1 : 1);

/**
 * Negative when `a` comes first, in the server's order for the sort (server/services/applications.ts
 * SORTS): score, then the newest match; posted, then score; salary a year, then score; the id last.
 */
export function compareItems(a: Application, b: Application, order: ListOrder): number {
  const first =
    order === "posted"
      ? descending(a.job.posted_at, b.job.posted_at) || descending(a.score, b.score)
      : order === "salary"
        ? descending(a.job.salary_annual_max ?? null, b.job.salary_annual_max ?? null) || descending(a.score, b.score)
        : descending(a.score, b.score) || descending(a.created_at, b.created_at);
  return first || descending(a.id, b.id);
}

/**
 * The next `limit` items over every source. A source is read only when what it carries cannot
 * fill a page, so every source not yet done holds at least `limit` items and the merge never
 * shows an item before one of another source that is still unread.
 */
export async function fetchMergedPage(sources: SourceState[], limit: number, fetchSource: FetchSource, order: ListOrder): Promise<ListPage> {
  const buffers = await Promise.all(
    sources.map(async (source) => {
      if (source.done || source.carry.length >= limit) return { ...source, buffer: [...source.carry] };
      const page = await fetchSource({ stage: source.stage, cursor: source.cursor, limit });
      return { ...source, cursor: page.next_cursor, done: page.next_cursor === null, buffer: [...source.carry, ...page.items] };
    }),
  );
  const items: Application[] = [];
  const taken = buffers.map(() => 0);
  while (items.length < limit) {
    let best = -1;
    buffers.forEach((buffer, index) => {
      const candidate = buffer.buffer[taken[index]!];
      if (!candidate) return;
      if (best < 0 || compareItems(candidate, buffers[best]!.buffer[taken[best]!]!, order) < 0) best = index;
    });
    if (best < 0) break;
    items.push(buffers[best]!.buffer[taken[best]!]!);
    taken[best]! += 1;
  }
  return {
    items,
    sources: buffers.map(({ buffer, ...source }, index) => ({ ...source, carry: buffer.slice(taken[index]) })),
  };
}

/**
 * The pages after a live change to one application: replaced where it is (its place in the order
 * never changes), removed when the list no longer shows it, or put in its place when it is new to
 * the list — unless that place lies beyond the loaded pages, where paging on will bring it.
 */
export function applyLiveChange(pages: ListPage[], item: Application, shows: boolean, order: ListOrder): ListPage[] {
  const at = pages.findIndex((page) => page.items.some(({ id }) => id === item.id));
  if (at >= 0) {
    return pages.map((page, index) =>
      index !== at
        ? page
        : { ...page, items: shows ? page.items.map((other) => (other.id === item.id ? item : other)) : page.items.filter(({ id }) => id !== item.id) },
    );
  }
  if (!shows) return pages;
  for (let p = 0; p < pages.length; p++) {
    const page = pages[p]!;
    const index = page.items.findIndex((other) => compareItems(item, other, order) < 0);
    if (index >= 0) return pages.map((other, i) => (i === p ? { ...page, items: [...page.items.slice(0, index), item, ...page.items.slice(index)] } : other));
  }
  const last = pages.at(-1);
  if (!last || hasMore(last)) return pages;
  return [...pages.slice(0, -1), { ...last, items: [...last.items, item] }];
}

/** What the list shows: every page's items once each, in their latest known version, still matching. */
export function visibleItems(pages: ListPage[] | undefined, latest: ReadonlyMap<string, Application>, shows: (item: Application) => boolean): Application[] {
  const seen = new Set<string>();
  const items: Application[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const known = latest.get(item.id);
      const current = known && known.updated_at >= item.updated_at ? known : item;
      if (shows(current)) items.push(current);
    }
  }
  return items;
}
