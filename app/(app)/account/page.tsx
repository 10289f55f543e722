import { SWRConfig } from "swr";
import { AccountSettings } from "@/components/account/account-settings";
import { accountKeys } from "@/components/account/types";
import { serverFallback } from "@/lib/backend/server";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("account");

export default async function AccountPage() {
  const fallback = await serverFallback([accountKeys.profile, accountKeys.email, accountKeys.settings]);
  return (
    <SWRConfig value={{ fallback }}>
      <PageIntro page="account" />
      <AccountSettings />
    </SWRConfig>
  );
}
