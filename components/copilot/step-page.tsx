import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ComponentType } from "react";
import { SWRConfig } from "swr";
import { BackLink } from "@/components/shell/page-header";
import { billingKeys } from "@/lib/api/billing";
import { copilotKeys } from "@/lib/api/copilots";
import type { Data } from "@/lib/api/data";
import { profileKeys } from "@/lib/api/profile";
import { resumeKeys } from "@/lib/api/resumes";
import { SETTINGS_KEY } from "@/lib/api/settings";
import { serverFallback, serverGet } from "@/lib/backend/server";
import type { Copilot } from "@/lib/contracts/copilot";
import { COPILOT_STEPS } from "./edit-steps";

export type StepPageProps = { params: Promise<{ id: string }> };

/** The title of step N's page: "Step name · copilot". */
export const stepMetadata = (step: number) => async (): Promise<Metadata> => {
  const t = await getTranslations("Pages.copilotSteps");
  return { title: t("metaTitle", { step: t(`${COPILOT_STEPS[step - 1]!}.title`) }) };
};

/** What each step reads besides the copilot, fetched with it so the form paints at once. */
const STEP_DATA: Record<number, string[]> = {
  4: [profileKeys.profile, profileKeys.details, profileKeys.extra, resumeKeys.list],
  5: [billingKeys.entitlements, SETTINGS_KEY],
};

/**
 * The body of a copilot's edit step N (/copilot/{id}/edit/N): the copilot and what the step reads,
 * then that step's editor. Each step is a route of its own so its page carries its form alone.
 */
export async function CopilotStepPage({ params, step, editor: Editor }: StepPageProps & { step: number; editor: ComponentType<{ id: string }> }) {
  const { id } = await params;
  const [copilot, fallback] = await Promise.all([serverGet<Data<Copilot>>(copilotKeys.one(id)), serverFallback(STEP_DATA[step] ?? [])]);
  if (copilot.status === 404) notFound();
  if (copilot.body) fallback[copilotKeys.one(id)] = copilot.body;
  return (
    <>
      <BackLink href="/copilot" page="copilot" />
      <SWRConfig value={{ fallback }}>
        <Editor id={id} />
      </SWRConfig>
    </>
  );
}
