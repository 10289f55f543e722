"use client";

import { useSession } from "@/lib/hooks/use-session";
import { useSubscription } from "@/lib/api/billing";
import { isWithin } from "./nav-items";
import { SETTINGS_ITEMS, pageConfig, visibleSettingsItems, type SettingsItem } from "@/lib/page-config";

export const SETTINGS_LINKS = { account: "/account", answers: "/account/answers", subscription: "/subscription", referrals: "/referrals", admin: "/admin" } as const;

/** The settings page a path is on: the most specific link, so /account/answers is not also "Account". */
export function currentSettingsLink(pathname: string): string | undefined {
  return Object.values(SETTINGS_LINKS)
    .filter((href) => isWithin(pathname, href))
    .sort((a, b) => b.length - a.length)[0];
}

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
