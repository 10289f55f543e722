import { foldCase } from "@/lib/text/fold";

// Words that say nothing about a posting's subject, in the seven languages, at five letters or more.
const COMMON_WORDS = new Set(
  [
    "about", "across", "after", "their", "there", "these", "those", "which", "while", "where", "would", "could", "should", "other", "being",
    "years", "experience", "including", "within", "using", "strong", "ability", "working", "looking", "based", "great", "every", "through",
    "unser", "unsere", "unseren", "werden", "einen", "einer", "eines", "sowie", "durch", "deine", "ihrer", "haben", "erfahrung", "jahre",
    "nuestro", "nuestra", "experiencia", "nuestros", "desde", "entre", "notre", "votre", "expérience", "avoir", "dans", "nostro", "nostra",
    "esperienza", "della", "delle", "nosso", "nossa", "experiência", "onze", "ervaring", "jouw", "werken",
  ].map((word) => foldCase(word)),
);
/** Long enough to tell words apart, short enough that "customer" meets "customers" and "migrate" meets "migration". */
const STEM_LENGTH = 6;

/** Each subject word's stem, with the word as `text` first writes it (accents and case kept). */
export function stemmedWords(text: string): Map<string, string> {
  const stems = new Map<string, string>();
  // Composed first, so an accent written as its own mark does not cut a word in two.
  for (const written of text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? []) {
    const word = foldCase(written);
    if (word.length < 5 || COMMON_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const stem = word.slice(0, STEM_LENGTH);
    if (!stems.has(stem)) stems.set(stem, written);
  }
  return stems;
}

/** The stems of the subject words of `text`: what two texts must share to be about the same thing. */
export const wordStems = (text: string): Set<string> => new Set(stemmedWords(text).keys());
