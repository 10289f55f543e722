const sentry = {
  init: jest.fn(),
  addIntegration: jest.fn(),
  lazyLoadIntegration: jest.fn(async () => () => ({ name: "Replay" })),
  captureException: jest.fn(),
};
jest.mock("@sentry/nextjs", () => sentry);

type Module = typeof import("./sentry-browser");

/** The module reads the DSN once, as the build inlines it: each case loads it afresh. */
function load(dsn: string | undefined): Module {
  if (dsn) process.env.NEXT_PUBLIC_SENTRY_DSN = dsn;
  else delete process.env.NEXT_PUBLIC_SENTRY_DSN;
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual("./sentry-browser");
  });
  return loaded!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());
afterAll(() => delete process.env.NEXT_PUBLIC_SENTRY_DSN);

describe("browser monitoring", () => {
  it("does nothing without a DSN: nothing loaded, nothing reported", async () => {
    const monitoring = load(undefined);
    expect(monitoring.startMonitoring()).toBeNull();
    const use = jest.fn();
    monitoring.withSentry(use);
    await flush();
    expect(use).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it("with a DSN, starts once with the seed's sampling and adds Replay lazily", async () => {
    const monitoring = load("https://key@o1.ingest.sentry.io/2");
    const first = monitoring.startMonitoring();
    expect(monitoring.startMonitoring()).toBe(first);
    await first;
    await flush();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: "https://key@o1.ingest.sentry.io/2", tracesSampleRate: 0.5, replaysSessionSampleRate: 0.5, replaysOnErrorSampleRate: 1 }),
    );
    expect(sentry.init.mock.calls[0][0]).not.toHaveProperty("integrations");
    expect(sentry.lazyLoadIntegration).toHaveBeenCalledWith("replayIntegration");
    expect(sentry.addIntegration).toHaveBeenCalledWith({ name: "Replay" });
  });

  it("an error reported before the page loaded starts monitoring and is sent", async () => {
    const monitoring = load("https://key@o1.ingest.sentry.io/2");
    const error = new Error("boom");
    monitoring.withSentry((Sentry) => Sentry.captureException(error));
    await flush();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledWith(error);
  });
});
