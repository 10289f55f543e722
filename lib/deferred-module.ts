"use client";

import { useSyncExternalStore } from "react";

/**
 * Runs `work` when the browser is idle after the page's own work (two seconds at most), or after
 * 200 ms where there is no idle callback (Safari). Returns a cancel function.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

export type DeferredModule<T> = {
  /** Starts the download now (a press that came before it arrived); resolves with the module. */
  load: () => Promise<T>;
  /** The module once it has arrived, else null: on the server, while hydrating and until then. */
  useModule: () => T | null;
  /** The module if it has arrived: for parts that only render inside what useModule() rendered. */
  loaded: () => T | null;
};

/**
 * Code a page needs only after it is interactive (menus, dialogs): fetched when the browser is
 * idle once a component using it has mounted, so it stays out of the first-load JavaScript.
 * Components render a plain stand-in until it arrives; the server and hydration render that
 * stand-in too, so the swap never breaks hydration.
 */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importer().then(
      (module) => {
        value = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment) may be retried by the next press.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!value) whenIdle(() => void load().catch((error: unknown) => console.error("Could not load part of the page", error)));
    return () => listeners.delete(listener);
  };
  const current = () => value;
  const onServer = () => null;

  return {
    load,
    useModule: () => useSyncExternalStore(subscribe, current, onServer),
    loaded: current,
  };
}
