import { z } from "zod";
import { checkPhone, countryCodeSchema, emailSchema, localeSchema, nameSchema, phoneFields } from "./common";
import { withCode } from "./errors";

export const MIN_PASSWORD_LENGTH = 10;

export const newPasswordSchema = z
  .string(withCode("password_choose"))
  .min(MIN_PASSWORD_LENGTH, withCode("too_short", { min: MIN_PASSWORD_LENGTH }))
  .max(128, withCode("too_long", { max: 128 }));

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string(withCode("password_required")).min(1, withCode("password_required")).max(128, withCode("too_long", { max: 128 })),
});

export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  referral_code: z.string().trim().max(32).optional(),
  locale: localeSchema.optional(),
});

export const completeRegistrationSchema = z
  .strictObject({ first_name: nameSchema, last_name: nameSchema, country: countryCodeSchema, ...phoneFields })
  .superRefine(checkPhone);

export const refreshTokenSchema = z.strictObject({
  refresh_token: z.string(withCode("refresh_token_required")).min(20).max(200),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  token: z.string(withCode("link_incomplete")).min(20).max(200),
  password: newPasswordSchema,
});

export const verifyEmailSchema = z.strictObject({
  token: z.string(withCode("link_incomplete")).min(20).max(200),
});

export const impersonateSchema = z.strictObject({
  email: emailSchema,
  reason: z.string().trim().max(500, withCode("too_long", { max: 500 })).optional(),
});
