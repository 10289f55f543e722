import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("applicationsReview");

export default function ApplicationsReviewPage() {
  return (
    <>
      <BackLink href="/applications" page="applications" />
      <PageIntro page="applicationsReview" />
    </>
  );
}
