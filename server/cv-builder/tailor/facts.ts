import type { JsonResume } from "@/lib/contracts/cv-document";
import { foldCase } from "@/lib/text/fold";
import { claimsAgainst, numbersIn, supportWithSkills, type Support } from "../../ai/grounding";
import { skillsIn } from "./mentions";
import { findTitles } from "../../cv/titles";

// The invention check: every fact a tailored CV states must be stated by the CV it was tailored
// from. Facts are employers, job titles, degrees, dictionary skills, numbers and dates, read from
// the document's fields and from its text, string by string.

export type FactKind = "employer" | "title" | "degree" | "skill" | "number" | "date";

type Fields = Record<Exclude<FactKind, "skill" | "number">, string[]>;

const present = (...values: (string | undefined)[]) => values.filter((value): value is string => Boolean(value?.trim()));

/** The document's fields that name an employer, a title, a degree or a date. */
function fieldsOf(document: JsonResume): Fields {
  return {
    employer: [
      ...(document.work ?? []).flatMap((entry) => present(entry.name)),
      ...(document.volunteer ?? []).flatMap((entry) => present(entry.organization)),
      ...(document.education ?? []).flatMap((entry) => present(entry.institution)),
      ...(document.awards ?? []).flatMap((entry) => present(entry.awarder)),
      ...(document.certificates ?? []).flatMap((entry) => present(entry.issuer)),
      ...(document.publications ?? []).flatMap((entry) => present(entry.publisher)),
      ...(document.projects ?? []).flatMap((entry) => present(entry.entity)),
    ],
    title: [
      ...present(document.basics?.label),
      ...(document.work ?? []).flatMap((entry) => present(entry.position)),
      ...(document.volunteer ?? []).flatMap((entry) => present(entry.position)),
      ...(document.projects ?? []).flatMap((entry) => present(entry.name, ...(entry.roles ?? []))),
      ...(document.awards ?? []).flatMap((entry) => present(entry.title)),
      ...(document.certificates ?? []).flatMap((entry) => present(entry.name)),
      ...(document.publications ?? []).flatMap((entry) => present(entry.name)),
    ],
    degree: (document.education ?? []).flatMap((entry) => present(entry.studyType, entry.area)),
    date: [
      ...[...(document.work ?? []), ...(document.volunteer ?? []), ...(document.education ?? []), ...(document.projects ?? [])].flatMap((entry) =>
        present(entry.startDate, entry.endDate),
      ),
      ...(document.awards ?? []).flatMap((entry) => present(entry.date)),
      ...(document.certificates ?? []).flatMap((entry) => present(entry.date)),
      ...(document.publications ?? []).flatMap((entry) => present(entry.releaseDate)),
    ],
  };
}

const DATE_FIELDS = new Set(["startDate", "endDate", "date", "releaseDate"]);

/**
 * Every text of the document but its layout settings (`meta`), one string per field or list item;
 * without the date fields (checked as dates) unless `dates`.
 */
export function documentStrings(document: JsonResume, { dates = true } = {}): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (value.trim()) strings.push(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") for (const [field, inner] of Object.entries(value)) if (dates || !DATE_FIELDS.has(field)) walk(inner);
  };
  const { meta: _layout, ...content } = document;
  walk(content);
  return strings;
}

/** The facts of a CV, read once, that texts tailored from it are checked against. */
export type FactBase = { support: Support; titles: Set<string>; fields: Record<keyof Fields, Set<string>> };

const key = (value: string) => foldCase(value).replace(/\s+/g, " ").trim();

/** Strings apart by a blank line: no number, skill or degree runs from one into the next. */
const joined = (strings: string[]) => strings.join("\n\n");

export function factBase(document: JsonResume): FactBase {
  const strings = documentStrings(document);
  const fields = fieldsOf(document);
  return {
    // Skills string by string, as they are checked: a term of several words ("UI design") could run across two strings joined.
    support: supportWithSkills(joined(strings), strings.flatMap((text) => skillsIn(text))),
    // String by string: the titles dataset reads across line breaks.
    titles: new Set(strings.flatMap((text) => findTitles(text))),
    fields: {
      employer: new Set(fields.employer.map(key)),
      title: new Set(fields.title.map(key)),
      degree: new Set(fields.degree.map(key)),
      date: new Set(fields.date.map(key)),
    },
  };
}

export type Fact = { kind: FactKind; value: string };

/**
 * The facts `text` states that the CV does not: skills, employers and degrees the CV never names,
 * job titles it never names, and numbers (years included) that are not in `own` — the text it
 * rewords — or, without `own`, anywhere in the CV.
 */
export function unsupportedFacts(text: string, base: FactBase, own?: string): Fact[] {
  const facts: Fact[] = [];
  for (const claim of claimsAgainst(text, base.support)) {
    // Numbers are checked below, more strictly: small ones and years count too.
    if (claim.kind !== "number") facts.push({ kind: claim.kind, value: claim.value });
  }
  const numbers = own === undefined ? base.support.numbers : numbersIn(own);
  for (const value of numbersIn(text)) if (!numbers.has(value)) facts.push({ kind: "number", value });
  for (const title of findTitles(text)) if (!base.titles.has(title)) facts.push({ kind: "title", value: title });
  return facts;
}

export const describeFact = (fact: Fact) => `${fact.kind}: ${fact.value}`;

/**
 * Every employer, title, degree, skill, number and date that `tailored` states and `original` does
 * not, as "kind: value"; empty when tailoring invented nothing.
 */
export const newFactsIn = (original: JsonResume, tailored: JsonResume): string[] => factsNotIn(factBase(original), original, tailored);

/** newFactsIn with the original's facts already read. */
export function factsNotIn(base: FactBase, original: JsonResume, tailored: JsonResume): string[] {
  const found = new Set<string>();
  const fields = fieldsOf(tailored);
  for (const kind of Object.keys(fields) as (keyof Fields)[]) {
    for (const value of fields[kind]) if (!base.fields[kind].has(key(value))) found.add(describeFact({ kind, value }));
  }
  // A text the original has word for word states only what the original states.
  const unchanged = new Set(documentStrings(original, { dates: false }));
  for (const text of documentStrings(tailored, { dates: false })) {
    if (unchanged.has(text)) continue;
    for (const fact of unsupportedFacts(text, base)) found.add(describeFact(fact));
  }
  return [...found];
}
