import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldErrors } from "@/lib/http/envelope";

/** A failure a client can act on; everything else becomes a 500 that leaks nothing. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new ApiError(400, "validation_error", message, fields);
export const unauthorized = (message = "Sign in to continue.", code = "unauthorized") =>
  new ApiError(401, code, message);
export const forbidden = (message: string, code = "forbidden") => new ApiError(403, code, message);
export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found.`);
export const conflict = (message: string, code = "conflict") => new ApiError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
