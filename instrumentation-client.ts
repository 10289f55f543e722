import * as Sentry from "@sentry/nextjs";
import { publicEnv } from "@/lib/env";
import { RELEASE, SENTRY_SAMPLE_RATES } from "@/lib/monitoring";

// Monitoring only when a DSN is configured.
if (publicEnv.sentryDsn) {
  Sentry.init({
    dsn: publicEnv.sentryDsn,
    release: RELEASE,
    ...SENTRY_SAMPLE_RATES,
    integrations: [Sentry.replayIntegration()],
  });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
