import { z } from "zod";
import { checkPhone, countryCodeSchema, emailSchema, localeSchema, nameSchema, phoneFields } from "./common";

export const MIN_PASSWORD_LENGTH = 10;

export const newPasswordSchema = z
  .string({ error: "Choose a password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(128, { error: "Use at most 128 characters." });

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }).max(128),
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
  refresh_token: z.string({ error: "A refresh token is required." }).min(20).max(200),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  token: z.string({ error: "The reset link is incomplete." }).min(20).max(200),
  password: newPasswordSchema,
});

export const verifyEmailSchema = z.strictObject({
  token: z.string({ error: "The confirmation link is incomplete." }).min(20).max(200),
});

export const impersonateSchema = z.strictObject({
  email: emailSchema,
  reason: z.string().trim().max(500, { error: "Use at most 500 characters." }).optional(),
});
