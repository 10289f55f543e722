"use client";

import { useFormatter, useLocale, useNow, useTranslations } from "next-intl";
import { useId, type Ref } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { linkTag } from "@/components/ui/text-link";
import { useApplication } from "@/lib/api/applications";
import { ApiError } from "@/lib/api/request";
import { useResumes } from "@/lib/api/resumes";
import type { ApplicationDetail } from "@/lib/contracts/applications";
import { useAge } from "./age";
import { ApplicationDocuments, documentsChangeable } from "./application-documents";
import { ApplyPanel } from "./apply-panel";
import { usePlace } from "./application-row";
import { ScoreBadge, StageBadge } from "./badges";
import { NotesEditor } from "./notes-editor";
import { ReasonList } from "./reason-list";
import { formatSalary, SENIORITY_LEVELS, type ReasonWords } from "./reasons";
import { StageChange } from "./stage-change";
import { ownReason, Timeline } from "./timeline";

const EMPLOYMENT = ["full_time", "part_time", "contract", "internship", "temporary", "freelance"] as const;
const SOURCE_NAMES: Record<string, string> = {
  greenhouse: "Greenhouse",
  lever: "Lever",
  ashby: "Ashby",
  workable: "Workable",
  smartrecruiters: "SmartRecruiters",
  recruitee: "Recruitee",
  arbeitnow: "Arbeitnow",
  remotive: "Remotive",
  remoteok: "RemoteOK",
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-gray-100 pt-5">
      <h3 className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The facts of the posting as it was when matched. */
function JobFacts({ detail }: { detail: ApplicationDetail }) {
  const t = useTranslations("ApplicationDetail");
  const reasons = useTranslations("MatchReasons");
  const locale = useLocale();
  const format = useFormatter();
  const resumes = useResumes(undefined, Boolean(detail.resume_id));
  const snapshot = detail.job_snapshot;
  const words: ReasonWords = {
    level: (level) => reasons(`levels.${level}`),
    more: (count) => reasons("more", { count }),
    from: (amount) => reasons("salaryFrom", { amount }),
    upTo: (amount) => reasons("salaryUpTo", { amount }),
    per: (period, amount) => reasons(`salaryPer.${period}`, { amount }),
  };
  const salary = snapshot.salary && typeof snapshot.salary === "object" ? formatSalary(snapshot.salary as Record<string, never>, locale, words) : null;
  let language: string | null = null;
  if (typeof snapshot.language === "string" && snapshot.language) {
    try {
      language = new Intl.DisplayNames([locale], { type: "language" }).of(snapshot.language) ?? snapshot.language;
    } catch {
      language = snapshot.language;
    }
  }
  const cv = detail.resume_id ? resumes.data?.data.items.find((item) => item.id === detail.resume_id)?.file_name : null;
  const facts: [string, string | null][] = [
    [t("facts.employment"), oneOf(EMPLOYMENT, snapshot.employment_type) ? t(`employment.${snapshot.employment_type}`) : null],
    [t("facts.seniority"), oneOf(SENIORITY_LEVELS, snapshot.seniority) ? reasons(`levels.${snapshot.seniority}`) : null],
    [t("facts.salary"), salary],
    [t("facts.language"), language],
    [t("facts.posted"), detail.job.posted_at ? format.dateTime(new Date(detail.job.posted_at), { dateStyle: "medium" }) : null],
    [t("facts.source"), typeof snapshot.source === "string" ? (SOURCE_NAMES[snapshot.source] ?? snapshot.source) : null],
    [t("facts.copilot"), detail.copilot?.name ?? null],
    [t("facts.cv"), detail.resume_id ? (cv ?? t("facts.cvLoading")) : t("facts.cvNone")],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 mobile:grid-cols-2">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-gray-500">{label}</dt>
            <dd className="truncate text-sm font-medium text-gray-900" title={value ?? undefined}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** The skills the posting asks for that the CV does not list, and where to add those the user has. */
function MissingSkills({ detail }: { detail: ApplicationDetail }) {
  const t = useTranslations("ApplicationDetail");
  const id = useId();
  if (detail.missing_skills.length === 0) return null;
  return (
    <div className="mt-4">
      <p id={id} className="text-sm font-medium text-gray-800">
        {t("missingSkills")}
      </p>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-1.5">
        {detail.missing_skills.map((skill) => (
          <li key={skill} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-200">
            {skill}
          </li>
        ))}
      </ul>
      {detail.copilot ? (
        <p className="mt-2 text-sm text-gray-600">{t.rich("missingSkillsFix", { link: linkTag(`/copilot/${encodeURIComponent(detail.copilot.id)}/edit/4`) })}</p>
      ) : null}
    </div>
  );
}

/**
 * One application in full: the job and its link, the score and why, the stage and where it may
 * go, notes and the timeline.
 */
export function DetailContent({
  id,
  titleId,
  headingRef,
  onChanged,
  closeButton,
}: {
  id: string;
  titleId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onChanged: (detail: ApplicationDetail) => void;
  closeButton?: React.ReactNode;
}) {
  const t = useTranslations("ApplicationDetail");
  const now = useNow({ updateInterval: 30_000 });
  const age = useAge();
  const place = usePlace();
  const { data, error, mutate } = useApplication(id);
  const detail = data?.data.id === id ? data.data : undefined;

  const changed = (next: ApplicationDetail) => {
    void mutate({ data: next }, { revalidate: false });
    onChanged(next);
  };

  if (!detail) {
    return (
      <div>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
            {t("label")}
          </h2>
          {closeButton}
        </div>
        {error ? (
          <FormAlert className="mt-4">
            {error instanceof ApiError && error.status === 404 ? t("notFound") : t("loadFailed")}{" "}
            {error instanceof ApiError && error.status === 404 ? null : (
              <button type="button" onClick={() => void mutate()} className="font-semibold underline underline-offset-2">
                {t("retry")}
              </button>
            )}
          </FormAlert>
        ) : (
          <LoadingDots label={t("loading")} />
        )}
      </div>
    );
  }

  const summary = detail.score >= 80 ? "strong" : detail.score >= 60 ? "good" : "fair";
  const where = place(detail.job);
  return (
    <div className="flex flex-col gap-5">
      <header>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-gray-900 outline-none">
              {detail.job.title || t("untitled")}
            </h2>
            <p className="mt-1 text-base text-gray-700">{detail.job.company}</p>
            {where ? <p className="text-sm text-gray-500">{where}</p> : null}
          </div>
          {closeButton}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {detail.job.apply_url ? (
            <a href={detail.job.apply_url} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary")}>
              {t("openPosting")}
              <span className="sr-only"> {t("newTab")}</span>
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5ZM5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
              </svg>
            </a>
          ) : null}
          <span className="text-sm text-gray-500">{t("matchedAt", { time: age(detail.created_at, now) })}</span>
        </div>
      </header>

      {detail.stage === "needs_you" || detail.stage === "queued" || detail.stage === "applying" || detail.apply.proofs.length > 0 ? (
        <Section title={t("sections.apply")}>
          <ApplyPanel detail={detail} onChanged={changed} />
        </Section>
      ) : null}

      {detail.tailored_cv || documentsChangeable(detail) ? (
        <Section title={t("sections.documents")}>
          <ApplicationDocuments detail={detail} />
        </Section>
      ) : null}

      <Section title={t("sections.score")}>
        <div className="flex items-start gap-4">
          <ScoreBadge score={detail.score} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-gray-900">{t(`summary.${summary}`)}</p>
            <ReasonList reasons={detail.reasons} className="mt-2" />
            <MissingSkills detail={detail} />
          </div>
        </div>
      </Section>

      <Section title={t("sections.stage")}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <StageBadge stage={detail.stage} />
          <span className="text-sm text-gray-500">{t("since", { time: age(detail.stage_changed_at, now) })}</span>
        </div>
        {ownReason(detail.exit_reason) ? <p className="mb-4 text-sm text-gray-700">{t("exitReason", { reason: detail.exit_reason! })}</p> : null}
        <StageChange key={`${detail.id}-${detail.stage}`} detail={detail} onChanged={changed} />
      </Section>

      <Section title={t("sections.details")}>
        <JobFacts detail={detail} />
      </Section>

      {detail.description_html ? (
        <Section title={t("sections.description")}>
          <details className="group">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 underline-offset-2 hover:underline">{t("showDescription")}</summary>
            {/* Sanitised by the backend: only text markup, links that open elsewhere, no scripts or styles. */}
            <div
              className="mt-3 text-sm leading-relaxed text-gray-800 [overflow-wrap:anywhere] [&_a]:text-brand-700 [&_a]:underline [&_h1]:mt-4 [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: detail.description_html }}
            />
          </details>
        </Section>
      ) : null}

      <Section title={t("sections.notes")}>
        <NotesEditor key={detail.id} detail={detail} onSaved={changed} />
      </Section>

      <Section title={t("sections.timeline")}>
        <Timeline entries={detail.timeline} copilotName={detail.copilot?.name ?? null} />
      </Section>
    </div>
  );
}
