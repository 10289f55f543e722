import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

/** The assistant's own texts (ICU messages), one file per language with identical keys. */
export const MESSAGES: Record<Locale, AbstractIntlMessages> = { en, de, es, fr, it, pt, nl };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator over the locale's file. Keys are built from the item, facet and domain tables, so a
 * missing key is a bug: it throws (the locale tests keep every file complete) instead of showing
 * the key to the user.
 */
export function translatorFor(locale: Locale): Translate {
  // Typed as the loose Translate: the keys are checked by the locale tests, not by the compiler.
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error;
    },
  }) as unknown as Translate;
}

/** "A, B and C" in the locale's words. */
export const listOf = (locale: Locale, parts: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
