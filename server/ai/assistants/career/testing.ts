import type { Locale } from "@/lib/i18n/locales";
import type { MessageData } from "../types";
import { countryNames, percentOf } from "./i18n";

/** Card fields that are the advisor's own words, not facts from the postings: a grounding check must read them, not accept them. */
const OWN_WORDS = new Set(["suggestion", "notes"]);

/**
 * The posting-derived facts a card carries (titles, skills, companies, counts, percentages and the
 * scope's country names), as the grounding check's context: what the advisor may repeat without
 * it being a claim about the user.
 */
export function postingFacts(data: MessageData | undefined, locale: Locale): string[] {
  const facts: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (key && OWN_WORDS.has(key)) return;
    if (typeof value === "string") facts.push(value);
    else if (typeof value === "number") facts.push(key === "share" ? String(percentOf(value)) : String(value));
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === "object") for (const [inner, item] of Object.entries(value)) walk(item, inner);
  };
  walk(data ?? null, null);
  const countries = (data?.scope as { countries?: string[] | null } | undefined)?.countries ?? [];
  return [...facts, ...countryNames(countries, locale)];
}

/** The advisor's own words on a card: each must pass the grounding check by itself. */
export function ownWords(data: MessageData | undefined): string[] {
  if (!data) return [];
  const plan = (data.plan as { suggestion: string }[] | undefined) ?? [];
  return [...plan.map((step) => step.suggestion), ...((data.notes as string[] | undefined) ?? [])];
}
