import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { findSkills } from "../../../cv/find-skills";
import { splitSections, type SectionKey } from "../../../cv/sections";
import { isBulletLine, normaliseText } from "../../../cv/text";
import { TITLE_CLOSE, titleSimilarity, tokenizeTitle } from "../../../jobs/match/titles";
import type { UserSources } from "../../sources";
import { AssistantInputError, type Assistant, type Turn, type TurnContext } from "../types";
import { titleInputSchema } from "./career-switch";
import { countryNames, LANGUAGE_NAMES, listOf, percentOf, translatorFor } from "./i18n";
import {
  chooseScope,
  familiesOf,
  familySkills,
  idsMentioning,
  isEntryLevel,
  isTitle,
  postingsTitled,
  sameJob,
  skillCounts,
  titleCounts,
  titleInMessage,
  topCompanies,
  type Family,
  type Posting,
  type Scope,
  type TitleAsking,
} from "./postings";
import { answerSkills, byName, cardScope, lowerSet, MESSAGE_SCAN, scopeSentences, skillItems, skillsAsked, titleItems, unique, userFacts, type SkillAnswer } from "./shared";

export const freshGradSetupSchema = z.strictObject({ field: z.string().trim().min(2).max(120).optional() });
export type FreshGradSetup = z.infer<typeof freshGradSetupSchema>;
/** `field`: as given, else read from the CV's education; `title`: the title the plan is narrowed to. */
export type FreshGradState = { field: string | null; title: string | null };

export type FreshGradCard = {
  kind: "fresh_grad_plan";
  field: string | null;
  title: string | null;
  /** Entry-level postings behind the titles and skills. */
  postings: number;
  scope: { countries: string[] | null };
  titles: { title: string; postings: number; example_companies: string[] }[];
  skills_to_show: { skill: string; postings: number; in_cv: boolean }[];
  section_order: string[];
  notes: string[];
  /** Entry-level titles that have postings, when the title the plan is narrowed to has none; empty otherwise. */
  near_titles: TitleAsking[];
};

export type FreshGradSkillCard = {
  kind: "fresh_grad_skill";
  field: string | null;
  title: string | null;
  postings: number;
  scope: { countries: string[] | null };
  skills: SkillAnswer[];
};

const TITLES = 5;
const COMPANIES = 3;
const SKILLS_TO_SHOW = 10;
/** A family whose postings name the field this often is a job for that field. */
const FIELD_SHARE = 0.25;
/** Skills named in the notes as missing from the CV. */
const MISSING_NOTES = 2;
/** From here an experience section is real work to lead with, not a line or two. */
const EXPERIENCE_LINES = 4;

// Degree words in the seven languages, to find the education line that names a field of study.
const DEGREE =
  /\b(?:bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?\s?eng|m\.?\s?eng|b\.?\s?a|m\.?\s?a|bsc|msc|ba|ma|mba|degree|diploma|diplom|studium|licenciatura|licence|laurea|grado|mestrado|licenciado|graduado|major)\b\.?/giu;
/** Words after which a field of study is named: "in Economics", "of Business Administration", "en Derecho", "em Gestão", "di Economia", "der Informatik". */
const FIELD_AFTER = new Set(["in", "of", "en", "em", "di", "im", "für", "der"]);
/** Where the line goes on to the school or the dates. */
const LINE_BREAK = /\s[|–—-]\s|[,;|()·]|\s(?:at|an der|bei|à|a la|presso|na|aan|bij)\s|\d/u;
const NOT_A_FIELD = new Set(["science", "sciences", "arts", "art", "studies", "honours", "honors"]);

/** The field of study an education line names: "BSc in Computer Science, TU Berlin" → "Computer Science". */
export function fieldFromEducation(lines: string[]): string | null {
  for (const line of lines) {
    DEGREE.lastIndex = 0;
    if (!DEGREE.test(line)) continue;
    const head = line.split(LINE_BREAK)[0]!.replace(DEGREE, " ").trim();
    const words = head.split(/\s+/).filter(Boolean);
    const last = words.findLastIndex((word, index) => FIELD_AFTER.has(word.toLowerCase()) && index < words.length - 1);
    const field = words.slice(last + 1).join(" ").replace(/^[\s.:–—-]+|[\s.:–—-]+$/g, "");
    const count = field.split(/\s+/).filter(Boolean).length;
    if (count >= 1 && count <= 6 && field.length >= 3 && !NOT_A_FIELD.has(field.toLowerCase())) return field;
  }
  return null;
}

/** Lines of the experience sections that say something: bullets and sentences, not only a date or a place. */
function experienceLines(text: string): number {
  return splitSections(normaliseText(text))
    .sections.filter((section) => section.key === "experience")
    .flatMap((section) => section.lines)
    .filter((line) => isBulletLine(line) || line.split(/\s+/).length >= 6).length;
}

function sectionsOf(cv: NonNullable<UserSources["cv"]>): Set<string> {
  return new Set([...cv.sections, ...splitSections(normaliseText(cv.text)).found]);
}

/**
 * A graduate's CV sections in order: what they studied and built before what they did, unless the
 * CV has real work experience. Sections the CV has besides the usual ones go after them.
 */
export function sectionOrder(cv: UserSources["cv"]): SectionKey[] {
  const real = cv !== null && ((cv.yearsOfExperience ?? 0) >= 1 || experienceLines(cv.text) >= EXPERIENCE_LINES);
  const order: SectionKey[] = real
    ? ["summary", "experience", "education", "projects", "skills"]
    : ["summary", "education", "projects", "experience", "skills"];
  const has = cv ? sectionsOf(cv) : new Set<string>();
  if (has.has("certifications")) order.push("certifications");
  order.push("languages");
  for (const extra of ["volunteering", "awards", "publications", "interests"] as const) if (has.has(extra)) order.push(extra);
  return order;
}

type EntrySet = { scope: Scope; postings: Posting[] };

/** Entry-level postings (all, or those of one title), in the user's countries when they hold enough. */
async function entryPostings(title: string | null, context: TurnContext): Promise<EntrySet> {
  const countries = context.sources.search.countries;
  const counts = await titleCounts(context.deps, context.now, countries);
  const wanted = title ? tokenizeTitle(title) : null;
  const entry = counts.filter((count) => isEntryLevel(count.title, count.seniority) && (!wanted || isTitle(wanted, count.title)));
  const scope = chooseScope(countries, entry.reduce((total, count) => total + count.scoped, 0));
  const postings = (await postingsTitled(context.deps, unique(entry.map((count) => count.title)), { now: context.now, scope })).filter((posting) =>
    isEntryLevel(posting.title, posting.seniority),
  );
  return { scope, postings };
}

type Ranked = { family: Family; fieldFit: boolean; overlap: number };

/**
 * The entry-level families that fit the user: those whose title is close to the field or a searched
 * title, or whose postings name the field, first; then those asking for skills the CV or the field
 * names. Within each, ranked by postings weighted by that skill overlap. With nothing to go by, or
 * nothing that fits, every family by postings.
 */
async function rankFamilies(postings: Posting[], field: string | null, context: TurnContext): Promise<{ ranked: Ranked[]; fitted: boolean; signals: boolean }> {
  const families = familiesOf(postings, context.locale);
  const wanted = [...(field ? [field] : []), ...context.sources.search.titles].map((title) => tokenizeTitle(title));
  const skillHints = lowerSet([...(context.sources.cv?.skills ?? []), ...(field ? findSkills(field) : [])]);
  const mentions = field ? await idsMentioning(context.deps, postings.map((posting) => posting.id), [field]) : new Set<string>();
  const signals = wanted.length > 0 || skillHints.size > 0;
  const all: Ranked[] = families.map((family) => {
    const overlap = familySkills(family).filter((count) => skillHints.has(count.skill.toLowerCase())).length;
    const titled = family.titles.some((title) => wanted.some((tokens) => titleSimilarity(tokens, tokenizeTitle(title)) >= TITLE_CLOSE));
    const named = family.postings.filter((posting) => mentions.has(posting.id)).length / family.postings.length >= FIELD_SHARE;
    return { family, fieldFit: titled || named, overlap };
  });
  const fitting = all.filter((item) => item.fieldFit || item.overlap > 0);
  const chosen = signals && fitting.length > 0 ? fitting : all;
  const weight = (item: Ranked) => item.family.postings.length * (1 + item.overlap);
  chosen.sort(
    (a, b) =>
      Number(b.fieldFit) - Number(a.fieldFit) ||
      weight(b) - weight(a) ||
      b.family.postings.length - a.family.postings.length ||
      byName(a.family.label, b.family.label),
  );
  return { ranked: chosen, fitted: signals && fitting.length > 0, signals };
}

/** Concrete changes to the CV, from what it has and what the plan's postings ask for. */
function notesFor(card: Omit<FreshGradCard, "notes" | "near_titles">, postings: Posting[], context: TurnContext): string[] {
  const t = translatorFor(context.locale, "grad");
  const cv = context.sources.cv;
  if (!cv) return [t("note.noCv")];
  const notes: string[] = [];
  const has = sectionsOf(cv);
  const total = postings.length;
  const shown = card.skills_to_show;
  if (card.section_order.indexOf("experience") < card.section_order.indexOf("education")) notes.push(t("note.experienceFirst"));
  if (!has.has("summary")) {
    const strongest = shown.filter((skill) => skill.in_cv).slice(0, 3).map((skill) => skill.skill);
    const title = card.titles[0]?.title;
    notes.push(
      title && strongest.length ? t("note.summary", { title, skills: listOf(strongest, context.locale) })
      : title ? t("note.summaryTitle", { title })
      : t("note.summaryPlain"),
    );
  }
  if (!has.has("projects")) {
    const top = shown.slice(0, 2).map((skill) => skill.skill);
    const wanted = lowerSet(top);
    const asking = postings.filter((posting) => posting.skills.some((skill) => wanted.has(skill.toLowerCase()))).length;
    notes.push(top.length > 0 && asking > 0 ? t("note.projects", { skills: listOf(top, context.locale), count: asking, total }) : t("note.projectsPlain"));
  }
  for (const skill of shown.filter((item) => !item.in_cv).slice(0, MISSING_NOTES)) {
    notes.push(t("note.missingSkill", { skill: skill.skill, count: skill.postings, total }));
  }
  if (cv.education.length === 0) notes.push(t("note.education"));
  if (!has.has("skills")) notes.push(t("note.skillsSection"));
  if (cv.languages.length === 0 && !has.has("languages")) notes.push(t("note.languages"));
  return notes;
}

const VOICE_SYSTEM =
  "You are a warm, practical careers advisor for graduates looking for their first job, inside a job-search app. You explain a " +
  "plan computed from real entry-level job postings the app has collected: which titles hire beginners, which skills they ask " +
  "for, how to order the CV and what to change in it. Say only what the figures and the user's CV (as given) support: never add " +
  "skills, employers, degrees, grades, numbers or achievements of the user, and never present a skill the CV does not list as " +
  "one the user has. When something is missing, say so and ask. Use the numbers exactly as given. Short paragraphs, no headings.";

const sectionNames = (keys: string[], locale: Locale) => {
  const t = translatorFor(locale, "grad");
  return keys.map((key) => t(`section.${key as "summary"}`));
};

/** The first-job plan: entry-level titles that fit, the skills to show, the CV's order and what to change. */
export async function planTurn(state: FreshGradState, context: TurnContext): Promise<Turn<FreshGradState>> {
  const { locale, sources } = context;
  const t = translatorFor(locale, "grad");
  const { scope, postings } = await entryPostings(state.title, context);
  const userSkills = lowerSet(sources.cv?.skills ?? []);
  const { ranked, fitted, signals }: { ranked: Ranked[]; fitted: boolean; signals: boolean } = state.title
    ? { ranked: [], fitted: true, signals: true }
    : await rankFamilies(postings, state.field, context);

  // Narrowed, the title's postings are one row under the title asked for, whatever their spellings.
  const rows = state.title
    ? postings.length ? [{ label: state.title, postings }] : []
    : ranked.slice(0, TITLES).map(({ family }) => ({ label: family.label, postings: family.postings }));
  const planPostings = rows.flatMap((row) => row.postings);
  const skills = skillCounts(planPostings).slice(0, SKILLS_TO_SHOW);
  const base: Omit<FreshGradCard, "notes" | "near_titles"> = {
    kind: "fresh_grad_plan",
    field: state.field,
    title: state.title,
    postings: planPostings.length,
    scope: cardScope(scope),
    titles: rows.map((row) => ({ title: row.label, postings: row.postings.length, example_companies: topCompanies(row.postings, COMPANIES) })),
    skills_to_show: skills.map((count) => ({ skill: count.skill, postings: count.postings, in_cv: userSkills.has(count.skill.toLowerCase()) })),
    section_order: sectionOrder(sources.cv),
  };
  const near =
    state.title && postings.length === 0
      ? familiesOf((await entryPostings(null, context)).postings, locale).slice(0, TITLES).map((family) => ({ title: family.label, postings: family.postings.length }))
      : [];
  const card: FreshGradCard = { ...base, notes: notesFor(base, planPostings, context), near_titles: near };

  const paragraphs: string[] = [];
  const countries = scope.countries ? listOf(countryNames(scope.countries, locale), locale) : null;
  if (state.title && postings.length === 0) {
    paragraphs.push(t("narrowNone", { title: state.title }), near.length ? t("otherTitles", { list: titleItems(near, locale) }) : t("noneAtAll"));
  } else if (postings.length === 0) {
    paragraphs.push(t("none"));
  } else {
    const intro = state.title
      ? countries ? t("intro.titleIn", { title: state.title, count: planPostings.length, countries }) : t("intro.titleAll", { title: state.title, count: planPostings.length })
      : countries ? t("intro.in", { count: postings.length, countries }) : t("intro.all", { count: postings.length });
    paragraphs.push(intro, ...scopeSentences(scope, locale));
    if (!state.title) {
      paragraphs.push(state.field ? t("field", { field: state.field }) : t("noField"));
      const lines = card.titles.map((row) => `• ${t("titleLine", { title: row.title, count: row.postings, companies: listOf(row.example_companies, locale) })}`);
      paragraphs.push([fitted ? t("titlesFit") : signals ? t("titlesNoFit") : t("titlesAll"), ...lines].join("\n"));
    } else {
      const row = card.titles[0]!;
      paragraphs.push(t("companies", { companies: listOf(row.example_companies, locale) }));
    }
    if (skills.length) {
      paragraphs.push(t("skills", { list: skillItems(skills, planPostings.length, locale) }));
      if (sources.cv) {
        const onCv = card.skills_to_show.filter((skill) => skill.in_cv).map((skill) => skill.skill);
        paragraphs.push(onCv.length ? t("onCv", { list: listOf(onCv.slice(0, 5), locale) }) : t("onCvNone"));
      }
    }
  }
  paragraphs.push(t("order", { sections: sectionNames(card.section_order, locale).join(" → ") }));
  paragraphs.push([t("notes"), ...card.notes.map((note) => `• ${note}`)].join("\n"));
  paragraphs.push(t("ask"));

  const facts = {
    field: state.field, title: state.title, entry_level_postings: card.postings, countries: scope.countries,
    every_country_because_too_few_locally: scope.fellBack, titles: card.titles, skills_to_show: card.skills_to_show,
    section_order: card.section_order, notes: card.notes, titles_fit_the_user: fitted,
  };
  return {
    text: paragraphs.join("\n\n"),
    data: card,
    state,
    voice: {
      system: VOICE_SYSTEM,
      instruction:
        `Plan a graduate's first job search. Computed from ${card.postings} open entry-level postings: ${JSON.stringify(facts)}. ` +
        `The user on file: ${JSON.stringify(userFacts(context))}. ` +
        "Explain which titles to aim for and why, the skills to show (saying which the CV already names), the section order and the notes, " +
        `in at most 200 words. End by inviting them to name a title or a skill. Answer in ${LANGUAGE_NAMES[locale]}.`,
    },
  };
}

/** How many entry-level postings (of the narrowed title, if any) ask for each skill the user named. */
async function skillTurn(state: FreshGradState, skills: string[], entry: EntrySet, context: TurnContext): Promise<Turn<FreshGradState>> {
  const { locale } = context;
  const t = translatorFor(locale, "grad");
  const { scope, postings } = entry;
  const answers = await answerSkills(skills, postings, scope, context);
  const card: FreshGradSkillCard = { kind: "fresh_grad_skill", field: state.field, title: state.title, postings: postings.length, scope: cardScope(scope), skills: answers };
  const paragraphs = [...scopeSentences(scope, locale)];
  const total = postings.length;
  for (const answer of answers) {
    const lines = [
      total === 0
        ? t("skill.noPostings", { skill: answer.skill })
        : answer.postings > 0
          ? t("skill.asked", { skill: answer.skill, count: answer.postings, total, percent: percentOf(answer.share) })
          : t("skill.notAsked", { skill: answer.skill, total }),
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
        `The graduate asked about skills. Computed over ${total} entry-level postings: ${JSON.stringify(card)}. in_cv null means no CV is on file. ` +
        `Say how much each skill matters for a first job, whether their CV shows it, and where it is asked most. At most 120 words. Answer in ${LANGUAGE_NAMES[locale]}.`,
    },
  };
}

export const freshGradAssistant: Assistant<FreshGradSetup, FreshGradState> = {
  id: "fresh_grad",
  setupSchema: freshGradSetupSchema,
  inputSchema: titleInputSchema,
  title: (setup, context) => {
    const t = translatorFor(context.locale, "grad");
    return setup.field ? t("title", { field: setup.field }) : t("titleAny");
  },
  start: (setup, context) =>
    planTurn({ field: setup.field ?? fieldFromEducation(context.sources.cv?.education ?? []), title: null }, context),
  async reply(state, message, _history, context) {
    if (message.input !== undefined && message.input !== null) {
      const input = titleInputSchema.safeParse(message.input);
      if (!input.success) throw new AssistantInputError("invalid_input", "The input must be { title } with a job title of 2 to 120 characters.");
      return planTurn({ ...state, title: input.data.title }, context);
    }
    const text = message.text.slice(0, MESSAGE_SCAN);
    const counts = await titleCounts(context.deps, context.now, []);
    const avoid = [...(state.title ? [state.title] : []), ...(context.sources.cv?.titles ?? [])];
    const title = titleInMessage(text, counts.map((count) => count.title), context.locale, avoid);
    if (title && !(state.title && sameJob(title, state.title))) return planTurn({ ...state, title }, context);
    const entry = await entryPostings(state.title, context);
    const skills = skillsAsked(text, skillCounts(entry.postings).map((count) => count.skill));
    if (skills.length > 0) return skillTurn(state, skills, entry, context);
    if (title) return planTurn(state, context);
    return { text: translatorFor(context.locale, "grad")("help"), state };
  },
};
