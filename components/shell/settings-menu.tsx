"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import { HoverMenu, MenuItem, MenuLabel, MenuLinkItem, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuSub } from "@/components/ui/hover-menu";
import { useSession } from "@/lib/hooks/use-session";
import { languages } from "@/lib/i18n/locales";
import type { SettingsItem } from "@/lib/page-config";
import { backToAdmin, signOut } from "@/lib/session/browser";
import { currentTriggerClasses } from "./nav-link";
import { useLanguageChoice } from "./use-language-choice";
import { currentSettingsLink, SETTINGS_LINKS, useSettingsItems } from "./use-settings-items";

/** Pages first, then the language, then the admin entries, then logout, separated by rules. */
const GROUPS: SettingsItem[][] = [["account", "answers", "subscription", "referrals"], ["language"], ["admin", "signInAs", "backToAdmin"], ["logout"]];

function GearIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M8.3 1.9a1 1 0 0 1 1-.9h1.4a1 1 0 0 1 1 .9l.2 1.5c.5.2 1 .5 1.4.8l1.4-.6a1 1 0 0 1 1.2.4l.7 1.2a1 1 0 0 1-.2 1.3l-1.2.9a6 6 0 0 1 0 1.6l1.2.9a1 1 0 0 1 .2 1.3l-.7 1.2a1 1 0 0 1-1.2.4l-1.4-.6c-.4.3-.9.6-1.4.8l-.2 1.5a1 1 0 0 1-1 .9H9.3a1 1 0 0 1-1-.9l-.2-1.5c-.5-.2-1-.5-1.4-.8l-1.4.6a1 1 0 0 1-1.2-.4l-.7-1.2a1 1 0 0 1 .2-1.3l1.2-.9a6 6 0 0 1 0-1.6l-1.2-.9a1 1 0 0 1-.2-1.3l.7-1.2a1 1 0 0 1 1.2-.4l1.4.6c.4-.3.9-.6 1.4-.8l.2-1.5ZM10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
        transform="translate(0 1)"
      />
    </svg>
  );
}

/** The Settings dropdown of the desktop top bar. */
export function SettingsMenu({ current, onSignInAs }: { current: boolean; onSignInAs: () => void }) {
  const t = useTranslations("SettingsMenu");
  return (
    <HoverMenu
      label={t("label")}
      align="end"
      triggerClassName={currentTriggerClasses(current)}
      trigger={
        <>
          <GearIcon />
          <span className="max-lg:sr-only">{t("label")}</span>
        </>
      }
    >
      <SettingsMenuItems onSignInAs={onSignInAs} />
    </HoverMenu>
  );
}

/**
 * The menu's entries. Mounted only while the menu is open, so what they read (the subscription,
 * which decides whether Referrals shows) is fetched when the menu opens, not with every page.
 */
function SettingsMenuItems({ onSignInAs }: { onSignInAs: () => void }) {
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
