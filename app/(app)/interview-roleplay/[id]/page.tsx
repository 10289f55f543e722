import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { InterviewCardKit } from "@/components/assistants/interview/card-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("interviewRoleplayItem");

export default async function InterviewRoleplayThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ClientMessages namespaces={["Assistants", "Errors", "NotFound"]}>
      <InterviewCardKit>
        <AssistantThreadPage group="interview-roleplay" id={id} />
      </InterviewCardKit>
    </ClientMessages>
  );
}
