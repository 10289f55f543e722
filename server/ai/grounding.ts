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

const DEGREES: { name: string; pattern: RegExp }[] = [
  { name: "PhD", pattern: /\b(?:ph\.?\s?d|doctorate|doktor(?:at)?|dr\.\s?(?:rer|phil|ing)|doctorado|dottorato|doutorado|promotie)\b/iu },
  { name: "MBA", pattern: /\bmba\b/iu },
  { name: "Master", pattern: /\b(?:master(?:'s)?(?:\s+degree)?|m\.?\s?sc|m\.?\s?a\.|msc|maestr[ií]a|laurea magistrale|mestrado)\b/iu },
  { name: "Bachelor", pattern: /\b(?:bachelor(?:'s)?(?:\s+degree)?|b\.?\s?sc|b\.?\s?a\.|bsc|licenciatura|laurea triennale|grado en|licence)\b/iu },
  { name: "Diploma", pattern: /\b(?:diplom(?:a)?(?:-ingenieur)?|dipl\.-ing)\b/iu },
];

// "at Acme", "for Globex", "bei Siemens", "chez Renault", "en Telefónica", "presso Eni", "na Natura", "bij Philips":
// a capitalised name after the preposition is read as an employer claim.
const EMPLOYER = /\b(?:at|for|with|bei|chez|en|presso|na|no|bij)\s+((?:\p{Lu}[\p{L}\p{N}&.'-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}&.'-]*|&))*)/gu;
// Capitalised words that follow those prepositions without naming an employer.
const NOT_EMPLOYERS = new Set(
  [
    "I", "The", "A", "An", "This", "That", "My", "Our", "Your", "Least", "Example", "Instance", "Now", "Work", "Home", "Least",
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "STAR", "Situation", "Task", "Action", "Result",
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    "Ihnen", "Ihrem", "Ihrer", "Vous", "Usted", "Lei", "Você", "U", "Uw", "Sie", "Ich", "Je", "Yo", "Io", "Eu", "Ik",
  ].map((word) => word.toLowerCase()),
);

// Numbers as written: 1,200 / 1.200 / 12.5 / 30% / €85k. Ordinals and list counters under 11 are
// wording ("3 questions", "step 2"), not claims about the user.
const NUMBER = /(?<![\p{L}\p{N}])\d[\d.,\s]*\d(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,])\d(?![\p{L}\p{N}])/gu;
const SMALL_NUMBER_MAX = 10;

const fold = (text: string) => foldCase(text).replace(/\s+/g, " ");
const digitsOf = (text: string) => text.replace(/[^\d]/g, "");

/** Numbers as digit strings (separators dropped), so "1,200" in the CV supports "1200" and "1.200". */
function numbersIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(NUMBER)) {
    const digits = digitsOf(match[0]);
    if (digits) found.add(digits.replace(/^0+(?=\d)/, ""));
    // A decimal written "12.5" or "12,5" supports its integer part too, and "85k" its thousands.
    for (const part of match[0].split(/[.,\s]/)) if (part) found.add(part.replace(/^0+(?=\d)/, ""));
  }
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)\s?k\b/giu)) found.add(String(Math.round(Number(match[1]!.replace(",", ".")) * 1000)));
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
  const supporting = sourceText(sources, context);
  const foldedSupport = fold(supporting);
  const claims: Claim[] = [];
  const seen = new Set<string>();
  const add = (claim: Claim) => {
    const key = `${claim.kind}:${claim.value.toLowerCase()}`;
    if (!seen.has(key)) {
      seen.add(key);
      claims.push(claim);
    }
  };

  const supportedSkills = new Set(findSkills(supporting).map((skill) => skill.toLowerCase()));
  for (const skill of sources.cv?.skills ?? []) supportedSkills.add(skill.toLowerCase());
  for (const skill of findSkills(text)) if (!supportedSkills.has(skill.toLowerCase())) add({ kind: "skill", value: skill });

  const supportedNumbers = numbersIn(supporting);
  for (const match of text.matchAll(NUMBER)) {
    const digits = digitsOf(match[0]).replace(/^0+(?=\d)/, "");
    if (!digits || (digits.length <= 2 && Number(digits) <= SMALL_NUMBER_MAX)) continue;
    // A year is a date, not a claim, unless it is written as a count.
    if (/^(19|20)\d{2}$/.test(digits) && !/[.,]/.test(match[0])) continue;
    if (!supportedNumbers.has(digits)) add({ kind: "number", value: match[0].trim() });
  }

  for (const degree of DEGREES) {
    if (degree.pattern.test(text) && !degree.pattern.test(supporting)) add({ kind: "degree", value: degree.name });
  }

  for (const match of text.matchAll(EMPLOYER)) {
    const name = match[1]!.replace(/[.'-]+$/, "").trim();
    const first = name.split(/\s+/)[0]!.toLowerCase();
    if (!name || NOT_EMPLOYERS.has(first) || name.length < 2) continue;
    if (!foldedSupport.includes(fold(name))) add({ kind: "employer", value: name });
  }
  return claims;
}
