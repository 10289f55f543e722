import { z } from "zod";
import { isCountryCode } from "@/lib/contracts/countries";
import { withCode } from "@/lib/contracts/errors";
import { exchangeRates } from "../../../jobs/match/currency";

export const OFFER_SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type OfferSeniority = (typeof OFFER_SENIORITIES)[number];

const TEXT_MAX = 120;
const BENEFITS_MAX = 20;
const BENEFIT_MAX = 200;
/** Far above any real salary in any currency the rates know (a yen salary is in the tens of millions). */
const AMOUNT_MAX = 1_000_000_000;
const BONUS_PERCENT_MAX = 200;

/** A currency the rates table converts: the market's postings are expressed in it. */
const isConvertible = (code: string) => {
  const table = exchangeRates();
  return code === table.base || code in table.rates;
};

const amount = (min: "positive" | "zero") =>
  z
    .number(withCode("wrong_type", { expected: "number" }))
    .refine(Number.isFinite, withCode("wrong_type", { expected: "number" }))
    .refine((value) => (min === "positive" ? value > 0 : value >= 0), withCode("amount_range", { min: min === "positive" ? 1 : 0, max: AMOUNT_MAX }))
    .refine((value) => value <= AMOUNT_MAX, withCode("too_big", { max: AMOUNT_MAX }));

const optionalText = z.string(withCode("wrong_type", { expected: "text" })).trim().max(TEXT_MAX, withCode("too_long", { max: TEXT_MAX }));

export const offerSetupSchema = z.strictObject({
  title: z
    .string(withCode("job_title_required"))
    .trim()
    .min(2, withCode("too_short", { min: 2 }))
    .max(TEXT_MAX, withCode("too_long", { max: TEXT_MAX })),
  company: optionalText.optional(),
  seniority: z.enum(OFFER_SENIORITIES, withCode("choose_one_of", { options: OFFER_SENIORITIES.join(", ") })).optional(),
  country: z
    .string(withCode("country_required"))
    .regex(/^[A-Z]{2}$/, withCode("country_invalid"))
    .refine(isCountryCode, withCode("country_invalid")),
  city: optionalText.optional(),
  currency: z
    .string(withCode("currency_required"))
    .regex(/^[A-Z]{3}$/, withCode("currency_invalid"))
    .refine(isConvertible, withCode("currency_invalid")),
  base_salary: amount("positive"),
  bonus: z
    .discriminatedUnion("type", [
      z.strictObject({
        type: z.literal("percent"),
        value: z
          .number(withCode("wrong_type", { expected: "number" }))
          .min(0, withCode("amount_range", { min: 0, max: BONUS_PERCENT_MAX }))
          .max(BONUS_PERCENT_MAX, withCode("amount_range", { min: 0, max: BONUS_PERCENT_MAX })),
      }),
      z.strictObject({ type: z.literal("amount"), value: amount("zero") }),
    ], withCode("choose_one_of", { options: "percent, amount" }))
    .optional(),
  equity_per_year: amount("zero").optional(),
  signing_bonus: amount("zero").optional(),
  benefits: z
    .array(
      z.string(withCode("wrong_type", { expected: "text" })).trim().min(1, withCode("text_required")).max(BENEFIT_MAX, withCode("too_long", { max: BENEFIT_MAX })),
      withCode("list_expected"),
    )
    .max(BENEFITS_MAX, withCode("too_many", { max: BENEFITS_MAX }))
    .optional(),
  start_date: z.iso.date(withCode("wrong_format")).optional(),
});

export type OfferSetup = z.infer<typeof offerSetupSchema>;

/** Besides text, the user may start the negotiation practice over. */
export const offerInputSchema = z.strictObject({ action: z.literal("restart_roleplay") });
export type OfferInput = z.infer<typeof offerInputSchema>;
