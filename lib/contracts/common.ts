import { z } from "zod";
import { apiDateToIso } from "@/lib/dates";
import { locales } from "@/lib/i18n/locales";
import { isCountryCode } from "./countries";
import { withCode } from "./errors";


export const emailSchema = z
  .string(withCode("email_required"))
  .trim()
  .toLowerCase()
  .max(254, withCode("email_too_long"))
  .pipe(z.email(withCode("email_invalid")));

export const countryCodeSchema = z
  .string(withCode("country_required"))
  .trim()
  .toUpperCase()
  .min(1, withCode("country_required"))
  .refine(isCountryCode, withCode("country_invalid"));

export const localeSchema = z.enum(locales, withCode("choose_one_of", { options: locales.join(", ") }));

export const nameSchema = z
  .string(withCode("name_required"))
  .trim()
  .min(1, withCode("name_required"))
  .max(100, withCode("too_long", { max: 100 }));

export { digitsOnly } from "./digits";

/** For PATCH bodies: an empty object changes nothing and is refused. */
export const hasAnyField = (value: object) => Object.keys(value).length > 0;

// ISO 639-1, without the withdrawn codes (in, iw, ji, jw, mo, sh, bh) that Intl still names.
const languageCodes = new Set(
  "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu".split(" "),
);

export const languageCodeSchema = z
  .string(withCode("language_required"))
  .trim()
  .toLowerCase()
  .refine((code) => languageCodes.has(code), withCode("language_invalid"));

const currencies = new Set(Intl.supportedValuesOf("currency"));

export const currencyCodeSchema = z
  .string(withCode("currency_required"))
  .trim()
  .toUpperCase()
  .refine((code) => currencies.has(code), withCode("currency_invalid"));

/** A list's cursor: the next_cursor of the page before, opaque to the client. */
export const cursorSchema = z
  .string(withCode("cursor_invalid"))
  .max(512, withCode("cursor_invalid"))
  .regex(/^[A-Za-z0-9_-]+$/, withCode("cursor_invalid"));

/** How many items a page holds, 1 to `max`, from the query string. */
export const pageLimitSchema = (max: number) => {
  const outOfRange = withCode("whole_number_range", { min: 1, max });
  return z.coerce.number(outOfRange).int(outOfRange).min(1, outOfRange).max(max, outOfRange);
};

/** The error option of an enum: names the values it takes. */
export const oneOf = (values: readonly string[]) => withCode("choose_one_of", { options: values.join(", ") });

/** A calendar date as the API writes it: dd-MM-yyyy. */
export const apiDateSchema = z
  .string()
  .refine((value) => apiDateToIso(value) !== null, withCode("date_invalid"));
