"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { deferredModule } from "@/lib/deferred-module";
import { useSession } from "@/lib/hooks/use-session";
import { languages } from "@/lib/i18n/locales";
import { backToAdmin, signOut } from "@/lib/session/browser";
import { APPLICATIONS_LINK, COPILOT_LINK, SUPPORT_LINK, TOOL_LINKS, isWithin, sectionOf } from "./nav-items";
import { ApplicationsBadge } from "./nav-link";
import { useLanguageChoice } from "./use-language-choice";
import { currentSettingsLink, SETTINGS_LINKS, useSettingsItems } from "./use-settings-items";

const rowClasses = (current = false) =>
  clsx(
    "flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-base font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500",
    current ? "bg-brand-50 text-brand-700" : "text-gray-800 hover:bg-gray-100",
  );

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="border-t border-gray-100 pt-3">
      <p id={id} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">
        {title}
      </p>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

// The sheet's dialog code arrives after the page is interactive; a press before that opens it on arrival.
const sheet = deferredModule(() => import("./mobile-nav-sheet"));

/**
 * Below 600 px the navigation lives behind a menu button: a Radix dialog (focus trap, Escape,
 * outside click) that also closes on navigation, because its open state remembers the path it opened on.
 */
export function MobileNav({ onSignInAs }: { onSignInAs: () => void }) {
  const t = useTranslations("Nav");
  const ts = useTranslations("SettingsMenu");
  const pathname = usePathname();
  const locale = useLocale();
  const chooseLanguage = useLanguageChoice();
  const { user } = useSession();
  const items = useSettingsItems();
  const loaded = sheet.useModule();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const section = sectionOf(pathname);

  const link = (href: string, label: React.ReactNode, current: boolean) => (
    <li key={href}>
      <Link href={href} aria-current={current ? "page" : undefined} className={rowClasses(current)} onClick={close}>
        {label}
      </Link>
    </li>
  );
  const action = (key: string, label: string, run: () => void) => (
    <li key={key}>
      <button type="button" className={rowClasses()} onClick={run}>
        {label}
      </button>
    </li>
  );

  const openMenu = () => {
    setOpenedOn(pathname);
    void sheet.load();
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("openMenu")}
        onClick={openMenu}
        className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-gray-800 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 mobile:hidden"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {loaded ? (
        <loaded.MobileNavSheet
          open={open}
          onOpenChange={(next) => setOpenedOn(next ? pathname : null)}
          title={t("menuTitle")}
          closeLabel={t("closeMenu")}
          menuButton={menuButton}
        >
          <nav aria-label={t("label")} className="flex flex-1 flex-col gap-3 overflow-y-auto p-3">
            <ul className="flex flex-col gap-0.5">
              {link(COPILOT_LINK.href, t("copilot"), section === "copilot")}
              {link(
                APPLICATIONS_LINK.href,
                <>
                  {t("applications")}
                  <ApplicationsBadge />
                </>,
                section === "applications",
              )}
              {link(SUPPORT_LINK.href, t("support"), section === "support")}
            </ul>
            <Group title={t("tools")}>{TOOL_LINKS.map(({ key, href }) => link(href, t(key), isWithin(pathname, href)))}</Group>
            <Group title={ts("label")}>
              {user ? <li className="truncate px-3 pb-1 text-sm text-gray-600">{ts("signedInAs", { email: user.email })}</li> : null}
              {items.map((item) => {
                switch (item) {
                  case "account":
                  case "answers":
                  case "subscription":
                  case "referrals":
                  case "admin":
                    return link(SETTINGS_LINKS[item], ts(item), currentSettingsLink(pathname) === SETTINGS_LINKS[item]);
                  case "language":
                  case "logout":
                    return null;
                  case "signInAs":
                    return action(item, ts("signInAs"), () => {
                      close();
                      onSignInAs();
                    });
                  case "backToAdmin":
                    return action(item, ts("backToAdmin"), () => void backToAdmin());
                }
              })}
            </Group>
            {items.includes("language") ? (
              <Group title={ts("language")}>
                <li className="grid grid-cols-2 gap-1">
                  {languages.map((language) => {
                    const chosen = language.value === locale;
                    return (
                      <button
                        key={language.value}
                        type="button"
                        lang={language.value}
                        aria-pressed={chosen}
                        onClick={() => {
                          chooseLanguage(language.value);
                          close();
                        }}
                        className={clsx(rowClasses(chosen), "text-sm")}
                      >
                        {language.label}
                      </button>
                    );
                  })}
                </li>
              </Group>
            ) : null}
            {items.includes("logout") ? (
              <ul className="border-t border-gray-100 pt-3">{action("logout", ts("logout"), () => void signOut())}</ul>
            ) : null}
          </nav>
        </loaded.MobileNavSheet>
      ) : null}
    </>
  );
}
