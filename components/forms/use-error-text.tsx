"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { decodeFieldError } from "@/lib/contracts/errors";
import { LOGIN_PATH } from "@/lib/session/constants";
import type { ErrorText } from "./error-text";

/** Says a field's problem ("code" or "code?min=10", as schemas and the API give it) in the page's language. */
export function useFieldError() {
  const t = useTranslations("Errors.fields");
  return useCallback(
    (message: string | undefined | null): string | undefined => {
      if (!message) return undefined;
      const problem = decodeFieldError(message);
      if (!problem) return message;
      return t.has(problem.code) ? t(problem.code, problem.params) : t("invalid");
    },
    [t],
  );
}

/** Says a form-level message; "email taken" and "session expired" link to the login page. */
export function useBannerText() {
  const t = useTranslations("Errors");
  const fieldError = useFieldError();
  return useCallback(
    (text: ErrorText | null): React.ReactNode => {
      if (!text) return null;
      if ("raw" in text) return text.raw;
      if ("field" in text) return fieldError(text.field);
      return t.rich(text.key, {
        ...text.values,
        link: (chunks) => (
          <Link href={LOGIN_PATH} className="font-semibold underline underline-offset-2">
            {chunks}
          </Link>
        ),
      });
    },
    [t, fieldError],
  );
}
