"use client";

import { useSession } from "@/lib/hooks/use-session";
import { useSubscription } from "@/lib/api/billing";
import { SETTINGS_ITEMS, pageConfig, visibleSettingsItems, type SettingsItem } from "@/lib/page-config";

export const SETTINGS_LINKS = { account: "/account", subscription: "/subscription", referrals: "/referrals" } as const;

/** The Settings entries this user may see, narrowed by the page config's whitelist. */
export function useSettingsItems(): SettingsItem[] {
  const { user, impersonatorId } = useSession();
  const { active } = useSubscription();
  const permitted: Record<SettingsItem, boolean> = {
    account: true,
    subscription: true,
    referrals: active !== null,
    language: true,
    signInAs: user?.is_admin === true && impersonatorId === null,
    backToAdmin: impersonatorId !== null,
    logout: true,
  };
  return visibleSettingsItems(SETTINGS_ITEMS, pageConfig.menu_whitelist).filter((item) => permitted[item]);
}
