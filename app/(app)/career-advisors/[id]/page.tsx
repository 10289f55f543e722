import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("careerAdvisorsItem");

export default async function CareerAdvisorsThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AssistantThreadPage group="career-advisors" id={id} />;
}
