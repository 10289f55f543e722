import { AssistantGroupPage } from "@/components/assistants/group-page";
import { InterviewStartKit } from "@/components/assistants/interview/start-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("interviewRoleplay");

export default function InterviewRoleplayPage() {
  return (
    <ClientMessages namespaces={["Assistants", "Errors"]}>
      <InterviewStartKit>
        <AssistantGroupPage group="interview-roleplay" />
      </InterviewStartKit>
    </ClientMessages>
  );
}
