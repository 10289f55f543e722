import { countQuantifiedResults } from "./achievements";
import { findEmails, findLinks, findPhones } from "./contacts";
import { coveredMonths, findDateRanges, statedYears } from "./dates";
import { findSkills } from "./find-skills";
import { findLanguages } from "./languages";
import { splitSections, type Section, type SectionKey } from "./sections";
import { fold, isBulletLine, normaliseText } from "./text";
import { findTitles } from "./titles";

export type CvFacts = {
  skills: string[];
  /** English job titles from the experience part, in the order the CV lists them (usually latest first). */
  titles: string[];
  yearsOfExperience: number | null;
  emails: string[];
  phones: string[];
  links: string[];
  /** Spoken languages, in English. */
  languages: string[];
  /** Recognised section headings, in order: "summary", "experience", "education"… */
  sections: SectionKey[];
  wordCount: number;
  /** Achievement statements with a number in them ("Increased revenue by 30%"). */
  quantifiedResults: number;
};

export type AnalyzeOptions = { now?: Date };

/** Sections whose dates and numbers are not about work done. */
const NOT_WORK: readonly (SectionKey | null)[] = [
  "education", "skills", "languages", "certifications", "awards", "publications", "volunteering", "interests", "references", "contact",
];
const NOT_SKILLS: readonly (SectionKey | null)[] = ["interests", "references", "contact"];
const NOT_RESULTS: readonly (SectionKey | null)[] = NOT_WORK.filter((key) => key !== "awards" && key !== "volunteering");

const SCHOOLING = /\b(?:universit|hochschule|college|school|schule|gymnasium|abitur|bachelor|master|msc|bsc|b\.sc|m\.sc|mba|ph\.?d|diplom|degree|studium|studied|lycee|baccalaureat|licence|ecole|universidad|grado|laurea|escola|opleiding|hogeschool)/;
const BIRTH = /\b(?:geboren|born|date of birth|geburtsdatum|nee? le|fecha de nacimiento|data di nascita|data de nascimento|geboortedatum)\b/;

const linesOf = (sections: Section[], keep: (key: SectionKey | null) => boolean) =>
  sections.filter((section) => keep(section.key)).flatMap((section) => section.lines);

const wordsIn = (line: string) => line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Lines that can name a job: short, not a bullet, not a sentence, and not the lower-case
 * continuation of a wrapped one unless dated ("seit 04/2020 Projektleiterin, Bosch").
 */
const isTitleLine = (line: string, now: Date) => {
  const words = wordsIn(line);
  if (words === 0 || words > 12 || isBulletLine(line) || (words > 5 && /[.!?]$/.test(line))) return false;
  return /^[\p{Lu}\d]/u.test(line) || findDateRanges(line, now).length > 0;
};

/** Facts the support pages give advice from; the same text always gives the same facts. */
export function analyzeCv(rawText: string, { now = new Date() }: AnalyzeOptions = {}): CvFacts {
  const text = normaliseText(rawText);
  const { sections, found } = splitSections(text);

  // Without an experience heading, dated lines anywhere outside education and the like stand in.
  const experience = linesOf(sections, (key) => key === "experience");
  const career = found.includes("experience")
    ? experience
    : linesOf(sections, (key) => !NOT_WORK.includes(key)).filter((line) => !SCHOOLING.test(fold(line)) && !BIRTH.test(fold(line)));
  const titleLines = found.includes("experience")
    ? experience.filter((line) => isTitleLine(line, now))
    : career
        .filter((_, i) => career.slice(Math.max(0, i - 1), i + 2).some((line) => findDateRanges(line, now).length > 0))
        .filter((line) => isTitleLine(line, now));

  const months = coveredMonths(findDateRanges(career.join("\n"), now));
  const stated = statedYears(text);
  const years = months > 0 || stated !== null ? Math.max(months / 12, stated ?? 0) : null;

  return {
    skills: findSkills(linesOf(sections, (key) => !NOT_SKILLS.includes(key)).join("\n")),
    titles: [...new Set(titleLines.flatMap(findTitles))],
    yearsOfExperience: years === null ? null : Math.round(years * 10) / 10,
    emails: findEmails(text),
    phones: findPhones(text),
    links: findLinks(text),
    languages: findLanguages(
      linesOf(sections, (key) => key === "languages").join("\n"),
      linesOf(sections, (key) => key !== "languages").join("\n"),
    ),
    sections: found,
    wordCount: wordsIn(text),
    quantifiedResults: countQuantifiedResults(linesOf(sections, (key) => !NOT_RESULTS.includes(key))),
  };
}
