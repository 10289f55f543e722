import { createHash } from "node:crypto";
import { fold } from "../sources/normalize/text";

// "(m/w/d)", "(f/m/x)", "(h/f)", "m/w/d", "(m/w/div)": gender markers of German, French and Dutch titles.
const GENDER_MARKER = /\(?\b[mwfdhxv](?:\s*[/|]\s*(?:divers|div|[mwfdhxv]))+\b\)?/gi;
const GENDER_WORDS = /\((?:all genders|alle geschlechter|gn\*?|genderneutral)\)/gi;
/** Seniority words dropped wherever they stand. */
const SENIORITY_ANYWHERE = new Set(["senior", "sr", "snr", "junior", "jr", "medior", "midlevel"]);
/** Dropped only in front ("Lead Designer", not "Team Lead"; "Staff Engineer", not "Staff Accountant"). */
const SENIORITY_LEADING = new Set(["lead", "staff", "principal", "mid", "intermediate"]);
const LEVEL_SUFFIX = new Set(["i", "ii", "iii", "iv"]);

/**
 * A title as the same job is written on every board: lower case, accents folded, punctuation,
 * gender markers and seniority words dropped. "Senior Frontend Engineer (m/w/d)" → "frontend engineer".
 */
export function normalizeTitle(title: string): string {
  const words = fold(title.replace(GENDER_WORDS, " ").replace(GENDER_MARKER, " "))
    .replace(/\b(mid|entry) level\b/g, " ")
    .split(" ")
    .filter((word) => word && !SENIORITY_ANYWHERE.has(word));
  while (words.length > 1 && SENIORITY_LEADING.has(words[0]!)) words.shift();
  while (words.length > 1 && LEVEL_SUFFIX.has(words.at(-1)!)) words.pop();
  // A title made only of such words keeps them, rather than matching every other empty title.
  return words.join(" ") || fold(title);
}

/** sha256 of the description text with case and whitespace folded: the same posting under another id. */
export function descriptionFingerprint(text: string): string {
  return createHash("sha256").update(text.toLowerCase().replace(/\s+/g, " ").trim()).digest("hex");
}
