"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { preload } from "swr";
import { MenuItem, MenuLabel, MenuLinkItem, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuSub } from "@/components/ui/hover-menu";
import { useSession } from "@/lib/hooks/use-session";
import { languages } from "@/lib/i18n/locales";
import type { SettingsItem } from "@/lib/page-config";
import { billingKeys } from "@/lib/api/billing";
import { apiFetcher, backToAdmin, signOut } from "@/lib/session/browser";
import { useLanguageChoice } from "./use-language-choice";
import { currentSettingsLink, SETTINGS_LINKS } from "./nav-items";
import { useSettingsItems } from "./use-settings-items";

/** Pages first, then the language, then the admin entries, then logout, separated by rules. */
const GROUPS: SettingsItem[][] = [["account", "answers", "subscription", "referrals"], ["language"], ["admin", "signInAs", "backToAdmin"], ["logout"]];

/**
 * Reads the subscription (whether "My referrals" shows) before the menu first opens, so its entries
 * do not change under the keyboard while it is open. A failure is left to the open menu, which reads again.
 */
export function prepareEntries(): Promise<void> {
  return preload(billingKeys.subscriptions, apiFetcher).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The Settings menu's entries, mounted only while the menu is open. Their code and what they
 * read (prepareEntries) arrive with the menu's own (./settings-menu.tsx), not with the page.
 */
export function SettingsMenuEntries({ onSignInAs }: { onSignInAs: () => void }) {
  const t = useTranslations("SettingsMenu");
  const pathname = usePathname();
  const locale = useLocale();
  const chooseLanguage = useLanguageChoice();
  const { user } = useSession();
  const items = useSettingsItems();

  const render = (item: SettingsItem) => {
    switch (item) {
      case "account":
      case "answers":
      case "subscription":
      case "referrals":
      case "admin": {
        const href = SETTINGS_LINKS[item];
        return (
          <MenuLinkItem key={item}>
            <Link href={href} aria-current={currentSettingsLink(pathname) === href ? "page" : undefined}>
              {t(item)}
            </Link>
          </MenuLinkItem>
        );
      }
      case "language":
        return (
          <MenuSub key={item} trigger={t("language")}>
            <MenuRadioGroup value={locale} onValueChange={chooseLanguage}>
              {languages.map((language) => (
                <MenuRadioItem key={language.value} value={language.value}>
                  <span lang={language.value}>{language.label}</span>
                </MenuRadioItem>
              ))}
            </MenuRadioGroup>
          </MenuSub>
        );
      case "signInAs":
        return (
          <MenuItem key={item} onSelect={onSignInAs}>
            {t("signInAs")}
          </MenuItem>
        );
      case "backToAdmin":
        return (
          <MenuItem key={item} onSelect={() => void backToAdmin()}>
            {t("backToAdmin")}
          </MenuItem>
        );
      case "logout":
        return (
          <MenuItem key={item} onSelect={() => void signOut()}>
            {t("logout")}
          </MenuItem>
        );
    }
  };

  const groups = GROUPS.map((group) => group.filter((item) => items.includes(item))).filter((group) => group.length > 0);
  return (
    <>
      {user ? <MenuLabel>{t("signedInAs", { email: user.email })}</MenuLabel> : null}
      {groups.map((group, index) => (
        <Fragment key={group.join()}>
          {index > 0 || user ? <MenuSeparator /> : null}
          {group.map(render)}
        </Fragment>
      ))}
    </>
  );
}
