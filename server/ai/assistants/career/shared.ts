import type { Locale } from "@/lib/i18n/locales";
import { findSkills, SKILLS } from "../../../cv/find-skills";
import { escapeRegExp } from "../../../cv/text";
import type { TurnContext } from "../types";
import { countryNames, listOf, translatorFor } from "./i18n";
import { skillCounts, titlesAsking, type Posting, type Scope, type SkillCount, type TitleAsking } from "./postings";

/** What the cards and texts of both advisors share. */

export const unique = <T>(items: T[]) => [...new Set(items)];
export const lowerSet = (items: string[]) => new Set(items.map((item) => item.toLowerCase()));
export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Items named in a text; the card has them all. */
export const SHOWN = 5;
const SKILLS_PER_QUESTION = 3;
const TITLES_PER_SKILL = 5;
/** Only the start of a long message is read for titles and skills. */
export const MESSAGE_SCAN = 2000;

export const cardScope = (scope: Scope) => ({ countries: scope.countries });

/** The sentence saying the user's countries were too few to go by, when they were. */
export function scopeSentences(scope: Scope, locale: Locale): string[] {
  const t = translatorFor(locale, "common");
  return scope.fellBack ? [t("fellBack", { countries: listOf(countryNames(scope.asked, locale), locale) })] : [];
}

/** "SQL (28 of 40), Excel (20 of 40) and Python (12 of 40)". */
export const skillItems = (counts: SkillCount[], total: number, locale: Locale) =>
  listOf(counts.slice(0, SHOWN).map((count) => translatorFor(locale, "common")("skillCount", { skill: count.skill, count: count.postings, total })), locale);

/** "Data Analyst (12 postings) and BI Analyst (4 postings)". */
export const titleItems = (titles: TitleAsking[], locale: Locale) =>
  listOf(titles.map((title) => translatorFor(locale, "common")("titleCount", { title: title.title, count: title.postings })), locale);

export type SkillAnswer = { skill: string; postings: number; share: number; in_cv: boolean | null; titles: TitleAsking[] };

/**
 * For each skill the user asked about (the first three): how many of the postings ask for it, whether
 * the CV names it (null without a CV), and the job families whose postings ask for it most.
 */
export async function answerSkills(skills: string[], postings: Posting[], scope: Scope, context: TurnContext): Promise<SkillAnswer[]> {
  const counts = new Map(skillCounts(postings).map((count) => [count.skill.toLowerCase(), count]));
  const userSkills = lowerSet(context.sources.cv?.skills ?? []);
  const answers: SkillAnswer[] = [];
  for (const skill of skills.slice(0, SKILLS_PER_QUESTION)) {
    const count = counts.get(skill.toLowerCase());
    answers.push({
      skill,
      postings: count?.postings ?? 0,
      share: count?.share ?? 0,
      in_cv: context.sources.cv ? userSkills.has(skill.toLowerCase()) : null,
      titles: await titlesAsking(context.deps, skill, { now: context.now, scope, locale: context.locale, limit: TITLES_PER_SKILL }),
    });
  }
  return answers;
}

/** What the user has on file, for a model's instruction: only the sources. */
export function userFacts(context: TurnContext) {
  const cv = context.sources.cv;
  return cv
    ? { cv_titles: cv.titles.slice(0, 3), cv_skills: cv.skills, years_of_experience: cv.yearsOfExperience, education: cv.education.slice(0, 3) }
    : { cv: "none on file" };
}

const AMBIGUOUS = new Set(SKILLS.filter((skill) => skill.terms[0]!.mode !== "any").map((skill) => skill.name.toLowerCase()));

/**
 * The skills a chat message asks about: the dictionary's, then skills of the postings at hand named
 * on their own ("And Tableau?", which the dictionary only reads in a list). A name that is also a
 * word ("Go", "Tableau") must be written as the skill is; the others in any case.
 */
export function skillsAsked(text: string, known: string[]): string[] {
  const found = findSkills(text);
  const taken = lowerSet(found);
  const named = known
    .filter((skill) => skill.length >= 2 && !taken.has(skill.toLowerCase()))
    .map((skill) => ({ skill, at: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(skill)}(?![\\p{L}\\p{N}])`, AMBIGUOUS.has(skill.toLowerCase()) ? "u" : "iu").exec(text)?.index ?? -1 }))
    .filter((item) => item.at >= 0)
    .sort((a, b) => a.at - b.at || byName(a.skill, b.skill));
  return [...found, ...named.map((item) => item.skill)];
}
