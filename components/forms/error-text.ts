import { encodeFieldError, type FieldError } from "@/lib/contracts/errors";
import { ApiError } from "@/lib/api/request";

// What a failed call shows: each field's problem under its field, as the code the schemas use
// (react-hook-form carries it as the error's message), and one message above the form for the rest.
// useFieldError and useBannerText say them in the page's language.

export type BannerKey =
  | "invalidCredentials"
  | "rateLimited"
  | "rateLimitedLater"
  | "emailTaken"
  | "checkFields"
  | "sessionExpired"
  | "network"
  | "generic"
  | "unavailable"
  | "impersonation";

export type ErrorText =
  | { key: BannerKey; values?: Record<string, number> }
  /** A field's problem shown above the form, "code?params" as in a schema. */
  | { field: string }
  /** The server's own words: a 503 page text, or a refusal no code describes. */
  | { raw: string };

/** A field's problem as react-hook-form carries it: "code" or "code?min=10". */
export const fieldMessage = (error: FieldError) => encodeFieldError(error.code, error.params);

/** Whole minutes to wait after a 429, from Retry-After; null when the server did not say. */
export function retryMinutes(error: ApiError): number | null {
  return error.retryAfter !== null && error.retryAfter > 0 ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
}

export type FormErrorView = { banner: ErrorText | null; fields: Record<string, string> };

/**
 * Splits a failed call: problems of the form's own fields go under them (`rename` maps the API's
 * names onto the form's), everything else becomes one message above the form.
 */
export function describeError(
  error: unknown,
  formFields: readonly string[] = [],
  rename: (field: string) => string = (field) => field,
): FormErrorView {
  if (!(error instanceof ApiError)) return { banner: { key: "network" }, fields: {} };
  const fields: Record<string, string> = {};
  const strays: FieldError[] = [];
  for (const [name, problem] of Object.entries(error.fields ?? {})) {
    const formName = rename(name);
    if (formFields.includes(formName.split(".")[0]!)) fields[formName] = fieldMessage(problem);
    else strays.push(problem);
  }
  const banner = ((): ErrorText | null => {
    if (error.status === 503) return error.body && error.code ? { raw: error.message } : { key: "unavailable" };
    if (error.code === "invalid_credentials") return { key: "invalidCredentials" };
    if (error.code === "impersonation_forbidden") return { key: "impersonation" };
    if (error.status === 429 || error.code === "rate_limited") {
      const minutes = retryMinutes(error);
      return minutes ? { key: "rateLimited", values: { minutes } } : { key: "rateLimitedLater" };
    }
    if (error.code === "email_taken" && !("new_email" in fields)) return { key: "emailTaken" };
    if (error.status === 401) return { key: "sessionExpired" };
    if (strays.length > 0) return { field: fieldMessage(strays[0]!) };
    if (Object.keys(fields).length > 0) return null;
    if (error.status >= 500) return { key: "generic" };
    if (error.code === "validation_error") return { key: "checkFields" };
    return error.message ? { raw: error.message } : { key: "generic" };
  })();
  return { banner, fields };
}

/** The first message in a react-hook-form error tree: a list's own error, else its first entry's. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  const root = (error as { root?: unknown }).root;
  if (root) {
    const inRoot = firstMessage(root);
    if (inRoot) return inRoot;
  }
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "root") continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}
