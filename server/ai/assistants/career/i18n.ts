import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";

export type CareerMessages = typeof en;
export const MESSAGES: Record<Locale, CareerMessages> = { en, de, es, fr, it, pt, nl };

export const translatorFor = <const Namespace extends "common" | "switch" | "grad">(locale: Locale, namespace: Namespace) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace });

/** "A, B and C" in the reader's language. */
export const listOf = (items: string[], locale: Locale) => new Intl.ListFormat(locale, { type: "conjunction", style: "long" }).format(items);

/** Country codes as the reader calls the countries ("DE" → "Deutschland"). */
export function countryNames(codes: string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  return codes.map((code) => names.of(code) ?? code);
}

/** A share as a whole percentage, the way the texts and the facts given to a model both write it. */
export const percentOf = (share: number) => Math.round(share * 100);

/** The language a model should answer in. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English", de: "German", es: "Spanish", fr: "French", it: "Italian", pt: "Portuguese", nl: "Dutch",
};
