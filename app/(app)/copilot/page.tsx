import { SWRConfig } from "swr";
import { CopilotList } from "@/components/copilot/copilot-list";
import { serverFallback } from "@/lib/backend/server";
import { keys } from "@/components/copilot/types";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("copilot");

export default async function CopilotPage() {
  const fallback = await serverFallback([keys.copilots, keys.entitlements, keys.stats]);
  return (
    <SWRConfig value={{ fallback }}>
      <CopilotList />
    </SWRConfig>
  );
}
