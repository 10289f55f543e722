/** How the app names itself to analytics and monitoring. */
export const APP_NAME = "job-copilot";
export const APP_VERSION = "1";
export const RELEASE = `${APP_NAME}@${APP_VERSION}`;

/** 50 % of sessions traced, 50 % of sessions replayed. */
export const SENTRY_SAMPLE_RATES = { tracesSampleRate: 0.5, replaysSessionSampleRate: 0.5, replaysOnErrorSampleRate: 1.0 } as const;
