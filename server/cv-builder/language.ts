import type { Locale } from "@/lib/i18n/locales";
import { fold } from "../cv/text";

/** Short words each language writes often and the others rarely. */
const FUNCTION_WORDS: Record<Locale, string[]> = {
  en: ["the", "and", "with", "for", "of", "to", "at", "my", "on", "by", "from", "an", "years", "team"],
  de: ["und", "der", "die", "das", "mit", "fur", "von", "im", "bei", "zur", "zum", "eine", "des", "den", "dem", "sowie", "uber", "seit"],
  fr: ["et", "les", "des", "du", "pour", "avec", "au", "aux", "une", "chez", "dans", "sur", "le", "ans"],
  es: ["y", "el", "los", "las", "del", "para", "con", "una", "por", "desde"],
  it: ["il", "gli", "della", "delle", "dei", "degli", "per", "presso", "nel", "nella", "ed", "anni", "di"],
  pt: ["o", "os", "do", "dos", "das", "em", "com", "um", "uma", "na", "no", "pelo", "pela", "ao"],
  nl: ["het", "van", "een", "met", "voor", "op", "bij", "en", "te", "zijn", "naar", "jaar"],
};

const INDEX = new Map<string, Locale[]>();
for (const [locale, words] of Object.entries(FUNCTION_WORDS) as [Locale, string[]][]) {
  for (const word of words) INDEX.set(fold(word), [...(INDEX.get(fold(word)) ?? []), locale]);
}

/**
 * The language a CV is written in, by its common short words: what the template's headings
 * should be in. `fallback` when the text says too little (a few words) to tell.
 */
export function cvLanguage(text: string, fallback: Locale): Locale {
  const scores = new Map<Locale, number>();
  for (const word of fold(text).split(/[^\p{L}]+/u)) {
    const owners = INDEX.get(word);
    if (!owners) continue;
    for (const locale of owners) scores.set(locale, (scores.get(locale) ?? 0) + 1 / owners.length);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [best, second] = ranked;
  if (!best || best[1] < 3 || (second && best[1] - second[1] < 1)) return fallback;
  return best[0];
}
