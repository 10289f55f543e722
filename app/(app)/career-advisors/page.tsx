import { AssistantGroupPage } from "@/components/assistants/group-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("careerAdvisors");

export default function CareerAdvisorsPage() {
  return <AssistantGroupPage group="career-advisors" />;
}
