import { LETTER_PARAGRAPH_MAX, LETTER_PARAGRAPHS_MAX } from "@/lib/contracts/cover-letter";
import {
  addParagraphAfter,
  canAddParagraph,
  canRemoveParagraph,
  draftOf,
  draftProblems,
  editParagraph,
  isDirty,
  isRegenerable,
  kindsAfterSave,
  removeParagraph,
  textsOf,
  withTexts,
  type SavedLetter,
} from "./paragraph-draft";

const SAVED: SavedLetter = {
  paragraphs: [
    "Dear Acme hiring team,",
    "I am writing to apply for the position of Frontend Engineer at Acme.",
    "Your posting asks for React and TypeScript, both on my CV.",
    "I would welcome the opportunity to discuss how I could contribute.",
    "Yours sincerely,\nAda Lovelace",
  ],
  paragraph_kinds: ["greeting", "intro", "fit", "outro", "closing"],
};

describe("the letter's draft", () => {
  it("starts as the saved letter, clean, with a key per paragraph", () => {
    const draft = draftOf(SAVED);
    expect(textsOf(draft)).toEqual(SAVED.paragraphs);
    expect(new Set(draft.paragraphs.map((paragraph) => paragraph.key)).size).toBe(5);
    expect(isDirty(draft, SAVED)).toBe(false);
  });

  it("is dirty after an edit, and clean again when the text is back (spaces around it do not count: the API trims)", () => {
    const draft = draftOf(SAVED);
    const key = draft.paragraphs[1]!.key;
    const edited = editParagraph(draft, key, "I am applying for the Frontend Engineer role.");
    expect(isDirty(edited, SAVED)).toBe(true);
    expect(textsOf(edited)[1]).toBe("I am applying for the Frontend Engineer role.");
    expect(isDirty(editParagraph(edited, key, `  ${SAVED.paragraphs[1]}\n`), SAVED)).toBe(false);
  });

  it("adds an empty paragraph after the one asked for, with a new key, until the letter is full", () => {
    let draft = draftOf(SAVED);
    const after = draft.paragraphs[2]!.key;
    const { draft: added, key } = addParagraphAfter(draft, after);
    expect(textsOf(added)).toEqual([...SAVED.paragraphs.slice(0, 3), "", ...SAVED.paragraphs.slice(3)]);
    expect(added.paragraphs[3]!.key).toBe(key);
    expect(draft.paragraphs.map((paragraph) => paragraph.key)).not.toContain(key);
    expect(isDirty(added, SAVED)).toBe(true);
    // At the start when no paragraph is named, at the end for an unknown one.
    expect(textsOf(addParagraphAfter(draft, null).draft)[0]).toBe("");
    expect(textsOf(addParagraphAfter(draft, "missing").draft).at(-1)).toBe("");

    while (canAddParagraph(draft)) draft = addParagraphAfter(draft, null).draft;
    expect(draft.paragraphs).toHaveLength(LETTER_PARAGRAPHS_MAX);
    expect(addParagraphAfter(draft, null)).toEqual({ draft, key: null });
  });

  it("removes a paragraph and hands the focus to the one before it (the next for the first), never the last one left", () => {
    const draft = draftOf(SAVED);
    const [first, second, third] = draft.paragraphs;
    const removed = removeParagraph(draft, third!.key);
    expect(textsOf(removed.draft)).toEqual([SAVED.paragraphs[0], SAVED.paragraphs[1], SAVED.paragraphs[3], SAVED.paragraphs[4]]);
    expect(removed.focus).toBe(second!.key);
    expect(removeParagraph(draft, first!.key).focus).toBe(second!.key);

    let single = draft;
    while (canRemoveParagraph(single)) single = removeParagraph(single, single.paragraphs[0]!.key).draft;
    expect(single.paragraphs).toHaveLength(1);
    expect(removeParagraph(single, single.paragraphs[0]!.key)).toEqual({ draft: single, focus: null });
  });

  it("takes the saved texts under the same keys when the count did not change, under new keys when it did", () => {
    const draft = draftOf(SAVED);
    const saved = ["Hello,", "One", "Two", "Three", "Bye"];
    const same = withTexts(draft, saved);
    expect(textsOf(same)).toEqual(saved);
    expect(same.paragraphs.map((paragraph) => paragraph.key)).toEqual(draft.paragraphs.map((paragraph) => paragraph.key));
    const fewer = withTexts(draft, ["Hello,", "Bye"]);
    expect(textsOf(fewer)).toEqual(["Hello,", "Bye"]);
    for (const { key } of fewer.paragraphs) expect(draft.paragraphs.map((paragraph) => paragraph.key)).not.toContain(key);
  });
});

describe("kindsAfterSave", () => {
  it("keeps each paragraph's part when only texts changed", () => {
    const edited = [...SAVED.paragraphs];
    edited[2] = "Something the user wrote instead.";
    expect(kindsAfterSave(SAVED, edited)).toEqual(SAVED.paragraph_kinds);
  });

  it("after an addition or removal, keeps the part of paragraphs left word for word and makes the others the user's own", () => {
    const added = [SAVED.paragraphs[0]!, SAVED.paragraphs[1]!, "A paragraph of my own.", ...SAVED.paragraphs.slice(2)];
    expect(kindsAfterSave(SAVED, added)).toEqual(["greeting", "intro", "custom", "fit", "outro", "closing"]);
    const removedAndEdited = [SAVED.paragraphs[0]!, "My own introduction.", SAVED.paragraphs[3]!, SAVED.paragraphs[4]!];
    expect(kindsAfterSave(SAVED, removedAndEdited)).toEqual(["greeting", "custom", "outro", "closing"]);
    // Surrounding spaces are trimmed away, as the API does.
    expect(kindsAfterSave(SAVED, [SAVED.paragraphs[0]!, `  ${SAVED.paragraphs[1]!} `])).toEqual(["greeting", "intro"]);
  });

  it("matches each saved paragraph once: a copy of a paragraph is the user's own", () => {
    const twice = [SAVED.paragraphs[0]!, SAVED.paragraphs[1]!, SAVED.paragraphs[1]!, SAVED.paragraphs[4]!];
    expect(kindsAfterSave(SAVED, twice)).toEqual(["greeting", "intro", "custom", "closing"]);
  });

  it("names the body's parts as those that can be written again", () => {
    expect(SAVED.paragraph_kinds.map(isRegenerable)).toEqual([false, true, true, true, false]);
    expect(isRegenerable("custom")).toBe(false);
    expect(isRegenerable("skills")).toBe(true);
    expect(isRegenerable("results")).toBe(true);
  });
});

describe("draftProblems", () => {
  it("has none for a letter that can be saved", () => {
    expect(draftProblems(draftOf(SAVED))).toBeNull();
  });

  it("asks to write or remove an empty paragraph, at that paragraph", () => {
    const draft = draftOf(SAVED);
    const { draft: added, key } = addParagraphAfter(draft, draft.paragraphs[1]!.key);
    const blank = editParagraph(added, key!, "   ");
    expect(draftProblems(blank)).toEqual({ paragraphs: { [key!]: "paragraph_required" }, list: null });
  });

  it("says a paragraph is too long with the API's limit", () => {
    const draft = draftOf(SAVED);
    const long = editParagraph(draft, draft.paragraphs[2]!.key, "x".repeat(LETTER_PARAGRAPH_MAX + 1));
    expect(draftProblems(long)).toEqual({ paragraphs: { [draft.paragraphs[2]!.key]: `too_long?max=${LETTER_PARAGRAPH_MAX}` }, list: null });
  });
});
