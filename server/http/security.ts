import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_BASE } from "@/lib/backend/base";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/body";
import { contentTypeRefusal, originRefusal, ownOrigin } from "@/lib/http/csrf";
import { MAX_CV_BYTES } from "@/lib/contracts/resume";
import type { AppEnv } from "./context";
import { errorBody } from "@/lib/http/envelope";

export const MAX_BODY_BYTES = MAX_JSON_BODY_BYTES;
/** A CV upload: the file plus room for the multipart boundaries and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_CV_BYTES + 64 * 1024;

/** The CV upload routes: the only ones that take multipart/form-data, and a body over 1 MB. */
const UPLOAD_PATHS = new Set([`${API_BASE}/file-upload`, `${API_BASE}/resumes`]);
const isUpload = (method: string, path: string) => method === "POST" && UPLOAD_PATHS.has(path);

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Stripe's webhook: a server-to-server call authenticated by its signature over the raw body,
 * whatever its headers say, so the browser-oriented checks below do not apply to it.
 */
const SIGNED_WEBHOOK_PATHS = new Set([`${API_BASE}/billing/stripe/webhook`]);

/**
 * CSRF defence for state-changing requests (the rules in lib/http/csrf.ts, shared with the web
 * app's route handlers): a foreign or "null" Origin and cross-site fetch metadata are refused, and
 * a body must be JSON, except multipart/form-data on the upload routes.
 */
export function csrfGuard(webOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (c.req.method === "POST" && SIGNED_WEBHOOK_PATHS.has(c.req.path)) return next();
    const own = ownOrigin(c.req.url, c.req.header("host"), c.req.header("x-forwarded-proto"));
    const foreign = originRefusal({ origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") }, [webOrigin, own]);
    if (foreign) return c.json(errorBody(foreign.code, foreign.message), foreign.status);
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    const contentType = c.req.header("content-type") ?? "";
    if (hasBody || contentType !== "") {
      const wrongType = contentTypeRefusal(contentType, { multipart: isUpload(c.req.method, c.req.path) });
      if (wrongType) return c.json(errorBody(wrongType.code, wrongType.message), wrongType.status);
    }
    return next();
  };
}

const limitJsonBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(errorBody("payload_too_large", "The request body is larger than 1 MB."), 413),
});
const limitUploadBody = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: (c) => c.json(errorBody("too_large", `The file is too large; CVs can be at most ${MAX_CV_BYTES / (1024 * 1024)} MB.`), 413),
});

export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  isUpload(c.req.method, c.req.path) ? limitUploadBody(c, next) : limitJsonBody(c, next);

/** Where the web app's server calls the backend in-process: not a host a visitor uses. */
const INTERNAL_HOSTS = new Set(["backend.internal"]);

/**
 * Warns once when visitors reach the app at a host other than WEB_ORIGIN's: the links in mails
 * (verification, password reset, referrals) and payment return pages would point elsewhere.
 */
export function warnOnForeignHost(webOrigin: string, warn: (fields: Record<string, string>, message: string) => void): MiddlewareHandler<AppEnv> {
  const expected = new URL(webOrigin).host;
  let warned = false;
  return async (c, next) => {
    if (!warned) {
      const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host") || new URL(c.req.url).host;
      if (host && host !== expected && !INTERNAL_HOSTS.has(host)) {
        warned = true;
        warn(
          { host, web_origin: webOrigin },
          `Requests arrive at ${host}, but WEB_ORIGIN is ${webOrigin}: links in mails and payment pages point there. Set WEB_ORIGIN to the address visitors use.`,
        );
      }
    }
    await next();
  };
}
