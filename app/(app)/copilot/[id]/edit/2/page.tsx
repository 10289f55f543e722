import { LocationsEditor } from "@/components/copilot/step-editors/locations";
import { CopilotStepPage, stepMetadata, type StepPageProps } from "@/components/copilot/step-page";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = stepMetadata(2);

export default function LocationsStepPage({ params }: StepPageProps) {
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "Errors", "Pages.copilotSteps"]}>
      <CopilotStepPage params={params} step={2} editor={LocationsEditor} />
    </ClientMessages>
  );
}
