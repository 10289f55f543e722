import { SWRConfig } from "swr";
import { AccountSettings } from "@/components/account/account-settings";
import { EMAIL_STATUS_KEY } from "@/lib/api/account";
import { profileKeys } from "@/lib/api/profile";
import { SETTINGS_KEY } from "@/lib/api/settings";
import { serverFallback } from "@/lib/backend/server";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("account");

export default async function AccountPage() {
  const fallback = await serverFallback([profileKeys.profile, EMAIL_STATUS_KEY, SETTINGS_KEY]);
  return (
    <ClientMessages namespaces={["Account", "EmailReports", "Errors", "PhoneForm"]}>
      <SWRConfig value={{ fallback }}>
        <PageIntro page="account" />
        <AccountSettings />
      </SWRConfig>
    </ClientMessages>
  );
}
