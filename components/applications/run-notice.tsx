"use client";

import { useTranslations } from "next-intl";

export type RunSummary = { created: number };

/** Said once a copilot run has finished: how many new matches it brought. */
export function RunNotice({ summary, onShow, onDismiss }: { summary: RunSummary; onShow: () => void; onDismiss: () => void }) {
  const t = useTranslations("Applications.runNotice");
  return (
    <div role="status" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200 ring-inset">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
          <path d="M10 1.5c.4 0 .8.3.9.7l1 3.3 3.3 1c.8.2.8 1.4 0 1.7l-3.3 1-1 3.3c-.3.8-1.5.8-1.8 0l-1-3.3-3.3-1c-.8-.3-.8-1.5 0-1.7l3.3-1 1-3.3c.1-.4.5-.7.9-.7Z" />
        </svg>
        {summary.created > 0 ? t("finished", { count: summary.created }) : t("finishedNone")}
      </p>
      <div className="flex items-center gap-2">
        {summary.created > 0 ? (
          <button type="button" onClick={onShow} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600">
            {t("show")}
          </button>
        ) : null}
        <button type="button" onClick={onDismiss} className="rounded-lg px-3 py-1.5 text-sm font-medium text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600">
          {t("dismiss")}
        </button>
      </div>
    </div>
  );
}
