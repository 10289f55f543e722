// Amounts typed by hand: "85.000" (de), "85,000" (en), "85 000" (fr), "85'000" (de-CH), with or
// without decimals and a currency sign. The parser reads all of them whatever the page's language,
// so a user who writes numbers the way of another country is understood as well.

/** Spaces of any kind and apostrophes group digits; currency signs and % are decoration. */
const IGNORED = /[\s\u00a0\u202f'’\p{Sc}%]/gu;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Digits grouped with `group`: a first group of 1-3 digits not starting with 0, then groups of three
 * (or of two before the last three, as amounts in rupees are written: 12,34,567).
 */
const groupedDigits = (text: string, group: "." | ",") => {
  const groups = text.split(group);
  if (groups.length === 1) return /^\d+$/.test(text);
  const [first = "", ...others] = groups;
  const last = others.pop() ?? "";
  return /^[1-9]\d{0,2}$/.test(first) && /^\d{3}$/.test(last) && others.every((part) => /^\d{2,3}$/.test(part));
};

/**
 * Which of "." and "," separates the decimals, if any. With both, the last one does. With one of
 * them once, it separates decimals unless exactly three digits follow: money is not written with
 * three decimals, so "85.000" and "85,000" both mean eighty-five thousand; "0.125" stays a fraction.
 */
function decimalSeparator(text: string): "." | "," | null {
  const dots = count(text, ".");
  const commas = count(text, ",");
  if (dots > 0 && commas > 0) return text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
  if (dots + commas !== 1) return null;
  const separator = dots === 1 ? "." : ",";
  const at = text.indexOf(separator);
  return text.length - at - 1 === 3 && !/^0+$/.test(text.slice(0, at)) ? null : separator;
}

/** The number typed, null when nothing is, NaN when the text is not an amount. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(IGNORED, "");
  if (compact === "") return null;
  if (!/^\d[\d.,]*\d$|^\d$/.test(compact)) return Number.NaN;
  const decimal = decimalSeparator(compact);
  const group = decimal === "." ? "," : decimal === "," ? "." : compact.includes(".") ? "." : ",";
  const [whole = "", fraction, ...rest] = decimal ? compact.split(decimal) : [compact];
  if (rest.length > 0 || (fraction !== undefined && !/^\d+$/.test(fraction))) return Number.NaN;
  if (!groupedDigits(whole, group)) return Number.NaN;
  const digits = whole.split(group).join("");
  return Number(fraction === undefined ? digits : `${digits}.${fraction}`);
}

/** An amount written back in the page's language, so the user sees how it was read. */
export const formatAmount = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
