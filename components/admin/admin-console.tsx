"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TabList } from "@/components/ui/tab-list";
import type { AdminUserPage } from "@/lib/api/admin";
import { InboxPanel } from "./inbox-panel";
import { SignInLog } from "./sign-in-log";
import { UsersPanel } from "./users-panel";

const TABS = ["users", "inbox", "log"] as const;
type Tab = (typeof TABS)[number];
const tabId = (tab: Tab) => `admin-tab-${tab}`;
const panelId = (tab: Tab) => `admin-panel-${tab}`;

/** The admin console: users, the support inbox and the sign-in log, as tabs. */
export function AdminConsole({ initialUsers }: { initialUsers: AdminUserPage | null }) {
  const t = useTranslations("Admin");
  const [active, setActive] = useState<Tab>("users");
  return (
    <div className="mt-8">
      <TabList
        tabs={TABS}
        active={active}
        onChange={setActive}
        label={t("sectionsLabel")}
        scrollLabels={{ before: t("tabsBefore"), after: t("tabsAfter") }}
        tabId={tabId}
        panelId={panelId}
      >
        {(tab) => t(`tabs.${tab}`)}
      </TabList>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className="mt-6 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        {active === "users" ? <UsersPanel initialPage={initialUsers} /> : active === "inbox" ? <InboxPanel /> : <SignInLog />}
      </div>
    </div>
  );
}
