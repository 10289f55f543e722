"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Chip, Combobox } from "@/components/ui/combobox";
import { locales } from "@/lib/i18n/locales";
import { filtersStepSchema } from "@/lib/contracts/copilot";
import { ChipCombobox, useComboboxTexts } from "../chip-combobox";
import { stepHref } from "../edit-steps";
import { firstMessage } from "../error-text";
import { ErrorMessage, Fieldset, FormSection, inputClasses, PillCheckboxes, SelectField } from "../fields";
import { useDisplayNames, useErrorText } from "../hooks";
import { applyServerErrors, StepForm, useSaveStep, type StepProblem } from "../step-form";
import type { Copilot } from "@/lib/contracts/copilot";

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
  const errorText = useErrorText();
  const names = useDisplayNames();
  const router = useRouter();
  const save = useSaveStep(copilot.id);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const hydrated = useHydrated();
  const [everyCurrency] = useState(allCurrencies);
  const currencies = hydrated ? everyCurrency : noCurrencies;
  const id = useId();
  const { filters } = copilot;
  const common = [...new Set([...COMMON_CURRENCIES, filters.salary_currency ?? "EUR"])];
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(filtersStepSchema),
    defaultValues: { ...filters, salary_currency: filters.salary_currency ?? "EUR" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      // A currency means nothing without an amount.
      await save(3, { ...values, salary_currency: values.min_salary === null ? null : values.salary_currency });
      router.push(stepHref(copilot.id, 4));
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const salaryError = errorText(errors.min_salary?.message ?? errors.salary_currency?.message);
  const capError = errorText(errors.company_cap_count?.message ?? errors.company_cap_days?.message);
  const ageError = errorText(errors.max_job_age_days?.message);

  return (
    <StepForm id={copilot.id} step={3} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("keywordsSection")} description={t("keywordsDescription")}>
        <Controller
          control={form.control}
          name="include_keywords"
          render={({ field }) => (
            <ChipCombobox
              label={t("include")}
              hint={t("includeHint")}
              placeholder={t("keywordPlaceholder")}
              error={errorText(firstMessage(errors.include_keywords))}
              values={field.value}
              onChange={field.onChange}
              max={20}
              freeText
            />
          )}
        />
        <Controller
          control={form.control}
          name="exclude_keywords"
          render={({ field }) => (
            <ChipCombobox
              label={t("exclude")}
              hint={t("excludeHint")}
              placeholder={t("keywordPlaceholder")}
              error={errorText(firstMessage(errors.exclude_keywords))}
              values={field.value}
              onChange={field.onChange}
              max={50}
              freeText
            />
          )}
        />
        <Controller
          control={form.control}
          name="excluded_companies"
          render={({ field }) => (
            <ChipCombobox
              label={t("companies")}
              hint={t("companiesHint")}
              placeholder={t("companiesPlaceholder")}
              error={errorText(firstMessage(errors.excluded_companies))}
              values={field.value}
              onChange={field.onChange}
              max={100}
              source={{ path: "/data/brands" }}
              freeText
            />
          )}
        />
      </FormSection>

      <FormSection title={t("jobSection")} description={t("jobDescription")}>
        <Fieldset legend={t("salary")} hint={t("salaryHint")} error={salaryError}>
          <div className="flex flex-wrap gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-salary`} className="text-xs font-medium text-gray-600">
                {t("salaryAmount")}
              </label>
              <input
                id={`${id}-salary`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                placeholder={t("salaryPlaceholder")}
                aria-invalid={errors.min_salary ? true : undefined}
                {...form.register("min_salary", { setValueAs: numberOrNull })}
                className={clsx(inputClasses(Boolean(errors.min_salary)), "w-48 tabular-nums")}
              />
            </div>
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

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-age`} className="text-sm font-medium text-gray-800">
            {t("maxAge")}
          </label>
          <ErrorMessage id={`${id}-age-error`}>{ageError}</ErrorMessage>
          <div className="flex items-center gap-2">
            <input
              id={`${id}-age`}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              aria-invalid={ageError ? true : undefined}
              aria-describedby={clsx(ageError && `${id}-age-error`, `${id}-age-hint`)}
              {...form.register("max_job_age_days", { setValueAs: numberOrNaN })}
              className={clsx(inputClasses(Boolean(ageError)), "w-24 tabular-nums")}
            />
            <span className="text-sm text-gray-600">{t("days")}</span>
          </div>
          <p id={`${id}-age-hint`} className="text-xs text-gray-500">
            {t("maxAgeHint")}
          </p>
        </div>

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
                <input
                  key="count"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10}
                  aria-label={t("capCount")}
                  aria-invalid={errors.company_cap_count ? true : undefined}
                  {...form.register("company_cap_count", { setValueAs: numberOrNaN })}
                  className={clsx(inputClasses(Boolean(errors.company_cap_count)), "w-20 tabular-nums")}
                />
              ),
              days: () => (
                <input
                  key="days"
                  type="number"
                  inputMode="numeric"
                  min={7}
                  max={365}
                  aria-label={t("capDays")}
                  aria-invalid={errors.company_cap_days ? true : undefined}
                  {...form.register("company_cap_days", { setValueAs: numberOrNaN })}
                  className={clsx(inputClasses(Boolean(errors.company_cap_days)), "w-24 tabular-nums")}
                />
              ),
            })}
          </p>
        </Fieldset>
      </FormSection>
    </StepForm>
  );
}
