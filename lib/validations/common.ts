import { z } from "zod";
import { getCountries, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { locales } from "@/lib/i18n/locales";

const countries = new Set<string>(getCountries());
export const isCountryCode = (value: string): value is CountryCode => countries.has(value);

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .max(254, { error: "This email address is too long." })
  .pipe(z.email({ error: "Enter a valid email address." }));

export const countryCodeSchema = z
  .string({ error: "Choose a country." })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: "Choose a country from the list." });

export const localeSchema = z.enum(locales, { error: `Choose one of: ${locales.join(", ")}.` });

export const nameSchema = z
  .string({ error: "Enter a name." })
  .trim()
  .min(1, { error: "Enter a name." })
  .max(100, { error: "Use at most 100 characters." });

/** The phone form's fields (seed §5): digits only… */
export const phoneFields = {
  country_code: countryCodeSchema,
  phone_number: z
    .string({ error: "Enter your mobile number." })
    .regex(/^\d+$/, { error: "Use digits only." })
    .min(4, { error: "This number is too short." })
    .max(15, { error: "This number is too long." }),
};

/** …checked against the chosen country's numbering plan. */
export function checkPhone(value: { country_code: string; phone_number: string }, ctx: z.RefinementCtx) {
  if (isCountryCode(value.country_code) && !isValidPhoneNumber(value.phone_number, value.country_code)) {
    ctx.addIssue({ code: "custom", path: ["phone_number"], message: "This is not a valid number for the chosen country." });
  }
}

export const phoneSchema = z.strictObject(phoneFields).superRefine(checkPhone);

/** Strips everything but digits, as the phone input does while typing and pasting (seed §5). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "");

/** For PATCH bodies: an empty object changes nothing and is refused. */
export const hasAnyField = (value: object) => Object.keys(value).length > 0;
