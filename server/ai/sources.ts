import { desc, eq } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import { isLocale } from "@/lib/i18n/locales";
import type { AppDeps } from "../deps";
import { answerBank, copilots, profileDetails, profileExtra, resumes, userSettings, users } from "../db/schema";
import { statements, isQuantified } from "../cv/achievements";
import { splitSections } from "../cv/sections";
import { isBulletLine, normaliseText } from "../cv/text";
import { factsOf } from "../jobs/match/facts";

/**
 * Everything the AI tools may say about the user, and nothing else: the profile, the CV's facts and
 * its own achievement lines, the copilots' searches and the answer bank. Every assistant, the
 * aiwriter and the grounding check read this one shape, so a statement about the user is either
 * traceable to a field here or flagged.
 */
export type UserSources = {
  locale: Locale;
  firstName: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  cv: {
    /** The CV the newest active copilot sends, else the newest upload. */
    resumeId: string;
    fileName: string;
    skills: string[];
    /** Job titles as the CV names them, usually latest first. */
    titles: string[];
    yearsOfExperience: number | null;
    /** Spoken languages, in English. */
    languages: string[];
    /** Recognised section headings in order ("summary", "experience", "education"…). */
    sections: string[];
    /** The CV's own achievement lines, verbatim, those with a number first. */
    achievements: string[];
    /** Lines of the education section, verbatim. */
    education: string[];
    /** The whole extracted text: what a grounding check searches for a claimed word. */
    text: string;
  } | null;
  /** What the user's copilots look for. */
  search: { titles: string[]; seniorities: string[]; countries: string[] };
  details: {
    salaryExpectation: { amount: number; currency: string; period: string } | null;
    noticePeriod: string | null;
    /** yyyy-mm-dd, when the user gave a start date. */
    availableFrom: string | null;
    requiresSponsorship: boolean | null;
    workAuthorization: string[];
    highestEducation: string | null;
    yearsOfExperience: number | null;
  };
  /** The answer bank and the profile's own screening answers, as the user wrote them. */
  answers: { question: string; answer: string }[];
};

const ACHIEVEMENTS_MAX = 12;
const EDUCATION_MAX = 8;

const answerText = (value: string | string[] | boolean): string =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : Array.isArray(value) ? value.join(", ") : value;

/** The CV's achievement lines (bullets and sentences), those with a number first, bullets stripped. */
export function achievementsOf(text: string): string[] {
  const { sections } = splitSections(normaliseText(text));
  const work = sections.filter((section) => section.key === "experience" || section.key === "summary" || section.key === null);
  const said = statements(work.flatMap((section) => section.lines))
    .filter((line) => !line.includes("@") && (isBulletLine(line) || line.split(/\s+/).length >= 6))
    .map((line) => line.replace(/^[\s•·●▪■◦*\-–—]+/u, "").trim())
    .filter((line) => line.length >= 12 && line.length <= 300);
  const unique = [...new Set(said)];
  return [...unique.filter(isQuantified), ...unique.filter((line) => !isQuantified(line))].slice(0, ACHIEVEMENTS_MAX);
}

export function educationOf(text: string): string[] {
  const { sections } = splitSections(normaliseText(text));
  return sections
    .filter((section) => section.key === "education")
    .flatMap((section) => section.lines)
    .map((line) => line.replace(/^[\s•·●▪■◦*\-–—]+/u, "").trim())
    .filter((line) => line.length > 0)
    .slice(0, EDUCATION_MAX);
}

/** What the AI tools may say from one CV: its facts in effect and its own lines. */
export function cvSourcesOf(resume: Pick<typeof resumes.$inferSelect, "id" | "fileName" | "text" | "facts">): NonNullable<UserSources["cv"]> {
  const facts = factsOf(resume.facts);
  const stored = (resume.facts ?? {}) as Record<string, unknown>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  return {
    resumeId: resume.id,
    fileName: resume.fileName,
    skills: facts.skills ?? [],
    titles: facts.titles ?? [],
    yearsOfExperience: facts.yearsOfExperience ?? null,
    languages: strings(stored.languages),
    sections: strings(stored.sections),
    achievements: achievementsOf(resume.text),
    education: educationOf(resume.text),
    text: resume.text,
  };
}

export async function loadUserSources(deps: Pick<AppDeps, "db">, userId: string): Promise<UserSources> {
  const [[user], [settings], [details], [extra], banked, userCopilots, userResumes] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)),
    deps.db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    deps.db.select().from(profileDetails).where(eq(profileDetails.userId, userId)),
    deps.db.select().from(profileExtra).where(eq(profileExtra.userId, userId)),
    deps.db.select().from(answerBank).where(eq(answerBank.userId, userId)),
    deps.db.select().from(copilots).where(eq(copilots.userId, userId)).orderBy(desc(copilots.updatedAt)),
    deps.db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.createdAt)),
  ]);
  const preferred = userCopilots.find((copilot) => copilot.status === "active" && copilot.resumeId)?.resumeId ?? userCopilots.find((copilot) => copilot.resumeId)?.resumeId;
  const resume = userResumes.find((row) => row.id === preferred) ?? userResumes[0];
  const screening = extra?.screeningAnswers ?? {};
  const facts = resume ? factsOf(resume.facts) : null;
  const unique = (values: string[]) => [...new Set(values)];

  return {
    locale: isLocale(settings?.locale) ? settings.locale : "en",
    firstName: user?.firstName ?? null,
    country: user?.country ?? null,
    cv: resume ? cvSourcesOf(resume) : null,
    search: {
      titles: unique(userCopilots.flatMap((copilot) => copilot.jobTitles)),
      seniorities: unique(userCopilots.flatMap((copilot) => copilot.seniorities)),
      countries: unique(userCopilots.flatMap((copilot) => copilot.countries)),
    },
    details: {
      salaryExpectation: details?.salaryExpectation ?? null,
      noticePeriod: details?.noticePeriod ?? null,
      availableFrom: details?.availableFrom ?? null,
      requiresSponsorship: details?.requiresSponsorship ?? null,
      workAuthorization: details?.workAuthorization ?? [],
      highestEducation: screening.highest_education ?? null,
      yearsOfExperience: screening.years_of_experience ?? facts?.yearsOfExperience ?? null,
    },
    answers: [
      ...(screening.custom ?? []).map((entry) => ({ question: entry.question, answer: answerText(entry.answer) })),
      ...banked.map((entry) => ({ question: entry.question, answer: answerText(entry.answer) })),
    ],
  };
}

/** A user with nothing on file, for tests and the first minutes of an account. */
export const emptySources = (locale: Locale = "en"): UserSources => ({
  locale,
  firstName: null,
  country: null,
  cv: null,
  search: { titles: [], seniorities: [], countries: [] },
  details: { salaryExpectation: null, noticePeriod: null, availableFrom: null, requiresSponsorship: null, workAuthorization: [], highestEducation: null, yearsOfExperience: null },
  answers: [],
});
