import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { errorBody, fieldErrors, type FieldErrors } from "@/lib/http/envelope";
import type { AppEnv } from "./context";


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

export function validationResponse(c: Context, error: ZodError) {
  return c.json(errorBody("validation_error", "Some fields are invalid.", fieldErrors(error)), 400);
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 400) return c.json(errorBody("malformed_body", "The request body is not valid JSON."), 400);
    if (status === 413) return c.json(errorBody("payload_too_large", "The request body is larger than 1 MB."), 413);
    if (status < 500) return c.json(errorBody("http_error", error.message || "Request refused."), status);
  }
  c.var.log?.error({ err: error }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}
