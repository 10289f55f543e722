import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { SKILLS } from "../../../cv/find-skills";
import { jobSkills } from "../../../jobs/match/score";
import { titleSimilarity, tokenizeTitle, type TitleTokens } from "../../../jobs/match/titles";
import { AssistantInputError, type Assistant, type Turn, type TurnContext } from "../types";
import { countryNames, LANGUAGE_NAMES, listOf, percentOf, translatorFor } from "./i18n";
import { answerSkills, byName, cardScope, lowerSet, MESSAGE_SCAN, scopeSentences, SHOWN, skillItems, skillsAsked, titleItems, unique, userFacts, type SkillAnswer } from "./shared";
import {
  chooseScope,
  familiesOf,
  familySkills,
  groupTitles,
  isTitle,
  postingsMentioning,
  postingsTitled,
  sameJob,
  skillCounts,
  titleCounts,
  titleInMessage,
  type Posting,
  type Scope,
  type SkillCount,
  type TitleAsking,
  type TitleCount,
} from "./postings";

export const careerSwitchSetupSchema = z.strictObject({ target_title: z.string().trim().min(2).max(120) });
export type CareerSwitchSetup = z.infer<typeof careerSwitchSetupSchema>;
export type CareerSwitchState = { target_title: string };

/** A title picked on the card (a stepping stone, a near title): analysed as if typed. */
export const titleInputSchema = z.strictObject({ title: z.string().trim().min(2).max(120) });

export type CareerGapCard = {
  kind: "career_gap";
  target_title: string;
  postings: number;
  scope: { countries: string[] | null };
  have: SkillCount[];
  missing: SkillCount[];
  plan: { phase: 1 | 2 | 3; skills: string[]; suggestion: string }[];
  bridging_roles: { title: string; postings: number; shared_skills: string[] }[];
  transferable: string[];
  /** Titles with postings close to a target that has none; empty otherwise. */
  near_titles: TitleAsking[];
};

export type CareerSkillCard = {
  kind: "career_skill";
  target_title: string;
  postings: number;
  scope: { countries: string[] | null };
  skills: SkillAnswer[];
};

/** Skills listed per side of the gap. */
const LISTED = 15;
/** Skills per phase of the plan, and phases. */
const PHASE_SIZE = 3;
const PHASES = 3;
const BRIDGES = 5;
/** Families looked at closely (all their postings read) before the stepping stones are chosen. */
const BRIDGE_CANDIDATES = 10;
/** A stepping stone needs a few postings: one is an accident, not a path. */
const BRIDGE_MIN_POSTINGS = 2;
const NEAR_TITLES = 5;

type SuggestionKind = "project" | "portfolio" | "course";
const CATEGORY_OF = new Map(SKILLS.map((skill) => [skill.name.toLowerCase(), skill.category]));

/** How a skill is best shown by someone who has not used it at work: code and data in a project, design in a portfolio, the rest through a course and a real task. */
function suggestionKind(skills: string[]): SuggestionKind {
  const kinds = skills.map((skill): SuggestionKind => {
    const category = CATEGORY_OF.get(skill.toLowerCase());
    return category === "software" || category === "data" ? "project" : category === "design" ? "portfolio" : "course";
  });
  const tally = (kind: SuggestionKind) => kinds.filter((item) => item === kind).length;
  const best = Math.max(tally("project"), tally("portfolio"), tally("course"));
  // Ties go to the most asked skill's kind.
  return kinds.find((kind) => tally(kind) === best) ?? "course";
}

/** The three-phase plan: the most asked missing skills first, each phase with how to show them. */
export function planOf(missing: SkillCount[], locale: Locale): CareerGapCard["plan"] {
  const t = translatorFor(locale, "common");
  const plan: CareerGapCard["plan"] = [];
  for (let phase = 0; phase < PHASES; phase++) {
    const skills = missing.slice(phase * PHASE_SIZE, (phase + 1) * PHASE_SIZE).map((count) => count.skill);
    if (skills.length === 0) break;
    const list = listOf(skills, locale);
    const kind = suggestionKind(skills);
    const suggestion = kind === "project" ? t("suggest.project", { skills: list }) : kind === "portfolio" ? t("suggest.portfolio", { skills: list }) : t("suggest.course", { skills: list });
    plan.push({ phase: (phase + 1) as 1 | 2 | 3, skills, suggestion });
  }
  return plan;
}

type TargetPostings = { wanted: TitleTokens; counts: TitleCount[]; scope: Scope; postings: Posting[] };

/** The postings of the target job, in the user's countries when they hold enough of them. */
async function targetPostings(target: string, context: TurnContext): Promise<TargetPostings> {
  const countries = context.sources.search.countries;
  const wanted = tokenizeTitle(target);
  const counts = await titleCounts(context.deps, context.now, countries);
  const matching = counts.filter((count) => isTitle(wanted, count.title));
  const scope = chooseScope(countries, matching.reduce((total, count) => total + count.scoped, 0));
  const postings = await postingsTitled(context.deps, unique(matching.map((count) => count.title)), { now: context.now, scope });
  return { wanted, counts, scope, postings };
}

/**
 * Roles between where the user is and where they want to go: families of other postings that ask
 * for skills the user has and for skills of the target the user lacks. Not the target, not the
 * user's own titles. Ranked by the smaller of the two overlaps (many of both), then their sum.
 */
async function bridgingRoles(target: TargetPostings, ranked: SkillCount[], userSkills: Set<string>, context: TurnContext) {
  if (userSkills.size === 0) return [];
  const targetCore = ranked.slice(0, LISTED).map((count) => count.skill);
  const targetSet = lowerSet(targetCore);
  const missingSet = new Set([...targetSet].filter((skill) => !userSkills.has(skill)));
  if (missingSet.size === 0) return [];
  const ownTitles = (context.sources.cv?.titles ?? []).map((title) => tokenizeTitle(title));
  const elsewhere = (posting: Posting) => !isTitle(target.wanted, posting.title) && !ownTitles.some((own) => isTitle(own, posting.title));
  const options = { now: context.now, scope: target.scope };

  const score = (skills: SkillCount[]) => {
    const names = skills.map((count) => count.skill.toLowerCase());
    const yours = names.filter((skill) => userSkills.has(skill)).length;
    const theirs = names.filter((skill) => targetSet.has(skill)).length;
    const learns = names.filter((skill) => missingSet.has(skill)).length;
    return { yours, theirs, learns, fits: yours > 0 && learns > 0 };
  };
  const byScore = <T extends { score: ReturnType<typeof score>; postings: number; title: string }>(a: T, b: T) =>
    Math.min(b.score.yours, b.score.theirs) - Math.min(a.score.yours, a.score.theirs) ||
    b.score.yours + b.score.theirs - (a.score.yours + a.score.theirs) ||
    b.postings - a.postings ||
    byName(a.title, b.title);

  // First pass over the postings that name a target skill; the best families are then read whole,
  // so their shares are not inflated by reading only the postings that name one.
  const scanned = (await postingsMentioning(context.deps, targetCore, options)).filter(elsewhere);
  const candidates = familiesOf(scanned, context.locale)
    .map((family) => ({ family, title: family.label, postings: family.postings.length, score: score(familySkills(family)) }))
    .filter((candidate) => candidate.postings >= BRIDGE_MIN_POSTINGS && candidate.score.fits)
    .sort(byScore)
    .slice(0, BRIDGE_CANDIDATES);

  const roles = [];
  for (const { family } of candidates) {
    const postings = (await postingsTitled(context.deps, family.titles, options)).filter(elsewhere);
    const skills = familySkills({ postings });
    roles.push({ title: family.label, postings: postings.length, skills, score: score(skills) });
  }
  return roles
    .filter((role) => role.postings >= BRIDGE_MIN_POSTINGS && role.score.fits)
    .sort(byScore)
    .slice(0, BRIDGES)
    .map((role) => ({
      title: role.title,
      postings: role.postings,
      shared_skills: role.skills.map((count) => count.skill).filter((skill) => userSkills.has(skill.toLowerCase()) || targetSet.has(skill.toLowerCase())),
    }));
}

/** Titles with postings close to one that has none: by shared words, then by the skills the title names. */
async function nearTitles(target: string, counts: TitleCount[], context: TurnContext): Promise<TitleAsking[]> {
  const wanted = tokenizeTitle(target);
  const byLabel = new Map<string, { title: string; postings: number; likeness: number }>();
  const add = (title: string, postings: number, likeness: number) => {
    const entry = byLabel.get(title) ?? { title, postings: 0, likeness: 0 };
    entry.postings += postings;
    entry.likeness = Math.max(entry.likeness, likeness);
    byLabel.set(title, entry);
  };
  const alike = counts
    .map((count) => ({ count, likeness: titleSimilarity(wanted, tokenizeTitle(count.title)) }))
    .filter((item) => item.likeness > 0);
  const likeness = new Map<string, number>();
  for (const item of alike) likeness.set(item.count.title, Math.max(likeness.get(item.count.title) ?? 0, item.likeness));
  const weights = new Map<string, number>();
  for (const { count } of alike) weights.set(count.title, (weights.get(count.title) ?? 0) + count.total);
  const groups = groupTitles([...weights].map(([title, weight]) => ({ title, weight })), context.locale);
  for (const group of groups) add(group.label, group.weight, Math.max(...group.titles.map((title) => likeness.get(title) ?? 0)));

  const named = jobSkills({ title: target, descriptionText: "" });
  if (byLabel.size < NEAR_TITLES && named.length > 0) {
    const postings = await postingsMentioning(context.deps, named, { now: context.now, scope: { countries: null } });
    // Below any title that shares a word.
    for (const family of familiesOf(postings, context.locale)) if (!byLabel.has(family.label)) add(family.label, family.postings.length, 0);
  }
  return [...byLabel.values()]
    .sort((a, b) => b.likeness - a.likeness || b.postings - a.postings || byName(a.title, b.title))
    .slice(0, NEAR_TITLES)
    .map(({ title, postings }) => ({ title, postings }));
}

const VOICE_SYSTEM =
  "You are a calm, practical career-switch advisor inside a job-search app. You explain figures computed from real job " +
  "postings the app has collected: which skills a target job asks for, which of them the user's CV already shows, and a plan. " +
  "Say only what the figures and the user's CV (as given) support: never add skills, employers, degrees, numbers or " +
  "achievements of the user, and never present a skill the CV does not list as one the user has. When something is missing, " +
  "say so and ask. Use the numbers exactly as given. Short paragraphs, no headings.";

/** The gap analysis for a target title. */
export async function gapTurn(target: string, context: TurnContext): Promise<Turn<CareerSwitchState>> {
  const { locale, sources } = context;
  const t = translatorFor(locale, "switch");
  const found = await targetPostings(target, context);
  const { postings, scope } = found;
  const state = { target_title: target };

  if (postings.length === 0) {
    const near = await nearTitles(target, found.counts, context);
    const card: CareerGapCard = {
      kind: "career_gap", target_title: target, postings: 0, scope: cardScope(scope),
      have: [], missing: [], plan: [], bridging_roles: [], transferable: [], near_titles: near,
    };
    const text = [t("none", { title: target }), near.length ? t("near", { list: titleItems(near, locale) }) : t("nearNone")].join("\n\n");
    return {
      text, data: card, state,
      voice: {
        system: VOICE_SYSTEM,
        instruction: `No open postings for "${target}" were found in the last six months. Say so, offer these titles that have postings instead: ${JSON.stringify(near)}, and ask which one to analyse. Answer in ${LANGUAGE_NAMES[locale]}.`,
      },
    };
  }

  const ranked = skillCounts(postings);
  const userSkills = lowerSet(sources.cv?.skills ?? []);
  const has = (count: SkillCount) => userSkills.has(count.skill.toLowerCase());
  const have = sources.cv ? ranked.filter(has).slice(0, LISTED) : [];
  const missing = (sources.cv ? ranked.filter((count) => !has(count)) : ranked).slice(0, LISTED);
  const transferable = sources.cv ? ranked.filter(has).map((count) => count.skill) : [];
  const plan = planOf(missing, locale);
  const bridging = sources.cv ? await bridgingRoles(found, ranked, userSkills, context) : [];
  const card: CareerGapCard = {
    kind: "career_gap", target_title: target, postings: postings.length, scope: cardScope(scope),
    have, missing, plan, bridging_roles: bridging, transferable, near_titles: [],
  };

  const total = postings.length;
  const paragraphs: string[] = [
    scope.countries
      ? t("intro.in", { title: target, count: total, countries: listOf(countryNames(scope.countries, locale), locale) })
      : t("intro.all", { title: target, count: total }),
    ...scopeSentences(scope, locale),
  ];
  if (!sources.cv) {
    paragraphs.push(t("noCv"), ranked.length ? t("asked", { list: skillItems(missing, total, locale) }) : t("askedNone"));
  } else {
    paragraphs.push(have.length ? t("have", { list: skillItems(have, total, locale) }) : t("haveNone"));
    paragraphs.push(missing.length ? t("missing", { list: skillItems(missing, total, locale) }) : t("missingNone"));
  }
  if (plan.length) paragraphs.push([t("planIntro"), ...plan.map((step) => `${step.phase}. ${step.suggestion}`)].join("\n"));
  if (bridging.length) {
    const lines = bridging.map((role) => {
      const yours = role.shared_skills.filter((skill) => userSkills.has(skill.toLowerCase()));
      const theirs = role.shared_skills.filter((skill) => !userSkills.has(skill.toLowerCase()));
      return `• ${t("bridge", { title: role.title, count: role.postings, yours: listOf(yours.slice(0, 3), locale), theirs: listOf(theirs.slice(0, 3), locale) })}`;
    });
    paragraphs.push([t("bridgingIntro", { title: target }), ...lines].join("\n"));
  }
  const example = missing[0]?.skill ?? ranked[0]?.skill;
  paragraphs.push(example ? t("ask", { example }) : t("askAny"));

  const facts = {
    target_title: target, postings: total, countries: scope.countries, every_country_because_too_few_locally: scope.fellBack,
    have: have.slice(0, SHOWN), missing: missing.slice(0, 9), plan: plan.map(({ phase, skills }) => ({ phase, skills })), bridging_roles: bridging,
  };
  return {
    text: paragraphs.join("\n\n"),
    data: card,
    state,
    voice: {
      system: VOICE_SYSTEM,
      instruction:
        `The user wants to move into "${target}". Computed from ${total} open postings: ${JSON.stringify(facts)}. ` +
        `The user on file: ${JSON.stringify(userFacts(context))}. ` +
        (sources.cv ? "Explain the gap: what they can build on, the two or three skills to learn first and how to show them, and a stepping-stone role if there is one. "
          : "There is no CV on file: say what the postings ask for most and ask them to upload a CV for a personal gap. ") +
        `At most 180 words; end by inviting a question about a skill or another title. Answer in ${LANGUAGE_NAMES[locale]}.`,
    },
  };
}

/** How many target postings ask for each skill the user named, and which titles ask for it most. */
async function skillTurn(state: CareerSwitchState, skills: string[], found: TargetPostings, context: TurnContext): Promise<Turn<CareerSwitchState>> {
  const { locale } = context;
  const t = translatorFor(locale, "switch");
  const total = found.postings.length;
  const answers = await answerSkills(skills, found.postings, found.scope, context);
  const card: CareerSkillCard = { kind: "career_skill", target_title: state.target_title, postings: total, scope: cardScope(found.scope), skills: answers };
  const paragraphs = [...scopeSentences(found.scope, locale)];
  for (const answer of answers) {
    const lines = [
      total === 0
        ? t("skill.noPostings", { title: state.target_title, skill: answer.skill })
        : answer.postings > 0
          ? t("skill.asked", { skill: answer.skill, count: answer.postings, total, title: state.target_title, percent: percentOf(answer.share) })
          : t("skill.notAsked", { skill: answer.skill, total, title: state.target_title }),
      answer.in_cv === null ? t("skill.noCv") : answer.in_cv ? t("skill.inCv") : t("skill.notInCv"),
      answer.titles.length ? t("skill.titles", { list: titleItems(answer.titles, locale) }) : t("skill.titlesNone"),
    ];
    paragraphs.push(lines.join(" "));
  }
  return {
    text: paragraphs.join("\n\n"),
    data: card,
    state,
    voice: {
      system: VOICE_SYSTEM,
      instruction:
        `The user asked about skills for "${state.target_title}". Computed: ${JSON.stringify(card)}. in_cv null means no CV is on file. ` +
        `Answer how much each skill matters for the target, whether their CV shows it, and where it is asked most. At most 120 words. Answer in ${LANGUAGE_NAMES[locale]}.`,
    },
  };
}

function helpTurn(state: CareerSwitchState, locale: Locale): Turn<CareerSwitchState> {
  return { text: translatorFor(locale, "switch")("help", { title: state.target_title }), state };
}

export const careerSwitchAssistant: Assistant<CareerSwitchSetup, CareerSwitchState> = {
  id: "career_switch",
  setupSchema: careerSwitchSetupSchema,
  inputSchema: titleInputSchema,
  title: (setup, context) => translatorFor(context.locale, "switch")("title", { title: setup.target_title }),
  start: (setup, context) => gapTurn(setup.target_title, context),
  async reply(state, message, _history, context) {
    if (message.input !== undefined && message.input !== null) {
      const input = titleInputSchema.safeParse(message.input);
      if (!input.success) throw new AssistantInputError("invalid_input", "The input must be { title } with a job title of 2 to 120 characters.");
      return gapTurn(input.data.title, context);
    }
    const text = message.text.slice(0, MESSAGE_SCAN);
    const counts = await titleCounts(context.deps, context.now, []);
    const avoid = [state.target_title, ...(context.sources.cv?.titles ?? [])];
    const title = titleInMessage(text, counts.map((count) => count.title), context.locale, avoid);
    if (title && !sameJob(title, state.target_title)) return gapTurn(title, context);
    const target = await targetPostings(state.target_title, context);
    const skills = skillsAsked(text, skillCounts(target.postings).map((count) => count.skill));
    if (skills.length > 0) return skillTurn(state, skills, target, context);
    if (title) return gapTurn(state.target_title, context);
    return helpTurn(state, context.locale);
  },
};
