"use client";

import { useFormatter, useTranslations } from "next-intl";

const MINUTE_MS = 60_000;

/** "just now", "5 minutes ago", "3 days ago": every age on a page measured from one shared `now`. */
export function useAge() {
  const format = useFormatter();
  const t = useTranslations("Applications");
  return (iso: string, now: Date) => {
    const date = new Date(iso);
    return Math.abs(now.getTime() - date.getTime()) < MINUTE_MS ? t("justNow") : format.relativeTime(date, now);
  };
}
