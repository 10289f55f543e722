import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("interviewRoleplay");

export default function InterviewRoleplayPage() {
  return <PageIntro page="interviewRoleplay" />;
}
