"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { byWeight, describeReason, type ReasonWords } from "./reasons";
import type { MatchReason } from "@/lib/contracts/applications";

const ICONS: Record<string, string> = {
  title: "M6 3a2 2 0 0 0-2 2v1H3a1 1 0 0 0-1 1v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a1 1 0 0 0-1-1h-1V5a2 2 0 0 0-2-2H6Zm0 2h8v1H6V5Z",
  experience: "M10 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-6 15a6 6 0 0 1 12 0 1 1 0 0 1-1 1H5a1 1 0 0 1-1-1Z",
  seniority: "M10 2 3 6v2h14V6l-7-4ZM4 9h2v6H4V9Zm5 0h2v6H9V9Zm5 0h2v6h-2V9ZM3 16h14v2H3v-2Z",
  skills: "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z",
  location: "M10 2a6 6 0 0 1 6 6c0 4.4-6 10-6 10S4 12.4 4 8a6 6 0 0 1 6-6Zm0 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z",
  salary: "M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm1 3H9v1.1A2.5 2.5 0 0 0 9.5 11h1a.5.5 0 0 1 0 1H7v2h2v1h2v-1.1a2.5 2.5 0 0 0-.5-4.9h-1a.5.5 0 0 1 0-1H13V6h-2V5Z",
  freshness: "M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm1 4H9v5l4 2.4.9-1.6-2.9-1.7V6Z",
};

/** Turns stored reasons into sentences in the user's language. */
export function useReasonText() {
  const t = useTranslations("MatchReasons");
  const locale = useLocale();
  return useMemo(() => {
    const words: ReasonWords = {
      level: (level) => t(`levels.${level}`),
      more: (count) => t("more", { count }),
      from: (amount) => t("salaryFrom", { amount }),
      upTo: (amount) => t("salaryUpTo", { amount }),
      per: (period, amount) => t(`salaryPer.${period}`, { amount }),
    };
    return (reason: MatchReason) => {
      const described = describeReason(reason, locale, words);
      return described ? t(described.key, described.values) : reason.text;
    };
  }, [t, locale]);
}

/** Why a job matched, strongest reason first. */
export function ReasonList({ reasons, limit, className }: { reasons: MatchReason[]; limit?: number; className?: string }) {
  const say = useReasonText();
  const t = useTranslations("MatchReasons");
  const shown = byWeight(reasons).slice(0, limit ?? reasons.length);
  if (shown.length === 0) return <p className={clsx("text-sm text-gray-500", className)}>{t("none")}</p>;
  return (
    <ul className={clsx("flex flex-col gap-1.5", className)}>
      {shown.map((reason, index) => (
        <li key={`${reason.kind}-${index}`} className="flex items-start gap-2 text-sm text-gray-700">
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-500">
            <path d={ICONS[reason.kind] ?? ICONS.skills} />
          </svg>
          <span>{say(reason)}</span>
        </li>
      ))}
    </ul>
  );
}
