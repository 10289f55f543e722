"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { TabList } from "@/components/ui/tab-list";
import { TAB_ORDER, tabCount, type StageTab } from "./stages";
import type { StageCounts } from "@/lib/contracts/applications";

export const tabId = (tab: StageTab) => `applications-tab-${tab}`;
export const TAB_PANEL_ID = "applications-tabpanel";

/**
 * The stages as tabs with their counts.
 */
export function StageTabs({ active, counts, onChange }: { active: StageTab; counts: StageCounts | undefined; onChange: (tab: StageTab) => void }) {
  const t = useTranslations("Stages.tab");
  const label = useTranslations("Applications");
  const format = useFormatter();
  return (
    <TabList
      tabs={TAB_ORDER}
      active={active}
      onChange={onChange}
      label={label("tabsLabel")}
      scrollLabels={{ before: label("tabsBefore"), after: label("tabsAfter") }}
      tabId={tabId}
      panelId={() => TAB_PANEL_ID}
    >
      {(tab, selected) => {
        const count = counts ? tabCount(counts, tab) : null;
        return (
          <>
            {t(tab)}
            {count !== null ? (
              <span
                className={clsx(
                  "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums",
                  selected ? "bg-brand-600 text-white" : count > 0 ? "bg-gray-100 text-gray-700" : "bg-gray-50 text-gray-500",
                )}
              >
                {format.number(count)}
              </span>
            ) : null}
          </>
        );
      }}
    </TabList>
  );
}
