"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { FormAlert } from "@/components/entry/form-alert";
import { Dialog } from "@/components/ui/dialog";
import { LoadingDots } from "@/components/ui/loading-dots";
import { completeCheckout, useBillingProvider, usePlans, useSubscription } from "@/lib/api/billing";
import type { BillingPeriod, PaidPlanId } from "@/lib/billing/plans";
import type { Plan } from "@/lib/contracts/billing";
import { CancelSubscriptionFlow } from "./cancel-flow";
import { DowngradeDialog, UpgradeDialog, useRefreshBilling } from "./change-dialogs";
import { CurrentPlan } from "./current-plan";
import { PeriodSwitch, PlanCards } from "./plan-cards";
import { describeBillingError } from "./problem";

export type CheckoutReturn = { status: "success"; sessionId: string } | { status: "canceled" } | null;

/**
 * The return from Stripe Checkout (?checkout=success&session_id=…): the subscription is activated
 * at once through the backend instead of waiting for the webhook; then the query is dropped.
 */
function useCheckoutReturn(checkout: CheckoutReturn) {
  const t = useTranslations("Subscription");
  const router = useRouter();
  const refresh = useRefreshBilling();
  const handled = useRef(false);
  useEffect(() => {
    if (!checkout || handled.current) return;
    handled.current = true;
    router.replace("/subscription", { scroll: false });
    if (checkout.status === "canceled") {
      toast(t("toasts.checkoutCanceled"));
      return;
    }
    void (async () => {
      try {
        const { data } = await completeCheckout(checkout.sessionId);
        await refresh();
        toast.success(t("toasts.activated", { plan: data.plan.name }));
      } catch (error) {
        const problem = describeBillingError(error);
        // Paid but not yet confirmed by Stripe: the webhook brings it; focus revalidation shows it.
        if ("key" in problem && problem.key === "checkout_incomplete") toast(t("toasts.checkoutPending"));
        else toast.error("raw" in problem ? problem.raw : t(`errors.${problem.key}`));
      }
    })();
  }, [checkout, refresh, router, t]);
}

type Change = { kind: "upgrade"; plan: Plan & { id: PaidPlanId }; fromPremium: boolean } | { kind: "downgrade" } | { kind: "cancel" };

/** /subscription: the plan in effect with its actions, and the plans to choose from per billing period. */
export function SubscriptionView({ checkout }: { checkout: CheckoutReturn }) {
  const t = useTranslations("Subscription");
  const { active, subscriptions, loaded: subscriptionsLoaded, error, mutate } = useSubscription();
  const plans = usePlans();
  const provider = useBillingProvider();
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  useCheckoutReturn(checkout);

  const period = chosenPeriod ?? active?.period ?? "monthly";
  const planList = plans.data?.data;
  const loaded = planList && subscriptionsLoaded;

  if (!loaded) {
    const failed = plans.error || error;
    return failed ? (
      <FormAlert className="mt-8">
        {t("loadFailed")}{" "}
        <button
          type="button"
          onClick={() => {
            void plans.mutate();
            void mutate();
          }}
          className="font-semibold underline underline-offset-2"
        >
          {t("retry")}
        </button>
      </FormAlert>
    ) : (
      <LoadingDots label={t("loading")} />
    );
  }

  const premium = planList.find((plan) => plan.id === "premium");
  const closeChange = () => setChange(null);

  return (
    <div className="mt-8 flex flex-col gap-10">
      <CurrentPlan
        active={active}
        provider={provider.data?.data.id ?? null}
        billingPortal={provider.data?.data.id === "stripe" && subscriptions.some((subscription) => subscription.provider === "stripe")}
        onCancel={() => setChange({ kind: "cancel" })}
        onDowngrade={() => setChange({ kind: "downgrade" })}
      />

      <section aria-labelledby="plans-heading" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="plans-heading" className="text-xl font-semibold text-gray-900">
              {t("plans.heading")}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t("plans.intro")}</p>
          </div>
          <PeriodSwitch value={period} onChange={setPeriod} plans={planList} />
        </div>
        <PlanCards
          plans={planList}
          period={period}
          active={active}
          onChoose={(plan, action) => {
            if (action === "downgrade") setChange({ kind: "downgrade" });
            else if (plan.id !== "free") setChange({ kind: "upgrade", plan: { ...plan, id: plan.id }, fromPremium: action === "upgrade" });
          }}
        />
      </section>

      {change?.kind === "upgrade" ? (
        <UpgradeDialog plan={change.plan} period={period} provider={provider.data?.data.id ?? "demo"} fromPremium={change.fromPremium} onClose={closeChange} />
      ) : null}
      {change?.kind === "downgrade" && premium && active ? <DowngradeDialog premium={premium} period={active.period} onClose={closeChange} /> : null}
      {change?.kind === "cancel" ? (
        <Dialog open onOpenChange={(open) => (open ? null : closeChange())} title={t("cancelFlow.title")} closeLabel={t("close")}>
          {/* Six reasons and a note: scrolls inside the dialog on short screens. */}
          <div className="-mx-1 max-h-[calc(100dvh-9rem)] overflow-y-auto px-1 pb-1">
            <CancelSubscriptionFlow showTitle={false} onKeep={closeChange} onDone={closeChange} />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
