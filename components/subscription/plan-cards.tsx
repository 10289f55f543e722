"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { BILLING_PERIODS, type BillingPeriod } from "@/lib/billing/plans";
import type { Plan, Subscription } from "@/lib/contracts/billing";
import { perWeek, planAction, priceFor, savingPercent } from "./pricing";

/** Weekly / monthly / quarterly as one radio group styled like a segmented switch. */
export function PeriodSwitch({ value, onChange, plans }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void; plans: Plan[] }) {
  const t = useTranslations("Subscription");
  const name = useId();
  const paid = plans.find((plan) => plan.prices.length > 0);
  return (
    <fieldset>
      <legend className="sr-only">{t("period.legend")}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1">
        {BILLING_PERIODS.map((period) => {
          const saving = paid ? savingPercent(paid, period) : 0;
          return (
            <label
              key={period}
              className={clsx(
                "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                value === period ? "bg-white text-gray-900 shadow-sm" : "text-gray-600 hover:text-gray-900",
              )}
            >
              <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} className="sr-only" />
              {t(`period.${period}`)}
              {saving > 0 ? (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t("plans.save", { percent: saving })}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Feature({ included, children }: { included: boolean; children: React.ReactNode }) {
  const t = useTranslations("Subscription.plans");
  return (
    <li className={clsx("flex items-start gap-2 text-sm", included ? "text-gray-800" : "text-gray-500")}>
      {included ? (
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-emerald-600" role="img" aria-label={t("included")}>
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      ) : (
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-gray-400" role="img" aria-label={t("notIncluded")}>
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      )}
      <span>{children}</span>
    </li>
  );
}

/**
 * One card per plan with its limits and its price for the chosen period. The button follows what
 * the backend allows from the current subscription; a cancelled one can only change by upgrading.
 */
export function PlanCards({
  plans,
  period,
  active,
  onChoose,
}: {
  plans: Plan[];
  period: BillingPeriod;
  active: Subscription | null;
  onChoose: (plan: Plan, action: "choose" | "upgrade" | "downgrade") => void;
}) {
  const t = useTranslations("Subscription");
  const format = useFormatter();
  const money = (amount: number, currency: string) => format.number(amount / 100, { style: "currency", currency });

  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {plans.map((plan) => {
        const move = planAction(plan.id, active ? { plan: active.plan.id } : null);
        // A cancelled Elite plan runs out as it is; switching it would start a renewing one.
        const action = move === "downgrade" && active?.canceled ? "none" : move;
        const price = priceFor(plan, period);
        const limits = plan.limits;
        const highlighted = plan.id === "elite";
        return (
          <li
            key={plan.id}
            className={clsx(
              "flex flex-col rounded-2xl border p-5",
              action === "current" ? "border-brand-500 ring-2 ring-brand-100" : highlighted ? "border-brand-500/40" : "border-gray-200",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-gray-900">
                {plan.name}
              </h3>
              {action === "current" ? (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{t("plans.yourPlan")}</span>
              ) : null}
            </div>
            <div className="mt-3 min-h-16">
              {price ? (
                <>
                  <p>
                    <span className="text-3xl font-bold tracking-tight text-gray-900">{money(price.amount, price.currency)}</span>{" "}
                    <span className="text-sm text-gray-600">{t(`per.${period}`)}</span>
                  </p>
                  {period !== "weekly" ? (
                    <p className="mt-1 text-sm text-gray-600">{t("plans.perWeek", { price: money(perWeek(price.amount, period), price.currency) })}</p>
                  ) : null}
                </>
              ) : (
                <p>
                  <span className="text-3xl font-bold tracking-tight text-gray-900">{money(0, plans.find((p) => p.prices[0])?.prices[0]?.currency ?? "EUR")}</span>{" "}
                  <span className="text-sm text-gray-600">{t("plans.freeForever")}</span>
                </p>
              )}
            </div>
            <ul className="mt-4 flex flex-1 flex-col gap-2">
              <Feature included>{t("plans.limits.copilots", { count: limits.copilots })}</Feature>
              <Feature included>{t("plans.limits.applications", { count: format.number(limits.applications_per_day) })}</Feature>
              <Feature included>{limits.review_first_only ? t("plans.limits.reviewFirst") : t("plans.limits.autoApply")}</Feature>
              <Feature included>{t("plans.limits.aiMessages", { count: format.number(limits.ai_messages_per_month) })}</Feature>
              <Feature included>{t("plans.limits.coverLetters", { count: format.number(limits.cover_letters_per_month) })}</Feature>
              <Feature included={limits.cv_tailoring}>{limits.cv_tailoring ? t("plans.limits.cvTailoring") : t("plans.limits.noCvTailoring")}</Feature>
            </ul>
            <div className="mt-5">
              {action === "choose" || action === "upgrade" || action === "downgrade" ? (
                <Button
                  variant={action === "downgrade" ? "secondary" : "primary"}
                  className="w-full"
                  onClick={() => onChoose(plan, action)}
                >
                  {action === "choose"
                    ? t("plans.choose", { plan: plan.name })
                    : action === "upgrade"
                      ? t("plans.upgrade", { plan: plan.name })
                      : t("plans.switchTo", { plan: plan.name })}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
