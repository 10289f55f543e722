/**
 * Lower case with accents, ligatures and apostrophe variants folded ("Müller" = "muller",
 * "Œuvre" = "oeuvre", "d’Arc" = "d'arc"): the one comparison key for matching and search.
 * Callers decide what else to drop (punctuation, symbols) for their own purpose.
 */
export function foldCase(text: string): string {
  return text
    // Before NFKD, which would turn "´" into a space and a combining accent.
    .replace(/[’`´‘]/g, "'")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ı/g, "i");
}
