import type { OfferAnalysisData, RecruiterMoveData } from "./types";

// Cards as the offer negotiation engine writes them, for the cards' tests and for trying the screens out.

export const offerAnalysisFixture: OfferAnalysisData = {
  kind: "offer_analysis",
  currency: "EUR",
  total_compensation: { base: 68000, bonus: 6800, equity: 0, signing_first_year: 5000, total_annual: 79800 },
  market: {
    postings: 14,
    median: 72000,
    p25: 65000,
    p75: 80000,
    min: 52000,
    max: 95000,
    currency: "EUR",
    scope: { title_family: "data analyst", country: "DE", seniority: "senior" },
    broadened: [],
  },
  position: "within",
  percentile: 38,
  counter: {
    base: 76000,
    total_annual: 88600,
    reasons: [
      "The median of 14 comparable postings in Germany is €72,000.",
      "Your offer of €68,000 sits in the lower half of the typical range (€65,000 – €80,000).",
    ],
  },
  scripts: {
    email: {
      subject: "Data Analyst offer – base salary",
      body: "Dear Ms Weber,\n\nThank you for the offer for the Data Analyst role. I am excited about the team and the work.\n\nBased on 14 comparable postings in Germany, whose median is €72,000, I would like to ask for a base salary of €76,000.\n\nKind regards,\nAda",
    },
    call: [
      "Thank them for the offer and say you want to make it work.",
      "Name the number first: a base salary of €76,000.",
      "Give the reason: the median of 14 comparable postings is €72,000.",
      "If the base cannot move, ask about the signing bonus or the start date.",
    ],
  },
};

/** No comparable postings with a salary: the counter rests on the offer alone. */
export const offerAnalysisNoMarketFixture: OfferAnalysisData = {
  ...offerAnalysisFixture,
  market: null,
  position: "unknown",
  percentile: null,
  counter: { base: 71400, total_annual: 83200, reasons: ["A modest ask of 5% over the offer is usual when no market figures are at hand."] },
};

export const recruiterMoveFixture: RecruiterMoveData = {
  kind: "recruiter_move",
  move: "concession",
  offered_base: 72000,
  asked_base: 76000,
  tip: "You named a number first and anchored high: good. Now hold it once before you move.",
};
