import { findSkills } from "../../cv";
import type { copilots, MatchReason } from "../../db/schema";
import type { RemoteType } from "../sources/types";
import { convert } from "./currency";
import { placeIn, placesOf, type Place } from "./places";
import { TITLE_CLOSE, TITLE_MATCH, titleSimilarity, tokenizeTitle, wantedTitles } from "./titles";

/** What scoring reads from a job row. Skills are read from the text unless given (they are cached). */
export type ScoredJob = {
  title: string;
  location: string;
  countryCodes: string[];
  remoteType: RemoteType;
  eligibleCountryCodes: string[] | null;
  seniority: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  postedAt: Date;
  descriptionText?: string;
  skills?: string[];
};

export type ScoredCopilot = Pick<
  typeof copilots.$inferSelect,
  "jobTitles" | "seniorities" | "strictness" | "countries" | "cities" | "minSalary" | "salaryCurrency"
>;

/** The résumé facts scoring uses (CvFacts from analyzeCv; anything missing counts as unknown). */
export type ScoredFacts = { skills?: string[]; titles?: string[]; yearsOfExperience?: number | null };

export type ReasonKind = "title" | "experience" | "seniority" | "skills" | "location" | "salary" | "freshness";
/** A reason in English for the data, and its kind and params for the UI to say it in any language. */
export type Reason = MatchReason & { kind: ReasonKind; weight: number; params: Record<string, string | number | string[] | null> };

/**
 * `fits`: the title shares something with the copilot's and the level is not two steps off;
 * `passes`: it fits and the score reaches the strictness threshold.
 */
export type Match = { score: number; threshold: number; fits: boolean; passes: boolean; reasons: Reason[]; skills: string[] };

export type ExplainOptions = {
  now?: Date;
  /** Where the user may work from, for remote eligibility (the copilot's countries, else the profile's). */
  userCountries?: string[];
  /** The copilot's places, when the caller has them already (placesOf is not free). */
  places?: Place[];
};

/** Minimum score per strictness: below it a job is simply not proposed. */
export const THRESHOLDS = { high: 45, higher: 60, highest: 75 } as const;

/** Points per part; they add up to 100. */
export const POINTS = { title: 35, experience: 5, skills: 20, seniority: 10, location: 10, salary: 10, freshness: 10 } as const;

const LEVELS = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"];
const DAY_MS = 86_400_000;
/** Yearly equivalents: 220 working days, 2,080 working hours. */
export const PER_YEAR: Record<string, number> = { year: 1, month: 12, day: 220, hour: 2080 };
// Descriptions are read up to here for skills: they are listed early, and the dictionary is not free.
const SKILL_TEXT_LIMIT = 12_000;

export const jobSkills = (job: Pick<ScoredJob, "title" | "descriptionText">) =>
  findSkills(`${job.title}\n${(job.descriptionText ?? "").slice(0, SKILL_TEXT_LIMIT)}`);

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const countryName = (code: string) => countryNames.of(code) ?? code;
const listed = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const reason = (kind: ReasonKind, weight: number, text: string, params: Reason["params"]): Reason => ({ kind, weight, text, params });

const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£", CHF: "CHF ", CAD: "CA$", AUD: "A$" };
const PERIOD_WORDS: Record<string, string> = { month: " a month", day: " a day", hour: " an hour" };

/** "€70–85k", "$45–60 an hour", "from £50k", "up to €4,000 a month". */
export function formatSalary(min: number | null, max: number | null, currency: string, period: string): string {
  const thousands = period === "year" && Math.min(min ?? Infinity, max ?? Infinity) >= 1000;
  const amount = (value: number) =>
    thousands ? `${Number((value / 1000).toFixed(1))}` : value.toLocaleString("en", { maximumFractionDigits: 2 });
  const unit = thousands ? "k" : "";
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  const range =
    min !== null && max !== null && min !== max ? `${symbol}${amount(min)}–${amount(max)}${unit}`
    : min !== null && max === null ? `from ${symbol}${amount(min)}${unit}`
    : min === null && max !== null ? `up to ${symbol}${amount(max)}${unit}`
    : `${symbol}${amount((min ?? max)!)}${unit}`;
  return `${range}${PERIOD_WORDS[period] ?? ""}`;
}

function titlePart(job: ScoredJob, copilot: ScoredCopilot, facts: ScoredFacts) {
  const tokens = tokenizeTitle(job.title);
  let best = { title: "", similarity: 0 };
  for (const { title, tokens: wanted } of wantedTitles(copilot.jobTitles)) {
    const similarity = titleSimilarity(wanted, tokens);
    if (similarity > best.similarity) best = { title, similarity };
  }
  const reasons: Reason[] = [];
  const points = Math.round(POINTS.title * best.similarity);
  // A weak likeness ("Backend Engineer" for "Frontend Engineer") counts a little but is not a reason.
  if (best.similarity >= TITLE_CLOSE) {
    const close = best.similarity >= TITLE_MATCH;
    const text = close ? `Title matches '${best.title}'` : `Title close to '${best.title}'`;
    reasons.push(reason("title", points, text, { title: best.title, job_title: job.title, close: close ? 1 : 0 }));
  }
  // The CV's own titles only add to a job that already answers the search.
  let past = { title: "", similarity: 0 };
  if (best.similarity >= TITLE_CLOSE) {
    for (const title of facts.titles ?? []) {
      const similarity = titleSimilarity(tokenizeTitle(title), tokens);
      if (similarity > past.similarity) past = { title, similarity };
    }
  }
  const experience = past.similarity >= 0.5 ? Math.round(POINTS.experience * past.similarity) : 0;
  if (experience > 0) reasons.push(reason("experience", experience, `Like your experience as '${past.title}'`, { title: past.title }));
  return { similarity: best.similarity, points: points + experience, reasons };
}

/** The level the CV's years suggest, when the copilot names none. */
const levelFromYears = (years: number) => (years < 2 ? "junior" : years < 5 ? "mid" : years < 10 ? "senior" : "lead");

function seniorityPart(job: ScoredJob, copilot: ScoredCopilot, facts: ScoredFacts) {
  const neutral = { points: 5, reasons: [] as Reason[], gate: false };
  const level = job.seniority && LEVELS.includes(job.seniority) ? job.seniority : null;
  if (!level) return neutral;
  const years = facts.yearsOfExperience ?? null;
  const wanted = copilot.seniorities.length > 0 ? copilot.seniorities : years !== null ? [levelFromYears(years)] : [];
  if (wanted.length === 0) return neutral;
  const distance = Math.min(...wanted.map((want) => Math.abs(LEVELS.indexOf(want) - LEVELS.indexOf(level))));
  const label = level[0]!.toUpperCase() + level.slice(1);
  // Whole years read better in the reason ("7 years", not "7.4 years"); the level uses the exact figure.
  const basis = copilot.seniorities.length > 0 || years === null ? null : Math.round(years);
  if (distance === 0) {
    const text = basis === null ? `${label} level, as you asked` : `${label} level fits your ${basis} years of experience`;
    return { points: POINTS.seniority, reasons: [reason("seniority", POINTS.seniority, text, { seniority: level, years: basis })], gate: false };
  }
  if (distance === 1) {
    const near = wanted.find((want) => Math.abs(LEVELS.indexOf(want) - LEVELS.indexOf(level)) === 1)!;
    return { points: 4, reasons: [reason("seniority", 4, `${label} level, next to ${near}`, { seniority: level, wanted: near })], gate: false };
  }
  // Two levels or more from what the user asked for (an internship for a senior) is never a match;
  // a level only guessed from the CV's years shuts a job out only when it is far off (a traineeship
  // for someone with years of experience).
  return { points: 0, reasons: [], gate: copilot.seniorities.length > 0 || distance >= 3 };
}

/** What the skills part gives when either side names none: neither a plus nor a minus. */
export const UNKNOWN_SKILLS_POINTS = 6;

function skillsPart(skills: string[], facts: ScoredFacts) {
  const cv = new Map((facts.skills ?? []).map((skill) => [skill.toLowerCase(), skill]));
  if (skills.length === 0 || cv.size === 0) return { points: UNKNOWN_SKILLS_POINTS, reasons: [] as Reason[] };
  const shared = skills.filter((skill) => cv.has(skill.toLowerCase()));
  // A posting lists a handful of skills that matter; six or more named in it count as six.
  const coverage = Math.min(1, shared.length / Math.min(skills.length, 6));
  const points = Math.round(POINTS.skills * coverage);
  if (points === 0) return { points, reasons: [] };
  const shown = shared.length > 4 ? [...shared.slice(0, 3), `${shared.length - 3} more`] : shared;
  const text = `${listed(shown)} from your CV`;
  return { points, reasons: [reason("skills", points, text, { skills: shared, job_skills: skills.length })] };
}

function locationPart(job: ScoredJob, copilot: ScoredCopilot, userCountries: string[], places: Place[]) {
  if (job.remoteType === "remote") {
    if (job.eligibleCountryCodes === null) {
      return { points: 9, reasons: [reason("location", 9, "Remote, open worldwide", { mode: "remote", country: null })] };
    }
    const country = userCountries.find((code) => job.eligibleCountryCodes!.includes(code));
    if (!country) return { points: 0, reasons: [] as Reason[] };
    const text = `Remote, open to candidates in ${countryName(country)}`;
    return { points: POINTS.location, reasons: [reason("location", POINTS.location, text, { mode: "remote", country })] };
  }
  const mode = job.remoteType === "hybrid" ? "hybrid" : "onsite";
  const prefix = mode === "hybrid" ? "Hybrid in" : "In";
  const place = placeIn(job.location, job.countryCodes, places);
  if (place) {
    const text = place.km === 0 ? `${prefix} ${place.name}` : `${prefix} ${place.name}, ${place.km} km from ${place.near}`;
    return { points: POINTS.location, reasons: [reason("location", POINTS.location, text, { mode, city: place.name, near: place.near, km: place.km })] };
  }
  const country = job.countryCodes.find((code) => copilot.countries.includes(code));
  if (!country) return { points: 0, reasons: [] };
  return { points: 8, reasons: [reason("location", 8, `${prefix} ${countryName(country)}`, { mode, country })] };
}

function salaryPart(job: ScoredJob, copilot: ScoredCopilot) {
  const stated = job.salaryCurrency && job.salaryPeriod && (job.salaryMin !== null || job.salaryMax !== null);
  if (!stated) return { points: copilot.minSalary === null ? 5 : 4, reasons: [] as Reason[] };
  const currency = job.salaryCurrency!;
  const period = job.salaryPeriod!;
  const text = formatSalary(job.salaryMin, job.salaryMax, currency, period);
  const params = { min: job.salaryMin, max: job.salaryMax, currency, period };
  const wanted = copilot.salaryCurrency;
  const perYear = PER_YEAR[period];
  // The top of the range over a year in the minimum's currency, as the hard filter reads it.
  const top = copilot.minSalary !== null && wanted && perYear !== undefined
    ? convert((job.salaryMax ?? job.salaryMin)! * perYear, currency, wanted)
    : null;
  if (top === null) return { points: 6, reasons: [reason("salary", 6, `Salary stated: ${text}`, params)] };
  if (top < copilot.minSalary!) return { points: 0, reasons: [] };
  const meets = { ...params, minimum: copilot.minSalary };
  if (currency === wanted) return { points: POINTS.salary, reasons: [reason("salary", POINTS.salary, `Salary ${text} meets your minimum`, meets)] };
  // In another currency the reason says roughly what that comes to in the user's.
  const about = roughly(top);
  const said = `Salary ${text} (about ${formatSalary(about, about, wanted!, "year")} a year) meets your minimum`;
  return { points: POINTS.salary, reasons: [reason("salary", POINTS.salary, said, { ...meets, converted: about, converted_currency: wanted })] };
}

/** A converted figure as people would say it: to the thousand once it is in the tens of thousands. */
const roughly = (value: number) => (value >= 10_000 ? Math.round(value / 1000) * 1000 : Math.round(value));

function freshnessPart(job: ScoredJob, now: Date) {
  const days = Math.max(0, Math.floor((now.getTime() - job.postedAt.getTime()) / DAY_MS));
  // Halves every week: applying early is what gets answers.
  const points = Math.max(1, Math.round(POINTS.freshness * 0.5 ** (days / 7)));
  const text = days === 0 ? "Posted today" : days === 1 ? "Posted yesterday" : `Posted ${days} days ago`;
  return { points, reasons: [reason("freshness", points, text, { days })] };
}

/**
 * Scores one job for one copilot, 0–100, with the reasons in words. A job whose title shares
 * nothing with the copilot's titles, or whose level is two steps off, never passes.
 */
export function explainMatch(job: ScoredJob, copilot: ScoredCopilot, facts: ScoredFacts = {}, options: ExplainOptions = {}): Match {
  const now = options.now ?? new Date();
  const userCountries = options.userCountries ?? [...copilot.countries, ...copilot.cities.map((city) => city.country_code)];
  const skills = job.skills ?? jobSkills(job);
  const title = titlePart(job, copilot, facts);
  const seniority = seniorityPart(job, copilot, facts);
  const parts = [
    title,
    locationPart(job, copilot, userCountries, options.places ?? placesOf(copilot.cities)),
    skillsPart(skills, facts),
    seniority,
    salaryPart(job, copilot),
    freshnessPart(job, now),
  ];
  const score = Math.max(0, Math.min(100, parts.reduce((total, part) => total + part.points, 0)));
  const threshold = THRESHOLDS[copilot.strictness];
  const fits = title.similarity > 0 && !seniority.gate;
  return { score, threshold, fits, passes: fits && score >= threshold, reasons: parts.flatMap((part) => part.reasons), skills };
}
