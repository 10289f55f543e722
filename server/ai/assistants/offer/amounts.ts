/**
 * Amounts as people write them in a negotiation, in any of the seven languages: "85k", "€85.000",
 * "85 000 €", "85,000", "85'000 CHF", "85 mil", "85 Tsd.", "1,2 Mio", and "10% more".
 */

export type WrittenAmount = { value: number; percent: boolean; index: number; end: number };

const THOUSANDS = ["k", "tsd", "tsd.", "tausend", "mil", "mila", "mille", "duizend"];
const MILLIONS = ["m", "mio", "mio.", "million", "millions", "millionen", "millones", "millon", "milioni", "milione", "milhoes", "milhões", "milhao", "milhão", "miljoen"];

// Grouped thousands ("85.000", "1 250 000", "85'000") with optional decimals, or plain digits with optional decimals.
const DIGITS = String.raw`\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const MULTIPLIER = [...THOUSANDS, ...MILLIONS].sort((a, b) => b.length - a.length).map((word) => word.replace(".", "\\.")).join("|");
const AMOUNT = new RegExp(String.raw`(?<![\d.,])(${DIGITS})(?:\s?(${MULTIPLIER})(?![\p{L}\d]))?(\s?%)?`, "giu");

/** Digits with separators as a number: a separator before exactly three digits groups, else it is the decimal point. */
function readDigits(text: string, scaled: boolean): number {
  const compact = text.replace(/['’\u00a0\u202f ]/g, "");
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const grouping = decimal === "." ? "," : ".";
    return Number(compact.replaceAll(grouping, "").replace(decimal, "."));
  }
  const separator = lastDot >= 0 ? "." : lastComma >= 0 ? "," : null;
  if (!separator) return Number(compact);
  const parts = compact.split(separator);
  // "85.000" and "1,250,000" group; "85,5k" and "12.5" are decimals; "85,000k" would be nonsense, read as written.
  const grouped = parts.length > 2 || (parts[1]!.length === 3 && !scaled);
  return grouped ? Number(parts.join("")) : Number(parts.join("."));
}

/** Every amount in the text, in order, with its multiplier applied; percentages are marked. */
export function amountsIn(text: string): WrittenAmount[] {
  const found: WrittenAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const multiplier = match[2]?.toLowerCase();
    const scale = !multiplier ? 1 : THOUSANDS.includes(multiplier) ? 1000 : 1_000_000;
    const value = readDigits(match[1]!, scale !== 1) * scale;
    if (Number.isFinite(value)) found.push({ value, percent: Boolean(match[3]), index: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** What joins the two ends of a range: "80-90k", "80k to 90k", "zwischen 80 und 90k", "entre 80 et 90k". */
const RANGE_JOIN = /^\s*(?:[-–—]|to|bis|and|und|a|à|al|y|et|e|en|tot)\s*$/iu;
const BETWEEN = /(?:between|zwischen|entre|tra|fra|tussen)\s*$/iu;

export type Ask = { amount: number; range: boolean; relative: boolean };

/**
 * The yearly amount a message asks for, read against the offer on the table: figures far from it
 * (a current salary of 12 months ago, a year, a count of days) are not the ask. Of several, the
 * highest; of a range, its lower end, which is what a recruiter hears. "10% more" is relative to
 * the offer on the table.
 */
export function askIn(text: string, onTheTable: number): Ask | null {
  const amounts = amountsIn(text);
  const absolute = amounts.filter((amount) => !amount.percent);
  // "80-90k": the multiplier of the second end applies to the first.
  for (let i = 0; i + 1 < absolute.length; i++) {
    const [low, high] = [absolute[i]!, absolute[i + 1]!];
    const joined = RANGE_JOIN.test(text.slice(low.end, high.index));
    if (joined && high.value >= 1000 && low.value < 1000 && low.value * 1000 < high.value) low.value *= 1000;
  }
  const plausible = (value: number) => value >= onTheTable * 0.5 && value <= onTheTable * 3;
  const candidates = absolute.filter((amount) => plausible(amount.value));
  if (candidates.length > 0) {
    for (let i = 0; i + 1 < candidates.length; i++) {
      const [low, high] = [candidates[i]!, candidates[i + 1]!];
      const between = text.slice(low.end, high.index);
      if (high.value > low.value && (RANGE_JOIN.test(between) || (BETWEEN.test(text.slice(0, low.index)) && between.trim().length <= 5))) {
        return { amount: low.value, range: true, relative: false };
      }
    }
    return { amount: Math.max(...candidates.map((amount) => amount.value)), range: false, relative: false };
  }
  const percent = amounts.find((amount) => amount.percent && amount.value > 0 && amount.value <= 100);
  return percent ? { amount: onTheTable * (1 + percent.value / 100), range: false, relative: true } : null;
}
