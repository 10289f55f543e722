import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("careerAdvisorsItem");

export default function CareerAdvisorItemPage() {
  return (
    <>
      <BackLink href="/career-advisors" page="careerAdvisors" />
      <PageIntro page="careerAdvisorsItem" />
    </>
  );
}
