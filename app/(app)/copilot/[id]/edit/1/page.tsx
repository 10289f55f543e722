import { JobsEditor } from "@/components/copilot/step-editors/jobs";
import { CopilotStepPage, stepMetadata, type StepPageProps } from "@/components/copilot/step-page";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = stepMetadata(1);

export default function JobsStepPage({ params }: StepPageProps) {
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "Errors", "Pages.copilotSteps"]}>
      <CopilotStepPage params={params} step={1} editor={JobsEditor} />
    </ClientMessages>
  );
}
