import { and, gte, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../../deps";
import { jobs } from "../../../db/schema";
import { normalizeTitle } from "../../../jobs/ingest/identity";
import { convert } from "../../../jobs/match/currency";
import { TITLE_MATCH, titleSimilarity, tokenizeTitle } from "../../../jobs/match/titles";

export type MarketQuery = { title: string; country: string; seniority?: string | null; currency: string };

export type MarketScope = { title_family: string; country: string | null; seniority: string | null };

/** Yearly base salaries of comparable postings, in the offer's currency, whole units. */
export type Market = {
  postings: number;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  currency: string;
  scope: MarketScope;
  /** What was dropped from the scope to find enough postings, in the order it was dropped. */
  broadened: ("seniority" | "country")[];
};

/** The postings' yearly pay behind a Market, for placing an amount among them. */
export type MarketSample = { values: number[]; market: Market };

/** Fewer comparable postings than this say nothing about a market: the scope is broadened. */
export const MIN_POSTINGS = 3;
const WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

/** Yearly equivalents of a stated pay period: 2,080 working hours, 260 working days. */
export const PERIODS_PER_YEAR: Record<string, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

type PayRow = { seniority: string | null; salaryMin: number | null; salaryMax: number | null; salaryCurrency: string | null; salaryPeriod: string | null };

/** A posting's stated pay over a year in `currency`: the range's midpoint, or its only figure; null when it cannot be converted. */
export function yearlyMidpoint(row: PayRow, currency: string): number | null {
  const stated = [row.salaryMin, row.salaryMax].filter((value): value is number => value !== null && value > 0);
  const perYear = row.salaryPeriod ? PERIODS_PER_YEAR[row.salaryPeriod] : undefined;
  if (stated.length === 0 || perYear === undefined || !row.salaryCurrency) return null;
  const midpoint = stated.reduce((sum, value) => sum + value, 0) / stated.length;
  return convert(midpoint * perYear, row.salaryCurrency, currency);
}

/** The p-th percentile (0–100) of sorted values, interpolating between neighbours (as spreadsheets' PERCENTILE.INC does). */
export function percentileOf(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error("percentileOf: no values");
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** Where `amount` stands among the values, 0–100: the share below it, ties counting half. */
export function rankAmong(values: number[], amount: number): number {
  if (values.length === 0) throw new Error("rankAmong: no values");
  const below = values.filter((value) => value < amount).length;
  const equal = values.filter((value) => value === amount).length;
  return Math.round(((below + equal / 2) / values.length) * 100);
}

/**
 * The same job in other words: "Senior Backend Engineer" and "Software Engineer (Backend)" are one
 * family. Titles are compared as written and as normalised: normalising keeps a bracketed
 * specialty the tokenizer leaves out, the written form keeps names like "Staff Nurse" whole.
 */
function sameFamily(title: string): (candidate: string) => boolean {
  const written = tokenizeTitle(title);
  const normalised = tokenizeTitle(normalizeTitle(title));
  return (candidate) =>
    titleSimilarity(written, tokenizeTitle(candidate)) >= TITLE_MATCH || titleSimilarity(normalised, tokenizeTitle(normalizeTitle(candidate))) >= TITLE_MATCH;
}

/**
 * Postings that say something about today's pay: a stated salary, posted in the last year, still
 * open, and counted once (a cross-board copy points at its first posting; a job reposted under a
 * new id counts as its newest open posting).
 */
function comparable(now: Date): SQL {
  return and(
    isNull(jobs.duplicateOf),
    isNull(jobs.closedAt),
    gte(jobs.postedAt, new Date(now.getTime() - WINDOW_DAYS * DAY_MS)),
    lte(jobs.postedAt, now),
    isNotNull(jobs.salaryCurrency),
    isNotNull(jobs.salaryPeriod),
    or(isNotNull(jobs.salaryMin), isNotNull(jobs.salaryMax)),
    sql`not exists (select 1 from ${jobs} newer where newer.repost_of = ${jobs.id} and newer.closed_at is null)`,
  )!;
}

/** Offices in the country, or remote jobs open to it by name (a worldwide remote posting's pay is set elsewhere). */
const inCountry = (country: string) =>
  sql`(${jobs.countryCodes} ? ${country} or (${jobs.remoteType} = 'remote' and coalesce(${jobs.eligibleCountryCodes} ? ${country}, false)))`;

/** The rows of the title's family in `place`: distinct titles are read and matched first, so only the family's rows travel. */
async function familyRows(deps: Pick<AppDeps, "db">, title: string, place: SQL | undefined, now: Date): Promise<PayRow[]> {
  const where = and(comparable(now), place);
  const titles = await deps.db.selectDistinct({ title: jobs.title }).from(jobs).where(where);
  const inFamily = sameFamily(title);
  const matching = titles.map((row) => row.title).filter(inFamily);
  if (matching.length === 0) return [];
  return deps.db
    .select({ seniority: jobs.seniority, salaryMin: jobs.salaryMin, salaryMax: jobs.salaryMax, salaryCurrency: jobs.salaryCurrency, salaryPeriod: jobs.salaryPeriod })
    .from(jobs)
    .where(and(where, sql`${jobs.title} in (select jsonb_array_elements_text(${JSON.stringify(matching)}::jsonb))`));
}

function summarize(values: number[], currency: string, scope: MarketScope, broadened: Market["broadened"]): Market {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    postings: sorted.length,
    median: Math.round(percentileOf(sorted, 50)),
    p25: Math.round(percentileOf(sorted, 25)),
    p75: Math.round(percentileOf(sorted, 75)),
    min: Math.round(sorted[0]!),
    max: Math.round(sorted.at(-1)!),
    currency,
    scope,
    broadened,
  };
}

const yearlyIn = (rows: PayRow[], currency: string) => rows.map((row) => yearlyMidpoint(row, currency)).filter((value): value is number => value !== null);

/**
 * The market and the yearly pay of each comparable posting: same title family, same country,
 * same seniority; with fewer than MIN_POSTINGS, the seniority is dropped, then the country.
 * Null when even the broadest scope has too few.
 */
export async function marketSample(deps: Pick<AppDeps, "db">, query: MarketQuery, now: Date): Promise<MarketSample | null> {
  const family = normalizeTitle(query.title);
  const seniority = query.seniority ?? null;
  const broadened: Market["broadened"] = [];

  const national = await familyRows(deps, query.title, inCountry(query.country), now);
  if (seniority) {
    const sameLevel = yearlyIn(national.filter((row) => row.seniority === seniority), query.currency);
    if (sameLevel.length >= MIN_POSTINGS) {
      return { values: sameLevel, market: summarize(sameLevel, query.currency, { title_family: family, country: query.country, seniority }, broadened) };
    }
    broadened.push("seniority");
  }
  const nationalValues = yearlyIn(national, query.currency);
  if (nationalValues.length >= MIN_POSTINGS) {
    return { values: nationalValues, market: summarize(nationalValues, query.currency, { title_family: family, country: query.country, seniority: null }, broadened) };
  }
  broadened.push("country");
  const everywhere = yearlyIn(await familyRows(deps, query.title, undefined, now), query.currency);
  if (everywhere.length < MIN_POSTINGS) return null;
  return { values: everywhere, market: summarize(everywhere, query.currency, { title_family: family, country: null, seniority: null }, broadened) };
}

/** What comparable postings pay a year for the offer's job, in its currency; null without enough of them. */
export async function marketFor(deps: Pick<AppDeps, "db">, query: MarketQuery, now: Date): Promise<Market | null> {
  return (await marketSample(deps, query, now))?.market ?? null;
}
