import type { UserSources } from "../../sources";
import { convert } from "../../../jobs/match/currency";
import { PERIODS_PER_YEAR, rankAmong, type Market, type MarketSample } from "./market";
import type { OfferSetup } from "./schema";

export type Position = "below" | "within" | "above" | "unknown";

export type Compensation = { base: number; bonus: number; equity: number; signing_first_year: number; total_annual: number };

/** Which rule set the counter; the reasons are worded from it. */
export type CounterRule = "below" | "far_below" | "within" | "above" | "no_market" | "no_market_expectation";

export type CounterPlan = {
  rule: CounterRule;
  base: number;
  total_annual: number;
  /** A signing bonus to ask for instead of more base; null when none is asked. */
  signing_bonus: number | null;
  /** The ask over the offer's base, in whole percent. */
  raise_percent: number;
  /** The user's own salary expectation, a year in the offer's currency, when on file and convertible. */
  expectation: number | null;
};

export type Analysis = {
  compensation: Compensation;
  market: Market | null;
  position: Position;
  percentile: number | null;
  counter: CounterPlan;
};

// The counter's rules, all relative to the offer's base B and the market's quartiles:
// - below the lower quartile: ask for the middle of median..p75, but at most +15% in one step;
//   far below (B under 85% of p25) the step may reach the median, a gap one step cannot close politely otherwise;
// - within the middle half: a moderate ask towards p75, between +5% and +10%;
// - above p75: keep the base and ask for non-salary items, a signing bonus of 5% of the base when there is none;
// - no market: a modest +7%, or the user's own expectation when it is higher, at most +15%.
const STEP_CAP = 0.15;
const FAR_BELOW = 0.85;
const WITHIN_MIN = 0.05;
const WITHIN_MAX = 0.1;
const MODEST = 0.07;
const SIGNING_SHARE = 0.05;

/** The bonus in money: a percentage of `base`, or the stated amount. */
export function bonusOn(base: number, bonus: OfferSetup["bonus"]): number {
  if (!bonus) return 0;
  return Math.round(bonus.type === "percent" ? (base * bonus.value) / 100 : bonus.value);
}

/** Yearly pay for a base salary: base, bonus (a percentage follows the base) and equity; a one-time signing bonus is not yearly. */
export const totalAnnual = (base: number, setup: OfferSetup) => Math.round(base) + bonusOn(base, setup.bonus) + Math.round(setup.equity_per_year ?? 0);

export function compensationOf(setup: OfferSetup): Compensation {
  return {
    base: Math.round(setup.base_salary),
    bonus: bonusOn(setup.base_salary, setup.bonus),
    equity: Math.round(setup.equity_per_year ?? 0),
    signing_first_year: Math.round(setup.signing_bonus ?? 0),
    total_annual: totalAnnual(setup.base_salary, setup),
  };
}

/**
 * The unit asks and concessions are rounded to, as people name salaries: half a percent to one
 * percent of the amount, a round figure (500 for 72,000, 1,000 for 150,000, 50,000 for 8,500,000).
 */
export function stepFor(amount: number): number {
  if (amount < 100) return 1;
  const exponent = Math.floor(Math.log10(amount));
  const mantissa = amount / 10 ** exponent;
  return 10 ** (exponent - 2) * (mantissa >= 5 ? 5 : 1);
}

export const roundToStep = (amount: number, step: number) => Math.round(amount / step) * step;
export const floorToStep = (amount: number, step: number) => Math.floor(amount / step) * step;

/** A signing bonus worth asking for, or offering, on a base salary: 5% of it, rounded. */
export const signingBonusFor = (base: number) => roundToStep(base * SIGNING_SHARE, stepFor(base));

/** An ask rounded to the offer's step, never above `cap` and always above the offer. */
function rounded(ask: number, offer: number, cap: number): number {
  const step = stepFor(offer);
  let value = roundToStep(ask, step);
  if (value > cap) value = floorToStep(cap, step);
  if (value <= offer) value = offer + step;
  return value;
}

export function positionOf(base: number, market: Market | null): Position {
  if (!market) return "unknown";
  if (base < market.p25) return "below";
  if (base > market.p75) return "above";
  return "within";
}

/** The user's salary expectation over a year in the offer's currency; null when absent or not convertible. */
export function expectationIn(sources: UserSources, currency: string): number | null {
  const expectation = sources.details.salaryExpectation;
  if (!expectation || !(expectation.amount > 0)) return null;
  const perYear = PERIODS_PER_YEAR[expectation.period];
  if (perYear === undefined) return null;
  const converted = convert(expectation.amount * perYear, expectation.currency, currency);
  return converted === null ? null : Math.round(converted);
}

function counterBase(offer: number, market: Market | null, expectation: number | null): { rule: CounterRule; base: number } {
  if (!market) {
    const modest = offer * (1 + MODEST);
    if (expectation !== null && expectation > modest) return { rule: "no_market_expectation", base: rounded(Math.min(expectation, offer * (1 + STEP_CAP)), offer, offer * (1 + STEP_CAP)) };
    return { rule: "no_market", base: rounded(modest, offer, offer * (1 + STEP_CAP)) };
  }
  const position = positionOf(offer, market);
  if (position === "below") {
    const farBelow = offer < market.p25 * FAR_BELOW;
    const cap = farBelow ? Math.max(offer * (1 + STEP_CAP), market.median) : offer * (1 + STEP_CAP);
    const ideal = (market.median + market.p75) / 2;
    return { rule: farBelow ? "far_below" : "below", base: rounded(Math.min(ideal, cap), offer, cap) };
  }
  if (position === "within") {
    const target = Math.max(Math.min(market.p75, offer * (1 + WITHIN_MAX)), offer * (1 + WITHIN_MIN));
    return { rule: "within", base: rounded(target, offer, Math.max(market.p75, offer * (1 + WITHIN_MIN))) };
  }
  return { rule: "above", base: Math.round(offer) };
}

/** The whole analysis of an offer: deterministic for the same offer, market and sources. */
export function analyse(setup: OfferSetup, sample: MarketSample | null, sources: UserSources): Analysis {
  const compensation = compensationOf(setup);
  const market = sample?.market ?? null;
  const expectation = expectationIn(sources, setup.currency);
  const { rule, base } = counterBase(compensation.base, market, expectation);
  const signing = rule === "above" && !setup.signing_bonus ? signingBonusFor(compensation.base) : null;
  return {
    compensation,
    market,
    position: positionOf(compensation.base, market),
    percentile: sample ? rankAmong(sample.values, compensation.base) : null,
    counter: {
      rule,
      base,
      total_annual: totalAnnual(base, setup),
      signing_bonus: signing,
      raise_percent: Math.round(((base - compensation.base) / compensation.base) * 100),
      expectation,
    },
  };
}
