import type { Locale } from "@/lib/i18n/locales";

/** Figures as the user reads them in their language: "€72,000", "72.000 €", "72 000 €". */
export const money = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

/** Whole percent: "12%", "12 %". */
export const percent = (value: number, locale: Locale) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);

export const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;

export const listOf = (items: string[], locale: Locale) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

/**
 * A yyyy-mm-dd date, written out: "15 April 2026". English is the app's British English, whose
 * order also keeps the day and the year apart (in "April 15, 2026" they read as one number).
 */
export const longDate = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/** The language's own name, for prompts that ask a model to answer in it. */
export const languageName = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
