"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { RENEWAL_DATE_LONG_FORMAT, renewalDate } from "./usage";

const HOURGLASS = "M5 2h10a1 1 0 1 1 0 2h-.5v1.6a4 4 0 0 1-1.6 3.2L11.2 10l1.7 1.2a4 4 0 0 1 1.6 3.2V16h.5a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2h.5v-1.6a4 4 0 0 1 1.6-3.2L8.8 10 7.1 8.8a4 4 0 0 1-1.6-3.2V4H5a1 1 0 0 1 0-2Zm2.5 2v1.6a2 2 0 0 0 .8 1.6l1.7 1.3 1.7-1.3a2 2 0 0 0 .8-1.6V4h-5Z";

/**
 * The month's AI messages are used: what the plan includes, when they renew, a way to upgrade
 * and a way back. Shown for a 429 `ai_quota_exceeded`, and in place of the start form at 0 left.
 */
export function LimitScreen({
  quota,
  retryAfter = null,
  now,
  backHref,
}: {
  quota: AiQuotaValue | null | undefined;
  /** Seconds, from the refusal's Retry-After, for when the quota is not known. */
  retryAfter?: number | null;
  /** When the refusal came (ms): Retry-After counts from it. */
  now: number;
  backHref: string;
}) {
  const t = useTranslations("Assistants.limit");
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
        <Link href={backHref} className={buttonClasses("secondary")}>
          {t("back")}
        </Link>
      </div>
    </section>
  );
}
