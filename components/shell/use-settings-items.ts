"use client";

import { useSession } from "@/lib/hooks/use-session";
import { useSubscription } from "@/lib/api/billing";
import { SETTINGS_ITEMS, pageConfig, visibleSettingsItems, type SettingsItem } from "@/lib/page-config";

/** The Settings entries this user may see, narrowed by the page config's whitelist. */
export function useSettingsItems(): SettingsItem[] {
  const { user, impersonatorId } = useSession();
  const { active } = useSubscription();
  const permitted: Record<SettingsItem, boolean> = {
    account: true,
    answers: true,
    subscription: true,
    referrals: active !== null,
    language: true,
    // The console checks admin rights on the server; the entry only spares others a dead link.
    admin: user?.is_admin === true && impersonatorId === null,
    signInAs: user?.is_admin === true && impersonatorId === null,
    backToAdmin: impersonatorId !== null,
    logout: true,
  };
  return visibleSettingsItems(SETTINGS_ITEMS, pageConfig.menu_whitelist).filter((item) => permitted[item]);
}
