import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("careerAdvisors");

export default function CareerAdvisorsPage() {
  return <PageIntro page="careerAdvisors" />;
}
