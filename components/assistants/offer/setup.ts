import { isConvertibleCurrency } from "@/lib/currencies";
import type { FieldErrorCode } from "@/lib/contracts/errors";
import { encodeFieldError } from "@/lib/contracts/errors";
import type { SetupFieldError } from "../types";
import { parseAmount } from "./amounts";

// The offer form's values as typed, and the setup of an offer_negotiation thread built from them
// with the same limits the server checks, so most mistakes show before a round trip.

export const OFFER_SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type OfferSeniority = (typeof OFFER_SENIORITIES)[number];
export const BONUS_TYPES = ["percent", "amount"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export const TEXT_MAX = 120;
export const TITLE_MIN = 2;
export const BENEFITS_MAX = 20;
export const BENEFIT_MAX = 200;
export const AMOUNT_MAX = 1_000_000_000;
export const BONUS_PERCENT_MAX = 200;

export type OfferDraft = {
  title: string;
  company: string;
  seniority: "" | OfferSeniority;
  country: string;
  city: string;
  currency: string;
  base_salary: string;
  bonus_type: BonusType;
  bonus_value: string;
  equity_per_year: string;
  signing_bonus: string;
  /** Objects, as react-hook-form's field arrays keep them. */
  benefits: { text: string }[];
  /** yyyy-mm-dd from the date input, or empty. */
  start_date: string;
};

export const emptyOfferDraft = (): OfferDraft => ({
  title: "",
  company: "",
  seniority: "",
  country: "",
  city: "",
  currency: "",
  base_salary: "",
  bonus_type: "percent",
  bonus_value: "",
  equity_per_year: "",
  signing_bonus: "",
  benefits: [],
  start_date: "",
});

/** The setup POST /assistant/createThread takes for offer_negotiation; optional parts are left out when empty. */
export type OfferSetup = {
  title: string;
  company?: string;
  seniority?: OfferSeniority;
  country: string;
  city?: string;
  currency: string;
  base_salary: number;
  bonus?: { type: BonusType; value: number };
  equity_per_year?: number;
  signing_bonus?: number;
  benefits?: string[];
  start_date?: string;
};

/** Problems keyed like the server's field errors (without `setup.`): `title`, `bonus.value`, `benefits.2`. */
export type SetupProblems = Record<string, SetupFieldError>;

/** `benefitLines[i]` is the form line the setup's i-th benefit came from (empty lines are left out). */
export type OfferSetupResult = { setup: OfferSetup; benefitLines: number[]; problems: null } | { setup: null; problems: SetupProblems };

const problem = (code: FieldErrorCode, params?: Record<string, number>): SetupFieldError => ({ code, params, message: encodeFieldError(code, params) });

/** Builds the setup, or says what is wrong with which field. */
export function buildOfferSetup(draft: OfferDraft): OfferSetupResult {
  const problems: SetupProblems = {};
  const setup: Partial<OfferSetup> = {};

  const title = draft.title.trim();
  if (!title) problems.title = problem("job_title_required");
  else if (title.length < TITLE_MIN) problems.title = problem("too_short", { min: TITLE_MIN });
  else if (title.length > TEXT_MAX) problems.title = problem("too_long", { max: TEXT_MAX });
  else setup.title = title;

  for (const key of ["company", "city"] as const) {
    const text = draft[key].trim();
    if (text.length > TEXT_MAX) problems[key] = problem("too_long", { max: TEXT_MAX });
    else if (text) setup[key] = text;
  }

  if (draft.seniority) setup.seniority = draft.seniority;

  if (!draft.country) problems.country = problem("country_required");
  else setup.country = draft.country;

  if (!draft.currency) problems.currency = problem("currency_required");
  else if (!isConvertibleCurrency(draft.currency)) problems.currency = problem("currency_invalid");
  else setup.currency = draft.currency;

  const base = parseAmount(draft.base_salary);
  if (base === null || Number.isNaN(base) || base <= 0) problems.base_salary = problem("amount_invalid");
  else if (base > AMOUNT_MAX) problems.base_salary = problem("too_big", { max: AMOUNT_MAX });
  else setup.base_salary = base;

  const bonus = parseAmount(draft.bonus_value);
  if (bonus !== null) {
    const max = draft.bonus_type === "percent" ? BONUS_PERCENT_MAX : AMOUNT_MAX;
    if (Number.isNaN(bonus) || bonus < 0 || bonus > max) problems["bonus.value"] = problem("amount_range", { min: 0, max });
    else setup.bonus = { type: draft.bonus_type, value: bonus };
  }

  for (const key of ["equity_per_year", "signing_bonus"] as const) {
    const amount = parseAmount(draft[key]);
    if (amount === null) continue;
    if (Number.isNaN(amount) || amount < 0 || amount > AMOUNT_MAX) problems[key] = problem("amount_range", { min: 0, max: AMOUNT_MAX });
    else setup[key] = amount;
  }

  // Empty lines are left out; a client-side problem names the form's line.
  const benefits: string[] = [];
  const benefitLines: number[] = [];
  draft.benefits.forEach(({ text }, line) => {
    const benefit = text.trim();
    if (benefit.length > BENEFIT_MAX) problems[`benefits.${line}`] = problem("too_long", { max: BENEFIT_MAX });
    else if (benefit) {
      benefits.push(benefit);
      benefitLines.push(line);
    }
  });
  if (benefits.length > BENEFITS_MAX) problems.benefits = problem("too_many", { max: BENEFITS_MAX });
  else if (benefits.length > 0) setup.benefits = benefits;

  if (/^\d{4}-\d{2}-\d{2}$/.test(draft.start_date)) setup.start_date = draft.start_date;

  return Object.keys(problems).length > 0 ? { setup: null, problems } : { setup: setup as OfferSetup, benefitLines, problems: null };
}

/**
 * The form field showing a problem of `key` (a server field error's name without `setup.`), or
 * null when the form has no such field. A bonus problem shows on its value; a list's on the list;
 * the server's n-th benefit is on the form line `benefitLines` says it was sent from.
 */
export function formFieldOf(key: string, benefitLines: readonly number[] = []): string | null {
  if (key === "bonus" || key.startsWith("bonus.")) return "bonus_value";
  if (key === "benefits") return "benefits.root";
  const item = /^benefits\.(\d+)$/.exec(key);
  if (item) return `benefits.${benefitLines[Number(item[1])] ?? Number(item[1])}.text`;
  const simple = ["title", "company", "seniority", "country", "city", "currency", "base_salary", "equity_per_year", "signing_bonus", "start_date"];
  return simple.includes(key) ? key : null;
}
