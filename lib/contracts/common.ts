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
  .min(1, { error: "Choose a country." })
  .refine(isCountryCode, { error: "Choose a country from the list." });

export const localeSchema = z.enum(locales, { error: `Choose one of: ${locales.join(", ")}.` });

export const nameSchema = z
  .string({ error: "Enter a name." })
  .trim()
  .min(1, { error: "Enter a name." })
  .max(100, { error: "Use at most 100 characters." });

/** The phone form's fields: digits only… */
export const phoneFields = {
  country_code: countryCodeSchema,
  phone_number: z
    .string({ error: "Enter your mobile number." })
    .min(1, { error: "Enter your mobile number." })
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

/** Strips everything but digits, as the phone input does while typing and pasting. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "");

/** For PATCH bodies: an empty object changes nothing and is refused. */
export const hasAnyField = (value: object) => Object.keys(value).length > 0;

// ISO 639-1, without the withdrawn codes (in, iw, ji, jw, mo, sh, bh) that Intl still names.
const languageCodes = new Set(
  "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu".split(" "),
);

export const languageCodeSchema = z
  .string({ error: "Choose a language." })
  .trim()
  .toLowerCase()
  .refine((code) => languageCodes.has(code), { error: "Use a two-letter ISO 639-1 language code such as en." });

const currencies = new Set(Intl.supportedValuesOf("currency"));

export const currencyCodeSchema = z
  .string({ error: "Choose a currency." })
  .trim()
  .toUpperCase()
  .refine((code) => currencies.has(code), { error: "Use an ISO 4217 currency code such as EUR." });
