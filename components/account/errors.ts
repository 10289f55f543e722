import { ApiError } from "@/lib/api/request";
import { retryMinutes } from "@/components/forms/error-text";

// The shared schemas and the backend speak English; these map the account page's own messages to
// keys of Account.errors. Anything else goes to the AuthErrors mapping (useFieldError).

export type AccountErrorKey =
  | "currentPasswordRequired"
  | "wrongPassword"
  | "sameEmail"
  | "emailTaken"
  | "samePassword"
  | "emailMismatch"
  | "repeatRequired";

export const ACCOUNT_MESSAGES: Record<string, AccountErrorKey> = {
  "Enter your current password.": "currentPasswordRequired",
  "The password is not correct.": "wrongPassword",
  "This is already your email address.": "sameEmail",
  "An account with this email address already exists.": "emailTaken",
  "Choose a password different from your current one.": "samePassword",
  "Type the email address of this account.": "emailMismatch",
  "Repeat the new password.": "repeatRequired",
};

/** What a failed call shows above its form (field errors go under their fields). */
export type Problem =
  | { kind: "impersonation" | "network" | "generic" | "unavailable" | "checkFields" | "noPending" }
  | { kind: "rateLimited"; minutes: number | null }
  | { kind: "raw"; message: string };

export type FailureView = { fields: Record<string, string>; problem: Problem | null };

/** Splits an API failure into messages for the form's own fields and one problem for the form. */
export function describeFailure(error: unknown, formFields: readonly string[]): FailureView {
  if (!(error instanceof ApiError)) return { fields: {}, problem: { kind: "network" } };
  const fields: Record<string, string> = {};
  const strays: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(name)) fields[name] = message;
    else strays.push(message);
  }
  const problem = ((): Problem | null => {
    if (error.status === 403 && error.code === "impersonation_forbidden") return { kind: "impersonation" };
    if (error.status === 429) return { kind: "rateLimited", minutes: retryMinutes(error) };
    if (error.status === 503) return { kind: "unavailable" };
    if (error.status >= 500) return { kind: "generic" };
    if (error.status === 404 && error.code === "not_found") return { kind: "noPending" };
    if (strays.length > 0) return { kind: "raw", message: strays.join(" ") };
    if (Object.keys(fields).length > 0) return null;
    if (error.code === "validation_error") return { kind: "checkFields" };
    return error.message ? { kind: "raw", message: error.message } : { kind: "generic" };
  })();
  return { fields, problem };
}
