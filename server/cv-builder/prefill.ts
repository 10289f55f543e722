import {
  CV_ENTRIES_MAX,
  CV_HIGHLIGHTS_MAX,
  CV_KEYWORDS_MAX,
  CV_SECTIONS,
  type CvSection,
  type JsonResume,
  type PrefillNote,
} from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import { statements } from "../cv/achievements";
import type { SectionKey } from "../cv/sections";
import { parseBasics } from "./basics";
import {
  type EntryIssue,
  type Parsed,
  parseAwards,
  parseCertificates,
  parseEducation,
  parseProjects,
  parsePublications,
  parseVolunteer,
  parseWork,
} from "./entries";
import { defaultMeta, importJsonResume } from "./json-resume";
import { cvLanguage } from "./language";
import { fullText, linesOf, sectionedLines, withoutBullet } from "./lines";
import { namesSpokenLanguage, parseInterests, parseLanguages, parseReferences, parseSkills } from "./lists";
import { describeNotes, type NoteFact } from "./notes";

export type PrefillOptions = {
  now: Date;
  /** The user's language: the notes are written in it, and the document takes it when the CV's own is unclear. */
  locale: Locale;
  /** The user's country (ISO alpha-2), for the paper size. */
  country: string | null;
};

export type Prefill = { document: JsonResume; notes: PrefillNote[] };

/** Where each of the CV's sections goes in JSON Resume. */
const TARGET: Record<SectionKey, CvSection | "basics"> = {
  summary: "basics",
  contact: "basics",
  experience: "work",
  volunteering: "volunteer",
  education: "education",
  skills: "skills",
  languages: "languages",
  projects: "projects",
  certifications: "certificates",
  awards: "awards",
  publications: "publications",
  interests: "interests",
  references: "references",
};

/** The order to show the sections in: the CV's own, then the rest in JSON Resume's. */
function sectionOrder(found: SectionKey[]): CvSection[] {
  const own = found.map((key) => TARGET[key]).filter((target): target is CvSection => target !== "basics");
  return [...new Set([...own, ...CV_SECTIONS])];
}

/** Keeps a list within the document's limits; what does not fit goes to `overflow`, word for word. */
function capped<T>(items: T[], max: number, overflow: (item: T) => string[], spilled: string[]): T[] {
  for (const item of items.slice(max)) spilled.push(...overflow(item));
  return items.slice(0, max);
}

const valuesOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(valuesOf) : value && typeof value === "object" ? Object.values(value).flatMap(valuesOf) : [];

function valueAt(root: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), root);
}

/**
 * A JSON Resume document from an uploaded CV's text, by the same reading as the CV analysis:
 * sections, jobs with their titles, employers, dates and bullet lines, education, skills,
 * languages, contact details. Deterministic, and it never invents: every value is the CV's own
 * text (dates rewritten as YYYY-MM, links given https://, a country code read from the place).
 * What it could not place is listed in `notes`, with the CV's lines, so nothing is silently lost.
 */
export function prefillFromCv(text: string, options: PrefillOptions): Prefill {
  const cv = sectionedLines(text);
  // "Languages: Go, Python" under Skills is a list of skills, whatever its label says.
  cv.lines = cv.lines.map((line) => (line.section === "languages" && line.label && !namesSpokenLanguage(line.text) ? { ...line, section: "skills" } : line));
  const facts: NoteFact[] = [];
  const unplaced = new Map<SectionKey | null, string[]>();
  const spill = (section: SectionKey | null, lines: string[]) => {
    if (lines.length > 0) unplaced.set(section, [...(unplaced.get(section) ?? []), ...lines]);
  };

  const { basics, unplaced: headerLeft, profileLines } = parseBasics(
    linesOf(cv, null).map((line) => fullText(line)),
    linesOf(cv, "contact").map((line) => fullText(line)),
  );
  spill(null, headerLeft.header);
  spill("contact", headerLeft.contact);
  // "Profile: Backend engineer…" on one line: the summary is what follows the heading.
  const summaryLines = linesOf(cv, "summary").filter((line) => line.text).map((line) => withoutBullet(line.text));
  const summary = statements(summaryLines.length > 0 ? summaryLines : profileLines).join("\n");
  if (summary) basics.summary = summary;

  const document: JsonResume = {
    basics,
    meta: defaultMeta({ locale: cvLanguage(text, options.locale), country: options.country, sectionOrder: sectionOrder(cv.found) }),
  };

  type EntrySection = "work" | "volunteer" | "education" | "projects" | "certificates" | "awards" | "publications";
  const entrySections: [SectionKey, EntrySection, (lines: typeof cv.lines, now: Date) => Parsed<object>, "work" | "education" | "other"][] = [
    ["experience", "work", parseWork, "work"],
    ["volunteering", "volunteer", parseVolunteer, "work"],
    ["education", "education", parseEducation, "education"],
    ["projects", "projects", parseProjects, "other"],
    ["certifications", "certificates", parseCertificates, "other"],
    ["awards", "awards", parseAwards, "other"],
    ["publications", "publications", parsePublications, "other"],
  ];
  for (const [key, target, parse, kind] of entrySections) {
    const { entries, issues, orphans } = parse(linesOf(cv, key), options.now);
    spill(key, orphans);
    const overflow: string[] = [];
    const kept = capped(entries, CV_ENTRIES_MAX, valuesOf, overflow).map((entry) => {
      const record = entry as { highlights?: string[]; courses?: string[]; keywords?: string[] };
      if (record.highlights) record.highlights = capped(record.highlights, CV_HIGHLIGHTS_MAX, (line) => [line], overflow);
      if (record.courses) record.courses = capped(record.courses, CV_KEYWORDS_MAX, (line) => [line], overflow);
      if (record.keywords) record.keywords = capped(record.keywords, CV_KEYWORDS_MAX, (line) => [line], overflow);
      return entry;
    });
    spill(key, overflow);
    if (kept.length > 0) (document as Record<string, unknown>)[target] = kept;
    for (const issue of issues.filter((candidate: EntryIssue) => candidate.index < CV_ENTRIES_MAX)) {
      const code = issue.kind === "no_dates" ? "entry_without_dates" : issue.kind === "guessed" ? "entry_guessed" : "unplaced_lines";
      facts.push({ code, path: `${target}.${issue.index}`, lines: issue.lines, entry: issue.entry, kind });
    }
  }

  type ListSection = "skills" | "languages" | "interests" | "references";
  const listSections: [SectionKey, ListSection, (lines: typeof cv.lines) => { entries: object[]; unplaced: string[] }][] = [
    ["skills", "skills", parseSkills],
    ["languages", "languages", parseLanguages],
    ["interests", "interests", parseInterests],
    ["references", "references", parseReferences],
  ];
  for (const [key, target, parse] of listSections) {
    const { entries, unplaced: left } = parse(linesOf(cv, key));
    const overflow: string[] = [];
    const kept = capped(entries, CV_ENTRIES_MAX, valuesOf, overflow).map((entry) => {
      const record = entry as { keywords?: string[] };
      if (record.keywords) record.keywords = capped(record.keywords, CV_KEYWORDS_MAX, (line) => [line], overflow);
      return entry;
    });
    spill(key, [...left, ...overflow]);
    if (kept.length > 0) (document as Record<string, unknown>)[target] = kept;
  }

  // A value the document's schema refuses (an address zod will not take as e-mail, a text over
  // the length limit) leaves its field and is listed with the other lines not placed.
  const { meta, ...content } = document;
  const { document: clean, dropped } = importJsonResume(content);
  for (const { path } of dropped) {
    const section = Object.entries(TARGET).find(([, target]) => path.split(".")[0] === target)?.[0] as SectionKey | undefined;
    spill(section ?? null, valuesOf(valueAt(content, path)));
  }

  if (cv.found.length === 0) facts.unshift({ code: "no_sections", path: null, lines: [] });
  if (!clean.basics?.name) facts.unshift({ code: "no_name", path: null, lines: [] });
  for (const [section, lines] of unplaced) {
    const target = section === null ? "basics" : TARGET[section];
    facts.push({ code: "unplaced_lines", path: target, lines, section });
  }
  return { document: { ...clean, meta }, notes: describeNotes(facts, options.locale) };
}
