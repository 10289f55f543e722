"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

const POINTS = [
  { key: "tell", icon: "M4 4h12a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm0 6h7a1 1 0 1 1 0 2H4a1 1 0 1 1 0-2Zm0 4h9a1 1 0 1 1 0 2H4a1 1 0 1 1 0-2Z" },
  { key: "search", icon: "M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" },
  { key: "apply", icon: "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" },
] as const;

/** The first visit: what a copilot does, and one button to set one up. */
export function FirstRun({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  const t = useTranslations("CopilotList.firstRun");
  return (
    <EmptyState
      look="welcome"
      titleId="first-run-title"
      icon="M10 1.5c.4 0 .8.3.9.7l1 3.3 3.3 1c.8.2.8 1.4 0 1.7l-3.3 1-1 3.3c-.3.8-1.5.8-1.8 0l-1-3.3-3.3-1c-.8-.3-.8-1.5 0-1.7l3.3-1 1-3.3c.1-.4.5-.7.9-.7Zm5.5 10c.3 0 .5.2.6.4l.5 1.5 1.5.5c.5.2.5.9 0 1.1l-1.5.5-.5 1.5c-.2.5-.9.5-1.1 0l-.5-1.5-1.5-.5c-.5-.2-.5-.9 0-1.1l1.5-.5.5-1.5c.1-.2.3-.4.5-.4Z"
      title={t("title")}
      text={t("lead")}
      className="mt-8 overflow-hidden"
      titleClassName="max-w-xl"
    >
      <ol className="mt-8 grid gap-4 mobile:grid-cols-3">
        {POINTS.map(({ key, icon }, index) => (
          <li key={key} className="rounded-xl bg-white/80 p-4 ring-1 ring-gray-200 backdrop-blur">
            <span className="flex items-center gap-2">
              <span aria-hidden className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d={icon} />
                </svg>
              </span>
              <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("stepLabel", { step: index + 1 })}</span>
            </span>
            <h3 className="mt-3 text-sm font-semibold text-gray-900">{t(`points.${key}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-gray-600">{t(`points.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button onClick={onStart} disabled={starting} className="px-6 py-3 text-base shadow-lg shadow-brand-600/20">
          {starting ? t("starting") : t("start")}
          {starting ? null : (
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
            </svg>
          )}
        </Button>
        <p className="text-sm text-gray-600">{t("time")}</p>
      </div>
    </EmptyState>
  );
}
