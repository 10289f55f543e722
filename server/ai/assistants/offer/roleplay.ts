import type { Locale } from "@/lib/i18n/locales";
import type { Voice } from "../types";
import { askIn, type Ask } from "./amounts";
import { floorToStep, roundToStep, signingBonusFor, stepFor, type Analysis } from "./analysis";
import { nonSalaryItems } from "./copy";
import { languageName, listOf, money } from "./format";
import { offerTranslator } from "./i18n";
import { intentOf } from "./intents";
import type { OfferSetup } from "./schema";

export type RecruiterMove = "pushback" | "concession" | "non_salary" | "final" | "accepted";

/** Where the practice negotiation stands. */
export type Negotiation = {
  /** Every base salary the recruiter has put on the table, the written offer first. */
  offers: number[];
  /** The most the recruiter may agree to. */
  budget: number;
  /** A signing bonus the recruiter may add when the offer has none. */
  signingBonus: number | null;
  /** The last yearly base salary the user asked for. */
  lastAsk: number | null;
  pushedBack: boolean;
  /** The recruiter asked for a number and got none. */
  askedForNumber: boolean;
  concessions: number;
  nonSalaryOffered: boolean;
  finalGiven: boolean;
  closed: boolean;
};

export type RecruiterMoveCard = {
  kind: "recruiter_move";
  move: RecruiterMove;
  offered_base: number | null;
  asked_base: number | null;
  /** Coaching on the user's last message. */
  tip: string;
};

export type RecruiterTurn = { negotiation: Negotiation; text: string; card: RecruiterMoveCard; voice: Voice };

// The recruiter's rules: room of 10% over the written offer, never past the market's upper quartile
// (and none at all when the offer is already above it); two concessions at most, each half of the
// remaining gap, the whole of it once two rounding steps or less are left; then non-salary items,
// then a final offer.
const BUDGET_ROOM = 0.1;
const MAX_CONCESSIONS = 2;
const CLOSING_GAP_STEPS = 2;
/** An ask this far over the upper quartile is hard to defend with data. */
const TOO_HIGH = 1.2;

/** The recruiter's ceiling for the base salary. */
export function recruiterBudget(offer: number, analysis: Pick<Analysis, "market">): number {
  const room = offer * (1 + BUDGET_ROOM);
  const market = analysis.market;
  const ceiling = !market ? room : market.p75 > offer ? Math.min(room, market.p75) : offer;
  return Math.max(offer, floorToStep(ceiling, stepFor(offer)));
}

export function openNegotiation(setup: OfferSetup, analysis: Pick<Analysis, "market">): Negotiation {
  const offer = Math.round(setup.base_salary);
  return {
    offers: [offer],
    budget: recruiterBudget(offer, analysis),
    signingBonus: setup.signing_bonus ? null : signingBonusFor(offer),
    lastAsk: null,
    pushedBack: false,
    askedForNumber: false,
    concessions: 0,
    nonSalaryOffered: false,
    finalGiven: false,
    closed: false,
  };
}

export const onTheTable = (negotiation: Negotiation) => negotiation.offers.at(-1)!;

type Situation = { setup: OfferSetup; analysis: Analysis; locale: Locale };

/** The recruiter as a model plays it: the role, the budget it may never pass, and this turn's move. */
export function recruiterVoice(situation: Situation, negotiation: Negotiation, instruction: string): Voice {
  const { setup, locale } = situation;
  const m = (amount: number) => money(amount, setup.currency, locale);
  return {
    system:
      `You are a recruiter${setup.company ? ` at ${setup.company}` : ""} negotiating a job offer for the ${setup.title} role with a candidate, who is practising. ` +
      `The written offer is a base salary of ${m(negotiation.offers[0]!)} a year. Your budget for the base salary is at most ${m(negotiation.budget)}: never agree to more, whatever the candidate says. ` +
      `Push back at first (the budget band, internal equity with the team), concede only the amount you are told, and offer non-salary items (a signing bonus, the start date, remote days, a training budget) when told. ` +
      `Stay in the role of the recruiter. Never state facts about the candidate: their experience, skills, employers or results are theirs to tell. ` +
      `Reply in ${languageName(locale)}, in two to four sentences.`,
    instruction,
  };
}

function tipsFor(situation: Situation, ask: Ask): string {
  const { analysis, setup, locale } = situation;
  const t = offerTranslator(locale);
  const m = (amount: number) => money(amount, setup.currency, locale);
  const market = analysis.market;
  const anchor = ask.range
    ? t("tips.range")
    : market && ask.amount > market.p75 * TOO_HIGH
      ? t("tips.tooHigh", { ask: m(ask.amount), p75: m(market.p75) })
      : analysis.counter.rule !== "above" && ask.amount < analysis.counter.base
        ? t("tips.anchorLow", { ask: m(ask.amount), counter: m(analysis.counter.base) })
        : t("tips.anchorHigh");
  const hold = market ? t("tips.holdMarket", { median: m(market.median) }) : t("tips.hold");
  return `${anchor} ${hold}`;
}

/**
 * The recruiter's answer to one message: push back on the first number, then concede half the gap
 * (at most twice, never past the budget), then offer non-salary items, then a final offer; a yes,
 * or an ask at or under what is on the table, closes the deal.
 */
export function negotiate(situation: Situation, negotiation: Negotiation, message: string): RecruiterTurn {
  const { setup, locale } = situation;
  const t = offerTranslator(locale);
  const m = (amount: number) => money(amount, setup.currency, locale);
  const offered = onTheTable(negotiation);
  const first = negotiation.offers[0]!;
  const parsed = askIn(message, offered);
  const ask = parsed ? { ...parsed, amount: Math.round(parsed.amount) } : null;
  const intent = intentOf(message);
  const items = listOf(nonSalaryItems(setup, negotiation.signingBonus, locale), locale);
  const nonSalaryInstruction = `Answer as the recruiter with this move: non_salary, offering ${m(offered)} base and ${items}.`;

  const turn = (next: Negotiation, move: RecruiterMove, text: string, tip: string, asked: number | null, instruction?: string): RecruiterTurn => {
    const base = onTheTable(next);
    return {
      negotiation: next,
      text,
      card: { kind: "recruiter_move", move, offered_base: base, asked_base: asked, tip },
      voice: recruiterVoice(situation, next, instruction ?? `Answer as the recruiter with this move: ${move}, offering ${m(base)}.`),
    };
  };

  // Settling: a yes with no higher number, or an ask at or under what is on the table, which the
  // recruiter takes (never below the written offer).
  if ((ask && ask.amount <= offered) || (!ask && intent === "accept")) {
    const deal = ask ? Math.max(ask.amount, first) : offered;
    const offers = deal === offered ? negotiation.offers : [...negotiation.offers, deal];
    const next: Negotiation = { ...negotiation, offers, lastAsk: ask?.amount ?? negotiation.lastAsk, closed: true };
    const tip =
      ask && ask.amount < offered
        ? t("tips.belowOffer", { offered: m(offered) })
        : deal > first
          ? t("tips.acceptedGain", { offered: m(deal), gain: m(deal - first) })
          : t("tips.acceptedFirst");
    const instruction = `Answer as the recruiter with this move: accepted, offering ${m(deal)}: confirm the deal and the written offer.`;
    return turn(next, "accepted", t("recruiter.accepted", { offered: m(deal) }), tip, ask?.amount ?? null, instruction);
  }

  if (!ask && intent === "benefits") {
    const next = { ...negotiation, nonSalaryOffered: true };
    return turn(next, "non_salary", t("recruiter.benefits", { offered: m(offered), items }), t("tips.benefits"), null, nonSalaryInstruction);
  }

  const target = ask?.amount ?? negotiation.lastAsk;
  if (target === null) {
    const next = { ...negotiation, askedForNumber: true };
    const text = negotiation.askedForNumber ? t("recruiter.pushbackAgain") : t("recruiter.pushbackNoNumber", { offered: m(offered) });
    return turn(next, "pushback", text, intent === "refuse" ? t("tips.refusedNoNumber") : t("tips.noNumber"), null);
  }

  const asking = { ...negotiation, lastAsk: target };
  if (!negotiation.pushedBack) {
    const tip = tipsFor(situation, ask ?? { amount: target, range: false, relative: false });
    return turn({ ...asking, pushedBack: true }, "pushback", t("recruiter.pushback", { offered: m(offered), ask: m(target) }), tip, target);
  }

  if (target > offered && offered < negotiation.budget && negotiation.concessions < MAX_CONCESSIONS) {
    const step = stepFor(first);
    const halfway = roundToStep(offered + (target - offered) / 2, step);
    let next = Math.min(Math.max(halfway, offered), negotiation.budget);
    // A gap of a few rounding steps is closed whole, as far as the budget allows.
    if (target - next <= CLOSING_GAP_STEPS * step || next === offered) next = Math.min(target, negotiation.budget);
    const met = next === target;
    const conceded = { ...asking, offers: [...negotiation.offers, next], concessions: negotiation.concessions + 1 };
    return turn(
      conceded,
      "concession",
      met ? t("recruiter.concessionMet", { offered: m(next) }) : t("recruiter.concession", { offered: m(next) }),
      met ? t("tips.met") : t("tips.concession", { gain: m(next - offered) }),
      ask?.amount ?? null,
    );
  }

  // Holding out for a number the recruiter has already met ("no" after a yes to the ask) ends in the final offer.
  if (target > offered && !negotiation.nonSalaryOffered) {
    const text = t("recruiter.nonSalary", { offered: m(offered), items });
    return turn({ ...asking, nonSalaryOffered: true }, "non_salary", text, t("tips.nonSalary"), ask?.amount ?? null, nonSalaryInstruction);
  }
  const text = negotiation.finalGiven ? t("recruiter.finalAgain", { offered: m(offered) }) : t("recruiter.final", { offered: m(offered) });
  return turn({ ...asking, finalGiven: true }, "final", text, t("tips.final"), ask?.amount ?? null);
}

/** The practice from the top: the written offer on the table again. */
export function restartNegotiation(situation: Situation): { negotiation: Negotiation; text: string; voice: Voice } {
  const { setup, analysis, locale } = situation;
  const negotiation = openNegotiation(setup, analysis);
  const offered = money(onTheTable(negotiation), setup.currency, locale);
  return {
    negotiation,
    text: offerTranslator(locale)("recruiter.restart", { title: setup.title, offered }),
    voice: recruiterVoice(situation, negotiation, `Open the negotiation again as the recruiter: restate the offer, a base salary of ${offered}, and ask what the candidate thinks.`),
  };
}
