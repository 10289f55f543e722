import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { TopicCards } from "@/components/support/topic-cards";

export const generateMetadata = pageMetadata("support");

export default function SupportPage() {
  return (
    <>
      <PageIntro page="support" />
      <TopicCards />
    </>
  );
}
