import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useId } from "react";

const HOURGLASS = "M5 2h10a1 1 0 1 1 0 2h-.5v1.6a4 4 0 0 1-1.6 3.2L11.2 10l1.7 1.2a4 4 0 0 1 1.6 3.2V16h.5a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2h.5v-1.6a4 4 0 0 1 1.6-3.2L8.8 10 7.1 8.8a4 4 0 0 1-1.6-3.2V4H5a1 1 0 0 1 0-2Zm2.5 2v1.6a2 2 0 0 0 .8 1.6l1.7 1.3 1.7-1.3a2 2 0 0 0 .8-1.6V4h-5Z";

/** A month's allowance in a line ("3 of 10 … · renews 1 Apr") over a bar that fills as it is used (0–1). */
export function QuotaMeter({ summary, share, className }: { summary: string; share: number; className?: string }) {
  return (
    <div className={clsx("flex max-w-md flex-col gap-1.5", className)}>
      <p className="text-sm text-gray-700">{summary}</p>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-gray-100">
        <div className={clsx("h-full rounded-full", share >= 1 ? "bg-red-600" : share >= 0.8 ? "bg-amber-500" : "bg-brand-600")} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

/** An allowance used up: what the plan includes and when it renews (`text`), why to upgrade (`note`), and the ways on (`actions`). */
export function QuotaLimitPanel({ title, text, note, actions }: { title: string; text: string; note: string; actions: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-gradient-to-br from-amber-50 via-white to-brand-50 p-6 ring-1 ring-amber-200 mobile:p-8">
      <span aria-hidden className="flex size-12 items-center justify-center rounded-2xl bg-amber-500 text-white shadow-lg shadow-amber-500/30">
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-6">
          <path d={HOURGLASS} />
        </svg>
      </span>
      <h2 id={titleId} className="mt-5 text-xl font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-base leading-relaxed text-gray-700">{text}</p>
      <p className="mt-2 max-w-2xl text-sm text-gray-600">{note}</p>
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}
