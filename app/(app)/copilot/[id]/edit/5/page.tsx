import { LaunchEditor } from "@/components/copilot/step-editors/launch";
import { CopilotStepPage, stepMetadata, type StepPageProps } from "@/components/copilot/step-page";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = stepMetadata(5);

export default function LaunchStepPage({ params }: StepPageProps) {
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "Errors", "Pages.copilotSteps"]}>
      <CopilotStepPage params={params} step={5} editor={LaunchEditor} />
    </ClientMessages>
  );
}
