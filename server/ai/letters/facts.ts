import { findSkills } from "../../cv/find-skills";
import { wordStems } from "../../cv/word-stems";
import type { UserSources } from "../sources";
import type { LetterFact, LetterJob, LetterLength } from "./types";

// Which of the user's facts a letter uses: those closest to the posting, as many as its length
// allows. Everything here is read from the sources as written, so the letter can quote it as is.

type Cv = NonNullable<UserSources["cv"]>;

export type Experience = { title: string | null; years: number | null; facts: LetterFact[] };
export type Availability = { kind: "notice"; notice: string; fact: LetterFact } | { kind: "date"; date: string; fact: LetterFact };

/** The facts a letter is written from. */
export type LetterPicks = {
  experience: Experience | null;
  /** Skills the posting asks for that the CV has, in the CV's spelling. */
  skills: string[];
  /** CV result lines, verbatim, most relevant first. */
  achievements: string[];
  availability: Availability | null;
};

/** How many of the user's facts a letter of each length names: the experience, a skill list and each result line count one. */
export const FACT_SLOTS: Record<LetterLength, number> = { short: 2, medium: 3, long: 4 };
const SKILLS_NAMED = 4;
/** Results beyond this many make a letter a list. */
const ACHIEVEMENTS_MAX = 4;

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The CV's skills: its facts, and any dictionary skill its text names. */
function cvSkills(cv: Cv): string[] {
  const skills = [...cv.skills];
  for (const found of findSkills(cv.text)) if (!skills.some((skill) => sameSkill(skill, found))) skills.push(found);
  return skills;
}

/** The posting's skills that the CV has too, in the posting's order and the CV's spelling. */
export function sharedSkills(cv: Cv, job: LetterJob): string[] {
  const known = cvSkills(cv);
  const shared: string[] = [];
  for (const wanted of findSkills(`${job.title}\n${job.description}`)) {
    const onCv = known.find((skill) => sameSkill(skill, wanted));
    if (onCv && !shared.some((skill) => sameSkill(skill, onCv))) shared.push(onCv);
  }
  return shared;
}

/**
 * The CV's result lines that share a skill or a word with the posting, best first: a shared skill
 * weighs three words. Lines sharing nothing are left out; ties keep the CV's order (numbers first).
 */
export function relevantAchievements(cv: Cv, job: LetterJob, skills: string[]): string[] {
  const postingStems = wordStems(`${job.title}\n${job.description}`);
  const scored = cv.achievements.map((line, order) => {
    const skillHits = findSkills(line).filter((found) => skills.some((skill) => sameSkill(skill, found))).length;
    const wordHits = [...wordStems(line)].filter((stem) => postingStems.has(stem)).length;
    return { line, order, score: skillHits * 3 + wordHits };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.line);
}

/** The latest title and the years: the years the user stated on the profile win over the CV's count. */
function experienceOf(sources: UserSources): Experience | null {
  const cv = sources.cv;
  if (!cv) return null;
  const title = cv.titles[0]?.trim() || null;
  const stated = sources.details.yearsOfExperience;
  const years = stated ?? cv.yearsOfExperience;
  // Whole years, as a letter says them: "8 years", never "8.4 years" (rounded down, so never more than the CV shows).
  const knownYears = years !== null && years >= 1 ? Math.floor(years) : null;
  if (!title && knownYears === null) return null;
  const facts: LetterFact[] = [];
  if (title) facts.push({ kind: "cv_title", ref: title });
  const fromCv = cv.yearsOfExperience !== null && Math.floor(cv.yearsOfExperience) === knownYears;
  if (knownYears !== null) facts.push(fromCv ? { kind: "cv_years", ref: String(knownYears) } : { kind: "profile", ref: "years_of_experience" });
  return { title, years: knownYears, facts };
}

/** A start date still ahead wins over the notice period; a date already past says nothing. */
function availabilityOf(sources: UserSources, now: Date): Availability | null {
  const { availableFrom, noticePeriod } = sources.details;
  const today = now.toISOString().slice(0, 10);
  if (availableFrom && availableFrom >= today) return { kind: "date", date: availableFrom, fact: { kind: "profile", ref: "available_from" } };
  if (noticePeriod) return { kind: "notice", notice: noticePeriod, fact: { kind: "profile", ref: "notice_period" } };
  return null;
}

/**
 * The facts for a letter of `length`: the experience, the best result, the shared skills, then
 * more results, as far as the length's slots go. Without a CV only the profile's availability:
 * the letter then says nothing about experience.
 */
export function pickFacts(sources: UserSources, job: LetterJob, length: LetterLength, now: Date): LetterPicks {
  const availability = availabilityOf(sources, now);
  const cv = sources.cv;
  if (!cv) return { experience: null, skills: [], achievements: [], availability };
  const skills = sharedSkills(cv, job).slice(0, SKILLS_NAMED);
  const results = relevantAchievements(cv, job, skills).slice(0, ACHIEVEMENTS_MAX);
  const experience = experienceOf(sources);
  type Slot = "experience" | "skills" | number;
  const pool: Slot[] = [
    ...(experience ? ["experience" as const] : []),
    ...(results.length > 0 ? [0] : []),
    ...(skills.length > 0 ? ["skills" as const] : []),
    ...results.slice(1).map((_, index) => index + 1),
  ];
  const taken = pool.slice(0, FACT_SLOTS[length]);
  return {
    experience: taken.includes("experience") ? experience : null,
    skills: taken.includes("skills") ? skills : [],
    achievements: results.filter((_, index) => taken.includes(index)),
    availability,
  };
}
