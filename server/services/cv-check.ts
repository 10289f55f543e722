import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  CV_CHECKS,
  CV_DATE_FORMATS as DATE_FORMATS,
  CV_FINDINGS,
  CV_REQUIRED_SECTIONS,
  CV_SEVERITIES,
  type cvCheckQuerySchema,
} from "@/lib/contracts/support";
import { analyzeCv } from "../cv";
import { isQuantified, statements } from "../cv/achievements";
import { findPhones } from "../cv/contacts";
import { findDateRanges, type Interval } from "../cv/dates";
import { splitSections, type Section, type SectionKey } from "../cv/sections";
import { isBulletLine, normaliseText } from "../cv/text";
import { titleTokens } from "../cv/titles";
import type { AppDeps } from "../deps";
import { copilots, resumes } from "../db/schema";
import { isUuid } from "../db/toolkit";
import { correctedFacts } from "./resumes";
import { notFound } from "../core/errors";
import { tokenizeTitle } from "../jobs/match/titles";

export type CvSeverity = (typeof CV_SEVERITIES)[number];

export type CvFindingId = (typeof CV_FINDINGS)[number];

export type CvCheckArea = (typeof CV_CHECKS)[number];

export type CvFinding = {
  id: CvFindingId;
  area: CvCheckArea;
  severity: CvSeverity;
  /** What the UI puts into its sentence: counts, words, dates (yyyy-MM), quoted lines. */
  params: Record<string, string | number | string[]>;
};

const REQUIRED_SECTIONS = CV_REQUIRED_SECTIONS satisfies readonly SectionKey[];

export type CvCheck = {
  /** 0–100: 100 minus the weight of every finding. */
  score: number;
  sections: { key: (typeof REQUIRED_SECTIONS)[number]; present: boolean }[];
  /** Every section heading recognised, in order, in any of the seven languages. */
  other_sections: SectionKey[];
  contact: { email: string | null; phone: string | null; linkedin: string | null };
  titles: { title: string; found: boolean; missing_words: string[] }[];
  length: { words: number; pages: number; max_pages: number };
  results: { statements: number; quantified: number };
  dates: { ranges: number; formats: (typeof DATE_FORMATS)[number][]; gaps: { from: string; to: string; months: number }[] };
  findings: CvFinding[];
  passed: CvCheckArea[];
};

const WEIGHT: Record<CvSeverity, number> = { high: 15, medium: 8, low: 3 };
const SEVERITY_ORDER: Record<CvSeverity, number> = { high: 0, medium: 1, low: 2 };

// A dense CV page holds about 500 words; beyond two pages (three after ten years) recruiters skim.
const WORDS_PER_PAGE = 500;
const TOO_SHORT_WORDS = 200;
// Less than this is what a scanned page or a CV drawn as images gives: application systems read no more.
const LITTLE_TEXT_WORDS = 80;
const GAP_MONTHS = 6;
const GAP_LOOKBACK_YEARS = 10;

const wordsIn = (line: string) => line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const linesOf = (sections: Section[], keys: (SectionKey | null)[]) =>
  sections.filter((section) => keys.includes(section.key)).flatMap((section) => section.lines);
const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** Lines that say what was achieved: bullets, or sentences of six words or more that are not a job's heading. */
function achievementStatements(lines: string[], now: Date): string[] {
  return statements(lines).filter(
    (statement) =>
      !statement.includes("@") &&
      findPhones(statement).length === 0 &&
      (isBulletLine(statement) || (wordsIn(statement) >= 6 && findDateRanges(statement, now).length === 0)),
  );
}

/** The words of the CV that can carry a job title, canonical ("Entwicklerin" → engineer) and as written. */
function titleVocabulary(lines: string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const token of titleTokens(line)) words.add(token);
    // Short lines hold titles; reading them as titles maps other languages onto the English words.
    if (wordsIn(line) <= 14) for (const token of tokenizeTitle(line).own) words.add(token);
  }
  return words;
}

/** Whether the CV names each target title, and which of its words it never uses. */
function checkTitles(targets: string[], cvTitles: string[], lines: string[]) {
  const vocabulary = titleVocabulary([...lines, ...cvTitles]);
  return targets.map((title) => {
    const meaningful = tokenizeTitle(title).own;
    const missing = titleTokens(title).filter((word) => {
      const canonical = [...tokenizeTitle(word).own].filter((token) => meaningful.has(token));
      return canonical.length > 0 && !vocabulary.has(word) && canonical.some((token) => !vocabulary.has(token));
    });
    return { title, found: missing.length === 0, missing_words: [...new Set(missing)] };
  });
}

const NUMERIC_DATE = /(?<![\d./])\d{1,2}[./](?:\d{1,2}[./])?(?:19|20)\d{2}(?!\d)/;
const ISO_DATE = /(?<!\d)(?:19|20)\d{2}-(?:0?[1-9]|1[0-2])(?![\d-])/;
const WORD_BEFORE_YEAR = /(\p{L}{3,})\.?,?\s+(?:de\s+|del\s+|di\s+)?(?:19|20)\d{2}(?!\d)/gu;
const YEAR = /(?<![\d./-])((?:19|20)\d{2})(?![\d])/g;
const FAR_FUTURE = new Date("2100-01-01T00:00:00Z");

/** Whether the dates reader takes a word for a month in any of the seven languages ("März", "juin", "Sept"). */
const isMonthName = (word: string) =>
  // A month makes "m 2000 – m 2001" thirteen months long; a bare year pair is twelve.
  findDateRanges(`${word} 2000 - ${word} 2001`, FAR_FUTURE).some(({ start, end }) => end - start === 13);

/** The date styles a CV's experience uses: "03/2019", "March 2019", "2019-03". */
function dateFormats(lines: string[], now: Date): (typeof DATE_FORMATS)[number][] {
  const found = new Set<(typeof DATE_FORMATS)[number]>();
  for (const line of lines) {
    if (findDateRanges(line, now).length === 0) continue;
    if (NUMERIC_DATE.test(line)) found.add("numeric");
    if (ISO_DATE.test(line)) found.add("iso");
    if ([...line.matchAll(WORD_BEFORE_YEAR)].some((m) => isMonthName(m[1]!))) found.add("month_name");
  }
  return DATE_FORMATS.filter((format) => found.has(format));
}

/** Breaks of six months or more between jobs in the last ten years (the time since the last job is not one). */
function gapsBetween(intervals: Interval[], now: Date) {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  const horizon = (now.getFullYear() - GAP_LOOKBACK_YEARS) * 12 + now.getMonth();
  const gaps: CvCheck["dates"]["gaps"] = [];
  for (let i = 1; i < merged.length; i++) {
    const start = merged[i - 1]!.end;
    const end = merged[i]!.start;
    if (end - start >= GAP_MONTHS && end > horizon) gaps.push({ from: monthText(start), to: monthText(end - 1), months: end - start });
  }
  return gaps;
}

export type CvCheckOptions = {
  /** The job titles the user's copilot searches for; their words should appear in the CV. */
  targetTitles?: string[];
  /** The user's own count when they corrected it; else the one read from the text. It sets the page limit. */
  yearsOfExperience?: number | null;
  now?: Date;
};

/**
 * Reads a CV's text the way recruiters and application systems do and says what to fix, most
 * important first: sections, contact details, the target titles' words, length, measured results
 * and dates. Works on CVs in any of the seven languages; the same text always gives the same check.
 */
export function checkCv(rawText: string, { targetTitles = [], yearsOfExperience, now = new Date() }: CvCheckOptions = {}): CvCheck {
  const text = normaliseText(rawText);
  const facts = analyzeCv(text, { now });
  const { sections } = splitSections(text);
  const findings: CvFinding[] = [];
  const add = (id: CvFindingId, area: CvCheckArea, severity: CvSeverity, params: CvFinding["params"] = {}) =>
    findings.push({ id, area, severity, params });

  // Sections
  const present = new Set(facts.sections);
  if (facts.wordCount < LITTLE_TEXT_WORDS) add("little_text", "length", "high", { words: facts.wordCount });
  if (!present.has("experience")) add("missing_experience", "sections", "high");
  if (!present.has("education")) add("missing_education", "sections", "medium");
  if (!present.has("skills")) add("missing_skills", "sections", "medium");
  if (!present.has("summary")) add("missing_summary", "sections", "low");

  // Contact details
  const email = facts.emails[0] ?? null;
  const phone = facts.phones[0] ?? null;
  const linkedin = facts.links.find((link) => /(^|\.|\/\/)linkedin\.com\//i.test(link)) ?? null;
  if (!email) add("missing_email", "contact", "high");
  if (!phone) add("missing_phone", "contact", "medium");
  if (!linkedin) add("missing_linkedin", "contact", "low");

  // The target titles
  const titles = checkTitles([...new Set(targetTitles.map((title) => title.trim()).filter(Boolean))], facts.titles, text.split("\n"));
  if (titles.length > 0 && titles.every((title) => !title.found)) {
    add("titles_missing", "titles", "medium", { titles: titles.map(({ title }) => title) });
  } else {
    for (const title of titles.filter(({ found }) => !found)) {
      add("title_words_missing", "titles", "low", { title: title.title, words: title.missing_words });
    }
  }

  // Length
  const years = yearsOfExperience ?? facts.yearsOfExperience ?? 0;
  const maxPages = years >= 10 ? 3 : 2;
  const pages = Math.max(1, Math.ceil(facts.wordCount / WORDS_PER_PAGE));
  if (facts.wordCount >= LITTLE_TEXT_WORDS && facts.wordCount < TOO_SHORT_WORDS) add("too_short", "length", "medium", { words: facts.wordCount });
  if (facts.wordCount > maxPages * WORDS_PER_PAGE) add("too_long", "length", "medium", { words: facts.wordCount, pages, max_pages: maxPages });

  // Measured results, in what was done (experience, projects, and a CV without headings as a whole)
  const workLines = present.has("experience") ? linesOf(sections, ["experience", "projects"]) : linesOf(sections, [null, "projects"]);
  const said = achievementStatements(workLines, now);
  const quantified = said.filter(isQuantified);
  if (said.length >= 3 && quantified.length === 0) {
    add("no_quantified_results", "results", "medium", { statements: said.length, examples: said.slice(0, 3).map((line) => clip(line)) });
  } else if (said.length >= 4 && quantified.length / said.length < 0.3) {
    const plain = said.filter((line) => !isQuantified(line));
    add("few_quantified_results", "results", "low", { quantified: quantified.length, statements: said.length, examples: plain.slice(0, 3).map((line) => clip(line)) });
  }

  // Dates
  const experienceLines = present.has("experience") ? linesOf(sections, ["experience"]) : [];
  const ranges = experienceLines.flatMap((line) => findDateRanges(line, now));
  const formats = dateFormats(experienceLines, now);
  const gaps = gapsBetween(ranges, now);
  const currentYear = now.getFullYear();
  const future = [...new Set(experienceLines.flatMap((line) => [...line.matchAll(YEAR)].map((m) => Number(m[1]))))].filter((year) => year > currentYear);
  if (present.has("experience") && ranges.length === 0 && experienceLines.some((line) => wordsIn(line) > 0)) add("undated_experience", "dates", "medium");
  if (future.length > 0) add("future_date", "dates", "medium", { year: Math.min(...future) });
  for (const gap of gaps) add("employment_gap", "dates", "low", { from: gap.from, to: gap.to, months: gap.months });
  if (formats.length > 1) add("mixed_date_formats", "dates", "low", { formats });

  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const judged: Record<CvCheckArea, boolean> = {
    sections: true,
    contact: true,
    titles: titles.length > 0,
    length: true,
    results: said.length >= 3,
    dates: ranges.length > 0,
  };
  const areasWithFindings = new Set(findings.map(({ area }) => area));
  return {
    score: Math.max(0, 100 - findings.reduce((total, finding) => total + WEIGHT[finding.severity], 0)),
    sections: REQUIRED_SECTIONS.map((key) => ({ key, present: present.has(key) })),
    other_sections: facts.sections,
    contact: { email, phone, linkedin },
    titles,
    length: { words: facts.wordCount, pages, max_pages: maxPages },
    results: { statements: said.length, quantified: quantified.length },
    dates: { ranges: ranges.length, formats, gaps },
    findings,
    // An area passes when nothing was found wrong and there was something to judge it by.
    passed: CV_CHECKS.filter((area) => !areasWithFindings.has(area) && judged[area]),
  };
}

/** A quoted line, cut at a word so the finding stays short. */
function clip(line: string, max = 140): string {
  const clean = line.replace(/^[•·▪▫◦●○■□►▸▹‣⁃➢➤✓✔❖◆◇★*\-–—]\s*/u, "").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}


/**
 * The check of one of the user's CVs: the one asked for, else the copilot's, else the newest.
 * The titles looked for are the copilot's, or those of all the user's copilots.
 */
export async function cvCheckFor(deps: AppDeps, userId: string, query: z.output<typeof cvCheckQuerySchema>) {
  let copilotResume: string | null = null;
  let titles: string[];
  if (query.copilot_id !== undefined) {
    const [copilot] = isUuid(query.copilot_id)
      ? await deps.db
          .select({ jobTitles: copilots.jobTitles, resumeId: copilots.resumeId })
          .from(copilots)
          .where(and(eq(copilots.id, query.copilot_id), eq(copilots.userId, userId)))
      : [];
    if (!copilot) throw notFound("Copilot");
    titles = copilot.jobTitles;
    copilotResume = copilot.resumeId;
  } else {
    const own = await deps.db.select({ jobTitles: copilots.jobTitles }).from(copilots).where(eq(copilots.userId, userId));
    titles = own.flatMap(({ jobTitles }) => jobTitles);
  }
  const seen = new Set<string>();
  const targetTitles = titles.filter((title) => !seen.has(title.toLowerCase()) && Boolean(seen.add(title.toLowerCase())));

  const wanted = query.resume_id ?? copilotResume;
  if (query.resume_id !== undefined && !isUuid(query.resume_id)) throw notFound("CV");
  const columns = { id: resumes.id, fileName: resumes.fileName, createdAt: resumes.createdAt, text: resumes.text, facts: resumes.facts };
  const [resume] = wanted
    ? await deps.db.select(columns).from(resumes).where(and(eq(resumes.id, wanted), eq(resumes.userId, userId)))
    : await deps.db.select(columns).from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt)).limit(1);
  if (!resume && query.resume_id !== undefined) throw notFound("CV");
  if (!resume) return { resume: null, target_titles: targetTitles, check: null };
  return {
    resume: { id: resume.id, file_name: resume.fileName, created_at: resume.createdAt.toISOString() },
    target_titles: targetTitles,
    // The text is what recruiters read, so the check reads it; only the years, when the user corrected them, come from the facts.
    check: checkCv(resume.text, { targetTitles, yearsOfExperience: correctedFacts(resume.facts)?.yearsOfExperience, now: deps.now() }),
  };
}
