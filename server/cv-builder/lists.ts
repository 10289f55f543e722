import type { JsonResume } from "@/lib/contracts/cv-document";
import { findLanguages } from "../cv/languages";
import { itemsOf } from "./entries";
import { type CvLine, fullText, withoutBullet } from "./lines";

type Skill = NonNullable<JsonResume["skills"]>[number];
type Language = NonNullable<JsonResume["languages"]>[number];
type Interest = NonNullable<JsonResume["interests"]>[number];
type Reference = NonNullable<JsonResume["references"]>[number];

export type ListResult<T> = { entries: T[]; unplaced: string[] };

/** A line's own label: "Frontend: React, Vue" → Frontend; the heading before an inline list counts too. */
function labelled(line: CvLine): { label?: string; content: string } {
  if (line.label) return { label: line.label, content: line.text };
  const text = withoutBullet(line.text);
  const m = /^([^:]{2,40}):\s*(.+)$/.exec(text);
  return m && !/https?$/i.test(m[1]!) ? { label: m[1]!.trim(), content: m[2]!.trim() } : { content: text };
}

/** Items too long for a list are sentences, not skills or interests. */
const ITEM_MAX = 80;

/**
 * Skills as the CV groups them: "Languages: Go, TypeScript" is one skill named Languages with its
 * keywords; an unlabelled list is one skill per item.
 */
export function parseSkills(lines: CvLine[]): ListResult<Skill> {
  const entries: Skill[] = [];
  const unplaced: string[] = [];
  for (const line of lines.filter((candidate) => candidate.text)) {
    const { label, content } = labelled(line);
    const items = itemsOf(content);
    if (items.some((item) => item.length > ITEM_MAX)) {
      unplaced.push(fullText(line));
    } else if (label) {
      entries.push({ name: label, keywords: items });
    } else {
      entries.push(...items.map((name) => ({ name })));
    }
  }
  return { entries, unplaced };
}

const LANGUAGE_WORD = /[\p{L}]+/gu;

/** "Deutsch (Muttersprache)" → Deutsch, Muttersprache; "Native English" → English, Native. */
function languageOf(item: string): Language | null {
  const names = [...item.matchAll(LANGUAGE_WORD)].filter((m) => findLanguages(m[0], "").length > 0);
  // Two languages in one item ("English and German, fluent") cannot be told apart safely.
  if (names.length !== 1) return null;
  const m = names[0]!;
  const fluency = `${item.slice(0, m.index)} ${item.slice(m.index + m[0].length)}`
    .replace(/[()[\]]/g, " ")
    .replace(/^[\s:,–—-]+|[\s:,–—-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return { language: m[0], ...(fluency ? { fluency } : {}) };
}

/** Whether a list names a spoken language: "English, German" yes; "Go, Python" (a "Languages:" line under Skills) no. */
export const namesSpokenLanguage = (text: string) => itemsOf(text).some((item) => languageOf(item) !== null);

/** Spoken languages with the CV's own words for the level. */
export function parseLanguages(lines: CvLine[]): ListResult<Language> {
  const entries: Language[] = [];
  const unplaced: string[] = [];
  for (const line of lines.filter((candidate) => candidate.text)) {
    const { label, content } = labelled(line);
    // "Español: nativo" is one language with its level, not a list under a label.
    const text = label && languageOf(label) ? withoutBullet(fullText(line)) : content;
    for (const item of itemsOf(text)) {
      const language = languageOf(item);
      if (language) entries.push(language);
      else unplaced.push(item);
    }
  }
  return { entries, unplaced };
}

export function parseInterests(lines: CvLine[]): ListResult<Interest> {
  const entries: Interest[] = [];
  const unplaced: string[] = [];
  for (const line of lines.filter((candidate) => candidate.text)) {
    // "Hobbies: chess, running" names the section, not a group of interests; "Sports: …" is a group.
    const { label, content } = line.label ? { label: undefined, content: line.text } : labelled(line);
    const items = itemsOf(content);
    if (items.some((item) => item.length > ITEM_MAX)) unplaced.push(fullText(line));
    else if (label) entries.push({ name: label, keywords: items });
    else entries.push(...items.map((name) => ({ name })));
  }
  return { entries, unplaced };
}

/**
 * References, one per group of lines (a blank line between them): a short first line is the
 * person's name, the rest what the CV says about them; "Available on request" is a reference alone.
 */
export function parseReferences(lines: CvLine[]): ListResult<Reference> {
  const groups: string[][] = [[]];
  for (const line of lines) {
    if (!line.text) groups.push([]);
    else groups.at(-1)!.push(withoutBullet(fullText(line)));
  }
  const entries = groups
    .filter((group) => group.length > 0)
    .map((group): Reference => {
      const [first, ...rest] = group;
      if (rest.length > 0 && first!.split(/\s+/).length <= 8 && !/[.!?]$/.test(first!)) return { name: first!, reference: rest.join("\n") };
      return { reference: group.join("\n") };
    });
  return { entries, unplaced: [] };
}
