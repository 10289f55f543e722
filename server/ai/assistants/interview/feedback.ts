import type { Locale } from "@/lib/i18n/locales";
import type { AnswerStyle, Competency } from "./competencies";
import { listOf, translator } from "./messages";
import { LONG_WORDS, MIN_WORDS, type ScoredAnswer } from "./rubric";

/** What a real interviewer would probe once, in the order they would notice it. */
export const FOLLOW_UP_REASONS = ["off_topic", "too_short", "too_short_general", "no_result", "no_number", "no_example", "no_range", "no_date"] as const;
export type FollowUpReason = (typeof FOLLOW_UP_REASONS)[number];

/** Relevance at or under which an answer shares too little with the question. */
const OFF_TOPIC = 1;
/** Fewer words than this and an answer is too short to be off-topic: it is just short. */
const OFF_TOPIC_MIN_WORDS = 5;

/**
 * Whether an answer is about something else. Relevance is read from shared words, so a work story
 * told in other words than the question's is not taken for a digression (the report still asks
 * to stay closer to the question): only an answer sharing little with the question and with no
 * sign of work in it (no work words, no task, no action with a result) is. A fact is short: one
 * shared word ("package" for a salary) is enough to be on it.
 */
export function isOffTopic(scored: ScoredAnswer, style: AnswerStyle): boolean {
  const { signals, relevance } = scored;
  const aboutWork = signals.workWords > 0 || signals.task || (signals.action && signals.result);
  const threshold = style === "fact" ? 0 : OFF_TOPIC;
  return relevance.score <= threshold && signals.words >= OFF_TOPIC_MIN_WORDS && !aboutWork;
}

/**
 * The one follow-up a weak answer earns, or none: an answer about something else is brought back
 * to the question; a story or approach too short to judge is asked for more; a story without an
 * outcome is asked how it ended, one without a figure for one; an approach without an example for
 * one; a salary answer without a figure for a range; an availability answer without a time for a
 * date. A fact otherwise needs no more.
 */
export function followUpFor(scored: ScoredAnswer, style: AnswerStyle, competency: Competency): FollowUpReason | null {
  const { signals } = scored;
  if (isOffTopic(scored, style)) return "off_topic";
  if (style === "fact") {
    if (competency === "salary" && signals.numbers === 0) return "no_range";
    if (competency === "availability" && signals.numbers === 0 && !signals.timeFrames && !signals.immediately) return "no_date";
    return null;
  }
  if (signals.words < MIN_WORDS[style]) return style === "star" ? "too_short" : "too_short_general";
  if (style === "star") {
    if (!signals.result) return "no_result";
    if (signals.numbers === 0) return "no_number";
  }
  if (style === "approach" && !signals.example && !signals.action) return "no_example";
  return null;
}

/**
 * A feedback sentence by key (`strength.*`, `improve.*`), with the values it names and, for the
 * sentences that list things (the tools named, the filler words used), the list.
 */
export type FeedbackItem = { key: string; values?: Record<string, string>; list?: string[] };

const MAX_PER_ANSWER = 3;
/** Fillers per hundred words from which they are worth a remark. */
const FILLER_REMARK_RATE = 2;
const LONG_SENTENCE = 30;

/** Improvements, most useful first: an interviewer forgives a filler word sooner than a missing result. */
export const IMPROVEMENT_ORDER = [
  "relevance", "result", "short", "ownPart", "figures", "situation", "steps", "reasons", "example", "why", "range", "date", "direct", "tools",
  "long", "fillers", "sentences",
] as const;
export const STRENGTH_ORDER = ["structure", "structureApproach", "structureDirect", "result", "ownPart", "figures", "tools", "relevant", "concise"] as const;

/**
 * What went well in one answer, at most three things, strongest first. An answer under half the
 * style's minimum, or one about something else than work, has too little to praise.
 */
export function strengthsOf(scored: ScoredAnswer, style: AnswerStyle): FeedbackItem[] {
  const { signals, scores } = scored;
  if (signals.words < MIN_WORDS[style] / 2 || isOffTopic(scored, style)) return [];
  const items: FeedbackItem[] = [];
  if (scores.structure >= 4) items.push({ key: style === "star" ? "structure" : style === "approach" ? "structureApproach" : "structureDirect" });
  else if (style === "star" && signals.result) items.push({ key: "result" });
  if (style === "star" && signals.singular > 0 && signals.singular >= signals.plural) items.push({ key: "ownPart" });
  if (style !== "fact" && signals.numbers > 0) items.push({ key: "figures" });
  if (signals.skills.length > 0) items.push({ key: "tools", list: signals.skills.slice(0, 5) });
  if (scores.relevance >= 4) items.push({ key: "relevant" });
  if (scores.clarity >= 4 && signals.words >= MIN_WORDS[style] && signals.words <= LONG_WORDS[style]) items.push({ key: "concise" });
  return items.slice(0, MAX_PER_ANSWER);
}

/**
 * What to change in one answer, at most three things, most useful first (IMPROVEMENT_ORDER).
 * `technical`: the interview is about the craft, where naming one's tools is expected.
 */
export function improvementsOf(scored: ScoredAnswer, style: AnswerStyle, competency: Competency, options: { technical: boolean; competencyLabel: string }): FeedbackItem[] {
  const { signals, scores } = scored;
  const found = new Map<string, FeedbackItem>();
  const add = (key: string, extra: Omit<FeedbackItem, "key"> = {}) => found.set(key, { key, ...extra });

  if (scores.relevance <= 2) add("relevance", { values: { competency: options.competencyLabel } });
  if (style !== "fact" && signals.words < MIN_WORDS[style]) add("short");
  if (signals.words > LONG_WORDS[style]) add("long");
  if (style === "star") {
    if (!signals.situation && !signals.task) add("situation");
    if (!signals.result) add("result");
    if (signals.singular === 0 || signals.plural > signals.singular) add("ownPart");
  }
  if ((style === "star" || style === "approach") && signals.numbers === 0) add("figures");
  if (style === "approach") {
    if (signals.steps === 0) add("steps");
    if (!signals.reasons) add("reasons");
    if (!signals.example && !signals.action) add("example");
  }
  if (style === "pitch" && !signals.reasons && !signals.future) add("why");
  if (style === "fact") {
    if (competency === "salary" && signals.numbers === 0) add("range");
    if (competency === "availability" && signals.numbers === 0 && !signals.timeFrames && !signals.immediately) add("date");
    if (signals.averageSentenceWords > 25) add("direct");
  }
  if (options.technical && (style === "star" || style === "approach") && signals.skills.length === 0) add("tools");
  if (signals.words > 0 && (signals.fillerCount / signals.words) * 100 > FILLER_REMARK_RATE) add("fillers", { list: signals.fillers.slice(0, 3) });
  if (signals.averageSentenceWords > LONG_SENTENCE) add("sentences");

  return IMPROVEMENT_ORDER.flatMap((key) => (found.has(key) ? [found.get(key)!] : [])).slice(0, MAX_PER_ANSWER);
}

/** Quotes the user's filler words as the language quotes words. */
const QUOTES: Record<Locale, [string, string]> = {
  en: ["“", "”"], de: ["„", "“"], fr: ["«\u00a0", "\u00a0»"], es: ["«", "»"], it: ["«", "»"], pt: ["“", "”"], nl: ["“", "”"],
};

/** One feedback sentence in the user's language; a sentence that lists nothing has no list to give. */
export function renderFeedback(item: FeedbackItem, kind: "strength" | "improve", locale: Locale): string {
  const t = translator(locale, kind);
  const values: Record<string, string> = { ...item.values };
  if (kind === "improve" && item.key === "fillers") {
    const [open, close] = QUOTES[locale];
    values.fillers = listOf((item.list ?? []).map((word) => `${open}${word}${close}`), locale);
  }
  if (kind === "strength" && item.key === "tools") {
    if (!item.list?.length) return t("toolsGeneral");
    values.skills = listOf(item.list, locale);
  }
  return t(item.key, values);
}
