"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CvPicker } from "@/components/copilot/steps/cv-picker";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { linkTag } from "@/components/ui/text-link";
import { useEntitlements } from "@/lib/api/billing";
import { useCopilotOutcomes, useCvCheck } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import { CopilotScope } from "./copilot-scope";
import { LoadProblem, Panel, StillStuck, Subsection } from "./parts";
import { UseForCopilot } from "./review-cv";

/** The plan's answer, said as it is: included (switched on in a copilot's step 4) or not. */
export function PlanState() {
  const t = useTranslations("Support.tailorCv");
  const { data, error, mutate } = useEntitlements();
  if (!data) return error ? <LoadProblem onRetry={() => void mutate()} /> : <LoadingDots label={t("loadingPlan")} />;
  const { plan, limits } = data.data;
  return (
    <div className={clsx("flex flex-col gap-3 rounded-xl p-4", limits.cv_tailoring ? "bg-emerald-50" : "bg-amber-50")}>
      <p className={clsx("text-sm font-semibold", limits.cv_tailoring ? "text-emerald-900" : "text-amber-900")}>
        {limits.cv_tailoring ? t("included", { plan: plan.name }) : t("notIncluded", { plan: plan.name })}
      </p>
      <p className="text-sm text-gray-700">{limits.cv_tailoring ? t.rich("switchInStep4", { link: linkTag("/copilot") }) : t("upgradeText")}</p>
      {limits.cv_tailoring ? null : (
        <Link href="/subscription" className={buttonClasses("primary", "self-start")}>
          {t("upgrade")}
        </Link>
      )}
    </div>
  );
}

/** What the copilot's jobs ask for next to what its CV says, and a CV made for this copilot. */
function ForCopilot({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.tailorCv");
  const outcomes = useCopilotOutcomes(copilot.id, { revalidateOnFocus: false });
  const [resumeId, setResumeId] = useState<string | undefined>(undefined);
  const cvParams = { copilot_id: copilot.id, ...(resumeId ? { resume_id: resumeId } : {}) };
  const cv = useCvCheck(cvParams, { revalidateOnFocus: false, keepPreviousData: true });
  const skills = outcomes.data?.data.requested_skills ?? [];
  const titles = cv.data?.data.check?.titles ?? [];
  const resume = cv.data?.data.resume;

  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("gapTitle", { copilot: copilot.name })} description={t("gapText")}>
        {!outcomes.data ? (
          outcomes.error ? <LoadProblem onRetry={() => void outcomes.mutate()} /> : <LoadingDots label={t("loadingJobs")} />
        ) : skills.length === 0 ? (
          <p className="text-sm text-gray-700">{t("noJobsYet")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t("skillsLabel")}>
            {skills.map(({ skill, jobs, in_cv }) => (
              <li
                key={skill}
                className={clsx(
                  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset",
                  in_cv ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-white text-gray-800 ring-gray-300",
                )}
              >
                <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-3.5", in_cv ? "text-emerald-600" : "text-gray-400")}>
                  {in_cv ? (
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  ) : (
                    <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
                  )}
                </svg>
                {skill}
                <span className="text-xs text-gray-500">{t("skillJobs", { count: jobs })}</span>
                <span className="sr-only">{in_cv ? t("inCv") : t("notInCv")}</span>
              </li>
            ))}
          </ul>
        )}
        {titles.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-1 text-sm">
            {titles.map(({ title, found, missing_words }) => (
              <li key={title} className={found ? "text-emerald-800" : "text-gray-800"}>
                {found ? t("titleFound", { title }) : t("titleMissing", { title, words: missing_words.join(", ") })}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6">
          <Subsection title={t("ownCvTitle")} description={t("ownCvText", { copilot: copilot.name })}>
            <div className="flex flex-col gap-4">
              {resume ? <UseForCopilot copilot={copilot} resumeId={resume.id} fileName={resume.file_name} /> : null}
              <CvPicker value={resume?.id ?? ""} onChange={(id) => setResumeId(id || undefined)} />
            </div>
          </Subsection>
        </div>
      </Panel>
    </div>
  );
}

export function TailorCv() {
  const t = useTranslations("Support.tailorCv");
  return (
    <>
      <div className="flex flex-col gap-6">
        <Panel title={t("howTitle")} description={t("howText")}>
          <ol className="grid gap-3 mobile:grid-cols-3">
            {(["read", "reorder", "send"] as const).map((step, index) => (
              <li key={step} className="rounded-xl bg-gray-50 p-4">
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("step", { step: index + 1 })}</span>
                <p className="mt-1 text-sm text-gray-800">{t(`steps.${step}`)}</p>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title={t("planTitle")}>
          <PlanState />
        </Panel>
        <CopilotScope noneText={t("noCopilot")}>{(copilot) => <ForCopilot key={copilot.id} copilot={copilot} />}</CopilotScope>
      </div>
      <StillStuck />
    </>
  );
}
