import { SWRConfig } from "swr";
import { serverFallback } from "@/lib/backend/server";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { type CheckoutReturn, SubscriptionView } from "@/components/subscription/subscription-view";
import { keys } from "@/components/subscription/types";

export const generateMetadata = pageMetadata("subscription");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?checkout=success&session_id=… or ?checkout=canceled: where Stripe Checkout sends the user back. */
function checkoutReturn({ checkout, session_id: sessionId }: Awaited<SearchParams>): CheckoutReturn {
  if (checkout === "canceled") return { status: "canceled" };
  if (checkout === "success" && typeof sessionId === "string" && /^cs_[A-Za-z0-9_]+$/.test(sessionId)) return { status: "success", sessionId };
  return null;
}

export default async function SubscriptionPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, fallback] = await Promise.all([searchParams, serverFallback([keys.plans, keys.subscriptions, keys.provider])]);
  return (
    <>
      <PageIntro page="subscription" />
      <SWRConfig value={{ fallback }}>
        <SubscriptionView checkout={checkoutReturn(params)} />
      </SWRConfig>
    </>
  );
}
