import type { Locale } from "@/lib/i18n/locales";
import { documentTranslator } from "./messages";

/** A JSON Resume date read as written: a year, or a month of a year (a day is not shown on a CV). */
export type CvMonth = { year: number; month: number | null };

/** "2021", "2021-03", "2021-03-15" → its year and month; "" or nothing → null. */
export function parseCvDate(value: string | undefined): CvMonth | null {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value ?? "");
  if (!match) return null;
  return { year: Number(match[1]), month: match[2] ? Number(match[2]) - 1 : null };
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "Jan 2021", "Jan. 2021", "janv. 2021", "jan. de 2021": the locale's short month and the year; a bare year as is. */
export function formatCvDate(date: CvMonth, locale: Locale): string {
  if (date.month === null) return String(date.year);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(date.year, date.month, 1)));
}

/**
 * An entry's dates as the CV shows them: "Jan 2021 – Present" while ongoing (a start and no end),
 * "2012 – 2016", one date when start and end are the same month or only one is given; "" without dates.
 */
export function formatCvRange(startDate: string | undefined, endDate: string | undefined, locale: Locale): string {
  const start = parseCvDate(startDate);
  const end = parseCvDate(endDate);
  if (!start) return end ? formatCvDate(end, locale) : "";
  if (!end) return `${formatCvDate(start, locale)} – ${documentTranslator(locale)("entry.present")}`;
  const [from, to] = [formatCvDate(start, locale), formatCvDate(end, locale)];
  return from === to ? from : `${from} – ${to}`;
}
