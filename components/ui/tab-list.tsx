"use client";

import { clsx } from "clsx";
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { ScrollRow } from "./scroll-row";
import { tabForKey } from "./tab-keys";

/**
 * A row of ARIA tabs: one tab stop, arrow keys, Home and End move and choose. Where the tabs do not
 * fit (narrow screens, long words) the row scrolls sideways and says so, and the chosen tab comes
 * into view.
 */
export function TabList<T extends string>({
  tabs,
  active,
  onChange,
  label,
  scrollLabels,
  tabId,
  panelId,
  children,
}: {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  scrollLabels: { before: string; after: string };
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  /** A tab's content. */
  children: (tab: T, selected: boolean) => ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  useEffect(() => {
    refs.current.get(active)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, tabs, active);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <ScrollRow labels={scrollLabels}>
      <div role="tablist" aria-label={label} className="flex min-w-max gap-1 border-b border-gray-200">
        {tabs.map((tab) => {
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
              onClick={() => onChange(tab)}
              onKeyDown={move}
              className={clsx(
                "relative -mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none transition-colors",
                "focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
                selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
              )}
            >
              {children(tab, selected)}
            </button>
          );
        })}
      </div>
    </ScrollRow>
  );
}
