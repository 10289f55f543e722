import jobTitles from "../data/job-titles.json";
import { fold } from "./text";

type JobTitleRecord = { id: string; en: string; de: string; es: string; fr: string; it: string; pt: string; nl: string };
const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl"] as const;

/** Keys that are ordinary words or names in one of the languages (pt "Padre", nl "Arts", fr "Maçon"). */
const AMBIGUOUS_KEYS = new Set(["pivot", "ama", "tata", "padre", "arts", "naher", "boer", "macon"]);
/** Acronyms the dataset gives in brackets ("Directeur technique (CTO)") that also mean something else. */
const AMBIGUOUS_ACRONYMS = new Set(["AML", "CPA", "F&B", "ARC", "OSS", "PTA", "MIR", "CRO", "CPO"]);
/** Common ways of naming a dataset title that the dataset does not list, by its English name. */
const EXTRA_NAMES: Record<string, string[]> = {
  Nurse: ["Krankenpfleger", "Krankenschwester", "Gesundheits- und Krankenpfleger", "Pflegefachmann", "Pflegefachfrau"],
  "Software Engineer": ["Softwareingenieur", "Software-Ingenieur"],
};

/** Tokens for matching: "C#"/"C++"/".NET" kept apart, "front-end" = "frontend", brackets dropped. */
export function titleTokens(text: string): string[] {
  return fold(text)
    .replace(/\([^)]*\)/g, " ")
    .replace(/c#/g, " csharp ")
    .replace(/c\+\+/g, " cpp ")
    .replace(/\.net\b/g, " dotnet ")
    .replace(/\b(front|back)[\s-]+end\b/g, "$1end")
    .replace(/\bfull[\s-]+stack\b/g, "fullstack")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** Feminine forms, as CVs write them: "Entwicklerin", "Développeuse", "Ingeniera", "Kauffrau". */
function feminineForms(tokens: string[], language: (typeof LANGUAGES)[number]): string[][] {
  const replaceAt = (index: number, words: string[]) => words.map((word) => tokens.map((token, i) => (i === index ? word : token)));
  if (language === "de") {
    const last = tokens.at(-1)!;
    const forms = last.endsWith("mann") ? [`${last.slice(0, -4)}frau`] : [last.endsWith("e") ? `${last.slice(0, -1)}in` : `${last}in`];
    return replaceAt(tokens.length - 1, forms);
  }
  const first = tokens[0]!;
  const forms: string[] = [];
  if (language === "fr") {
    if (first.endsWith("teur")) forms.push(`${first.slice(0, -4)}trice`);
    if (first.endsWith("eur")) forms.push(`${first.slice(0, -3)}euse`, `${first}e`);
    if (first.endsWith("ier")) forms.push(`${first.slice(0, -3)}iere`);
    if (/(?:ien|en)$/.test(first)) forms.push(`${first}ne`);
    // Chargé → chargée, consultant → consultante, avocat → avocate; nonsense forms never match.
    if (!first.endsWith("eur")) forms.push(`${first}e`);
  } else if (language === "es" || language === "pt") {
    if (first.endsWith("o")) forms.push(`${first.slice(0, -1)}a`);
    if (/(?:or|ol|es)$/.test(first)) forms.push(`${first}a`);
  } else if (language === "it") {
    if (first.endsWith("tore")) forms.push(`${first.slice(0, -4)}trice`);
    if (/[oe]$/.test(first)) forms.push(`${first.slice(0, -1)}a`);
  }
  return replaceAt(0, forms);
}

let index: { titles: Map<string, string>; longest: number } | null = null;

/** Every title in every language (and feminine form) → its English name; English keys win clashes. */
function titleIndex() {
  if (index) return index;
  const records = [...(jobTitles as JobTitleRecord[])].sort((a, b) => Number(a.en.includes("(")) - Number(b.en.includes("(")));
  const titles = new Map<string, string>();
  let longest = 1;
  const add = (tokens: string[], title: string) => {
    const key = tokens.join(" ");
    if (!key || AMBIGUOUS_KEYS.has(key) || titles.has(key)) return;
    titles.set(key, title);
    longest = Math.max(longest, tokens.length);
  };
  for (const language of LANGUAGES) {
    for (const record of records) {
      const tokens = titleTokens(record[language]);
      if (!tokens.length) continue;
      add(tokens, record.en);
      if (language !== "en" && language !== "nl") for (const form of feminineForms(tokens, language)) add(form, record.en);
      const acronym = /\(([A-Z][A-Z&]{1,4})\)/.exec(record[language])?.[1];
      if (acronym && !AMBIGUOUS_ACRONYMS.has(acronym)) add(titleTokens(acronym), record.en);
    }
  }
  for (const [title, names] of Object.entries(EXTRA_NAMES)) {
    for (const name of names) {
      const tokens = titleTokens(name);
      add(tokens, title);
      for (const form of feminineForms(tokens, "de")) add(form, title);
    }
  }
  index = { titles, longest };
  return index;
}

/** Gender markers German job titles carry: "Entwickler/in", "Entwickler:in", "Entwickler*in". */
const GENDER_SUFFIX = /(\p{L})(?:\/-?|:|\*|_)in(?:nen)?\b|\((?:m|w|d|f|x|div)(?:\s*[/|,]\s*(?:m|w|d|f|x|div))+\)|\(all genders\)/giu;
const SEGMENT_BREAK = /\s+[|–—-]\s+|[|•·,;@/\t]|\s(?:at|bei|chez|presso|bij|em|en la|na)\s/i;

/** Job titles named in `text`, in English, longest match first within each part of the line. */
export function findTitles(text: string): string[] {
  const { titles, longest } = titleIndex();
  const found: string[] = [];
  for (const segment of text.replace(GENDER_SUFFIX, "$1").split(SEGMENT_BREAK)) {
    const tokens = titleTokens(segment);
    for (let start = 0; start < tokens.length; start++) {
      for (let length = Math.min(longest, tokens.length - start); length >= 1; length--) {
        const title = titles.get(tokens.slice(start, start + length).join(" "));
        if (!title) continue;
        if (!found.includes(title)) found.push(title);
        start += length - 1;
        break;
      }
    }
  }
  return found;
}
