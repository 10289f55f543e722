"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { useSaveStep } from "@/components/copilot/step-form";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { ALL_APPLICATION_STAGES } from "@/lib/contracts/application-values";
import { useCopilotOutcomes, useCvCheck } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import { STRICTNESS_LEVELS } from "@/lib/contracts/copilot-values";
import type { CopilotOutcomes } from "@/lib/contracts/support";
import { CopilotScope } from "./copilot-scope";
import { CvReport } from "./cv-report";
import { useAdjustCopilot } from "./hooks";
import { LoadProblem, Panel, StillStuck, useSaveProblem } from "./parts";

/** Below this many sent applications, no answer yet says little. */
const EARLY = 15;
const LOW_RATE = 0.05;

const sum = (outcomes: CopilotOutcomes, stages: string[]) => stages.reduce((total, stage) => total + (outcomes.by_stage[stage] ?? 0), 0);

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-gray-900">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-gray-500">{hint}</dd> : null}
    </div>
  );
}

function Advice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 mobile:flex-row mobile:items-center mobile:justify-between">
      <p className="text-sm leading-relaxed text-gray-800">{children}</p>
      {action ? <div className="shrink-0">{action}</div> : null}
    </li>
  );
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600";

function InterviewHelp({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.noInterview");
  const stages = useTranslations("Stages");
  const format = useFormatter();
  const adjust = useAdjustCopilot();
  const saveStep = useSaveStep(copilot.id);
  const problemText = useSaveProblem();
  const [busy, setBusy] = useState<string | null>(null);
  const outcomes = useCopilotOutcomes(copilot.id, { revalidateOnFocus: false });
  const cv = useCvCheck({ copilot_id: copilot.id }, { revalidateOnFocus: false });

  if (!outcomes.data) return outcomes.error ? <LoadProblem onRetry={() => void outcomes.mutate()} /> : <LoadingDots label={t("loading")} />;
  const stats = outcomes.data.data;
  const waiting = sum(stats, ["found", "review"]);
  const rate = stats.interview_rate === null ? "–" : format.number(stats.interview_rate, { style: "percent", maximumFractionDigits: 1 });
  const stricter = STRICTNESS_LEVELS[STRICTNESS_LEVELS.indexOf(copilot.jobs.strictness) + 1];
  const missing = stats.requested_skills.filter(({ in_cv, jobs }) => !in_cv && jobs >= Math.max(2, stats.sampled_jobs * 0.3)).map(({ skill }) => skill);
  const check = cv.data?.data.check;

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      toast.error(problemText(error));
    } finally {
      setBusy(null);
    }
  };

  const advice: ReactNode[] = [];
  if (stats.total === 0) {
    advice.push(
      <Advice key="nothing">
        {t.rich("adviceNothing", { link: (chunks) => <Link href={`/support/not-enough-jobs?copilot=${copilot.id}`} className={linkClass}>{chunks}</Link> })}
      </Advice>,
    );
  }
  if (stats.sent === 0 && waiting > 0) {
    advice.push(
      <Advice key="review" action={<Link href="/applications/review" className="text-sm font-semibold text-brand-700 underline underline-offset-2">{t("reviewLink")}</Link>}>
        {t("adviceReview", { count: waiting })}
      </Advice>,
    );
  }
  if (stats.sent > 0 && stats.sent < EARLY) advice.push(<Advice key="early">{t("adviceEarly", { sent: stats.sent })}</Advice>);
  if (stats.sent >= EARLY && (stats.interview_rate ?? 0) < LOW_RATE) advice.push(<Advice key="rate">{t("adviceLowRate", { sent: stats.sent, rate })}</Advice>);
  if (stricter && stats.sent_average_score !== null && stats.sent_average_score < stats.threshold + 10) {
    advice.push(
      <Advice
        key="strictness"
        action={
          <Button variant="secondary" disabled={busy !== null} onClick={() => void run("strictness", () => adjust(copilot.id, { strictness: stricter }))}>
            {busy === "strictness" ? t("saving") : t("raiseStrictness")}
          </Button>
        }
      >
        {t("adviceWeakMatches", { score: stats.sent_average_score, threshold: stats.threshold })}
      </Advice>,
    );
  }
  if (missing.length > 0) {
    advice.push(
      <Advice key="skills" action={<Link href={`/support/review-cv?copilot=${copilot.id}`} className="text-sm font-semibold text-brand-700 underline underline-offset-2">{t("updateCv")}</Link>}>
        {t("adviceSkills", { skills: format.list(missing.slice(0, 5), { type: "conjunction" }) })}
      </Advice>,
    );
  }
  if (!copilot.launch.cover_letter && copilot.completed_steps.includes(5)) {
    advice.push(
      <Advice
        key="letter"
        action={
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() =>
              void run("letter", async () => {
                await saveStep(5, { mode: copilot.launch.mode, daily_limit: copilot.launch.daily_limit, cover_letter: true });
                toast.success(t("letterOn"));
              })
            }
          >
            {busy === "letter" ? t("saving") : t("turnOnLetter")}
          </Button>
        }
      >
        {t("adviceLetter")}
      </Advice>,
    );
  }
  if (stats.interviews > 0) {
    advice.push(
      <Advice key="practice" action={<Link href="/interview-roleplay" className="text-sm font-semibold text-brand-700 underline underline-offset-2">{t("practiceLink")}</Link>}>
        {t("advicePractice", { count: stats.interviews })}
      </Advice>,
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("statsTitle")} description={t("statsText")}>
        <dl className="grid grid-cols-2 gap-3 mobile:grid-cols-4">
          <Figure label={t("proposed")} value={stats.total} />
          <Figure label={t("sent")} value={stats.sent} />
          <Figure label={t("interviews")} value={stats.interviews} />
          <Figure label={t("rate")} value={rate} />
        </dl>
        {stats.total > 0 ? (
          <ul aria-label={t("byStage")} className="mt-3 flex flex-wrap gap-2">
            {ALL_APPLICATION_STAGES.filter((stage) => (stats.by_stage[stage] ?? 0) > 0).map((stage) => (
              <li key={stage} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-200">
                {stages(`stage.${stage}`)}
                <span className="font-semibold tabular-nums text-gray-900">{stats.by_stage[stage]}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-3 grid grid-cols-2 gap-3 mobile:grid-cols-2">
          <Figure label={t("averageScore")} value={stats.average_score ?? "–"} hint={t("threshold", { threshold: stats.threshold })} />
          <Figure label={t("sentScore")} value={stats.sent_average_score ?? "–"} />
        </dl>
      </Panel>

      <Panel title={t("adviceTitle")}>
        {advice.length > 0 ? <ul className="flex flex-col gap-3">{advice}</ul> : <p className="text-sm text-gray-700">{t("adviceNone")}</p>}
      </Panel>

      <Panel title={t("cvTitle")} description={t("cvText")}>
        {!cv.data ? (
          cv.error ? <LoadProblem onRetry={() => void cv.mutate()} /> : <LoadingDots label={t("loading")} />
        ) : check && cv.data.data.resume ? (
          <CvReport result={{ ...cv.data.data, check }} compact fullHref={`/support/review-cv?copilot=${copilot.id}`} />
        ) : (
          <p className="text-sm text-gray-700">
            {t.rich("noCv", { link: (chunks) => <Link href={`/support/review-cv?copilot=${copilot.id}`} className={linkClass}>{chunks}</Link> })}
          </p>
        )}
      </Panel>
    </div>
  );
}

export function NoInterview() {
  return (
    <>
      <CopilotScope>{(copilot) => <InterviewHelp key={copilot.id} copilot={copilot} />}</CopilotScope>
      <StillStuck />
    </>
  );
}
