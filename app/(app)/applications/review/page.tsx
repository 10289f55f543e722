import { SWRConfig } from "swr";
import { ReviewQueue } from "@/components/applications/review-queue";
import { applicationKeys } from "@/lib/api/applications";
import { serverFallback } from "@/lib/backend/server";
import { BackLink, pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("applicationsReview");

export default async function ApplicationsReviewPage() {
  const fallback = await serverFallback([applicationKeys.counts]);
  return (
    <>
      <BackLink href="/applications" page="applications" />
      <SWRConfig value={{ fallback }}>
        <ReviewQueue />
      </SWRConfig>
    </>
  );
}
