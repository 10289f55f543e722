"use client";

// A client module: React's effect hooks do not exist in server components, which import options.ts
// through the resource modules (their keys).
import { useEffect, useLayoutEffect } from "react";
import { unstable_serialize, useSWRConfig, type Middleware } from "swr";

// Layout effect in the browser so the cache holds the data before any other effect can mutate it;
// on the server effects never run, and useLayoutEffect would only warn.
const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Data a server page rendered for this request (its SWR `fallback`) counts as fresh: a hook that
 * mounts on it does not fetch it again. SWR alone revalidates fallback data on mount, so every
 * server-rendered page re-read what it had just sent.
 *
 * Only while the cache has nothing for the key: then what the hook shows is that fallback. On
 * mount the fallback is written to the cache, as if it had just been fetched, so mutations with
 * an updater (the applications stream, optimistic edits) start from it; any later mount finds it
 * cached and revalidates as usual. Focus and reconnect revalidation, mutate() and refresh
 * intervals are untouched, and hooks that set revalidateOnMount themselves (the session) keep it.
 */
export const serverDataIsFresh: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig();
  // Function keys (useSWRInfinite's pages) are left alone: their fallback is keyed differently.
  const serialized = typeof key === "function" ? "" : unstable_serialize(key);
  const served =
    serialized && config.fallbackData === undefined && config.revalidateOnMount === undefined ? config.fallback?.[serialized] : undefined;
  const fromServer = served !== undefined && cache.get(serialized)?.data === undefined;
  const swr = useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  useCommitEffect(() => {
    if (!fromServer) return;
    const entry = cache.get(serialized);
    // A fetch or mutation that landed meanwhile is newer than what the server rendered.
    if (entry?.data === undefined) cache.set(serialized, { ...entry, data: served });
  }, [cache, fromServer, serialized, served]);
  return swr;
};
