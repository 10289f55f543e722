import { findSkills } from "../cv/find-skills";
import { foldCase } from "@/lib/text/fold";
import type { UserSources } from "./sources";

/**
 * The grounding check: claims in a text meant for or about the user that nothing on file supports.
 * Every skill named (from the CV skill dictionary), every number, every degree and every employer
 * ("at Acme", "bei Acme") must appear in the user's sources or in the context the text was written
 * from (the job posting, the offer, the question). The offline engine is tested never to produce a
 * claim; an LLM's output is checked after the fact and its claims are shown as flags.
 */

export type ClaimKind = "skill" | "number" | "degree" | "employer";
export type Claim = { kind: ClaimKind; value: string };

// Each pattern ends where a letter or digit cannot follow, so abbreviations with a final dot
// ("M.A.", "B.Sc.") are found before a space too.
const DEGREES: { name: string; pattern: RegExp }[] = [
  { name: "PhD", pattern: /\b(?:ph\.?\s?d|doctorate|doktor(?:at)?|dr\.\s?(?:rer|phil|ing)|doctorado|dottorato|doutorado|promotie)(?![\p{L}\p{N}])/iu },
  { name: "MBA", pattern: /\bmba\b/iu },
  // A Scrum Master and SAP master data are no degree.
  {
    name: "Master",
    pattern: /(?<!scrum[\s-]?)\b(?:master(?:'s)?(?![\s-]*(?:data|daten|datos|donn[ée]es|dati|dados|branch|class))(?:\s+degree)?|m\.?\s?sc|m\.\s?a\.|msc|maestr[ií]a|laurea magistrale|mestrado)(?![\p{L}\p{N}])/iu,
  },
  // "Licence" is the French degree only as "licence en/de/professionnelle…": in English it is a driving or software licence.
  {
    name: "Bachelor",
    pattern: /\b(?:bachelor(?:'s)?(?:\s+degree)?|b\.?\s?sc|b\.\s?a\.|bsc|licenciatura|laurea triennale|grado en|licence(?=\s+(?:en|de|d['’]|ès|professionnelle)(?![\p{L}])))(?![\p{L}\p{N}])/iu,
  },
  { name: "Diploma", pattern: /\b(?:diplom(?:a)?(?:-ingenieur)?|dipl\.-ing)(?![\p{L}\p{N}])/iu },
];

// "at Acme", "for Globex", "bei Siemens", "chez Renault", "en Telefónica", "presso Eni", "na Natura", "bij Philips":
// a capitalised name after the preposition is read as an employer claim, also at the start of a
// sentence ("At Acme, I…"). "na" and "no" only in lower case: English "No" opens sentences.
const EMPLOYER = /(?<![\p{L}\p{N}])(?:[Aa]t|[Ff]or|[Ww]ith|[Bb]ei|[Cc]hez|[Ee]n|[Pp]resso|na|no|[Bb]ij)\s+((?:\p{Lu}[\p{L}\p{N}&.'-]*)(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}&.'-]*|&))*)/gu;
// Capitalised words that follow those prepositions without naming an employer.
const NOT_EMPLOYERS = new Set(
  [
    "I", "The", "A", "An", "This", "That", "My", "Our", "Your", "Least", "Example", "Instance", "Now", "Work", "Home", "Least",
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "STAR", "Situation", "Task", "Action", "Result",
    "Ihnen", "Ihrem", "Ihrer", "Vous", "Usted", "Lei", "Você", "U", "Uw", "Sie", "Ich", "Je", "Yo", "Io", "Eu", "Ik",
    // German nouns are capitalised: "bei Bedarf", "bei Fragen" are phrases, not employers.
    "Bedarf", "Bedarfsfall", "Fragen", "Rückfragen", "Interesse", "Gelegenheit", "Problemen", "Anfragen", "Verfügbarkeit",
    "Eignung", "Erfolg", "Zusage", "Kunden", "Projekten", "Terminen", "Vollzeit", "Teilzeit", "Einstellung", "Bewerbungen",
    "Bedarfen", "Schwierigkeiten", "Bedenken", "Unklarheiten", "Wunsch", "Abschluss", "Eintritt", "Gesprächen",
  ].map((word) => foldCase(word)),
);

const LOCALES = ["en", "de", "es", "fr", "it", "pt", "nl"];
// Spoken languages an answer may name ("Engels en Duits": Dutch "en" is "and").
const LANGUAGE_CODES = "en de fr es it pt nl pl ru uk tr ar zh ja ko hi ur bn sv da no nb fi el cs sk hu ro bg hr sr sl he fa vi th id ms tl sw ca eu gl lb sq lt lv et is ga la ta pa ku hy ka".split(" ");

/** Countries, languages and months in the seven languages: "en España", "no Brasil", "en Enero" name no employer. */
const PLACE_AND_TIME_WORDS: Set<string> = (() => {
  const words = new Set<string>();
  const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  for (const locale of LOCALES) {
    const regions = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    for (const first of letters) for (const second of letters) {
      const name = regions.of(first + second);
      if (name) words.add(foldCase(name));
    }
    const languages = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    for (const code of LANGUAGE_CODES) {
      const name = languages.of(code);
      if (name) words.add(foldCase(name));
    }
    const months = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) words.add(foldCase(months.format(new Date(Date.UTC(2000, month, 15)))));
  }
  return words;
})();

// Numbers as written: 1,200 / 1.200 / 85 000 / 12.5 / 30% / €85k. A space joins only a group of
// three digits ("85 000"), so "in 2021 12 projects" is two numbers. Ordinals and list counters
// under 11 are wording ("3 questions", "step 2"), not claims about the user.
const NUMBER = /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+|[ \u00a0\u202f]\d{3}(?!\d))*(?:\s?[kK])?(?![\p{L}\p{N}])/gu;
const SMALL_NUMBER_MAX = 10;
// Written dates ("01.05.2026") and round-the-clock ("24/7") are no counts.
const NOT_COUNTS = /(?<!\d)\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2}(?!\d)|(?<!\d)24\/7(?!\d)/g;

const fold = (text: string) => foldCase(text).replace(/\s+/g, " ");
const digitsOf = (text: string) => text.replace(/[^\d]/g, "");
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, "");

/** A number's digits, separators dropped; "85k" and "1.5k" are counted in thousands. */
function valueOf(written: string): string {
  const thousands = /k$/i.exec(written.trim());
  if (!thousands) return withoutLeadingZeros(digitsOf(written));
  const amount = Number(written.trim().slice(0, -1).trim().replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
  return Number.isFinite(amount) ? String(Math.round(amount * 1000)) : withoutLeadingZeros(digitsOf(written));
}

/** Numbers as digit strings (separators dropped), so "1,200" in the CV supports "1200" and "1.200". */
export function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(NUMBER)) {
    const value = valueOf(match[0]);
    if (value) found.add(value);
    // A decimal written "12.5" or "12,5" supports its integer part too.
    for (const part of match[0].replace(/\s?[kK]$/, "").split(/[.,\s\u00a0\u202f]/)) if (part) found.add(withoutLeadingZeros(part));
  }
  return found;
}

/** The text of every source: what a claim may be found in. */
export function sourceText(sources: UserSources, context: string[] = []): string {
  const details = sources.details;
  return [
    sources.firstName ?? "",
    sources.cv?.text ?? "",
    ...(sources.cv?.skills ?? []),
    ...(sources.cv?.titles ?? []),
    ...(sources.cv?.languages ?? []),
    sources.cv?.yearsOfExperience != null ? String(sources.cv.yearsOfExperience) : "",
    ...sources.search.titles,
    details.salaryExpectation ? `${details.salaryExpectation.amount} ${details.salaryExpectation.currency}` : "",
    details.noticePeriod ?? "",
    details.highestEducation ?? "",
    details.yearsOfExperience != null ? String(details.yearsOfExperience) : "",
    ...sources.answers.flatMap((entry) => [entry.question, entry.answer]),
    ...context,
  ].join("\n");
}

/**
 * The claims in `text` not supported by the sources or the context. `context` holds what the text
 * was written from besides the user (the posting, the question, the offer's figures, the
 * assistant's own computed numbers), so repeating it is no claim.
 */
export function unsupportedClaims(text: string, sources: UserSources, context: string[] = []): Claim[] {
  return claimsAgainst(text, supportOf(sourceText(sources, context), sources.cv?.skills ?? []));
}

/** What a text may claim, read once from the supporting text: checking many texts against one CV reads the CV once. */
export type Support = { text: string; folded: string; skills: Set<string>; numbers: Set<string> };

/** `knownSkills` are supported though the text may not name them. */
export const supportOf = (supporting: string, knownSkills: string[] = []): Support => supportWithSkills(supporting, [...findSkills(supporting), ...knownSkills]);

/** The support of a text whose skills the caller read (e.g. field by field, so no term runs from one field into the next). */
export function supportWithSkills(supporting: string, skills: Iterable<string>): Support {
  return { text: supporting, folded: fold(supporting), skills: new Set([...skills].map((skill) => skill.toLowerCase())), numbers: numbersIn(supporting) };
}

/** The claims in `text` that `support` does not back. */
export function claimsAgainst(text: string, support: Support): Claim[] {
  const claims: Claim[] = [];
  const seen = new Set<string>();
  const add = (claim: Claim) => {
    const key = `${claim.kind}:${claim.value.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      claims.push(claim);
    }
  };

  for (const skill of findSkills(text)) if (!support.skills.has(skill.toLowerCase())) add({ kind: "skill", value: skill });

  for (const match of text.replace(NOT_COUNTS, " ").matchAll(NUMBER)) {
    const written = match[0].trim();
    const value = valueOf(written);
    if (!value || (value.length <= 2 && Number(value) <= SMALL_NUMBER_MAX)) continue;
    // A year is a date, not a claim, unless it is written as a count.
    if (/^(19|20)\d{2}$/.test(value) && /^\d{4}$/.test(written)) continue;
    if (!support.numbers.has(value)) add({ kind: "number", value: written });
  }

  for (const degree of DEGREES) {
    if (degree.pattern.test(text) && !degree.pattern.test(support.text)) add({ kind: "degree", value: degree.name });
  }

  for (const match of text.matchAll(EMPLOYER)) {
    // The name ends before a pronoun ("At Acme I led…") and with its sentence ("…in Germany. Only you…").
    const words = match[1]!.split(/\s+/);
    const pronoun = words.findIndex((word, index) => index > 0 && NOT_EMPLOYERS.has(foldCase(word)));
    const sentenceEnd = words.findIndex((word, index) => index < words.length - 1 && /\.$/.test(word));
    const end = Math.min(pronoun === -1 ? words.length : pronoun, sentenceEnd === -1 ? words.length : sentenceEnd + 1);
    const name = words.slice(0, end).join(" ").replace(/[.'-]+$/, "").trim();
    const first = words[0]!;
    if (name.length < 2 || NOT_EMPLOYERS.has(foldCase(first)) || PLACE_AND_TIME_WORDS.has(foldCase(name)) || PLACE_AND_TIME_WORDS.has(foldCase(first))) continue;
    if (!support.folded.includes(fold(name))) add({ kind: "employer", value: name });
  }
  return claims;
}
