"use client";

import { useTranslations } from "next-intl";
import { EditorLayout } from "./editor-layout";
import { JobsStep } from "./steps/jobs-step";

/**
 * Setting up a new copilot: step 1 on its own, with nothing saved until it is. Its "Next" creates
 * the copilot, so opening this page and going back leaves no empty draft behind. A module of its
 * own, so the page carries step 1's form alone, not every step's.
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
