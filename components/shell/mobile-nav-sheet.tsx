"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useSession } from "@/lib/hooks/use-session";
import { languages } from "@/lib/i18n/locales";
import { backToAdmin, signOut } from "@/lib/session/browser";
import { APPLICATIONS_LINK, COPILOT_LINK, SETTINGS_LINKS, SUPPORT_LINK, TOOL_LINKS, currentSettingsLink, isWithin, sectionOf } from "./nav-items";
import { ApplicationsBadge } from "./nav-link";
import { useLanguageChoice } from "./use-language-choice";
import { useSettingsItems } from "./use-settings-items";

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

/**
 * The mobile navigation's sheet: a Radix dialog (focus trap, Escape, outside click) with every
 * link and setting, loaded after the page is interactive (./mobile-nav.tsx). Closed, the focus goes
 * back to the menu button.
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  menuButton,
  onSignInAs,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: React.RefObject<HTMLButtonElement | null>;
  onSignInAs: () => void;
}) {
  const t = useTranslations("Nav");
  const ts = useTranslations("SettingsMenu");
  const pathname = usePathname();
  const locale = useLocale();
  const chooseLanguage = useLanguageChoice();
  const { user } = useSession();
  const items = useSettingsItems();
  const close = () => onOpenChange(false);
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

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="mobile-nav"
          onCloseAutoFocus={(event) => {
            if (!menuButton.current?.isConnected) return;
            event.preventDefault();
            menuButton.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-100 px-4">
            <RadixDialog.Title className="text-base font-semibold text-gray-900">{t("menuTitle")}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t("closeMenu")}
              className="inline-flex size-10 items-center justify-center rounded-lg text-gray-600 outline-none hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
