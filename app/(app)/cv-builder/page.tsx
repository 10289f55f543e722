import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("cvBuilder");

export default function CvBuilderPage() {
  return <PageIntro page="cvBuilder" />;
}
