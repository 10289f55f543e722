"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, RefObject } from "react";
import { COPILOT_STEPS } from "./edit-steps";
import { Stepper } from "./stepper";

/** A copilot step's frame: the copilot's name, the stepper, and the step's title and description above its form. */
export function EditorLayout({
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
