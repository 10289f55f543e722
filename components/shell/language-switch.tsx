"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { HoverMenu, MenuItem } from "@/components/ui/hover-menu";
import { persistLocale } from "@/lib/i18n/client";
import { languages, type Locale } from "@/lib/i18n/locales";
import { apiRequest, readSession } from "@/lib/session/browser";

/** Saves the choice, remembers it on the account when signed in, and re-renders in the new language. */
export function useChangeLanguage() {
  const router = useRouter();
  return async (locale: Locale) => {
    persistLocale(locale);
    router.refresh();
    if (readSession()) {
      await apiRequest("PATCH", "/settings", { body: { locale } }).catch((error) => console.error("Saving the language failed", error));
    }
  };
}

export function LanguageSwitch() {
  const t = useTranslations("LanguageSwitch");
  const locale = useLocale();
  const changeLanguage = useChangeLanguage();
  const current = languages.find((language) => language.value === locale) ?? languages[0]!;
  return (
    <HoverMenu label={t("label", { language: current.label })} trigger={<span lang={current.value}>{current.label}</span>} align="end">
      {languages.map((language) => (
        <MenuItem key={language.value} onSelect={() => void changeLanguage(language.value)}>
          <span lang={language.value} aria-current={language.value === locale ? "true" : undefined} className={language.value === locale ? "font-semibold" : undefined}>
            {language.label}
          </span>
        </MenuItem>
      ))}
    </HoverMenu>
  );
}
