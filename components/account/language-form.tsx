"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SelectChevron } from "@/components/forms/select-chevron";
import { useLanguageChoice } from "@/components/shell/use-language-choice";
import { Button } from "@/components/ui/button";
import { languages } from "@/lib/i18n/locales";

/**
 * The language switch as a select. It applies on the button, not on every change: arrow keys on a
 * closed select change its value, and each change would re-render the whole page in a new language.
 */
export function LanguageForm() {
  const t = useTranslations("Account.language");
  const locale = useLocale();
  const choose = useLanguageChoice();
  const id = useId();
  const [choice, setChoice] = useState<string>(locale);
  const selected = languages.some((language) => language.value === choice) ? choice : locale;

  return (
    <form
      className="flex flex-col gap-3 mobile:flex-row mobile:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected !== locale) choose(selected);
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1 mobile:max-w-xs">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {t("label")}
        </label>
        <div className="relative flex items-center">
          <select
            id={id}
            value={selected}
            onChange={(event) => setChoice(event.target.value)}
            className="w-full appearance-none rounded-lg border border-gray-300 bg-white py-2 pl-3 pr-9 text-base outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          >
            {languages.map((language) => (
              <option key={language.value} value={language.value} lang={language.value}>
                {language.label}
              </option>
            ))}
          </select>
          <span className="pointer-events-none absolute right-3">
            <SelectChevron />
          </span>
        </div>
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={selected === locale}>
          {t("apply")}
        </Button>
      </div>
    </form>
  );
}
