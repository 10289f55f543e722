import { clockOf, EnvError, isEmbeddedDemo, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills every default when nothing is set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      APP_ENV: "local",
      PORT: 3000,
      DATA_DIR: "./data",
      WEB_ORIGIN: "http://localhost:3000",
      ADMIN_EMAILS: [],
      PREMIUM_FREE_FOR_DEMO: false,
      JOB_SOURCES: "fixtures",
    });
    expect(isEmbeddedDemo(env)).toBe(true);
  });

  it("points WEB_ORIGIN at this machine on PORT unless it is set", () => {
    expect(parseEnv({ PORT: "3301" }).WEB_ORIGIN).toBe("http://localhost:3301");
    expect(parseEnv({ PORT: "3301", WEB_ORIGIN: "https://jobs.example.org" }).WEB_ORIGIN).toBe("https://jobs.example.org");
  });

  it("treats empty strings as unset and normalises lists and origins", () => {
    const env = parseEnv({ DATABASE_URL: "", ADMIN_EMAILS: " Boss@Example.com, ,ops@example.com", WEB_ORIGIN: "https://app.example.com/path" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(env.WEB_ORIGIN).toBe("https://app.example.com");
  });

  it("names every wrong variable and what it expects", () => {
    try {
      parseEnv({ DATABASE_URL: "mysql://x", PORT: "http", PREMIUM_FREE_FOR_DEMO: "yes", NEXT_PUBLIC_GA_ID: "UA-1" });
      throw new Error("should have failed");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/DATABASE_URL: expected a URL starting with postgres:\/\/ or postgresql:\/\//);
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/PREMIUM_FREE_FOR_DEMO: expected "true" or "false"/);
      expect(message).toMatch(/NEXT_PUBLIC_GA_ID: expected a GA4 id/);
    }
  });

  it("requires AUTH_SECRET in production, but not while building", () => {
    expect(() => parseEnv({ APP_ENV: "production" })).toThrow(/AUTH_SECRET: required when APP_ENV=production/);
    expect(() => parseEnv({ APP_ENV: "production" }, { runtime: false })).not.toThrow();
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: expected at least 32 characters/);
    const production = parseEnv({ APP_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(isEmbeddedDemo(production)).toBe(false);
  });

  it("lets a process leave background work to `npm run worker` only with PostgreSQL", () => {
    expect(parseEnv({}).RUN_WORKERS).toBe(true);
    expect(() => parseEnv({ RUN_WORKERS: "false" })).toThrow(/RUN_WORKERS: can be false only with DATABASE_URL/);
    expect(parseEnv({ RUN_WORKERS: "false", DATABASE_URL: "postgres://u@localhost/db" }).RUN_WORKERS).toBe(false);
  });

  it("takes an LLM endpoint with the model it serves", () => {
    expect(() => parseEnv({ LLM_MODEL: "llama3.2" })).toThrow(/LLM_BASE_URL: required when LLM_API_KEY or LLM_MODEL is set/);
    expect(() => parseEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/LLM_MODEL: required when LLM_BASE_URL is set/);
    expect(() => parseEnv({ LLM_BASE_URL: "127.0.0.1:11434/v1", LLM_MODEL: "llama3.2" })).toThrow(/LLM_BASE_URL: expected a URL starting with http:\/\/ or https:\/\//);
    expect(parseEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.2" })).toMatchObject({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.2" });
  });

  it("takes Stripe as a pair of secrets, with an optional API base for tests", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "whsec_123" })).toThrow(/STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow(/STRIPE_SECRET_KEY: expected a Stripe secret key/);
    expect(() => parseEnv({ STRIPE_API_BASE: "localhost:12111" })).toThrow(/STRIPE_API_BASE: expected a URL starting with http:\/\/ or https:\/\//);
    const env = parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "http://127.0.0.1:12111/" });
    expect(env.STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
  });

  it("never treats a PostgreSQL deployment as the embedded demo", () => {
    expect(isEmbeddedDemo(parseEnv({ DATABASE_URL: "postgres://u@localhost/db" }))).toBe(false);
  });

  it("pins the clock to CLOCK_NOW for evaluations, never in production", () => {
    const env = parseEnv({ CLOCK_NOW: "2026-11-20T12:00:00Z" });
    const now = clockOf(env);
    expect(now().toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(now()).not.toBe(now());
    expect(clockOf(parseEnv({ CLOCK_NOW: "2026-11-20T13:00:00+01:00" }))().toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(() => parseEnv({ CLOCK_NOW: "2026-11-20" })).toThrow(/CLOCK_NOW: expected an ISO 8601 timestamp with a zone/);
    expect(() => parseEnv({ CLOCK_NOW: "yesterday" })).toThrow(/CLOCK_NOW:/);
    const production = { APP_ENV: "production", AUTH_SECRET: "x".repeat(40), CLOCK_NOW: "2026-11-20T12:00:00Z" };
    expect(() => parseEnv(production)).toThrow(/CLOCK_NOW: not allowed when APP_ENV=production/);
    expect(() => parseEnv(production, { runtime: false })).toThrow(/CLOCK_NOW: not allowed/);
  });

  it("reads the real time when CLOCK_NOW is unset", () => {
    const before = Date.now();
    const now = clockOf(parseEnv({ CLOCK_NOW: "" }))().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
