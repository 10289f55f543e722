import { parseCvDate } from "@/lib/cv/layout";

// A CV date as the editor shows it: a year field and a month list. JSON Resume writes "2021",
// "2021-03" or "2021-03-15"; the CV shows months, so the editor writes a year or a month of a year.

export type DateParts = { year: string; month: string };

/** "2021-03-15" → { year: "2021", month: "03" }; what is not a date keeps its text in the year, to be corrected there. */
export function splitCvDate(value: string | undefined): DateParts {
  if (!value) return { year: "", month: "" };
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(value);
  return match ? { year: match[1]!, month: match[2] ?? "" } : { year: value, month: "" };
}

/** The date JSON Resume writes for the parts: "2021-03", "2021", or "" without a year. */
export function joinCvDate({ year, month }: DateParts): string {
  const trimmed = year.trim();
  if (!trimmed) return "";
  return month ? `${trimmed}-${month}` : trimmed;
}

/** The twelve months as JSON Resume writes them. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

/** A month's name in `locale`: "March", "März". */
export const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, Number(month) - 1, 1)));

/**
 * Whether an entry's end comes before its start. Compared at the precision both give: a year
 * alone is any month of it, so "2021" to "2021-03" is in order.
 */
export function endsBeforeStart(startDate: string | undefined, endDate: string | undefined): boolean {
  const start = parseCvDate(startDate);
  const end = parseCvDate(endDate);
  if (!start || !end) return false;
  if (end.year !== start.year) return end.year < start.year;
  return start.month !== null && end.month !== null && end.month < start.month;
}
