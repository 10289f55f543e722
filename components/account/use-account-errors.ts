"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { ACCOUNT_MESSAGES, type Problem } from "./errors";

/** A field's message in the page's language: the account's own messages first, then the shared ones. */
export function useAccountFieldError() {
  const t = useTranslations("Account.errors");
  const shared = useFieldError();
  return useCallback(
    (message: string | undefined | null): string | undefined => {
      if (!message) return undefined;
      const key = ACCOUNT_MESSAGES[message];
      return key ? t(key) : shared(message);
    },
    [t, shared],
  );
}

/** A form-level problem in the page's language (a backend message we know is translated too). */
export function useProblemText() {
  const t = useTranslations("Account.errors");
  const fieldError = useAccountFieldError();
  return useCallback(
    (problem: Problem | null): string | null => {
      if (!problem) return null;
      if (problem.kind === "raw") return fieldError(problem.message) ?? problem.message;
      if (problem.kind === "rateLimited") return problem.minutes ? t("rateLimited", { minutes: problem.minutes }) : t("rateLimitedLater");
      return t(problem.kind);
    },
    [t, fieldError],
  );
}
