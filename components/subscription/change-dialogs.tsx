"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { billingKeys, downgradeToPremium, subscribe } from "@/lib/api/billing";
import type { BillingPeriod, PaidPlanId } from "@/lib/billing/plans";
import type { Plan, ProviderId } from "@/lib/contracts/billing";
import { type BillingProblem, describeBillingError } from "./problem";
import { priceFor } from "./pricing";

/** After any plan change: the shell's premium items, this page and the limits elsewhere follow. */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(billingKeys.subscriptions);
    void mutate(billingKeys.entitlements);
  };
}

function ProblemAlert({ problem }: { problem: BillingProblem | null }) {
  const errors = useTranslations("Subscription.errors");
  if (!problem) return null;
  return <FormAlert>{"raw" in problem ? problem.raw : errors(problem.key)}</FormAlert>;
}

/** Confirms a new paid plan: starts it at once (demo) or goes on to Stripe Checkout. */
export function UpgradeDialog({
  plan,
  period,
  provider,
  fromPremium,
  onClose,
}: {
  plan: Plan & { id: PaidPlanId };
  period: BillingPeriod;
  provider: ProviderId;
  fromPremium: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Subscription");
  const format = useFormatter();
  const refresh = useRefreshBilling();
  const [state, setState] = useState<"idle" | "working" | "redirecting">("idle");
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const price = priceFor(plan, period);

  const confirm = async () => {
    setState("working");
    setProblem(null);
    try {
      const { data } = await subscribe({ plan: plan.id, period });
      if (data.checkout_url) {
        setState("redirecting");
        window.location.assign(data.checkout_url);
        return;
      }
      await refresh();
      toast.success(t("toasts.upgraded", { plan: plan.name }));
      onClose();
    } catch (error) {
      setProblem(describeBillingError(error));
      setState("idle");
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || state !== "idle" ? null : onClose())} title={t("upgradeDialog.title", { plan: plan.name })} closeLabel={t("close")}>
      <div className="flex flex-col gap-4">
        <ProblemAlert problem={problem} />
        {price ? (
          <p className="text-sm text-gray-800">
            {t("upgradeDialog.summary", {
              plan: plan.name,
              billed: t(`billed.${period}`),
              price: format.number(price.amount / 100, { style: "currency", currency: price.currency }),
              per: t(`per.${period}`),
            })}
          </p>
        ) : null}
        {fromPremium && provider === "demo" ? <p className="text-sm text-gray-600">{t("upgradeDialog.upgradeNote")}</p> : null}
        <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600">{provider === "stripe" ? t("upgradeDialog.stripe") : t("upgradeDialog.demo")}</p>
        <div className="flex flex-col-reverse gap-2 mobile:flex-row mobile:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={state !== "idle"}>
            {t("upgradeDialog.notNow")}
          </Button>
          <Button onClick={() => void confirm()} disabled={state !== "idle"} autoFocus>
            {state === "redirecting"
              ? t("upgradeDialog.redirecting")
              : state === "working"
                ? t("upgradeDialog.confirming")
                : t("upgradeDialog.confirm", { plan: plan.name })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Elite → Premium for the same billing period. */
export function DowngradeDialog({ premium, period, onClose }: { premium: Plan; period: BillingPeriod; onClose: () => void }) {
  const t = useTranslations("Subscription");
  const refresh = useRefreshBilling();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);

  const confirm = async () => {
    setWorking(true);
    setProblem(null);
    try {
      await downgradeToPremium();
      await refresh();
      toast.success(t("toasts.downgraded"));
      onClose();
    } catch (error) {
      setProblem(describeBillingError(error));
      setWorking(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || working ? null : onClose())} title={t("downgradeDialog.title")} closeLabel={t("close")}>
      <div className="flex flex-col gap-4">
        <ProblemAlert problem={problem} />
        <p className="text-sm text-gray-800">
          {t("downgradeDialog.body", {
            billed: t(`billed.${period}`),
            applications: premium.limits.applications_per_day,
            copilots: premium.limits.copilots,
          })}
        </p>
        <div className="flex flex-col-reverse gap-2 mobile:flex-row mobile:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={working} autoFocus>
            {t("downgradeDialog.keep")}
          </Button>
          <Button onClick={() => void confirm()} disabled={working}>
            {working ? t("downgradeDialog.confirming") : t("downgradeDialog.confirm")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
