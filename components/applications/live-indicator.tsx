"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { StreamStatus } from "./stream-connection";

const DOTS: Record<StreamStatus, string> = {
  live: "bg-emerald-500",
  connecting: "bg-gray-400",
  reconnecting: "bg-amber-500",
  offline: "bg-red-500",
};

/** A small dot and word saying whether updates arrive live. */
export function LiveIndicator({ status, className }: { status: StreamStatus; className?: string }) {
  const t = useTranslations("Applications.live");
  return (
    <span
      role="status"
      title={t(`${status}Hint`)}
      className={clsx("inline-flex items-center gap-2 rounded-full bg-gray-50 px-3 py-1 text-xs font-medium text-gray-700 ring-1 ring-inset ring-gray-200", className)}
    >
      <span aria-hidden className="relative flex size-2">
        {status === "live" ? <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" /> : null}
        <span className={clsx("relative inline-flex size-2 rounded-full", DOTS[status])} />
      </span>
      {t(status)}
    </span>
  );
}
