import type { Locale } from "@/lib/i18n/locales";
import { isQuantified } from "../../../cv/achievements";
import type { UserSources } from "../../sources";
import type { Voice } from "../types";
import type { Analysis, Compensation } from "./analysis";
import { countryName, languageName, listOf, longDate, money, percent } from "./format";
import { offerTranslator, type OfferTranslator } from "./i18n";
import type { Market } from "./market";
import type { OfferSeniority, OfferSetup } from "./schema";

/** The first turn's card, rendered by the offer screen. */
export type OfferAnalysisCard = {
  kind: "offer_analysis";
  currency: string;
  total_compensation: Compensation;
  market: Market | null;
  position: Analysis["position"];
  percentile: number | null;
  counter: { base: number; total_annual: number; reasons: string[] };
  scripts: { email: { subject: string; body: string }; call: string[] };
};

/** What the scripts may say about the user: only what the CV and profile hold. */
type Profile = {
  name: string | null;
  years: number | null;
  cvTitle: string | null;
  skills: string[];
  achievement: string | null;
};

const TOP_SKILLS = 3;

function profileOf(sources: UserSources): Profile {
  const cv = sources.cv;
  const achievement = cv?.achievements.find(isQuantified) ?? null;
  return {
    name: sources.firstName?.trim() || null,
    years: cv?.yearsOfExperience ?? sources.details.yearsOfExperience ?? null,
    cvTitle: cv?.titles[0] ?? null,
    skills: (cv?.skills ?? []).slice(0, TOP_SKILLS),
    // Quoted as the CV words it; the sentence's own full stop goes after the quote.
    achievement: achievement?.replace(/[\s.;,]+$/, "") ?? null,
  };
}

/** What the sentences are built with, in the user's language: the words, money in the offer's currency, the market's scope, the country. */
function phrasing(setup: OfferSetup, analysis: Analysis, locale: Locale) {
  const m = (amount: number) => money(amount, setup.currency, locale);
  const market = analysis.market;
  const t = offerTranslator(locale);
  return {
    m,
    t,
    scope: market ? scopeOf(market, t, locale) : null,
    country: countryName(setup.country, locale),
  };
}

function scopeOf(market: Market, t: OfferTranslator, locale: Locale): string {
  if (!market.scope.country) return t("scope.everywhere");
  const country = countryName(market.scope.country, locale);
  const level = market.scope.seniority as OfferSeniority | null;
  if (level) return t("scope.countryLevel", { country, level: t(`level.${level}`) });
  return market.broadened.includes("seniority") ? t("scope.countryAllLevels", { country }) : t("scope.country", { country });
}

/** What can be asked for besides base salary; a signing bonus only when the offer has none. */
export function nonSalaryItems(setup: OfferSetup, signing: number | null, locale: Locale): string[] {
  const t = offerTranslator(locale);
  return [
    ...(signing !== null ? [t("items.signing", { amount: money(signing, setup.currency, locale) })] : []),
    setup.start_date ? t("items.startDateFrom", { date: longDate(setup.start_date, locale) }) : t("items.startDate"),
    t("items.remote"),
    t("items.training"),
  ];
}

function reasonsOf(setup: OfferSetup, analysis: Analysis, locale: Locale): string[] {
  const { m, t, scope, country } = phrasing(setup, analysis, locale);
  const { market, counter, compensation } = analysis;
  const ask = m(counter.base);
  const raise = percent(counter.raise_percent, locale);
  const reasons: string[] = [];
  if (market) {
    const median = t("reasons.median", { count: market.postings, scope: scope!, median: m(market.median) });
    if (counter.rule === "below") reasons.push(median, t("reasons.underP25", { base: m(compensation.base), p25: m(market.p25) }), t("reasons.stepCap", { ask, raise }));
    if (counter.rule === "far_below") reasons.push(median, t("reasons.underP25", { base: m(compensation.base), p25: m(market.p25) }), t("reasons.farBelow", { median: m(market.median) }));
    if (counter.rule === "within") reasons.push(median, t("reasons.towardsP75", { base: m(compensation.base), ask, p75: m(market.p75) }));
    if (counter.rule === "above") reasons.push(median, t("reasons.aboveP75", { base: m(compensation.base), p75: m(market.p75) }), t("reasons.nonSalary"));
    if (market.broadened.includes("seniority")) reasons.push(t("analysis.broadenedSeniority"));
    if (market.broadened.includes("country")) reasons.push(t("analysis.broadenedCountry", { country }));
  } else {
    reasons.push(t("reasons.noMarketModest", { raise }));
  }
  if (counter.expectation !== null) {
    const expectation = m(counter.expectation);
    reasons.push(counter.expectation <= compensation.base ? t("reasons.expectationMet", { expectation }) : t("reasons.expectation", { expectation }));
    if (counter.rule === "no_market_expectation" && counter.expectation > counter.base) reasons.push(t("reasons.expectationCapped", { raise, ask }));
  }
  return reasons;
}

function scriptsOf(setup: OfferSetup, analysis: Analysis, sources: UserSources, locale: Locale): OfferAnalysisCard["scripts"] {
  const { m, t, scope } = phrasing(setup, analysis, locale);
  const { market, counter } = analysis;
  const profile = profileOf(sources);
  const above = counter.rule === "above";
  const items = listOf(nonSalaryItems(setup, counter.signing_bonus, locale), locale);

  const experience =
    profile.years !== null && profile.cvTitle
      ? t("email.experienceYearsTitle", { years: profile.years, cvTitle: profile.cvTitle })
      : profile.years !== null
        ? t("email.experienceYears", { years: profile.years })
        : profile.cvTitle
          ? t("email.experienceTitle", { cvTitle: profile.cvTitle })
          : null;
  const skills = profile.skills.length > 0 ? t("email.skills", { skills: listOf(profile.skills, locale) }) : null;
  const marketLine = market && !above ? t("email.market", { count: market.postings, scope: scope!, median: m(market.median), p75: m(market.p75) }) : null;
  const askLine = above ? t("email.askAbove", { items }) : t("email.ask", { ask: m(counter.base) });

  const paragraphs = [
    setup.company ? t("email.greetingCompany", { company: setup.company }) : t("email.greeting"),
    t("email.thanks", { title: setup.title }),
    [experience, skills, profile.achievement ? t("email.achievement", { achievement: profile.achievement }) : null].filter(Boolean).join(" "),
    [marketLine, askLine].filter(Boolean).join(" "),
    t("email.close"),
    [t("email.signoff"), profile.name].filter(Boolean).join("\n"),
  ].filter((paragraph) => paragraph.length > 0);

  const call = [
    t("call.thanks", { title: setup.title }),
    experience,
    profile.achievement ? t("call.achievement", { achievement: profile.achievement }) : null,
    market && !above ? t("call.market", { count: market.postings, scope: scope!, median: m(market.median) }) : null,
    above ? t("call.askAbove", { items }) : t("call.ask", { ask: m(counter.base) }),
    t("call.pause"),
    above ? null : t("call.fallback"),
    t("call.close"),
  ].filter((point): point is string => point !== null);

  return { email: { subject: t("email.subject", { title: setup.title }), body: paragraphs.join("\n\n") }, call };
}

/** The first turn: the offer worked out, the market, the counter with its reasons, the scripts, and what data was missing. */
export function analysisTurnCopy(setup: OfferSetup, analysis: Analysis, sources: UserSources, locale: Locale): { text: string; card: OfferAnalysisCard } {
  const { m, t, scope, country } = phrasing(setup, analysis, locale);
  const { market, counter, compensation } = analysis;
  const profile = profileOf(sources);
  const parts = [
    t("parts.base", { amount: m(compensation.base) }),
    ...(compensation.bonus > 0 ? [t("parts.bonus", { amount: m(compensation.bonus) })] : []),
    ...(compensation.equity > 0 ? [t("parts.equity", { amount: m(compensation.equity) })] : []),
  ];
  const sentences = [t("analysis.total", { title: setup.title, total: m(compensation.total_annual), parts: listOf(parts, locale) })];
  if (compensation.signing_first_year > 0) {
    sentences.push(t("analysis.signing", { signing: m(compensation.signing_first_year), firstYear: m(compensation.total_annual + compensation.signing_first_year) }));
  }
  if (market) {
    sentences.push(t("analysis.market", { count: market.postings, scope: scope!, median: m(market.median), p25: m(market.p25), p75: m(market.p75) }));
    if (market.broadened.includes("seniority")) sentences.push(t("analysis.broadenedSeniority"));
    if (market.broadened.includes("country")) sentences.push(t("analysis.broadenedCountry", { country }));
    const position = analysis.position as "below" | "within" | "above";
    sentences.push(t(`analysis.${position}`, { base: m(compensation.base), p25: m(market.p25), p75: m(market.p75), percentile: percent(analysis.percentile!, locale) }));
  } else {
    sentences.push(t("analysis.noMarket", { title: setup.title }));
  }
  sentences.push(
    counter.rule === "above"
      ? t("analysis.counterAbove", { items: listOf(nonSalaryItems(setup, counter.signing_bonus, locale), locale) })
      : t("analysis.counterRaise", { ask: m(counter.base), raise: percent(counter.raise_percent, locale), total: m(counter.total_annual) }),
  );

  const missing = [
    !sources.cv ? t("analysis.missingCv") : null,
    sources.cv && !profile.achievement ? t("analysis.missingAchievements") : null,
    !profile.name ? t("analysis.missingName") : null,
  ].filter((line): line is string => line !== null);

  const text = [sentences.join(" "), ...(missing.length > 0 ? [missing.join(" ")] : []), `${t("analysis.scriptsReady")} ${t("analysis.practice")}`].join("\n\n");
  return {
    text,
    card: {
      kind: "offer_analysis",
      currency: setup.currency,
      total_compensation: compensation,
      market,
      position: analysis.position,
      percentile: analysis.percentile,
      counter: { base: counter.base, total_annual: counter.total_annual, reasons: reasonsOf(setup, analysis, locale) },
      scripts: scriptsOf(setup, analysis, sources, locale),
    },
  };
}

/** The analysis voiced by a model: the computed figures explained, none added. */
export function analysisVoice(setup: OfferSetup, analysis: Analysis, locale: Locale): Voice {
  const m = (amount: number) => money(amount, setup.currency, locale);
  const { market, counter, compensation } = analysis;
  const marketLine = market
    ? `market: median ${m(market.median)} of ${market.postings} comparable postings, middle half ${m(market.p25)} to ${m(market.p75)}; the offer's base is ${analysis.position} that range, above ${analysis.percentile}% of the postings`
    : "market: no comparable postings with a salary were found";
  return {
    system:
      `You are a salary negotiation coach in a job-search app, explaining an analysis of the user's job offer that has already been computed. ` +
      `Use only the figures and facts given to you: add no numbers, employers, skills, degrees or achievements, and do not change any figure. ` +
      `Reply in ${languageName(locale)}, briefly and warmly.`,
    instruction:
      `Explain these computed numbers to the user without adding new ones. Offer for ${setup.title}: base ${m(compensation.base)}, total ${m(compensation.total_annual)} a year. ` +
      `${marketLine}. Suggested counter: ${counter.rule === "above" ? "keep the base and negotiate non-salary items" : `a base salary of ${m(counter.base)}`}. ` +
      `Say that the email and call scripts are shown below, and invite the user to practise by answering as they would answer the recruiter.`,
  };
}
