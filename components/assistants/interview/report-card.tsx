"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { CardProps } from "../types";
import { RUBRIC_KEYS, type InterviewAnswerReport, type InterviewReport, type RubricScores } from "./types";

const RUBRIC_MAX = 5;

const scoreTone = (score: number) => (score >= 75 ? "bg-emerald-700 text-white" : score >= 50 ? "bg-brand-600 text-white" : "bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300");

/** The four criteria as labelled bars; the number beside each bar says what it shows. */
function RubricBars({ scores, decimals, label }: { scores: RubricScores; decimals: number; label: string }) {
  const t = useTranslations("Assistants.interview.report");
  const format = useFormatter();
  return (
    <ul aria-label={label} className="grid gap-3 mobile:grid-cols-2">
      {RUBRIC_KEYS.map((key) => {
        const value = Math.max(0, Math.min(RUBRIC_MAX, scores[key] ?? 0));
        return (
          <li key={key} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-gray-800">{t(`rubric.${key}`)}</span>
              <span className="tabular-nums text-gray-700">
                {t("outOf", { score: format.number(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }), max: RUBRIC_MAX })}
              </span>
            </div>
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-gray-100 print:border print:border-gray-400">
              <div className="h-full rounded-full bg-brand-600 print:bg-gray-700" style={{ width: `${(value / RUBRIC_MAX) * 100}%` }} />
            </div>
            <span className="text-xs text-gray-600">{t(`rubricHint.${key}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Points({ title, items, tone }: { title: string; items: string[]; tone: "good" | "improve" }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div>
      <h4 id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </h4>
      <ul aria-labelledby={id} className="mt-1.5 flex flex-col gap-1 text-sm text-gray-800">
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden className={clsx("mt-1.5 size-1.5 shrink-0 rounded-full", tone === "good" ? "bg-emerald-600" : "bg-amber-500")} />
            <span className="break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One answer, folded: its score in the summary; the scores, notes and the model outline inside. */
function AnswerDetails({ answer }: { answer: InterviewAnswerReport }) {
  const t = useTranslations("Assistants.interview.report");
  const outlineId = useId();
  return (
    <details className="group rounded-xl border border-gray-200 bg-white print:break-inside-avoid">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span aria-hidden className={clsx("flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold tabular-nums", scoreTone(answer.overall))}>
          {answer.overall}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">{t("answerHeading", { index: answer.index })}</span>
          <span className="block break-words font-medium text-gray-900">{answer.question}</span>
          <span className="sr-only">{t("answerScore", { score: answer.overall })}</span>
        </span>
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-1 size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180 print:hidden">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div className="flex flex-col gap-4 border-t border-gray-100 p-3">
        <div>
          <h4 className="text-sm font-semibold text-gray-900">{t("yourAnswer")}</h4>
          <blockquote className="mt-1 whitespace-pre-wrap break-words border-l-4 border-gray-200 pl-3 text-sm italic text-gray-700">
            {answer.answer_excerpt || t("noAnswer")}
          </blockquote>
        </div>
        <RubricBars scores={answer.scores} decimals={0} label={t("answerScores", { index: answer.index })} />
        <div className="grid gap-4 mobile:grid-cols-2">
          <Points title={t("strengths")} items={answer.strengths} tone="good" />
          <Points title={t("improvements")} items={answer.improvements} tone="improve" />
        </div>
        {answer.outline.length > 0 ? (
          <div>
            <h4 id={outlineId} className="text-sm font-semibold text-gray-900">
              {t("outline")}
            </h4>
            <p className="text-xs text-gray-600">{t("outlineHint")}</p>
            <ol aria-labelledby={outlineId} className="mt-1.5 list-decimal pl-5 text-sm text-gray-800">
              {answer.outline.map((step, index) => (
                <li key={index} className="break-words py-0.5">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </details>
  );
}

/**
 * The interview's report: the overall score, the four criteria, what went well and what to work
 * on, then each answer. Printing opens every answer first.
 */
export function InterviewReportCard({ data }: CardProps<InterviewReport>) {
  const t = useTranslations("Assistants.interview.report");
  const headingId = useId();
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    const openAll = () => card.current?.querySelectorAll("details").forEach((details) => (details.open = true));
    window.addEventListener("beforeprint", openAll);
    return () => window.removeEventListener("beforeprint", openAll);
  }, []);

  const answered = data.overall !== null && data.answers.length > 0;
  return (
    <section ref={card} aria-labelledby={headingId} className="flex min-w-72 flex-col gap-5 rounded-xl border border-gray-200 bg-gray-50 p-4 print:border-0 print:bg-white">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-gray-900">
          {t("title")}
        </h3>
        <Button variant="secondary" className="px-3 py-1.5 print:hidden" onClick={() => window.print()}>
          {t("print")}
        </Button>
      </div>

      {answered ? (
        <div className="flex items-center gap-4">
          <span className={clsx("flex size-16 shrink-0 items-center justify-center rounded-2xl text-2xl font-bold tabular-nums", scoreTone(data.overall!))} aria-hidden>
            {data.overall}
          </span>
          <p className="text-sm text-gray-700">
            <span className="block text-base font-semibold text-gray-900">{t("overall", { score: data.overall! })}</span>
            {t("overallHint")}
          </p>
        </div>
      ) : (
        <p className="rounded-lg bg-white p-3 text-sm text-gray-700 ring-1 ring-gray-200">{t("noScore")}</p>
      )}

      {answered ? <RubricBars scores={data.rubric} decimals={1} label={t("rubricLabel")} /> : null}

      <div className="grid gap-4 mobile:grid-cols-2">
        <Points title={t("strengths")} items={data.strengths} tone="good" />
        <Points title={t("improvements")} items={data.improvements} tone="improve" />
      </div>

      {data.answers.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-gray-900">{t("answers")}</h4>
          {data.answers.map((answer) => (
            <AnswerDetails key={answer.index} answer={answer} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
