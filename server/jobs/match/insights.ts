import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { isCountryCode } from "@/lib/contracts/countries";
import { EMPLOYMENT_TYPES, MAX_COUNTRIES, STRICTNESS_LEVELS, WORK_MODES } from "@/lib/contracts/copilot";
import { FILTER_KEYS, type SupportCopilotPatch } from "@/lib/contracts/support";
import type { AppDeps } from "../../deps";
import { applicationEvents, applications, copilots, jobs, resumes, users } from "../../db/schema";
import { companyKey } from "../ingest/identity";
import { type Candidate, candidateColumns, CANDIDATE_LIMIT, type FilterContext, hardFilters, searchable, userCountriesOf } from "./filters";
import { placesOf } from "./places";
import { explainMatch, THRESHOLDS } from "./score";
import { factsOf, skillsOf } from "./facts";
import { titleSimilarity, tokenizeTitle } from "./titles";

type CopilotRow = typeof copilots.$inferSelect;

const DAY_MS = 86_400_000;
/** The jobs looked at: a month, or the copilot's own maximum age when that is longer. */
export const INSIGHT_WINDOW_DAYS = 30;
const AGE_STEPS = [7, 14, 30];
const TOP_COUNTRIES = 3;

export type FilterKey = (typeof FILTER_KEYS)[number];

export type Widening = {
  /** Stable within one answer, e.g. "max_age:30" or "exclude_keywords:sales". */
  id: string;
  /** Jobs of the window the copilot has not proposed yet that this change alone would let through. */
  adds: number;
  /** The change, as PATCH /support/copilots/{id} takes it. */
  patch: SupportCopilotPatch;
  params: Record<string, string | number>;
};
export type FilterImpact = { filter: FilterKey; removes: number; widenings: Widening[] };


/** One way of loosening the copilot: its settings after the change, and whether SQL sees a difference. */
type Variant = {
  filter: FilterKey;
  id: string;
  patch: SupportCopilotPatch;
  params: Widening["params"];
  copilot: CopilotRow;
  /** When the change only touches scoring (strictness, seniority), the base column decides the SQL part. */
  sql: boolean;
};


/**
 * How many recent jobs each of the copilot's filters holds back: over the jobs posted in the last
 * 30 days (or the copilot's maximum age, if longer), the number that pass with every filter as it
 * is, and how many more one change would let through ("raise the maximum age to 30 days: +12").
 * The same SQL filters and score as the matcher decide, so a change does what its number says.
 */
export async function filterImpact(deps: AppDeps, copilot: CopilotRow, options: { now?: Date } = {}) {
  const now = options.now ?? deps.now();
  const { userId } = copilot;
  const [[owner], [resume]] = await Promise.all([
    deps.db.select({ country: users.country }).from(users).where(eq(users.id, userId)),
    copilot.resumeId
      ? deps.db.select({ facts: resumes.facts }).from(resumes).where(and(eq(resumes.id, copilot.resumeId), eq(resumes.userId, userId)))
      : Promise.resolve([]),
  ]);
  const profileCountry = owner?.country ?? null;
  const facts = factsOf(resume?.facts);
  const windowDays = Math.max(INSIGHT_WINDOW_DAYS, copilot.maxJobAgeDays);
  const since = new Date(now.getTime() - windowDays * DAY_MS);

  const variants: Variant[] = [];
  const add = (filter: FilterKey, id: string, patch: SupportCopilotPatch, change: Partial<CopilotRow>, params: Variant["params"] = {}, usesSql = true) =>
    variants.push({ filter, id: `${filter}:${id}`, patch, params, copilot: { ...copilot, ...change }, sql: usesSql });

  for (const days of AGE_STEPS.filter((days) => days > copilot.maxJobAgeDays)) {
    add("max_age", String(days), { max_job_age_days: days }, { maxJobAgeDays: days }, { days });
  }
  for (const mode of WORK_MODES.filter((mode) => !copilot.workModes.includes(mode))) {
    const workModes = [...copilot.workModes, mode];
    add("work_modes", mode, { work_modes: workModes as SupportCopilotPatch["work_modes"] }, { workModes }, { mode });
  }
  if (copilot.includeKeywords.length > 0) add("include_keywords", "all", { include_keywords: [] }, { includeKeywords: [] });
  if (copilot.postingLanguages.length > 0) add("posting_languages", "all", { posting_languages: [] }, { postingLanguages: [] });
  if (EMPLOYMENT_TYPES.some((type) => !copilot.employmentTypes.includes(type))) {
    add("employment_types", "all", { employment_types: [...EMPLOYMENT_TYPES] }, { employmentTypes: [...EMPLOYMENT_TYPES] });
  }
  if (copilot.minSalary !== null) {
    add("salary", "none", { min_salary: null, salary_currency: null }, { minSalary: null, salaryCurrency: null }, {
      amount: copilot.minSalary, currency: copilot.salaryCurrency ?? "",
    });
  }
  if (copilot.seniorities.length > 0) add("seniority", "all", { seniorities: [] }, { seniorities: [] }, {}, false);
  for (const level of STRICTNESS_LEVELS.slice(0, STRICTNESS_LEVELS.indexOf(copilot.strictness))) {
    add("strictness", level, { strictness: level }, { strictness: level }, { level, threshold: THRESHOLDS[level] }, false);
  }

  // Every filter at its widest at once (exclusions and places stay: those are the user's choices):
  // what all the changes together would add, and how much each filter holds back from that.
  const widest: { filter: FilterKey; change: Partial<CopilotRow>; original: Partial<CopilotRow>; patch: SupportCopilotPatch; sql: boolean }[] = [];
  const widen = (filter: FilterKey, change: Partial<CopilotRow>, patch: SupportCopilotPatch, usesSql = true) => {
    const original = Object.fromEntries(Object.keys(change).map((key) => [key, copilot[key as keyof CopilotRow]])) as Partial<CopilotRow>;
    widest.push({ filter, change, original, patch, sql: usesSql });
  };
  if (copilot.maxJobAgeDays < INSIGHT_WINDOW_DAYS) widen("max_age", { maxJobAgeDays: INSIGHT_WINDOW_DAYS }, { max_job_age_days: INSIGHT_WINDOW_DAYS });
  if (WORK_MODES.some((mode) => !copilot.workModes.includes(mode))) widen("work_modes", { workModes: [...WORK_MODES] }, { work_modes: [...WORK_MODES] });
  if (copilot.includeKeywords.length > 0) widen("include_keywords", { includeKeywords: [] }, { include_keywords: [] });
  if (copilot.postingLanguages.length > 0) widen("posting_languages", { postingLanguages: [] }, { posting_languages: [] });
  if (EMPLOYMENT_TYPES.some((type) => !copilot.employmentTypes.includes(type))) {
    widen("employment_types", { employmentTypes: [...EMPLOYMENT_TYPES] }, { employment_types: [...EMPLOYMENT_TYPES] });
  }
  if (copilot.minSalary !== null) widen("salary", { minSalary: null, salaryCurrency: null }, { min_salary: null, salary_currency: null });
  if (copilot.seniorities.length > 0) widen("seniority", { seniorities: [] }, { seniorities: [] }, false);
  if (copilot.strictness !== "high") widen("strictness", { strictness: "high" }, { strictness: "high" }, false);
  const wide: CopilotRow = Object.assign({ ...copilot }, ...widest.map(({ change }) => change));
  const narrowed = new Map(widest.map(({ filter, original }) => [filter, { ...wide, ...original } as CopilotRow]));

  // Helpers, not offered as such: with every exclusion dropped, or with every country open.
  const exclude = searchable(copilot.excludeKeywords);
  const noExclusions: CopilotRow = { ...copilot, excludeKeywords: [] };
  const excludedSlugs = [...new Set(copilot.excludedCompanies.map(companyKey).filter(Boolean))];
  const noCompanies: CopilotRow = { ...copilot, excludedCompanies: [] };
  const canAddCountry = copilot.countries.length < MAX_COUNTRIES && (copilot.countries.length > 0 || copilot.cities.length > 0);
  const seen = canAddCountry
    ? await deps.db
        .selectDistinct({ code: sql<string>`code` })
        .from(sql`${jobs}, jsonb_array_elements_text(${jobs.countryCodes} || coalesce(${jobs.eligibleCountryCodes}, '[]'::jsonb)) as code`)
        .where(and(gte(jobs.postedAt, since), isNull(jobs.closedAt), isNull(jobs.duplicateOf)))
    : [];
  const otherCountries = seen.map(({ code }) => code).filter((code) => isCountryCode(code) && !copilot.countries.includes(code));
  const everyCountry: CopilotRow = { ...copilot, countries: [...copilot.countries, ...otherCountries] };

  const contextOf = (row: CopilotRow): FilterContext => ({
    userId, userCountries: userCountriesOf(row, profileCountry), places: placesOf(row.cities), now,
  });
  const baseContext = contextOf(copilot);
  const sqlVariants = variants.filter((variant) => variant.sql);
  const columns: Record<string, SQL> = { base: hardFilters(copilot, baseContext) };
  sqlVariants.forEach((variant, index) => (columns[`v${index}`] = hardFilters(variant.copilot, contextOf(variant.copilot))));
  if (exclude.length > 0) {
    columns.noExclusions = hardFilters(noExclusions, baseContext);
    exclude.forEach((keyword, index) => (columns[`k${index}`] = sql`${jobs.search} @@ phraseto_tsquery('simple', ${keyword})`));
  }
  if (excludedSlugs.length > 0) columns.noCompanies = hardFilters(noCompanies, baseContext);
  if (otherCountries.length > 0) columns.everyCountry = hardFilters(everyCountry, contextOf(everyCountry));
  const wideCountries: CopilotRow = { ...wide, countries: everyCountry.countries };
  const wideNoExclusions: CopilotRow = { ...wide, excludeKeywords: [] };
  const wideNoCompanies: CopilotRow = { ...wide, excludedCompanies: [] };
  if (widest.length > 0) {
    columns.wide = hardFilters(wide, contextOf(wide));
    for (const { filter, sql: usesSql } of widest) if (usesSql) columns[`w_${filter}`] = hardFilters(narrowed.get(filter)!, contextOf(narrowed.get(filter)!));
  }
  if (exclude.length > 0) columns.wideNoExclusions = hardFilters(wideNoExclusions, contextOf(wide));
  if (excludedSlugs.length > 0) columns.wideNoCompanies = hardFilters(wideNoCompanies, contextOf(wide));
  if (otherCountries.length > 0) columns.wideCountries = hardFilters(wideCountries, contextOf(wideCountries));

  const passing = Object.keys(columns).filter((key) => !/^k\d+$/.test(key));
  const rows = (await deps.db
    .select({ ...candidateColumns, ...Object.fromEntries(Object.entries(columns).map(([key, clause]) => [key, sql<boolean>`(${clause})`])) })
    .from(jobs)
    .where(and(gte(jobs.postedAt, since), isNull(jobs.closedAt), isNull(jobs.duplicateOf), or(...passing.map((key) => columns[key]!))))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(CANDIDATE_LIMIT)) as (Candidate & Record<string, unknown>)[];

  // Only jobs whose title answers one of the copilot's could pass any variant: their skills are read.
  const wanted = copilot.jobTitles.map(tokenizeTitle);
  const titled = rows.filter((row) => wanted.some((title) => titleSimilarity(title, tokenizeTitle(row.title)) > 0));
  const skills = await skillsOf(deps, titled);
  const places = new Map<CopilotRow, ReturnType<typeof placesOf>>();
  const passes = (row: Candidate, settings: CopilotRow) => {
    if (!places.has(settings)) places.set(settings, placesOf(settings.cities));
    const options = { now, userCountries: userCountriesOf(settings, profileCountry), places: places.get(settings) };
    return explainMatch({ ...row, skills: skills.get(row.id) ?? [] }, settings, facts, options).passes;
  };
  const count = (column: string, settings: CopilotRow, where: (row: Candidate & Record<string, unknown>) => boolean = () => true) =>
    titled.filter((row) => row[column] === true && where(row) && passes(row, settings)).length;

  const base = count("base", copilot);
  const impacts = new Map<FilterKey, Widening[]>();
  const offer = (filter: FilterKey, widening: Widening) => impacts.set(filter, [...(impacts.get(filter) ?? []), widening]);
  for (const variant of variants) {
    const column = variant.sql ? `v${sqlVariants.indexOf(variant)}` : "base";
    offer(variant.filter, { id: variant.id, adds: count(column, variant.copilot) - base, patch: variant.patch, params: variant.params });
  }
  if (exclude.length > 0) {
    // Dropping one keyword lets through the jobs only that keyword kept out.
    exclude.forEach((keyword, index) => {
      const onlyThis = (row: Record<string, unknown>) => row[`k${index}`] === true && exclude.every((_, other) => other === index || row[`k${other}`] !== true);
      const rest = copilot.excludeKeywords.filter((item) => item !== keyword);
      offer("exclude_keywords", {
        id: `exclude_keywords:${keyword.toLowerCase()}`, adds: count("noExclusions", copilot, onlyThis), patch: { exclude_keywords: rest }, params: { keyword },
      });
    });
  }
  for (const company of copilot.excludedCompanies) {
    const slug = companyKey(company);
    if (!slug) continue;
    const rest = copilot.excludedCompanies.filter((item) => item !== company);
    offer("excluded_companies", {
      id: `excluded_companies:${slug}`, adds: count("noCompanies", copilot, (row) => row.companyKey === slug), patch: { excluded_companies: rest }, params: { company },
    });
  }
  if (otherCountries.length > 0) {
    const byCountry = otherCountries
      .map((code) => {
        const settings: CopilotRow = { ...copilot, countries: [...copilot.countries, code] };
        // The jobs this one country opens: in it, or remote and open to people living there.
        const opens = (row: Candidate & Record<string, unknown>) =>
          row.base === true || row.countryCodes.includes(code) || (row.remoteType === "remote" && (row.eligibleCountryCodes ?? []).includes(code));
        return { code, adds: count("everyCountry", settings, opens) - base };
      })
      .filter(({ adds }) => adds > 0)
      .sort((a, b) => b.adds - a.adds || a.code.localeCompare(b.code))
      .slice(0, TOP_COUNTRIES);
    for (const { code, adds } of byCountry) {
      offer("countries", { id: `countries:${code}`, adds, patch: { countries: [...copilot.countries, code] as SupportCopilotPatch["countries"] }, params: { country: code } });
    }
  }

  // What each filter keeps out of the widest set: the jobs that pass once it alone is set back.
  const wideColumn = widest.length > 0 ? "wide" : "base";
  const wideCount = count(wideColumn, wide);
  const removes = new Map<FilterKey, number>();
  for (const { filter, sql: usesSql } of widest) {
    removes.set(filter, wideCount - count(usesSql ? `w_${filter}` : wideColumn, narrowed.get(filter)!));
  }
  if (exclude.length > 0) removes.set("exclude_keywords", count("wideNoExclusions", wideNoExclusions) - wideCount);
  if (excludedSlugs.length > 0) removes.set("excluded_companies", count("wideNoCompanies", wideNoCompanies) - wideCount);
  if (otherCountries.length > 0) removes.set("countries", count("wideCountries", wideCountries) - wideCount);

  const filters: FilterImpact[] = FILTER_KEYS.filter((filter) => impacts.has(filter))
    .map((filter) => {
      const widenings = impacts.get(filter)!.sort((a, b) => b.adds - a.adds);
      const alone = Math.max(0, ...widenings.map(({ adds }) => adds));
      return { filter, removes: Math.max(alone, removes.get(filter) ?? 0), widenings };
    })
    .sort((a, b) => b.removes - a.removes);
  const bestSingle = Math.max(0, ...filters.flatMap(({ widenings }) => widenings.map(({ adds }) => adds)));
  // Only the filters that hold something back are widened together; the rest stay as the user set them.
  const holding = widest.filter(({ filter }) => (removes.get(filter) ?? 0) > 0);
  let together = wideCount - base;
  if (holding.length > 0 && holding.length < widest.length) {
    const some: CopilotRow = Object.assign({ ...copilot }, ...holding.map(({ change }) => change));
    const ids = titled.filter((row) => row[wideColumn] === true).map((row) => row.id);
    const passed = new Set(
      ids.length === 0
        ? []
        : (await deps.db.select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.id, ids), hardFilters(some, contextOf(some))))).map(({ id }) => id),
    );
    together = titled.filter((row) => passed.has(row.id) && passes(row, some)).length - base;
  }
  // Offered when the filters hold jobs back only together, or together hold back more than any one.
  const widenAll =
    holding.length > 1 && together > bestSingle
      ? { adds: together, patch: Object.assign({}, ...holding.map(({ patch }) => patch)) as SupportCopilotPatch, filters: holding.map(({ filter }) => filter) }
      : null;

  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.copilotId, copilot.id), gte(applications.createdAt, since)));

  return {
    copilot_id: copilot.id,
    window_days: windowDays,
    /** Jobs of the window the copilot already proposed. */
    found: recent?.n ?? 0,
    /** Jobs of the window that pass now and were not proposed yet (the daily limit held them back). */
    waiting: base,
    /** Postings of the window that passed at least one variant's filters: what the counts are made of. */
    checked: rows.length,
    truncated: rows.length >= CANDIDATE_LIMIT,
    filters,
    /** Every widening at once (not exclusions or places): when that adds more than any single one. */
    widen_all: widenAll,
  };
}

export type FilterImpactResult = Awaited<ReturnType<typeof filterImpact>>;

const SENT_STAGES = ["applied", "interview", "offer", "hired"];
const INTERVIEW_STAGES = ["interview", "offer", "hired"];
const DECLINED_DAYS = 90;
const SKILL_SAMPLE = 40;

/** Title words that say nothing about what to leave out. */
const PLAIN_WORDS = new Set(["m", "w", "d", "f", "x", "h", "and", "or", "of", "the", "for", "with", "in", "at", "to", "a", "an", "und", "de", "la", "le", "el", "y", "e", "en", "et", "der", "die", "das", "all", "genders"]);

/**
 * What happened to a copilot's applications: counts per stage, the average score, how many were
 * sent and how many of those reached an interview; the companies and title words of the jobs the
 * user turned down lately (to leave out next time); and the skills its recent jobs (those not turned
 * down) ask for, marked when the copilot's CV names them.
 */
export async function copilotOutcomes(deps: AppDeps, copilot: CopilotRow, options: { now?: Date } = {}) {
  const now = options.now ?? deps.now();
  const { userId } = copilot;
  const own = and(eq(applications.userId, userId), eq(applications.copilotId, copilot.id));
  const reached = (stage: string) =>
    sql`exists (select 1 from ${applicationEvents} e where e.application_id = ${applications.id} and e.user_id = ${userId} and e.to_stage = ${stage})`;

  const declinedByUser = or(eq(applications.stage, "skipped"), and(eq(applications.stage, "rejected"), sql`not ${reached("applied")}`))!;

  const [stages, [totals], declined, recent, resume] = await Promise.all([
    deps.db.select({ stage: applications.stage, n: sql<number>`count(*)::int` }).from(applications).where(own).groupBy(applications.stage),
    deps.db
      .select({
        average: sql<number | null>`round(avg(${applications.score}))::int`,
        sent: sql<number>`(count(*) filter (where ${applications.stage} in (${sql.join(SENT_STAGES.map((s) => sql`${s}`), sql`, `)}) or ${reached("applied")}))::int`,
        interviews: sql<number>`(count(*) filter (where ${applications.stage} in (${sql.join(INTERVIEW_STAGES.map((s) => sql`${s}`), sql`, `)}) or ${reached("interview")}))::int`,
        sentScore: sql<number | null>`round(avg(${applications.score}) filter (where ${applications.stage} in (${sql.join(SENT_STAGES.map((s) => sql`${s}`), sql`, `)}) or ${reached("applied")}))::int`,
      })
      .from(applications)
      .where(own),
    // Turned down by the user, not by an employer: skipped, or rejected before it was ever sent.
    deps.db
      .select({ company: sql<string>`${applications.jobSnapshot}->>'company'`, title: sql<string>`${applications.jobSnapshot}->>'title'` })
      .from(applications)
      .where(
        and(
          own,
          gte(applications.stageChangedAt, new Date(now.getTime() - DECLINED_DAYS * DAY_MS)),
          declinedByUser,
        ),
      ),
    // The jobs the user still wants, for the skills to show in the CV: not those turned down.
    deps.db
      .select({ id: jobs.id, title: jobs.title, fingerprint: jobs.fingerprint })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(own, sql`not (${declinedByUser})`))
      .orderBy(desc(applications.createdAt))
      .limit(SKILL_SAMPLE),
    copilot.resumeId
      ? deps.db.select({ facts: resumes.facts }).from(resumes).where(and(eq(resumes.id, copilot.resumeId), eq(resumes.userId, userId)))
      : Promise.resolve([]),
  ]);

  const byStage = Object.fromEntries(stages.map(({ stage, n }) => [stage, n])) as Record<string, number>;
  const total = stages.reduce((sum, { n }) => sum + n, 0);
  const sent = totals?.sent ?? 0;
  const interviews = totals?.interviews ?? 0;

  const excluded = new Set(copilot.excludedCompanies.map(companyKey));
  const companies = new Map<string, { company: string; count: number }>();
  for (const { company } of declined) {
    const slug = company ? companyKey(company) : "";
    if (!slug || excluded.has(slug)) continue;
    companies.set(slug, { company: companies.get(slug)?.company ?? company.trim(), count: (companies.get(slug)?.count ?? 0) + 1 });
  }
  // Words of turned-down titles that none of the copilot's own titles use: "Sales", "Werkstudent".
  const wantedWords = new Set(copilot.jobTitles.flatMap((title) => title.toLowerCase().split(/[^\p{L}\p{N}+#]+/u)));
  const excludedWords = new Set(copilot.excludeKeywords.map((keyword) => keyword.toLowerCase()));
  const words = new Map<string, { keyword: string; count: number }>();
  for (const { title } of declined) {
    const seenInTitle = new Set<string>();
    for (const word of (title ?? "").split(/[^\p{L}\p{N}+#]+/u)) {
      const key = word.toLowerCase();
      if (key.length < 3 || PLAIN_WORDS.has(key) || wantedWords.has(key) || excludedWords.has(key) || seenInTitle.has(key)) continue;
      seenInTitle.add(key);
      words.set(key, { keyword: words.get(key)?.keyword ?? word, count: (words.get(key)?.count ?? 0) + 1 });
    }
  }

  const cvSkills = new Set(factsOf(resume[0]?.facts).skills?.map((skill) => skill.toLowerCase()));
  const jobSkillLists = await skillsOf(deps, recent);
  const asked = new Map<string, { skill: string; jobs: number }>();
  for (const list of jobSkillLists.values()) {
    for (const skill of new Set(list)) asked.set(skill.toLowerCase(), { skill, jobs: (asked.get(skill.toLowerCase())?.jobs ?? 0) + 1 });
  }

  return {
    copilot_id: copilot.id,
    total,
    by_stage: byStage,
    average_score: totals?.average ?? null,
    sent_average_score: totals?.sentScore ?? null,
    threshold: THRESHOLDS[copilot.strictness],
    sent,
    interviews,
    interview_rate: sent > 0 ? Math.round((interviews / sent) * 1000) / 1000 : null,
    declined_companies: [...companies.values()].sort((a, b) => b.count - a.count || a.company.localeCompare(b.company)).slice(0, 12),
    declined_keywords: [...words.values()].filter(({ count }) => count >= 2).sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword)).slice(0, 8),
    requested_skills: [...asked.values()]
      .sort((a, b) => b.jobs - a.jobs || a.skill.localeCompare(b.skill))
      .slice(0, 15)
      .map(({ skill, jobs: count }) => ({ skill, jobs: count, in_cv: cvSkills.has(skill.toLowerCase()) })),
    sampled_jobs: recent.length,
  };
}

export type CopilotOutcomes = Awaited<ReturnType<typeof copilotOutcomes>>;
