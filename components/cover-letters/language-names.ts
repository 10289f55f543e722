"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { languages } from "@/lib/i18n/locales";

/** The name of a letter's language in the page's language ("German"). */
export function useLanguageName() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "language" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

/** The seven languages to choose from, each with its own name beside it: "German (Deutsch)". */
export function useLanguageChoices() {
  const locale = useLocale();
  const nameOf = useLanguageName();
  return useMemo(
    () =>
      languages.map(({ value, label }) => {
        const name = nameOf(value);
        return { value, label: name.localeCompare(label, locale, { sensitivity: "base" }) === 0 ? label : `${name} (${label})` };
      }),
    [locale, nameOf],
  );
}
