"use client";

import { languages, type Locale } from "@/lib/i18n/locales";
import { useChangeLanguage } from "./language-switch";
import { showShellNotice } from "./shell-notice";

/** Switches the language and confirms it with a shell notice. */
export function useLanguageChoice() {
  const changeLanguage = useChangeLanguage();
  return (value: string) => {
    const language = languages.find((option) => option.value === value);
    if (!language) return;
    void changeLanguage(language.value as Locale);
    showShellNotice({ key: "languageChanged", values: { language: language.label } });
  };
}
