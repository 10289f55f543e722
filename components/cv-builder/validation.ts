import { CV_SECTIONS, updateCvDocumentSchema, type JsonResume } from "@/lib/contracts/cv-document";
import { encodeFieldError, issueProblem } from "@/lib/contracts/errors";
import { ApiError } from "@/lib/api/request";
import { fieldMessage } from "@/components/forms/error-text";
import { endsBeforeStart } from "./dates";

// A document's problems as the editor shows them: by the field's dotted path ("work.0.startDate",
// "name" for the document's name), each as a field error code of Errors.fields.

export type FieldErrors = Record<string, string>;

const DATE_KEYS = new Set(["startDate", "endDate", "date", "releaseDate"]);

const isDateField = (path: readonly PropertyKey[]) => DATE_KEYS.has(String(path.at(-1)));

/**
 * What the save would refuse, checked with the API's own schema before anything is sent, and
 * an end before its start, which the schema lets through but no reader of a CV would.
 */
export function documentErrors(document: JsonResume, name: string): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = updateCvDocumentSchema.safeParse({ document, name, expected_version: 1 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [root, ...rest] = issue.path;
      const path = (root === "document" ? rest : issue.path).map(String).join(".");
      if (path in errors) continue;
      const problem = issueProblem(issue);
      // The schema says "wrong format"; at a date the editor can say how to write it.
      errors[path] = isDateField(issue.path) && problem.code === "wrong_format" ? encodeFieldError("cv_date_invalid") : encodeFieldError(problem.code, problem.params);
    }
  }
  for (const section of CV_SECTIONS) {
    (document[section] as { startDate?: string; endDate?: string }[] | undefined)?.forEach((entry, index) => {
      const path = `${section}.${index}.endDate`;
      if (!(path in errors) && !(`${section}.${index}.startDate` in errors) && endsBeforeStart(entry.startDate, entry.endDate)) {
        errors[path] = encodeFieldError("cv_date_order");
      }
    });
  }
  return errors;
}

/** A refused save's field problems, keyed as documentErrors keys them. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([key, problem]) => [key.startsWith("document.") ? key.slice("document.".length) : key, fieldMessage(problem)]),
  );
}

/** The errors of one entry (or the basics), to open the panels that hold a problem. */
export const hasErrorUnder = (errors: FieldErrors, prefix: string) => Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));
