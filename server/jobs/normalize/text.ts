/** Lower case with accents and ligatures folded and punctuation collapsed to single spaces, for matching. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ı/g, "i")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words of folded text. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(" ") : [];
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
