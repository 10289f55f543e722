import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("subscription");

export default function SubscriptionPage() {
  return <PageIntro page="subscription" />;
}
