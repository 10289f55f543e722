import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SWRConfig } from "swr";
import { billingKeys } from "@/lib/api/billing";
import { copilotKeys } from "@/lib/api/copilots";
import { serverFallback } from "@/lib/backend/server";
import { BackLink, PageHeader } from "@/components/shell/page-header";
import { findSupportTopic } from "@/components/support/topics";
import { TopicView } from "@/components/support/topic-view";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ topic: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = findSupportTopic((await params).topic);
  if (!topic) notFound();
  const t = await getTranslations("Support.topics");
  return { title: t(`${topic.key}.title`) };
}

export default async function SupportTopicPage({ params }: Props) {
  const topic = findSupportTopic((await params).topic);
  if (!topic) notFound();
  const [t, fallback] = await Promise.all([getTranslations("Support.topics"), serverFallback([copilotKeys.list, billingKeys.entitlements])]);
  return (
    <ClientMessages namespaces={["CopilotEditor", "CopilotList.status", "CvBuilder.list.templates", "CvCheck", "Errors", "Stages", "Subscription", "Support.applyOldJobs", "Support.cancelSubscription", "Support.common", "Support.noInterview", "Support.notEnoughJobs", "Support.notRelevant", "Support.reviewCv", "Support.somethingElse", "Support.tailorCv", "Support.wrongCountries"]}>
      <BackLink href="/support" page="support" />
      <PageHeader title={t(`${topic.key}.title`)} description={t(`${topic.key}.cause`)} />
      <div className="mt-8">
        <SWRConfig value={{ fallback }}>
          <TopicView slug={topic.slug} />
        </SWRConfig>
      </div>
    </ClientMessages>
  );
}
