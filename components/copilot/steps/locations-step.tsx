"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { CountryFlag } from "@/components/forms/country-flag";
import { Combobox } from "@/components/ui/combobox";
import { locationsStepSchema, MAX_CITIES, MAX_COUNTRIES, WORK_MODES } from "@/lib/contracts/copilot";
import { ChipCombobox, useComboboxTexts } from "../chip-combobox";
import { stepHref } from "../edit-steps";
import { firstMessage } from "../error-text";
import { ChoiceCards, Fieldset, FormSection, SelectField } from "../fields";
import { useDisplayNames, useErrorText, useSuggestions } from "../hooks";
import { applyServerErrors, StepForm, useSaveStep, type StepProblem } from "../step-form";
import type { City, Copilot } from "@/lib/contracts/copilot";

type Input = z.input<typeof locationsStepSchema>;
type Output = z.output<typeof locationsStepSchema>;
const FIELDS = ["countries", "cities", "work_modes"] as const;
export const RADIUS_CHOICES = [0, 5, 10, 25, 50, 100, 200] as const;
const DEFAULT_RADIUS = 25;

const ICONS: Record<(typeof WORK_MODES)[number], string> = {
  remote: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.9a12 12 0 0 0-1.2-4.8A6 6 0 0 1 15.9 9ZM10 4.1c.8 1 1.6 2.8 1.9 4.9H8.1c.3-2.1 1.1-3.9 1.9-4.9ZM8.2 4.2A12 12 0 0 0 7 9H4.1a6 6 0 0 1 4.1-4.8ZM4.1 11H7a12 12 0 0 0 1.2 4.8A6 6 0 0 1 4.1 11Zm5.9 4.9c-.8-1-1.6-2.8-1.9-4.9h3.8c-.3 2.1-1.1 3.9-1.9 4.9Zm1.8-.1A12 12 0 0 0 13 11h2.9a6 6 0 0 1-4.1 4.8Z",
  hybrid: "M3 9.5 10 4l7 5.5V17a1 1 0 0 1-1 1h-3.5v-4.5h-5V18H4a1 1 0 0 1-1-1V9.5Z",
  onsite: "M4 3h8a1 1 0 0 1 1 1v4h3a1 1 0 0 1 1 1v9H3V4a1 1 0 0 1 1-1Zm2 3v2h2V6H6Zm0 4v2h2v-2H6Zm4-4v2h1V6h-1Zm0 4v2h1v-2h-1Zm4 1v2h1v-2h-1Z",
};

function CityPicker({ value, onChange, error }: { value: City[]; onChange: (cities: City[]) => void; error?: string }) {
  const t = useTranslations("CopilotEditor.locations");
  const c = useTranslations("CopilotEditor.combobox");
  const texts = useComboboxTexts();
  const names = useDisplayNames();
  const [query, setQuery] = useState("");
  const suggestions = useSuggestions("/data/locations", query, { type: "city" });
  const full = value.length >= MAX_CITIES;
  const options = suggestions.items
    .filter((item) => !value.some((city) => city.id === item.id))
    .map((item) => ({ id: item.id, label: item.name, description: item.country_name, icon: <CountryFlag code={item.country_code} className="w-5" /> }));

  return (
    <div className="flex flex-col gap-3">
      <Combobox
        label={t("cities")}
        hint={full ? c("full", { max: MAX_CITIES }) : t("citiesHint")}
        placeholder={full ? undefined : t("citiesPlaceholder")}
        error={error}
        query={query}
        onQueryChange={setQuery}
        options={full ? [] : options}
        loading={suggestions.loading}
        texts={texts}
        onSelect={(option) => {
          const item = suggestions.items.find((candidate) => candidate.id === option.id);
          if (!item || item.lat === undefined || item.lon === undefined || !item.country_code) return;
          onChange([...value, { id: item.id, name: item.name, country_code: item.country_code, lat: item.lat, lon: item.lon, radius_km: DEFAULT_RADIUS }]);
          setQuery("");
        }}
      />
      {value.length > 0 ? (
        <ul aria-label={t("chosenCities")} className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200">
          {value.map((city, index) => (
            <li key={city.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <CountryFlag code={city.country_code} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-gray-900">{city.name}</span>
                <span className="block text-xs text-gray-500">{names.country(city.country_code)}</span>
              </span>
              <SelectField
                label={t("radiusFor", { city: city.name })}
                labelHidden
                value={city.radius_km}
                className="w-44"
                onChange={(event) => onChange(value.map((item, i) => (i === index ? { ...item, radius_km: Number(event.target.value) } : item)))}
              >
                {[...new Set<number>([...RADIUS_CHOICES, city.radius_km])]
                  .sort((a, b) => a - b)
                  .map((km) => (
                    <option key={km} value={km}>
                      {km === 0 ? t("radiusCityOnly") : t("radiusKm", { km })}
                    </option>
                  ))}
              </SelectField>
              <button
                type="button"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={c("remove", { value: city.name })}
                className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function LocationsStep({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor.locations");
  const errorText = useErrorText();
  const names = useDisplayNames();
  const router = useRouter();
  const save = useSaveStep(copilot.id);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(locationsStepSchema),
    defaultValues: { countries: copilot.locations.countries, cities: copilot.locations.cities, work_modes: copilot.locations.work_modes },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save(2, values);
      router.push(stepHref(copilot.id, 3));
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <StepForm id={copilot.id} step={2} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("whereSection")} description={t("whereDescription")}>
        <Controller
          control={form.control}
          name="countries"
          render={({ field }) => (
            <ChipCombobox
              label={t("countries")}
              hint={t("countriesHint")}
              placeholder={t("countriesPlaceholder")}
              error={errorText(firstMessage(errors.countries))}
              values={field.value}
              onChange={field.onChange}
              max={MAX_COUNTRIES}
              source={{ path: "/data/locations", extra: { type: "country" } }}
              toValue={(item) => item.country_code ?? item.id}
              display={names.country}
              icon={(code) => <CountryFlag code={code} className="w-5" />}
            />
          )}
        />
        <Controller
          control={form.control}
          name="cities"
          render={({ field }) => <CityPicker value={field.value as City[]} onChange={field.onChange} error={errorText(firstMessage(errors.cities))} />}
        />
      </FormSection>

      <FormSection title={t("modesSection")} description={t("modesDescription")}>
        <Controller
          control={form.control}
          name="work_modes"
          render={({ field }) => (
            <Fieldset legend={t("workModes")} error={errorText(firstMessage(errors.work_modes))}>
              <ChoiceCards
                type="checkbox"
                name="work_modes"
                choices={WORK_MODES.map((value) => ({
                  value,
                  label: t(`modes.${value}.label`),
                  description: t(`modes.${value}.description`),
                  icon: (
                    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 text-brand-600">
                      <path d={ICONS[value]} />
                    </svg>
                  ),
                }))}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.work_modes)}
              />
            </Fieldset>
          )}
        />
      </FormSection>
    </StepForm>
  );
}
