import { z } from "zod/mini";

// The cards of the offer negotiation assistant, as the server writes them (issue 13's card
// shapes). The screens read them through these schemas: a card from an older or newer server
// that does not fit renders nothing rather than breaking the conversation. Plain objects, not
// strict ones: a field added later must not hide a card. zod/mini: read in the browser, where
// full zod would add ~30 KiB to the page.

const amount = z.number();
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));

export const offerAnalysisSchema = z.object({
  kind: z.literal("offer_analysis"),
  currency,
  total_compensation: z.object({ base: amount, bonus: amount, equity: amount, signing_first_year: amount, total_annual: amount }),
  market: z.nullable(
    z.object({
      postings: z.int().check(z.nonnegative()),
      median: amount,
      p25: amount,
      p75: amount,
      min: amount,
      max: amount,
      currency,
      scope: z.object({ title_family: z.string(), country: z.nullable(z.string()), seniority: z.nullable(z.string()) }),
      broadened: z.array(z.enum(["seniority", "country"])).check(z.maxLength(2)),
    }),
  ),
  position: z.enum(["below", "within", "above", "unknown"]),
  percentile: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  counter: z.object({ base: amount, total_annual: amount, reasons: z.array(z.string()).check(z.maxLength(20)) }),
  scripts: z.object({ email: z.object({ subject: z.string(), body: z.string() }), call: z.array(z.string()).check(z.maxLength(30)) }),
});
export type OfferAnalysisData = z.output<typeof offerAnalysisSchema>;

export const RECRUITER_MOVES = ["pushback", "concession", "non_salary", "final", "accepted"] as const;
export type RecruiterMove = (typeof RECRUITER_MOVES)[number];

export const recruiterMoveSchema = z.object({
  kind: z.literal("recruiter_move"),
  move: z.enum(RECRUITER_MOVES),
  offered_base: z.nullable(amount),
  asked_base: z.nullable(amount),
  tip: z.string(),
  /** Not in the card yet: the amounts are shown in it when a server sends it. */
  currency: z.optional(currency),
});
export type RecruiterMoveData = z.output<typeof recruiterMoveSchema>;
