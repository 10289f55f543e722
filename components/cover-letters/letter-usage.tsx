"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { RENEWAL_DATE_FORMAT, RENEWAL_DATE_LONG_FORMAT, renewalDate, usedShare } from "@/components/assistants/usage";
import { buttonClasses } from "@/components/ui/button";
import type { CoverLetterQuota } from "@/lib/contracts/cover-letter";

const HOURGLASS = "M5 2h10a1 1 0 1 1 0 2h-.5v1.6a4 4 0 0 1-1.6 3.2L11.2 10l1.7 1.2a4 4 0 0 1 1.6 3.2V16h.5a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2h.5v-1.6a4 4 0 0 1 1.6-3.2L8.8 10 7.1 8.8a4 4 0 0 1-1.6-3.2V4H5a1 1 0 0 1 0-2Zm2.5 2v1.6a2 2 0 0 0 .8 1.6l1.7 1.3 1.7-1.3a2 2 0 0 0 .8-1.6V4h-5Z";

/** "3 of 10 cover letters written this month · renews 1 Apr", with a bar that shows the same. */
export function LetterUsageMeter({ quota, className }: { quota: CoverLetterQuota; className?: string }) {
  const t = useTranslations("CoverLetters.usage");
  const format = useFormatter();
  const share = usedShare(quota);
  return (
    <div className={clsx("flex max-w-md flex-col gap-1.5", className)}>
      <p className="text-sm text-gray-700">
        {t("summary", { used: quota.used, limit: quota.limit, date: format.dateTime(new Date(quota.resets_at), RENEWAL_DATE_FORMAT) })}
      </p>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-gray-100">
        <div className={clsx("h-full rounded-full", share >= 1 ? "bg-red-600" : share >= 0.8 ? "bg-amber-500" : "bg-brand-600")} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * The month's cover letters are written: what the plan includes, when they renew, a way to
 * upgrade. Shown in place of the form at 0 left, and for a 429 `cover_letter_quota_exceeded`.
 * The letters already written stay listed below it.
 */
export function LetterLimitScreen({
  quota,
  retryAfter = null,
  now,
}: {
  quota: CoverLetterQuota | null | undefined;
  /** Seconds, from the refusal's Retry-After, for when the quota is not known. */
  retryAfter?: number | null;
  /** When the refusal came (ms): Retry-After counts from it. */
  now: number;
}) {
  const t = useTranslations("CoverLetters.limit");
  const format = useFormatter();
  const titleId = useId();
  const renews = renewalDate(quota, retryAfter, now);
  const date = renews ? format.dateTime(renews, RENEWAL_DATE_LONG_FORMAT) : null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-gradient-to-br from-amber-50 via-white to-brand-50 p-6 ring-1 ring-amber-200 mobile:p-8">
      <span aria-hidden className="flex size-12 items-center justify-center rounded-2xl bg-amber-500 text-white shadow-lg shadow-amber-500/30">
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-6">
          <path d={HOURGLASS} />
        </svg>
      </span>
      <h2 id={titleId} className="mt-5 text-xl font-bold text-gray-900">
        {t("title")}
      </h2>
      <p className="mt-2 max-w-2xl text-base leading-relaxed text-gray-700">
        {quota ? t("plan", { plan: quota.plan.name, limit: quota.limit }) : t("planUnknown")} {date ? t("renews", { date }) : t("renewsNextMonth")}
      </p>
      <p className="mt-2 max-w-2xl text-sm text-gray-600">{t("upgradeText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/subscription" className={buttonClasses("primary")}>
          {t("upgrade")}
        </Link>
      </div>
    </section>
  );
}
