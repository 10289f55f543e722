import { and, desc, isNull, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { AppDeps } from "../../../deps";
import { jobs } from "../../../db/schema";
import { SKILLS } from "../../../cv/find-skills";
import { findTitles, titleTokens } from "../../../cv/titles";
import jobTitles from "../../../data/job-titles.json";
import { skillsOf } from "../../../jobs/match/facts";
import { TITLE_MATCH, titleSimilarity, tokenizeTitle, type TitleTokens } from "../../../jobs/match/titles";
import { detectSeniority } from "../../../jobs/sources/normalize/employment";

/**
 * Statistics over the postings the app has ingested, shared by the career advisors: which postings
 * count, in which countries, which skills they ask for and how their titles group into families.
 */

/** Postings older than this say little about what employers ask today. */
export const WINDOW_DAYS = 180;
/** Fewer postings than this in the user's countries make shares noise: then every country counts. */
export const MIN_SCOPED_POSTINGS = 5;
/** The newest postings of a set are read for skills; older ones would change the shares little and cost a dictionary walk each. */
export const SAMPLE_LIMIT = 1500;

const DAY_MS = 86_400_000;
type Deps = Pick<AppDeps, "db">;

/** Where the figures come from: `countries` null means every country. */
export type Scope = {
  countries: string[] | null;
  /** The user's countries had too few postings, so every country was used. */
  fellBack: boolean;
  /** The user's countries (the copilots'), whether used or not. */
  asked: string[];
};

export type Posting = { id: string; title: string; company: string; seniority: string | null; skills: string[] };
export type SkillCount = { skill: string; postings: number; share: number };
export type TitleCount = { title: string; seniority: string | null; total: number; scoped: number };

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The postings a statistic counts: open, posted in the window, not a copy of a posting on another
 * board, and a re-listing only when the posting it re-lists is not counted itself (one job, once).
 */
function counted(now: Date): SQL {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString();
  return and(
    isNull(jobs.closedAt),
    isNull(jobs.duplicateOf),
    sql`${jobs.postedAt} >= ${since}::timestamptz`,
    sql`${jobs.postedAt} <= ${now.toISOString()}::timestamptz`,
    sql`(${jobs.repostOf} is null or not exists (
      select 1 from ${jobs} original where original.id = ${jobs.repostOf}
        and original.closed_at is null and original.duplicate_of is null and original.posted_at >= ${since}::timestamptz))`,
  )!;
}

/** A posting one can take from these countries: an office there, or remote and open to them. */
function inCountries(countries: string[]): SQL {
  const list = JSON.stringify(countries);
  return sql`(${jobs.countryCodes} ?| array(select jsonb_array_elements_text(${list}::jsonb))
    or (${jobs.remoteType} = 'remote' and (${jobs.eligibleCountryCodes} is null
      or ${jobs.eligibleCountryCodes} ?| array(select jsonb_array_elements_text(${list}::jsonb)))))`;
}

/** Every counted title with its level, how many postings carry it, and how many of them are in the countries. */
export async function titleCounts(deps: Deps, now: Date, countries: string[]): Promise<TitleCount[]> {
  const scoped = countries.length > 0 ? sql`count(*) filter (where ${inCountries(countries)})` : sql`count(*)`;
  const rows = await deps.db
    .select({ title: jobs.title, seniority: jobs.seniority, total: sql<number>`count(*)::int`, scoped: sql<number>`(${scoped})::int` })
    .from(jobs)
    .where(counted(now))
    .groupBy(jobs.title, jobs.seniority);
  return rows
    .map((row) => ({ title: row.title, seniority: row.seniority, total: Number(row.total), scoped: Number(row.scoped) }))
    .sort((a, b) => byName(a.title, b.title) || byName(a.seniority ?? "", b.seniority ?? ""));
}

/** The user's countries when they hold enough of the postings, else every country. */
export function chooseScope(countries: string[], scopedPostings: number): Scope {
  const asked = [...new Set(countries.map((code) => code.toUpperCase()))].sort(byName);
  if (asked.length === 0) return { countries: null, fellBack: false, asked };
  if (scopedPostings >= MIN_SCOPED_POSTINGS) return { countries: asked, fellBack: false, asked };
  return { countries: null, fellBack: true, asked };
}

type LoadOptions = { now: Date; scope: Pick<Scope, "countries">; limit?: number };

/** The newest counted postings matching `where`, with the skills each asks for. */
async function loadWhere(deps: Deps, where: SQL, options: LoadOptions): Promise<Posting[]> {
  const rows = await deps.db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, seniority: jobs.seniority, fingerprint: jobs.fingerprint })
    .from(jobs)
    .where(and(counted(options.now), where, options.scope.countries ? inCountries(options.scope.countries) : undefined))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(options.limit ?? SAMPLE_LIMIT);
  const skills = await skillsOf(deps, rows);
  return rows.map((row) => ({ id: row.id, title: row.title, company: row.company, seniority: row.seniority, skills: skills.get(row.id) ?? [] }));
}

/** The counted postings carrying one of these titles, newest first. */
export async function postingsTitled(deps: Deps, titles: string[], options: LoadOptions): Promise<Posting[]> {
  if (titles.length === 0) return [];
  // One parameter however many titles: a long IN list would run into the protocol's parameter limit.
  const where = sql`${jobs.title} in (select jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb))`;
  return loadWhere(deps, where, options);
}

/** How the dictionary writes a skill: its name and aliases, as phrases the full-text index can look for. */
function termsOf(skill: string): string[] {
  const definition = SKILLS.find((entry) => entry.name.toLowerCase() === skill.toLowerCase());
  const terms = definition ? definition.terms.map((term) => term.text) : [skill];
  return [...new Set(terms.filter((term) => /[\p{L}\p{N}]/u.test(term)))];
}

/**
 * The counted postings whose text names one of these skills, newest first. The full-text index only
 * narrows the set: each posting's skills are then read by the dictionary, which decides.
 */
export async function postingsMentioning(deps: Deps, skills: string[], options: LoadOptions): Promise<Posting[]> {
  const phrases = [...new Set(skills.flatMap(termsOf))];
  if (phrases.length === 0) return [];
  const query = sql.join(phrases.map((phrase) => sql`phraseto_tsquery('simple', ${phrase})`), sql` || `);
  const asked = new Set(skills.map((skill) => skill.toLowerCase()));
  const postings = await loadWhere(deps, sql`${jobs.search} @@ (${query})`, options);
  return postings.filter((posting) => posting.skills.some((skill) => asked.has(skill.toLowerCase())));
}

/** Skills by how many postings ask for them, most first, ties by name; share is of all the postings given. */
export function skillCounts(postings: Posting[]): SkillCount[] {
  const counts = new Map<string, number>();
  for (const posting of postings) for (const skill of new Set(posting.skills)) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  return [...counts]
    .map(([skill, count]) => ({ skill, postings: count, share: postings.length ? count / postings.length : 0 }))
    .sort((a, b) => b.postings - a.postings || byName(a.skill, b.skill));
}

/** Companies by how many of the postings they published, most first, ties by name. */
export function topCompanies(postings: Posting[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const posting of postings) counts.set(posting.company, (counts.get(posting.company) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || byName(a[0], b[0])).slice(0, limit).map(([company]) => company);
}

/** Whether a posting title is the wanted job (the matcher's own test: "Junior Data Analyst (m/w/d)" and "Datenanalyst" are a Data Analyst). */
export function isTitle(wanted: TitleTokens, title: string): boolean {
  return titleSimilarity(wanted, tokenizeTitle(title)) >= TITLE_MATCH;
}

/** Words that say a posting is for beginners; they do not change which job it is. */
const ENTRY_WORDS = new Set([
  "junior", "jr", "entry", "graduate", "grad", "intern", "internship", "trainee", "traineeship", "apprentice",
  "werkstudent", "werkstudentin", "praktikant", "praktikantin", "praktikum", "einsteiger", "berufseinsteiger", "absolvent",
  "stagiaire", "stage", "alternant", "alternance", "becario", "becaria", "practicas", "tirocinante", "tirocinio", "stagista",
  "estagiario", "estagiaria", "estagio", "stagiair", "senior", "sr", "lead", "principal", "staff", "mid",
]);

/** A posting for a beginner: its level says so, or its title does ("Graduate Analyst", "Werkstudent", "Trainee"). */
export function isEntryLevel(title: string, seniority: string | null): boolean {
  if (seniority === "intern" || seniority === "junior") return true;
  if (seniority) return false;
  const detected = detectSeniority(title);
  return detected === "intern" || detected === "junior";
}

type JobTitleRecord = { id: string } & Record<Locale, string>;
const RECORDS = new Map((jobTitles as JobTitleRecord[]).map((record) => [record.en, record]));

/** A dataset title (by its English name) as it is written in the locale. */
export const localTitle = (english: string, locale: Locale) => RECORDS.get(english)?.[locale] || english;

const meaningful = (tokens: TitleTokens) => new Set([...tokens.own].filter((token) => !ENTRY_WORDS.has(token)));
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/** A title without its gender marker, brackets and level words: "Junior Data Analyst (m/w/d)" → "Data Analyst". */
export function cleanTitle(title: string): string {
  const words = title
    .replace(/\b(?:new[\s-]+grad(?:uate)?|entry[\s-]+level|mid[\s-]+level)\b/giu, " ")
    .replace(/(\p{L})(?:\/-?|:|\*|_)in(?:nen)?\b/gu, "$1")
    .replace(/\([^()]*\)|\[[^[\]]*\]/g, " ")
    .replace(/\b[mwfdhx](?:\s*[/|]\s*(?:div|[mwfdhx]))+\b/gi, " ")
    .split(/\s+/)
    .filter(Boolean);
  const isLevel = (word: string) => ENTRY_WORDS.has(titleTokens(word).join(" "));
  while (words.length > 1 && isLevel(words[0]!)) words.shift();
  while (words.length > 1 && isLevel(words.at(-1)!)) words.pop();
  return words.join(" ").replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "") || title.trim();
}

/**
 * The name a title family goes by: the dataset's name in the user's language when the title is
 * exactly that job ("Datenanalyst" for a German reader of "Junior Data Analyst (m/w/d)"), else the
 * title as written, without level words or gender marker.
 */
export function familyLabel(title: string, locale: Locale): string {
  const own = meaningful(tokenizeTitle(title));
  const known = findTitles(title).find((english) => sameSet(meaningful(tokenizeTitle(english)), own));
  return known ? localTitle(known, locale) : cleanTitle(title);
}

export type Family = { label: string; titles: string[]; postings: Posting[] };
export type TitleGroup = { label: string; titles: string[]; weight: number };

/**
 * Titles grouped into jobs: taken by weight (how many postings carry them), ties by name, each
 * joining the first group whose leading title it answers, as the matcher reads titles ("Graduate
 * Data Analyst", "Datenanalyst" and "Data Analyst" are one). Groups come back heaviest first, ties by label.
 */
export function groupTitles(weighted: { title: string; weight: number }[], locale: Locale): TitleGroup[] {
  const titles = [...weighted].sort((a, b) => b.weight - a.weight || byName(a.title, b.title));
  const groups: { lead: TitleTokens; leadTitle: string; titles: string[]; weight: number }[] = [];
  for (const { title, weight } of titles) {
    const tokens = tokenizeTitle(title);
    const group = groups.find((candidate) => titleSimilarity(candidate.lead, tokens) >= TITLE_MATCH);
    if (group) {
      group.titles.push(title);
      group.weight += weight;
    } else {
      const lead = { ...tokens, own: meaningful(tokens).size > 0 ? meaningful(tokens) : tokens.own };
      groups.push({ lead, leadTitle: title, titles: [title], weight });
    }
  }
  return groups
    .map((group) => ({ label: familyLabel(group.leadTitle, locale), titles: group.titles, weight: group.weight }))
    .sort((a, b) => b.weight - a.weight || byName(a.label, b.label));
}

/** Postings grouped into jobs (see groupTitles). */
export function familiesOf(postings: Posting[], locale: Locale): Family[] {
  const byTitle = new Map<string, Posting[]>();
  for (const posting of postings) byTitle.set(posting.title, [...(byTitle.get(posting.title) ?? []), posting]);
  return groupTitles([...byTitle].map(([title, titled]) => ({ title, weight: titled.length })), locale).map((group) => ({
    label: group.label,
    titles: group.titles,
    postings: group.titles.flatMap((title) => byTitle.get(title) ?? []),
  }));
}

/** Whether two titles name the same job, either way round. */
export const sameJob = (a: string, b: string) => isTitle(tokenizeTitle(a), b) || isTitle(tokenizeTitle(b), a);

/**
 * The job title a message names: a title of the dataset in any of the seven languages (given back
 * in the user's), else a title the postings carry, the longest found. Of several, the first that is
 * not one to `avoid` (the user's own job, the current target): "I am a teacher, could I become a
 * data analyst?" asks about the analyst. Null when it names none.
 */
export function titleInMessage(text: string, postingTitles: string[], locale: Locale, avoid: string[] = []): string | null {
  const known = findTitles(text);
  const fresh = known.find((english) => !avoid.some((title) => sameJob(title, english))) ?? known[0];
  if (fresh) return localTitle(fresh, locale);
  const words = ` ${titleTokens(text).join(" ")} `;
  let best: string | null = null;
  let bestLength = 0;
  for (const title of postingTitles) {
    const label = cleanTitle(title);
    const tokens = titleTokens(label);
    const length = tokens.join(" ").length;
    if (tokens.length === 0 || length < 4 || length <= bestLength) continue;
    if (words.includes(` ${tokens.join(" ")} `)) {
      best = label;
      bestLength = length;
    }
  }
  return best;
}

/** The skills of the family that at least a quarter of its postings ask for, most asked first. */
export function familySkills(family: Pick<Family, "postings">): SkillCount[] {
  return skillCounts(family.postings).filter((count) => count.share >= 0.25);
}

export type TitleAsking = { title: string; postings: number };

/** The job families whose postings ask for a skill most often, by how many of their postings do, ties by name. */
export async function titlesAsking(deps: Deps, skill: string, options: LoadOptions & { locale: Locale; limit: number }): Promise<TitleAsking[]> {
  const postings = await postingsMentioning(deps, [skill], options);
  return familiesOf(postings, options.locale)
    .slice(0, options.limit)
    .map((family) => ({ title: family.label, postings: family.postings.length }));
}

/** Which of these postings name one of the phrases anywhere in their text ("Computer Science", "Marketing"). */
export async function idsMentioning(deps: Deps, ids: string[], phrases: string[]): Promise<Set<string>> {
  const searchable = phrases.filter((phrase) => /[\p{L}\p{N}]/u.test(phrase));
  if (ids.length === 0 || searchable.length === 0) return new Set();
  const query = sql.join(searchable.map((phrase) => sql`phraseto_tsquery('simple', ${phrase})`), sql` || `);
  const rows = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(sql`${jobs.id} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`, sql`${jobs.search} @@ (${query})`));
  return new Set(rows.map((row) => row.id));
}
