import { startMonitoring, withSentry } from "@/lib/sentry-browser";

// Monitoring only when a DSN was configured at build time, and only after the page has loaded,
// so it never competes with the page for the network or the main thread.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  const start = () => void startMonitoring();
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

export function onRouterTransitionStart(href: string, navigationType: string) {
  withSentry((Sentry) => Sentry.captureRouterTransitionStart(href, navigationType));
}
