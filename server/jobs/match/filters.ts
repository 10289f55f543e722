import { and, desc, eq, gte, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { applications, type copilots, jobs, type ScreeningAnswers } from "../../db/schema";
import { factorOf } from "../../db/toolkit";
import { companyKey } from "../ingest/identity";
import { unitValuesIn } from "./currency";
import { sqlPlacePattern, type Place } from "./places";
import { PER_YEAR } from "./score";

type CopilotRow = typeof copilots.$inferSelect;

export type FilterContext = {
  userId: string;
  /** Countries a remote job must be open to (the copilot's, else the profile's); may be empty. */
  userCountries: string[];
  places: Place[];
  now: Date;
  /** Languages the user speaks; a job requiring another is left out. Unknown (empty) leaves every job in. */
  spokenLanguages?: string[];
};

/** A posting that requires a language asks for working fluency: basic or conversational does not meet it. */
const WORKING_LEVELS = new Set(["professional", "native"]);

/** The languages the user works in: the copilot's posting languages and those of their answers at a working level. */
export function spokenLanguagesOf(copilot: Pick<CopilotRow, "postingLanguages">, screening: ScreeningAnswers | null | undefined): string[] {
  const answered = (screening?.languages ?? []).filter((language) => WORKING_LEVELS.has(language.level)).map((language) => language.code);
  return [...new Set([...copilot.postingLanguages, ...answered].map((code) => code.toLowerCase()))];
}

/** The countries a remote job must be open to: the copilot's own (its countries and its cities'), else the profile's. */
export function userCountriesOf(copilot: Pick<CopilotRow, "countries" | "cities">, profileCountry: string | null): string[] {
  const own = [...new Set([...copilot.countries, ...copilot.cities.map((city) => city.country_code)])];
  return own.length > 0 ? own : profileCountry ? [profileCountry] : [];
}

const DAY_MS = 86_400_000;
// The newest candidates are scored; a copilot broad enough to pass more than this gets the newest.
export const CANDIDATE_LIMIT = 5_000;

/** A text[] literal built from parameters (drizzle would expand a bare array into a list). */
const textArray = (values: string[]) =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** Keywords that leave something to search for: "C++" keeps "c", "!!!" would match nothing. */
export const searchable = (keywords: string[]) => keywords.filter((keyword) => /[\p{L}\p{N}]/u.test(keyword));

/** Any of the keywords, each as a phrase ("machine learning" in that order), in the stored tsvector. */
function anyKeyword(keywords: string[]): SQL {
  const queries = keywords.map((keyword) => sql`phraseto_tsquery('simple', ${keyword})`);
  return sql`${jobs.search} @@ (${sql.join(queries, sql` || `)})`;
}

/** Where the job is: the copilot's countries or places for office jobs, eligibility for remote ones. */
function locationFilter(copilot: CopilotRow, context: FilterContext): SQL {
  const modes = new Set(copilot.workModes);
  const office: SQL[] = [];
  if (copilot.countries.length > 0) office.push(sql`${jobs.countryCodes} ?| ${textArray(copilot.countries)}`);
  const byCountry = new Map<string, Place[]>();
  for (const place of context.places) byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place]);
  for (const [country, places] of byCountry) {
    const pattern = sqlPlacePattern(places);
    if (!pattern) continue;
    // A place name counts in its own country, or where the job names no country at all.
    office.push(sql`(${jobs.location} ~* ${pattern} and (${jobs.countryCodes} = '[]'::jsonb or ${jobs.countryCodes} ? ${country}))`);
  }
  // "Unknown" is how most office postings read: it goes with on-site and hybrid.
  const officeTypes = [...(modes.has("onsite") ? ["onsite", "unknown"] : []), ...(modes.has("hybrid") ? ["hybrid", "unknown"] : [])];
  const branches: SQL[] = [];
  if (officeTypes.length > 0 && office.length > 0) {
    branches.push(and(inArray(jobs.remoteType, [...new Set(officeTypes)] as ("onsite" | "hybrid" | "unknown")[]), or(...office))!);
  }
  if (modes.has("remote")) {
    const eligible =
      context.userCountries.length > 0
        ? or(isNull(jobs.eligibleCountryCodes), sql`${jobs.eligibleCountryCodes} ?| ${textArray(context.userCountries)}`)!
        : isNull(jobs.eligibleCountryCodes);
    branches.push(and(eq(jobs.remoteType, "remote"), eligible)!);
  }
  return branches.length > 0 ? or(...branches)! : sql`false`;
}

/**
 * The user's jobs already taken: applied to (by any copilot), the same posting on another board,
 * or the posting it was reposted as. Also kept out by the unique (user, job) index.
 */
function notTaken(userId: string): SQL {
  const taken = sql`select a.job_id as id from ${applications} a where a.user_id = ${userId}
    union all select mine.duplicate_of from ${applications} a join ${jobs} mine on mine.id = a.job_id
      where a.user_id = ${userId} and mine.duplicate_of is not null
    union all select mine.repost_of from ${applications} a join ${jobs} mine on mine.id = a.job_id
      where a.user_id = ${userId} and mine.repost_of is not null`;
  // Three plain NOT EXISTS, which the planner turns into anti-joins: one over the union of the
  // three was run again for every candidate row (about 2 ms each once the user had a few hundred
  // applications, most of a scheduler round). The repost check reads the list once (an InitPlan):
  // as a correlated subquery its estimated cost pushed PostgreSQL into JIT-compiling the query,
  // which cost more than running it.
  return sql`not exists (select 1 from ${applications} a where a.user_id = ${userId} and a.job_id = ${jobs.id})
    and not exists (select 1 from ${applications} a join ${jobs} mine on mine.id = a.job_id
      where a.user_id = ${userId} and mine.duplicate_of = ${jobs.id})
    and not exists (select 1 from ${applications} a join ${jobs} mine on mine.id = a.job_id
      where a.user_id = ${userId} and mine.repost_of = ${jobs.id})
    and (${jobs.repostOf} is null or ${jobs.repostOf} <> all(array(${taken})))`;
}

/** Companies the user has reached the per-company cap with, over all their copilots. */
function notCapped(copilot: CopilotRow, context: FilterContext): SQL {
  const since = new Date(context.now.getTime() - copilot.companyCapDays * DAY_MS);
  return sql`${jobs.companyKey} not in (
    select mine.company_key from ${applications} a join ${jobs} mine on mine.id = a.job_id
    where a.user_id = ${context.userId} and a.created_at >= ${since.toISOString()}::timestamptz and mine.company_key <> ''
    group by mine.company_key having count(*) >= ${copilot.companyCapCount})`;
}

/**
 * The top of the stated range (or its only figure) over a year, in `currency`, to compare with the
 * minimum; null when the posting's period or currency cannot be converted.
 */
const yearlyTopIn = (currency: string) =>
  sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})::numeric * ${factorOf(jobs.salaryPeriod, Object.entries(PER_YEAR))}
    * ${factorOf(jobs.salaryCurrency, unitValuesIn(currency))}`;

/** Every hard filter (country, remote, age, excluded companies, keywords, languages, salary), as one WHERE clause. */
export function hardFilters(copilot: CopilotRow, context: FilterContext): SQL {
  const since = new Date(context.now.getTime() - copilot.maxJobAgeDays * DAY_MS);
  const include = searchable(copilot.includeKeywords);
  const exclude = searchable(copilot.excludeKeywords);
  const excluded = [...new Set(copilot.excludedCompanies.map(companyKey).filter(Boolean))];
  return and(
    isNull(jobs.closedAt),
    isNull(jobs.duplicateOf),
    gte(jobs.postedAt, since),
    locationFilter(copilot, context),
    excluded.length > 0 ? notInArray(jobs.companyKey, excluded) : undefined,
    // A job reposted under a new id is proposed once, as its newest posting.
    sql`not exists (select 1 from ${jobs} newer where newer.repost_of = ${jobs.id} and newer.closed_at is null)`,
    copilot.includeKeywords.length > 0 ? (include.length > 0 ? anyKeyword(include) : sql`false`) : undefined,
    exclude.length > 0 ? sql`not (${anyKeyword(exclude)})` : undefined,
    copilot.postingLanguages.length > 0 ? inArray(jobs.language, copilot.postingLanguages) : undefined,
    context.spokenLanguages?.length ? sql`${jobs.requiredLanguages} <@ ${JSON.stringify(context.spokenLanguages)}::jsonb` : undefined,
    copilot.employmentTypes.length > 0 ? or(isNull(jobs.employmentType), inArray(jobs.employmentType, copilot.employmentTypes)) : undefined,
    copilot.needsSponsorship ? eq(jobs.noSponsorship, false) : undefined,
    // Compared over a year in the copilot's currency; jobs without a salary, or in a currency the rates lack, stay.
    copilot.minSalary !== null && copilot.salaryCurrency
      ? sql`not coalesce(${yearlyTopIn(copilot.salaryCurrency)} < ${copilot.minSalary}::numeric, false)`
      : undefined,
    notTaken(context.userId),
    notCapped(copilot, context),
  )!;
}

/** What a candidate row carries; the description is read later, only for jobs worth scoring. */
export const candidateColumns = {
  id: jobs.id,
  source: jobs.source,
  company: jobs.company,
  companySlug: jobs.companySlug,
  companyKey: jobs.companyKey,
  title: jobs.title,
  location: jobs.location,
  countryCodes: jobs.countryCodes,
  remoteType: jobs.remoteType,
  eligibleCountryCodes: jobs.eligibleCountryCodes,
  employmentType: jobs.employmentType,
  seniority: jobs.seniority,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  language: jobs.language,
  applyUrl: jobs.applyUrl,
  postedAt: jobs.postedAt,
  fingerprint: jobs.fingerprint,
};

export type Candidate = Pick<typeof jobs.$inferSelect, keyof typeof candidateColumns>;

/** The jobs that pass every hard filter, newest first. */
export async function selectCandidates(deps: Pick<AppDeps, "db">, copilot: CopilotRow, context: FilterContext): Promise<Candidate[]> {
  return deps.db
    .select(candidateColumns)
    .from(jobs)
    .where(hardFilters(copilot, context))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(CANDIDATE_LIMIT);
}
