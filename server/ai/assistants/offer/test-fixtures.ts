import type { Locale } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../../grounding";
import { emptySources, type UserSources } from "../../sources";
import type { Market, MarketSample } from "./market";
import type { OfferSetup } from "./schema";

/** Shared by the offer assistant's tests: a user with a full CV, an offer, and markets around it. */

const CV_TEXT = `Maria Keller
Senior Backend Engineer

Experience
Senior Backend Engineer, Globex GmbH, 2019 – today
• Cut API latency by 40% for 2 million users at Globex
• Led the migration of 14 services to Kubernetes
Backend Engineer, Initech, 2016 – 2019
• Built the billing service in TypeScript and PostgreSQL

Skills
TypeScript, PostgreSQL, Kubernetes, Docker`;

export const richSources = (locale: Locale = "en"): UserSources => ({
  ...emptySources(locale),
  firstName: "Maria",
  country: "DE",
  cv: {
    resumeId: "00000000-0000-4000-8000-000000000001",
    fileName: "maria-keller.pdf",
    skills: ["TypeScript", "PostgreSQL", "Kubernetes", "Docker"],
    titles: ["Senior Backend Engineer", "Backend Engineer"],
    yearsOfExperience: 9,
    languages: ["English", "German"],
    sections: ["experience", "skills"],
    achievements: ["Cut API latency by 40% for 2 million users at Globex", "Led the migration of 14 services to Kubernetes", "Built the billing service in TypeScript and PostgreSQL"],
    education: [],
    text: CV_TEXT,
  },
});

export const offer = (overrides: Partial<OfferSetup> = {}): OfferSetup => ({
  title: "Senior Backend Engineer",
  company: "Acme",
  seniority: "senior",
  country: "DE",
  city: "Berlin",
  currency: "EUR",
  base_salary: 70_000,
  bonus: { type: "percent", value: 10 },
  ...overrides,
});

/** A market from yearly pay values, summarised as marketFor would. */
export function sampleOf(values: number[], scope: Partial<Market["scope"]> = {}, broadened: Market["broadened"] = []): MarketSample {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const rank = (p / 100) * (sorted.length - 1);
    const below = Math.floor(rank);
    return Math.round(sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (rank - below));
  };
  return {
    values,
    market: {
      postings: values.length,
      median: at(50),
      p25: at(25),
      p75: at(75),
      min: sorted[0]!,
      max: sorted.at(-1)!,
      currency: "EUR",
      scope: { title_family: "backend engineer", country: "DE", seniority: "senior", ...scope },
      broadened,
    },
  };
}

/** Quartiles 75,000 / 80,000 / 90,000: a 70,000 offer is below, 80,000 within, 95,000 above. */
export const germanMarket = () => sampleOf([65_000, 75_000, 80_000, 90_000, 100_000]);

/** Every text must make no claim the sources and the context do not support. */
export function claimsIn(texts: string[], sources: UserSources, context: string[]) {
  return texts.flatMap((text) => unsupportedClaims(text, sources, context).map((claim) => ({ ...claim, text })));
}
