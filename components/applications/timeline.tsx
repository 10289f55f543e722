"use client";

import { useFormatter, useTranslations } from "next-intl";
import { type TimelineEntry } from "@/lib/contracts/applications";
import { ALL_APPLICATION_STAGES, type ApplicationStage } from "@/lib/contracts/application-values";

const isStage = (value: unknown): value is ApplicationStage => (ALL_APPLICATION_STAGES as readonly unknown[]).includes(value);
const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** What the server keeps when a rejection in review gave no reason: the entry's title says as much. */
export const DEFAULT_REVIEW_REASON = "Rejected in review.";
export const ownReason = (value: unknown) => {
  const text = textOf(value);
  return text === DEFAULT_REVIEW_REASON ? null : text;
};

/** What happened to an application, oldest first. */
export function Timeline({ entries, copilotName }: { entries: TimelineEntry[]; copilotName: string | null }) {
  const t = useTranslations("ApplicationDetail.timeline");
  const stages = useTranslations("Stages");
  const format = useFormatter();
  const stageName = (value: unknown) => (isStage(value) ? stages(`stage.${value}`) : String(value ?? ""));

  const describe = (entry: TimelineEntry): { title: string; detail: string | null } => {
    const reason = ownReason(entry.detail.reason);
    switch (entry.kind) {
      case "created": {
        const score = typeof entry.detail.score === "number" ? entry.detail.score : null;
        const title = copilotName
          ? t("createdBy", { copilot: copilotName, stage: stageName(entry.to_stage) })
          : t("created", { stage: stageName(entry.to_stage) });
        return { title, detail: score !== null ? t("score", { score }) : null };
      }
      case "stage":
        return { title: t("stage", { from: stageName(entry.from_stage), to: stageName(entry.to_stage) }), detail: reason && t("reason", { reason }) };
      case "review":
        return { title: entry.detail.decision === "approve" ? t("approved") : t("rejected"), detail: reason && t("reason", { reason }) };
      case "note":
        return { title: textOf(entry.detail.notes) ? t("noteUpdated") : t("noteCleared"), detail: null };
      case "cv_tailored":
        return { title: t("cvTailored", { count: typeof entry.detail.changes === "number" ? entry.detail.changes : 0 }), detail: null };
      case "cv":
        return { title: t("cvChanged", { name: textOf(entry.detail.file_name) ?? "" }), detail: null };
      default:
        return { title: entry.to_stage ? t("stage", { from: stageName(entry.from_stage), to: stageName(entry.to_stage) }) : t("other", { kind: entry.kind }), detail: reason };
    }
  };

  if (entries.length === 0) return <p className="text-sm text-gray-500">{t("empty")}</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l border-gray-200 pl-5">
      {entries.map((entry) => {
        const { title, detail } = describe(entry);
        const at = new Date(entry.created_at);
        return (
          <li key={entry.id} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-brand-500 ring-4 ring-white" />
            <p className="text-sm font-medium text-gray-900">{title}</p>
            {detail ? <p className="text-sm text-gray-600">{detail}</p> : null}
            <time dateTime={entry.created_at} className="text-xs text-gray-500">
              {format.dateTime(at, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
