import { AssistantGroupPage } from "@/components/assistants/group-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("interviewRoleplay");

export default function InterviewRoleplayPage() {
  return <AssistantGroupPage group="interview-roleplay" />;
}
