"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useFieldError } from "@/components/forms/use-error-text";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useEntitlements } from "@/lib/api/billing";
import { copilotKeys, runCopilot } from "@/lib/api/copilots";
import { SETTINGS_KEY, updateSettings, useSettings } from "@/lib/api/settings";
import type { Entitlements } from "@/lib/contracts/billing";
import type { Copilot } from "@/lib/contracts/copilot";
import type { Settings } from "@/lib/contracts/settings";
import { EMAIL_REPORT_FREQUENCIES } from "@/lib/contracts/settings-values";
import { FormSection, Switch, describedChoices } from "../fields";

import { linkTag } from "@/components/ui/text-link";
import { RadioCardsField } from "../field-groups";
import { applyServerErrors, StepForm, useSaveStep, type StepProblem } from "../step-form";
import { initialDailyLimit } from "./launch-limit";
import type { launchFormSchema } from "./launch-schema";
import { CopilotSummary } from "./summary";

type ReportFrequency = Settings["email_report_frequency"];
/** The safe choice first. */
const MODES = ["review_first", "auto_apply"] as const;
const FIELDS = ["mode", "daily_limit", "cover_letter", "dry_run", "email_report_frequency"] as const;

type LaunchInput = z.input<ReturnType<typeof launchFormSchema>>;
type LaunchOutput = z.output<ReturnType<typeof launchFormSchema>>;

export function LaunchStep({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor");
  const entitlements = useEntitlements();
  const settings = useSettings();
  if ((entitlements.error && !entitlements.data) || (settings.error && !settings.data)) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t("loadFailed")}
      </p>
    );
  }
  if (!entitlements.data || !settings.data) return <LoadingDots label={t("loading")} />;
  return <LaunchForm copilot={copilot} entitlements={entitlements.data.data} frequency={settings.data.data.email_report_frequency} />;
}

function LaunchForm({ copilot, entitlements, frequency }: { copilot: Copilot; entitlements: Entitlements; frequency: ReportFrequency }) {
  const t = useTranslations("CopilotEditor.launch");
  const errorText = useFieldError();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const save = useSaveStep(copilot.id);
  const id = useId();
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const { limits, plan } = entitlements;
  const max = limits.applications_per_day;
  // Built from the plan's limits, after the page: zod comes with it.
  const loadSchema = useCallback(() => import("./launch-schema").then((module) => module.launchFormSchema(entitlements)), [entitlements]);
  const active = copilot.status === "active";
  const form = useForm<LaunchInput, unknown, LaunchOutput>({
    resolver: useLazyZodResolver(loadSchema),
    defaultValues: {
      mode: limits.review_first_only ? "review_first" : copilot.launch.mode,
      daily_limit: initialDailyLimit(copilot, max),
      cover_letter: copilot.launch.cover_letter,
      dry_run: copilot.launch.dry_run,
      email_report_frequency: frequency,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const dailyLimit = useWatch({ control: form.control, name: "daily_limit" });

  const onSubmit = form.handleSubmit(async ({ email_report_frequency, ...launch }) => {
    setProblem(null);
    try {
      await Promise.all([
        save(5, launch),
        email_report_frequency === frequency
          ? null
          : updateSettings({ email_report_frequency }).then((saved) => mutate(SETTINGS_KEY, saved, { revalidate: false })),
      ]);
      if (active) {
        toast.success(t("savedToast", { name: copilot.name }));
      } else {
        const launched = await runCopilot(copilot.id);
        await mutate(copilotKeys.one(copilot.id), launched, { revalidate: false });
        toast.success(t("launchedToast", { name: copilot.name }));
      }
      await mutate(copilotKeys.list);
      router.push("/copilot");
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const upgrade = linkTag("/subscription", "brandHover");

  return (
    <StepForm
      id={copilot.id}
      step={5}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      problem={problem}
      submitLabel={active ? t("save") : t("launch")}
      submittingLabel={active ? t("saving") : t("launching")}
    >
      <FormSection title={t("modeSection")} description={t("modeDescription")}>
        <RadioCardsField
          control={form.control}
          name="mode"
          legend={t("mode")}
          error={errorText(errors.mode?.message)}
          columns={2}
          choices={MODES.map((mode) => ({
            value: mode,
            label: t(`modes.${mode}.label`),
            description: t(`modes.${mode}.description`),
            disabled: mode === "auto_apply" && limits.review_first_only,
          }))}
        >
          {limits.review_first_only ? (
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
                <path d="M10 1.5 12.6 7l6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7L10 1.5Z" />
              </svg>
              <span>{t.rich("autoApplyUpgrade", { plan: plan.name, link: upgrade })}</span>
            </p>
          ) : null}
        </RadioCardsField>
      </FormSection>

      <FormSection title={t("paceSection")} description={t("paceDescription")}>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-limit`} className="text-sm font-medium text-gray-800">
            {t("dailyLimit")}
          </label>
          {errors.daily_limit ? (
            <p id={`${id}-limit-error`} role="alert" className="text-sm text-red-700">
              {errorText(errors.daily_limit.message)}
            </p>
          ) : null}
          <div className="flex items-center gap-4">
            <input
              id={`${id}-limit`}
              type="range"
              min={1}
              max={max}
              step={1}
              aria-valuetext={t("perDay", { count: Number(dailyLimit) || 0 })}
              aria-describedby={`${id}-limit-hint${errors.daily_limit ? ` ${id}-limit-error` : ""}`}
              {...form.register("daily_limit", { valueAsNumber: true })}
              className="h-2 w-full max-w-md cursor-pointer accent-brand-600"
            />
            <output htmlFor={`${id}-limit`} className="min-w-24 rounded-lg bg-brand-50 px-3 py-1.5 text-center text-sm font-semibold tabular-nums text-brand-700">
              {t("perDay", { count: Number(dailyLimit) || 0 })}
            </output>
          </div>
          <p id={`${id}-limit-hint`} className="text-sm text-gray-600">
            {t.rich("planMax", { plan: plan.name, max, link: plan.id === "elite" ? () => null : upgrade })}
          </p>
        </div>
        <Controller
          control={form.control}
          name="cover_letter"
          render={({ field }) => <Switch label={t("coverLetter")} description={t("coverLetterHint")} checked={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="dry_run"
          render={({ field }) => <Switch label={t("dryRun")} description={t("dryRunHint")} checked={field.value ?? false} onChange={field.onChange} />}
        />
      </FormSection>

      <FormSection title={t("reportSection")} description={t("reportDescription")}>
        <RadioCardsField
          control={form.control}
          name="email_report_frequency"
          legend={t("report")}
          error={errorText(errors.email_report_frequency?.message)}
          choices={describedChoices(EMAIL_REPORT_FREQUENCIES, (frequency, part) => t(`reports.${frequency}.${part}`))}
        />
      </FormSection>

      <FormSection title={t("summarySection")} description={t("summaryDescription")}>
        <CopilotSummary copilot={copilot} />
      </FormSection>
    </StepForm>
  );
}
