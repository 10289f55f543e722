"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { LoadingDots } from "@/components/ui/loading-dots";
import { COPILOT_STEPS, showStep } from "./edit-steps";
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

/**
 * Setting up a new copilot: step 1 on its own, with nothing saved until it is. Its "Next" creates
 * the copilot, so opening this page and going back leaves no empty draft behind.
 */
export function NewCopilotEditor() {
  const t = useTranslations("CopilotEditor");
  const page = useTranslations("Pages.copilotNew");
  return (
    <EditorLayout id={null} step={1} completed={[]} eyebrow={t("eyebrowSetup")} title={t("newTitle")} lead={page("description")}>
      <JobsStep copilot={null} />
    </EditorLayout>
  );
}

function EditorLayout({
  id,
  step,
  completed,
  eyebrow,
  title,
  titleExtras,
  lead,
  heading,
  children,
}: {
  id: string | null;
  step: number;
  completed: readonly number[];
  eyebrow: string;
  title: string;
  titleExtras?: ReactNode;
  lead?: string;
  heading?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const steps = useTranslations("Pages.copilotSteps");
  const key = COPILOT_STEPS[step - 1]!;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="w-full text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{title}</h1>
        {titleExtras}
      </div>
      {lead ? <p className="mt-3 max-w-3xl leading-relaxed text-gray-600">{lead}</p> : null}
      <Stepper id={id} current={step} completed={completed} />
      <section aria-labelledby="step-title" className="mt-10 border-t border-gray-100 pt-8">
        <p className="text-sm font-semibold text-brand-700">{steps("progress", { current: step, total: COPILOT_STEPS.length })}</p>
        <h2 id="step-title" ref={heading} tabIndex={-1} className="mt-1 text-xl font-semibold text-gray-900 outline-none">
          {steps(`${key}.title`)}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-gray-600">{steps(`${key}.description`)}</p>
        <div className="mt-8 max-w-3xl">{children}</div>
      </section>
    </>
  );
}
