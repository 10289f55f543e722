import { z } from "zod";

/**
 * The one place that reads process.env. Every variable of the product is validated here once;
 * a wrong value stops start-up with a message naming the variable and what it expects.
 */

const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
// prefault, not default: the fallback goes through the schema's transforms like a given value.
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(unsetIfEmpty, schema.prefault(fallback as never));

const flag = z
  .enum(["true", "false", "1", "0"], { error: 'expected "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

const url = (protocols: string[]) =>
  z.url({ error: `expected a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}` }).refine(
    (value) => protocols.some((p) => value.startsWith(`${p}://`)),
    { error: `expected a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}` },
  );

const origin = url(["http", "https"]).transform((value) => new URL(value).origin);

export const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  /**
   * A real deployment. Separate from NODE_ENV, which `next start` always sets to production:
   * the embedded demo runs production builds too.
   */
  APP_ENV: withDefault(z.enum(["local", "production"], { error: 'expected "local" or "production"' }), "local"),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  DATABASE_URL: optional(url(["postgres", "postgresql"])),
  DATA_DIR: withDefault(z.string().min(1), "./data"),
  API_URL: optional(url(["http", "https"]).transform((value) => value.replace(/\/+$/, ""))),
  /** The address visitors use, for links in mails and payment pages; by default this machine on PORT. */
  WEB_ORIGIN: optional(origin),
  AUTH_SECRET: optional(z.string().min(32, { error: "expected at least 32 characters" })),
  ADMIN_EMAILS: withDefault(
    z
      .string()
      .transform((value) => value.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email({ error: "expected a comma-separated list of email addresses" }))),
    "",
  ),
  SMTP_URL: optional(url(["smtp", "smtps"])),
  MAIL_FROM: withDefault(z.string().min(3), "job-copilot <no-reply@job-copilot.local>"),
  LLM_BASE_URL: optional(url(["http", "https"])),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, { error: "expected a Stripe secret key (sk_…)" })),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, { error: "expected a Stripe webhook secret (whsec_…)" })),
  /** Where the Stripe SDK sends API calls instead of api.stripe.com: a local fake in tests, stripe-mock. */
  STRIPE_API_BASE: optional(url(["http", "https"]).transform((value) => value.replace(/\/+$/, ""))),
  NEXT_PUBLIC_SENTRY_DSN: optional(url(["http", "https"])),
  NEXT_PUBLIC_GA_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, { error: "expected a GA4 id like G-XXXXXXX" })),
  NEXT_PUBLIC_GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, { error: "expected a GTM id like GTM-XXXXXX" })),
  NEXT_PUBLIC_EXTENSION_ID: optional(z.string().regex(/^[a-p]{32}$/, { error: "expected a 32-letter extension id" })),
  PREMIUM_FREE_FOR_DEMO: withDefault(flag, "false"),
  JOB_SOURCES: withDefault(z.string().min(1), "fixtures"),
  /** false: this process only serves and enqueues; `npm run worker` processes do the background work. */
  RUN_WORKERS: withDefault(flag, "true"),
  /** Per-ATS hosts for the appliers, "ats=url;ats=url" (greenhouse, lever, ashby, recruitee): local replicas in tests. */
  APPLY_TARGETS: optional(
    z.string().regex(/^\s*(?:(?:greenhouse|lever|ashby|recruitee)=https?:\/\/[^;\s]+\s*(?:;\s*|$))+$/, {
      error: "expected entries ats=url separated by ;, with ats one of greenhouse, lever, ashby, recruitee",
    }),
  ),
  /** A rates table (JSON, the shape of server/jobs/match/exchange-rates.json) replacing the shipped one; read at start. */
  EXCHANGE_RATES_FILE: optional(z.string().min(1)),
  /** The Chromium the apply engine fills hosted forms with. */
  CHROMIUM_PATH: withDefault(z.string().min(1), "/usr/bin/chromium"),
  /** Pins "now" (ingestion ages, matching) so an evaluation replays exactly; never in production. */
  CLOCK_NOW: optional(z.iso.datetime({ offset: true, error: "expected an ISO 8601 timestamp with a zone, e.g. 2026-11-20T12:00:00Z" })),
}).transform((env) => ({ ...env, WEB_ORIGIN: env.WEB_ORIGIN ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses a given environment; `runtime` adds the rules that only hold for a running server, not a build. */
export function parseEnv(source: Record<string, string | undefined>, { runtime = true } = {}): Env {
  const result = envSchema.safeParse(source);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  // Build or run: a production app on a frozen clock would treat every posting's age wrongly.
  if (result.success && result.data.APP_ENV === "production" && result.data.CLOCK_NOW) {
    issues.push("CLOCK_NOW: not allowed when APP_ENV=production (it pins the clock for evaluations only)");
  }
  if (result.success && runtime) {
    const env = result.data;
    if (env.APP_ENV === "production" && !env.AUTH_SECRET) {
      issues.push("AUTH_SECRET: required when APP_ENV=production (at least 32 random characters)");
    }
    if ((env.LLM_API_KEY || env.LLM_MODEL) && !env.LLM_BASE_URL) {
      issues.push("LLM_BASE_URL: required when LLM_API_KEY or LLM_MODEL is set");
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      issues.push("LLM_MODEL: required when LLM_BASE_URL is set (the model the endpoint serves, e.g. gpt-4o-mini or llama3.2)");
    }
    if (!env.RUN_WORKERS && !env.DATABASE_URL) {
      issues.push("RUN_WORKERS: can be false only with DATABASE_URL (the embedded database has no separate worker)");
    }
    if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY) {
      issues.push("STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set");
    }
    // Renewals, cancellations from the customer portal and failed payments only arrive by webhook.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      issues.push("STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the signing secret of the webhook endpoint /api/v1/billing/stripe/webhook)");
    }
  }
  if (issues.length > 0 || !result.success) throw new EnvError(issues);
  return result.data;
}

let cached: Env | undefined;

/** The process's validated environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` evaluates the app: runtime-only rules and side effects are skipped. */
export const isBuildPhase = () => process.env.NEXT_PHASE === "phase-production-build";

export const isProduction = (env: Env) => env.APP_ENV === "production";

/** The clock the backend reads: the real time, or CLOCK_NOW frozen when set. */
export function clockOf(env: Pick<Env, "CLOCK_NOW">): () => Date {
  if (!env.CLOCK_NOW) return () => new Date();
  const pinned = new Date(env.CLOCK_NOW).getTime();
  return () => new Date(pinned);
}

/** Embedded mode: no external database, not production. Demo data is created only here. */
export const isEmbeddedDemo = (env: Env) => !env.DATABASE_URL && !isProduction(env);

/**
 * The public values the browser bundle needs. Next.js inlines only literal
 * `process.env.NEXT_PUBLIC_*` reads, so they are spelled out here (validated by next.config).
 */
export const publicEnv = {
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
  gtmId: process.env.NEXT_PUBLIC_GTM_ID || undefined,
};
