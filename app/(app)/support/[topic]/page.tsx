import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BackLink, PageHeader } from "@/components/shell/page-header";
import { findSupportTopic } from "@/components/support/topics";
import { buttonClasses } from "@/components/ui/button";

type Props = { params: Promise<{ topic: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = findSupportTopic((await params).topic);
  if (!topic) notFound();
  const t = await getTranslations("Pages.support.topics");
  return { title: t(`${topic.key}.title`) };
}

export default async function SupportTopicPage({ params }: Props) {
  const topic = findSupportTopic((await params).topic);
  if (!topic) notFound();
  const t = await getTranslations("Pages.support.topics");
  return (
    <>
      <BackLink href="/support" page="support" />
      <PageHeader title={t(`${topic.key}.title`)} description={t(`${topic.key}.body`)}>
        <Link href={topic.actionHref} className={buttonClasses("primary", "mt-6")}>
          {t(`${topic.key}.action`)}
        </Link>
      </PageHeader>
    </>
  );
}
