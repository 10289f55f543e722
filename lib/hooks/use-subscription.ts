"use client";

import useSWR from "swr";
import { activeSubscription, isCanceled, isElite, isPremium } from "@/lib/billing/subscription";
import type { Subscription } from "@/lib/contracts/billing";
import { usePublicConfig } from "@/lib/public-config";
import { SUBSCRIPTION_SWR_OPTIONS } from "@/lib/swr/options";
import { useSession } from "./use-session";

/** The user's subscriptions (first = active), refetched when the window regains focus. */
export function useSubscription() {
  const { user } = useSession();
  const { premiumFreeForDemo } = usePublicConfig();
  const { data, error, isLoading, mutate } = useSWR<{ data: Subscription[] }>(
    user ? "/billing/subscriptions" : null,
    SUBSCRIPTION_SWR_OPTIONS,
  );
  const active = activeSubscription(data?.data);
  return {
    subscriptions: data?.data ?? [],
    active,
    premium: isPremium(active, premiumFreeForDemo),
    elite: isElite(active),
    canceled: isCanceled(active),
    error,
    isLoading,
    mutate,
  };
}
