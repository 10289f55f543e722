/** Pure helpers behind the chip inputs and comboboxes of the copilot steps. */

export type AddOutcome = "added" | "empty" | "duplicate" | "full";

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/** Adds one trimmed entry unless it is empty, already there (ignoring case) or the list is full. */
export function addChip(values: readonly string[], raw: string, max = Infinity): { values: string[]; outcome: AddOutcome } {
  const value = raw.trim().replace(/\s+/g, " ");
  if (!value) return { values: [...values], outcome: "empty" };
  if (values.some((existing) => sameText(existing, value))) return { values: [...values], outcome: "duplicate" };
  if (values.length >= max) return { values: [...values], outcome: "full" };
  return { values: [...values, value], outcome: "added" };
}

/** Text typed or pasted with commas, semicolons or line breaks holds several entries. */
export const splitEntries = (text: string): string[] =>
  text
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Adds every entry of a pasted text; the outcome is that of the last entry that was not added, if any. */
export function addChips(values: readonly string[], text: string, max = Infinity): { values: string[]; outcome: AddOutcome } {
  let list = [...values];
  let outcome: AddOutcome = "empty";
  let refused: AddOutcome | null = null;
  for (const entry of splitEntries(text)) {
    const result = addChip(list, entry, max);
    list = result.values;
    if (result.outcome === "added") outcome = "added";
    else refused = result.outcome;
  }
  return { values: list, outcome: refused ?? outcome };
}

export const removeAt = <T>(values: readonly T[], index: number): T[] => values.filter((_, i) => i !== index);

/** The next highlighted option for the arrow keys: wraps around; -1 when there are none. */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** Keeps a number inside [min, max]; anything not a number becomes the fallback. */
export function clamp(value: number, min: number, max: number, fallback = min): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A file size for people: 820 KB, 1.4 MB. */
export function formatFileSize(bytes: number, locale = "en"): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
