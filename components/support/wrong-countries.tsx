"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { ChipCombobox } from "@/components/copilot/chip-combobox";
import { firstMessage } from "@/components/copilot/error-text";
import { ChoiceCards, Fieldset } from "@/components/copilot/fields";
import { useDisplayNames, useErrorText } from "@/components/copilot/hooks";
import { applyServerErrors, StepProblemAlert, type StepProblem } from "@/components/copilot/step-form";
import { CountryFlag } from "@/components/forms/country-flag";
import { Button } from "@/components/ui/button";
import { locationsStepSchema, MAX_COUNTRIES, WORK_MODES, type Copilot } from "@/lib/contracts/copilot";
import { CopilotScope } from "./copilot-scope";
import { useAdjustCopilot } from "./hooks";
import { Panel, StillStuck } from "./parts";

type Input = z.input<typeof locationsStepSchema>;
type Output = z.output<typeof locationsStepSchema>;
const FIELDS = ["countries", "work_modes"] as const;

function PlacesForm({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.wrongCountries");
  const editor = useTranslations("CopilotEditor.locations");
  const errorText = useErrorText();
  const names = useDisplayNames();
  const adjust = useAdjustCopilot();
  const [problem, setProblem] = useState<StepProblem | null>(null);
  // The cities stay as they are here; the schema needs them for its "a place, or remote only" rule.
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(locationsStepSchema),
    defaultValues: { countries: copilot.locations.countries, cities: copilot.locations.cities, work_modes: copilot.locations.work_modes },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const cities = copilot.locations.cities;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { copilot: saved } = await adjust(copilot.id, { countries: values.countries, work_modes: values.work_modes });
      form.reset({ countries: saved.locations.countries, cities: saved.locations.cities, work_modes: saved.locations.work_modes });
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <StepProblemAlert problem={problem} id={copilot.id} />
      <Panel title={t("countriesTitle")} description={t("countriesText")}>
        <div className="flex flex-col gap-4">
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => (
              <ChipCombobox
                label={editor("countries")}
                hint={editor("countriesHint")}
                placeholder={editor("countriesPlaceholder")}
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
          {cities.length > 0 ? (
            <p className="text-sm text-gray-600">
              {t.rich("cities", {
                list: cities.map((city) => city.name).join(", "),
                link: (chunks) => (
                  <Link href={`/copilot/${encodeURIComponent(copilot.id)}/edit/2`} className="font-semibold text-brand-700 underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : null}
        </div>
      </Panel>

      <Panel title={t("modesTitle")} description={t("modesText")}>
        <Controller
          control={form.control}
          name="work_modes"
          render={({ field }) => (
            <Fieldset legend={editor("workModes")} error={errorText(firstMessage(errors.work_modes))}>
              <ChoiceCards
                type="checkbox"
                name="work_modes"
                choices={WORK_MODES.map((value) => ({ value, label: editor(`modes.${value}.label`), description: t(`modes.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.work_modes)}
              />
            </Fieldset>
          )}
        />
      </Panel>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

export function WrongCountries() {
  return (
    <>
      <CopilotScope>{(copilot) => <PlacesForm key={copilot.id} copilot={copilot} />}</CopilotScope>
      <StillStuck />
    </>
  );
}
