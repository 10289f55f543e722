import type { SWRConfiguration } from "swr";
import { ApiError } from "@/lib/api/request";
import { serverDataIsFresh } from "./server-data";

/** The data cache's timings. */
export const SWR_TIMINGS = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  loadingTimeout: { normal: 3000, slow: 5000 },
  errorRetryInterval: { normal: 5000, slow: 10000 },
} as const;

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

export function isSlowConnection(nav: { connection?: NetworkInformation } | undefined = globalThis.navigator as never): boolean {
  const connection = nav?.connection;
  return Boolean(connection && (connection.saveData || ["slow-2g", "2g"].includes(connection.effectiveType ?? "")));
}

/** Exponential backoff from the base interval; client errors (4xx) are not retried. */
export function retryDelay(error: unknown, retryCount: number, baseInterval: number): number | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
  return baseInterval * 2 ** Math.min(retryCount - 1, 6);
}

export function swrOptions(slow = isSlowConnection()): SWRConfiguration {
  const errorRetryInterval = slow ? SWR_TIMINGS.errorRetryInterval.slow : SWR_TIMINGS.errorRetryInterval.normal;
  return {
    dedupingInterval: SWR_TIMINGS.dedupingInterval,
    focusThrottleInterval: SWR_TIMINGS.focusThrottleInterval,
    loadingTimeout: slow ? SWR_TIMINGS.loadingTimeout.slow : SWR_TIMINGS.loadingTimeout.normal,
    errorRetryInterval,
    use: [serverDataIsFresh],
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      const delay = retryDelay(error, retryCount, errorRetryInterval);
      if (delay !== null) setTimeout(() => revalidate({ retryCount }), delay);
    },
  };
}

/** Session data is only ever changed by us: never refetched on focus, reconnect or staleness. */
export const SESSION_SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  revalidateOnMount: false,
};

/** Subscription data is refetched when the window regains focus. */
export const SUBSCRIPTION_SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: true };
