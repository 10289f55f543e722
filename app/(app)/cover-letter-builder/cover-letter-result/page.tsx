import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("coverLetterResult");

export default function CoverLetterResultPage() {
  return (
    <>
      <BackLink href="/cover-letter-builder" page="coverLetterBuilder" />
      <PageIntro page="coverLetterResult" />
    </>
  );
}
