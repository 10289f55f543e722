import { z } from "@hono/zod-openapi";
import { createFeedbackSchema, feedbackListSchema, feedbackSchema, listFeedbacksQuerySchema } from "@/lib/contracts/feedback";
import { component, dataOf, defineRoute } from "../http/openapi";
import { tooManyRequests } from "../core/errors";
import { createRouter } from "../http/router";
import { assertOwnSubscription, listFeedbacks, recordFeedback } from "../services/feedbacks";
import { hit, type RateLimitRule } from "../core/rate-limit";

// The contract's schema under its OpenAPI name.
const feedback = component(feedbackSchema, "Feedback");

/** Enough for any real conversation; a script posting in a loop stops here. */
export const FEEDBACK_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

const tag = "Feedbacks";

export const feedbackRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "post", path: "/feedbacks", tag, auth: true, status: 201, body: createFeedbackSchema, response: dataOf(feedback),
      errors: [429], summary: "Send a support message or a cancellation reason",
      description:
        "`kind: support` needs a topic and a message of 10–5000 characters; `kind: cancellation` a reason code and optional words. At most 10 an hour (429 with Retry-After).",
    }),
    async (c) => {
      const { deps, auth } = c.var;
      const input = c.req.valid("json");
      const limited = await hit(deps, `feedback:${auth.userId}`, FEEDBACK_LIMIT);
      if (limited.count > FEEDBACK_LIMIT.limit) throw tooManyRequests(limited.retryAfterSeconds);
      const context: Record<string, unknown> = {};
      if (input.kind === "support" && input.page) context.page = input.page;
      if (input.kind === "cancellation" && input.subscription_id) {
        await assertOwnSubscription(deps, auth.userId, input.subscription_id);
        context.subscription_id = input.subscription_id;
      }
      // Support staff should know when an admin wrote it while signed in as the user.
      if (auth.impersonatorId) context.impersonated_by = auth.impersonatorId;
      const saved = await recordFeedback(deps, auth.userId, { kind: input.kind, topic: input.topic, message: input.message ?? null, context });
      return c.json({ data: saved }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: "get", path: "/feedbacks", tag, auth: true, query: listFeedbacksQuerySchema,
      response: dataOf(feedbackListSchema.extend({ items: z.array(feedback) })),
      summary: "The user's own messages", description: "Newest first, the latest 100; `kind` narrows them to support messages or cancellation reasons.",
    }),
    async (c) => c.json({ data: { items: await listFeedbacks(c.var.deps, c.var.auth.userId, c.req.valid("query").kind) } }),
  );
