"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ComponentType } from "react";
import { LoadingDots } from "@/components/ui/loading-dots";
import { EditorLayout } from "./editor-layout";
import { showStep } from "./edit-steps";
import { useCopilot } from "@/lib/api/copilots";
import type { Copilot } from "@/lib/contracts/copilot";
import { RenameButton } from "./rename";
import { StatusBadge } from "./status-badge";

/** A step's form, given the copilot it edits. */
export type StepForm = ComponentType<{ copilot: Copilot }>;

/**
 * One edit step of a copilot: its name and status, the stepper, and the step's form. Each step's
 * page passes its own form (app/(app)/copilot/[id]/edit/N), so a page carries one step's code.
 */
export function CopilotEditor({ id, step, form: StepComponent }: { id: string; step: number; form: StepForm }) {
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
