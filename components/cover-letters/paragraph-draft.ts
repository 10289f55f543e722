import {
  LETTER_PARAGRAPHS_MAX,
  REGENERABLE_PARAGRAPH_KINDS,
  updateCoverLetterSchema,
  type CoverLetter,
} from "@/lib/contracts/cover-letter";
import { encodeFieldError, issueProblem } from "@/lib/contracts/errors";

// The letter as the user edits it on the result page: its paragraphs with keys that stay put while
// paragraphs come and go (for React and for the focus), compared with the saved letter to tell
// what is unsaved and which paragraphs can still be written again once saved.

export type ParagraphKind = CoverLetter["paragraph_kinds"][number];
export type DraftParagraph = { key: string; text: string };
export type LetterDraft = { paragraphs: DraftParagraph[]; nextKey: number };
/** The saved letter the draft is compared with. */
export type SavedLetter = Pick<CoverLetter, "paragraphs" | "paragraph_kinds">;

export const draftOf = (letter: Pick<CoverLetter, "paragraphs">): LetterDraft => ({
  paragraphs: letter.paragraphs.map((text, index) => ({ key: `p${index}`, text })),
  nextKey: letter.paragraphs.length,
});

export const textsOf = (draft: LetterDraft) => draft.paragraphs.map((paragraph) => paragraph.text);

/**
 * The draft after a save or a new wording: the saved texts, under the same keys when the number
 * of paragraphs did not change (the focus stays where it was), else under new ones.
 */
export function withTexts(draft: LetterDraft, texts: readonly string[]): LetterDraft {
  if (texts.length === draft.paragraphs.length) return { ...draft, paragraphs: draft.paragraphs.map((paragraph, index) => ({ ...paragraph, text: texts[index]! })) };
  return { paragraphs: texts.map((text, index) => ({ key: `p${draft.nextKey + index}`, text })), nextKey: draft.nextKey + texts.length };
}

export function editParagraph(draft: LetterDraft, key: string, text: string): LetterDraft {
  return { ...draft, paragraphs: draft.paragraphs.map((paragraph) => (paragraph.key === key ? { ...paragraph, text } : paragraph)) };
}

export const canAddParagraph = (draft: LetterDraft) => draft.paragraphs.length < LETTER_PARAGRAPHS_MAX;
export const canRemoveParagraph = (draft: LetterDraft) => draft.paragraphs.length > 1;

/**
 * An empty paragraph after `key` (at the start when null, at the end when `key` is not there);
 * the draft unchanged when the letter already has as many paragraphs as it may.
 */
export function addParagraphAfter(draft: LetterDraft, key: string | null): { draft: LetterDraft; key: string | null } {
  if (!canAddParagraph(draft)) return { draft, key: null };
  const added = { key: `p${draft.nextKey}`, text: "" };
  const after = key === null ? -1 : draft.paragraphs.findIndex((paragraph) => paragraph.key === key);
  const at = key !== null && after === -1 ? draft.paragraphs.length : after + 1;
  const paragraphs = [...draft.paragraphs.slice(0, at), added, ...draft.paragraphs.slice(at)];
  return { draft: { paragraphs, nextKey: draft.nextKey + 1 }, key: added.key };
}

/**
 * Removes a paragraph (never the last one left) and says which one takes the focus: the one
 * before it, else the one after.
 */
export function removeParagraph(draft: LetterDraft, key: string): { draft: LetterDraft; focus: string | null } {
  const at = draft.paragraphs.findIndex((paragraph) => paragraph.key === key);
  if (at === -1 || !canRemoveParagraph(draft)) return { draft, focus: null };
  const paragraphs = draft.paragraphs.filter((paragraph) => paragraph.key !== key);
  return { draft: { ...draft, paragraphs }, focus: (paragraphs[at - 1] ?? paragraphs[at])!.key };
}

/** The text the API keeps: zod trims each paragraph. */
const kept = (text: string) => text.trim();

export function isDirty(draft: LetterDraft, saved: Pick<CoverLetter, "paragraphs">): boolean {
  const texts = textsOf(draft);
  return texts.length !== saved.paragraphs.length || texts.some((text, index) => kept(text) !== saved.paragraphs[index]);
}

/**
 * The part each paragraph will play once saved, as the API decides it: with as many paragraphs
 * as before each keeps its part; otherwise only those left word for word keep theirs, and the
 * others become the user's own (`custom`).
 */
export function kindsAfterSave(saved: SavedLetter, texts: readonly string[]): ParagraphKind[] {
  if (texts.length === saved.paragraphs.length) return texts.map((_, index) => saved.paragraph_kinds[index] ?? "custom");
  const unmatched = saved.paragraphs.map((text, index) => ({ text, kind: saved.paragraph_kinds[index] ?? ("custom" as const) }));
  return texts.map((text) => {
    const at = unmatched.findIndex((paragraph) => paragraph.text === kept(text));
    if (at === -1) return "custom";
    return unmatched.splice(at, 1)[0]!.kind;
  });
}

export const isRegenerable = (kind: ParagraphKind) => (REGENERABLE_PARAGRAPH_KINDS as readonly string[]).includes(kind);

/** The paragraphs' problems before saving, keyed by the paragraph's key, said as field codes. */
export type DraftProblems = { paragraphs: Record<string, string>; list: string | null };

export function draftProblems(draft: LetterDraft): DraftProblems | null {
  const problems: DraftProblems = { paragraphs: {}, list: null };
  // An empty paragraph has a message of its own: write it or remove it.
  for (const paragraph of draft.paragraphs) {
    if (!kept(paragraph.text)) problems.paragraphs[paragraph.key] = encodeFieldError("paragraph_required");
  }
  const parsed = updateCoverLetterSchema.safeParse({ paragraphs: textsOf(draft) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { code, params } = issueProblem(issue);
      const index = issue.path[1];
      const paragraph = typeof index === "number" ? draft.paragraphs[index] : undefined;
      if (paragraph) problems.paragraphs[paragraph.key] ??= encodeFieldError(code, params);
      else problems.list ??= encodeFieldError(code, params);
    }
  }
  return Object.keys(problems.paragraphs).length > 0 || problems.list ? problems : null;
}
