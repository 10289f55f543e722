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
