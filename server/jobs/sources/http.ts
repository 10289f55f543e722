import { parseRetryAfter } from "../../core/retry-after";
import type { Source } from "./types";

export { parseRetryAfter };

export const USER_AGENT = "job-copilot/1.0 (job discovery; reads public job-board APIs)";

/** A response that was not a success, or a body that was not JSON. Carries what the caller needs to report it. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    readonly body: string | null = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export type RateLimit = { limit: number; windowMs: number };

/** Lever asks for at most 2 requests a second, Remotive for a few a day (we allow 2 a minute); the rest get 5 a second. */
export const RATE_LIMITS: Record<Source, RateLimit> = {
  greenhouse: { limit: 5, windowMs: 1000 },
  lever: { limit: 2, windowMs: 1000 },
  ashby: { limit: 5, windowMs: 1000 },
  workable: { limit: 5, windowMs: 1000 },
  smartrecruiters: { limit: 5, windowMs: 1000 },
  recruitee: { limit: 5, windowMs: 1000 },
  arbeitnow: { limit: 5, windowMs: 1000 },
  remotive: { limit: 2, windowMs: 60_000 },
  remoteok: { limit: 5, windowMs: 1000 },
};

/** Time, injectable so tests can run the limiter and the backoff without waiting. */
export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Sliding window: at most `limit` starts in any `windowMs`; callers queue in order. */
export function createRateLimiter(rule: RateLimit, clock: Clock = systemClock) {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  return {
    acquire(): Promise<void> {
      const turn = queue.then(async () => {
        for (;;) {
          const now = clock.now();
          while (starts.length && starts[0]! <= now - rule.windowMs) starts.shift();
          if (starts.length < rule.limit) {
            starts.push(now);
            return;
          }
          await clock.sleep(starts[0]! + rule.windowMs - now);
        }
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

export type HttpClientOptions = {
  fetch?: typeof fetch;
  clock?: Clock;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts in all, the first included. */
  attempts?: number;
  /** First backoff; doubles each retry, plus up to 25% jitter. */
  backoffMs?: number;
  /** A Retry-After longer than this fails the request instead of stalling the sync. */
  maxRetryAfterMs?: number;
  rateLimits?: Partial<Record<Source, RateLimit>>;
  userAgent?: string;
  random?: () => number;
};

export type RequestOptions = { source: Source; headers?: Record<string, string> };

export type HttpClient = {
  /** GET a JSON document, rate-limited per source, with timeout and retries. */
  getJson(url: string, options: RequestOptions): Promise<unknown>;
};

const RETRYABLE_STATUS = (status: number) => status === 429 || status >= 500;

/** The one request function every connector uses. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const random = options.random ?? Math.random;
  const limiters = new Map<Source, ReturnType<typeof createRateLimiter>>();
  const limiter = (source: Source) => {
    let found = limiters.get(source);
    if (!found) {
      found = createRateLimiter(options.rateLimits?.[source] ?? RATE_LIMITS[source], clock);
      limiters.set(source, found);
    }
    return found;
  };

  async function attempt(url: string, request: RequestOptions): Promise<unknown> {
    await limiter(request.source).acquire();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url, {
        headers: { accept: "application/json", "user-agent": options.userAgent ?? USER_AGENT, ...request.headers },
        signal: controller.signal,
        redirect: "follow",
      });
      const body = await response.text();
      if (!response.ok) {
        const error = new HttpError(`${request.source}: GET ${url} answered ${response.status}`, url, response.status, body.slice(0, 500));
        (error as RetryHint).retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), clock.now());
        throw error;
      }
      try {
        return JSON.parse(body);
      } catch {
        throw new HttpError(`${request.source}: GET ${url} did not return JSON`, url, response.status, body.slice(0, 500));
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : `failed: ${(error as Error).message}`;
      throw Object.assign(new HttpError(`${request.source}: GET ${url} ${reason}`, url, null), { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getJson(url, request) {
      for (let tried = 1; ; tried++) {
        try {
          return await attempt(url, request);
        } catch (error) {
          const failure = error as HttpError & RetryHint;
          const retryable = failure.status === null || RETRYABLE_STATUS(failure.status);
          if (!retryable || tried >= attempts) throw failure;
          let delay = backoffMs * 2 ** (tried - 1) * (1 + random() * 0.25);
          if (failure.retryAfterMs != null) {
            if (failure.retryAfterMs > maxRetryAfterMs) throw failure;
            delay = Math.max(delay, failure.retryAfterMs);
          }
          await clock.sleep(delay);
        }
      }
    },
  };
}

type RetryHint = { retryAfterMs?: number | null };
