"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { FormAlert } from "@/components/entry/form-alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { billingKeys, cancelSubscription, useSubscription } from "@/lib/api/billing";
import type { Subscription, cancelSubscriptionSchema } from "@/lib/contracts/billing";
import { CANCEL_MESSAGE_MAX, CANCEL_REASONS } from "@/lib/contracts/billing-values";
import { TextAreaField } from "@/components/ui/text-area-field";
import { type BillingProblem, describeBillingError } from "./problem";

const loadCancelSchema = () => import("@/lib/contracts/billing").then((module) => module.cancelSubscriptionSchema);

type SurveyInput = z.input<typeof cancelSubscriptionSchema>;
type SurveyOutput = z.output<typeof cancelSubscriptionSchema>;

/**
 * Cancelling the active subscription with a short survey: the main reason (required) and an
 * optional note are saved as cancellation feedback; afterwards the end date is shown. Works on
 * its own on any page (/subscription opens it in a dialog; /support/cancel-subscription embeds it).
 *
 * - `showTitle`: render the "Cancel your subscription" heading (off inside a dialog that has it).
 * - `onKeep`: "Keep my subscription" was chosen; without it the button is not shown.
 * - `onDone`: the "Done" button after cancelling; without it a link to /subscription is shown.
 */
export function CancelSubscriptionFlow({
  showTitle = true,
  headingLevel = 2,
  onKeep,
  onDone,
  onCanceled,
}: {
  showTitle?: boolean;
  headingLevel?: 2 | 3;
  onKeep?: () => void;
  onDone?: () => void;
  onCanceled?: (subscription: Subscription) => void;
}) {
  const t = useTranslations("Subscription.cancelFlow");
  const common = useTranslations("Subscription");
  const format = useFormatter();
  const { active, loaded, error, mutate: reloadSubscription } = useSubscription();
  const [canceled, setCanceled] = useState<{ subscription: Subscription; reason: SurveyOutput["reason"] } | null>(null);
  const Heading = `h${headingLevel}` as const;

  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });
  const title = showTitle ? <Heading className="text-xl font-semibold text-gray-900">{t("title")}</Heading> : null;

  if (canceled) {
    const { subscription, reason } = canceled;
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">
          <p className="font-semibold">{t("doneTitle")}</p>
          <p className="mt-1">{t("doneBody", { plan: subscription.plan.name, date: date(subscription.current_period_end) })}</p>
          <p className="mt-1">{reason === "found_job" ? t("congrats") : t("thanks")}</p>
        </FormAlert>
        <div className="flex justify-end">
          {onDone ? (
            <Button onClick={onDone}>{t("done")}</Button>
          ) : (
            <Link href="/subscription" className={buttonClasses("secondary")}>
              {t("seePlans")}
            </Link>
          )}
        </div>
      </div>
    );
  }

  if (!active) {
    if (!loaded && !error) return <LoadingDots label={common("loading")} />;
    if (!loaded) {
      return (
        <FormAlert>
          {common("loadFailed")}{" "}
          <button type="button" onClick={() => void reloadSubscription()} className="font-semibold underline underline-offset-2">
            {common("retry")}
          </button>
        </FormAlert>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        {title}
        <p className="text-sm text-gray-700">{t("none")}</p>
        <Link href="/subscription" className={buttonClasses("secondary", "self-start")}>
          {t("seePlans")}
        </Link>
      </div>
    );
  }

  if (active.canceled) {
    return (
      <div className="flex flex-col gap-4">
        {title}
        <FormAlert tone="info">{t("alreadyCanceled", { plan: active.plan.name, date: date(active.current_period_end) })}</FormAlert>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {title}
      <Survey
        subscription={active}
        onKeep={onKeep}
        onCanceled={(subscription, reason) => {
          setCanceled({ subscription, reason });
          onCanceled?.(subscription);
        }}
      />
    </div>
  );
}

function Survey({
  subscription,
  onKeep,
  onCanceled,
}: {
  subscription: Subscription;
  onKeep?: () => void;
  onCanceled: (subscription: Subscription, reason: SurveyOutput["reason"]) => void;
}) {
  const t = useTranslations("Subscription.cancelFlow");
  const errors = useTranslations("Subscription.errors");
  const format = useFormatter();
  const { mutate } = useSWRConfig();
  const id = useId();
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const form = useForm<SurveyInput, unknown, SurveyOutput>({
    resolver: useLazyZodResolver(loadCancelSchema),
    defaultValues: { message: "" },
  });
  const {
    register,
    formState: { errors: fieldErrors, isSubmitting },
  } = form;
  const reasonError = fieldErrors.reason ? t("reasonRequired") : undefined;
  const messageError = fieldErrors.message ? t("messageTooLong", { max: CANCEL_MESSAGE_MAX }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body = { reason: values.reason, ...(values.message ? { message: values.message } : {}) };
      const { data } = await cancelSubscription(subscription.id, body);
      // The shell's premium items and the plan page follow the subscription list.
      await mutate(billingKeys.subscriptions);
      void mutate(billingKeys.entitlements);
      onCanceled(data, values.reason);
    } catch (error) {
      setProblem(describeBillingError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">{t("intro")}</p>
      {problem ? <FormAlert>{"raw" in problem ? problem.raw : errors(problem.key)}</FormAlert> : null}
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-semibold text-gray-900">{t("legend")}</legend>
        {reasonError ? (
          <p id={`${id}-reason-error`} role="alert" className="mt-1 text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-1">
          {CANCEL_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2 text-sm text-gray-800 hover:bg-gray-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={reason} className="size-4 accent-brand-600" {...register("reason")} />
              {t(`reasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t("messageLabel")}
        error={messageError}
        rows={3}
        maxLength={CANCEL_MESSAGE_MAX}
        placeholder={t("messagePlaceholder")}
        {...register("message")}
      />
      <p className="text-sm text-gray-600">
        {t("whatHappens", { plan: subscription.plan.name, date: format.dateTime(new Date(subscription.current_period_end), { dateStyle: "long" }) })}
      </p>
      <div className="flex flex-col-reverse gap-2 mobile:flex-row mobile:justify-end">
        {onKeep ? (
          <Button variant="secondary" onClick={onKeep}>
            {t("keep")}
          </Button>
        ) : null}
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t("canceling") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
