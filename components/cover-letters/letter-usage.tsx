"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { RENEWAL_DATE_FORMAT, RENEWAL_DATE_LONG_FORMAT, renewalDate, usedShare } from "@/components/assistants/usage";
import { buttonClasses } from "@/components/ui/button";
import { QuotaLimitPanel, QuotaMeter } from "@/components/ui/quota";
import type { CoverLetterQuota } from "@/lib/contracts/cover-letter";

/** "3 of 10 cover letters written this month · renews 1 Apr", with a bar that shows the same. */
export function LetterUsageMeter({ quota, className }: { quota: CoverLetterQuota; className?: string }) {
  const t = useTranslations("CoverLetters.usage");
  const format = useFormatter();
  const summary = t("summary", { used: quota.used, limit: quota.limit, date: format.dateTime(new Date(quota.resets_at), RENEWAL_DATE_FORMAT) });
  return <QuotaMeter summary={summary} share={usedShare(quota)} className={className} />;
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
  const renews = renewalDate(quota, retryAfter, now);
  const date = renews ? format.dateTime(renews, RENEWAL_DATE_LONG_FORMAT) : null;
  return (
    <QuotaLimitPanel
      title={t("title")}
      text={`${quota ? t("plan", { plan: quota.plan.name, limit: quota.limit }) : t("planUnknown")} ${date ? t("renews", { date }) : t("renewsNextMonth")}`}
      note={t("upgradeText")}
      actions={
        <Link href="/subscription" className={buttonClasses("primary")}>
          {t("upgrade")}
        </Link>
      }
    />
  );
}
