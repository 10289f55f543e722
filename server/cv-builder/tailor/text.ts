import { foldCase } from "@/lib/text/fold";
import { mentionsIn } from "./mentions";
import { matchText, tierOf, type PostingKeywords } from "./keywords";

// Rewordings that state nothing new: the CV's own sentences and listed skills in another order,
// and a skill written the way the posting writes it where the CV already writes it so elsewhere.

/** Positions of `items` after a stable sort by `rank`, highest first: equal ranks keep their order. */
export function stableOrder<T>(items: T[], rank: (item: T) => number): number[] {
  return items
    .map((item, index) => ({ index, rank: rank(item) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((entry) => entry.index);
}

export const isReordered = (order: number[]) => order.some((from, to) => from !== to);

/** Words after which a full stop ends no sentence, folded: "e.g. React", "z. B. Kotlin", "Dr. Smith". */
const ABBREVIATIONS = new Set(
  ["e.g", "i.e", "etc", "approx", "incl", "vs", "no", "nr", "dr", "mr", "mrs", "ms", "prof", "inc", "ltd", "co", "st", "z.b", "b", "bzw", "usw", "ca", "ggf", "u.a", "d.h", "inkl", "p.ex", "ex", "sr", "jr", "dipl", "ing"],
);

type Split = { lead: string; parts: string[]; gaps: string[]; tail: string };

/** A text cut into its sentences and the spaces between them; lines are sentences too. */
export function sentencesOf(text: string): Split {
  const lead = /^\s*/.exec(text)![0];
  const tail = /\s*$/.exec(text.slice(lead.length))![0];
  const body = text.slice(lead.length, text.length - tail.length);
  const parts: string[] = [];
  const gaps: string[] = [];
  let start = 0;
  for (const match of body.matchAll(/([.!?…]+["”»’)]*)?(\s+)(?=\S)/gu)) {
    const space = match[2]!;
    const end = match.index + (match[1]?.length ?? 0);
    const before = body.slice(start, end);
    const lastWord = foldCase(before.slice(0, before.length - (match[1]?.length ?? 0)).split(/\s+/).at(-1) ?? "");
    const sentenceEnd = match[1] !== undefined && lastWord.length > 1 && !ABBREVIATIONS.has(lastWord) && /^[\p{Lu}\p{N}"“„«(]/u.test(body.slice(match.index + match[0].length));
    if (!space.includes("\n") && !sentenceEnd) continue;
    parts.push(before);
    gaps.push(space);
    start = match.index + match[0].length;
  }
  parts.push(body.slice(start));
  return { lead, parts, gaps, tail };
}

const join = ({ lead, parts, gaps, tail }: Split) => lead + parts.map((part, index) => part + (gaps[index] ?? "")).join("") + tail;

/**
 * The text's sentences with those naming the posting's skills first, then those sharing its
 * words, each group in the CV's order. Unchanged when a sentence without a final stop would end
 * up before another on the same line.
 */
export function sentencesFirst(text: string, keywords: PostingKeywords): { text: string; moved: string[] } {
  const split = sentencesOf(text);
  if (split.parts.length < 2) return { text, moved: [] };
  const matches = split.parts.map((part) => matchText(part, keywords));
  const order = stableOrder(matches, tierOf);
  if (!isReordered(order)) return { text, moved: [] };
  const parts = order.map((from) => split.parts[from]!);
  const runsOn = parts.some((part, index) => index < split.gaps.length && !split.gaps[index]!.includes("\n") && !/[.!?…]["”»’)]*$/u.test(part));
  if (runsOn) return { text, moved: [] };
  const moved = order.filter((from, to) => from > to).flatMap((from) => [...matches[from]!.skills, ...matches[from]!.words]);
  return { text: join({ ...split, parts }), moved };
}

/** What may stand between two skills of one list: a comma, a slash, "and", "or" in the seven languages. */
const LIST_GAP = /^(?:\s*[,;/|&+]\s*(?:(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)\s+)?|,?\s+(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)\s+)$/iu;

/**
 * Each list of skills in `text` ("Vue, Angular and React") with the posting's skills first, the
 * separators where they were ("React, Vue and Angular").
 */
export function listedSkillsFirst(text: string, keywords: PostingKeywords): { text: string; moved: string[] } {
  const mentions = mentionsIn(text);
  const runs: (typeof mentions)[] = [];
  for (const mention of mentions) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && LIST_GAP.test(text.slice(previous.end, mention.start))) run.push(mention);
    else runs.push([mention]);
  }
  let result = "";
  let at = 0;
  const moved: string[] = [];
  for (const run of runs) {
    if (run.length < 2) continue;
    const order = stableOrder(run, (mention) => (keywords.skills.includes(mention.skill) ? 1 : 0));
    if (!isReordered(order)) continue;
    for (const [to, mention] of run.entries()) {
      const from = run[order[to]!]!;
      result += text.slice(at, mention.start) + text.slice(from.start, from.end);
      at = mention.end;
      if (order[to]! > to) moved.push(from.skill);
    }
  }
  return { text: result + text.slice(at), moved };
}

/**
 * Each posting skill in `text` written as the posting writes it ("Postgres" → "PostgreSQL"), when
 * `cvForms` shows the CV writes it so elsewhere: the CV's own spelling, never a new one.
 */
export function postingSpelling(text: string, keywords: PostingKeywords, cvForms: Map<string, string[]>): { text: string; swapped: string[] } {
  let result = "";
  let at = 0;
  const swapped: string[] = [];
  for (const mention of mentionsIn(text)) {
    const postingForms = keywords.forms.get(mention.skill);
    if (!postingForms) continue;
    const written = text.slice(mention.start, mention.end);
    const same = (a: string, b: string) => foldCase(a) === foldCase(b);
    if (postingForms.some((form) => same(form, written))) continue;
    const cvForm = postingForms.flatMap((form) => (cvForms.get(mention.skill) ?? []).filter((candidate) => same(candidate, form)))[0];
    if (!cvForm) continue;
    result += text.slice(at, mention.start) + cvForm;
    at = mention.end;
    if (!swapped.includes(mention.skill)) swapped.push(mention.skill);
  }
  return { text: result + text.slice(at), swapped };
}

/** How the CV writes each skill it names, every spelling once. */
export function skillForms(strings: string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const text of strings) {
    for (const mention of mentionsIn(text)) {
      const written = text.slice(mention.start, mention.end);
      const known = forms.get(mention.skill) ?? [];
      if (!known.includes(written)) forms.set(mention.skill, [...known, written]);
    }
  }
  return forms;
}
