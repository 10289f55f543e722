import type { ZodError } from "zod";
import { createTranslator } from "use-intl/core";
import { issueProblem, type FieldError, type FieldProblem } from "@/lib/contracts/errors";
import en from "@/messages/en.json";

// The API's error envelope, shared by the backend and the web app's route handlers so both
// answer in one shape: {"error": {"code", "message", "fields"?}}, each field {code, params?, message}.

export type FieldErrors = Record<string, FieldError>;

const english = createTranslator({ locale: "en", messages: en, namespace: "Errors.fields" });

/** A field's problem with its English sentence, for API users who read no translations. */
export function fieldError(code: FieldProblem["code"], params?: FieldProblem["params"]): FieldError {
  const known = english.has(code);
  const message = known ? english(code, params) : english("invalid");
  return { ...(known ? { code } : { code: "invalid" as const }), ...(params ? { params } : {}), message };
}

export function errorBody(code: string, message: string, fields?: FieldErrors) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns zod issues into `{ "field.path": {code, params, message} }`, unknown keys included. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] = fieldError("unknown_field");
      continue;
    }
    const key = issue.path.join(".") || "body";
    if (fields[key]) continue;
    const { code, params } = issueProblem(issue);
    fields[key] = fieldError(code, params);
  }
  return fields;
}
