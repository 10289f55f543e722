import { getTranslations } from "next-intl/server";
import { LinkList } from "@/components/shell/link-list";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { SUPPORT_TOPICS } from "@/components/support/topics";

export const generateMetadata = pageMetadata("support");

export default async function SupportPage() {
  const t = await getTranslations("Pages.support.topics");
  const items = SUPPORT_TOPICS.map(({ slug, key }) => ({ href: `/support/${slug}`, title: t(`${key}.title`), text: t(`${key}.summary`) }));
  return (
    <>
      <PageIntro page="support" />
      <LinkList items={items} />
    </>
  );
}
