import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

/** The interview's own texts, one file per locale with the same keys (a test holds them to it). */
export type InterviewMessages = typeof en;
export type Namespace = keyof InterviewMessages;

export const INTERVIEW_MESSAGES: Record<Locale, InterviewMessages> = { en, de, es, fr, it, pt, nl };

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

// Keys are read from the banks at run time ("questions.<key>"), so the translator is typed loosely;
// the locale test checks that every key the banks and the engine use exists in every file.
type LooseMessages = Record<string, Record<string, unknown>>;

const translators = new Map<string, Translate>();

/** A translator for one namespace of the interview's texts, in one language (ICU message syntax). */
export function translator(locale: Locale, namespace: Namespace): Translate {
  const cacheKey = `${locale}:${namespace}`;
  let translate = translators.get(cacheKey);
  if (!translate) {
    const t = createTranslator({ locale, messages: INTERVIEW_MESSAGES[locale] as unknown as LooseMessages, namespace: namespace as string });
    translate = (key, values) => (t as unknown as (key: string, values?: Values) => string)(key, values);
    translators.set(cacheKey, translate);
  }
  return translate;
}

/** "Python, SQL and Excel", "Python, SQL und Excel": a list as the language writes it. */
export function listOf(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

/** A score average as the language writes it: "3.5", "3,5". */
export function decimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
