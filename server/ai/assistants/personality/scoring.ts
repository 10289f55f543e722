import { DOMAINS, FACETS, ITEMS, facetsOf, type DomainKey, type FacetKey, type ItemId } from "./items";
import { NORMS, type Norm } from "./norms";

export type Level = "low" | "average" | "high";
export type Answers = Partial<Record<ItemId, number>>;

/** Raw facet scores (4..20 each): all a profile needs, the rest is derived. */
export type FacetScores = Record<FacetKey, number>;

export type Scored = { score: number; percentile: number; level: Level };
export type Profile = {
  domains: Record<DomainKey, Scored>;
  facets: Record<FacetKey, Scored>;
};

/** Low below the 30th percentile, high above the 70th: the lowest, middle and highest 30/40/30 %, as in Johnson's reports. */
export const LOW_BELOW = 30;
export const HIGH_ABOVE = 70;

export const missingItems = (answers: Answers): ItemId[] => ITEMS.filter((item) => answers[item.id] === undefined).map((item) => item.id);

/** The value an answer adds to its facet: reverse-keyed items count 6 − answer. */
export const keyedValue = (keyed: "+" | "-", answer: number) => (keyed === "-" ? 6 - answer : answer);

/** Facet sums of the keyed answers; every item must be answered. */
export function facetScores(answers: Answers): FacetScores {
  const missing = missingItems(answers);
  if (missing.length > 0) throw new Error(`${missing.length} items are not answered`);
  const scores = Object.fromEntries(FACETS.map((facet) => [facet, 0])) as FacetScores;
  for (const item of ITEMS) scores[item.facet] += keyedValue(item.keyed, answers[item.id]!);
  return scores;
}

export const domainScore = (scores: FacetScores, domain: DomainKey) => facetsOf(domain).reduce((sum, facet) => sum + scores[facet], 0);

/**
 * The standard normal distribution function, by the Abramowitz–Stegun 26.2.17 polynomial (absolute
 * error below 7.5e-8): plenty for whole percentiles, and the same on every platform.
 */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** Whole percentile of a raw score against a norm, clamped to 1..99 (the tails say no more than that). */
export function percentileOf(score: number, norm: Norm): number {
  const percentile = Math.round(100 * normalCdf((score - norm.mean) / norm.sd));
  return Math.min(99, Math.max(1, percentile));
}

export const levelOf = (percentile: number): Level => (percentile < LOW_BELOW ? "low" : percentile > HIGH_ABOVE ? "high" : "average");

const scored = (score: number, norm: Norm): Scored => {
  const percentile = percentileOf(score, norm);
  return { score, percentile, level: levelOf(percentile) };
};

export function profileOf(scores: FacetScores): Profile {
  return {
    domains: Object.fromEntries(DOMAINS.map((domain) => [domain, scored(domainScore(scores, domain), NORMS.domains[domain])])) as Record<DomainKey, Scored>,
    facets: Object.fromEntries(FACETS.map((facet) => [facet, scored(scores[facet], NORMS.facets[facet])])) as Record<FacetKey, Scored>,
  };
}

/** How far a result sits from the middle, for ordering what stands out. */
export const distinctness = (result: Scored) => Math.abs(result.percentile - 50);
