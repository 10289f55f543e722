import { eq } from "drizzle-orm";
import { PLANS } from "@/lib/billing/plans";
import { isLocale } from "@/lib/i18n/locales";
import type { AppDeps } from "../deps";
import { userSettings, users } from "../db/schema";
import { deliverMail } from "../mail/deliver";
import { renderActionMail } from "../mail/templates";
import { activeSubscriptionRow } from "./billing-providers";

/**
 * The receipt of an upgrade, once it is in effect: the plan, what it allows, until when it runs,
 * and whether anything was charged (demo billing charges nothing; Stripe sends its own payment
 * receipt). The upgrade stands whether or not the mail goes out.
 */
export async function mailPlanReceipt(deps: AppDeps, userId: string): Promise<void> {
  try {
    const subscription = await activeSubscriptionRow(deps, userId);
    const [user] = await deps.db
      .select({ email: users.email, locale: userSettings.locale })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, userId));
    if (!subscription || !user) return;
    const locale = user.locale && isLocale(user.locale) ? user.locale : "en";
    const plan = PLANS[subscription.planId];
    const mail = await renderActionMail({
      kind: subscription.provider === "demo" ? "planReceipt.demo" : "planReceipt.paid",
      locale,
      to: user.email,
      link: `${deps.env.WEB_ORIGIN}/subscription`,
      values: {
        plan: plan.name,
        perDay: String(plan.limits.applications_per_day),
        date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(subscription.currentPeriodEnd),
      },
      ignoreNote: false,
    });
    await deliverMail(deps, "plan_receipt", userId, mail);
  } catch (error) {
    deps.logger.warn({ err: error, userId }, "plan receipt: the mail could not be sent");
  }
}
