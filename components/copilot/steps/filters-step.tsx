"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { firstMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Chip, Combobox } from "@/components/ui/combobox";
import { locales } from "@/lib/i18n/locales";
import type { filtersStepSchema } from "@/lib/contracts/copilot";
import { useComboboxTexts } from "../chip-combobox";
import { Fieldset, FormSection, PillCheckboxes, SelectField, AmountField, NumberInput } from "../fields";
import { useDisplayNames } from "../display-names";
import { StepForm, useStepSubmit } from "../step-form";
import type { Copilot } from "@/lib/contracts/copilot";
import { ExcludedCompaniesField, ExcludeKeywordsField, IncludeKeywordsField } from "../field-groups";
import { Field, fieldDescribedBy } from "@/components/ui/field";

const loadFiltersSchema = () => import("@/lib/contracts/copilot").then((module) => module.filtersStepSchema);

type Input = z.input<typeof filtersStepSchema>;
type Output = z.output<typeof filtersStepSchema>;
const FIELDS = [
  "include_keywords",
  "exclude_keywords",
  "excluded_companies",
  "min_salary",
  "salary_currency",
  "max_job_age_days",
  "posting_languages",
  "needs_sponsorship",
  "company_cap_count",
  "company_cap_days",
] as const;

export const COMMON_CURRENCIES = ["EUR", "USD", "GBP", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "BRL", "MXN", "INR", "JPY"];
/** Offered after the seven languages of the product. */
export const OTHER_LANGUAGES = [
  "ar", "bg", "ca", "cs", "da", "el", "et", "fi", "he", "hi", "hr", "hu", "id", "ja", "ko", "lt", "lv", "nb", "pl", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh",
];

const allCurrencies = (): string[] => {
  try {
    return Intl.supportedValuesOf("currency").filter((code) => !COMMON_CURRENCIES.includes(code));
  } catch {
    return [];
  }
};
// The browser's list differs from the server's (ICU versions): it is only shown once hydrated.
const noCurrencies: string[] = [];

const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
const numberOrNaN = (value: unknown) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value));

function OtherLanguages({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const t = useTranslations("CopilotEditor.filters");
  const c = useTranslations("CopilotEditor.combobox");
  const texts = useComboboxTexts();
  const names = useDisplayNames();
  const [query, setQuery] = useState("");
  const others = value.filter((code) => !(locales as readonly string[]).includes(code));
  const search = query.trim().toLocaleLowerCase();
  const options = OTHER_LANGUAGES.filter((code) => !value.includes(code))
    .map((code) => ({ id: code, label: names.language(code) }))
    .filter((option) => search && (option.label.toLocaleLowerCase().includes(search) || option.id === search))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Combobox
      label={t("otherLanguages")}
      placeholder={t("otherLanguagesPlaceholder")}
      query={query}
      onQueryChange={setQuery}
      options={options}
      texts={texts}
      onSelect={(option) => {
        onChange([...value, option.id]);
        setQuery("");
      }}
      onBackspaceEmpty={others.length > 0 ? () => onChange(value.filter((code) => code !== others.at(-1))) : undefined}
      chips={others.map((code) => (
        <Chip key={code} onRemove={() => onChange(value.filter((item) => item !== code))} removeLabel={c("remove", { value: names.language(code) })}>
          {names.language(code)}
        </Chip>
      ))}
    />
  );
}

export function FiltersStep({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor.filters");
  const errorText = useFieldError();
  const names = useDisplayNames();
  const hydrated = useHydrated();
  const [everyCurrency] = useState(allCurrencies);
  const currencies = hydrated ? everyCurrency : noCurrencies;
  const id = useId();
  const { filters } = copilot;
  const common = [...new Set([...COMMON_CURRENCIES, filters.salary_currency ?? "EUR"])];
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadFiltersSchema),
    defaultValues: { ...filters, salary_currency: filters.salary_currency ?? "EUR" },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, problem } = useStepSubmit(form, {
    id: copilot.id,
    step: 3,
    fields: FIELDS,
    // A currency means nothing without an amount.
    toBody: (values) => ({ ...values, salary_currency: values.min_salary === null ? null : values.salary_currency }),
  });

  const salaryError = errorText(errors.min_salary?.message ?? errors.salary_currency?.message);
  const capError = errorText(errors.company_cap_count?.message ?? errors.company_cap_days?.message);
  const ageError = errorText(errors.max_job_age_days?.message);

  return (
    <StepForm id={copilot.id} step={3} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("keywordsSection")} description={t("keywordsDescription")}>
        <IncludeKeywordsField control={form.control} name="include_keywords" error={errorText(firstMessage(errors.include_keywords))} />
        <ExcludeKeywordsField control={form.control} name="exclude_keywords" hint={t("excludeHint")} error={errorText(firstMessage(errors.exclude_keywords))} />
        <ExcludedCompaniesField control={form.control} name="excluded_companies" hint={t("companiesHint")} error={errorText(firstMessage(errors.excluded_companies))} />
      </FormSection>

      <FormSection title={t("jobSection")} description={t("jobDescription")}>
        <Fieldset legend={t("salary")} hint={t("salaryHint")} error={salaryError}>
          <div className="flex flex-wrap gap-3">
            <AmountField
              label={t("salaryAmount")}
              min={0}
              step={1000}
              placeholder={t("salaryPlaceholder")}
              invalid={Boolean(errors.min_salary)}
              {...form.register("min_salary", { setValueAs: numberOrNull })}
              className="w-48"
            />
            <SelectField
              label={t("currency")}
              className="w-56 [&>label]:text-xs [&>label]:text-gray-600"
              {...form.register("salary_currency", { setValueAs: (value: string) => value || null })}
            >
              <optgroup label={t("commonCurrencies")}>
                {common.map((code) => (
                  <option key={code} value={code}>
                    {code} – {names.currency(code)}
                  </option>
                ))}
              </optgroup>
              {currencies.length > 0 ? (
                <optgroup label={t("otherCurrencies")}>
                  {currencies.filter((code) => !common.includes(code)).map((code) => (
                    <option key={code} value={code}>
                      {code} – {names.currency(code)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </SelectField>
          </div>
        </Fieldset>

        <Field controlId={`${id}-age`} label={t("maxAge")} error={ageError} hint={t("maxAgeHint")}>
          <div className="flex items-center gap-2">
            <NumberInput
              id={`${id}-age`}
              min={1}
              max={60}
              invalid={Boolean(ageError)}
              aria-describedby={fieldDescribedBy(`${id}-age`, ageError, t("maxAgeHint"))}
              {...form.register("max_job_age_days", { setValueAs: numberOrNaN })}
              className="w-24"
            />
            <span className="text-sm text-gray-600">{t("days")}</span>
          </div>
        </Field>

        <Controller
          control={form.control}
          name="posting_languages"
          render={({ field }) => (
            <Fieldset legend={t("languages")} hint={t("languagesHint")} error={errorText(firstMessage(errors.posting_languages))}>
              <PillCheckboxes
                name="posting_languages"
                choices={locales.map((code) => ({ value: code, label: names.language(code) }))}
                value={field.value.filter((code) => (locales as readonly string[]).includes(code)) as (typeof locales)[number][]}
                onChange={(chosen) => field.onChange([...chosen, ...field.value.filter((code) => !(locales as readonly string[]).includes(code))])}
              />
              <OtherLanguages value={field.value} onChange={field.onChange} />
            </Fieldset>
          )}
        />
      </FormSection>

      <FormSection title={t("rulesSection")} description={t("rulesDescription")}>
        <div className="flex items-start gap-3">
          <input id={`${id}-visa`} type="checkbox" {...form.register("needs_sponsorship")} aria-describedby={`${id}-visa-hint`} className="mt-1 size-4 accent-brand-600" />
          <div className="flex flex-col gap-0.5">
            <label htmlFor={`${id}-visa`} className="text-sm font-medium text-gray-800">
              {t("sponsorship")}
            </label>
            <p id={`${id}-visa-hint`} className="text-sm text-gray-600">
              {t("sponsorshipHint")}
            </p>
          </div>
        </div>

        <Fieldset legend={t("cap")} hint={t("capHint")} error={capError}>
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
            {t.rich("capSentence", {
              count: () => (
                <NumberInput
                  key="count"
                  min={1}
                  max={10}
                  aria-label={t("capCount")}
                  invalid={Boolean(errors.company_cap_count)}
                  {...form.register("company_cap_count", { setValueAs: numberOrNaN })}
                  className="w-20"
                />
              ),
              days: () => (
                <NumberInput
                  key="days"
                  min={7}
                  max={365}
                  aria-label={t("capDays")}
                  invalid={Boolean(errors.company_cap_days)}
                  {...form.register("company_cap_days", { setValueAs: numberOrNaN })}
                  className="w-24"
                />
              ),
            })}
          </p>
        </Fieldset>
      </FormSection>
    </StepForm>
  );
}
