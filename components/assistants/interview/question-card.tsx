"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CardProps } from "../types";
import type { InterviewQuestion } from "./types";

/** The interviewer's question: where the interview stands, what it tests, and a way to end it early. */
export function InterviewQuestionCard({ data, busy, onInput, last }: CardProps<InterviewQuestion>) {
  const t = useTranslations("Assistants.interview.question");
  const progress = data.total > 0 ? Math.min(1, data.index / data.total) : 0;
  return (
    <div className="flex min-w-64 flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-gray-900">{t("progress", { index: data.index, total: data.total })}</span>
        {data.competency ? (
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-100">
            <span className="sr-only">{t("competency")} </span>
            {data.competency}
          </span>
        ) : null}
        {data.follow_up ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-inset ring-amber-200">{t("followUp")}</span>
        ) : null}
      </div>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-white ring-1 ring-inset ring-brand-100">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="whitespace-pre-wrap break-words font-medium text-gray-900">{data.question}</p>
      {last ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 print:hidden">
          <Button variant="secondary" disabled={busy} onClick={() => onInput({ action: "finish" }, "")}>
            {t("finish")}
          </Button>
          <p className="text-xs text-gray-600">{t("finishHint")}</p>
        </div>
      ) : null}
    </div>
  );
}
