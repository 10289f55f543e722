import { foldCase } from "@/lib/text/fold";
import { locales, type Locale } from "@/lib/i18n/locales";
import { DOMAINS, FACETS, type DomainKey, type FacetKey } from "./items";
import { translatorFor } from "./messages";

export type Topic = DomainKey | FacetKey;

/** Letters and digits only, single-spaced: "Self-Discipline" and "self discipline" read the same. */
const normalise = (text: string) => ` ${foldCase(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

type Term = { topic: Topic; text: string; stem: boolean };

/**
 * Every way of naming a domain or facet, in all seven languages (a user may write in another
 * language than the interface's): the names, and for domains the words in `match` ("extravert*":
 * a stem that may be followed by more letters, else a whole word or phrase).
 */
function termsOf(locale: Locale): Term[] {
  const t = translatorFor(locale);
  const terms: Term[] = [];
  for (const domain of DOMAINS) {
    terms.push({ topic: domain, text: normalise(t(`domains.${domain}.name`)).trim(), stem: false });
    for (const word of t(`domains.${domain}.match`).split(",")) {
      const stem = word.trim().endsWith("*");
      const text = normalise(word.replace("*", "")).trim();
      if (text) terms.push({ topic: domain, text, stem });
    }
  }
  for (const facet of FACETS) terms.push({ topic: facet, text: normalise(t(`facets.${facet}.name`)).trim(), stem: false });
  return terms;
}

// Longest first, so "self discipline" wins over a shorter name inside it.
const TERMS: Term[] = [...new Map(locales.flatMap(termsOf).map((term) => [`${term.topic}:${term.text}:${term.stem}`, term])).values()].sort(
  (a, b) => b.text.length - a.text.length,
);

/** The domains and facets a message names, in the order it names them, each once. */
export function topicsIn(message: string): Topic[] {
  const text = normalise(message);
  const taken: { start: number; end: number; topic: Topic }[] = [];
  for (const term of TERMS) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(` ${term.text}`, from);
      if (start < 0) break;
      from = start + 1;
      const end = start + 1 + term.text.length;
      // A whole word unless a stem; " " ends every normalised text, so text[end] always exists.
      if (!term.stem && text[end] !== " ") continue;
      if (taken.some((span) => start < span.end && end > span.start)) continue;
      taken.push({ start, end, topic: term.topic });
    }
  }
  return [...new Set(taken.sort((a, b) => a.start - b.start).map((span) => span.topic))];
}
