import { CvAnswersEditor } from "@/components/copilot/step-editors/cv-answers";
import { CopilotStepPage, stepMetadata, type StepPageProps } from "@/components/copilot/step-page";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = stepMetadata(4);

export default function CvAnswersStepPage({ params }: StepPageProps) {
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "CvBuilder.list.templates", "Errors", "Pages.copilotSteps", "PhoneForm"]}>
      <CopilotStepPage params={params} step={4} editor={CvAnswersEditor} />
    </ClientMessages>
  );
}
