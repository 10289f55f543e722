import type { z } from "zod";
import type en from "@/messages/en.json";

// A field fails with a code and its numbers, never with a sentence: the API sends
// { code, params, message } and each screen says it in the user's language from Errors.fields.
// Inside zod the code travels as the issue's message, written "code" or "code?min=1&max=5".

export type FieldErrorCode = keyof (typeof en)["Errors"]["fields"];
export type FieldErrorParams = Record<string, string | number>;
export type FieldProblem = { code: FieldErrorCode; params?: FieldErrorParams };
export type FieldError = FieldProblem & { message: string };

const CODE_TEXT = /^([a-z][a-z0-9_]*)(?:\?(.*))?$/;

/** The code (and its numbers) as zod carries it in an issue's message. */
export function encodeFieldError(code: FieldErrorCode, params?: FieldErrorParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  return `${code}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;
}

/** The schema option that makes a check fail with a code: `.min(10, withCode("too_short", { min: 10 }))`. */
export const withCode = (code: FieldErrorCode, params?: FieldErrorParams) => ({ error: encodeFieldError(code, params) });

/** Reads "code?min=1" back; null for any other text (a sentence, zod's own default message). */
export function decodeFieldError(text: string): FieldProblem | null {
  const match = CODE_TEXT.exec(text);
  if (!match) return null;
  const params: FieldErrorParams = {};
  for (const [key, value] of new URLSearchParams(match[2] ?? "")) {
    params[key] = value !== "" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return Object.keys(params).length > 0 ? { code: match[1] as FieldErrorCode, params } : { code: match[1] as FieldErrorCode };
}

type Issue = z.core.$ZodIssue;

const limit = (value: unknown) => (typeof value === "bigint" ? Number(value) : (value as number));

/** What zod says when a schema names no code: the issue's kind decides. */
function defaultProblem(issue: Issue): FieldProblem {
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return { code: "too_short", params: { min: limit(issue.minimum) } };
      if (issue.origin === "array" || issue.origin === "set") return { code: "too_few", params: { min: limit(issue.minimum) } };
      return { code: "too_small", params: { min: limit(issue.minimum) } };
    case "too_big":
      if (issue.origin === "string") return { code: "too_long", params: { max: limit(issue.maximum) } };
      if (issue.origin === "array" || issue.origin === "set") return { code: "too_many", params: { max: limit(issue.maximum) } };
      return { code: "too_big", params: { max: limit(issue.maximum) } };
    case "invalid_value":
      return { code: "choose_one_of", params: { options: issue.values.map(String).join(", ") } };
    case "invalid_type":
      return issue.input === undefined ? { code: "required" } : { code: "wrong_type", params: { expected: issue.expected } };
    case "invalid_format":
      return { code: "wrong_format" };
    default:
      return { code: "invalid" };
  }
}

/** One zod issue as a code with its numbers. */
export function issueProblem(issue: Issue): FieldProblem {
  return decodeFieldError(issue.message) ?? defaultProblem(issue);
}
