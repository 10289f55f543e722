"use client";

import { useEffect, useSyncExternalStore } from "react";

// The first sign of a person at the page: then what they may reach for next is fetched. Not at
// idle time: a page nobody touches (a crawler, Lighthouse, a tab opened in the background) would
// still download and parse it, and on a slow phone that parsing competes with the page itself.
const INTERACTIONS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;
const waiting: (() => void)[] = [];
let interacted = false;
let listening = false;

function startAll() {
  interacted = true;
  for (const event of INTERACTIONS) window.removeEventListener(event, startAll, true);
  for (const work of waiting.splice(0)) work();
}

/** Runs `work` once the person at the page first moves, touches, types or focuses; at once after that. */
export function afterFirstInteraction(work: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  if (interacted) {
    work();
    return () => undefined;
  }
  waiting.push(work);
  if (!listening) {
    listening = true;
    for (const event of INTERACTIONS) window.addEventListener(event, startAll, { capture: true, passive: true });
  }
  return () => {
    const index = waiting.indexOf(work);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export type DeferredModule<T> = {
  /** Starts the download now; resolves with the module. */
  load: () => Promise<T>;
  /** Starts the download now for a press that came before it arrived; a failure is logged, and the next press tries again. */
  request: () => void;
  /**
   * The module once it has arrived, else null: on the server, while hydrating and until then.
   * `needed`: the component must show it now (an open dialog), so the download starts at once.
   */
  useModule: (needed?: boolean) => T | null;
  /** The module if it has arrived: for parts that only render inside what useModule() rendered. */
  loaded: () => T | null;
};

/**
 * Code a page needs only after it is interactive (menus, dialogs): fetched on the first
 * interaction with the page once a component using it has mounted, so it stays out of the
 * first-load JavaScript.
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
  const request = () => void load().catch((error: unknown) => console.error("Could not load part of the page", error));
  let scheduled = false;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!scheduled) {
      scheduled = true;
      afterFirstInteraction(request);
    }
    return () => listeners.delete(listener);
  };
  const current = () => value;
  const onServer = () => null;

  return {
    load,
    request,
    useModule: (needed = false) => {
      const arrived = useSyncExternalStore(subscribe, current, onServer);
      useEffect(() => {
        if (needed && !arrived) request();
      }, [needed, arrived]);
      return arrived;
    },
    loaded: current,
  };
}
