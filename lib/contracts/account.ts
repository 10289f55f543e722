import { z } from "zod";
import { newPasswordSchema } from "./auth";
import { countryCodeSchema, emailSchema, nameSchema } from "./common";
import { encodeFieldError, withCode } from "./errors";

/** The password the user signs in with, asked again before sensitive changes. */
export const currentPasswordSchema = z
  .string(withCode("password_current_required"))
  .min(1, withCode("password_current_required"))
  .max(128, withCode("too_long", { max: 128 }));

/** The profile card: PATCH /profile with these three (the phone has its own form). */
export const profileFormSchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  country: countryCodeSchema,
});

/** POST /account/email: the new address is mailed a link; it replaces the old one once confirmed. */
export const changeEmailSchema = z.strictObject({
  new_email: emailSchema,
  password: currentPasswordSchema,
});

/** POST /account/password: same strength rules as sign-up (the server also refuses common passwords). */
export const changePasswordSchema = z.strictObject({
  current_password: currentPasswordSchema,
  new_password: newPasswordSchema,
  /** End every other sign-in of the account; this one stays. */
  sign_out_other_sessions: z.boolean(withCode("boolean_required")).default(true),
});

/** The form adds a repeat of the new password, checked in the browser only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ repeat_password: z.string(withCode("password_repeat_required")) })
  .refine((value) => value.repeat_password === value.new_password, {
    path: ["repeat_password"],
    error: encodeFieldError("passwords_differ"),
  });

/** DELETE /account: the account's email typed out, and the password. */
export const deleteAccountSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
});

/** What GET /account/email and the email-change calls answer. */
export type EmailStatus = {
  email: string;
  verified: boolean;
  /** A change waiting for its confirmation link to be opened. */
  pending_change: { new_email: string; requested_at: string; expires_at: string } | null;
};

export type PasswordChanged = { ok: true; signed_out_sessions: number };

/** The file name GET /account/export suggests, from the export's own UTC date. */
export const exportFileName = (exportedAt: Date | string) =>
  `job-copilot-export-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
