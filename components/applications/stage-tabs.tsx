"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { ScrollRow } from "@/components/ui/scroll-row";
import { tabForKey } from "@/components/ui/tab-keys";
import { TAB_ORDER, tabCount, type StageTab } from "./stages";
import type { StageCounts } from "@/lib/contracts/applications";

export const tabId = (tab: StageTab) => `applications-tab-${tab}`;
export const TAB_PANEL_ID = "applications-tabpanel";

/**
 * The stages as tabs with their counts (ARIA tabs: arrow keys, Home and End move and choose; one
 * tab stop). Where they do not fit (narrow screens, long words), the row scrolls and says so.
 */
export function StageTabs({ active, counts, onChange }: { active: StageTab; counts: StageCounts | undefined; onChange: (tab: StageTab) => void }) {
  const t = useTranslations("Stages.tab");
  const label = useTranslations("Applications");
  const format = useFormatter();
  const refs = useRef(new Map<StageTab, HTMLButtonElement>());

  // A tab chosen off screen (from the URL or a count's link) comes into view.
  useEffect(() => {
    refs.current.get(active)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, TAB_ORDER, active);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <ScrollRow labels={{ before: label("tabsBefore"), after: label("tabsAfter") }}>
      <div role="tablist" aria-label={label("tabsLabel")} className="flex min-w-max gap-1 border-b border-gray-200">
        {TAB_ORDER.map((tab) => {
          const selected = tab === active;
          const count = counts ? tabCount(counts, tab) : null;
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
              aria-controls={TAB_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              onKeyDown={move}
              className={clsx(
                "relative -mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none transition-colors",
                "focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
                selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
              )}
            >
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
            </button>
          );
        })}
      </div>
    </ScrollRow>
  );
}
