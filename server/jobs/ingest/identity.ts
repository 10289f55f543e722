import { createHash } from "node:crypto";
import { parseLocation } from "../sources/normalize/location";
import { fold } from "../sources/normalize/text";
import { brandSlug } from "./brands";

// "(m/w/d)", "(f/m/x)", "(h/f)", "m/w/d", "(m/w/div)": gender markers of German, French and Dutch titles.
const GENDER_MARKER = /\(?\b[mwfdhxv](?:\s*[/|]\s*(?:divers|div|[mwfdhxv]))+\b\)?/gi;
const GENDER_WORDS = /\((?:all genders|alle geschlechter|gn\*?|genderneutral)\)/gi;
/** Seniority words dropped wherever they stand. */
const SENIORITY_ANYWHERE = new Set(["senior", "sr", "snr", "junior", "jr", "medior", "midlevel"]);
/** Dropped only in front ("Lead Designer", not "Team Lead"; "Staff Engineer", not "Staff Accountant"). */
const SENIORITY_LEADING = new Set(["lead", "staff", "principal", "mid", "intermediate"]);
const LEVEL_SUFFIX = new Set(["i", "ii", "iii", "iv"]);

const LANGUAGE_CODES: Record<string, string> = { en: "english", fr: "french", de: "german", nl: "dutch", es: "spanish", it: "italian", pt: "portuguese" };
/** "(FR/EN)": a list of language codes is the languages spelled out, as another board writes them. */
const CODE_LIST = /\b(en|fr|de|nl|es|it|pt)(?:\s*\/\s*(?:en|fr|de|nl|es|it|pt)\b)+/gi;

/** Spellings of one word that boards use interchangeably. */
const SYNONYMS: [RegExp, string][] = [
  [/\bgolang\b/g, "go"],
  [/\bfront end\b/g, "frontend"],
  [/\bback end\b/g, "backend"],
  [/\bfull stack\b/g, "fullstack"],
  [/\bdev ops\b/g, "devops"],
  [/\bengr\b/g, "engineer"],
  [/\bmgr\b/g, "manager"],
];
/** Words a decoration may consist of besides places: how, when and at what level the job is done. */
const DECORATION_WORDS = new Set([
  "remote", "hybrid", "onsite", "on", "site", "office", "first", "only", "fully", "full", "part", "time", "contract", "permanent",
  "temporary", "freelance", "all", "genders", "gn", "and", "or", "in", "the", "based", "anywhere", "worldwide", "timezone", "time",
  "zone", "zones", "senior", "sr", "junior", "jr", "mid", "level", "f", "m", "w", "d", "x", "h", "100", "80", "%",
]);

/** A bracketed or trailing part that only says where, how or at what level: "(Remote, US)", "– Berlin", "(Senior)". */
function isDecoration(part: string): boolean {
  const words = fold(part).split(" ").filter(Boolean);
  if (!words.length) return true;
  if (words.every((word) => DECORATION_WORDS.has(word))) return true;
  if (words.length > 5) return false;
  const place = parseLocation(part);
  const placed = place.countryCodes.length > 0 || place.regionCodes.length > 0 || place.worldwide || place.remoteType !== null;
  // Everything but place names must be decoration words ("Remote, US only"), so "Sales (DACH)" keeps "sales".
  return placed && words.filter((word) => !DECORATION_WORDS.has(word)).length <= 3;
}

/** Drops "(Remote, US)", "[Berlin]", "- Remote", "| Europe" and "Engineer, Germany" style additions. */
function withoutDecorations(title: string): string {
  let text = title.replace(/[([{]([^()[\]{}]*)[)\]}]/g, (match, inner: string) => (isDecoration(inner) ? " " : match));
  for (;;) {
    const tail = /\s*(?:[-–—|:]|,)\s*([^-–—|:,]+)$/.exec(text);
    if (!tail || tail.index === 0 || !isDecoration(tail[1]!)) break;
    text = text.slice(0, tail.index);
  }
  return text;
}

/**
 * A title as the same job is written on every board: lower case, accents folded, punctuation,
 * gender markers, seniority words and location or work-mode decorations dropped, common spellings
 * unified. "Senior Frontend Engineer (m/w/d)" and "Front-End Engineer (Remote, US)" → "frontend engineer".
 */
export function normalizeTitle(title: string): string {
  const spelled = title.replace(CODE_LIST, (list) => list.split("/").map((code) => LANGUAGE_CODES[code.trim().toLowerCase()]).join(" "));
  let folded = fold(withoutDecorations(spelled.replace(GENDER_WORDS, " ").replace(GENDER_MARKER, " ")));
  for (const [pattern, replacement] of SYNONYMS) folded = folded.replace(pattern, replacement);
  const words = folded
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

/**
 * The company as one identity across boards: its brand slug with the separators dropped, so a board
 * token ("acmecloud"), "Acme Cloud" and "ACME-Cloud, Inc." meet.
 */
export function companyKey(name: string): string {
  return brandSlug(name.replace(/^\s*the\s+/i, "")).replace(/-/g, "");
}
