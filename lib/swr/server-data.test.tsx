import type { SWRConfiguration } from "swr";

// A browser's window, set before SWR and React DOM load (both read it at import): SWR then
// behaves as in a browser (layout effects, focus listeners) and React DOM can schedule updates.
const browser = Object.assign(new EventTarget(), { HTMLIFrameElement: class {} });
Object.assign(globalThis, { window: browser, IS_REACT_ACT_ENVIRONMENT: true });

let React: typeof import("react");
let createRoot: typeof import("react-dom/client").createRoot;
let swr: typeof import("swr");
let swrOptions: typeof import("./options").swrOptions;
let SWR_TIMINGS: typeof import("./options").SWR_TIMINGS;
beforeAll(async () => {
  React = await import("react");
  ({ createRoot } = await import("react-dom/client"));
  swr = await import("swr");
  ({ swrOptions, SWR_TIMINGS } = await import("./options"));
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

// Hooks that render nothing need no real DOM: React only listens for events on the container.
const container = () => ({ nodeType: 1, tagName: "DIV", namespaceURI: "http://www.w3.org/1999/xhtml", ownerDocument: null, textContent: "", addEventListener() {}, removeEventListener() {} }) as unknown as HTMLElement;
const act = (callback: () => unknown) => React.act(async () => void (await callback()));

type Shown = Record<string, unknown>;

function Reader({ path, shown, config }: { path: string; shown: Shown; config?: SWRConfiguration }) {
  shown[path] = swr.default(path, config).data;
  return null;
}

/** Mounts readers of `paths` under the app's options and a page's fallback, as the pages do. */
async function mount(paths: string[], fallback: Record<string, unknown>, options: { cache?: Map<string, never>; config?: SWRConfiguration } = {}) {
  const fetched: string[] = [];
  const fetcher = async (path: string) => {
    fetched.push(path);
    return { data: `fetched ${path}` };
  };
  const cache = options.cache ?? new Map();
  const shown: Shown = {};
  const root = createRoot(container());
  let scoped: ReturnType<typeof swr.useSWRConfig> | undefined;
  function Scope() {
    scoped = swr.useSWRConfig();
    return null;
  }
  await act(async () => {
    root.render(
      <swr.SWRConfig value={{ ...swrOptions(false), provider: () => cache, fetcher, dedupingInterval: 0, loadingTimeout: 0 }}>
        <swr.SWRConfig value={{ fallback }}>
          <Scope />
          {paths.map((path) => (
            <Reader key={path} path={path} shown={shown} config={options.config} />
          ))}
        </swr.SWRConfig>
      </swr.SWRConfig>,
    );
  });
  // SWR defers the revalidation of a key that already shows data to the next frame (a timer here).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { fetched, shown, cache, mutate: scoped!.mutate, unmount: () => act(() => root.unmount()) };
}

describe("data the server rendered for this request", () => {
  it("is not fetched again on mount, while a key the server left out is", async () => {
    const page = await mount(["/copilots", "/profile/stats"], { "/copilots": { data: "from the server" } });
    expect(page.fetched).toEqual(["/profile/stats"]);
    expect(page.shown).toEqual({ "/copilots": { data: "from the server" }, "/profile/stats": { data: "fetched /profile/stats" } });
    await page.unmount();
  });

  it("is in the cache once mounted, so an updater mutation (the applications stream) starts from it", async () => {
    const page = await mount(["/applications/counts"], { "/applications/counts": { data: 3 } });
    await act(() => page.mutate("/applications/counts", (current?: { data: number }) => current && { data: current.data + 1 }, { revalidate: false }));
    expect(page.shown["/applications/counts"]).toEqual({ data: 4 });
    expect(page.fetched).toEqual([]);
    await page.unmount();
  });

  it("is still revalidated by mutate()", async () => {
    const page = await mount(["/copilots"], { "/copilots": { data: "from the server" } });
    await act(() => page.mutate("/copilots"));
    expect(page.fetched).toEqual(["/copilots"]);
    expect(page.shown["/copilots"]).toEqual({ data: "fetched /copilots" });
    await page.unmount();
  });

  it("is refreshed when the window regains focus once focusThrottleInterval has passed", async () => {
    const page = await mount(["/copilots"], { "/copilots": { data: "from the server" } });
    const later = Date.now() + SWR_TIMINGS.focusThrottleInterval + 1;
    jest.spyOn(Date, "now").mockReturnValue(later);
    await act(async () => {
      browser.dispatchEvent(new Event("focus"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(page.fetched).toEqual(["/copilots"]);
    expect(page.shown["/copilots"]).toEqual({ data: "fetched /copilots" });
    jest.restoreAllMocks();
    await page.unmount();
  });

  it("is revalidated as usual when the cache already held the key from earlier in the visit", async () => {
    const cache = new Map([["/copilots", { data: { data: "cached earlier" } }]]) as Map<string, never>;
    const page = await mount(["/copilots"], { "/copilots": { data: "from the server" } }, { cache });
    expect(page.fetched).toEqual(["/copilots"]);
    await page.unmount();
  });

  it("leaves a hook's own revalidateOnMount alone", async () => {
    const page = await mount(["/copilots"], { "/copilots": { data: "from the server" } }, { config: { revalidateOnMount: true } });
    expect(page.fetched).toEqual(["/copilots"]);
    await page.unmount();
  });
});
