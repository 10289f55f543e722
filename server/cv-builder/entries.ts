import type { JsonResume } from "@/lib/contracts/cv-document";
import { statements } from "../cv/achievements";
import { findLinks } from "../cv/contacts";
import { type DatePoint, type DateSpan, findDateSpans } from "../cv/dates";
import { fold } from "../cv/text";
import { findTitles } from "../cv/titles";
import { type CvLine, fullText, isBulletLine, segmentsOf, stripDates, withoutBullet } from "./lines";
import { countriesOfCity } from "./places";

type Work = NonNullable<JsonResume["work"]>[number];
type Volunteer = NonNullable<JsonResume["volunteer"]>[number];
type Project = NonNullable<JsonResume["projects"]>[number];
type Education = NonNullable<JsonResume["education"]>[number];
type Certificate = NonNullable<JsonResume["certificates"]>[number];
type Award = NonNullable<JsonResume["awards"]>[number];
type Publication = NonNullable<JsonResume["publications"]>[number];

/** What could not be done with one entry, for the prefill's notes. */
export type EntryIssue = { index: number; kind: "no_dates" | "guessed" | "unplaced"; lines: string[]; entry: string };
export type Parsed<T> = { entries: T[]; issues: EntryIssue[]; orphans: string[] };

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// ---------------------------------------------------------------------------------------------
// Dates

const toDate = (point: DatePoint) => (point.month === null ? String(point.year) : `${point.year}-${String(point.month + 1).padStart(2, "0")}`);
const sane = (point: DatePoint, now: Date) => point.year >= 1950 && point.year <= now.getUTCFullYear() + 1;

/** The entry's dates in JSON Resume's form; an open range has no endDate. */
export function entryDates(texts: string[], now: Date): { startDate?: string; endDate?: string } {
  const spans = texts.flatMap((text) => findDateSpans(text)).filter((span) => sane(span.start, now));
  const range = spans.find((span): span is DateSpan & { end: DatePoint | "present" } => span.end !== null && (span.end === "present" || sane(span.end, now)));
  if (range) {
    if (range.end === "present") return { startDate: toDate(range.start) };
    // A range written backwards ("2019 – 2016") keeps the CV's years in the right order.
    const [start, end] = [range.start, range.end].sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
    return { startDate: toDate(start!), endDate: toDate(end!) };
  }
  // A year standing alone ("Freelance 2018") is an entry within that year.
  const single = spans[0];
  return single ? { startDate: toDate(single.start), endDate: toDate(single.start) } : {};
}

/** A single date: a certificate's, an award's, a publication's. */
function singleDate(text: string, now: Date): string | undefined {
  const span = findDateSpans(text).find((candidate) => sane(candidate.start, now));
  return span ? toDate(span.start) : undefined;
}

const hasRange = (text: string) => findDateSpans(text).some((span) => span.end !== null);
const hasDate = (text: string) => findDateSpans(text).length > 0;

// ---------------------------------------------------------------------------------------------
// Blocks: an entry's header lines, then its body

type Block = { header: string[]; body: CvLine[] };

/** A short line that can head an entry: not a bullet, not a sentence, capitalised or dated. */
function isHeaderish(line: CvLine): boolean {
  if (line.label || !line.text || isBulletLine(line.text)) return false;
  const words = wordsIn(line.text);
  if (words === 0 || words > 14 || (words > 5 && /[.!?]$/.test(line.text))) return false;
  return /^[\p{Lu}\d(]/u.test(line.text) || hasDate(line.text);
}

type StartRule = (line: CvLine, next: CvLine[], previous: CvLine | undefined) => boolean;

/**
 * Splits a section's lines into entries. A line that `starts` an entry opens one; short lines
 * right after it (before any bullet) join its header, as in "Engineer / Acme GmbH / 2019 – 2021"
 * written on three lines; everything else is the entry's body. Lines before the first entry are orphans.
 */
function blocksOf(lines: CvLine[], starts: StartRule, joinsHeader: (line: CvLine, block: Block) => boolean): { blocks: Block[]; orphans: string[] } {
  const blocks: Block[] = [];
  const orphans: string[] = [];
  let previous: CvLine | undefined;
  let gap = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.text) {
      gap = true;
      previous = line;
      continue;
    }
    const current = blocks.at(-1);
    const next = lines.slice(i + 1).filter((candidate) => candidate.text).slice(0, 2);
    if (current && current.body.length === 0 && !gap && isHeaderish(line) && current.header.length < 3 && joinsHeader(line, current)) {
      current.header.push(line.text);
    } else if (isHeaderish(line) && starts(line, next, previous)) {
      blocks.push({ header: [line.text], body: [] });
    } else if (current) {
      current.body.push(line);
    } else {
      orphans.push(fullText(line));
    }
    previous = line;
    gap = false;
  }
  return { blocks, orphans };
}

/** The body as a summary (plain lines, wrapped ones joined) and highlights (bullets, wrapped ones joined). */
function bodyOf(body: CvLine[], keepLabelled: (line: CvLine) => boolean = () => true) {
  const highlights: string[] = [];
  const plain: string[] = [];
  const labelled: CvLine[] = [];
  let lastWasBullet = false;
  for (const line of body) {
    if (line.label && !keepLabelled(line)) {
      labelled.push(line);
      lastWasBullet = false;
    } else if (line.label) {
      highlights.push(fullText(line));
      lastWasBullet = false;
    } else if (isBulletLine(line.text)) {
      const text = withoutBullet(line.text);
      if (text) highlights.push(text);
      lastWasBullet = Boolean(text);
    } else if (lastWasBullet && /^[\p{Ll}\d(]/u.test(line.text) && !/[.!?]$/.test(highlights.at(-1) ?? "")) {
      // A bullet the PDF layout wrapped onto a second line.
      highlights[highlights.length - 1] = `${highlights.at(-1)} ${line.text}`;
    } else {
      plain.push(line.text);
      lastWasBullet = false;
    }
  }
  return { highlights, summary: statements(plain).join("\n"), labelled };
}

const nextIsBodyOrDated = (next: CvLine[]) => next.some((line) => hasRange(line.text)) || (next[0] !== undefined && (isBulletLine(next[0].text) || !isHeaderish(next[0])));

// ---------------------------------------------------------------------------------------------
// Work, volunteering

/** Words that mark an organisation's name: legal forms, foundations, associations. */
const COMPANY =
  /(?:^|\s)(?:GmbH|AG|SE|KG|KGaA|OHG|GbR|UG|e\.\s?V\.|Inc\.?|LLC|LLP|Ltd\.?|Limited|plc|PLC|Corp\.?|Corporation|Co\.|Company|Group|Gruppe|Groupe|Grupo|Gruppo|Holding|S\.?A\.?S?|SARL|S\.?L\.?U?|S\.?p\.?A\.?|S\.?r\.?l\.?|B\.?V\.?|N\.?V\.?|Lda\.?|Ltda\.?|AB|AS|A\/S|Oy|Pty|Stichting|Foundation|Fundaci[oó]n|Fondazione|Funda[cç][aã]o|Fondation|Stiftung|Association|Verein|Verband|Vereniging|Asociaci[oó]n|Associazione|Associa[cç][aã]o)(?:$|[\s,)])/;
const REMOTE = /^(?:remote|fully remote|hybrid|home ?office|remoto|en remoto|a distancia|teletrabajo|teletravail|a distance|da remoto|thuiswerken|op afstand)$/;
const AT = /^(.+?)\s+(?:at|bei|chez|presso|bij|@)\s+(.+)$/i;
const GENDER = /\s*\((?:m|w|d|f|x|h|div)(?:\s*[/|,]\s*(?:m|w|d|f|x|h|div))+\)/gi;

const isPlace = (segment: string) => countriesOfCity(segment).length > 0 || REMOTE.test(fold(segment));
const hasTitle = (segment: string) => findTitles(segment).length > 0;

/** A job's header parts: the title, the employer, the place; `guessed` when only their order told title from employer. */
function roleParts(header: string[]) {
  let position: string | undefined;
  let employer: string | undefined;
  let location: string | undefined;
  const unknown: string[] = [];
  for (const segment of header.flatMap(segmentsOf)) {
    const at = AT.exec(segment);
    if (at && !position && !employer) {
      position = at[1]!.trim();
      employer = at[2]!.trim();
    } else if (COMPANY.test(segment) && !employer) employer = segment;
    else if (isPlace(segment) && !location) location = segment;
    else if (hasTitle(segment) && !position) position = segment;
    else unknown.push(segment);
  }
  let guessed = false;
  if (!position && unknown.length > 0) {
    position = unknown.shift();
    guessed = employer === undefined && unknown.length > 0;
  }
  if (!employer && unknown.length > 0) employer = unknown.shift();
  return { position: position?.replace(GENDER, "").trim(), employer, location, guessed, leftover: unknown };
}

const startsJob: StartRule = (line, next) => {
  if (hasRange(line.text)) return true;
  // "Senior Engineer" on its own line, its employer and dates on the next one or two.
  if (next.some((candidate) => isHeaderish(candidate) && hasRange(candidate.text))) return true;
  return wordsIn(line.text) <= 8 && (hasTitle(line.text) || COMPANY.test(line.text)) && nextIsBodyOrDated(next);
};

const joinsJobHeader = (line: CvLine, block: Block) => {
  const dated = block.header.some(hasRange);
  if (hasRange(line.text)) return !dated;
  // "Key achievements:" introduces the body.
  if (/:$/.test(line.text)) return false;
  return !dated || wordsIn(line.text) <= 4 || COMPANY.test(line.text) || isPlace(line.text);
};

function jobs(lines: CvLine[], now: Date) {
  const { blocks, orphans } = blocksOf(lines, startsJob, joinsJobHeader);
  const issues: EntryIssue[] = [];
  const parsed = blocks.map((block, index) => {
    const { position, employer, location, guessed, leftover } = roleParts(block.header);
    const dates = entryDates(block.header, now);
    const { highlights, summary } = bodyOf(block.body);
    const entry = block.header[0]!;
    if (!dates.startDate) issues.push({ index, kind: "no_dates", lines: block.header, entry });
    if (guessed) issues.push({ index, kind: "guessed", lines: block.header, entry });
    if (leftover.length > 0) issues.push({ index, kind: "unplaced", lines: leftover, entry });
    return { position, employer, location, dates, highlights, summary, entry };
  });
  return { parsed, issues, orphans };
}

const defined = <T extends Record<string, unknown>>(entry: T): T =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0))) as T;

export function parseWork(lines: CvLine[], now: Date): Parsed<Work> {
  const { parsed, issues, orphans } = jobs(lines, now);
  const entries = parsed.map((job) =>
    defined<Work>({ name: job.employer, position: job.position, location: job.location, ...job.dates, summary: job.summary, highlights: job.highlights }),
  );
  return { entries, issues, orphans };
}

export function parseVolunteer(lines: CvLine[], now: Date): Parsed<Volunteer> {
  const { parsed, issues, orphans } = jobs(lines, now);
  const entries = parsed.map((job) =>
    defined<Volunteer>({ organization: job.employer, position: job.position, ...job.dates, summary: job.summary, highlights: job.highlights }),
  );
  // JSON Resume's volunteering has no place field.
  parsed.forEach((job, index) => {
    if (job.location) issues.push({ index, kind: "unplaced", lines: [job.location], entry: job.entry });
  });
  return { entries, issues, orphans };
}

// ---------------------------------------------------------------------------------------------
// Projects

const TECH_LABEL = /^(?:tech(?:nolog(?:y|ies))?|tech stack|stack|tools|keywords|skills|technologien|werkzeuge|outils|technologies|herramientas|tecnologias|tecnologie|strumenti|ferramentas|technologieen)$/;

const startsProject: StartRule = (line, next, previous) =>
  hasRange(line.text) ||
  (wordsIn(line.text) <= 8 && (previous === undefined || !previous.text || isBulletLine(previous.text)) && nextIsBodyOrDated(next));

export function parseProjects(lines: CvLine[], now: Date): Parsed<Project> {
  const { blocks, orphans } = blocksOf(lines, startsProject, (line, block) => hasRange(line.text) && !block.header.some(hasRange));
  const issues: EntryIssue[] = [];
  const entries = blocks.map((block) => {
    const [name, ...rest] = block.header.flatMap(segmentsOf);
    const { highlights, summary, labelled } = bodyOf(block.body, (line) => !TECH_LABEL.test(fold(line.label ?? "")));
    const keywords = labelled.flatMap((line) => itemsOf(line.text));
    const url = [...block.header, ...block.body.map(fullText)].flatMap((text) => findLinks(text))[0];
    const description = [...rest.filter((part) => !findLinks(part).length), summary].filter(Boolean).join("\n");
    return defined<Project>({ name, description, highlights, keywords, ...entryDates(block.header, now), url });
  });
  return { entries, issues, orphans };
}

// ---------------------------------------------------------------------------------------------
// Education

/** Degrees at the start of a part, folded; longer names before the shorter ones they begin with. */
const DEGREE = new RegExp(
  "^(?:b\\.?\\s?sc\\.?|m\\.?\\s?sc\\.?|b\\.?\\s?a\\.?|m\\.?\\s?a\\.?|b\\.?\\s?eng\\.?|m\\.?\\s?eng\\.?|b\\.?\\s?s\\.?|m\\.?\\s?s\\.?|b\\.?\\s?ed\\.?|ll\\.?\\s?[bm]\\.?|mba|ph\\.?\\s?d\\.?|" +
    "bachelor(?:'?s)?(?: of (?:science|arts|engineering|business administration|laws|education|fine arts))?(?: degree)?|" +
    "master [12]|master(?:'?s)?(?: of (?:science|arts|engineering|business administration|laws|education|fine arts))?(?: degree)?|" +
    "doctorate|associate(?:'?s)? degree|high school diploma|diploma di maturita|diploma|diplom(?:-[\\p{L}]+)?|abitur|fachabitur|" +
    "allgemeine hochschulreife|fachhochschulreife|mittlere reife|matura|erstes staatsexamen|zweites staatsexamen|staatsexamen|magister|" +
    "promotion|berufsausbildung|ausbildung|licence(?: professionnelle)?|baccalaureat|bac(?: ?\\+ ?\\d)?|bts|dut|doctorat|" +
    "diplome(?: d'ingenieur| d'etat)?|licenciatura|licenciado|licenciada|grado superior|grado|doctorado|maestria|maestrado|ingeniero|" +
    "ingeniera|bachillerato|laurea(?: magistrale| triennale| specialistica)?|dottorato|mestrado|doutorado|doutoramento|engenheiro|" +
    "engenheira|hbo|wo|mbo|havo|vwo|propedeuse)(?=$|[\\s,.(:])",
  "u",
);
const STUDIES = /^(?:studium|studies|studied|study of|estudios de|etudes de|etudes en|studi in|estudos em|studie)\s+/;
const INSTITUTION =
  /(?:universit|hochschule|college|school|schule|gymnasium|lycee|institut|academy|akademie|academia|accademia|ecole|escuela|escola|politecnic|polytechni|hogeschool|campus|conservatoire|conservatorio|seminar)|\b(?:tu|th|eth|epfl|kit|mit|insa|hec|essec|lse|ucl|rwth|lmu|tum|fh|iae|esade|uva|ku)\b/;
const SCORE = /\b(?:gpa|cgpa|grade|note|abschlussnote|gesamtnote|mention|voto|nota|cijfer|cum laude|with honou?rs|first class|distinction)\b/;
const COURSES_LABEL =
  /^(?:relevant )?(?:courses|coursework|relevant coursework|modules|subjects|schwerpunkte|vertiefung|cours|matieres|asignaturas|materias|corsi|esami|disciplinas|cadeiras|vakken)$/;
const CONNECTOR = /^(?:in|of|en|em|di|im|an|de|der|del|da|do|van|voor|zum|zur|als)\s+/i;

/** The raw words of `text` that the first `count` folded words came from (fold keeps words apart). */
const firstWords = (text: string, count: number) => text.split(/\s+/).slice(0, count).join(" ");
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "B.Sc. Computer Science" → B.Sc., Computer Science; "Studium Wirtschaftsingenieurwesen" → area only. */
function degreeParts(segment: string): { studyType?: string; area?: string } | null {
  const folded = fold(segment);
  const degree = DEGREE.exec(folded);
  if (degree) {
    const words = wordCount(degree[0]);
    const studyType = firstWords(segment, words).replace(/[,:]$/, "");
    const area = segment.split(/\s+/).slice(words).join(" ").replace(/^[(:,–—-]\s*|\)$/g, "").replace(CONNECTOR, "").trim();
    return { studyType, ...(area ? { area } : {}) };
  }
  const studies = STUDIES.exec(folded);
  if (studies) return { area: segment.split(/\s+/).slice(wordCount(studies[0])).join(" ") };
  return null;
}

const startsSchooling: StartRule = (line) => hasDate(line.text) || DEGREE.test(fold(line.text)) || INSTITUTION.test(fold(line.text));

export function parseEducation(lines: CvLine[], now: Date): Parsed<Education> {
  const { blocks, orphans } = blocksOf(lines, startsSchooling, (line, block) => {
    const folded = fold(line.text);
    if (hasDate(line.text)) return !block.header.some(hasDate);
    return DEGREE.test(folded) || INSTITUTION.test(folded) || wordsIn(line.text) <= 4;
  });
  const issues: EntryIssue[] = [];
  const entries = blocks.map((block, index) => {
    const entry: Education = {};
    const unknown: string[] = [];
    for (const raw of block.header.flatMap(segmentsOf)) {
      let segment = raw;
      // "KIT Karlsruhe (Diplom)": the degree in brackets after the school.
      const bracket = /\s*\(([^)]+)\)\s*$/.exec(segment);
      if (bracket && DEGREE.test(fold(bracket[1]!)) && !entry.studyType) {
        entry.studyType = bracket[1]!.trim();
        segment = segment.slice(0, bracket.index).trim();
      }
      const degree = !entry.studyType || !entry.area ? degreeParts(segment) : null;
      if (degree && (degree.studyType ? !entry.studyType : !entry.area)) {
        if (degree.studyType) entry.studyType = degree.studyType;
        if (degree.area && !entry.area) entry.area = degree.area;
      } else if (INSTITUTION.test(fold(segment)) && !entry.institution) entry.institution = segment;
      else if (SCORE.test(fold(segment)) && !entry.score) entry.score = segment;
      else unknown.push(segment);
    }
    const guessed = !entry.institution && unknown.length > 0 && (entry.studyType === undefined || unknown.length > 1);
    if (!entry.institution && unknown.length > 0) entry.institution = unknown.shift();
    if (!entry.area && !entry.studyType && unknown.length > 0) entry.area = unknown.shift();
    // Only a city is left: the school's place, which JSON Resume's education has no field for.
    const leftover = unknown.filter((segment) => !isPlace(segment));

    const courses: string[] = [];
    const extra: string[] = [];
    for (const line of block.body) {
      const text = withoutBullet(line.text);
      const label = line.label ?? /^([^:]{2,40}):\s*(.+)$/.exec(text)?.[1];
      const content = line.label ? line.text : text.slice((label?.length ?? -1) + 1).trim();
      if (label && COURSES_LABEL.test(fold(label).trim())) courses.push(...itemsOf(content));
      else if (SCORE.test(fold(text)) && !entry.score && wordsIn(text) <= 8) entry.score = text;
      else if (text) extra.push(fullText(line));
    }
    if (courses.length > 0) entry.courses = courses;
    Object.assign(entry, entryDates(block.header, now));
    const label = block.header[0]!;
    if (!entry.startDate) issues.push({ index, kind: "no_dates", lines: block.header, entry: label });
    if (guessed) issues.push({ index, kind: "guessed", lines: block.header, entry: label });
    if (leftover.length + extra.length > 0) issues.push({ index, kind: "unplaced", lines: [...leftover, ...extra], entry: label });
    return defined(entry);
  });
  return { entries, issues, orphans };
}

// ---------------------------------------------------------------------------------------------
// One line, one entry: certificates, awards, publications

const itemLines = (lines: CvLine[]) => lines.filter((line) => line.text).map((line) => withoutBullet(fullText(line))).filter(Boolean);

/** The line's name and, when it has exactly two parts, who gave it: "AWS Solutions Architect, Amazon, 2021". */
function nameAndSource(line: string): { name: string; source?: string } {
  const parts = segmentsOf(line);
  if (parts.length === 2) return { name: parts[0]!, source: parts[1]! };
  return { name: parts.length === 1 ? parts[0]! : stripDates(line) };
}

export function parseCertificates(lines: CvLine[], now: Date): Parsed<Certificate> {
  const entries = itemLines(lines).map((line) => {
    const { name, source } = nameAndSource(line);
    return defined<Certificate>({ name, issuer: source, date: singleDate(line, now), url: findLinks(line)[0] });
  });
  return { entries, issues: [], orphans: [] };
}

export function parseAwards(lines: CvLine[], now: Date): Parsed<Award> {
  const entries = itemLines(lines).map((line) => {
    const { name, source } = nameAndSource(line);
    return defined<Award>({ title: name, awarder: source, date: singleDate(line, now) });
  });
  return { entries, issues: [], orphans: [] };
}

export function parsePublications(lines: CvLine[], now: Date): Parsed<Publication> {
  const entries = itemLines(lines).map((line) =>
    defined<Publication>({ name: stripDates(line) || line, releaseDate: singleDate(line, now), url: findLinks(line)[0] }),
  );
  return { entries, issues: [], orphans: [] };
}

/** A list's items: "Go, TypeScript; SQL" → three; commas inside brackets stay: "MS Office (Excel, Word)". */
export function itemsOf(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "[") depth++;
    if ((char === ")" || char === "]") && depth > 0) depth--;
    if (depth === 0 && /[,;|•·]/.test(char)) {
      items.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => withoutBullet(item.trim()).replace(/\.$/, "").trim()).filter(Boolean);
}
