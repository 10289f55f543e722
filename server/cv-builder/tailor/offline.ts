import { createTranslator } from "use-intl/core";
import { CV_TEXT_MAX, type CvSection, type JsonResume } from "@/lib/contracts/cv-document";
import type { TailorChange } from "@/lib/contracts/cv-tailor";
import { MESSAGES } from "../notes";
import { orderedSections } from "../render/content";
import { documentTranslator } from "../render/messages";
import { documentStrings, factBase, factsNotIn, unsupportedFacts, type FactBase } from "./facts";
import { skillsIn } from "./mentions";
import { keywordsOf, matchText, postingKeywords, tierOf, type PostingKeywords, type TextMatch } from "./keywords";
import { isReordered, listedSkillsFirst, postingSpelling, sentencesFirst, skillForms, stableOrder } from "./text";
import type { TailorJob, TailorResult } from "./types";

/** Tailoring stated a fact the CV does not: a defect of the engine, never a result to hand out. */
export class TailoringInventedFacts extends Error {
  constructor(readonly facts: string[]) {
    super(`Tailoring stated what the CV does not: ${facts.join("; ")}`);
    this.name = "TailoringInventedFacts";
  }
}

const ENTRY_SECTIONS = ["work", "volunteer", "projects"] as const;
type EntrySection = (typeof ENTRY_SECTIONS)[number];
type Entry = NonNullable<JsonResume[EntrySection]>[number];
type Project = NonNullable<JsonResume["projects"]>[number];

/** What one tailoring reads once and every step uses. */
type Run = {
  keywords: PostingKeywords;
  base: FactBase;
  cvForms: Map<string, string[]>;
  heading: (section: CvSection | "summary") => string;
  changes: TailorChange[];
};

/**
 * A rewording kept only when it states nothing the CV does not, still names every skill the text
 * named (a skill moved where the dictionary no longer reads it as one is lost to parsers), and
 * still fits the field.
 */
function checked(run: Run, before: string, after: string): string {
  if (after === before || after.length > CV_TEXT_MAX) return before;
  const kept = new Set(skillsIn(after));
  if (!skillsIn(before).every((skill) => kept.has(skill))) return before;
  return unsupportedFacts(after, run.base).length === 0 ? after : before;
}

/** The keywords of the items that moved up. */
const movedUp = (order: number[], matches: TextMatch[]) => keywordsOf(order.filter((from, to) => from > to).map((from) => matches[from]!));

function entryLabel(run: Run, section: EntrySection, entry: Entry): string {
  const fields = entry as { position?: string; name?: string; organization?: string; entity?: string };
  const parts = section === "work" ? [fields.position, fields.name] : section === "volunteer" ? [fields.position, fields.organization] : [fields.name, fields.entity];
  const named = parts.map((part) => part?.trim()).filter(Boolean);
  return named.length > 0 ? named.join(" — ") : run.heading(section);
}

const sectionText = (document: JsonResume, section: CvSection) => documentStrings({ [section]: document[section], meta: document.meta } as JsonResume).join("\n\n");

/** Sections naming the posting's skills first, then those sharing its words, each group in the document's order. */
function orderSections(run: Run, document: JsonResume) {
  const before = orderedSections(document.meta);
  const filled = (section: CvSection) => (document[section]?.length ?? 0) > 0;
  const matches = before.map((section) => (filled(section) ? matchText(sectionText(document, section), run.keywords) : null));
  const order = stableOrder(before.map((_, index) => index), (index) => (matches[index] ? tierOf(matches[index]) : 0));
  const after = order.map((from) => before[from]!);
  const shownBefore = before.filter(filled);
  const shownAfter = after.filter(filled);
  if (shownAfter.every((section, index) => section === shownBefore[index])) return;
  document.meta.section_order = after;
  const raised = shownAfter.filter((section, index) => shownBefore.indexOf(section) > index);
  run.changes.push({
    kind: "section_order",
    path: "/meta/section_order",
    section: "meta",
    label: createTranslator({ locale: document.meta.locale, messages: MESSAGES[document.meta.locale], namespace: "tailor" })("sectionOrder"),
    before: shownBefore,
    after: shownAfter,
    keywords: keywordsOf(raised.map((section) => matches[before.indexOf(section)]!)),
  });
}

/** The summary's sentences that name the posting first, and the skills it lists in the posting's favour. */
function tailorSummary(run: Run, document: JsonResume) {
  const summary = document.basics?.summary;
  if (!summary?.trim()) return;
  const sentences = sentencesFirst(summary, run.keywords);
  const afterSentences = checked(run, summary, sentences.text);
  const listed = listedSkillsFirst(afterSentences, run.keywords);
  const after = checked(run, afterSentences, listed.text);
  if (after === summary) return;
  document.basics!.summary = after;
  run.changes.push({
    kind: "summary",
    path: "/basics/summary",
    section: "basics",
    label: run.heading("summary"),
    before: summary,
    after,
    keywords: [...new Set([...(afterSentences === summary ? [] : sentences.moved), ...(after === afterSentences ? [] : listed.moved)])],
  });
}

/** An entry's bullets, matching ones first (best first), then each bullet in the posting's words where the CV has them. */
function tailorHighlights(run: Run, section: EntrySection, entry: Entry, index: number) {
  const highlights = entry.highlights ?? [];
  if (highlights.length === 0) return;
  const label = entryLabel(run, section, entry);
  const path = `/${section}/${index}/highlights`;
  const matches = highlights.map((text) => matchText(text, run.keywords));
  const order = stableOrder(matches, (match) => match.score);
  if (isReordered(order)) {
    entry.highlights = order.map((from) => highlights[from]!);
    run.changes.push({ kind: "highlights_order", path, section, label, before: highlights, after: [...entry.highlights], keywords: movedUp(order, matches) });
  }
  entry.highlights!.forEach((before, at) => {
    const spelled = postingSpelling(before, run.keywords, run.cvForms);
    const afterSpelling = checked(run, before, spelled.text);
    const listed = listedSkillsFirst(afterSpelling, run.keywords);
    const after = checked(run, afterSpelling, listed.text);
    if (after === before) return;
    entry.highlights![at] = after;
    const keywords = [...(afterSpelling === before ? [] : spelled.swapped), ...(after === afterSpelling ? [] : listed.moved)];
    run.changes.push({ kind: "highlight", path: `${path}/${at}`, section, label, before, after, keywords: [...new Set(keywords)] });
  });
}

/** A list of keywords (a skill group's, a project's) with the posting's first. */
function orderKeywords(run: Run, section: "skills" | "projects", owner: { keywords?: string[] }, path: string, label: string) {
  const keywords = owner.keywords ?? [];
  const matches = keywords.map((keyword) => matchText(keyword, run.keywords));
  const order = stableOrder(matches, tierOf);
  if (!isReordered(order)) return;
  owner.keywords = order.map((from) => keywords[from]!);
  run.changes.push({ kind: "keywords_order", path, section, label, before: keywords, after: [...owner.keywords], keywords: movedUp(order, matches) });
}

/** Skill groups naming the posting's skills first (most first), then each group's keywords. */
function tailorSkills(run: Run, document: JsonResume) {
  const groups = document.skills ?? [];
  if (groups.length === 0) return;
  const names = groups.map((group) => group.name?.trim() ?? "");
  // A name two groups share says which group only with its keywords.
  const labelOf = (group: (typeof groups)[number]) => {
    const name = group.name?.trim() ?? "";
    const keywords = (group.keywords ?? []).join(", ");
    if (name && names.indexOf(name) === names.lastIndexOf(name)) return name;
    return [name, keywords].filter(Boolean).join(": ") || run.heading("skills");
  };
  const matches = groups.map((group) => matchText([group.name ?? "", ...(group.keywords ?? [])].join("\n\n"), run.keywords));
  const order = stableOrder(matches, (match) => match.score);
  if (isReordered(order)) {
    document.skills = order.map((from) => groups[from]!);
    run.changes.push({
      kind: "skills_order",
      path: "/skills",
      section: "skills",
      label: run.heading("skills"),
      before: groups.map(labelOf),
      after: document.skills.map(labelOf),
      keywords: movedUp(order, matches),
    });
  }
  document.skills!.forEach((group, index) => orderKeywords(run, "skills", group, `/skills/${index}/keywords`, labelOf(group)));
}

const KIND_RANK: Record<TailorChange["kind"], number> = { section_order: 0, summary: 0, skills_order: 0, highlights_order: 1, highlight: 2, keywords_order: 3 };

/** Changes in the order the document shows what they change: the section order, the summary, then section by section, entry by entry. */
export function inDocumentOrder(changes: TailorChange[], document: JsonResume): TailorChange[] {
  const sections: string[] = ["meta", "basics", ...orderedSections(document.meta)];
  const numberAt = (path: string, at: number) => {
    const segment = path.split("/")[at];
    return segment !== undefined && /^\d+$/.test(segment) ? Number(segment) : -1;
  };
  const rank = (change: TailorChange) => [sections.indexOf(change.section), numberAt(change.path, 2), KIND_RANK[change.kind], numberAt(change.path, 4)];
  return changes
    .map((change, order) => ({ change, order, rank: rank(change) }))
    .sort((a, b) => a.rank.reduce((difference, value, index) => difference || value - b.rank[index]!, 0) || a.order - b.order)
    .map(({ change }) => change);
}

/** What the model's rewordings need besides the offline result: the posting read, the CV's facts, the entries' labels. */
export type OfflineTailoring = { result: TailorResult; keywords: PostingKeywords; base: FactBase; labels: Map<string, string> };

export function tailorOffline(original: JsonResume, job: TailorJob): OfflineTailoring {
  const document = structuredClone(original);
  const t = documentTranslator(document.meta.locale);
  const run: Run = {
    keywords: postingKeywords(job),
    base: factBase(original),
    cvForms: skillForms(documentStrings(original)),
    heading: (section) => t(`headings.${section}`),
    changes: [],
  };
  orderSections(run, document);
  tailorSummary(run, document);
  const labels = new Map<string, string>([["/basics", run.heading("summary")]]);
  for (const section of orderedSections(document.meta)) {
    if (section === "skills") tailorSkills(run, document);
    if (!(ENTRY_SECTIONS as readonly string[]).includes(section)) continue;
    const entrySection = section as EntrySection;
    (document[entrySection] ?? []).forEach((entry, index) => {
      labels.set(`/${entrySection}/${index}`, entryLabel(run, entrySection, entry));
      tailorHighlights(run, entrySection, entry, index);
      if (entrySection === "projects") orderKeywords(run, "projects", entry as Project, `/projects/${index}/keywords`, entryLabel(run, "projects", entry));
    });
  }
  assertNothingNew(run.base, original, document);
  const onCv = (skill: string) => run.base.support.skills.has(skill.toLowerCase());
  const result: TailorResult = {
    document,
    changes: inDocumentOrder(run.changes, document),
    keywords: { matched: run.keywords.skills.filter(onCv), missing: run.keywords.skills.filter((skill) => !onCv(skill)) },
    engine: "offline",
    claims: [],
    usage: null,
  };
  return { result, keywords: run.keywords, base: run.base, labels };
}

/** Defence in depth: whatever each step checked, the whole document is checked once more. */
export function assertNothingNew(base: FactBase, original: JsonResume, tailored: JsonResume) {
  const invented = factsNotIn(base, original, tailored);
  if (invented.length > 0) throw new TailoringInventedFacts(invented);
}

/**
 * The CV tailored to the posting with the CV's own facts: sections, bullets and skills that match
 * the posting first, the summary's matching sentences and skills first, bullets in the posting's
 * spelling of a skill where the CV already spells it so. Entries keep their chronology; nothing is
 * added or removed, and no employer, title, degree, skill, number or date appears that the CV does
 * not state (checked before returning). The posting's skills the CV lacks are only reported.
 */
export const tailorCv = (original: JsonResume, job: TailorJob): TailorResult => tailorOffline(original, job).result;
