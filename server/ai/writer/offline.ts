import type { Locale } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import { isQuantified } from "../../cv/achievements";
import { findSkills } from "../../cv/find-skills";
import { splitSections } from "../../cv/sections";
import { isBulletLine, normaliseText } from "../../cv/text";
import { meaningOf, questionKey } from "../../jobs/apply/questions";
import type { FieldMeaning } from "../../jobs/apply/types";
import type { UserSources } from "../sources";
import { classifyQuestion, type ClassifiedQuestion } from "./classify";
import { answerTranslator, listOf, needsTranslator } from "./messages";
import { countryName, EU_MEMBERS, languageName } from "./names";
import type { Basis, WriterInput, WriterJob, WriterNeedsUser, WriterResult } from "./types";

// The offline writer: every sentence is a template filled with facts from the user's sources (or
// the posting's own words), so it can say nothing the grounding check would flag. A question it
// cannot answer that way goes back to the user with what is missing.

type Cv = NonNullable<UserSources["cv"]>;
type Sentences = { sentences: string[]; basis: Basis[] };

const SKILLS_IN_SUMMARY = 5;
const SKILLS_IN_LIST = 10;
const TITLES_NAMED = 2;
const EDUCATION_LINES = 3;

/** Meanings whose banked answer fits any question with that meaning, whatever its wording. */
const SHARED_MEANINGS = new Set<FieldMeaning>([
  "first_name", "last_name", "full_name", "email", "phone", "location", "linkedin", "github", "website", "current_company",
  "current_title", "salary_expectation", "notice_period", "start_date", "relocation", "education", "how_did_you_hear",
]);

/** The user's own answer to this question: same folded question, else the same meaning. Later entries win, as in the apply engine. */
export function bankedAnswer(question: string, sources: UserSources): { question: string; answer: string } | null {
  const key = questionKey(question);
  const exact = key ? sources.answers.findLast((entry) => questionKey(entry.question) === key) : undefined;
  if (exact) return exact;
  const meaning = meaningOf({ label: question, type: "textarea" });
  if (!meaning) return null;
  const shares = SHARED_MEANINGS.has(meaning) || (meaning === "years_of_experience" && findSkills(question).length === 0);
  if (!shares) return null;
  return (
    sources.answers.findLast(
      (entry) => meaningOf({ label: entry.question, type: "textarea" }) === meaning && (meaning !== "years_of_experience" || findSkills(entry.question).length === 0),
    ) ?? null
  );
}

/** Whole sentences while they fit; a first sentence longer than the limit is cut at a word. */
export function fitToLength(sentences: string[], maxLength: number | undefined): string {
  const text = sentences.join(" ");
  if (maxLength === undefined || text.length <= maxLength) return text;
  let kept = "";
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxLength) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = sentences[0]!.slice(0, Math.max(1, maxLength - 1));
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > maxLength / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/** A long piece of text (an LLM's answer, a banked answer) cut at its sentences. */
export const fitTextToLength = (text: string, maxLength: number | undefined) => fitToLength(text.split(/(?<=[.!?…])\s+/u), maxLength);

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The CV's skills: its facts, and any dictionary skill its text names. */
function cvSkills(cv: Cv): string[] {
  const skills = [...cv.skills];
  for (const found of findSkills(cv.text)) if (!skills.some((skill) => sameSkill(skill, found))) skills.push(found);
  return skills;
}

const mentions = (line: string, skill: string) => findSkills(line).some((found) => sameSkill(found, skill));

/** The job's skills that the CV has too, in the CV's spelling and order. */
function sharedSkills(cv: Cv, job: WriterJob | null | undefined): string[] {
  if (!job) return [];
  const wanted = findSkills(`${job.title}\n${job.description}`);
  return cvSkills(cv).filter((skill) => wanted.some((found) => sameSkill(found, skill)));
}

/** The CV's skills with the ones the job asks for first. */
function skillsForJob(cv: Cv, job: WriterJob | null | undefined): string[] {
  const shared = sharedSkills(cv, job);
  return [...shared, ...cv.skills.filter((skill) => !shared.some((first) => sameSkill(first, skill)))];
}

/**
 * The titles under which the CV's experience section names the skill: a line naming a title opens
 * that role's block, and a mention of the skill inside the block ties the two.
 */
function rolesUsing(cv: Cv, skill: string): string[] {
  const experience = splitSections(normaliseText(cv.text)).sections.filter((section) => section.key === "experience").flatMap((section) => section.lines);
  const roles: string[] = [];
  let current: string | null = null;
  for (const line of experience) {
    const folded = foldCase(line);
    // A title opens a block only on its own heading line, not when a bullet mentions it ("hired 3 frontend developers").
    const opens = !isBulletLine(line) && line.split(/\s+/).length <= 14 ? cv.titles.find((title) => folded.includes(foldCase(title))) : undefined;
    if (opens) current = opens;
    if (current && mentions(line, skill) && !roles.includes(current)) roles.push(current);
  }
  return roles;
}

const quantified = (cv: Cv) => cv.achievements.filter(isQuantified);

/** Quantified achievement lines, those naming any of `skills` first. */
function resultsAbout(cv: Cv, skills: string[]): string[] {
  const lines = quantified(cv);
  const about = lines.filter((line) => skills.some((skill) => mentions(line, skill)));
  return [...about, ...lines.filter((line) => !about.includes(line))];
}

const YEARS_WORDS = /\b\d+\+?\s*(?:years?|yrs?|jahre?n?|anos?|ans|annees|anni|jaar|jaren)\b/;

/** A CV line that gives years of experience with the skill ("5 years of React"), verbatim. */
function yearsLineFor(cv: Cv, skill: string): string | undefined {
  return normaliseText(cv.text)
    .split("\n")
    .map((line) => line.replace(/^[\s•·●▪■◦*\-–—]+/u, "").trim())
    .find((line) => mentions(line, skill) && YEARS_WORDS.test(foldCase(line)));
}

/** Years the user stated on the profile win over the CV's count, as in the apply engine. */
function yearsOf(sources: UserSources): { years: number; basis: Basis } | null {
  const stated = sources.details.yearsOfExperience;
  if (stated !== null) {
    const fromCv = sources.cv?.yearsOfExperience === stated;
    return { years: stated, basis: fromCv ? { kind: "cv_years", ref: String(stated) } : { kind: "profile", ref: "years_of_experience" } };
  }
  const cvYears = sources.cv?.yearsOfExperience ?? null;
  return cvYears === null ? null : { years: cvYears, basis: { kind: "cv_years", ref: String(cvYears) } };
}

/** The offline writer's answer, or what the user must add. */
export function answerOffline(input: WriterInput): WriterResult {
  const { question, sources, job, maxLength } = input;
  const banked = bankedAnswer(question, sources);
  if (banked) {
    return { status: "answered", answer: fitTextToLength(banked.answer, maxLength), engine: "offline", basis: [{ kind: "answer_bank", ref: banked.question }], usage: null };
  }
  const asked = classifyQuestion(question);
  const answerLocale = asked.locale ?? input.locale;
  const composed = compose(asked, sources, job ?? null, answerLocale, input.locale);
  if ("status" in composed) return composed;
  return { status: "answered", answer: fitToLength(composed.sentences, maxLength), engine: "offline", basis: uniqueBasis(composed.basis), usage: null };
}

function uniqueBasis(basis: Basis[]): Basis[] {
  const seen = new Set<string>();
  return basis.filter((entry) => {
    const key = `${entry.kind}\n${entry.ref}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sentences answering a classified question, or the user's turn. */
function compose(asked: ClassifiedQuestion, sources: UserSources, job: WriterJob | null, locale: Locale, userLocale: Locale): Sentences | WriterNeedsUser {
  const t = answerTranslator(locale);
  const n = needsTranslator(userLocale);
  const needs = (reason: WriterNeedsUser["reason"], ...messages: string[]): WriterNeedsUser => ({ status: "needs_user", reason, message: messages.join(" "), engine: "offline", usage: null });
  const list = (items: string[]) => listOf(locale, items);
  const userList = (items: string[]) => listOf(userLocale, items);
  const cv = sources.cv;
  const details = sources.details;

  switch (asked.kind) {
    case "motivation": {
      const shared = cv ? sharedSkills(cv, job) : [];
      return needs("motivation", n("motivation"), ...(shared.length > 0 ? [n("motivationHint", { skills: userList(shared.slice(0, SKILLS_IN_SUMMARY)) })] : []));
    }

    case "years": {
      const total = yearsOf(sources);
      if (asked.skills.length === 0) {
        if (!total) return needs("no_source", n("noYears"));
        const titles = cv?.titles.slice(0, TITLES_NAMED) ?? [];
        return {
          sentences: [titles.length > 0 ? t("yearsAs", { years: total.years, titles: list(titles) }) : t("years", { years: total.years })],
          basis: [total.basis, ...titles.map((title): Basis => ({ kind: "cv_title", ref: title }))],
        };
      }
      // Years with one skill are known only when the CV itself says them.
      const lines = cv ? asked.skills.map((skill) => yearsLineFor(cv, skill)) : [];
      if (cv && lines.every((line) => line !== undefined)) {
        const unique = [...new Set(lines as string[])];
        return { sentences: unique.map((line) => t("fromCv", { line })), basis: unique.map((line): Basis => ({ kind: "cv_years", ref: line })) };
      }
      const missing = asked.skills.filter((_, index) => !lines[index]);
      return needs("no_source", n("yearsWithSkill", { skills: userList(missing) }), ...(total ? [n("yearsTotalKnown", { years: total.years })] : []));
    }

    case "skill_experience": {
      if (!cv) return needs("no_source", n("noCv"));
      const known = cvSkills(cv);
      const onCv = asked.skills.map((skill) => known.find((candidate) => sameSkill(candidate, skill)));
      const missing = asked.skills.filter((_, index) => !onCv[index]);
      if (missing.length > 0) return needs("no_source", n("skillMissing", { skills: userList(missing), count: missing.length }));
      const skills = onCv as string[];
      const sentences = [t("skillOnCv", { skills: list(skills), count: skills.length })];
      const basis: Basis[] = skills.map((skill) => ({ kind: "cv_skill", ref: skill }));
      for (const skill of skills) {
        const roles = rolesUsing(cv, skill).slice(0, TITLES_NAMED);
        if (roles.length === 0) continue;
        sentences.push(t("skillUsedAs", { skill, titles: list(roles) }));
        basis.push(...roles.map((title): Basis => ({ kind: "cv_title", ref: title })));
      }
      const examples = cv.achievements.filter((line) => skills.some((skill) => mentions(line, skill))).slice(0, 2);
      if (examples.length > 0) sentences.push(t("examples", { count: examples.length, first: examples[0]!, second: examples[1] ?? "" }));
      basis.push(...examples.map((line): Basis => ({ kind: "cv_achievement", ref: line })));
      return { sentences, basis };
    }

    case "summary": {
      if (!cv) return needs("no_source", n("noCv"));
      const sentences: string[] = [];
      const basis: Basis[] = [];
      const titles = cv.titles.slice(0, TITLES_NAMED);
      const total = yearsOf(sources);
      if (titles.length > 0 && total) sentences.push(t("yearsAs", { years: total.years, titles: list(titles) }));
      else if (titles.length > 0) sentences.push(t("roles", { titles: list(titles) }));
      else if (total) sentences.push(t("years", { years: total.years }));
      basis.push(...titles.map((title): Basis => ({ kind: "cv_title", ref: title })), ...(total ? [total.basis] : []));
      const skills = skillsForJob(cv, job).slice(0, SKILLS_IN_SUMMARY);
      if (skills.length > 0) sentences.push(t("skillsInclude", { skills: list(skills) }));
      basis.push(...skills.map((skill): Basis => ({ kind: "cv_skill", ref: skill })));
      const results = resultsAbout(cv, sharedSkills(cv, job)).slice(0, 2);
      if (results.length > 0) sentences.push(t("results", { count: results.length, first: results[0]!, second: results[1] ?? "" }));
      basis.push(...results.map((line): Basis => ({ kind: "cv_achievement", ref: line })));
      return sentences.length > 0 ? { sentences, basis } : needs("no_source", n("noCvFacts"));
    }

    case "achievement": {
      if (!cv) return needs("no_source", n("noCv"));
      const [best] = resultsAbout(cv, [...asked.skills, ...sharedSkills(cv, job)]);
      if (!best) return needs("no_source", n("noAchievement"));
      return { sentences: [t("achievement", { line: best })], basis: [{ kind: "cv_achievement", ref: best }] };
    }

    case "strengths": {
      if (!cv) return needs("no_source", n("noCv"));
      const sentences: string[] = [];
      const basis: Basis[] = [];
      const total = yearsOf(sources);
      if (total) {
        sentences.push(t("years", { years: total.years }));
        basis.push(total.basis);
      }
      const shared = sharedSkills(cv, job).slice(0, SKILLS_IN_SUMMARY);
      const skills = shared.length > 0 ? shared : cv.skills.slice(0, SKILLS_IN_SUMMARY);
      if (skills.length > 0) sentences.push(shared.length > 0 ? t("strengthsForRole", { skills: list(skills) }) : t("strengths", { skills: list(skills) }));
      basis.push(...skills.map((skill): Basis => ({ kind: "cv_skill", ref: skill })));
      const [result] = resultsAbout(cv, skills);
      if (result) {
        sentences.push(t("examples", { count: 1, first: result, second: "" }));
        basis.push({ kind: "cv_achievement", ref: result });
      }
      return skills.length > 0 || result ? { sentences, basis } : needs("no_source", n("noCvFacts"));
    }

    case "skills": {
      if (!cv) return needs("no_source", n("noCv"));
      const skills = skillsForJob(cv, job).slice(0, SKILLS_IN_LIST);
      if (skills.length === 0) return needs("no_source", n("noCvFacts"));
      return { sentences: [t("skills", { skills: list(skills) })], basis: skills.map((skill) => ({ kind: "cv_skill", ref: skill })) };
    }

    case "languages": {
      const languages = cv?.languages ?? [];
      if (languages.length === 0) return needs("no_source", n("noLanguages"));
      const named = languages.map((language) => languageName(language, locale, t("signLanguage")));
      return { sentences: [t("languages", { languages: list(named) })], basis: languages.map((language) => ({ kind: "cv_language", ref: language })) };
    }

    case "education": {
      const lines = cv?.education.slice(0, EDUCATION_LINES) ?? [];
      if (lines.length > 0) return { sentences: [t("education", { lines: lines.join("; ") })], basis: lines.map((line) => ({ kind: "cv_education", ref: line })) };
      if (details.highestEducation) {
        return { sentences: [t("highestEducation", { level: details.highestEducation })], basis: [{ kind: "profile", ref: "highest_education" }] };
      }
      return needs("no_source", n("noEducation"));
    }

    case "salary": {
      const salary = details.salaryExpectation;
      if (!salary) return needs("no_source", n("noSalary"));
      const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(salary.amount);
      return { sentences: [t("salary", { amount, currency: salary.currency, period: salary.period })], basis: [{ kind: "profile", ref: "salary_expectation" }] };
    }

    case "notice":
    case "availability": {
      const notice = details.noticePeriod;
      if (!notice) return needs("no_source", n("noNotice"));
      const duration = t("duration", { notice });
      return { sentences: [t(asked.kind, { notice, duration })], basis: [{ kind: "profile", ref: "notice_period" }] };
    }

    case "work_authorization": {
      const allowed = details.workAuthorization;
      if (allowed.length === 0) return needs("no_source", n("noAuthorisation"));
      const basis: Basis[] = [{ kind: "profile", ref: "work_authorization" }];
      const names = (codes: string[], inLocale: Locale) => codes.map((code) => countryName(code, inLocale));
      if (!asked.country) return { sentences: [t("authorisedList", { count: allowed.length, countries: list(names(allowed, locale)) })], basis };
      if (asked.country === "EU") {
        const members = allowed.filter((code) => EU_MEMBERS.has(code));
        if (members.length > 0) return { sentences: [t("authorisedList", { count: members.length, countries: list(names(members, locale)) })], basis };
      } else if (allowed.includes(asked.country)) {
        return { sentences: [t("authorised", { country: countryName(asked.country, locale) })], basis };
      }
      const askedName = asked.country === "EU" ? countryName("EU", userLocale) : countryName(asked.country, userLocale);
      return needs("no_source", n("notAuthorisedListed", { countries: userList(names(allowed, userLocale)), country: askedName }));
    }

    case "unknown":
      return needs("no_source", n("noSource"));
  }
}
