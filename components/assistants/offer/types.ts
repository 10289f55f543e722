import { z } from "zod";

// The cards of the offer negotiation assistant, as the server writes them (issue 13's card
// shapes). The screens read them through these schemas: a card from an older or newer server
// that does not fit renders nothing rather than breaking the conversation. Plain objects, not
// strict ones: a field added later must not hide a card.

const amount = z.number();

export const offerAnalysisSchema = z.object({
  kind: z.literal("offer_analysis"),
  currency: z.string().regex(/^[A-Z]{3}$/),
  total_compensation: z.object({ base: amount, bonus: amount, equity: amount, signing_first_year: amount, total_annual: amount }),
  market: z
    .object({
      postings: z.number().int().nonnegative(),
      median: amount,
      p25: amount,
      p75: amount,
      min: amount,
      max: amount,
      currency: z.string().regex(/^[A-Z]{3}$/),
      scope: z.object({ title_family: z.string(), country: z.string().nullable(), seniority: z.string().nullable() }),
      broadened: z.array(z.enum(["seniority", "country"])).max(2),
    })
    .nullable(),
  position: z.enum(["below", "within", "above", "unknown"]),
  percentile: z.number().min(0).max(100).nullable(),
  counter: z.object({ base: amount, total_annual: amount, reasons: z.array(z.string()).max(20) }),
  scripts: z.object({ email: z.object({ subject: z.string(), body: z.string() }), call: z.array(z.string()).max(30) }),
});
export type OfferAnalysisData = z.output<typeof offerAnalysisSchema>;

export const RECRUITER_MOVES = ["pushback", "concession", "non_salary", "final", "accepted"] as const;
export type RecruiterMove = (typeof RECRUITER_MOVES)[number];

export const recruiterMoveSchema = z.object({
  kind: z.literal("recruiter_move"),
  move: z.enum(RECRUITER_MOVES),
  offered_base: amount.nullable(),
  asked_base: amount.nullable(),
  tip: z.string(),
  /** Not in the card yet: the amounts are shown in it when a server sends it. */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
});
export type RecruiterMoveData = z.output<typeof recruiterMoveSchema>;
