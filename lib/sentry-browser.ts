import { RELEASE, SENTRY_SAMPLE_RATES } from "@/lib/monitoring";

type SentryModule = typeof import("@sentry/nextjs");

/**
 * Inlined by the build: without a DSN every call below returns at once, and Sentry's code is only
 * ever an unused async chunk, so no page loads a byte of it.
 */
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;

let loaded: Promise<SentryModule> | null = null;

/**
 * Loads and starts Sentry (call it once the page is interactive). Session Replay, the heaviest part,
 * comes from Sentry's CDN afterwards, at the sample rates of SENTRY_SAMPLE_RATES.
 */
export function startMonitoring(): Promise<SentryModule> | null {
  if (!DSN) return null;
  loaded ??= import("@sentry/nextjs").then((Sentry) => {
    Sentry.init({ dsn: DSN, release: RELEASE, ...SENTRY_SAMPLE_RATES });
    Sentry.lazyLoadIntegration("replayIntegration")
      .then((replay) => Sentry.addIntegration(replay()))
      .catch((error: unknown) => console.warn("Session replay could not be loaded", error));
    return Sentry;
  });
  return loaded;
}

/** Runs `run` with Sentry when monitoring is configured (loading it if an error comes first); otherwise nothing. */
export function withSentry(run: (Sentry: SentryModule) => void): void {
  void startMonitoring()
    ?.then(run)
    .catch((error: unknown) => console.warn("Monitoring is unavailable", error));
}
