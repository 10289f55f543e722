"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { HoverMenu, MenuItem } from "@/components/ui/hover-menu";
import { persistLocale } from "@/lib/i18n/client";
import { languages, type Locale } from "@/lib/i18n/locales";
import { updateSettings } from "@/lib/api/settings";
import { readSession } from "@/lib/session/browser";

/**
 * Saves the choice, re-renders in the new language and, when signed in, remembers it on the
 * account (so mails come in it too). The page keeps the language even if that last step fails;
 * a toast says the account did not get it.
 */
export function useChangeLanguage() {
  const router = useRouter();
  const t = useTranslations("LanguageSwitch");
  return async (locale: Locale) => {
    persistLocale(locale);
    router.refresh();
    if (!readSession()) return;
    try {
      await updateSettings({ locale });
    } catch (error) {
      console.error("Saving the language failed", error);
      toast.error(t("saveFailed"));
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
