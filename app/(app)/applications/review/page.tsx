import { SWRConfig } from "swr";
import { ReviewQueue } from "@/components/applications/review-queue";
import { sortFromParam } from "@/components/applications/sort";
import { applicationKeys } from "@/lib/api/applications";
import { serverFallback } from "@/lib/backend/server";
import { BackLink, pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("applicationsReview");

export default async function ApplicationsReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [fallback, params] = await Promise.all([serverFallback([applicationKeys.counts]), searchParams]);
  return (
    <ClientMessages namespaces={["Applications", "MatchReasons", "Pages.applicationsReview", "Review", "Stages"]}>
      <BackLink href="/applications" page="applications" />
      <SWRConfig value={{ fallback }}>
        <ReviewQueue initialSort={sortFromParam(params.sort)} />
      </SWRConfig>
    </ClientMessages>
  );
}
