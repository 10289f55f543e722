import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("interviewRoleplayItem");

export default function InterviewRoleplayItemPage() {
  return (
    <>
      <BackLink href="/interview-roleplay" page="interviewRoleplay" />
      <PageIntro page="interviewRoleplayItem" />
    </>
  );
}
