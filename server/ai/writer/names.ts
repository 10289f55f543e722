import type { Locale } from "@/lib/i18n/locales";

// Languages and countries as the answer's language names them.

/** The CV's spoken languages (English names, see server/cv/languages.ts) by ISO 639 code. */
const LANGUAGE_CODES: Record<string, string> = {
  English: "en", German: "de", French: "fr", Spanish: "es", Italian: "it", Portuguese: "pt", Dutch: "nl", Russian: "ru", Polish: "pl",
  Turkish: "tr", Arabic: "ar", Chinese: "zh", Cantonese: "yue", Japanese: "ja", Korean: "ko", Hindi: "hi", Urdu: "ur", Bengali: "bn",
  Swedish: "sv", Danish: "da", Norwegian: "no", Finnish: "fi", Greek: "el", Czech: "cs", Slovak: "sk", Hungarian: "hu", Romanian: "ro",
  Bulgarian: "bg", Croatian: "hr", Serbian: "sr", Slovenian: "sl", Ukrainian: "uk", Hebrew: "he", Persian: "fa", Vietnamese: "vi",
  Thai: "th", Indonesian: "id", Malay: "ms", Tagalog: "tl", Swahili: "sw", Catalan: "ca", Basque: "eu", Galician: "gl",
  Luxembourgish: "lb", Albanian: "sq", Lithuanian: "lt", Latvian: "lv", Estonian: "et", Icelandic: "is", Irish: "ga", Latin: "la",
  Tamil: "ta", Punjabi: "pa", Kurdish: "ku", Armenian: "hy", Georgian: "ka",
};

export const SIGN_LANGUAGE = "Sign language";

/** A spoken language (the CV's English name) in `locale`; `signLanguage` is the locale's word for it. */
export function languageName(language: string, locale: Locale, signLanguage: string): string {
  if (language === SIGN_LANGUAGE) return signLanguage;
  const code = LANGUAGE_CODES[language];
  return (code && new Intl.DisplayNames([locale], { type: "language", fallback: "none" }).of(code)) || language;
}

export const EU_MEMBERS = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "));

/** A country (ISO code, or "EU") in `locale`. */
export const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
