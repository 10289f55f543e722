import { SWRConfig } from "swr";
import { billingKeys } from "@/lib/api/billing";
import { serverFallback } from "@/lib/backend/server";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { type CheckoutReturn, SubscriptionView } from "@/components/subscription/subscription-view";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("subscription");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?checkout=success&session_id=… or ?checkout=canceled: where Stripe Checkout sends the user back. */
function checkoutReturn({ checkout, session_id: sessionId }: Awaited<SearchParams>): CheckoutReturn {
  if (checkout === "canceled") return { status: "canceled" };
  if (checkout === "success" && typeof sessionId === "string" && /^cs_[A-Za-z0-9_]+$/.test(sessionId)) return { status: "success", sessionId };
  return null;
}

export default async function SubscriptionPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, fallback] = await Promise.all([searchParams, serverFallback([billingKeys.plans, billingKeys.subscriptions, billingKeys.provider])]);
  return (
    <ClientMessages namespaces={["Subscription"]}>
      <PageIntro page="subscription" />
      <SWRConfig value={{ fallback }}>
        <SubscriptionView checkout={checkoutReturn(params)} />
      </SWRConfig>
    </ClientMessages>
  );
}
