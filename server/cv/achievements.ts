import { findPhones } from "./contacts";
import { fold, isBulletLine } from "./text";

/** A line wrapped by the PDF layout continues its statement when it starts in lower case. */
export function statements(lines: string[]): string[] {
  const result: string[] = [];
  for (const line of lines) {
    const previous = result.at(-1);
    if (previous !== undefined && line && /^\p{Ll}/u.test(line) && !/[.!?:]$/.test(previous)) {
      result[result.length - 1] = `${previous} ${line}`;
    } else if (line) {
      result.push(line);
    }
  }
  return result;
}

/** Numbers that are not results: dates, years, durations, versions, standards ("ISO 9001", "Python 3"). */
const NOT_A_RESULT = new RegExp(
  [
    String.raw`\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b`,
    String.raw`\b\d{1,2}[./]\d{4}\b`,
    String.raw`\b(?:19|20)\d{2}\b`,
    String.raw`\b\d+(?:[.,]\d+)?\+?\s*(?:years?|yrs?|months?|jahre?n?|monate?n?|ans|an|mois|anos?|anos|meses|anni|mesi|jaar|maanden)\b`,
    String.raw`\b(?:iso|iec|din|soc|ifrs|ias|level|tier|stufe|niveau|phase|version|web|python|java|html|css|php|oauth|http|windows|office|dynamics)[\s/-]?\d+(?:\.\d+)*\b`,
    String.raw`\b[a-z]+\d+[a-z\d]*\b`,
    String.raw`\b\d+(?:st|nd|rd|th)\b|\b[234]d\b|\b24\/7\b`,
  ].join("|"),
  "g",
);

/** Results that need no more words around them to be one: a percentage, money, a multiple. */
const STRONG = new RegExp(
  [
    String.raw`\d\s?%|\d\s?(?:percent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|procent)\b`,
    String.raw`[$€£¥₹]\s?\d|\d[\d.,]*\s?(?:(?:k|m|mn|bn|mio|mrd|million|millionen|millions|millones|milioni|milhoes|miljoen|billion|milliarden|milliards|eur|euros?|usd|gbp|chf|dollars?)\b|[$€£])`,
    String.raw`\b\d+(?:[.,]\d+)?\s?[x×]\b`,
  ].join("|"),
);
const MULTIPLE_WORDS = /\b(?:doubled|tripled|quadrupled|verdoppelt|verdreifacht|double|triple|duplicado|raddoppiato)\b/;

/**
 * Whether a statement reports something measured: a percentage, an amount of money, a multiple,
 * or any count ("12 engineers", "40 Kunden", "12 microservizi") once dates, durations and version
 * numbers are set aside. Short lines count only with a strong result, so "Acme (500 staff)" does not.
 */
export function isQuantified(statement: string): boolean {
  const text = fold(statement).replace(NOT_A_RESULT, " ");
  if (STRONG.test(text) || MULTIPLE_WORDS.test(text)) return true;
  return /\d/.test(text) && (isBulletLine(statement) || statement.split(/\s+/).length >= 5);
}

/** Statements with a measured result; contact lines (phones, addresses with e-mail) never count. */
export function countQuantifiedResults(lines: string[]): number {
  return statements(lines).filter((statement) => !statement.includes("@") && findPhones(statement).length === 0 && isQuantified(statement)).length;
}
