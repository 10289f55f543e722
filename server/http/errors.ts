import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import { errorBody, fieldErrors } from "@/lib/http/envelope";
import { ApiError } from "../core/errors";
import type { AppEnv } from "./context";

/** A request that failed its schema: 400 with the fields at fault. */
export function validationResponse(c: Context, error: ZodError) {
  return c.json(errorBody("validation_error", "Some fields are invalid.", fieldErrors(error)), 400);
}

/** Any thrown error as the JSON error envelope: an ApiError as it says, Hono's own refusals by status, the rest a 500. */
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
