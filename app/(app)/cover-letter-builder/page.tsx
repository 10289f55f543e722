import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("coverLetterBuilder");

export default function CoverLetterBuilderPage() {
  return <PageIntro page="coverLetterBuilder" />;
}
