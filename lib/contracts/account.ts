import { z } from "zod";
import { newPasswordSchema } from "./auth";
import { countryCodeSchema, emailSchema, nameSchema } from "./common";
import { encodeFieldError, withCode } from "./errors";

export { exportFileName } from "./account-values";

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

// Responses

/** What GET /account/email and the email-change calls answer. */
export const emailStatusSchema = z.object({
  email: z.email(),
  verified: z.boolean(),
  pending_change: z
    .object({ new_email: z.email(), requested_at: z.iso.datetime(), expires_at: z.iso.datetime() })
    .nullable()
    .meta({ description: "A change whose confirmation link has not been opened yet" }),
});

export const passwordChangedSchema = z.object({
  ok: z.literal(true),
  signed_out_sessions: z.number().int().meta({ description: "Other sign-ins that were ended" }),
});

/** GET /account/export: everything the account holds, as one document (described as a free-form object). */
export const accountExportSchema = z.record(z.string(), z.unknown());

export type EmailStatus = z.infer<typeof emailStatusSchema>;
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;
