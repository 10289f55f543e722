"use client";

import { useEffect } from "react";

/** A click that would leave the page through a link of this app, in this tab. */
export function leavesThroughLink(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented" | "target">): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * question) and following one of the app's links (`question`, confirmed in a dialog of the browser).
 */
export function useLeaveGuard(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      const link = leavesThroughLink(event);
      if (link && link.href !== window.location.href && !window.confirm(question)) event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    // Captured before the app's own link handlers, which leave a prevented click alone.
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [active, question]);
}
