"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent } from "react";
import { tabForKey } from "@/components/ui/tab-keys";
import type { AdminUserPage } from "@/lib/api/admin";
import { InboxPanel } from "./inbox-panel";
import { SignInLog } from "./sign-in-log";
import { UsersPanel } from "./users-panel";

const TABS = ["users", "inbox", "log"] as const;
type Tab = (typeof TABS)[number];
const tabId = (tab: Tab) => `admin-tab-${tab}`;
const panelId = (tab: Tab) => `admin-panel-${tab}`;

/** The admin console: users, the support inbox and the sign-in log, as ARIA tabs (arrows, Home, End). */
export function AdminConsole({ initialUsers }: { initialUsers: AdminUserPage | null }) {
  const t = useTranslations("Admin");
  const [active, setActive] = useState<Tab>("users");
  const refs = useRef(new Map<Tab, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, TABS, active);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="mt-8">
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <div role="tablist" aria-label={t("sectionsLabel")} className="flex min-w-max gap-1 border-b border-gray-200">
          {TABS.map((tab) => {
            const selected = tab === active;
            return (
              <button
                key={tab}
                ref={(node) => {
                  if (node) refs.current.set(tab, node);
                  else refs.current.delete(tab);
                }}
                id={tabId(tab)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(tab)}
                onKeyDown={move}
                className={clsx(
                  "-mb-px rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
                  selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                )}
              >
                {t(`tabs.${tab}`)}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className="mt-6 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        {active === "users" ? <UsersPanel initialPage={initialUsers} /> : active === "inbox" ? <InboxPanel /> : <SignInLog />}
      </div>
    </div>
  );
}
