import { z } from "zod";
import { emailSchema, localeSchema } from "./common";
import { MIN_PASSWORD_LENGTH } from "./auth-limits";
import { withCode } from "./errors";

export { MIN_PASSWORD_LENGTH };

export const newPasswordSchema = z
  .string(withCode("password_choose"))
  .min(MIN_PASSWORD_LENGTH, withCode("too_short", { min: MIN_PASSWORD_LENGTH }))
  .max(128, withCode("too_long", { max: 128 }));

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string(withCode("password_required")).min(1, withCode("password_required")).max(128, withCode("too_long", { max: 128 })),
});

/** Consent to the terms of use and the privacy notice: only `true` is an answer. */
export const acceptTermsSchema = z.literal(true, withCode("terms_required"));

export const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  accept_terms: acceptTermsSchema.meta({ description: "The user accepted the terms of use (/terms) and the privacy notice (/privacy); stored as terms_accepted_at" }),
  referral_code: z.string().trim().max(32).optional(),
  locale: localeSchema.optional(),
});

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

// Responses

export const authUserSchema = z.object({ id: z.uuid(), email: z.email(), is_admin: z.boolean(), country: z.string().nullable() });

export const accessTokenSchema = z.object({ access_token: z.string(), expires_in: z.number().int() });

/** What signing up, signing in, refreshing and impersonating answer. */
export const authSessionSchema = z.object({
  user: authUserSchema,
  auth: accessTokenSchema,
  refresh_token: z.string().nullable().meta({ description: "null for impersonation sessions, which cannot be refreshed" }),
});

/** POST /auth/register/complete: the user and a new access token that carries the completed registration. */
export const registrationCompletedSchema = z.object({ user: authUserSchema, auth: accessTokenSchema });

/** POST /auth/verify. */
export const emailVerifiedSchema = z.object({
  ok: z.literal(true),
  purpose: z
    .enum(["verify_email", "change_email"])
    .meta({ description: "change_email: the account's address was replaced by the confirmed one" }),
  email: z.email().meta({ description: "The account's address, now confirmed" }),
});

export type AuthUser = z.infer<typeof authUserSchema>;
export type AuthSession = z.infer<typeof authSessionSchema>;
export type RegistrationCompleted = z.infer<typeof registrationCompletedSchema>;
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
