import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("interviewRoleplayItem");

export default async function InterviewRoleplayThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AssistantThreadPage group="interview-roleplay" id={id} />;
}
