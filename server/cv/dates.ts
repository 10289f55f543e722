import { fold } from "./text";

/** Month names and abbreviations in en, de, fr, es, it, pt and nl, accents folded. */
const MONTH_NAMES: Record<string, number> = {};
[
  "jan january januar janner janvier janv enero ene gennaio gen janeiro januari",
  "feb february februar feber fevrier fevr fev febrero febbraio fevereiro februari",
  "mar march marz mrz maerz mars marzo marco maart mrt",
  "apr april avril avr abril abr aprile",
  "may mai mayo maggio mag maio mei",
  "jun june juni juin junio giugno giu junho",
  "jul july juli juillet juil julio luglio lug julho",
  "aug august aout agosto ago augustus",
  "sep sept september septembre septiembre setiembre set settembre setembro",
  "oct october okt oktober octobre octubre ottobre ott outubro out",
  "nov november novembre noviembre novembro",
  "dec december dez dezember decembre diciembre dic dicembre dezembro",
].forEach((names, month) => names.split(" ").forEach((name) => (MONTH_NAMES[name] = month)));

const MONTH = `(?:${Object.keys(MONTH_NAMES).sort((a, b) => b.length - a.length).join("|")})`;
const PRESENT =
  "present|current|currently|now|today|ongoing|date|heute|jetzt|aktuell|dato|gegenwartig|laufend|aujourd'? ?hui|maintenant|" +
  "actuel|actuellement|en cours|actualidad|actual|actualmente|presente|hoy|oggi|attuale|in corso|atual|atualmente|hoje|" +
  "heden|nu|huidig|momenteel";
const SEPARATOR = /^(?:-|–|—|‒|―|~|→|->|>|to|till|until|through|thru|bis|bis zum|a|au|al|hasta|fino a|ad|ate|tot|t\/m|tot heden)$/;
const SINCE = /(?:since|seit|depuis|desde|dal|sinds|vanaf|ab)\s*$/;
const RANGE_WORD = /^(?:since|seit|depuis|desde|dal|sinds|vanaf|ab|de|del|di|le|from|von|du|van)$/;

const TOKEN = new RegExp(
  [
    String.raw`(?<![\d./])(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d{2})(?!\d)`,
    String.raw`\b(${MONTH})\.?,?\s*(?:de\s+|del\s+|di\s+)?((?:19|20)\d{2}|'\d{2})(?!\d)`,
    String.raw`(?<![\d./])(\d{1,2})[./-]((?:19|20)\d{2})(?!\d)`,
    String.raw`(?<![\d./])((?:19|20)\d{2})[-/.](\d{1,2})(?:-\d{1,2})?(?![\d./])`,
    String.raw`(?<![\d./])((?:19|20)\d{2})(?![\d])`,
    String.raw`\b(${PRESENT})\b`,
  ].join("|"),
  "g",
);
// "Jan – Mar 2019": the start borrows the end's year.
const SHARED_YEAR = new RegExp(String.raw`\b(${MONTH})\.?\s*(-|–|—|to|bis|a|au)\s*(${MONTH})\.?\s*((?:19|20)\d{2})\b`, "g");

type Point = { year: number; month: number | null } | "present";
type Token = { start: number; end: number; point: Point };

const monthOf = (value: string | undefined) => {
  const month = Number(value) - 1;
  return month >= 0 && month <= 11 ? month : null;
};

function pointOf(m: RegExpMatchArray): Point | null {
  if (m[3]) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return { year: Number(m[3]), month: b <= 12 ? b - 1 : a <= 12 ? a - 1 : null };
  }
  if (m[4]) {
    const year = m[5]!.startsWith("'") ? 2000 + Number(m[5]!.slice(1)) : Number(m[5]);
    return { year: year > new Date().getFullYear() + 1 ? year - 100 : year, month: MONTH_NAMES[m[4]]! };
  }
  if (m[6]) return monthOf(m[6]) === null ? null : { year: Number(m[7]), month: monthOf(m[6]) };
  if (m[8]) return monthOf(m[9]) === null ? null : { year: Number(m[8]), month: monthOf(m[9]) };
  if (m[10]) return { year: Number(m[10]), month: null };
  return m[11] ? "present" : null;
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const point = pointOf(m);
    if (point) found.push({ start: m.index, end: m.index + m[0].length, point });
  }
  return found;
}

export type Interval = { start: number; end: number };
const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/** A date as the CV writes it: a month of a year, or a bare year (month null). */
export type DatePoint = { year: number; month: number | null };
/** A range as written; `end` null for a date that stands alone ("Certified 2021"). */
export type DateSpan = { start: DatePoint; end: DatePoint | "present" | null };

/**
 * The dates of a text at the precision written: ranges ("Jan 2019 – Present", "2016-2020",
 * "seit 2020" ending "present") and dates standing alone. For tools that keep what the CV says,
 * such as the CV builder's prefill; `findDateRanges` turns the ranges into months.
 */
export function findDateSpans(rawText: string): DateSpan[] {
  const text = fold(rawText).replace(SHARED_YEAR, "$1 $4 $2 $3 $4");
  const list = tokens(text);
  const spans: DateSpan[] = [];
  for (let i = 0; i < list.length; i++) {
    const from = list[i]!;
    if (from.point === "present") continue;
    const to = list[i + 1];
    const between = to ? text.slice(from.end, to.start).trim() : "";
    if (to && SEPARATOR.test(between)) {
      spans.push({ start: from.point, end: to.point });
      i++;
    } else if (SINCE.test(text.slice(Math.max(0, from.start - 8), from.start))) {
      spans.push({ start: from.point, end: "present" });
    } else {
      spans.push({ start: from.point, end: null });
    }
  }
  return spans;
}

/** Whether the text holds nothing but dates, range words and punctuation ("seit 04/2020", "(2018 – heute):"). */
export function isDateText(rawText: string): boolean {
  const text = fold(rawText).replace(SHARED_YEAR, "$1 $4 $2 $3 $4");
  const found = tokens(text);
  if (!found.some((token) => token.point !== "present")) return false;
  let rest = text;
  for (const token of [...found].reverse()) rest = `${rest.slice(0, token.start)} ${rest.slice(token.end)}`;
  return rest
    .split(/[\s()[\],.:;]+/)
    .filter(Boolean)
    .every((word) => SEPARATOR.test(word) || RANGE_WORD.test(word));
}

/**
 * Date ranges as month intervals [start, end): "Jan 2019 – Present", "2016-2020", "03/2018 - 05/2021",
 * "seit 2020", "mars 2017 à août 2019". An end month counts in full; a bare year counts from or to
 * its middle, so "2016–2020" is four years and a job within one year half a year.
 */
export function findDateRanges(rawText: string, now: Date): Interval[] {
  const today = monthIndex(now) + 1;
  const intervals: Interval[] = [];
  for (const { start: from, end: to } of findDateSpans(rawText)) {
    if (to === null) continue;
    let end = to === "present" ? today : to.month === null ? to.year * 12 + 6 : to.year * 12 + to.month + 1;
    let start = from.month === null ? from.year * 12 + 6 : from.year * 12 + from.month;
    if (from.month === null && to !== "present" && to.month === null && to.year === from.year) {
      [start, end] = [from.year * 12 + 3, from.year * 12 + 9];
    }
    end = Math.min(end, today);
    if (start < 1950 * 12 || end <= start || end - start > 50 * 12) continue;
    intervals.push({ start, end });
  }
  return intervals;
}

/** Months covered by the intervals, overlaps counted once (two jobs at a time are one career). */
export function coveredMonths(intervals: Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = -Infinity;
  for (const { start, end } of sorted) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

const EXPLICIT_YEARS = new RegExp(
  String.raw`(\d{1,2}(?:[.,]5)?)\s*\+?\s*(?:years?|yrs?\.?|jahre?n?|ans|anos|anni|jaar)\b[^.\n\d]{0,40}?(?:experience|erfahrung|experiencia|esperienza|ervaring)`,
  "g",
);

/** The largest "8+ years of experience" / "8 Jahre Berufserfahrung" / "8 ans d'expérience" stated. */
export function statedYears(text: string): number | null {
  let best: number | null = null;
  for (const m of fold(text).matchAll(EXPLICIT_YEARS)) {
    const years = Number(m[1]!.replace(",", "."));
    if (years > 0 && years <= 50) best = Math.max(best ?? 0, years);
  }
  return best;
}
