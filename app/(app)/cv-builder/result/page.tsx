import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("cvBuilderResult");

export default function CvBuilderResultPage() {
  return (
    <>
      <BackLink href="/cv-builder" page="cvBuilder" />
      <PageIntro page="cvBuilderResult" />
    </>
  );
}
