import type { AtsCheck, AtsCheckKind, AtsCheckResult, AtsFormat, CvSection, JsonResume } from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import { analyzeCv } from "../cv/analyze";
import { type DateSpan, findDateSpans } from "../cv/dates";
import { isCvError } from "../cv/errors";
import { extractCv } from "../cv/extract";
import { type SectionKey, splitSections } from "../cv/sections";
import { fold, normaliseText } from "../cv/text";
import { layoutOf } from "./render/content";
import { formatCvRange, parseCvDate } from "./render/dates";
import { renderDocx } from "./render/docx";
import { adviceTranslator } from "./render/messages";
import { renderPdf } from "./render/pdf";

export type AtsCheckOptions = {
  /** The user's language, for the advice. */
  locale: Locale;
  /** "Present" is read as this day. */
  now: Date;
};

/** The parser's name for each section the templates write. */
export const PARSED_AS: Record<CvSection | "summary", SectionKey> = {
  summary: "summary",
  work: "experience",
  volunteer: "volunteering",
  education: "education",
  awards: "awards",
  certificates: "certifications",
  publications: "publications",
  skills: "skills",
  languages: "languages",
  interests: "interests",
  references: "references",
  projects: "projects",
};

/** One thing the file must give back, and where: a section's text, or anywhere (null). */
type Expectation = {
  kind: AtsCheckKind;
  expected: string;
  entry?: string;
  /** "header": the lines before the first heading, where a CV's name and contacts stand. */
  within: SectionKey | "header" | null;
  dates?: DateSpan;
};

const line = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** What an entry's dates must read back as: its start and end, or "present" while ongoing. */
function expectedSpan(startDate: string | undefined, endDate: string | undefined): DateSpan | null {
  const start = parseCvDate(startDate);
  const end = parseCvDate(endDate);
  if (!start) return end ? { start: end, end: null } : null;
  if (!end) return { start, end: "present" };
  return start.year === end.year && start.month === end.month ? { start, end: null } : { start, end };
}

/** Everything the round trip compares, decided from the document as the templates write it. */
function expectationsOf(document: JsonResume): Expectation[] {
  const layout = layoutOf(document);
  const basics = document.basics ?? {};
  const expectations: Expectation[] = layout.blocks.map((block) => ({ kind: "section", expected: block.heading, within: null }));
  if (line(basics.name)) expectations.push({ kind: "name", expected: line(basics.name), within: "header" });
  if (line(basics.email)) expectations.push({ kind: "email", expected: line(basics.email), within: null });
  if (line(basics.phone)) expectations.push({ kind: "phone", expected: line(basics.phone), within: null });

  const shown = new Set(layout.blocks.map((block) => block.key));
  const dated = (entry: { startDate?: string; endDate?: string }, within: SectionKey, title: string) => {
    const span = expectedSpan(entry.startDate, entry.endDate);
    if (span) expectations.push({ kind: "dates", expected: formatCvRange(entry.startDate, entry.endDate, layout.locale), entry: title, within, dates: span });
  };
  if (shown.has("work")) {
    for (const job of document.work ?? []) {
      const [position, company] = [line(job.position), line(job.name)];
      const title = position || company;
      if (position) expectations.push({ kind: "position", expected: position, entry: title, within: "experience" });
      if (company) expectations.push({ kind: "company", expected: company, entry: title, within: "experience" });
      if (title) dated(job, "experience", title);
    }
  }
  if (shown.has("education")) {
    for (const school of document.education ?? []) {
      const institution = line(school.institution);
      const title = institution || line(school.studyType) || line(school.area);
      if (institution) expectations.push({ kind: "institution", expected: institution, entry: title, within: "education" });
      if (title) dated(school, "education", title);
    }
  }
  if (shown.has("skills")) {
    const skills = (document.skills ?? []).flatMap((skill) => [line(skill.name), ...(skill.keywords ?? []).map(line)]).filter(Boolean);
    for (const skill of new Set(skills)) expectations.push({ kind: "skill", expected: skill, within: "skills" });
  }
  return expectations;
}

/** The text's lines by section, split at headings standing on their own line as the parser reads them. */
function regionsOf(text: string): { headings: Set<string>; regions: Map<SectionKey | "header", string[]> } {
  const headings = new Set<string>();
  const regions = new Map<SectionKey | "header", string[]>([["header", []]]);
  let current: SectionKey | "header" = "header";
  for (const raw of text.split("\n")) {
    const { sections } = splitSections(raw);
    const heading = sections[1];
    if (heading?.key && heading.lines.length === 0) {
      headings.add(fold(raw).trim());
      current = heading.key;
      if (!regions.has(current)) regions.set(current, []);
      continue;
    }
    regions.get(current)!.push(raw);
  }
  return { headings, regions };
}

/** For matching: folded, one space between words, lines joined (a long title wraps). */
const comparable = (text: string) => fold(normaliseText(text)).replace(/\s+/g, " ").trim();
const digits = (text: string) => text.replace(/\D/g, "");
const sameSpan = (a: DateSpan, b: DateSpan) => {
  const samePoint = (x: DateSpan["end"], y: DateSpan["end"]) =>
    x === y || (typeof x === "object" && x !== null && typeof y === "object" && y !== null && x.year === y.year && x.month === y.month);
  return samePoint(a.start, b.start) && samePoint(a.end, b.end);
};

/**
 * Compares a document with the text read back from one of its files, as an applicant tracking
 * system reads it (the app's own `extractCv` and `analyzeCv`): every section heading standing on
 * its own line and recognised, the name at the top, the e-mail address and phone number
 * recognised, each job's title and employer and each school within their section, each entry's
 * dates read as the same dates, each skill within the skills. A check not found carries advice.
 */
export function compareWithText(document: JsonResume, text: string, format: AtsFormat, options: AtsCheckOptions): AtsCheck[] {
  const t = adviceTranslator(options.locale);
  const facts = analyzeCv(text, { now: options.now });
  const { headings, regions } = regionsOf(normaliseText(text));
  const everywhere = comparable(text);
  const layout = layoutOf(document);
  const keyOf = new Map(layout.blocks.map((block) => [block.heading, PARSED_AS[block.key]]));

  return expectationsOf(document).map(({ kind, expected, entry, within, dates }) => {
    const region = within === null ? everywhere : comparable((regions.get(within) ?? []).join("\n"));
    let found: boolean;
    if (kind === "section") found = headings.has(fold(expected).trim()) && facts.sections.includes(keyOf.get(expected)!);
    else if (kind === "email") found = facts.emails.includes(expected.toLowerCase());
    // "+49 (0)170 …": the trunk 0 in brackets is not dialled from abroad, and not part of the number read.
    else if (kind === "phone") found = facts.phones.some((phone) => digits(phone) === digits(expected.replace(/\(0\)/g, "")));
    else if (kind === "dates") found = findDateSpans((regions.get(within as SectionKey) ?? []).join("\n")).some((span) => sameSpan(span, dates!));
    else found = region.includes(comparable(expected));

    const check: AtsCheck = { format, kind, expected, ...(entry ? { entry } : {}), found };
    if (found) return check;
    // The value is there but for characters the file lost altogether (an emoji, a script the
    // PDF's fonts lack): those characters are the cause.
    const written = expected.normalize("NFKC");
    const lost = [...new Set(written)].filter((char) => /\S/.test(char) && !text.normalize("NFKC").includes(char));
    const rest = comparable([...written].filter((char) => !lost.includes(char)).join(""));
    const fix = lost.length > 0 && rest && region.includes(rest) ? t("characters", { expected, characters: lost.join(" ") }) : t(kind, { expected });
    return { ...check, fix };
  });
}

/** Reads a file as the upload does; a file without text (an empty document) reads as "". */
async function readBack(bytes: Buffer): Promise<string> {
  try {
    return (await extractCv(new Uint8Array(bytes), { maxBytes: Number.MAX_SAFE_INTEGER })).text;
  } catch (error) {
    if (isCvError(error) && error.code === "no_text") return "";
    throw error;
  }
}

/**
 * The ATS round trip: renders the document as PDF and as DOCX, reads each back with the app's own
 * CV reader, and compares what comes back with the document. `passed` when every check is found
 * in both files.
 */
export async function atsCheck(document: JsonResume, options: AtsCheckOptions): Promise<AtsCheckResult> {
  const pdf = await renderPdf(document);
  const docx = await renderDocx(document);
  const checks = [
    ...compareWithText(document, await readBack(pdf), "pdf", options),
    ...compareWithText(document, await readBack(docx), "docx", options),
  ];
  return { passed: checks.every((check) => check.found), checks };
}
