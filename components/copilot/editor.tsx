"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { LoadingDots } from "@/components/ui/loading-dots";
import { EditorLayout } from "./editor-layout";
import { showStep } from "./edit-steps";
import { useCopilot } from "@/lib/api/copilots";
import { RenameButton } from "./rename";
import { StatusBadge } from "./status-badge";
import { CvAnswersStep } from "./steps/cv-answers-step";
import { FiltersStep } from "./steps/filters-step";
import { JobsStep } from "./steps/jobs-step";
import { LaunchStep } from "./steps/launch-step";
import { LocationsStep } from "./steps/locations-step";

const STEP_FORMS = [JobsStep, LocationsStep, FiltersStep, CvAnswersStep, LaunchStep];

/** One edit step of a copilot: its name and status, the stepper, and the step's form. */
export function CopilotEditor({ id, step }: { id: string; step: number }) {
  const t = useTranslations("CopilotEditor");
  const { data, error } = useCopilot(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(data);

  // After Next, Back or a stepper link, the new step's heading takes the focus, as a new page's would.
  useEffect(() => {
    if (!loaded) return;
    if (showStep(id, step)) heading.current?.focus({ preventScroll: true });
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
  const StepComponent = STEP_FORMS[step - 1]!;
  return (
    <EditorLayout
      id={id}
      step={step}
      completed={copilot.completed_steps}
      eyebrow={copilot.status === "draft" ? t("eyebrowSetup") : t("eyebrowEdit")}
      title={copilot.name}
      heading={heading}
      titleExtras={
        <>
          <StatusBadge status={copilot.status} />
          <RenameButton copilot={copilot} />
        </>
      }
    >
      <StepComponent key={`${id}-${step}`} copilot={copilot} />
    </EditorLayout>
  );
}
