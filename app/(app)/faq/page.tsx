import { getTranslations } from "next-intl/server";
import { FaqList, type FaqSection } from "@/components/faq/faq-list";
import { FAQ_CATEGORIES } from "@/components/faq/items";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("faq");

export default async function FaqPage() {
  const t = await getTranslations("Faq");
  const sections: FaqSection[] = FAQ_CATEGORIES.map(({ key, items }) => ({
    key,
    title: t(`categories.${key}`),
    // Answers keep their paragraphs: a blank line in the message starts a new one.
    entries: items.map((id) => ({ id, question: t(`items.${id}.q`), answer: t(`items.${id}.a`).split(/\n\s*\n/) })),
  }));
  return (
    <ClientMessages namespaces={["Faq"]}>
      <PageIntro page="faq" />
      <FaqList sections={sections} />
    </ClientMessages>
  );
}
