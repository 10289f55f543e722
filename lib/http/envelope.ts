import type { ZodError } from "zod";

// The API's error envelope, shared by the backend and the web app's route handlers so both
// answer in one shape: {"error": {"code", "message", "fields"?}}.

export type FieldErrors = Record<string, string>;

export function errorBody(code: string, message: string, fields?: FieldErrors) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns zod issues into `{ "field.path": "message" }`, unknown keys included. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] = "Unknown field.";
      continue;
    }
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
