import type { MatchReason, ReasonParams } from "@/lib/contracts/applications";

// The matcher stores each reason as English text plus its kind and params
// (server/jobs/match/score.ts). The UI says it in the user's language from kind and params,
// and shows the stored text only for a reason it cannot read.

export const SENIORITY_LEVELS = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"] as const;
type Level = (typeof SENIORITY_LEVELS)[number];
export const SALARY_PERIODS = ["year", "month", "day", "hour"] as const;
type Period = (typeof SALARY_PERIODS)[number];

/** Keys in the MatchReasons messages. */
export type ReasonKey =
  | "title.match"
  | "title.close"
  | "experience"
  | "seniority.asked"
  | "seniority.years"
  | "seniority.near"
  | "skills"
  | "location.worldwide"
  | "location.remoteCountry"
  | "location.city"
  | "location.cityHybrid"
  | "location.cityNear"
  | "location.cityNearHybrid"
  | "location.country"
  | "location.countryHybrid"
  | "salary.stated"
  | "salary.meets"
  | "salary.meetsConverted"
  | "freshness.today"
  | "freshness.yesterday"
  | "freshness.days";

export type ReasonValues = Record<string, string | number>;
export type ReasonText = { key: ReasonKey; values: ReasonValues };

/** The few words a reason is built from, in the user's language. */
export type ReasonWords = {
  level: (level: Level) => string;
  more: (count: number) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
  per: (period: Exclude<Period, "year">, amount: string) => string;
};

const text = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const count = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
const isLevel = (value: unknown): value is Level => (SENIORITY_LEVELS as readonly unknown[]).includes(value);
const isPeriod = (value: unknown): value is Period => (SALARY_PERIODS as readonly unknown[]).includes(value);

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function formatList(items: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

/** "€70K–€85K", "from $45", "up to 4,000 € a month"; null when the amounts cannot be read. */
export function formatSalary(params: ReasonParams, locale: string, words: ReasonWords): string | null {
  const min = count(params.min) ? params.min : null;
  const max = count(params.max) ? params.max : null;
  const { currency, period } = params;
  if ((min === null && max === null) || !text(currency) || !isPeriod(period)) return null;
  let format: Intl.NumberFormat;
  try {
    const thousands = period === "year" && Math.min(min ?? Infinity, max ?? Infinity) >= 1000;
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      notation: thousands ? "compact" : "standard",
      maximumFractionDigits: thousands ? 1 : 2,
      minimumFractionDigits: 0,
    });
  } catch {
    return null;
  }
  const range =
    min !== null && max !== null && min !== max ? formatRange(format, min, max)
    : min !== null && max === null ? words.from(format.format(min))
    : min === null && max !== null ? words.upTo(format.format(max))
    : format.format((min ?? max)!);
  return period === "year" ? range : words.per(period, range);
}

function formatRange(format: Intl.NumberFormat, min: number, max: number) {
  const withRange = format as Intl.NumberFormat & { formatRange?: (a: number, b: number) => string };
  return typeof withRange.formatRange === "function" ? withRange.formatRange(min, max) : `${format.format(min)}–${format.format(max)}`;
}

/** A reason in the user's language, or null to fall back to the stored text. */
export function describeReason(reason: MatchReason, locale: string, words: ReasonWords): ReasonText | null {
  const params = reason.params;
  if (!params || typeof params !== "object") return null;
  switch (reason.kind) {
    case "title":
      if (!text(params.title)) return null;
      return { key: params.close === 1 ? "title.match" : "title.close", values: { title: params.title } };
    case "experience":
      return text(params.title) ? { key: "experience", values: { title: params.title } } : null;
    case "seniority": {
      if (!isLevel(params.seniority)) return null;
      const level = words.level(params.seniority);
      if (isLevel(params.wanted)) return { key: "seniority.near", values: { level, wanted: words.level(params.wanted) } };
      if (count(params.years)) return { key: "seniority.years", values: { level, years: params.years } };
      return { key: "seniority.asked", values: { level } };
    }
    case "skills": {
      const skills = Array.isArray(params.skills) ? params.skills.filter(text) : [];
      if (skills.length === 0) return null;
      const shown = skills.length > 4 ? [...skills.slice(0, 3), words.more(skills.length - 3)] : skills;
      return { key: "skills", values: { skills: formatList(shown, locale) } };
    }
    case "location": {
      if (params.mode === "remote") {
        return text(params.country)
          ? { key: "location.remoteCountry", values: { country: countryName(params.country, locale) } }
          : { key: "location.worldwide", values: {} };
      }
      const hybrid = params.mode === "hybrid";
      if (text(params.city)) {
        return count(params.km) && params.km > 0 && text(params.near)
          ? { key: hybrid ? "location.cityNearHybrid" : "location.cityNear", values: { city: params.city, km: params.km, near: params.near } }
          : { key: hybrid ? "location.cityHybrid" : "location.city", values: { city: params.city } };
      }
      if (!text(params.country)) return null;
      return { key: hybrid ? "location.countryHybrid" : "location.country", values: { country: countryName(params.country, locale) } };
    }
    case "salary": {
      const salary = formatSalary(params, locale, words);
      if (!salary) return null;
      if (!count(params.minimum)) return { key: "salary.stated", values: { salary } };
      // A posting in another currency carries its yearly top converted into the minimum's.
      const about = count(params.converted) ? params.converted : null;
      const converted = about === null ? null : formatSalary({ min: about, max: about, currency: params.converted_currency, period: "year" }, locale, words);
      return converted ? { key: "salary.meetsConverted", values: { salary, converted } } : { key: "salary.meets", values: { salary } };
    }
    case "freshness": {
      if (!count(params.days)) return null;
      const days = Math.floor(params.days);
      return days === 0 ? { key: "freshness.today", values: {} } : days === 1 ? { key: "freshness.yesterday", values: {} } : { key: "freshness.days", values: { days } };
    }
    default:
      return null;
  }
}

/** Reasons strongest first, as the score weighs them. */
export const byWeight = (reasons: MatchReason[]) => [...reasons].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
