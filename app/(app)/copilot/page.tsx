import { SWRConfig } from "swr";
import { CopilotList } from "@/components/copilot/copilot-list";
import { billingKeys } from "@/lib/api/billing";
import { copilotKeys } from "@/lib/api/copilots";
import { profileKeys } from "@/lib/api/profile";
import { serverFallback } from "@/lib/backend/server";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("copilot");

export default async function CopilotPage() {
  const fallback = await serverFallback([copilotKeys.list, billingKeys.entitlements, profileKeys.stats]);
  return (
    <ClientMessages namespaces={["CopilotList", "Pages.copilot"]}>
      <SWRConfig value={{ fallback }}>
        <CopilotList />
      </SWRConfig>
    </ClientMessages>
  );
}
