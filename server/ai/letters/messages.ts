import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import it from "./locales/it.json";
import nl from "./locales/nl.json";
import pt from "./locales/pt.json";
import type { LetterTone } from "./types";

export type LetterMessages = typeof en;

/** The letters' own wording by locale: one set of sentences per tone, each body sentence in three variants. */
export const LETTER_MESSAGES: Record<Locale, LetterMessages> = { en, de, es, fr, it, pt, nl };

/** How many wordings each body sentence has: regenerating a paragraph moves to the next. */
export const VARIANTS = 3;

/** The sentences the variants are counted over; greeting, availability and sign-off have one wording per tone. */
export type VariedSentence = "apply" | "experience" | "aboutMe" | "skills" | "results" | "cta" | "thanks";

type Values = Record<string, string | number>;

/** The letter's sentences in one language and tone. */
export function letterWords(locale: Locale, tone: LetterTone) {
  const toneT = createTranslator({ locale, messages: LETTER_MESSAGES[locale], namespace: tone });
  const sharedT = createTranslator({ locale, messages: LETTER_MESSAGES[locale] });
  return {
    /** One of the varied sentences, in wording `variant` (0-based, taken modulo the count). */
    varied: (name: VariedSentence, variant: number, values: Values = {}) =>
      toneT(`${name}.v${(variant % VARIANTS) + 1}` as Parameters<typeof toneT>[0], values as never) as string,
    single: (name: "greeting" | "notice" | "availableFrom" | "signOff", values: Values = {}) => toneT(name, values as never) as string,
    quote: (line: string) => sharedT("quote", { line }),
    duration: (notice: string) => sharedT("duration", { notice }),
    list: (items: string[]) => new Intl.ListFormat(locale, { type: "conjunction", style: "long" }).format(items),
    date: (isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`)),
  };
}

export type LetterWords = ReturnType<typeof letterWords>;
