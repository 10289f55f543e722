"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { forwardRef } from "react";
import { useAge } from "./age";
import { ScoreBadge, StageBadge } from "./badges";
import type { Application } from "@/lib/contracts/applications";
import { placeParts } from "./where";

export const rowId = (id: string) => `application-row-${id}`;

/** "Berlin · Hybrid" in the user's language. */
export function usePlace() {
  const t = useTranslations("Applications.remote");
  return (job: Application["job"]) => {
    const { location, remote } = placeParts(job);
    return [location, remote ? t(remote) : null].filter(Boolean).join(" · ");
  };
}

/** One application in the list: a button that opens its details. */
export const ApplicationRow = forwardRef<HTMLButtonElement, { item: Application; selected: boolean; fresh: boolean; now: Date; onOpen: () => void }>(
  function ApplicationRow({ item, selected, fresh, now, onOpen }, ref) {
    const t = useTranslations("Applications");
    const format = useFormatter();
    const age = useAge();
    const place = usePlace()(item.job);
    const created = new Date(item.created_at);
    return (
      <button
        ref={ref}
        id={rowId(item.id)}
        type="button"
        onClick={onOpen}
        aria-current={selected ? "true" : undefined}
        className={clsx(
          "group flex w-full items-start gap-3 rounded-xl border px-3 py-3 text-left transition-colors outline-none mobile:px-4",
          "focus-visible:ring-2 focus-visible:ring-brand-500",
          selected ? "border-indigo-300 bg-brand-50/70 shadow-sm" : "border-gray-200 bg-white hover:border-gray-300 hover:bg-gray-50",
          fresh && !selected && "border-emerald-300 bg-emerald-50/40",
        )}
      >
        <ScoreBadge score={item.score} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 font-semibold text-gray-900 group-hover:text-brand-700">{item.job.title || t("untitled")}</span>
            {fresh ? <span className="shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">{t("new")}</span> : null}
          </span>
          <span className="mt-0.5 block truncate text-sm text-gray-700">{item.job.company}</span>
          {place ? <span className="block truncate text-sm text-gray-600">{place}</span> : null}
          <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <StageBadge stage={item.stage} />
            <time suppressHydrationWarning dateTime={item.created_at} title={format.dateTime(created, { dateStyle: "medium", timeStyle: "short" })} className="text-xs text-gray-600">
              {t("matched", { time: age(item.created_at, now) })}
            </time>
          </span>
        </span>
      </button>
    );
  },
);
