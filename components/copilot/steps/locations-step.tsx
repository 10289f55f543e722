"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { firstMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import { CountryFlag } from "@/components/forms/country-flag";
import { Combobox } from "@/components/ui/combobox";
import type { locationsStepSchema } from "@/lib/contracts/copilot";
import { MAX_CITIES } from "@/lib/contracts/copilot-values";
import { useComboboxTexts } from "../chip-combobox";
import { FormSection, SelectField } from "../fields";
import { useDisplayNames } from "../display-names";
import { useSuggestions } from "../hooks";
import { StepForm, useStepSubmit } from "../step-form";
import type { City, Copilot } from "@/lib/contracts/copilot";
import { CountriesField, WorkModesField } from "../field-groups";

const loadLocationsSchema = () => import("@/lib/contracts/copilot").then((module) => module.locationsStepSchema);

type Input = z.input<typeof locationsStepSchema>;
type Output = z.output<typeof locationsStepSchema>;
const FIELDS = ["countries", "cities", "work_modes"] as const;
export const RADIUS_CHOICES = [0, 5, 10, 25, 50, 100, 200] as const;
const DEFAULT_RADIUS = 25;

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
  const errorText = useFieldError();
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadLocationsSchema),
    defaultValues: { countries: copilot.locations.countries, cities: copilot.locations.cities, work_modes: copilot.locations.work_modes },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, problem } = useStepSubmit(form, { id: copilot.id, step: 2, fields: FIELDS });

  return (
    <StepForm id={copilot.id} step={2} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
      <FormSection title={t("whereSection")} description={t("whereDescription")}>
        <CountriesField control={form.control} name="countries" error={errorText(firstMessage(errors.countries))} />
        <Controller
          control={form.control}
          name="cities"
          render={({ field }) => <CityPicker value={field.value as City[]} onChange={field.onChange} error={errorText(firstMessage(errors.cities))} />}
        />
      </FormSection>

      <FormSection title={t("modesSection")} description={t("modesDescription")}>
        <WorkModesField
          control={form.control}
          name="work_modes"
          error={errorText(firstMessage(errors.work_modes))}
          describe={(mode) => t(`modes.${mode}.description`)}
          withIcons
        />
      </FormSection>
    </StepForm>
  );
}
