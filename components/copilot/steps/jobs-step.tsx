"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { firstMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import type { jobsStepSchema } from "@/lib/contracts/copilot";
import { EMPLOYMENT_TYPES, MAX_JOB_TITLES, SENIORITIES, STRICTNESS_LEVELS } from "@/lib/contracts/copilot-values";
import { Fieldset, FormSection, PillCheckboxes, describedChoices } from "../fields";

import { StepForm, useStepSubmit } from "../step-form";
import type { Copilot } from "@/lib/contracts/copilot";
import { ChipsField, RadioCardsField } from "../field-groups";

const loadJobsSchema = () => import("@/lib/contracts/copilot").then((module) => module.jobsStepSchema);

type Input = z.input<typeof jobsStepSchema>;
type Output = z.output<typeof jobsStepSchema>;
const FIELDS = ["job_titles", "seniorities", "employment_types", "strictness"] as const;

/** What a copilot not created yet starts with: the most common employment type, balanced strictness. */
const NEW_JOBS: Input = { job_titles: [], seniorities: [], employment_types: ["full_time"], strictness: "higher" };

/** Step 1; with no copilot yet (`null`), saving it creates the copilot. */
export function JobsStep({ copilot }: { copilot: Copilot | null }) {
  const t = useTranslations("CopilotEditor.jobs");
  const errorText = useFieldError();
  const id = copilot?.id ?? null;
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadJobsSchema),
    defaultValues: copilot?.completed_steps.includes(1) ? copilot.jobs : { ...NEW_JOBS, ...(copilot ? { job_titles: copilot.jobs.job_titles } : {}) },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, problem } = useStepSubmit(form, { id, step: 1, fields: FIELDS });

  return (
    <StepForm id={id} step={1} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("titlesSection")} description={t("titlesDescription")}>
        <ChipsField
          control={form.control}
          name="job_titles"
          label={t("titles")}
          hint={t("titlesHint", { max: MAX_JOB_TITLES })}
          placeholder={t("titlesPlaceholder")}
          error={errorText(firstMessage(errors.job_titles))}
          max={MAX_JOB_TITLES}
          source={{ path: "/data/job-titles" }}
          freeText
        />
      </FormSection>

      <FormSection title={t("levelSection")} description={t("levelDescription")}>
        <Controller
          control={form.control}
          name="seniorities"
          render={({ field }) => (
            <Fieldset legend={t("seniority")} hint={t("seniorityHint")} error={errorText(firstMessage(errors.seniorities))}>
              <PillCheckboxes
                name="seniorities"
                choices={SENIORITIES.map((value) => ({ value, label: t(`seniorities.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            </Fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="employment_types"
          render={({ field }) => (
            <Fieldset legend={t("employment")} error={errorText(firstMessage(errors.employment_types))}>
              <PillCheckboxes
                name="employment_types"
                choices={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentTypes.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.employment_types)}
              />
            </Fieldset>
          )}
        />
      </FormSection>

      <FormSection title={t("strictnessSection")} description={t("strictnessDescription")}>
        <RadioCardsField
          control={form.control}
          name="strictness"
          legend={t("strictness")}
          error={errorText(errors.strictness?.message)}
          choices={describedChoices(STRICTNESS_LEVELS, (level, part) => t(`strictnessLevels.${level}.${part}`))}
        />
      </FormSection>
    </StepForm>
  );
}
