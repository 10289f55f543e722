"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { firstMessage } from "@/components/forms/error-text";
import { useFieldError } from "@/components/forms/use-error-text";
import { CountriesField, WorkModesField } from "@/components/copilot/field-groups";
import { applyServerErrors, StepProblemAlert, type StepProblem } from "@/components/copilot/step-form";
import { Button } from "@/components/ui/button";
import type { Copilot, locationsStepSchema } from "@/lib/contracts/copilot";
import { linkTag } from "@/components/ui/text-link";
import { CopilotScope } from "./copilot-scope";
import { useAdjustCopilot } from "./hooks";
import { Panel, StillStuck } from "./parts";

const loadLocationsSchema = () => import("@/lib/contracts/copilot").then((module) => module.locationsStepSchema);

type Input = z.input<typeof locationsStepSchema>;
type Output = z.output<typeof locationsStepSchema>;
const FIELDS = ["countries", "work_modes"] as const;

function PlacesForm({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.wrongCountries");
  const errorText = useFieldError();
  const adjust = useAdjustCopilot();
  const [problem, setProblem] = useState<StepProblem | null>(null);
  // The cities stay as they are here; the schema needs them for its "a place, or remote only" rule.
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadLocationsSchema),
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
          <CountriesField control={form.control} name="countries" error={errorText(firstMessage(errors.countries))} />
          {cities.length > 0 ? (
            <p className="text-sm text-gray-600">
              {t.rich("cities", {
                list: cities.map((city) => city.name).join(", "),
                link: linkTag(`/copilot/${encodeURIComponent(copilot.id)}/edit/2`),
              })}
            </p>
          ) : null}
        </div>
      </Panel>

      <Panel title={t("modesTitle")} description={t("modesText")}>
        <WorkModesField control={form.control} name="work_modes" error={errorText(firstMessage(errors.work_modes))} describe={(mode) => t(`modes.${mode}`)} />
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
