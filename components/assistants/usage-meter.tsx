"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { RENEWAL_DATE_FORMAT, usedShare } from "./usage";

/** "12 of 20 AI messages used this month · renews 1 Dec", with a bar that shows the same. */
export function UsageMeter({ quota, className }: { quota: AiQuotaValue; className?: string }) {
  const t = useTranslations("Assistants.usage");
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
