import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("interviewRoleplayItem");

export default async function InterviewRoleplayThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsAdvisors", "AssistantsOffer.analysis", "AssistantsOffer.copy", "AssistantsOffer.form", "AssistantsOffer.move", "CopilotEditor.combobox", "Errors", "NotFound"]}>
      <AssistantThreadPage group="interview-roleplay" id={id} />
    </ClientMessages>
  );
}
