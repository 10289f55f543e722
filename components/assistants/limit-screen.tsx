"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { QuotaLimitPanel } from "@/components/ui/quota";
import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { RENEWAL_DATE_LONG_FORMAT, renewalDate } from "./usage";


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
  const renews = renewalDate(quota, retryAfter, now);
  const date = renews ? format.dateTime(renews, RENEWAL_DATE_LONG_FORMAT) : null;
  return (
    <QuotaLimitPanel
      title={t("title")}
      text={`${quota ? t("plan", { plan: quota.plan.name, limit: quota.limit }) : t("planUnknown")} ${date ? t("renews", { date }) : t("renewsNextMonth")}`}
      note={t("upgradeText")}
      actions={
        <>
          <Link href="/subscription" className={buttonClasses("primary")}>
            {t("upgrade")}
          </Link>
          <Link href={backHref} className={buttonClasses("secondary")}>
            {t("back")}
          </Link>
        </>
      }
    />
  );
}
