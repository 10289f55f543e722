import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import { countryCodeSchema, nameSchema } from "./common";
import { isCountryCode } from "./countries";
import { encodeFieldError, withCode } from "./errors";

// Apart from common.ts: only the forms that take a phone number load the numbering plans.

/** The phone form's fields: digits only… */
export const phoneFields = {
  country_code: countryCodeSchema,
  phone_number: z
    .string(withCode("phone_required"))
    .min(1, withCode("phone_required"))
    .regex(/^\d+$/, withCode("phone_digits_only"))
    .min(4, withCode("phone_too_short"))
    .max(15, withCode("phone_too_long")),
};

/** …checked against the chosen country's numbering plan. */
export function checkPhone(value: { country_code: string; phone_number: string }, ctx: z.RefinementCtx) {
  if (isCountryCode(value.country_code) && !isValidPhoneNumber(value.phone_number, value.country_code)) {
    ctx.addIssue({ code: "custom", path: ["phone_number"], message: encodeFieldError("phone_invalid") });
  }
}

export const phoneSchema = z.strictObject(phoneFields).superRefine(checkPhone);

/** The sign-up's second step: the name, the country and the mobile number. */
export const completeRegistrationSchema = z
  .strictObject({ first_name: nameSchema, last_name: nameSchema, country: countryCodeSchema, ...phoneFields })
  .superRefine(checkPhone);
