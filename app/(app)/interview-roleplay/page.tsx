import { AssistantGroupPage } from "@/components/assistants/group-page";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("interviewRoleplay");

export default function InterviewRoleplayPage() {
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsAdvisors", "AssistantsOffer.analysis", "AssistantsOffer.copy", "AssistantsOffer.form", "AssistantsOffer.move", "CopilotEditor.combobox", "Errors"]}>
      <AssistantGroupPage group="interview-roleplay" />
    </ClientMessages>
  );
}
