"use client";

import Link from "next/link";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { deleteCopilot, pauseCopilot, runCopilot } from "@/lib/api/copilots";
import type { Entitlements } from "@/lib/contracts/billing";
import type { Copilot } from "@/lib/contracts/copilot";
import type { ProfileStats } from "@/lib/contracts/profile";
import { describeListError, ProblemText, type ListProblem } from "./list-problem";
import { COPILOT_STEPS } from "./edit-steps";
import { useDisplayNames } from "./display-names";
import { StatusBadge } from "./status-badge";

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** One copilot on /copilot: what it looks for, how it runs, and its actions. */
export function CopilotCard({
  copilot,
  entitlements,
  stats,
  onChanged,
}: {
  copilot: Copilot;
  entitlements: Entitlements | undefined;
  stats: ProfileStats["copilots"][number] | undefined;
  /** The copilot as it is now, or null once deleted, with what to tell the user. */
  onChanged: (copilot: Copilot | null, message: string) => void;
}) {
  const t = useTranslations("CopilotList");
  const format = useFormatter();
  const names = useDisplayNames();
  const hydrated = useHydrated();
  // Relative times tick once a minute; before hydration none is shown, so server and browser agree.
  const now = useNow({ updateInterval: 60_000 });
  const headingId = useId();
  const [busy, setBusy] = useState<"pause" | "run" | "delete" | null>(null);
  const [problem, setProblem] = useState<ListProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editHref = `/copilot/${encodeURIComponent(copilot.id)}/edit`;
  const draft = copilot.status === "draft";
  const done = copilot.completed_steps.length;
  const max = entitlements?.limits.applications_per_day;

  const act = async (action: "pause" | "run") => {
    setBusy(action);
    setProblem(null);
    try {
      const { data } = await (action === "pause" ? pauseCopilot(copilot.id) : runCopilot(copilot.id));
      onChanged(data, t(action === "pause" ? "pausedToast" : "resumedToast", { name: copilot.name }));
    } catch (error) {
      setProblem(describeListError(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy("delete");
    setProblem(null);
    try {
      await deleteCopilot(copilot.id);
      setConfirming(false);
      onChanged(null, t("deletedToast", { name: copilot.name }));
    } catch (error) {
      setProblem(describeListError(error));
      setConfirming(false);
      setBusy(null);
    }
  };

  const places = [...copilot.locations.countries.map(names.country), ...copilot.locations.cities.map((city) => city.name)];

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md mobile:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="truncate text-lg font-semibold text-gray-900">
              {copilot.name}
            </h2>
            <StatusBadge status={copilot.status} />
          </div>
          {copilot.jobs.job_titles.length > 0 ? (
            <p className="text-sm text-gray-600">
              {format.list(copilot.jobs.job_titles, { type: "conjunction" })}
              {places.length > 0 ? <span className="text-gray-400"> · </span> : null}
              {places.length > 0 ? format.list(places.slice(0, 4), { type: "conjunction" }) : null}
              {places.length === 0 && copilot.completed_steps.includes(2) ? <span className="text-gray-600"> · {t("worldwide")}</span> : null}
            </p>
          ) : (
            <p className="text-sm text-gray-600">{t("noSearchYet")}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {draft ? (
            <Link href={editHref} className={buttonClasses("primary")}>
              {t("continue")}
            </Link>
          ) : (
            <>
              <Link href={editHref} className={buttonClasses("secondary")}>
                {t("edit")}
                <span className="sr-only"> {copilot.name}</span>
              </Link>
              {copilot.status === "active" ? (
                <Button variant="secondary" onClick={() => void act("pause")} disabled={busy !== null}>
                  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                    <path d="M6 4a1 1 0 0 1 1 1v10a1 1 0 1 1-2 0V5a1 1 0 0 1 1-1Zm8 0a1 1 0 0 1 1 1v10a1 1 0 1 1-2 0V5a1 1 0 0 1 1-1Z" />
                  </svg>
                  {busy === "pause" ? t("pausing") : t("pause")}
                  <span className="sr-only"> {copilot.name}</span>
                </Button>
              ) : (
                <Button onClick={() => void act("run")} disabled={busy !== null}>
                  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                    <path d="M6.3 3.7A1 1 0 0 0 5 4.6v10.8a1 1 0 0 0 1.5.9l8.6-5.4a1 1 0 0 0 0-1.8L6.3 3.7Z" />
                  </svg>
                  {busy === "run" ? t("resuming") : t("resume")}
                  <span className="sr-only"> {copilot.name}</span>
                </Button>
              )}
            </>
          )}
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy !== null} aria-label={t("deleteNamed", { name: copilot.name })}>
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h12a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm-3 6h10l-.7 8.1A2 2 0 0 1 12.3 18H7.7a2 2 0 0 1-2-1.9L5 8Z" />
            </svg>
          </Button>
        </div>
      </div>

      {problem ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <ProblemText problem={problem} plan={entitlements?.plan.name} limit={entitlements?.limits.copilots} />
        </div>
      ) : null}

      {draft ? (
        <div className="mt-5">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-gray-700">{t("progress", { done, total: COPILOT_STEPS.length })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("progressLabel")}
            aria-valuemin={0}
            aria-valuemax={COPILOT_STEPS.length}
            aria-valuenow={done}
            className="mt-2 h-2 overflow-hidden rounded-full bg-gray-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(done / COPILOT_STEPS.length) * 100}%` }} />
          </div>
        </div>
      ) : (
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-gray-100 pt-4 mobile:grid-cols-4">
          <Meta label={t("mode")}>{t(`modes.${copilot.mode}`)}</Meta>
          <Meta label={t("dailyLimit")}>
            {t("perDay", { count: copilot.launch.daily_limit })}
            {max !== undefined ? <span className="block text-xs font-normal text-gray-500">{t("planMax", { max, plan: entitlements!.plan.name })}</span> : null}
          </Meta>
          <Meta label={t("today")}>
            {stats ? (
              <Link href="/applications" className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {t("todayValue", { matches: stats.matches_today, applied: stats.applied_today })}
              </Link>
            ) : (
              "–"
            )}
          </Meta>
          <Meta label={t("lastRun")}>
            {copilot.last_run_at ? (hydrated ? format.relativeTime(new Date(copilot.last_run_at), now) : "…") : t("never")}
          </Meta>
        </dl>
      )}

      <Dialog open={confirming} onOpenChange={setConfirming} title={t("deleteTitle", { name: copilot.name })} description={t("deleteDescription")} closeLabel={t("close")}>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={busy === "delete"}>
            {busy === "delete" ? t("deleting") : t("delete")}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
