"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { ApplicationStage } from "@/lib/contracts/applications";
import { stageTone, type StageTone } from "./stages";

const TONES: Record<StageTone, { badge: string; dot: string }> = {
  waiting: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  progress: { badge: "bg-sky-50 text-sky-800 ring-sky-200", dot: "bg-sky-500" },
  sent: { badge: "bg-brand-50 text-brand-700 ring-brand-100", dot: "bg-brand-500" },
  success: { badge: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-500" },
  closed: { badge: "bg-gray-100 text-gray-700 ring-gray-200", dot: "bg-gray-400" },
  problem: { badge: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-500" },
};

export function StageBadge({ stage, className }: { stage: ApplicationStage; className?: string }) {
  const t = useTranslations("Stages");
  const tone = TONES[stageTone(stage)];
  return (
    <span className={clsx("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.badge, className)}>
      <span aria-hidden className={clsx("size-1.5 rounded-full", tone.dot)} />
      {t(`stage.${stage}`)}
    </span>
  );
}

const scoreTone = (score: number) =>
  score >= 80 ? "bg-emerald-700 text-white" : score >= 60 ? "bg-brand-600 text-white" : "bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300";

/** The 0–100 match score; the label says what the number is. */
export function ScoreBadge({ score, size = "md", className }: { score: number; size?: "md" | "lg"; className?: string }) {
  const t = useTranslations("Applications");
  return (
    <span
      role="img"
      aria-label={t("score", { score })}
      title={t("score", { score })}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-xl font-bold tabular-nums",
        size === "lg" ? "size-14 text-xl" : "size-10 text-sm",
        scoreTone(score),
        className,
      )}
    >
      {score}
    </span>
  );
}
