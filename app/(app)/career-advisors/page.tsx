import { AssistantGroupPage } from "@/components/assistants/group-page";
import { AdvisorsStartKit } from "@/components/assistants/advisors/start-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("careerAdvisors");

export default function CareerAdvisorsPage() {
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsAdvisors", "CopilotEditor.combobox", "Errors"]}>
      <AdvisorsStartKit>
        <AssistantGroupPage group="career-advisors" />
      </AdvisorsStartKit>
    </ClientMessages>
  );
}
