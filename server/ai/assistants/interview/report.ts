import type { Locale } from "@/lib/i18n/locales";
import { tokenizeTitle, titleSimilarity } from "../../../jobs/match/titles";
import type { UserSources } from "../../sources";
import type { Voice } from "../types";
import type { PlannedQuestion } from "./bank";
import { COMPETENCY_KEYWORDS } from "./competencies";
import { IMPROVEMENT_ORDER, STRENGTH_ORDER, improvementsOf, renderFeedback, strengthsOf, type FeedbackItem } from "./feedback";
import { decimal, listOf, translator } from "./messages";
import { familySkillCategory, isSkillOfCategory, type RoleFamily } from "./role";
import { RUBRIC_PARTS, contentWords, keywordHits, namedSkills, sameStem, scoreAnswer, type RubricScores, type ScoredAnswer } from "./rubric";

/** The role an interview is for, as the state keeps it. */
export type InterviewRole = {
  title: string;
  company: string | null;
  family: RoleFamily;
  seniority: "junior" | "mid" | "senior" | "lead";
  /** Skills the posting asks for, those the CV also names first. */
  skills: string[];
  /** The posting's text, when the interview was set up from one. */
  posting: string | null;
};

export type ReportAnswer = {
  index: number;
  question: string;
  answer_excerpt: string;
  scores: RubricScores;
  overall: number;
  strengths: string[];
  improvements: string[];
  outline: string[];
};

export type InterviewReportCard = {
  kind: "interview_report";
  overall: number | null;
  rubric: { structure: number | null; evidence: number | null; relevance: number | null; clarity: number | null };
  answers: ReportAnswer[];
  strengths: string[];
  improvements: string[];
};

const EXCERPT_MAX = 300;
const REPORT_ITEMS = 3;
const OUTLINE_SKILLS = 3;

/** The user's answer cut at a word, at most EXCERPT_MAX characters with the ellipsis. */
export function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= EXCERPT_MAX) return clean;
  const cut = clean.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, "")}…`;
}

const lower = (text: string) => text.toLowerCase();

/**
 * The CV's skills that fit a question: in a technical interview those of the question, the posting
 * and the answer, else (software and data) the CV's own skills of that field; in a story or an
 * approach elsewhere only those the answer named; in a pitch those the posting and the answer
 * share with the CV. None from anywhere but the CV.
 */
function fittingSkills(options: OutlineOptions): string[] {
  const cv = options.sources.cv?.skills ?? [];
  if (!cv.length || options.question.style === "fact") return [];
  const answerSkills = namedSkills(options.answer);
  const wanted =
    options.question.style === "pitch" ? [...options.role.skills, ...answerSkills]
    : options.technical ? [...(options.question.skill ? [options.question.skill] : []), ...options.role.skills, ...answerSkills]
    : [...answerSkills, ...(options.question.skill ? [options.question.skill] : [])];
  const wantedSet = new Set(wanted.map(lower));
  const fit = cv.filter((skill) => wantedSet.has(lower(skill)));
  if (fit.length || !options.technical) return fit.slice(0, OUTLINE_SKILLS);
  const category = familySkillCategory(options.role.family);
  return category ? cv.filter((skill) => isSkillOfCategory(skill, category)).slice(0, 2) : [];
}

/**
 * The CV achievement line that fits a question best: the one sharing most of the question's words,
 * the competency's keywords and the question's skill; lines not yet used in this report first. None
 * when no line shares anything: then the outline says what kind of example to bring.
 */
function fittingAchievement(options: OutlineOptions): string | null {
  const lines = options.sources.cv?.achievements ?? [];
  if (!lines.length) return null;
  const terms = contentWords(options.questionText, options.locale);
  const keywords = COMPETENCY_KEYWORDS[options.question.competency][options.locale];
  const scoreOf = (line: string) => {
    const words = contentWords(line, options.locale);
    const shared = terms.filter((term) => words.some((word) => sameStem(term, word))).length;
    const skill = options.question.skill && lower(line).includes(lower(options.question.skill)) ? 2 : 0;
    return shared + keywordHits(line, keywords).length + skill;
  };
  const ranked = lines
    .map((line, order) => ({ line, order, score: scoreOf(line), used: options.used.has(line) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => Number(a.used) - Number(b.used) || b.score - a.score || a.order - b.order);
  return ranked[0]?.line ?? null;
}

/** The CV title closest to the role, else the CV's first; none without a CV. */
function fittingTitle(sources: UserSources, role: InterviewRole): string | null {
  const titles = sources.cv?.titles ?? [];
  if (!titles.length) return null;
  const wanted = tokenizeTitle(role.title);
  const ranked = titles.map((title, order) => ({ title, order, similarity: titleSimilarity(wanted, tokenizeTitle(title)) }));
  ranked.sort((a, b) => b.similarity - a.similarity || a.order - b.order);
  return ranked[0]!.title;
}

const bare = (line: string) => line.replace(/[\s.;,:]+$/u, "").trim();

export type OutlineOptions = {
  question: PlannedQuestion;
  questionText: string;
  answer: string;
  sources: UserSources;
  role: InterviewRole;
  locale: Locale;
  technical: boolean;
  /** Achievement lines already quoted in this report, so each answer gets its own where the CV allows. */
  used: Set<string>;
};

/**
 * The outline of a stronger answer, in the question's style (STAR steps for a story; goal, steps,
 * trade-offs and an example for an approach; now, before, why and next for a pitch about oneself,
 * point, example and effect for one about a trait; answer and reason for a fact), filled only with the user's own CV titles, skills and achievement lines that
 * fit the question. Where the CV has nothing that fits, the step says what kind of example to bring.
 */
export function outlineFor(options: OutlineOptions): string[] {
  const t = translator(options.locale, "outline");
  const competency = translator(options.locale, "competency")(options.question.competency);
  const skills = fittingSkills(options);
  const skillList = skills.length ? listOf(skills, options.locale) : null;
  const title = fittingTitle(options.sources, options.role);
  const achievement = options.question.style === "fact" ? null : fittingAchievement(options);
  if (achievement) options.used.add(achievement);
  const quoted = achievement ? bare(achievement) : null;

  switch (options.question.style) {
    case "star":
      return [
        title ? t("star.situationTitle", { title, competency }) : t("star.situation", { competency }),
        t("star.task"),
        skillList ? t("star.actionSkills", { skills: skillList }) : t("star.action"),
        quoted ? t("star.resultCv", { achievement: quoted }) : t("star.result"),
      ];
    case "approach":
      return [
        t("approach.goal"),
        skillList ? t("approach.stepsSkills", { skills: skillList }) : t("approach.steps"),
        t("approach.tradeoffs"),
        quoted ? t("approach.exampleCv", { achievement: quoted }) : title ? t("approach.exampleTitle", { title }) : t("approach.example"),
      ];
    case "pitch":
      // A pitch about oneself runs now, before, why, next; one about a trait (how one works,
      // learns or leads) makes the point, shows it, and says what it brings.
      if (options.question.competency !== "background" && options.question.competency !== "motivation") {
        return [
          t("trait.claim"),
          quoted ? t("trait.exampleCv", { achievement: quoted }) : title ? t("trait.exampleTitle", { title }) : t("trait.example"),
          t("trait.effect"),
        ];
      }
      return [
        title ? t("pitch.nowTitle", { title }) : t("pitch.now"),
        quoted ? t("pitch.pastCv", { achievement: quoted }) : t("pitch.past"),
        skillList ? t("pitch.whySkills", { skills: skillList }) : t("pitch.why"),
        t("pitch.next"),
      ];
    case "fact": {
      const notice = options.sources.details.noticePeriod;
      const middle =
        options.question.competency === "salary" ? [t("fact.salary")]
        : options.question.competency === "availability" ? [notice ? t("fact.availabilityNotice", { notice }) : t("fact.availability")]
        : options.question.competency === "work_setup" ? [t("fact.workSetup")]
        : [];
      return [t("fact.answer"), ...middle, t("fact.reason")];
    }
  }
}

/** One answer as the report scores it. */
export type ScoredReportAnswer = { entry: ReportAnswer; scored: ScoredAnswer; strengths: FeedbackItem[]; improvements: FeedbackItem[] };

export type AnswerToReport = { index: number; question: PlannedQuestion; questionText: string; text: string };

export function keywordsFor(question: PlannedQuestion, role: InterviewRole, locale: Locale): string[] {
  return [...COMPETENCY_KEYWORDS[question.competency][locale], ...role.skills, ...(question.skill ? [question.skill] : [])];
}

/** Scores, feedback and outline of every answer, in the order they were given. */
export function scoreAnswers(
  answers: AnswerToReport[],
  context: { role: InterviewRole; sources: UserSources; locale: Locale; technical: boolean },
): ScoredReportAnswer[] {
  const used = new Set<string>();
  const competencyLabel = translator(context.locale, "competency");
  return answers.map((answer) => {
    const scored = scoreAnswer({
      answer: answer.text,
      question: answer.questionText,
      style: answer.question.style,
      keywords: keywordsFor(answer.question, context.role, context.locale),
      locale: context.locale,
    });
    const strengths = strengthsOf(scored, answer.question.style);
    const improvements = improvementsOf(scored, answer.question.style, answer.question.competency, {
      technical: context.technical,
      competencyLabel: competencyLabel(answer.question.competency),
    });
    const outline = outlineFor({ question: answer.question, questionText: answer.questionText, answer: answer.text, sources: context.sources, role: context.role, locale: context.locale, technical: context.technical, used });
    return {
      scored,
      strengths,
      improvements,
      entry: {
        index: answer.index,
        question: answer.questionText,
        answer_excerpt: excerptOf(answer.text),
        scores: scored.scores,
        overall: scored.overall,
        strengths: strengths.map((item) => renderFeedback(item, "strength", context.locale)),
        improvements: improvements.map((item) => renderFeedback(item, "improve", context.locale)),
        outline,
      },
    };
  });
}

/**
 * The interview's strengths or improvements: those that came up in most answers, ties broken by
 * usefulness (the ORDER lists), at most three. A remark that names an answer's competency becomes
 * the general one; lists (tools, filler words) are merged.
 */
function aggregate(items: FeedbackItem[][], order: readonly string[]): FeedbackItem[] {
  const counts = new Map<string, { count: number; list: string[] }>();
  for (const item of items.flat()) {
    const key = item.key === "relevance" ? "relevanceGeneral" : item.key;
    const entry = counts.get(key) ?? { count: 0, list: [] };
    entry.count += 1;
    for (const value of item.list ?? []) if (!entry.list.includes(value)) entry.list.push(value);
    counts.set(key, entry);
  }
  const rank = (key: string) => {
    const position = order.indexOf(key === "relevanceGeneral" ? "relevance" : key);
    return position < 0 ? order.length : position;
  };
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || rank(a[0]) - rank(b[0]))
    .slice(0, REPORT_ITEMS)
    .map(([key, { list }]) => (list.length ? { key, list: list.slice(0, 5) } : { key }));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export type BuiltReport = { card: InterviewReportCard; text: string; voice: Voice };

/**
 * The report: each answer's scores, feedback and outline; the averages; the strengths and
 * improvements that came up most; a short text (the overall score and the two most useful
 * improvements); and the voice, whose instruction holds only these computed facts. No answer, no
 * score: the report says so.
 */
export function buildReport(options: {
  answers: AnswerToReport[];
  role: InterviewRole;
  sources: UserSources;
  locale: Locale;
  technical: boolean;
  /** The user stopped before the last question. */
  early: boolean;
}): BuiltReport {
  const t = translator(options.locale, "report");
  const voice = translator(options.locale, "voice");
  const lead = options.early ? t("leadEarly") : t("lead");

  if (options.answers.length === 0) {
    return {
      card: {
        kind: "interview_report",
        overall: null,
        rubric: { structure: null, evidence: null, relevance: null, clarity: null },
        answers: [],
        strengths: [],
        improvements: [t("emptyImprovement")],
      },
      text: `${lead} ${t("empty")}`,
      voice: { system: voice("reportSystem"), instruction: voice("reportEmpty") },
    };
  }

  const scored = scoreAnswers(options.answers, options);
  const overall = Math.round(scored.reduce((sum, answer) => sum + answer.entry.overall, 0) / scored.length);
  const average = (part: (typeof RUBRIC_PARTS)[number]) => oneDecimal(scored.reduce((sum, answer) => sum + answer.entry.scores[part], 0) / scored.length);
  const rubric = { structure: average("structure"), evidence: average("evidence"), relevance: average("relevance"), clarity: average("clarity") };
  const strengths = aggregate(scored.map((answer) => answer.strengths), STRENGTH_ORDER).map((item) => renderFeedback(item, "strength", options.locale));
  const improvements = aggregate(scored.map((answer) => answer.improvements), IMPROVEMENT_ORDER).map((item) => renderFeedback(item, "improve", options.locale));

  const focus =
    improvements.length >= 2 ? t("focus", { first: improvements[0]!, second: improvements[1]! })
    : improvements.length === 1 ? t("focusOne", { first: improvements[0]! })
    : t("noImprovements");
  const text = `${lead} ${t("overall", { overall, answered: scored.length })} ${focus}\n\n${t("detail")}`;

  const format = (value: number) => decimal(value, options.locale);
  return {
    card: { kind: "interview_report", overall, rubric, answers: scored.map((answer) => answer.entry), strengths, improvements },
    text,
    voice: {
      system: voice("reportSystem"),
      instruction: voice("report", {
        overall,
        structure: format(rubric.structure),
        evidence: format(rubric.evidence),
        relevance: format(rubric.relevance),
        clarity: format(rubric.clarity),
        strengths: strengths.join(" ") || "—",
        improvements: improvements.join(" ") || "—",
      }),
    },
  };
}
