import { SWRConfig } from "swr";
import { REFERRALS_KEY } from "@/lib/api/referrals";
import { serverGet } from "@/lib/backend/server";
import { ReferralsView } from "@/components/referrals/referrals-view";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("referrals");

export default async function ReferralsPage() {
  // 403 without a subscription in effect: the page explains instead of loading.
  const { status, body } = await serverGet(REFERRALS_KEY);
  return (
    <ClientMessages namespaces={["Referrals"]}>
      <PageIntro page="referrals" />
      <SWRConfig value={{ fallback: body ? { [REFERRALS_KEY]: body } : {} }}>
        <ReferralsView initiallyLocked={status === 403} />
      </SWRConfig>
    </ClientMessages>
  );
}
