import { mentionsIn, skillsIn } from "./mentions";
import { stemmedWords } from "../../cv/word-stems";
import { jobSkills } from "../../jobs/match/score";
import type { TailorJob } from "./types";

/** What tailoring looks for in a CV: the posting's skills, and the words its title and duties are written in. */
export type PostingKeywords = {
  /** Dictionary skills the posting names, in its order (the matcher's reading of it). */
  skills: string[];
  /** For each of those skills, the ways the posting writes it ("PostgreSQL", "Postgres"), as written. */
  forms: Map<string, string[]>;
  /** Stems of the posting's other subject words → the word as the posting writes it. */
  words: Map<string, string>;
};

export function postingKeywords(job: TailorJob): PostingKeywords {
  const text = `${job.title}\n${job.description}`;
  const skills = jobSkills({ title: job.title, descriptionText: job.description });
  const forms = new Map<string, string[]>();
  const words = stemmedWords(text);
  for (const mention of mentionsIn(text)) {
    const written = text.slice(mention.start, mention.end);
    const known = forms.get(mention.skill) ?? [];
    if (!known.includes(written)) forms.set(mention.skill, [...known, written]);
    // A skill counts as a skill, not again as a word.
    for (const stem of stemmedWords(written).keys()) words.delete(stem);
  }
  // The company's own name is what the posting is from, not what it asks for.
  for (const stem of stemmedWords(job.company).keys()) words.delete(stem);
  return { skills, forms, words };
}

/** What of the posting a text names: its skills (as the dictionary names them) and its words (as the posting writes them). */
export type TextMatch = { skills: string[]; words: string[]; score: number };

/** A skill weighs three words, as in the cover letters' choice of result lines. */
const SKILL_WEIGHT = 3;

export function matchText(text: string, keywords: PostingKeywords): TextMatch {
  const skills = skillsIn(text).filter((skill) => keywords.skills.includes(skill));
  const words = [...stemmedWords(text).keys()].flatMap((stem) => {
    const word = keywords.words.get(stem);
    return word === undefined ? [] : [word];
  });
  return { skills, words, score: skills.length * SKILL_WEIGHT + words.length };
}

/** Naming a posting skill outranks sharing its words, which outranks nothing. */
export const tierOf = (match: TextMatch): number => (match.skills.length > 0 ? 2 : match.words.length > 0 ? 1 : 0);

/** The posting keywords of several matches, each once: skills first. */
export function keywordsOf(matches: TextMatch[]): string[] {
  return [...new Set([...matches.flatMap((match) => match.skills), ...matches.flatMap((match) => match.words)])];
}
