import type { Locale } from "@/lib/i18n/locales";
import { AssistantInputError, type Assistant, type Turn } from "../types";
import { analyse, type Analysis } from "./analysis";
import { analysisTurnCopy, analysisVoice } from "./copy";
import { countryName } from "./format";
import { offerTranslator } from "./i18n";
import { marketSample } from "./market";
import { negotiate, onTheTable, openNegotiation, restartNegotiation, type Negotiation } from "./roleplay";
import { offerInputSchema, offerSetupSchema, type OfferSetup } from "./schema";

export { marketFor } from "./market";
export type { Market } from "./market";
export type { OfferAnalysisCard } from "./copy";
export type { RecruiterMoveCard, RecruiterMove } from "./roleplay";
export { offerSetupSchema, offerInputSchema, type OfferSetup } from "./schema";

/** The thread's state: the offer, its analysis (market included, read once), and the practice negotiation. */
export type OfferState = { setup: OfferSetup; analysis: Analysis; negotiation: Negotiation };

/**
 * What a text about this offer may repeat besides the user's sources: the offer as entered, the
 * country's name in the user's language, and every figure the engine computed (market, counter,
 * the recruiter's offers and the user's asks). The grounding check takes it as its context.
 */
export function offerContext(state: OfferState, locale: Locale): string[] {
  const { setup, analysis, negotiation } = state;
  const { market, counter, compensation } = analysis;
  const offers = negotiation.offers;
  const numbers = [
    setup.base_salary, setup.bonus?.value, setup.equity_per_year, setup.signing_bonus,
    ...Object.values(compensation),
    ...(market ? [market.postings, market.median, market.p25, market.p75, market.min, market.max] : []),
    analysis.percentile, counter.base, counter.total_annual, counter.signing_bonus, counter.raise_percent, counter.expectation,
    compensation.total_annual + compensation.signing_first_year,
    negotiation.budget, negotiation.signingBonus, negotiation.lastAsk,
    ...offers, ...offers.map((offer) => offer - offers[0]!), ...offers.slice(1).map((offer, index) => offer - offers[index]!),
  ];
  return [
    setup.title, setup.company ?? "", setup.city ?? "", setup.country, countryName(setup.country, locale), setup.currency,
    setup.start_date ?? "", ...(setup.benefits ?? []),
    market ? `${market.scope.title_family} ${market.scope.country ? countryName(market.scope.country, locale) : ""}` : "",
    ...numbers.filter((value): value is number => typeof value === "number").map((value) => String(Math.round(value))),
  ].filter((entry) => entry.length > 0);
}

export const offerAssistant: Assistant<OfferSetup, OfferState> = {
  id: "offer_negotiation",
  setupSchema: offerSetupSchema,
  inputSchema: offerInputSchema,

  title(setup, context) {
    const t = offerTranslator(context.locale);
    return setup.company ? t("title.withCompany", { title: setup.title, company: setup.company }) : t("title.plain", { title: setup.title });
  },

  async start(setup, context): Promise<Turn<OfferState>> {
    const sample = await marketSample(
      { db: context.deps.db },
      { title: setup.title, country: setup.country, seniority: setup.seniority ?? null, currency: setup.currency },
      context.now,
    );
    const analysis = analyse(setup, sample, context.sources);
    const { text, card } = analysisTurnCopy(setup, analysis, context.sources, context.locale);
    return {
      text,
      data: card,
      state: { setup, analysis, negotiation: openNegotiation(setup, analysis) },
      voice: analysisVoice(setup, analysis, context.locale),
    };
  },

  async reply(state, message, _history, context): Promise<Turn<OfferState>> {
    const situation = { setup: state.setup, analysis: state.analysis, locale: context.locale };
    if (message.input !== undefined && message.input !== null) {
      const input = offerInputSchema.safeParse(message.input);
      if (!input.success) throw new AssistantInputError("input_invalid", "Send {action: \"restart_roleplay\"} or a text message.");
      const restarted = restartNegotiation(situation);
      return { text: restarted.text, state: { ...state, negotiation: restarted.negotiation }, voice: restarted.voice };
    }
    const text = message.text.trim();
    if (!text) throw new AssistantInputError("message_required", "Write your answer to the recruiter.");
    if (state.negotiation.closed) {
      throw new AssistantInputError("negotiation_closed", `The practice negotiation closed at ${onTheTable(state.negotiation)}; send {action: "restart_roleplay"} to practise again.`);
    }
    const turn = negotiate(situation, state.negotiation, text);
    return { text: turn.text, data: turn.card, state: { ...state, negotiation: turn.negotiation }, voice: turn.voice };
  },
};
