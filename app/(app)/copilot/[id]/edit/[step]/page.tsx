import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SWRConfig } from "swr";
import { COPILOT_STEPS, parseStep } from "@/components/copilot/edit-steps";
import { CopilotEditor } from "@/components/copilot/editor";
import { billingKeys } from "@/lib/api/billing";
import { copilotKeys } from "@/lib/api/copilots";
import type { Data } from "@/lib/api/data";
import { profileKeys } from "@/lib/api/profile";
import { resumeKeys } from "@/lib/api/resumes";
import { SETTINGS_KEY } from "@/lib/api/settings";
import { serverFallback, serverGet } from "@/lib/backend/server";
import type { Copilot } from "@/lib/contracts/copilot";
import { BackLink } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ id: string; step: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = parseStep((await params).step);
  if (!step) notFound();
  const t = await getTranslations("Pages.copilotSteps");
  return { title: t("metaTitle", { step: t(`${COPILOT_STEPS[step - 1]!}.title`) }) };
}

/** What each step reads besides the copilot, fetched with it so the form paints at once. */
const STEP_DATA: Record<number, string[]> = {
  4: [profileKeys.profile, profileKeys.details, profileKeys.extra, resumeKeys.list],
  5: [billingKeys.entitlements, SETTINGS_KEY],
};

export default async function CopilotEditStepPage({ params }: Props) {
  const { id, step: param } = await params;
  const step = parseStep(param);
  if (!step) notFound();
  const [copilot, fallback] = await Promise.all([serverGet<Data<Copilot>>(copilotKeys.one(id)), serverFallback(STEP_DATA[step] ?? [])]);
  if (copilot.status === 404) notFound();
  if (copilot.body) fallback[copilotKeys.one(id)] = copilot.body;
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "CvBuilder.list.templates", "Errors", "Pages.copilotSteps", "PhoneForm"]}>
      <BackLink href="/copilot" page="copilot" />
      <SWRConfig value={{ fallback }}>
        <CopilotEditor id={id} step={step} />
      </SWRConfig>
    </ClientMessages>
  );
}
