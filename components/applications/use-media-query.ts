"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Whether a media query matches; null while rendering on the server, where it cannot be known. */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** The side panel sits beside the list from this width; below it the details open full screen. */
export const DESKTOP_QUERY = "(min-width: 1024px)";
