import type { Locale } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import { findSkills } from "../../../cv/find-skills";
import type { AnswerStyle } from "./competencies";
import { LEXICONS, type Lexicon } from "./lexicon";

/** The four parts of the rubric, each 0–5. */
export type RubricScores = { structure: number; evidence: number; relevance: number; clarity: number };
export const RUBRIC_PARTS = ["structure", "evidence", "relevance", "clarity"] as const;

/**
 * What an answer's overall score weighs, out of 100: how it is built (structure, 30) and whether it
 * answers the question (relevance, 30) count most, since that is what an interviewer remembers;
 * proof (evidence, 25) next; delivery (clarity, 15) least, as written answers are only a rehearsal
 * of spoken ones. An answer that misses the question (relevance 1 or less) counts at most
 * OFF_TOPIC_CAP, however well it is built.
 */
export const WEIGHTS: RubricScores = { structure: 30, evidence: 25, relevance: 30, clarity: 15 };
export const OFF_TOPIC_CAP = 40;

/** Words below which an answer is too short to judge fully, by style; above LONG_WORDS it rambles. */
export const MIN_WORDS: Record<AnswerStyle, number> = { star: 40, approach: 40, pitch: 30, fact: 6 };
export const LONG_WORDS: Record<AnswerStyle, number> = { star: 350, approach: 350, pitch: 350, fact: 150 };
/** Fillers per hundred words from which clarity suffers, a little and then more. */
const FILLER_RATE = { some: 2, many: 5 };
/** Average words per sentence from which sentences are too long to follow. */
const SENTENCE_WORDS = { long: 30, veryLong: 45 };

export type AnswerSignals = {
  words: number;
  sentences: number;
  averageSentenceWords: number;
  fillerCount: number;
  /** The filler words used, as written in the lexicon (folded), most used first. */
  fillers: string[];
  situation: boolean;
  task: boolean;
  action: boolean;
  result: boolean;
  /** Situation or task, then action, then result, in that order. */
  starInOrder: boolean;
  singular: number;
  plural: number;
  steps: number;
  reasons: boolean;
  example: boolean;
  future: boolean;
  numbers: number;
  /** A percentage or a sum of money. */
  amounts: boolean;
  timeFrames: boolean;
  immediately: boolean;
  /** Tools and skills the answer names (the CV skill dictionary). */
  skills: string[];
  /** Distinct work words (job, team, client…) the answer uses. */
  workWords: number;
};

export type Relevance = { score: number; questionTerms: number; questionHits: number; keywordHits: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholeWords = (source: string, flags = "gu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);

// Phrase lists compile once: a phrase ending in "*" takes any word ending.
const compiled = new WeakMap<string[], RegExp>();
function phrasePattern(phrases: string[]): RegExp {
  let pattern = compiled.get(phrases);
  if (!pattern) {
    const alternatives = [...phrases]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => (phrase.endsWith("*") ? `${escape(phrase.slice(0, -1))}\\p{L}*` : escape(phrase)));
    pattern = wholeWords(alternatives.join("|"));
    compiled.set(phrases, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const sourcePatterns = new Map<string, RegExp>();
function sourcePattern(source: string): RegExp {
  let pattern = sourcePatterns.get(source);
  if (!pattern) {
    pattern = wholeWords(source);
    sourcePatterns.set(source, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Folded for the word lists; apostrophes unified so "j’ai" is "j'ai". */
const folded = (text: string) => foldCase(text).replace(/\s+/g, " ");
/** Lower case with accents kept, for the patterns that read verb endings ("decidí"). */
const lowered = (text: string) => text.toLowerCase().replace(/[’`´‘]/g, "'").replace(/\s+/g, " ");

const firstIndex = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  return match ? match.index : -1;
};
const count = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].length;
};

/** Folded words; an elided article is a word of its own ("l'objectif" is "l" and "objectif"). */
export const wordsOf = (text: string): string[] => folded(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

// Digits as written ("30", "1,200", "4.5"); a year is a date, read as a time frame, not as a figure.
const NUMBER = /(?<![\p{L}\p{N}])\d[\d.,]*(?![\p{L}])/gu;
const YEAR = /^(?:19|20)\d{2}$/;
const AMOUNT =
  /\d\s?%|[$€£¥]\s?\d|\d\s?(?:k|m|€|\$|£|eur|euro|euros|usd|gbp|chf|dollars?|percent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|procent)(?![\p{L}])/iu;

/** A folded filler as the answer wrote it ("ah" was "äh"): the first word of the answer that folds to it. */
function asWritten(filler: string, answer: string): string {
  if (filler.includes(" ")) return filler;
  return (answer.toLowerCase().match(/[\p{L}]+/gu) ?? []).find((word) => foldCase(word) === filler) ?? filler;
}

/** The filler words of an answer in its language: how many, and which, as written, most used first. */
export function countFillers(answer: string, locale: Locale): { count: number; found: string[] } {
  const text = folded(answer);
  const tally = new Map<string, number>();
  for (const match of text.matchAll(phrasePattern(LEXICONS[locale].fillers))) tally.set(match[0], (tally.get(match[0]) ?? 0) + 1);
  const found = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => asWritten(word, answer));
  return { count: [...tally.values()].reduce((sum, value) => sum + value, 0), found };
}

/** Everything the rubric reads from an answer, besides its relevance to the question. */
export function readAnswer(answer: string, locale: Locale): AnswerSignals {
  const lexicon: Lexicon = LEXICONS[locale];
  const text = folded(answer);
  const lower = lowered(answer);
  const words = wordsOf(answer).length;
  const sentences = sentencesOf(answer);
  const fillers = countFillers(answer, locale);

  const situationAt = firstIndex(phrasePattern(lexicon.situation), text);
  const taskAt = firstIndex(phrasePattern(lexicon.task), text);
  const actionPhraseAt = firstIndex(phrasePattern(lexicon.action), text);
  const actionVerbAt = firstIndex(sourcePattern(lexicon.actionVerbs), lower);
  const actionAt = [actionPhraseAt, actionVerbAt].filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? -1;
  const resultAt = lastIndex(phrasePattern(lexicon.result), text);
  const setupAt = [situationAt, taskAt].filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? -1;

  const numbers = [...answer.matchAll(NUMBER)].map((match) => match[0].replace(/[.,]+$/, ""));
  const figures = numbers.filter((value) => !YEAR.test(value)).length + count(phrasePattern(lexicon.numberWords), text);
  const years = numbers.some((value) => YEAR.test(value));

  return {
    words,
    sentences: sentences.length,
    averageSentenceWords: sentences.length ? words / sentences.length : 0,
    fillerCount: fillers.count,
    fillers: fillers.found,
    situation: situationAt >= 0,
    task: taskAt >= 0,
    action: actionAt >= 0,
    result: resultAt >= 0,
    starInOrder: setupAt >= 0 && actionAt >= 0 && resultAt >= 0 && setupAt <= actionAt && actionAt <= resultAt,
    singular: count(sourcePattern(lexicon.singular), lower),
    plural: count(sourcePattern(lexicon.plural), lower),
    steps: count(phrasePattern(lexicon.steps), text),
    reasons: firstIndex(phrasePattern(lexicon.reasons), text) >= 0,
    example: firstIndex(phrasePattern(lexicon.example), text) >= 0,
    future: firstIndex(phrasePattern(lexicon.future), text) >= 0,
    numbers: figures,
    amounts: AMOUNT.test(answer),
    timeFrames: years || firstIndex(phrasePattern(lexicon.timeFrames), text) >= 0,
    immediately: firstIndex(phrasePattern(lexicon.immediately), text) >= 0,
    skills: namedSkills(answer),
    workWords: keywordHits(answer, lexicon.workWords).length,
  };
}

/**
 * The tools and skills an answer names, by their own name: the dictionary's looser aliases also
 * match everyday words in some languages (Dutch "elk" is "each", not the ELK Stack), which an
 * answer should get no credit for.
 */
export function namedSkills(answer: string): string[] {
  const text = folded(answer);
  return findSkills(answer).filter((skill) => text.includes(folded(skill)));
}

/** The result usually closes a story: its last marker is the one that counts for the order. */
function lastIndex(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

const clamp = (value: number) => Math.max(0, Math.min(5, Math.round(value)));

/**
 * How the answer is built, 0–5, for its style. A story (STAR): a situation or task, an action, a
 * result, the speaker's own part ("I" at least as often as "we"), and the three in order. An
 * approach: sequencing (two points), reasons, an example from one's work, the first person. A
 * pitch: the first person, what one did, why, what one wants next, more than two sentences. A fact:
 * a direct first sentence (two points), something concrete (two points), a reason.
 */
export function scoreStructure(signals: AnswerSignals, style: AnswerStyle, concrete = false): number {
  if (signals.words === 0) return 0;
  const ownPart = signals.singular > 0 && signals.singular >= signals.plural;
  switch (style) {
    case "star":
      return clamp(
        Number(signals.situation || signals.task) + Number(signals.action) + Number(signals.result) + Number(ownPart) + Number(signals.starInOrder),
      );
    case "approach":
      return clamp(Math.min(2, signals.steps) + Number(signals.reasons) + Number(signals.example || signals.action) + Number(signals.singular > 0));
    case "pitch":
      return clamp(
        Number(signals.singular > 0) + Number(signals.action || signals.situation || signals.example) + Number(signals.reasons) + Number(signals.future) + Number(signals.sentences > 2),
      );
    case "fact": {
      const direct = signals.sentences > 0 && signals.averageSentenceWords <= 25;
      const specific = concrete || signals.numbers > 0 || signals.timeFrames || signals.immediately;
      return clamp(2 * Number(direct) + 2 * Number(specific) + Number(signals.reasons));
    }
  }
}

/**
 * Proof, 0–5: up to two figures, a percentage or a sum of money, a time frame, a named tool or
 * skill. A vague answer gets none of them.
 */
export function scoreEvidence(signals: AnswerSignals): number {
  if (signals.words === 0) return 0;
  return clamp(Math.min(2, signals.numbers) + Number(signals.amounts) + Number(signals.timeFrames) + Number(signals.skills.length > 0));
}

/**
 * Delivery, 0–5: five, less two for an answer under the style's minimum (three under half of it),
 * two for one over its maximum, one or two for filler words, one or two for long sentences.
 */
export function scoreClarity(signals: AnswerSignals, style: AnswerStyle): number {
  if (signals.words === 0) return 0;
  let score = 5;
  const minimum = MIN_WORDS[style];
  if (signals.words < minimum / 2) score -= 3;
  else if (signals.words < minimum) score -= 2;
  if (signals.words > LONG_WORDS[style]) score -= 2;
  const fillerRate = (signals.fillerCount / signals.words) * 100;
  if (fillerRate > FILLER_RATE.many) score -= 2;
  else if (fillerRate > FILLER_RATE.some) score -= 1;
  if (signals.averageSentenceWords > SENTENCE_WORDS.veryLong) score -= 2;
  else if (signals.averageSentenceWords > SENTENCE_WORDS.long) score -= 1;
  return clamp(score);
}

/**
 * Two words are taken for the same when one starts with the other's first five letters (or all of
 * them, for a shorter word of four or more): "team"/"teams", "prioritise"/"priorities",
 * "Konflikt"/"Konflikte". Enough stemming for seven languages without a stemmer for each.
 */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 4) return false;
  return longer.startsWith(shorter.slice(0, Math.min(5, shorter.length)));
}

/** The words of a text that carry its topic: no stopwords, no short words. */
export function contentWords(text: string, locale: Locale): string[] {
  const stop = stopwordSet(locale);
  return [...new Set(wordsOf(text).filter((word) => word.length >= 3 && !stop.has(word) && !/^\d+$/.test(word)))];
}

const stopwordSets = new Map<Locale, Set<string>>();
function stopwordSet(locale: Locale): Set<string> {
  let set = stopwordSets.get(locale);
  if (!set) {
    set = new Set(LEXICONS[locale].stopwords);
    stopwordSets.set(locale, set);
  }
  return set;
}

/** Keywords (folded stems, some of several words) the text uses: "colleague" finds "colleagues". */
export function keywordHits(text: string, keywords: string[]): string[] {
  const foldedText = ` ${wordsOf(text).join(" ")} `;
  const words = wordsOf(text);
  return [...new Set(keywords.map((keyword) => folded(keyword).trim()).filter(Boolean))].filter((keyword) =>
    keyword.includes(" ") || keyword.includes("-")
      ? foldedText.includes(` ${keyword.replace(/-/g, " ")}`)
      : words.some((word) => word.startsWith(keyword) || word === keyword),
  );
}

/**
 * Whether the answer is about the question, 0–5: up to three points for the question's own
 * content words it takes up (two of them, or the one there is, earn the three: answers rephrase),
 * up to two for the competency's keywords (and the role's skills) it uses. An answer about
 * something else uses neither and scores 0 or 1.
 */
export function scoreRelevance(answer: string, question: string, keywords: string[], locale: Locale): Relevance {
  const answerWords = contentWords(answer, locale);
  if (answerWords.length === 0) return { score: 0, questionTerms: 0, questionHits: 0, keywordHits: 0 };
  const terms = contentWords(question, locale);
  const questionHits = terms.filter((term) => answerWords.some((word) => sameStem(term, word))).length;
  const hits = keywordHits(answer, keywords).length;
  const questionPart = terms.length ? Math.min(1, questionHits / Math.min(2, terms.length)) * 3 : 0;
  const keywordPart = terms.length ? Math.min(2, hits) : Math.min(5, hits * 2.5);
  return { score: clamp(questionPart + keywordPart), questionTerms: terms.length, questionHits, keywordHits: hits };
}

/** 0–100 from the four parts, with WEIGHTS; an off-topic answer is capped at OFF_TOPIC_CAP. */
export function overallScore(scores: RubricScores): number {
  const weighted = RUBRIC_PARTS.reduce((sum, part) => sum + (WEIGHTS[part] * scores[part]) / 5, 0);
  const overall = Math.round(weighted);
  return scores.relevance <= 1 ? Math.min(overall, OFF_TOPIC_CAP) : overall;
}

export type ScoredAnswer = { scores: RubricScores; overall: number; signals: AnswerSignals; relevance: Relevance };

/** The whole rubric for one answer to one question. */
export function scoreAnswer(input: { answer: string; question: string; style: AnswerStyle; keywords: string[]; locale: Locale }): ScoredAnswer {
  const signals = readAnswer(input.answer, input.locale);
  const relevance = scoreRelevance(input.answer, input.question, input.keywords, input.locale);
  const scores: RubricScores = {
    structure: scoreStructure(signals, input.style, relevance.keywordHits > 0),
    evidence: scoreEvidence(signals),
    relevance: relevance.score,
    clarity: scoreClarity(signals, input.style),
  };
  return { scores, overall: overallScore(scores), signals, relevance };
}
