import {
  adminFeedbackPageSchema,
  adminFeedbackParamsSchema,
  adminFeedbackSchema,
  adminFeedbacksQuerySchema,
  adminImpersonationPageSchema,
  adminImpersonationSchema,
  adminPageQuerySchema,
  adminReplyResultSchema,
  adminReplySchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from "@/lib/contracts/admin";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { assertAdmin, listImpersonations, listInbox, replyToFeedback, searchUsers } from "../services/admin";

const tag = "Admin";
// The contract's schemas under their OpenAPI names, and the pages that list them.
const adminUser = component(adminUserSchema, "AdminUser");
const adminFeedback = component(adminFeedbackSchema, "AdminFeedback");
const adminImpersonation = component(adminImpersonationSchema, "AdminImpersonation");
const adminOnly = "Admins only, checked in the database; refused (403 `admin_only`) while signed in as another user.";

export const adminRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/admin/users", tag, auth: true, query: adminUsersQuerySchema,
      response: dataOf(adminUserPageSchema.extend({ items: adminUser.array() })),
      errors: [403], summary: "Find users",
      description: `${adminOnly} Newest first, 25 a page; \`q\` keeps those whose email or name holds it, in any case. Each with their plan, copilots and last activity.`,
    }),
    async (c) => {
      await assertAdmin(c.var.deps, c.var.auth);
      return c.json({ data: await searchUsers(c.var.deps, c.req.valid("query")) });
    },
  )
  .openapi(
    defineRoute({
      method: "get", path: "/admin/feedbacks", tag, auth: true, query: adminFeedbacksQuerySchema,
      response: dataOf(adminFeedbackPageSchema.extend({ items: adminFeedback.array() })),
      errors: [403], summary: "The support inbox",
      description: `${adminOnly} Support messages and cancellation reasons of one status (open by default), newest first, 25 a page.`,
    }),
    async (c) => {
      await assertAdmin(c.var.deps, c.var.auth);
      return c.json({ data: await listInbox(c.var.deps, c.req.valid("query")) });
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/admin/feedbacks/{id}/reply", tag, auth: true, params: adminFeedbackParamsSchema, body: adminReplySchema,
      response: dataOf(adminReplyResultSchema.extend({ feedback: adminFeedback })),
      errors: [403, 404, 409], summary: "Answer a support message",
      description: `${adminOnly} Stores the answer, marks the message answered and mails the answer to the user in their language. A message is answered once (409 \`already_answered\`).`,
    }),
    async (c) => {
      const { deps, auth } = c.var;
      await assertAdmin(deps, auth);
      return c.json({ data: await replyToFeedback(deps, auth.userId, c.req.valid("param").id, c.req.valid("json").message) });
    },
  )
  .openapi(
    defineRoute({
      method: "get", path: "/admin/impersonations", tag, auth: true, query: adminPageQuerySchema,
      response: dataOf(adminImpersonationPageSchema.extend({ items: adminImpersonation.array() })),
      errors: [403], summary: "The sign-in-as audit log",
      description: `${adminOnly} Every "Sign-in as": who, as whom, why, when it started and whether it ended or ran out; newest first, 25 a page.`,
    }),
    async (c) => {
      await assertAdmin(c.var.deps, c.var.auth);
      return c.json({ data: await listImpersonations(c.var.deps, c.req.valid("query").cursor) });
    },
  );
