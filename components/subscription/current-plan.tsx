"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { openBillingPortal } from "@/lib/api/billing";
import type { ProviderId, Subscription } from "@/lib/contracts/billing";
import { type BillingProblem, describeBillingError } from "./problem";

/** The plan in effect: name, period, price, renewal or end date, and what can be done with it. */
export function CurrentPlan({
  active,
  provider,
  billingPortal,
  onCancel,
  onDowngrade,
}: {
  active: Subscription | null;
  provider: ProviderId | null;
  /** The user has paid through Stripe (now or before): its portal has their invoices and card. */
  billingPortal: boolean;
  onCancel: () => void;
  onDowngrade: () => void;
}) {
  const t = useTranslations("Subscription");
  const errors = useTranslations("Subscription.errors");
  const format = useFormatter();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });

  const openPortal = async () => {
    setOpening(true);
    setProblem(null);
    try {
      const { data } = await openBillingPortal();
      window.location.assign(data.url);
    } catch (error) {
      setProblem(describeBillingError(error));
      setOpening(false);
    }
  };

  const portalButton = (
    <Button variant="secondary" onClick={() => void openPortal()} disabled={opening}>
      {opening ? t("current.openingPortal") : t("current.manageBilling")}
    </Button>
  );

  return (
    <section aria-labelledby="current-plan-heading" className="rounded-2xl border border-gray-200 bg-gray-50/60 p-5 mobile:p-6">
      <h2 id="current-plan-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        {t("current.heading")}
      </h2>
      {problem ? <FormAlert className="mt-3">{"raw" in problem ? problem.raw : errors(problem.key)}</FormAlert> : null}
      {active ? (
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-2xl font-bold text-gray-900">{active.plan.name}</span>
              <span
                className={clsx(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  active.canceled ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-800",
                )}
              >
                {active.canceled ? t("current.canceled") : t("current.active")}
              </span>
            </p>
            <p className="mt-1 text-sm text-gray-700">
              {t(`period.${active.period}`)} · {format.number(active.price.amount / 100, { style: "currency", currency: active.price.currency })}{" "}
              {t(`per.${active.period}`)}
            </p>
            <p className="mt-1 text-sm font-medium text-gray-900" data-testid="subscription-date">
              {active.canceled ? t("current.endsOn", { date: date(active.current_period_end) }) : t("current.renewsOn", { date: date(active.current_period_end) })}
            </p>
            {active.canceled ? (
              <p className="mt-2 max-w-xl text-sm text-gray-600">{t("current.canceledNote", { plan: active.plan.name, date: date(active.current_period_end) })}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {billingPortal ? portalButton : null}
            {active.plan.id === "elite" && !active.canceled ? (
              <Button variant="secondary" onClick={onDowngrade}>
                {t("current.switchToPremium")}
              </Button>
            ) : null}
            {!active.canceled ? (
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
                {t("current.cancel")}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-2xl font-bold text-gray-900">{t("current.freeName")}</p>
            <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("current.freeBody")}</p>
          </div>
          {billingPortal ? portalButton : null}
        </div>
      )}
      {provider === "demo" ? <p className="mt-4 text-xs text-gray-500">{t("current.demoNote")}</p> : null}
    </section>
  );
}
