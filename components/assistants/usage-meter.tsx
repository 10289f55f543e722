"use client";

import { useFormatter, useTranslations } from "next-intl";
import { QuotaMeter } from "@/components/ui/quota";
import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { RENEWAL_DATE_FORMAT, usedShare } from "./usage";

/** "12 of 20 AI messages used this month · renews 1 Dec", with a bar that shows the same. */
export function UsageMeter({ quota, className }: { quota: AiQuotaValue; className?: string }) {
  const t = useTranslations("Assistants.usage");
  const format = useFormatter();
  const summary = t("summary", { used: quota.used, limit: quota.limit, date: format.dateTime(new Date(quota.resets_at), RENEWAL_DATE_FORMAT) });
  return <QuotaMeter summary={summary} share={usedShare(quota)} className={className} />;
}
