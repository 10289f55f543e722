"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { EMPLOYMENT_TYPES, jobsStepSchema, MAX_JOB_TITLES, SENIORITIES, STRICTNESS_LEVELS } from "@/lib/contracts/copilot";
import { ChipCombobox } from "../chip-combobox";
import { stepHref } from "../edit-steps";
import { firstMessage } from "../error-text";
import { ChoiceCards, Fieldset, FormSection, PillCheckboxes } from "../fields";
import { useErrorText } from "../hooks";
import { applyServerErrors, StepForm, useSaveStep, type StepProblem } from "../step-form";
import type { Copilot } from "@/lib/contracts/copilot";

type Input = z.input<typeof jobsStepSchema>;
type Output = z.output<typeof jobsStepSchema>;
const FIELDS = ["job_titles", "seniorities", "employment_types", "strictness"] as const;

export function JobsStep({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor.jobs");
  const errorText = useErrorText();
  const router = useRouter();
  const save = useSaveStep(copilot.id);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const saved = copilot.completed_steps.includes(1);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(jobsStepSchema),
    defaultValues: {
      job_titles: copilot.jobs.job_titles,
      seniorities: copilot.jobs.seniorities,
      // A new copilot starts with the most common choice.
      employment_types: saved ? copilot.jobs.employment_types : ["full_time"],
      strictness: copilot.jobs.strictness,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save(1, values);
      router.push(stepHref(copilot.id, 2));
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <StepForm id={copilot.id} step={1} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("titlesSection")} description={t("titlesDescription")}>
        <Controller
          control={form.control}
          name="job_titles"
          render={({ field }) => (
            <ChipCombobox
              label={t("titles")}
              hint={t("titlesHint", { max: MAX_JOB_TITLES })}
              placeholder={t("titlesPlaceholder")}
              error={errorText(firstMessage(errors.job_titles))}
              values={field.value}
              onChange={(values) => field.onChange(values)}
              max={MAX_JOB_TITLES}
              source={{ path: "/data/job-titles" }}
              freeText
            />
          )}
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
        <Controller
          control={form.control}
          name="strictness"
          render={({ field }) => (
            <Fieldset legend={t("strictness")} error={errorText(errors.strictness?.message)}>
              <ChoiceCards
                type="radio"
                name="strictness"
                choices={STRICTNESS_LEVELS.map((value) => ({
                  value,
                  label: t(`strictnessLevels.${value}.label`),
                  description: t(`strictnessLevels.${value}.description`),
                }))}
                value={[field.value]}
                onChange={([value]) => field.onChange(value)}
              />
            </Fieldset>
          )}
        />
      </FormSection>
    </StepForm>
  );
}
