"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

/** Names of countries and languages in the user's language, from the browser's Intl data. */
export function useDisplayNames() {
  const locale = useLocale();
  return useMemo(() => {
    const region = new Intl.DisplayNames([locale], { type: "region" });
    const language = new Intl.DisplayNames([locale], { type: "language" });
    const currency = new Intl.DisplayNames([locale], { type: "currency" });
    const of = (names: Intl.DisplayNames, code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
    return {
      country: (code: string) => of(region, code),
      language: (code: string) => of(language, code),
      currency: (code: string) => of(currency, code),
    };
  }, [locale]);
}
