"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { SaveFailure, SaveStatus } from "./autosave";

const ICONS: Record<SaveStatus, string> = {
  saved: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4l1.3 1.3 3.3-3.3a1 1 0 1 1 1.4 1.4Z",
  saving: "M10 3a7 7 0 1 0 7 7h-2a5 5 0 1 1-5-5V3Z",
  invalid: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z",
  failed: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z",
  conflict: "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z",
};

/** Saving… / Saved / Not saved, with why and a retry, announced politely as it changes. */
export function SaveIndicator({ status, failure, onRetry }: { status: SaveStatus; failure: SaveFailure | null; onRetry: () => void }) {
  const t = useTranslations("CvBuilder.save");
  const problem = status === "invalid" || status === "failed" || status === "conflict";
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-x-2 gap-y-1">
      <p role="status" className={clsx("flex items-center gap-1.5 text-sm font-medium", problem ? "text-red-700" : status === "saved" ? "text-emerald-700" : "text-gray-600")}>
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-4 shrink-0", status === "saving" && "animate-spin")}>
          <path d={ICONS[status]} />
        </svg>
        <span>
          {status === "failed" ? t("failed", { reason: t(`failures.${failure ?? "network"}`) }) : t(status)}
        </span>
      </p>
      {status === "failed" && failure !== "gone" ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("retry")}
        </button>
      ) : null}
    </div>
  );
}
