import { locales, type Locale } from "@/lib/i18n/locales";
import { emptySources, type UserSources } from "../../sources";
import { convert } from "../../../jobs/match/currency";
import { analyse, compensationOf, stepFor } from "./analysis";
import { analysisTurnCopy, type OfferAnalysisCard } from "./copy";
import { money } from "./format";
import { offerContext } from "./index";
import type { MarketSample } from "./market";
import { openNegotiation } from "./roleplay";
import type { OfferSetup } from "./schema";
import { claimsIn, germanMarket, offer, richSources, sampleOf } from "./test-fixtures";

function analysed(setup: OfferSetup, sample: MarketSample | null, sources: UserSources, locale: Locale = sources.locale) {
  const analysis = analyse(setup, sample, sources);
  const { text, card } = analysisTurnCopy(setup, analysis, sources, locale);
  const context = offerContext({ setup, analysis, negotiation: openNegotiation(setup, analysis) }, locale);
  return { analysis, text, card, context };
}

const everyText = (text: string, card: OfferAnalysisCard) => [text, ...card.counter.reasons, card.scripts.email.subject, card.scripts.email.body, ...card.scripts.call];

describe("the offer's worth", () => {
  it("adds base, bonus and equity over a year, the signing bonus apart", () => {
    expect(compensationOf(offer({ bonus: { type: "percent", value: 12.5 }, equity_per_year: 8_000, signing_bonus: 5_000 }))).toEqual({
      base: 70_000, bonus: 8_750, equity: 8_000, signing_first_year: 5_000, total_annual: 86_750,
    });
    expect(compensationOf(offer({ bonus: { type: "amount", value: 6_000 } }))).toMatchObject({ bonus: 6_000, total_annual: 76_000 });
    expect(compensationOf(offer({ bonus: undefined }))).toMatchObject({ bonus: 0, equity: 0, signing_first_year: 0, total_annual: 70_000 });
  });

  it("rounds asks to round figures for the salary's size", () => {
    expect([stepFor(45_000), stepFor(72_000), stepFor(150_000), stepFor(8_500_000), stepFor(50)]).toEqual([100, 500, 1_000, 50_000, 1]);
  });
});

describe("the counter", () => {
  it("below the market: towards median..p75, at most 15% in one step", () => {
    const { analysis, card } = analysed(offer(), germanMarket(), richSources());
    expect(analysis.position).toBe("below");
    expect(card).toMatchObject({ position: "below", percentile: 20, counter: { base: 80_500, total_annual: 88_550 } });
    expect(card.counter.reasons[0]).toBe("The median of 5 comparable postings (Germany, senior) is €80,000.");
    expect(card.counter.reasons).toContain("The offer of €70,000 is under the lower quartile of €75,000.");
    expect(card.counter.reasons).toContain("€80,500 is 15% above the offer: a step a recruiter can take to the hiring manager.");
  });

  it("far below the lower quartile: the median in one step", () => {
    const { analysis, card } = analysed(offer({ base_salary: 55_000 }), germanMarket(), richSources());
    expect(analysis.counter.rule).toBe("far_below");
    expect(card.counter.base).toBe(80_000);
    expect(card.percentile).toBe(0);
    expect(card.counter.reasons).toContain("The offer is far under the lower quartile, so the ask goes as far as the median of €80,000 in one step.");
  });

  it("within the middle half: a moderate ask towards p75", () => {
    const { card } = analysed(offer({ base_salary: 80_000 }), germanMarket(), richSources());
    expect(card).toMatchObject({ position: "within", percentile: 50, counter: { base: 88_000, total_annual: 96_800 } });
    // At the upper quartile already, the ask is still a modest 5%.
    expect(analysed(offer({ base_salary: 90_000 }), germanMarket(), richSources()).card.counter.base).toBe(94_500);
  });

  it("above the market: the base stays, the counter is non-salary items", () => {
    const { card, text } = analysed(offer({ base_salary: 95_000, start_date: "2026-05-01" }), germanMarket(), richSources());
    expect(card).toMatchObject({ position: "above", percentile: 80, counter: { base: 95_000, total_annual: 104_500 } });
    expect(card.counter.reasons).toContain("Non-salary items cost the company less than more base salary, so they are easier to agree to.");
    expect(text).toContain("Suggested counter: keep the base salary and negotiate the rest: a signing bonus of €5,000, flexibility on the start date of 1 May 2026, more remote days, and a training budget.");
    expect(card.scripts.email.body).toContain("I would like to ask for a signing bonus of €5,000");
    // An offer that already has a signing bonus is not asked for another.
    expect(analysed(offer({ base_salary: 95_000, signing_bonus: 3_000 }), germanMarket(), richSources()).card.scripts.email.body).not.toContain("signing bonus");
  });

  it("without market data: a modest ask, or the user's own expectation, converted, up to 15%", () => {
    const plain = analysed(offer(), null, richSources());
    expect(plain.card).toMatchObject({ market: null, position: "unknown", percentile: null, counter: { base: 75_000 } });
    expect(plain.card.counter.reasons).toEqual(["Without market data, a modest ask of 7% over the offer is a safe first step."]);
    expect(plain.text).toContain("I found no comparable postings with a stated salary for Senior Backend Engineer in the last year");

    const monthly = richSources();
    monthly.details.salaryExpectation = { amount: 6_500, currency: "EUR", period: "month" };
    const expecting = analysed(offer(), null, monthly);
    expect(expecting.card.counter.base).toBe(78_000);
    expect(expecting.card.counter.reasons).toContain("Your salary expectation on file is €78,000 a year.");

    const inDollars = richSources();
    inDollars.details.salaryExpectation = { amount: 88_000, currency: "USD", period: "year" };
    const converted = Math.round(convert(88_000, "USD", "EUR")!);
    expect(analysed(offer(), null, inDollars).card.counter.reasons).toContain(`Your salary expectation on file is ${money(converted, "EUR", "en")} a year.`);

    const ambitious = richSources();
    ambitious.details.salaryExpectation = { amount: 100_000, currency: "EUR", period: "year" };
    const capped = analysed(offer(), null, ambitious);
    expect(capped.card.counter.base).toBe(80_500);
    expect(capped.card.counter.reasons).toContain("Asking for all of it at once would be a jump of more than 15%; €80,500 is one step towards it.");

    const modest = richSources();
    modest.details.salaryExpectation = { amount: 65_000, currency: "EUR", period: "year" };
    expect(analysed(offer(), null, modest).card.counter.reasons).toContain("The offer already meets your salary expectation of €65,000 a year.");
  });

  it("says when the market was broadened", () => {
    const sample = sampleOf([60_000, 80_000, 100_000], { country: null, seniority: null }, ["seniority", "country"]);
    const { text, card } = analysed(offer(), sample, richSources());
    expect(card.counter.reasons[0]).toBe("The median of 3 comparable postings (all countries) is €80,000.");
    expect(text).toContain("Too few postings named the same level, so all levels are counted.");
    expect(text).toContain("There were too few postings for this country (Germany), so postings from all countries are counted.");
  });

  it("is deterministic: the same offer, market and user give the same turn", () => {
    const first = analysed(offer({ equity_per_year: 4_000 }), germanMarket(), richSources());
    const second = analysed(offer({ equity_per_year: 4_000 }), germanMarket(), richSources());
    expect(second.text).toBe(first.text);
    expect(second.card).toEqual(first.card);
  });
});

describe("the scripts", () => {
  it("ask for the counter with the user's own CV facts, name and the market's figures", () => {
    const { card } = analysed(offer(), germanMarket(), richSources());
    expect(card.scripts.email).toEqual({
      subject: "Offer for the Senior Backend Engineer position",
      body: [
        "Dear Acme team,",
        "Thank you for the offer for the Senior Backend Engineer position. I am excited about the role and would like to agree on the remaining details.",
        "I bring 9 years of experience, most recently as Senior Backend Engineer. I would bring my skills in TypeScript, PostgreSQL, and Kubernetes to the team. One result from my work: “Cut API latency by 40% for 2 million users at Globex”.",
        "I looked at 5 comparable postings (Germany, senior): their median base salary is €80,000, and the upper quartile is €90,000. I would like to ask for a base salary of €80,500.",
        "I am confident we can find an agreement, and I look forward to hearing from you.",
        "Best regards,\nMaria",
      ].join("\n\n"),
    });
    expect(card.scripts.call).toEqual([
      "Thank you for the offer: I am excited about the Senior Backend Engineer role.",
      "I bring 9 years of experience, most recently as Senior Backend Engineer.",
      "One result I am proud of: “Cut API latency by 40% for 2 million users at Globex”.",
      "The median of 5 comparable postings (Germany, senior) is €80,000.",
      "I am asking for a base salary of €80,500.",
      "Then stop talking and let the recruiter answer first.",
      "If the base salary cannot move, ask for a signing bonus or a salary review after six months.",
      "Ask for the updated offer in writing.",
    ]);
  });

  it("for a user with no CV and no market: still a total, a counter and scripts, and says what is missing", () => {
    const { text, card } = analysed(offer({ company: undefined }), null, emptySources());
    expect(text).toContain("Your offer for Senior Backend Engineer is worth €77,000 a year: €70,000 base salary and €7,000 bonus.");
    expect(text).toContain("Suggested counter: a base salary of €75,000 (7% more than offered), for €82,500 a year in all.");
    expect(text).toContain("Without a CV on file, the scripts leave out your experience.");
    expect(text).toContain("Your first name is not in your profile, so the email is not signed.");
    expect(card.scripts.email.body).toBe(
      [
        "Dear hiring team,",
        "Thank you for the offer for the Senior Backend Engineer position. I am excited about the role and would like to agree on the remaining details.",
        "I would like to ask for a base salary of €75,000.",
        "I am confident we can find an agreement, and I look forward to hearing from you.",
        "Best regards,",
      ].join("\n\n"),
    );
    expect(card.scripts.call).toContain("I am asking for a base salary of €75,000.");
  });

  it("note a CV without a measured result", () => {
    const sources = richSources();
    sources.cv!.achievements = ["Built the billing service in TypeScript and PostgreSQL"];
    const { text, card } = analysed(offer(), germanMarket(), sources);
    expect(text).toContain("Your CV has no achievement line with a number in it");
    expect(card.scripts.email.body).not.toContain("One result");
  });

  const cases: [string, OfferSetup, MarketSample | null][] = [
    ["below", offer({ signing_bonus: 4_000, start_date: "2026-04-15" }), germanMarket()],
    ["far below", offer({ base_salary: 55_000, equity_per_year: 3_000 }), germanMarket()],
    ["within", offer({ base_salary: 80_000, bonus: { type: "amount", value: 7_500 } }), germanMarket()],
    ["above", offer({ base_salary: 95_000, start_date: "2026-04-15", benefits: ["30 days of holiday"] }), germanMarket()],
    ["broadened", offer({ city: undefined }), sampleOf([61_000, 79_500, 93_000], { country: null, seniority: null }, ["seniority", "country"])],
    ["no market", offer({ company: undefined, seniority: undefined }), null],
  ];

  it.each(cases)("claim nothing the CV, the offer and the market do not support (%s), in every locale, with and without a CV", (_, setup, sample) => {
    for (const locale of locales) {
      for (const sources of [richSources(locale), emptySources(locale)]) {
        const { text, card, context } = analysed(setup, sample, sources, locale);
        expect(claimsIn(everyText(text, card), sources, context)).toEqual([]);
        const ask = card.position === "above" ? null : money(card.counter.base, setup.currency, locale);
        if (ask) {
          expect(card.scripts.email.body).toContain(ask);
          expect(card.scripts.call.some((point) => point.includes(ask))).toBe(true);
        }
      }
    }
  });

  it("render in all seven languages, each its own", () => {
    const texts = new Map<Locale, string>();
    for (const locale of locales) {
      const { text, card } = analysed(offer({ signing_bonus: 4_000 }), germanMarket(), richSources(locale), locale);
      for (const part of everyText(text, card)) {
        expect(part.trim()).not.toBe("");
        expect(part).not.toMatch(/[{}]|undefined|NaN/);
      }
      expect(card.scripts.email.body).toContain(money(80_500, "EUR", locale));
      texts.set(locale, text);
    }
    expect(new Set(texts.values()).size).toBe(locales.length);
    expect(texts.get("de")).toContain(`Dein Angebot als Senior Backend Engineer ist ${money(77_000, "EUR", "de")} im Jahr wert`);
    expect(texts.get("fr")).toContain(`Contre-proposition suggérée : un salaire de base de ${money(80_500, "EUR", "fr")}`);
  });
});
