// Response headers that keep pages from being framed, sniffed or leaking where they were opened
// from. Pure functions of their inputs: used by the Edge middleware (pages, with a fresh nonce per
// request), next.config.ts (every other response) and the backend.

/** Headers every response carries, whatever it is. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  // Older browsers that ignore CSP frame-ancestors.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, subdomains included: only sent by a real deployment, which is served over HTTPS. */
export const HSTS_HEADER = "max-age=63072000; includeSubDomains";

export type CspOptions = {
  /** A fresh random value per response; Next.js puts it on its own inline and bundle scripts. */
  nonce: string;
  /** next dev evaluates code (React Refresh) and talks to its dev server over a websocket. */
  development?: boolean;
  /** Origins the page's scripts call besides its own: a separately deployed backend, Sentry, analytics. */
  connectSources?: readonly string[];
  /** Sent by a real deployment only: a local http://127.0.0.1 must keep working over http. */
  upgradeInsecureRequests?: boolean;
};

/**
 * The page policy: scripts only with this response's nonce (and what they load: 'strict-dynamic'),
 * no plugins, no <base> hijack, forms post only here, and no framing by anyone (clickjacking).
 * Inline style attributes stay allowed: the dialog and toast libraries position with them.
 */
export function contentSecurityPolicy({ nonce, development = false, connectSources = [], upgradeInsecureRequests = false }: CspOptions): string {
  const connect = ["'self'", ...connectSources, ...(development ? ["ws:", "wss:"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(" ")}`,
    "frame-src 'self' https://www.googletagmanager.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** An unguessable nonce from the Web Crypto API (available on the Edge and in Node). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The origins page scripts may call, from the configuration: API_URL, the Sentry DSN's host, analytics. */
export function connectSourcesFor(config: { API_URL?: string; NEXT_PUBLIC_SENTRY_DSN?: string; NEXT_PUBLIC_GA_ID?: string; NEXT_PUBLIC_GTM_ID?: string }): string[] {
  const sources = [originOf(config.API_URL), originOf(config.NEXT_PUBLIC_SENTRY_DSN)];
  if (config.NEXT_PUBLIC_GA_ID || config.NEXT_PUBLIC_GTM_ID) {
    sources.push("https://www.google-analytics.com", "https://*.google-analytics.com", "https://www.googletagmanager.com");
  }
  return sources.filter((source): source is string => source !== null);
}
