import { z } from "@hono/zod-openapi";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { getReferrals } from "../services/referrals";

const referralsSchema = dataOf(
  z.object({
    code: z.string().openapi({ example: "K7M2QX9P" }),
    link: z.url().openapi({ description: "WEB_ORIGIN/signup?ref=CODE" }),
    invitees: z
      .array(
        z.object({
          name: z.string().openapi({ description: "Initials, or the email with its local part masked" }),
          joined_at: z.iso.datetime(),
          status: z.enum(["signed_up", "subscribed"]),
        }),
      )
      .openapi({ description: "The newest 100, newest first" }),
    invitees_total: z.number().int(),
    rewards: z.array(
      z.object({
        id: z.uuid(),
        days: z.number().int(),
        created_at: z.iso.datetime(),
        applied_at: z.iso.datetime().nullable().openapi({ description: "Null while pending: no subscription to add the days to yet" }),
      }),
    ),
    reward_days: z.number().int().openapi({ description: "Free days earned in all" }),
  }),
).openapi("Referrals");

export const referralRoutes = createRouter().openapi(
  defineRoute({
    method: "get", path: "/referrals", tag: "Referrals", auth: true, response: referralsSchema, errors: [403],
    summary: "The user's referral code, link, invitees and rewards",
    description:
      "The code is made on the first call. 403 `subscription_required` without a subscription in effect: referrals belong to Premium and Elite.",
  }),
  async (c) => c.json({ data: await getReferrals(c.var.deps, c.var.auth.userId) }),
);
