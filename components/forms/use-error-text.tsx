"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { LOGIN_PATH } from "@/lib/session/constants";
import { fieldText, type ErrorText } from "./error-text";

/** Translates a field's message (a schema text or an ErrorText) for display under the field. */
export function useFieldError() {
  const t = useTranslations("AuthErrors");
  return useCallback(
    (message: ErrorText | string | undefined | null): string | undefined => {
      if (!message) return undefined;
      const text = typeof message === "string" ? fieldText(message) : message;
      return "raw" in text ? text.raw : t(text.key, text.values);
    },
    [t],
  );
}

/** Translates a form-level message; "email taken" links to the login page. */
export function useBannerText() {
  const t = useTranslations("AuthErrors");
  return useCallback(
    (text: ErrorText | null): React.ReactNode => {
      if (!text) return null;
      if ("raw" in text) return text.raw;
      return t.rich(text.key, {
        ...text.values,
        link: (chunks) => (
          <Link href={LOGIN_PATH} className="font-semibold underline underline-offset-2">
            {chunks}
          </Link>
        ),
      });
    },
    [t],
  );
}
