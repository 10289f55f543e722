"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { encodeFieldError, type FieldErrorCode } from "@/lib/contracts/errors";
import type { SetupFieldError } from "../types";

/**
 * A setup field's problem as the forms carry it ("code?max=120", which useFieldError says in the
 * page's language). A code this version does not know keeps the server's own sentence: it says
 * more than a generic "check this value".
 */
export function useProblemMessage() {
  const t = useTranslations("Errors.fields");
  return useCallback(
    (problem: SetupFieldError): string =>
      t.has(problem.code as FieldErrorCode) || !problem.message ? encodeFieldError(problem.code as FieldErrorCode, problem.params) : problem.message,
    [t],
  );
}

/** Says a setup field's problem in the page's language. */
export function useSetupErrorText() {
  const message = useProblemMessage();
  const fieldError = useFieldError();
  return useCallback((problem: SetupFieldError | undefined) => (problem ? fieldError(message(problem)) : undefined), [message, fieldError]);
}
