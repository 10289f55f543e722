import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("faq");

export default function FaqPage() {
  return <PageIntro page="faq" />;
}
