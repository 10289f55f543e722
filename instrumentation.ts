import * as Sentry from "@sentry/nextjs";
import { publicEnv } from "@/lib/env";
import { RELEASE, SENTRY_SAMPLE_RATES } from "@/lib/monitoring";

export async function register() {
  if (publicEnv.sentryDsn) {
    Sentry.init({ dsn: publicEnv.sentryDsn, release: RELEASE, tracesSampleRate: SENTRY_SAMPLE_RATES.tracesSampleRate });
  }
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Validates configuration, migrates the database and creates demo data before the first request
  // (unless the backend runs separately at API_URL).
  const { startBackendOrExit } = await import("./server/runtime");
  await startBackendOrExit();
}

export const onRequestError = Sentry.captureRequestError;
