import { FiltersEditor } from "@/components/copilot/step-editors/filters";
import { CopilotStepPage, stepMetadata, type StepPageProps } from "@/components/copilot/step-page";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = stepMetadata(3);

export default function FiltersStepPage({ params }: StepPageProps) {
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "Errors", "Pages.copilotSteps"]}>
      <CopilotStepPage params={params} step={3} editor={FiltersEditor} />
    </ClientMessages>
  );
}
