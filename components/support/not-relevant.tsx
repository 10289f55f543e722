"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { firstMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import { ExcludedCompaniesField, ExcludeKeywordsField } from "@/components/copilot/field-groups";
import { ChoiceCards } from "@/components/copilot/fields";

import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { useCopilotOutcomes } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import { STRICTNESS_LEVELS } from "@/lib/contracts/copilot-values";
import { linkTag } from "@/components/ui/text-link";
import type { relevanceFixSchema } from "@/lib/contracts/support";
import { CopilotScope } from "./copilot-scope";
import { useAdjustCopilot } from "./hooks";
import { Panel, StillStuck, useSaveProblem } from "./parts";

const loadRelevanceFixSchema = () => import("@/lib/contracts/support").then((module) => module.relevanceFixSchema);

type Input = z.input<typeof relevanceFixSchema>;
type Output = z.output<typeof relevanceFixSchema>;

const THRESHOLDS = { high: 45, higher: 60, highest: 75 } as const;

/** Suggestions to add with one click: what the user turned down lately and has not excluded yet. */
function QuickPicks({ label, items, onPick }: { label: string; items: { value: string; count: number }[]; onPick: (value: string) => void }) {
  const t = useTranslations("Support.notRelevant");
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-600">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {items.map(({ value, count }) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => onPick(value)}
              className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-gray-400 bg-white px-3 py-1 text-sm font-medium text-gray-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5 text-brand-600">
                <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
              </svg>
              <span className="sr-only">{t("addPick")} </span>
              {value}
              <span className="text-xs text-gray-500">{t("times", { count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RelevanceForm({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.notRelevant");
  const editor = useTranslations("CopilotEditor");
  const errorText = useFieldError();
  const adjust = useAdjustCopilot();
  const problemText = useSaveProblem();
  const outcomes = useCopilotOutcomes(copilot.id, { revalidateOnFocus: false });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadRelevanceFixSchema),
    defaultValues: {
      strictness: copilot.jobs.strictness,
      exclude_keywords: copilot.filters.exclude_keywords,
      excluded_companies: copilot.filters.excluded_companies,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const keywords = useWatch({ control: form.control, name: "exclude_keywords" });
  const companies = useWatch({ control: form.control, name: "excluded_companies" });
  const lower = (values: string[]) => new Set(values.map((value) => value.toLowerCase()));
  const stats = outcomes.data?.data;
  const keywordPicks = (stats?.declined_keywords ?? [])
    .filter(({ keyword }) => !lower(keywords).has(keyword.toLowerCase()))
    .map(({ keyword, count }) => ({ value: keyword, count }));
  const companyPicks = (stats?.declined_companies ?? [])
    .filter(({ company }) => !lower(companies).has(company.toLowerCase()))
    .map(({ company, count }) => ({ value: company, count }));

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { copilot: saved } = await adjust(copilot.id, values, { toast: false });
      form.reset({ strictness: saved.jobs.strictness, exclude_keywords: saved.filters.exclude_keywords, excluded_companies: saved.filters.excluded_companies });
      toast.success(t("saved"));
    } catch (error) {
      setProblem(problemText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Panel
        title={t("strictnessTitle")}
        description={
          stats?.average_score != null ? t("strictnessScore", { average: stats.average_score, threshold: stats.threshold }) : t("strictnessText")
        }
      >
        <Controller
          control={form.control}
          name="strictness"
          render={({ field }) => (
            <fieldset>
              <legend className="sr-only">{editor("jobs.strictness")}</legend>
              <ChoiceCards
                type="radio"
                name="strictness"
                choices={STRICTNESS_LEVELS.map((level) => ({
                  value: level,
                  label: `${editor(`jobs.strictnessLevels.${level}.label`)} · ${t("minimumScore", { score: THRESHOLDS[level] })}`,
                  description: editor(`jobs.strictnessLevels.${level}.description`),
                }))}
                value={[field.value]}
                onChange={(value) => field.onChange(value[0])}
              />
            </fieldset>
          )}
        />
      </Panel>

      <Panel title={t("keywordsTitle")} description={t("keywordsText")}>
        <div className="flex flex-col gap-4">
          <ExcludeKeywordsField control={form.control} name="exclude_keywords" hint={t("keywordsHint")} error={errorText(firstMessage(errors.exclude_keywords))} />
          <QuickPicks
            label={t("keywordPicks")}
            items={keywordPicks}
            onPick={(value) => form.setValue("exclude_keywords", [...keywords, value], { shouldDirty: true })}
          />
        </div>
      </Panel>

      <Panel title={t("companiesTitle")} description={t("companiesText")}>
        <div className="flex flex-col gap-4">
          <ExcludedCompaniesField control={form.control} name="excluded_companies" error={errorText(firstMessage(errors.excluded_companies))} />
          <QuickPicks
            label={t("companyPicks")}
            items={companyPicks}
            onPick={(value) => form.setValue("excluded_companies", [...companies, value], { shouldDirty: true })}
          />
        </div>
      </Panel>

      <div className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-4 mobile:flex-row mobile:items-center mobile:justify-between">
        <p className="text-sm text-gray-600">
          {t.rich("reviewNote", {
            link: linkTag("/applications/review"),
          })}
        </p>
        <Button type="submit" disabled={isSubmitting || !isDirty} className="shrink-0">
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

export function NotRelevant() {
  return (
    <>
      <CopilotScope>{(copilot) => <RelevanceForm key={copilot.id} copilot={copilot} />}</CopilotScope>
      <StillStuck />
    </>
  );
}
