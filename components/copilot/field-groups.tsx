"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { CountryFlag } from "@/components/forms/country-flag";
import type { WorkMode } from "@/lib/contracts/copilot";
import { MAX_COUNTRIES, WORK_MODES } from "@/lib/contracts/copilot-values";
import { ChipCombobox } from "./chip-combobox";
import { ChoiceCards, Fieldset, type Choice } from "./fields";
import type { Suggestion } from "@/lib/api/reference-data";
import { useDisplayNames } from "./display-names";

/**
 * The field groups of a copilot's settings, bound to a react-hook-form form by `control` and
 * `name`. The editor's steps and the support pages that adjust a copilot share them, so a setting
 * looks and reads the same wherever it is changed. Errors come from the caller, already worded.
 */

/** A field of the form, by its path, whose value is a V. */
type Bound<T extends FieldValues, O, V> = { control: Control<T, unknown, O>; name: FieldPathByValue<T, V> };

function useBound<T extends FieldValues, O, V>({ control, name }: Bound<T, O, V>) {
  const { field, fieldState } = useController({ control, name });
  return { value: field.value as V, onChange: field.onChange, invalid: fieldState.invalid };
}

type ChipsFieldProps<T extends FieldValues, O> = Bound<T, O, string[]> & Omit<ComponentProps<typeof ChipCombobox>, "values" | "onChange">;

/** A ChipCombobox holding a list field of the form. */
export function ChipsField<T extends FieldValues, O>({ control, name, ...chips }: ChipsFieldProps<T, O>) {
  const { value, onChange } = useBound<T, O, string[]>({ control, name });
  return <ChipCombobox {...chips} values={value} onChange={onChange} />;
}

/** What makes a ChipsField pick countries: found by name in the reference list, kept as ISO codes, shown with flags. */
export function useCountryChips() {
  const names = useDisplayNames();
  return {
    source: { path: "/data/locations", extra: { type: "country" } },
    toValue: (item: Suggestion) => item.country_code ?? item.id,
    display: names.country,
    icon: (code: string) => <CountryFlag code={code} className="w-5" />,
  } as const;
}

type GroupProps<T extends FieldValues, O, V> = Bound<T, O, V> & { error?: string };

/** The countries the copilot searches in. */
export function CountriesField<T extends FieldValues, O>({ control, name, error }: GroupProps<T, O, string[]>) {
  const t = useTranslations("CopilotEditor.locations");
  const countries = useCountryChips();
  return (
    <ChipsField
      control={control}
      name={name}
      label={t("countries")}
      hint={t("countriesHint")}
      placeholder={t("countriesPlaceholder")}
      error={error}
      max={MAX_COUNTRIES}
      {...countries}
    />
  );
}

/** Words a posting must mention. */
export function IncludeKeywordsField<T extends FieldValues, O>({ control, name, error }: GroupProps<T, O, string[]>) {
  const t = useTranslations("CopilotEditor.filters");
  return (
    <ChipsField control={control} name={name} label={t("include")} hint={t("includeHint")} placeholder={t("keywordPlaceholder")} error={error} max={20} freeText />
  );
}

/** Words that rule a posting out; the hint depends on where it is asked. */
export function ExcludeKeywordsField<T extends FieldValues, O>({ control, name, hint, error }: GroupProps<T, O, string[]> & { hint: string }) {
  const t = useTranslations("CopilotEditor.filters");
  return <ChipsField control={control} name={name} label={t("exclude")} hint={hint} placeholder={t("keywordPlaceholder")} error={error} max={50} freeText />;
}

/** Companies whose postings are left out: from the brand list or typed. */
export function ExcludedCompaniesField<T extends FieldValues, O>({ control, name, hint, error }: GroupProps<T, O, string[]> & { hint?: string }) {
  const t = useTranslations("CopilotEditor.filters");
  return (
    <ChipsField
      control={control}
      name={name}
      label={t("companies")}
      hint={hint}
      placeholder={t("companiesPlaceholder")}
      error={error}
      max={100}
      source={{ path: "/data/brands" }}
      freeText
    />
  );
}

const WORK_MODE_ICONS: Record<WorkMode, string> = {
  remote: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.9a12 12 0 0 0-1.2-4.8A6 6 0 0 1 15.9 9ZM10 4.1c.8 1 1.6 2.8 1.9 4.9H8.1c.3-2.1 1.1-3.9 1.9-4.9ZM8.2 4.2A12 12 0 0 0 7 9H4.1a6 6 0 0 1 4.1-4.8ZM4.1 11H7a12 12 0 0 0 1.2 4.8A6 6 0 0 1 4.1 11Zm5.9 4.9c-.8-1-1.6-2.8-1.9-4.9h3.8c-.3 2.1-1.1 3.9-1.9 4.9Zm1.8-.1A12 12 0 0 0 13 11h2.9a6 6 0 0 1-4.1 4.8Z",
  hybrid: "M3 9.5 10 4l7 5.5V17a1 1 0 0 1-1 1h-3.5v-4.5h-5V18H4a1 1 0 0 1-1-1V9.5Z",
  onsite: "M4 3h8a1 1 0 0 1 1 1v4h3a1 1 0 0 1 1 1v9H3V4a1 1 0 0 1 1-1Zm2 3v2h2V6H6Zm0 4v2h2v-2H6Zm4-4v2h1V6h-1Zm0 4v2h1v-2h-1Zm4 1v2h1v-2h-1Z",
};

/** Remote, hybrid, on-site: any of them. Each page explains the modes in its own words. */
export function WorkModesField<T extends FieldValues, O>({
  control,
  name,
  error,
  describe,
  withIcons = false,
}: GroupProps<T, O, WorkMode[]> & { describe: (mode: WorkMode) => string; withIcons?: boolean }) {
  const t = useTranslations("CopilotEditor.locations");
  const { value, onChange, invalid } = useBound<T, O, WorkMode[]>({ control, name });
  return (
    <Fieldset legend={t("workModes")} error={error}>
      <ChoiceCards
        type="checkbox"
        name={name}
        choices={WORK_MODES.map((mode) => ({
          value: mode,
          label: t(`modes.${mode}.label`),
          description: describe(mode),
          icon: withIcons ? (
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 text-brand-600">
              <path d={WORK_MODE_ICONS[mode]} />
            </svg>
          ) : undefined,
        }))}
        value={value}
        onChange={onChange}
        invalid={invalid}
      />
    </Fieldset>
  );
}

/** One choice among cards, under a legend; `children` follow the cards. */
export function RadioCardsField<T extends FieldValues, O, V extends string>({
  control,
  name,
  legend,
  error,
  choices,
  columns,
  children,
}: GroupProps<T, O, V> & { legend: string; choices: readonly Choice<V>[]; columns?: 2 | 3; children?: ReactNode }) {
  const { value, onChange } = useBound<T, O, V>({ control, name });
  return (
    <Fieldset legend={legend} error={error}>
      <ChoiceCards type="radio" name={name} columns={columns} choices={choices} value={[value]} onChange={([chosen]) => onChange(chosen)} />
      {children}
    </Fieldset>
  );
}
