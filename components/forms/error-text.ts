import { ApiError } from "@/lib/api/request";

// Turns zod messages (the shared schemas speak English, on the client and from the server alike)
// and backend error codes into keys of the AuthErrors namespace. Unknown texts pass through raw.

export type FieldMessageKey =
  | "emailRequired"
  | "emailTooLong"
  | "emailInvalid"
  | "passwordRequired"
  | "choosePassword"
  | "minLength"
  | "maxLength"
  | "passwordTooCommon"
  | "passwordIsEmail"
  | "passwordsDiffer"
  | "nameRequired"
  | "countryRequired"
  | "countryInvalid"
  | "phoneRequired"
  | "phoneDigitsOnly"
  | "phoneTooShort"
  | "phoneTooLong"
  | "phoneInvalid"
  | "linkInvalid"
  | "unknownField";

export type BannerKey =
  | "invalidCredentials"
  | "rateLimited"
  | "rateLimitedLater"
  | "emailTaken"
  | "checkFields"
  | "sessionExpired"
  | "network"
  | "generic"
  | "unavailable";

export type ErrorText =
  | { key: `fields.${FieldMessageKey}`; values?: Record<string, number> }
  | { key: BannerKey; values?: Record<string, number> }
  | { raw: string };

const FIELD_MESSAGES: Record<string, FieldMessageKey> = {
  "Enter your email address.": "emailRequired",
  "This email address is too long.": "emailTooLong",
  "Enter a valid email address.": "emailInvalid",
  "Enter your password.": "passwordRequired",
  "Choose a password.": "choosePassword",
  "This password is too common. Choose another one.": "passwordTooCommon",
  "Do not use your email address as password.": "passwordIsEmail",
  "The passwords do not match.": "passwordsDiffer",
  "Enter a name.": "nameRequired",
  "Choose a country.": "countryRequired",
  "Choose a country from the list.": "countryInvalid",
  "Enter your mobile number.": "phoneRequired",
  "Use digits only.": "phoneDigitsOnly",
  "This number is too short.": "phoneTooShort",
  "This number is too long.": "phoneTooLong",
  "This is not a valid number for the chosen country.": "phoneInvalid",
  "Invalid or expired link.": "linkInvalid",
  "The reset link is incomplete.": "linkInvalid",
  "The confirmation link is incomplete.": "linkInvalid",
  "Unknown field.": "unknownField",
};

/** The message the reset form's "repeat password" check gives, in the schemas' language. */
export const PASSWORDS_DIFFER = "The passwords do not match.";

/** A field's message as a translation key (with its numbers), or the text itself when unknown. */
export function fieldText(message: string): ErrorText {
  const known = FIELD_MESSAGES[message];
  if (known) return { key: `fields.${known}` };
  const least = /^Use at least (\d+) characters\.$/.exec(message);
  if (least) return { key: "fields.minLength", values: { min: Number(least[1]) } };
  const most = /^Use at most (\d+) characters\.$/.exec(message);
  if (most) return { key: "fields.maxLength", values: { max: Number(most[1]) } };
  return { raw: message };
}

/** Whole minutes to wait after a 429: from Retry-After when it is known, else from the message. */
export function retryMinutes(error: ApiError): number | null {
  const header = (error as ApiError & { retryAfter?: unknown }).retryAfter;
  if (typeof header === "number" && header > 0) return Math.max(1, Math.ceil(header / 60));
  const inMessage = /(\d+)\s*minute/.exec(error.message);
  return inMessage ? Math.max(1, Number(inMessage[1])) : null;
}

export type FormErrorView = { banner: ErrorText | null; fields: Record<string, ErrorText> };

/**
 * What a failed auth call shows: field errors under the form's own fields, everything else as one
 * message above the form. 503 carries the server's localised text.
 */
export function describeAuthError(error: unknown, formFields: readonly string[] = []): FormErrorView {
  if (!(error instanceof ApiError)) return { banner: { key: "network" }, fields: {} };
  const fields: Record<string, ErrorText> = {};
  const strays: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(name)) fields[name] = fieldText(message);
    else strays.push(message);
  }
  const banner = ((): ErrorText | null => {
    if (error.status === 503) return error.body && error.code ? { raw: error.message } : { key: "unavailable" };
    if (error.code === "invalid_credentials") return { key: "invalidCredentials" };
    if (error.status === 429 || error.code === "rate_limited") {
      const minutes = retryMinutes(error);
      return minutes ? { key: "rateLimited", values: { minutes } } : { key: "rateLimitedLater" };
    }
    if (error.code === "email_taken") return { key: "emailTaken" };
    if (error.status === 401) return { key: "sessionExpired" };
    if (strays.length > 0) return strays.length === 1 ? fieldText(strays[0]!) : { raw: strays.join(" ") };
    if (Object.keys(fields).length > 0) return null;
    if (error.status === 400 || error.status === 422) return error.code === "validation_error" ? { key: "checkFields" } : { raw: error.message };
    if (error.status >= 500) return { key: "generic" };
    return error.code ? { raw: error.message } : { key: "generic" };
  })();
  return { banner, fields };
}
