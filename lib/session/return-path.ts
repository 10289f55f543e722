import { LOGIN_PATH } from "./constants";

const BASE = "http://return-path.invalid";

/**
 * The `r` parameter, if it is a same-origin relative path: one leading slash, no scheme, no
 * backslash, no control characters. Anything else is dropped (open-redirect defence).
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
  // Back to the login page would be a loop.
  if (url.pathname === LOGIN_PATH) return null;
  return path;
}

/** Where a visitor without a session goes: the login page, remembering the current path in `r`. */
export const loginRedirectPath = (pathWithSearch: string) => `${LOGIN_PATH}?r=${encodeURIComponent(pathWithSearch)}`;
