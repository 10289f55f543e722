import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { CopilotStatus } from "@/lib/contracts/copilot";

const STYLES: Record<CopilotStatus, { badge: string; dot: string }> = {
  active: { badge: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-500" },
  paused: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  draft: { badge: "bg-gray-100 text-gray-700 ring-gray-200", dot: "bg-gray-400" },
};

export function StatusBadge({ status, className }: { status: CopilotStatus; className?: string }) {
  const t = useTranslations("CopilotList.status");
  return (
    <span className={clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", STYLES[status].badge, className)}>
      <span aria-hidden className={clsx("size-1.5 rounded-full", STYLES[status].dot, status === "active" && "animate-pulse")} />
      {t(status)}
    </span>
  );
}
