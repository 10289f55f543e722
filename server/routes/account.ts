import { createRoute } from "@hono/zod-openapi";
import {
  accountExportSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailStatusSchema,
  exportFileName,
  passwordChangedSchema,
} from "@/lib/contracts/account";
import { requireAuth } from "../http/auth";
import { dataOf, defineRoute, errorSchema, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import * as account from "../services/account";

const tag = "Account";

const emailStatusResponse = dataOf(emailStatusSchema).openapi("EmailStatus");
const passwordChangedResponse = dataOf(passwordChangedSchema).openapi("PasswordChanged");

const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

const exportRoute = createRoute({
  method: "get",
  path: "/account/export",
  tags: [tag],
  summary: "Download all of the account's data",
  description:
    "One JSON file (`Content-Disposition: attachment; filename=job-copilot-export-YYYY-MM-DD.json`): the account without its password hash, profile, settings, copilots, CVs (details and extracted text, not the files), applications with their timelines, subscriptions, feedback, referral rewards, the mail log, admin sign-ins as the user and the AI calls' token counts. Not while an admin is signed in as the user (403).",
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  responses: {
    200: { description: "The export file", content: { "application/json": { schema: accountExportSchema } } },
    401: error("Missing, invalid or expired access token"),
    403: error("An admin is signed in as the user"),
  },
});

const impersonationNote = "Refused with 403 while an admin is signed in as the user.";

export const accountRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/account/email", tag, auth: true, response: emailStatusResponse,
      summary: "The sign-in address, whether it is confirmed, and a pending change",
    }),
    async (c) => c.json({ data: await account.getEmailStatus(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/account/email", tag, auth: true, body: changeEmailSchema, response: emailStatusResponse, errors: [403, 409, 429],
      summary: "Change the email address",
      description: `Needs the current password. Mails a single-use confirmation link, valid for one hour, to the new address and a notice to the current one; the address changes only when the link is opened (POST /auth/verify). A newer request replaces a pending one. 409 when another account uses the address. ${impersonationNote}`,
    }),
    async (c) => c.json({ data: await account.requestEmailChange(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/account/email/resend", tag, auth: true, response: emailStatusResponse, errors: [403, 404, 409, 429],
      summary: "Mail the pending change's confirmation link again",
      description: `A new link, valid for one hour; the earlier one stops working. 404 when no change is pending. ${impersonationNote}`,
    }),
    async (c) => c.json({ data: await account.resendEmailChange(c.var.deps, c.var.auth) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/account/email", tag, auth: true, response: emailStatusResponse, errors: [403],
      summary: "Cancel a pending email change", description: `Its link stops working. ${impersonationNote}`,
    }),
    async (c) => c.json({ data: await account.cancelEmailChange(c.var.deps, c.var.auth) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/account/password", tag, auth: true, body: changePasswordSchema, response: passwordChangedResponse, errors: [403, 429],
      summary: "Change the password",
      description: `Needs the current password; the new one follows the sign-up rules. With \`sign_out_other_sessions\` (default true) every other sign-in ends at once; this one stays. Reset links mailed earlier stop working. ${impersonationNote}`,
    }),
    async (c) => c.json({ data: await account.changePassword(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(exportRoute, async (c) => {
    const data = await account.exportAccount(c.var.deps, c.var.auth);
    return c.json(data, 200, {
      "Content-Disposition": `attachment; filename="${exportFileName(data.exported_at)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  })
  .openapi(
    defineRoute({
      method: "delete", path: "/account", tag, auth: true, body: deleteAccountSchema, response: okSchema, errors: [403, 429],
      summary: "Delete the account",
      description: `Needs the account's email typed out and the password. Deletes every row of the user, their uploaded files and their sessions; renewing paid subscriptions are cancelled at the provider first. Cannot be undone. ${impersonationNote}`,
    }),
    async (c) => {
      await account.deleteAccount(c.var.deps, c.var.auth, c.req.valid("json"));
      return c.json({ data: { ok: true as const } });
    },
  );
