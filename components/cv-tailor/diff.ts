import { diffWords } from "diff";

/** A run of words in a rewording: kept, taken out or put in. */
export type WordPart = { text: string; kind: "same" | "removed" | "added" };

/** The word-level difference between a text before and after tailoring, in reading order. */
export function wordParts(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    kind: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/** An item of a reordered list, where it stands now and how far it moved (positive: up). */
export type MovedItem = { text: string; position: number; was: number; moved: number };

/**
 * A list in its new order, each item with its old position. Items repeat rarely (two identical
 * bullets); each occurrence is matched to the earliest unused one before.
 */
export function movedItems(before: readonly string[], after: readonly string[]): MovedItem[] {
  const used = new Set<number>();
  return after.map((text, position) => {
    let was = before.findIndex((item, index) => item === text && !used.has(index));
    if (was === -1) was = position;
    used.add(was);
    return { text, position: position + 1, was: was + 1, moved: was - position };
  });
}
