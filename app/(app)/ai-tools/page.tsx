import { getTranslations } from "next-intl/server";
import { LinkList } from "@/components/shell/link-list";
import { TOOL_LINKS } from "@/components/shell/nav-items";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("aiTools");

export default async function AiToolsPage() {
  const [nav, pages] = await Promise.all([getTranslations("Nav"), getTranslations("Pages")]);
  const items = TOOL_LINKS.map(({ key, href }) => ({ href, title: nav(key), text: pages(`${key}.description`) }));
  return (
    <>
      <PageIntro page="aiTools" />
      <LinkList items={items} />
    </>
  );
}
