import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/body";
import { MAX_CV_BYTES } from "@/lib/validations/resume";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

export const MAX_BODY_BYTES = MAX_JSON_BODY_BYTES;
/** A CV upload: the file plus room for the multipart boundaries and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_CV_BYTES + 64 * 1024;

/**
 * The CV upload routes: the only ones that take multipart/form-data, and a body over 1 MB. Full
 * paths, spelled out because API_BASE lives in app.ts, which imports this file.
 */
const UPLOAD_PATHS = new Set(["/api/v1/file-upload", "/api/v1/resumes"]);
const isUpload = (method: string, path: string) => method === "POST" && UPLOAD_PATHS.has(path);

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Stripe's webhook: a server-to-server call authenticated by its signature over the raw body,
 * whatever its headers say, so the browser-oriented checks below do not apply to it.
 */
const SIGNED_WEBHOOK_PATHS = new Set(["/api/v1/billing/stripe/webhook"]);

/** The origin a browser would send for a same-origin request to this server. */
function ownOrigin(url: string, host: string | undefined, forwardedProto: string | undefined) {
  const parsed = new URL(url);
  const proto = forwardedProto?.split(",")[0]?.trim() || parsed.protocol.replace(":", "");
  return `${proto}://${host ?? parsed.host}`;
}

/**
 * CSRF defence for state-changing requests: a foreign or "null" Origin and cross-site fetch
 * metadata are refused, and bodies must be JSON, except multipart/form-data on the upload routes.
 * Requests without an Origin (API clients using a bearer token) pass: browsers always send Origin
 * on cross-origin POSTs, including the form posts that multipart would otherwise let through.
 */
export function csrfGuard(webOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (c.req.method === "POST" && SIGNED_WEBHOOK_PATHS.has(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      const allowed = [webOrigin, ownOrigin(c.req.url, c.req.header("host"), c.req.header("x-forwarded-proto"))];
      if (origin === "null" || !allowed.includes(origin)) {
        return c.json(errorBody("forbidden_origin", "Requests from other sites are not accepted."), 403);
      }
    }
    if (c.req.header("sec-fetch-site") === "cross-site") {
      return c.json(errorBody("forbidden_origin", "Requests from other sites are not accepted."), 403);
    }
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    const contentType = c.req.header("content-type") ?? "";
    if (isUpload(c.req.method, c.req.path)) {
      if ((hasBody || contentType !== "") && !/^multipart\/form-data\b/i.test(contentType)) {
        return c.json(errorBody("unsupported_media_type", "Send the CV as multipart/form-data, in a field named file."), 415);
      }
    } else if ((hasBody || contentType !== "") && !/^application\/json\b/i.test(contentType)) {
      return c.json(errorBody("unsupported_media_type", "Send the request body as application/json."), 415);
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
