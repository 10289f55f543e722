import { referralsSchema } from "@/lib/contracts/referrals";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { getReferrals } from "../services/referrals";

const referralsResponse = dataOf(referralsSchema).openapi("Referrals");

export const referralRoutes = createRouter().openapi(
  defineRoute({
    method: "get", path: "/referrals", tag: "Referrals", auth: true, response: referralsResponse, errors: [403],
    summary: "The user's referral code, link, invitees and rewards",
    description:
      "The code is made on the first call. 403 `subscription_required` without a subscription in effect: referrals belong to Premium and Elite.",
  }),
  async (c) => c.json({ data: await getReferrals(c.var.deps, c.var.auth.userId) }),
);
