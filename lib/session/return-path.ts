import { LOGIN_PATH } from "./constants";

const BASE = "http://return-path.invalid";

const isOffSite = (path: string) => path.startsWith("//") || path.includes("\\") || new URL(path, BASE).origin !== BASE;

/**
 * The `r` parameter, if it is a same-origin relative path: one leading slash, no scheme, no
 * backslash, no control characters. Anything else is dropped (open-redirect defence).
 *
 * The raw value is checked, then normalised, then the normalised path is checked again: dot
 * segments and percent-encoded dots can turn a harmless-looking `/.//host` or `/%2e//host` into
 * the protocol-relative `//host` only after normalisation.
 */
export function sanitizeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (isOffSite(path)) return null;
  // Back to the login page would be a loop.
  if (url.pathname === LOGIN_PATH) return null;
  return path;
}

/**
 * The absolute URL of a sanitised path on the app's own origin, or null when it would leave it.
 * Redirects are built with this, never by resolving a path against a URL that came from outside.
 */
export function sameOriginUrl(path: string, origin: string): URL | null {
  if (isOffSite(path)) return null;
  const url = new URL(path, origin);
  return url.origin === new URL(origin).origin ? url : null;
}

/** Where a visitor without a session goes: the login page, remembering the current path in `r`. */
export const loginRedirectPath = (pathWithSearch: string) => `${LOGIN_PATH}?r=${encodeURIComponent(pathWithSearch)}`;
