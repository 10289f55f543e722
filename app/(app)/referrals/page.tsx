import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("referrals");

export default function ReferralsPage() {
  return <PageIntro page="referrals" />;
}
