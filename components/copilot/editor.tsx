"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { LoadingDots } from "@/components/ui/loading-dots";
import { COPILOT_STEPS } from "./edit-steps";
import { useCopilot } from "@/lib/api/copilots";
import { RenameButton } from "./rename";
import { StatusBadge } from "./status-badge";
import { Stepper } from "./stepper";
import { CvAnswersStep } from "./steps/cv-answers-step";
import { FiltersStep } from "./steps/filters-step";
import { JobsStep } from "./steps/jobs-step";
import { LaunchStep } from "./steps/launch-step";
import { LocationsStep } from "./steps/locations-step";

const STEP_FORMS = [JobsStep, LocationsStep, FiltersStep, CvAnswersStep, LaunchStep];

// Each step is its own page, so the editor mounts anew: this remembers which step the tab showed last.
let lastShown: { id: string; step: number } | null = null;

/** One edit step of a copilot: its name and status, the stepper, and the step's form. */
export function CopilotEditor({ id, step }: { id: string; step: number }) {
  const t = useTranslations("CopilotEditor");
  const steps = useTranslations("Pages.copilotSteps");
  const { data, error } = useCopilot(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(data);

  // After Next, Back or a stepper link, the new step's heading takes the focus, as a new page's would.
  useEffect(() => {
    if (!loaded) return;
    if (lastShown && lastShown.id === id && lastShown.step !== step) heading.current?.focus({ preventScroll: true });
    lastShown = { id, step };
  }, [id, step, loaded]);

  const copilot = data?.data;
  if (!copilot) {
    return error ? (
      <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t("loadFailed")}
      </p>
    ) : (
      <LoadingDots label={t("loading")} />
    );
  }
  const key = COPILOT_STEPS[step - 1]!;
  const StepComponent = STEP_FORMS[step - 1]!;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="w-full text-sm font-semibold uppercase tracking-wide text-brand-700">{copilot.status === "draft" ? t("eyebrowSetup") : t("eyebrowEdit")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{copilot.name}</h1>
        <StatusBadge status={copilot.status} />
        <RenameButton copilot={copilot} />
      </div>
      <Stepper id={id} current={step} completed={copilot.completed_steps} />
      <section aria-labelledby="step-title" className="mt-10 border-t border-gray-100 pt-8">
        <p className="text-sm font-semibold text-brand-700">{steps("progress", { current: step, total: COPILOT_STEPS.length })}</p>
        <h2 id="step-title" ref={heading} tabIndex={-1} className="mt-1 text-xl font-semibold text-gray-900 outline-none">
          {steps(`${key}.title`)}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-gray-600">{steps(`${key}.description`)}</p>
        <div className="mt-8 max-w-3xl">
          <StepComponent key={`${id}-${step}`} copilot={copilot} />
        </div>
      </section>
    </>
  );
}
