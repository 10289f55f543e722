// The live stream's connection, apart from React so it can be tested: EventSource cannot send
// headers, so the access token goes in the URL; the server ends the stream when that token
// expires, so every reconnect asks for a current token and resumes after the last event seen.

export type StreamStatus = "connecting" | "live" | "reconnecting" | "offline";

/** The part of EventSource used here (tests pass a fake). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

const CLOSED = 2;

export type StreamOptions = {
  /** The stream's address for a token, resuming after `lastEventId` when there is one. */
  url: (token: string, lastEventId: number | null) => string;
  /**
   * A token good for a while. `refused` is the token the server last refused (null when none), so
   * a token that was already renewed elsewhere meanwhile is used as it is, not renewed again.
   * Null: signed out.
   */
  getToken: (refused: string | null) => Promise<string | null>;
  open: (url: string) => EventSourceLike;
  eventTypes: readonly string[];
  onEvent: (type: string, data: unknown, id: number | null) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Connected without a place to resume from: what happened meanwhile must be read afresh. */
  onResync?: () => void;
  /**
   * The newest event id when the page's data was read (null: unknown). The first connection then
   * resumes after it, replaying what happened since, instead of reading everything again.
   */
  resumeAfter?: number | null;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
};

export const BACKOFF = { baseMs: 1000, maxMs: 30_000 } as const;

/** Wait before reconnect attempt `attempt` (0 first): doubling up to the cap, jittered to 50–100%. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The stream's event ids only grow: a replayed or repeated id is dropped. */
export class EventIdTracker {
  last: number | null = null;

  /** Whether an event with this id is new; remembers it when it is. */
  accept(rawId: string | number | null | undefined): boolean {
    const id = typeof rawId === "number" ? rawId : rawId ? Number(rawId) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 0) return true;
    if (this.last !== null && id <= this.last) return false;
    this.last = id;
    return true;
  }
}

export class StreamConnection {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private refused: string | null = null;
  private token: string | null = null;
  private stopped = true;
  private generation = 0;
  private status: StreamStatus | null = null;
  readonly ids = new EventIdTracker();

  constructor(private readonly options: StreamOptions) {
    if (options.resumeAfter !== undefined && options.resumeAfter !== null) this.ids.accept(options.resumeAfter);
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    this.generation += 1;
    this.clearTimer();
    this.source?.close();
    this.source = null;
  }

  /** Reconnects at once (the browser came back online), unless connected. */
  wake() {
    if (this.stopped || this.status === "live") return;
    this.clearTimer();
    this.attempt = 0;
    void this.connect();
  }

  private setStatus(status: StreamStatus) {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private clearTimer() {
    if (this.timer !== null) (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
  }

  private retryLater() {
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.clearTimer();
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect() {
    const generation = ++this.generation;
    this.source?.close();
    this.source = null;
    this.setStatus(this.status === null ? "connecting" : "reconnecting");
    let token: string | null = null;
    try {
      token = await this.options.getToken(this.refused);
    } catch {
      token = null;
    }
    if (this.stopped || generation !== this.generation) return;
    if (!token) {
      this.setStatus("offline");
      this.retryLater();
      return;
    }
    this.refused = null;
    this.token = token;
    const resumeFrom = this.ids.last;
    const source = this.options.open(this.options.url(token, resumeFrom));
    this.source = source;
    source.onopen = () => {
      if (generation !== this.generation) return;
      this.attempt = 0;
      this.setStatus("live");
      if (resumeFrom === null) this.options.onResync?.();
    };
    for (const type of this.options.eventTypes) {
      source.addEventListener(type, (event) => {
        if (generation !== this.generation || !this.ids.accept(event.lastEventId)) return;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        this.options.onEvent(type, data, this.ids.last);
      });
    }
    source.onerror = () => {
      if (generation !== this.generation) return;
      // CLOSED: the server refused the connection (most likely an expired token), so the next
      // attempt renews it. CONNECTING: the stream ended or the network dropped; the browser would
      // retry with the same, possibly expired token — this retries with a current one instead.
      if (source.readyState === CLOSED) this.refused = this.token;
      source.close();
      this.source = null;
      this.setStatus("reconnecting");
      this.retryLater();
    };
  }
}
