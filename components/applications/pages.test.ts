import type { Application, ApplicationStage } from "@/lib/contracts/applications";
import { applyLiveChange, compareItems, fetchMergedPage, hasMore, initialSources, visibleItems, type FetchSource, type ListPage } from "./pages";
import { application } from "./test-data";

/** Item n was created at minute n: a higher n is newer. */
const item = (n: number, stage: ApplicationStage = "rejected") =>
  application({ id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`, stage, created_at: new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString() });

/** A fake API: one list per stage in the score order (equal scores: newest first), paged by an index cursor. */
function fakeApi(lists: Partial<Record<ApplicationStage | "all", Application[]>>) {
  const calls: { stage: string | null; cursor: string | null; limit: number }[] = [];
  const fetchSource: FetchSource = async ({ stage, cursor, limit }) => {
    calls.push({ stage, cursor, limit });
    const all = [...(lists[stage ?? "all"] ?? [])].sort((a, b) => compareItems(a, b, "score"));
    const start = cursor ? Number(cursor) : 0;
    const items = all.slice(start, start + limit);
    return { items, next_cursor: start + limit < all.length ? String(start + limit) : null };
  };
  return { fetchSource, calls };
}

async function readAll(stages: ApplicationStage[] | null, limit: number, api: ReturnType<typeof fakeApi>) {
  const pages: ListPage[] = [];
  let sources = initialSources(stages);
  while (pages.length < 50) {
    const page = await fetchMergedPage(sources, limit, api.fetchSource, "score");
    pages.push(page);
    if (!hasMore(page)) break;
    sources = page.sources;
  }
  return pages;
}

describe("merged cursor pages", () => {
  it("reads one stage as plain cursor pages", async () => {
    const api = fakeApi({ all: [1, 2, 3, 4, 5].map((n) => item(n)) });
    const pages = await readAll(null, 2, api);
    expect(pages.map((page) => page.items.map(({ id }) => Number(id.slice(-3))))).toEqual([[5, 4], [3, 2], [1]]);
    expect(api.calls.map(({ cursor }) => cursor)).toEqual([null, "2", "4"]);
  });

  it("interleaves several stages in the list's order, each item once, without reading ahead more than a page", async () => {
    const lists = {
      rejected: [1, 4, 5, 9, 12].map((n) => item(n, "rejected")),
      skipped: [2, 3, 10, 11].map((n) => item(n, "skipped")),
      failed: [] as Application[],
      withdrawn: [6, 7, 8].map((n) => item(n, "withdrawn")),
    };
    const api = fakeApi(lists);
    const pages = await readAll(["rejected", "skipped", "failed", "withdrawn"], 3, api);
    const order = pages.flatMap((page) => page.items.map(({ id }) => Number(id.slice(-3))));
    expect(order).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pages.every((page, index) => page.items.length === 3 || index === pages.length - 1)).toBe(true);
    expect(api.calls.every(({ limit }) => limit === 3)).toBe(true);
    // An empty stage is read once and then left alone.
    expect(api.calls.filter(({ stage }) => stage === "failed")).toHaveLength(1);
  });

  it("says when there is nothing more", async () => {
    const api = fakeApi({ review: [] });
    const [page] = await readAll(["review"], 20, api);
    expect(page!.items).toEqual([]);
    expect(hasMore(page)).toBe(false);
    expect(hasMore(undefined)).toBe(true);
  });
});

describe("the lists' orders, as the server sorts", () => {
  const ordered = (list: Application[], order: "score" | "posted" | "salary") => [...list].sort((a, b) => compareItems(a, b, order)).map(({ id }) => Number(id.slice(-3)));
  const withJob = (n: number, score: number, job: Partial<Application["job"]>) => ({ ...item(n), score, job: { ...item(n).job, ...job } });

  it("score: best first, then the newest match, then the id", () => {
    expect(ordered([withJob(1, 70, {}), withJob(2, 90, {}), withJob(3, 70, {}), { ...withJob(4, 70, {}), created_at: item(3).created_at }], "score")).toEqual([2, 4, 3, 1]);
  });

  it("posted: the newest posting first, then score; without a date last", () => {
    const list = [
      withJob(1, 70, { posted_at: "2026-02-01T00:00:00.000Z" }),
      withJob(2, 70, { posted_at: null }),
      withJob(3, 60, { posted_at: "2026-02-10T00:00:00.000Z" }),
      withJob(4, 80, { posted_at: "2026-02-10T00:00:00.000Z" }),
    ];
    expect(ordered(list, "posted")).toEqual([4, 3, 1, 2]);
  });

  it("salary: the highest a year first, then score; without one last", () => {
    const list = [withJob(1, 70, { salary_annual_max: 50_000 }), withJob(2, 99, { salary_annual_max: null }), withJob(3, 60, { salary_annual_max: 80_000 }), withJob(4, 65, { salary_annual_max: 50_000 })];
    expect(ordered(list, "salary")).toEqual([3, 1, 4, 2]);
  });
});

describe("live changes to loaded pages", () => {
  const pages = (...lists: number[][]): ListPage[] =>
    lists.map((ids, index) => ({ items: ids.map((n) => item(n, "review")), sources: [{ stage: null, cursor: index === lists.length - 1 ? null : "c", done: index === lists.length - 1, carry: [] }] }));
  const ids = (list: ListPage[]) => list.map((page) => page.items.map(({ id }) => Number(id.slice(-3))));

  it("puts a new application in its place: at the top, or after those that score better", () => {
    expect(ids(applyLiveChange(pages([5, 4], [3]), item(9, "review"), true, "score"))).toEqual([[9, 5, 4], [3]]);
    const weaker = { ...item(9, "review"), score: 60 };
    const stronger = pages([5, 4], [3]).map((page) => ({ ...page, items: page.items.map((other) => ({ ...other, score: other.id.endsWith("4") ? 50 : 70 })) }));
    expect(ids(applyLiveChange(stronger, weaker, true, "score"))).toEqual([[5, 9, 4], [3]]);
  });

  it("replaces a changed one in place and removes one that no longer belongs", () => {
    const changed = { ...item(4, "review"), score: 99 };
    const next = applyLiveChange(pages([5, 4], [3]), changed, true, "score");
    expect(ids(next)).toEqual([[5, 4], [3]]);
    expect(next[0]!.items[1]!.score).toBe(99);
    expect(ids(applyLiveChange(pages([5, 4], [3]), item(4, "queued"), false, "score"))).toEqual([[5], [3]]);
  });

  it("appends what sorts last only once every page is loaded", () => {
    const unpaid = { ...item(9, "review"), job: { ...item(9).job, salary_annual_max: null } };
    const paid = (n: number, salary: number) => ({ ...item(n, "review"), job: { ...item(n).job, salary_annual_max: salary } });
    const loaded: ListPage[] = [
      { items: [paid(1, 90_000), paid(2, 80_000)], sources: [{ stage: null, cursor: "c", done: false, carry: [] }] },
      { items: [paid(3, 70_000)], sources: [{ stage: null, cursor: null, done: true, carry: [] }] },
    ];
    expect(ids(applyLiveChange(loaded, unpaid, true, "salary"))).toEqual([[1, 2], [3, 9]]);
    expect(ids(applyLiveChange(loaded, paid(8, 85_000), true, "salary"))).toEqual([[1, 8, 2], [3]]);
    const partial = loaded.slice(0, 1);
    expect(applyLiveChange(partial, unpaid, true, "salary")).toBe(partial);
  });

  it("returns the same pages when nothing changes", () => {
    const loaded = pages([5, 4]);
    expect(applyLiveChange(loaded, item(7, "queued"), false, "score")).toBe(loaded);
  });

  it("shows each item once, in its latest version, still matching", () => {
    const loaded: ListPage[] = [
      { items: [item(5, "review"), item(4, "review")], sources: [] },
      { items: [item(4, "review"), item(3, "review")], sources: [] },
    ];
    const moved = { ...item(3, "queued"), updated_at: "2026-03-02T00:00:00.000Z" };
    const shown = visibleItems(loaded, new Map([[moved.id, moved]]), (candidate) => candidate.stage === "review");
    expect(shown.map(({ id }) => Number(id.slice(-3)))).toEqual([5, 4]);
    const stale = { ...item(5, "queued"), updated_at: "2000-01-01T00:00:00.000Z" };
    expect(visibleItems(loaded, new Map([[stale.id, stale]]), (candidate) => candidate.stage === "review")).toHaveLength(3);
  });
});
