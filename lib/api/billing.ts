import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import { activeSubscription, isCanceled, isElite, isPremium } from "@/lib/billing/subscription";
import type {
  BillingOutcome,
  BillingPortal,
  BillingProvider,
  cancelSubscriptionSchema,
  Entitlements,
  Plan,
  subscribeSchema,
  Subscription,
} from "@/lib/contracts/billing";
import { useSession } from "@/lib/hooks/use-session";
import { usePublicConfig } from "@/lib/public-config";
import { apiRequest } from "@/lib/session/browser";
import { SUBSCRIPTION_SWR_OPTIONS } from "@/lib/swr/options";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** SWR keys: the backend paths, shared with the server-rendered fallback. */
export const billingKeys = {
  plans: "/billing/plans",
  subscriptions: "/billing/subscriptions",
  provider: "/billing/provider",
  entitlements: "/billing/entitlements",
} as const;

const subscriptionPath = (id: string) => `${billingKeys.subscriptions}/${encodeURIComponent(id)}`;

export const usePlans = (config?: SWRConfiguration) => useSWR<Data<Plan[]>>(billingKeys.plans, config);
/** Where new subscriptions are paid: Stripe, or the demo provider. */
export const useBillingProvider = (config?: SWRConfiguration) => useSWR<Data<BillingProvider>>(billingKeys.provider, config);
/** The plan in effect and its limits. */
export const useEntitlements = (config?: SWRConfiguration) => useSWR<Data<Entitlements>>(billingKeys.entitlements, config);

/**
 * The user's subscriptions (first = active), refetched when the window regains focus.
 * `loaded` says whether they are known (from the server's render or a fetch). Not `isLoading`:
 * that flag is shared by every hook on the key, so while the shell fetches the list, a page that
 * hydrates on the server's copy would read it as loading and render differently from the server.
 */
export function useSubscription() {
  const { user } = useSession();
  const { premiumFreeForDemo } = usePublicConfig();
  const { data, error, mutate } = useSWR<Data<Subscription[]>>(user ? billingKeys.subscriptions : null, SUBSCRIPTION_SWR_OPTIONS);
  const active = activeSubscription(data?.data);
  return {
    subscriptions: data?.data ?? [],
    loaded: data !== undefined,
    active,
    premium: isPremium(active, premiumFreeForDemo),
    elite: isElite(active),
    canceled: isCanceled(active),
    error,
    mutate,
  };
}

/** Subscribe, or upgrade Premium to Elite: at once, or through Stripe Checkout (`checkout_url`). */
export const subscribe = (choice: z.input<typeof subscribeSchema>) =>
  apiRequest<Data<BillingOutcome>>("POST", billingKeys.subscriptions, { body: choice });

export const downgradeToPremium = () => apiRequest<Data<BillingOutcome>>("POST", `${billingKeys.subscriptions}/downgrade`);

/** Cancels at the period's end, keeping the survey's answer. */
export const cancelSubscription = (id: string, survey: z.input<typeof cancelSubscriptionSchema>) =>
  apiRequest<Data<Subscription>>("POST", `${subscriptionPath(id)}/cancel`, { body: survey });

/** Activates the subscription paid in Stripe Checkout, on the return from it. */
export const completeCheckout = (sessionId: string) =>
  apiRequest<Data<Subscription>>("POST", "/billing/checkout/complete", { body: { session_id: sessionId } });

export const openBillingPortal = () => apiRequest<Data<BillingPortal>>("POST", "/billing/portal");
