import type { CvSection, JsonResume } from "@/lib/contracts/cv-document";
import type { HighlightSection } from "./editor-state";

// What the editor shows of each section's entries: their fields in the order people fill them,
// their dates, and the line that names an entry while it is folded.

/** text: one line; multiline: paragraphs; url and email: the keyboard and autofill they need; chips: a list of short words. */
export type FieldKind = "text" | "multiline" | "url" | "email" | "chips";

export type FieldSpec = { key: string; kind: FieldKind; wide?: boolean };

export type DatesSpec = { kind: "range" } | { kind: "single"; key: "date" | "releaseDate" };

export type SectionSpec = {
  fields: readonly FieldSpec[];
  dates?: DatesSpec;
  highlights?: boolean;
  /** The entry's name while folded: its title fields, the first given first. */
  titleKeys: readonly string[];
  /** A second part, after the title: the employer, the school, the issuer… */
  subtitleKeys: readonly string[];
};

const text = (key: string, wide = false): FieldSpec => ({ key, kind: "text", wide });
const RANGE: DatesSpec = { kind: "range" };

export const SECTION_SPECS: Record<CvSection, SectionSpec> = {
  work: {
    fields: [text("position"), text("name"), text("location"), { key: "url", kind: "url" }, { key: "description", kind: "text", wide: true }, { key: "summary", kind: "multiline", wide: true }],
    dates: RANGE,
    highlights: true,
    titleKeys: ["position", "name"],
    subtitleKeys: ["name"],
  },
  volunteer: {
    fields: [text("position"), text("organization"), { key: "url", kind: "url" }, { key: "summary", kind: "multiline", wide: true }],
    dates: RANGE,
    highlights: true,
    titleKeys: ["position", "organization"],
    subtitleKeys: ["organization"],
  },
  education: {
    fields: [text("studyType"), text("area"), text("institution"), { key: "url", kind: "url" }, text("score"), { key: "courses", kind: "chips", wide: true }],
    dates: RANGE,
    titleKeys: ["studyType", "area", "institution"],
    subtitleKeys: ["institution"],
  },
  awards: {
    fields: [text("title"), text("awarder"), { key: "summary", kind: "multiline", wide: true }],
    dates: { kind: "single", key: "date" },
    titleKeys: ["title"],
    subtitleKeys: ["awarder"],
  },
  certificates: {
    fields: [text("name"), text("issuer"), { key: "url", kind: "url", wide: true }],
    dates: { kind: "single", key: "date" },
    titleKeys: ["name"],
    subtitleKeys: ["issuer"],
  },
  publications: {
    fields: [text("name"), text("publisher"), { key: "url", kind: "url", wide: true }, { key: "summary", kind: "multiline", wide: true }],
    dates: { kind: "single", key: "releaseDate" },
    titleKeys: ["name"],
    subtitleKeys: ["publisher"],
  },
  skills: {
    fields: [text("name"), text("level"), { key: "keywords", kind: "chips", wide: true }],
    titleKeys: ["name", "level"],
    subtitleKeys: [],
  },
  languages: {
    fields: [text("language"), text("fluency")],
    titleKeys: ["language"],
    subtitleKeys: ["fluency"],
  },
  interests: {
    fields: [text("name"), { key: "keywords", kind: "chips", wide: true }],
    titleKeys: ["name"],
    subtitleKeys: [],
  },
  references: {
    fields: [text("name", true), { key: "reference", kind: "multiline", wide: true }],
    titleKeys: ["name"],
    subtitleKeys: [],
  },
  projects: {
    fields: [
      text("name"),
      text("entity"),
      text("type"),
      { key: "url", kind: "url" },
      { key: "roles", kind: "chips", wide: true },
      { key: "description", kind: "multiline", wide: true },
      { key: "keywords", kind: "chips", wide: true },
    ],
    dates: RANGE,
    highlights: true,
    titleKeys: ["name"],
    subtitleKeys: ["entity"],
  },
};

export type Entry = Record<string, unknown>;

const textOf = (entry: Entry, key: string) => {
  const value = entry[key];
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
};

/**
 * What names a folded entry: "Senior Engineer · Acme GmbH"; "" for an entry with nothing in it
 * yet. A subtitle already in the title ("Acme GmbH" as the only thing) is not said twice.
 */
export function entryHeadline(section: CvSection, entry: Entry): string {
  const spec = SECTION_SPECS[section];
  const title = spec.titleKeys.map((key) => textOf(entry, key)).find(Boolean) ?? "";
  const subtitle = spec.subtitleKeys.map((key) => textOf(entry, key)).find((value) => value && value !== title) ?? "";
  return [title, subtitle].filter(Boolean).join(" · ");
}

/** The entries of a section, as the editor lists them. */
export const entriesOf = (document: JsonResume, section: CvSection): Entry[] => (document[section] as Entry[] | undefined) ?? [];

export const hasHighlights = (section: CvSection): section is HighlightSection => SECTION_SPECS[section].highlights === true;
