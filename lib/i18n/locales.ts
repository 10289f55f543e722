/** The seven languages of the product, in the order the language switch lists them. */
export const locales = ["en", "de", "es", "fr", "it", "pt", "nl"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Local-storage key (and cookie name) that remembers the chosen language. */
export const LOCALE_STORAGE_KEY = "_copilot_locale";

export type LanguageOption = { label: string; value: Locale; code: string };

/** `code` is the country whose flag stands for the language. */
export const languages: LanguageOption[] = [
  { label: "English", value: "en", code: "GB" },
  { label: "Deutsch", value: "de", code: "DE" },
  { label: "Español", value: "es", code: "ES" },
  { label: "Français", value: "fr", code: "FR" },
  { label: "Italiano", value: "it", code: "IT" },
  { label: "Português", value: "pt", code: "PT" },
  { label: "Nederlands", value: "nl", code: "NL" },
];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The stored choice, else the default-language prop, else English. */
export const resolveLocale = (stored: unknown, defaultLanguage: Locale | null | undefined): Locale =>
  isLocale(stored) ? stored : (defaultLanguage ?? defaultLocale);
