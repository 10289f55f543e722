import { foldCase } from "@/lib/text/fold";

/** Lower case with accents and ligatures folded and everything but letters and digits collapsed to single spaces. */
export function fold(text: string): string {
  return foldCase(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** Words of folded text. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(" ") : [];
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * Sentences and list items of a text: split at line breaks, bullets, semicolons and sentence ends.
 * A full stop ends a sentence only after two other characters and before a capital, so "e.g. fluent"
 * and "the U.S. and Canada" stay whole.
 */
export function sentences(text: string): string[] {
  return text
    .split(/[\r\n•●▪◦■;]+|(?<=[^\s.]{2}[.!?])\s+(?=[\p{Lu}\p{N}"'“„«(])/u)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Word = {
  /** Folded like `fold`, or "," for a comma, a spaced dash or a pipe (the places where a list may break). */
  word: string;
  /** As written: the case tells "Polish" from "polish", "EST" from French "est". */
  original: string;
  /** Followed by a colon: "You speak fluent Dutch: our customers…" ends the phrase there. */
  beforeColon?: boolean;
};

/** The words of a sentence, folded, each with its original spelling; French inclusive endings dropped ("basé·e·s" → "basé"). */
export function foldedWords(sentence: string): Word[] {
  const text = sentence.normalize("NFC").replace(/·\p{Ll}+/gu, "");
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+|,|(?<=\s)[-–—|](?=\s)/gu)].map(({ 0: original, index }) => ({
    original,
    word: /^[\p{L}\p{M}\p{N}]/u.test(original) ? foldCase(original) : ",",
    ...(/^\s*:/.test(text.slice(index + original.length)) ? { beforeColon: true } : {}),
  }));
}
