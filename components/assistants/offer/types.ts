import * as v from "valibot";

// The cards of the offer negotiation assistant, as the server writes them (issue 13's card
// shapes). The screens read them through these schemas: a card from an older or newer server
// that does not fit renders nothing rather than breaking the conversation. Plain objects, not
// strict ones: a field added later must not hide a card. valibot, as for the advisors' cards
// (../advisors/types.ts): read in the browser, where it ships only the checks used.

const amount = v.number();
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const texts = (max: number) => v.pipe(v.array(v.string()), v.maxLength(max));

export const offerAnalysisSchema = v.object({
  kind: v.literal("offer_analysis"),
  currency,
  total_compensation: v.object({ base: amount, bonus: amount, equity: amount, signing_first_year: amount, total_annual: amount }),
  market: v.nullable(
    v.object({
      postings: v.pipe(v.number(), v.integer(), v.minValue(0)),
      median: amount,
      p25: amount,
      p75: amount,
      min: amount,
      max: amount,
      currency,
      scope: v.object({ title_family: v.string(), country: v.nullable(v.string()), seniority: v.nullable(v.string()) }),
      broadened: v.pipe(v.array(v.picklist(["seniority", "country"])), v.maxLength(2)),
    }),
  ),
  position: v.picklist(["below", "within", "above", "unknown"]),
  percentile: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  counter: v.object({ base: amount, total_annual: amount, reasons: texts(20) }),
  scripts: v.object({ email: v.object({ subject: v.string(), body: v.string() }), call: texts(30) }),
});
export type OfferAnalysisData = v.InferOutput<typeof offerAnalysisSchema>;

export const RECRUITER_MOVES = ["pushback", "concession", "non_salary", "final", "accepted"] as const;
export type RecruiterMove = (typeof RECRUITER_MOVES)[number];

export const recruiterMoveSchema = v.object({
  kind: v.literal("recruiter_move"),
  move: v.picklist(RECRUITER_MOVES),
  offered_base: v.nullable(amount),
  asked_base: v.nullable(amount),
  tip: v.string(),
  /** Not in the card yet: the amounts are shown in it when a server sends it. */
  currency: v.optional(currency),
});
export type RecruiterMoveData = v.InferOutput<typeof recruiterMoveSchema>;
