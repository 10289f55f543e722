import type { NormalizedJob, SalaryPeriod } from "../types";

export type Salary = NonNullable<NormalizedJob["salary"]>;

// Longest first: "CA$" before "$", "R$" before "$".
const CURRENCIES: [string, string][] = [
  ["CA$", "CAD"], ["C$", "CAD"], ["CAD", "CAD"], ["US$", "USD"], ["USD", "USD"], ["A$", "AUD"], ["AU$", "AUD"], ["AUD", "AUD"], ["R$", "BRL"], ["BRL", "BRL"],
  ["MX$", "MXN"], ["MXN", "MXN"], ["$", "USD"], ["€", "EUR"], ["EUR", "EUR"], ["euros", "EUR"], ["euro", "EUR"], ["£", "GBP"], ["GBP", "GBP"], ["CHF", "CHF"], ["SEK", "SEK"],
  ["NOK", "NOK"], ["DKK", "DKK"], ["PLN", "PLN"], ["zł", "PLN"], ["CZK", "CZK"], ["Kč", "CZK"], ["HUF", "HUF"], ["RON", "RON"], ["INR", "INR"], ["₹", "INR"], ["JPY", "JPY"], ["¥", "JPY"],
];
const CURRENCY_PATTERN = CURRENCIES.map(([symbol]) => symbol.replace(/[$]/g, "\\$")).join("|");
const NUMBER_PATTERN = String.raw`\d+(?:[.,'’  ]\d{3})*(?:[.,]\d+)?\s?(?:k|K|Tsd\.?|tsd\.?)?`;
const RANGE_WORDS = String.raw`-|–|—|to|bis|à|a|tot|até|al|and|und|et|y|e|en`;

const PERIODS: [RegExp, SalaryPeriod][] = [
  [/(?<![a-z])(per|an|\/|a|pro|par|por|all'|al|each)\s?(hour|hr|h|stunde|std|heure|hora|ora|uur)\b|hourly|stundenlohn|de l'heure/i, "hour"],
  [/(?<![a-z])(per|\/|a|pro|par|por|al)\s?(day|tag|jour|dia|día|giorno|dag)\b|daily|day rate|tagessatz|\btjm\b/i, "day"],
  [/(?<![a-z])(per|\/|a|pro|par|por|al|all')\s?(month|mo|monat|mois|mes|mês|mese|maand)\b|monthly|monatlich|mensuel|mensual|mensile|maandelijks/i, "month"],
  [/(?<![a-z])(per|\/|a|pro|par|por|al|all'|im|l')\s?(year|yr|annum|jahr|an|año|ano|anno|jaar)\b|annual|annually|yearly|jährlich|jahresgehalt|p\.?\s?a\.?(?![a-z])|\bpa\b|brut annuel|anual|annuo|\bk€?\s?\/\s?an/i, "year"],
];

function currencyOf(text: string): string | null {
  const upper = text;
  let best: { index: number; code: string } | null = null;
  for (const [symbol, code] of CURRENCIES) {
    const pattern = /^[A-Za-z]+$/.test(symbol) ? new RegExp(`(^|[^A-Za-z])${symbol}(?![A-Za-z])`, symbol === symbol.toUpperCase() ? "" : "i") : null;
    const index = pattern ? upper.search(pattern) : upper.indexOf(symbol);
    if (index >= 0 && (!best || index < best.index)) best = { index, code };
  }
  return best?.code ?? null;
}

/** "120,000" "60.000" "50.5k" "120'000" "4 500" → numbers; a lone separator before three digits is a thousands separator. */
function parseNumber(token: string): { value: number; thousands: boolean } | null {
  const thousands = /(k|tsd\.?)$/i.test(token.trim());
  let digits = token.replace(/(k|tsd\.?)$/i, "").replace(/[\s'’  ]/g, "");
  const dots = (digits.match(/\./g) ?? []).length;
  const commas = (digits.match(/,/g) ?? []).length;
  if (dots && commas) {
    const decimal = digits.lastIndexOf(".") > digits.lastIndexOf(",") ? "." : ",";
    digits = digits.replace(decimal === "." ? /,/g : /\./g, "").replace(",", ".");
  } else if (dots + commas) {
    const separator = dots ? "." : ",";
    const isThousands = dots + commas > 1 || new RegExp(`\\${separator}\\d{3}$`).test(digits);
    digits = isThousands ? digits.split(separator).join("") : digits.replace(",", ".");
  }
  const value = Number(digits);
  return Number.isFinite(value) ? { value: thousands ? value * 1000 : value, thousands } : null;
}

function periodOf(text: string): SalaryPeriod | null {
  for (const [pattern, period] of PERIODS) if (pattern.test(text)) return period;
  return null;
}

/** Without a stated period, the size of the figure tells: 60,000 is a year, 4,500 a month, 500 a day, 45 an hour. */
function periodFromSize(value: number): SalaryPeriod {
  return value >= 12_000 ? "year" : value >= 1_000 ? "month" : value >= 150 ? "day" : "hour";
}

/** A structured range from a source, with its interval in the source's words ("1 YEAR", "per-year-salary", "month"…). */
export function salaryFromRange(min: unknown, max: unknown, currency: string | null | undefined, interval?: string | null): Salary | null {
  const low = toAmount(min);
  const high = toAmount(max);
  if (low === null && high === null) return null;
  const code = currency?.trim().toUpperCase();
  if (!code || !/^[A-Z]{3}$/.test(code)) return null;
  const period = (interval && periodOf(` per ${interval.replace(/[-_]/g, " ").replace(/^1\s+/, "")} `)) || periodFromSize(Math.max(low ?? 0, high ?? 0));
  return ordered(low, high, code, period);
}

function toAmount(value: unknown): number | null {
  const amount = typeof value === "number" ? value : typeof value === "string" && value.trim() ? (parseNumber(value.trim())?.value ?? NaN) : NaN;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

function ordered(min: number | null, max: number | null, currency: string, period: SalaryPeriod): Salary {
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max, currency, period };
}

/**
 * A salary written as text: "$120k - $150k", "€60.000–€75.000 per year", "40-50k EUR", "up to £80k",
 * "CHF 120'000", "$45/hour". Null when it names no figure, or no currency and none is given.
 */
export function parseSalary(text: string | null | undefined, defaults: { currency?: string; period?: SalaryPeriod } = {}): Salary | null {
  if (!text?.trim()) return null;
  const clean = text.replace(/[  ]/g, " ");
  const currency = currencyOf(clean) ?? defaults.currency ?? null;
  if (!currency) return null;
  const numbers = [...clean.matchAll(new RegExp(NUMBER_PATTERN, "g"))]
    .map((match) => ({ index: match.index, ...parseNumber(match[0]) }))
    .filter((number): number is { index: number; value: number; thousands: boolean } => typeof number.value === "number" && number.value > 0);
  if (!numbers.length) return null;
  const second = numbers[1];
  let first = numbers[0];
  // "40-50k": the suffix of the upper figure applies to both.
  if (first && second && second.thousands && !first.thousands && first.value < 1000 && second.value >= first.value * 500) {
    first = { ...first, value: first.value * 1000 };
  }
  const before = clean.slice(0, first!.index).toLowerCase();
  const upTo = /(up to|bis zu|bis|jusqu'à|jusqu’à|hasta|fino a|tot|max\.?|maximum)\s*$/.test(before.trim()) || /(up to|bis zu|jusqu|hasta|fino a|max)/.test(before.slice(-15));
  const from = /(from|ab|à partir de|a partir de|desde|da|vanaf|min\.?|minimum|starting at|starts at)\s*$/.test(before.trim());
  let min: number | null = first!.value;
  let max: number | null = second && second.value >= first!.value * 0.5 ? second.value : from ? null : first!.value;
  if (!second && upTo) [min, max] = [null, first!.value];
  const period = periodOf(clean) ?? defaults.period ?? periodFromSize(max ?? min ?? 0);
  if ((max ?? min ?? 0) > (period === "year" ? 5_000_000 : 500_000)) return null;
  return ordered(min, max, currency, period);
}

const RANGE_IN_TEXT = new RegExp(
  String.raw`(?:(?:${CURRENCY_PATTERN})\s?)?${NUMBER_PATTERN}(?:\s?(?:${CURRENCY_PATTERN}))?\s*(?:${RANGE_WORDS})\s*(?:(?:${CURRENCY_PATTERN})\s?)?${NUMBER_PATTERN}(?:\s?(?:${CURRENCY_PATTERN}))?`,
  "g",
);

const AMOUNT_IN_TEXT = new RegExp(String.raw`(?:(?:${CURRENCY_PATTERN})\s?)?${NUMBER_PATTERN}(?:\s?(?:${CURRENCY_PATTERN}))?`, "g");
/** Words that make a lone figure a pay figure rather than a budget or a bonus. */
const PAY_WORDS = /\b(salary|pay|paid|compensation|gross|base|wage|gehalt|brutto|verg[uü]tung|salaire|brut|r[eé]mun[eé]ration|salario|sueldo|brutos?|retribuci[oó]n|stipendio|retribuzione|lordi|sal[aá]rio|remunera[cç][aã]o|salaris|bruto|loon)\b/i;

/**
 * The pay stated in a description: the first range ("The base salary range is $150,000—$190,000 USD"),
 * else one figure with a currency that the same line calls pay and gives a period ("1.900 € brutos
 * mensuales", "a salary of £32,000 per year").
 */
export function findSalaryInText(text: string | null | undefined): Salary | null {
  if (!text) return null;
  const clean = text.replace(/[  ]/g, " ");
  for (const match of clean.matchAll(RANGE_IN_TEXT)) {
    // A range of bare numbers ("2020 - 2024") is no salary: one side must name the currency.
    if (!currencyOf(match[0])) continue;
    const context = clean.slice(match.index, match.index + match[0].length + 40).split(/\n/)[0]!;
    const salary = parseSalary(context);
    if (salary && salary.min !== null && salary.max !== null && salary.max > salary.min) return salary;
  }
  for (const match of clean.matchAll(AMOUNT_IN_TEXT)) {
    if (!currencyOf(match[0])) continue;
    const lineStart = clean.lastIndexOf("\n", match.index) + 1;
    // "brutos/año": a slash right after a word is still "per".
    const after = clean.slice(match.index + match[0].length, match.index + match[0].length + 40).split(/\n/)[0]!.replace(/\//g, " / ");
    const line = `${clean.slice(Math.max(lineStart, match.index - 80), match.index)}${match[0]}${after}`;
    const period = periodOf(after);
    if (!period || !PAY_WORDS.test(line)) continue;
    const salary = parseSalary(`${match[0]} ${after}`);
    if (salary) return salary;
  }
  return null;
}
