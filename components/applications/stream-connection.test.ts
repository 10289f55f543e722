import { backoffDelay, BACKOFF, EventIdTracker, StreamConnection, type EventSourceLike } from "./stream-connection";

class FakeSource implements EventSourceLike {
  static opened: FakeSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  emit(type: string, id: number, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ lastEventId: String(id), data: JSON.stringify(data) } as MessageEvent<string>);
  }
  /** The server ended the stream (the browser would retry): readyState CONNECTING. */
  end() {
    this.readyState = 0;
    this.onerror?.({} as Event);
  }
  /** The server refused the connection (401): readyState CLOSED. */
  refuse() {
    this.readyState = 2;
    this.onerror?.({} as Event);
  }
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof import("timers")>("timers").setImmediate(resolve));

function connect(tokens: (refused: string | null) => string | null = () => "token-1", resumeAfter: number | null = null) {
  const events: [string, unknown, number | null][] = [];
  const statuses: string[] = [];
  const renewals: (string | null)[] = [];
  const resyncs: number[] = [];
  const connection = new StreamConnection({
    url: (token, last) => `/stream?access_token=${token}${last === null ? "" : `&last_event_id=${last}`}`,
    getToken: async (refused) => {
      renewals.push(refused);
      return tokens(refused);
    },
    open: (url) => new FakeSource(url),
    eventTypes: ["application.created", "copilot.run.finished"],
    onEvent: (type, data, id) => events.push([type, data, id]),
    onStatus: (status) => statuses.push(status),
    onResync: () => resyncs.push(FakeSource.opened.length),
    random: () => 1,
    resumeAfter,
  });
  return { connection, events, statuses, renewals, resyncs };
}

const latest = () => FakeSource.opened.at(-1)!;

beforeEach(() => {
  FakeSource.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("backoff", () => {
  it("doubles from one second up to thirty, jittered between half and all of it", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(0, () => 0.5)).toBe(750);
    expect(backoffDelay(-1, () => 1)).toBe(BACKOFF.baseMs);
  });
});

describe("event ids", () => {
  it("remembers the last id and drops repeats and older ids", () => {
    const ids = new EventIdTracker();
    expect(ids.accept("5")).toBe(true);
    expect(ids.accept("5")).toBe(false);
    expect(ids.accept("3")).toBe(false);
    expect(ids.accept(7)).toBe(true);
    expect(ids.last).toBe(7);
    // An event without an id is passed on and changes nothing.
    expect(ids.accept("")).toBe(true);
    expect(ids.last).toBe(7);
  });
});

describe("the stream connection", () => {
  it("opens with the token, passes events on, and resyncs once it is live without a place to resume", async () => {
    const { connection, events, statuses, resyncs } = connect();
    connection.start();
    await flush();
    expect(latest().url).toBe("/stream?access_token=token-1");
    latest().open();
    expect(statuses).toEqual(["connecting", "live"]);
    expect(resyncs).toEqual([1]);
    latest().emit("application.created", 11, { id: "a" });
    latest().emit("application.created", 11, { id: "a" });
    latest().emit("copilot.run.finished", 12, { created: 3 });
    expect(events).toEqual([
      ["application.created", { id: "a" }, 11],
      ["copilot.run.finished", { created: 3 }, 12],
    ]);
    connection.stop();
  });

  it("resumes after the position the page's data was read at: what happened since is replayed, nothing is read again", async () => {
    const { connection, events, resyncs } = connect(undefined, 40);
    connection.start();
    await flush();
    expect(latest().url).toBe("/stream?access_token=token-1&last_event_id=40");
    latest().open();
    expect(resyncs).toEqual([]);
    latest().emit("application.created", 40, { id: "already read" });
    latest().emit("application.created", 41, { id: "since" });
    expect(events).toEqual([["application.created", { id: "since" }, 41]]);
    connection.stop();
  });

  it("reconnects after the server ends the stream with a current token and the last event id", async () => {
    let token = "token-1";
    const { connection, statuses, renewals, resyncs } = connect(() => token);
    connection.start();
    await flush();
    latest().open();
    latest().emit("application.created", 41, { id: "a" });
    token = "token-2";
    latest().end();
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe("reconnecting");
    jest.advanceTimersByTime(999);
    await flush();
    expect(FakeSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(FakeSource.opened).toHaveLength(2);
    expect(latest().url).toBe("/stream?access_token=token-2&last_event_id=41");
    expect(renewals).toEqual([null, null]);
    latest().open();
    // Resumed from an id, so nothing was missed: no resync.
    expect(resyncs).toEqual([1]);
    expect(statuses.at(-1)).toBe("live");
    connection.stop();
  });

  it("renews the token after a refused connection and backs off while it keeps failing", async () => {
    const { connection, renewals } = connect();
    connection.start();
    await flush();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const before = FakeSource.opened.length;
      latest().refuse();
      let waited = 0;
      while (FakeSource.opened.length === before && waited < 60_000) {
        jest.advanceTimersByTime(500);
        waited += 500;
        await flush();
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    // Each attempt names the token that was refused, so the session layer renews only a stale one.
    expect(renewals).toEqual([null, "token-1", "token-1", "token-1", "token-1"]);
    // A connection that opens resets the backoff.
    latest().open();
    latest().end();
    jest.advanceTimersByTime(1000);
    await flush();
    expect(FakeSource.opened).toHaveLength(6);
    connection.stop();
  });

  it("goes offline without a token and keeps trying", async () => {
    let token: string | null = null;
    const { connection, statuses } = connect(() => token);
    connection.start();
    await flush();
    expect(FakeSource.opened).toHaveLength(0);
    expect(statuses).toEqual(["connecting", "offline"]);
    token = "token-3";
    jest.advanceTimersByTime(1000);
    await flush();
    expect(FakeSource.opened).toHaveLength(1);
    expect(statuses.at(-1)).toBe("reconnecting");
    connection.stop();
  });

  it("stops for good: no events, no reconnects", async () => {
    const { connection, events } = connect();
    connection.start();
    await flush();
    const source = latest();
    source.open();
    connection.stop();
    expect(source.closed).toBe(true);
    source.emit("application.created", 1, { id: "late" });
    source.end();
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(events).toEqual([]);
    expect(FakeSource.opened).toHaveLength(1);
  });

  it("reconnects at once when woken (the browser came back online)", async () => {
    const { connection } = connect();
    connection.start();
    await flush();
    latest().refuse();
    connection.wake();
    await flush();
    expect(FakeSource.opened).toHaveLength(2);
    connection.stop();
  });
});
