import { completeRegistrationSchema } from "@/lib/contracts/phone";
import {
  accessTokenSchema,
  authSessionSchema,
  authUserSchema,
  emailVerifiedSchema,
  forgotPasswordSchema,
  impersonateSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  registrationCompletedSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "@/lib/contracts/auth";
import { clientIp } from "../http/auth";
import { component, dataOf, defineRoute, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import * as auth from "../services/auth";
import { refreshSession, revokeSession } from "../services/sessions";

// The contract's schemas under their OpenAPI names, and the answers that embed them.
const user = component(authUserSchema, "SessionUser");
const access = component(accessTokenSchema, "Access");
const sessionResponse = dataOf(authSessionSchema.extend({ user, auth: access })).openapi("Session");

const tag = "Auth";
const ok = { data: { ok: true as const } };

export const authRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post", path: "/auth/register", tag, status: 201, body: registerSchema, response: sessionResponse, errors: [409, 429],
      summary: "Create an account and sign in",
      description:
        "Password: at least 10 characters and not a common password. Sends a verification mail. 409 `email_taken` when the address has an account; after 10 of those from one client address in an hour, every sign-up from it gets 429 with Retry-After.",
    }),
    async (c) => c.json({ data: await auth.register(c.var.deps, c.req.valid("json"), clientIp(c.req)) }, 201),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/register/complete", tag, auth: true, body: completeRegistrationSchema,
      response: dataOf(registrationCompletedSchema.extend({ user, auth: access })), summary: "Complete sign-up: name, country and phone",
    }),
    async (c) => c.json({ data: await auth.completeRegistration(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth", tag, body: loginSchema, response: sessionResponse, errors: [401, 429],
      summary: "Sign in with email and password",
      description: "Throttled per client address and per account; 429 carries Retry-After.",
    }),
    async (c) => c.json({ data: await auth.login(c.var.deps, c.req.valid("json"), clientIp(c.req)) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/auth", tag, body: refreshTokenSchema, response: okSchema,
      summary: "Sign out: revokes the refresh token's session",
    }),
    async (c) => {
      await revokeSession(c.var.deps, c.req.valid("json").refresh_token);
      return c.json(ok);
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/refresh", tag, body: refreshTokenSchema, response: sessionResponse, errors: [401],
      summary: "Rotate a refresh token",
      description:
        "Returns a new access token and the successor refresh token. A token presented again within 10 s of its rotation returns the same successor; later, the reuse revokes every token of the sign-in.",
    }),
    async (c) => c.json({ data: await refreshSession(c.var.deps, c.req.valid("json").refresh_token) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/forgot", tag, body: forgotPasswordSchema, response: okSchema, errors: [429],
      summary: "Mail a password reset link",
      description:
        "Answers 200 whether or not the account exists, before the mail is sent (from the queue). The link is single-use and valid for one hour. At most 5 requests per address and 30 per client address an hour (429 with Retry-After).",
    }),
    async (c) => {
      await auth.forgotPassword(c.var.deps, c.req.valid("json").email, clientIp(c.req));
      return c.json(ok);
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/reset", tag, body: resetPasswordSchema, response: okSchema,
      summary: "Set a new password from a reset link", description: "Signs the account out of every session.",
    }),
    async (c) => {
      await auth.resetPassword(c.var.deps, c.req.valid("json"));
      return c.json(ok);
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/verify", tag, body: verifyEmailSchema, errors: [409],
      response: dataOf(emailVerifiedSchema).openapi("EmailVerified"),
      summary: "Confirm the email address, or a change of it",
      description:
        "For a sign-up link, marks the address confirmed. For an email-change link, the new address replaces the old one, confirmed, and every other link mailed before ends; 409 `email_taken` when another account took the address meanwhile. A sign-up link opened again after it confirmed the address answers 409 `already_verified`; any other used, expired or unknown link 400.",
    }),
    async (c) => c.json({ data: { ok: true as const, ...(await auth.verifyEmail(c.var.deps, c.req.valid("json").token)) } }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/verify/resend", tag, auth: true, response: okSchema, errors: [409],
      summary: "Send the confirmation mail again",
    }),
    async (c) => {
      await auth.resendVerification(c.var.deps, c.var.auth.userId);
      return c.json(ok);
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/auth/impersonate", tag, auth: true, body: impersonateSchema, response: sessionResponse,
      errors: [403, 404], summary: "Admin: sign in as a user",
      description:
        "Admins only (checked in the database). Refuses admins, oneself and nested impersonation. The session lasts 60 minutes, cannot be refreshed, and is audited.",
    }),
    async (c) => c.json({ data: await auth.startImpersonation(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/auth/impersonate", tag, auth: true, response: okSchema,
      summary: "Admin: end a sign-in as a user", description: "Closes the audit record.",
    }),
    async (c) => {
      await auth.endImpersonation(c.var.deps, c.var.auth);
      return c.json(ok);
    },
  );
