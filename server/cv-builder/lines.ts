import { findDateSpans, isDateText } from "../cv/dates";
import { splitSections, type SectionKey } from "../cv/sections";
import { isBulletLine, normaliseText } from "../cv/text";

/** One line of the CV with the section it belongs to; "" for a blank line, which often ends an entry. */
export type CvLine = {
  text: string;
  section: SectionKey | null;
  /** For "Tools: Jira, Git": the heading written before the colon; `text` is what follows it. */
  label?: string;
};

export type SectionedCv = { lines: CvLine[]; found: SectionKey[] };

/** Sections whose entries keep an inline list of skills ("Tools: Jira, Git") as one of their own lines. */
const KEEPS_INLINE: readonly (SectionKey | null)[] = ["experience", "projects", "volunteering", "education"];

/**
 * The CV's lines with their sections, as the analysis splits them (`splitSections`, one line at a
 * time, so the headings are known too). An inline list of skills inside a job stays with the job.
 */
export function sectionedLines(rawText: string): SectionedCv {
  const lines: CvLine[] = [];
  const found: SectionKey[] = [];
  let current: SectionKey | null = null;
  for (const raw of normaliseText(rawText).split("\n")) {
    const text = raw.trim();
    if (!text) {
      lines.push({ text: "", section: current });
      continue;
    }
    const { sections } = splitSections(text);
    const heading = sections[1];
    if (!heading || heading.key === null) {
      lines.push({ text, section: current });
      continue;
    }
    for (const section of sections.slice(1)) if (section.key && !found.includes(section.key)) found.push(section.key);
    if (heading.lines.length === 0) {
      current = heading.key;
      continue;
    }
    const label = text.slice(0, text.indexOf(":")).replace(/^(?:\d{1,2}[.)]|[IVX]{1,4}\.|#+)\s*/, "").trim();
    const keptByEntry = heading.key === "skills" && KEEPS_INLINE.includes(current);
    lines.push({ text: heading.lines[0]!, section: keptByEntry ? current : heading.key, label });
  }
  return { lines, found };
}

/** The lines of a section (or of the part before the first heading: null), blanks kept. */
export const linesOf = (cv: SectionedCv, key: SectionKey | null) => cv.lines.filter((line) => line.section === key);

/** The line as the CV wrote it, label and all. */
export const fullText = (line: CvLine) => (line.label ? `${line.label}: ${line.text}` : line.text);

const LEADING_BULLET = /^[\s•·●▪■◦▫○□►▸▹‣⁃➢➤✓✔❖◆◇★*\-–—]+/u;
export const withoutBullet = (text: string) => text.replace(LEADING_BULLET, "").trim();
export { isBulletLine };

/** Separators between the parts of an entry's line: "Engineer | Acme | 2019 – 2021", "Engineer, Acme — 2019". */
const SEGMENT_BREAK = /\s+[|•·–—-]\s+|\s*[|•·]\s*|,\s+|;\s*|\s+@\s+/;
const LEGAL_FORM = /^(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|se|kg|sa|sas|sarl|srl|spa|s\.?p\.?a|s\.?l|s\.?a|b\.?v|n\.?v|lda|ltda|ug)\.?$/i;

/**
 * The parts of a line between separators, without the dates: "seit 04/2020 Senior Projektmanagerin,
 * Bosch GmbH" gives "Senior Projektmanagerin" and "Bosch GmbH". Each part is the CV's own text.
 */
export function segmentsOf(line: string): string[] {
  const parts: string[] = [];
  for (const raw of line.split(SEGMENT_BREAK)) {
    const part = stripDates(raw.trim());
    if (!part) continue;
    // "Acme, Inc." is one name.
    if (LEGAL_FORM.test(part) && parts.length > 0) parts[parts.length - 1] = `${parts.at(-1)}, ${part}`;
    else parts.push(part);
  }
  return parts;
}

/** "Present", "heute", "en cours": the open end of a range, alone after the line was split. */
const isOpenEnd = (text: string) => !/\d/.test(text) && isDateText(`2000 – ${text}`) && findDateSpans(`2000 – ${text}`)[0]?.end === "present";

/** The text without the dates written at its start or end, or in brackets: "(2018 – 2020)". */
export function stripDates(text: string): string {
  const withoutBrackets = text.replace(/\s*[([]([^)\]]*)[)\]]/g, (whole, inside: string) => (isDateText(inside) || isOpenEnd(inside) ? "" : whole)).trim();
  const words = withoutBrackets.split(/\s+/).filter(Boolean);
  let start = 0;
  let end = words.length;
  for (let i = words.length; i > 0; i--) {
    const head = words.slice(0, i).join(" ");
    if (isDateText(head) || isOpenEnd(head)) {
      start = i;
      break;
    }
  }
  for (let i = start; i < end; i++) {
    const tail = words.slice(i, end).join(" ");
    if (isDateText(tail) || isOpenEnd(tail)) {
      end = i;
      break;
    }
  }
  return words
    .slice(start, end)
    .join(" ")
    .replace(/^[\s:;,–—-]+|[\s:;,–—-]+$/g, "")
    .trim();
}
