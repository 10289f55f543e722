import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("account");

export default function AccountPage() {
  return <PageIntro page="account" />;
}
