import type { z } from "zod";
import type { EmailVerified, forgotPasswordSchema, resetPasswordSchema } from "@/lib/contracts/auth";
import { apiRequest, apiUrl } from "@/lib/session/browser";
import type { Data } from "./data";
import { request } from "./request";

// Links mailed to the user work signed out: these calls go without the session, the token in the
// link is what identifies the account. Signing in, up and out go through the app's own /api routes.

/** Confirms the address of a mailed link, or the change of it. */
export const verifyEmail = (token: string) => request<Data<EmailVerified>>("POST", apiUrl("/auth/verify"), { body: { token } });

/** Mails a reset link; answered alike whether or not the account exists. */
export const forgotPassword = (values: z.input<typeof forgotPasswordSchema>) => request("POST", apiUrl("/auth/forgot"), { body: values });

/** Sets the new password from a reset link; every session of the account ends. */
export const resetPassword = (values: z.input<typeof resetPasswordSchema>) => request("POST", apiUrl("/auth/reset"), { body: values });

/** Mails the sign-up confirmation link again (signed in). */
export const resendVerificationMail = () => apiRequest("POST", "/auth/verify/resend");
