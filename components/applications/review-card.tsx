"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { forwardRef } from "react";
import { Button } from "@/components/ui/button";
import { useApplication } from "@/lib/api/applications";
import { useResumes } from "@/lib/api/resumes";
import type { Application } from "@/lib/contracts/applications";
import { usePlace } from "./application-row";
import { ScoreBadge } from "./badges";
import { ReasonList } from "./reason-list";

/** The CV the application would send, from its detail and the user's CV list. */
function useCvName(id: string) {
  const detail = useApplication(id, { revalidateOnFocus: false });
  const resumeId = detail.data?.data.resume_id;
  const resumes = useResumes({ revalidateOnFocus: false }, Boolean(resumeId));
  if (!detail.data) return { loading: true, name: null };
  if (!resumeId) return { loading: false, name: null };
  const name = resumes.data?.data.items.find((item) => item.id === resumeId)?.file_name ?? null;
  return { loading: !resumes.data, name };
}

export const cardId = (id: string) => `review-card-${id}`;

/** One job waiting for review: what it is, why it matched, the CV it would send, and the decision. */
export const ReviewCard = forwardRef<
  HTMLElement,
  {
    item: Application;
    active: boolean;
    selected: boolean;
    busy: boolean;
    onSelect: (selected: boolean) => void;
    onActivate: () => void;
    onApprove: () => void;
    onReject: () => void;
  }
>(function ReviewCard({ item, active, selected, busy, onSelect, onActivate, onApprove, onReject }, ref) {
  const t = useTranslations("Review");
  const format = useFormatter();
  const place = usePlace()(item.job);
  const cv = useCvName(item.id);
  const titleId = `${cardId(item.id)}-title`;
  return (
    <article
      ref={ref}
      id={cardId(item.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={active ? "true" : undefined}
      aria-busy={busy || undefined}
      onFocus={onActivate}
      onClick={onActivate}
      className={clsx(
        "rounded-2xl border bg-white p-4 transition-shadow outline-none mobile:p-5",
        active ? "border-indigo-400 shadow-md ring-2 ring-indigo-200" : "border-gray-200 hover:border-gray-300",
        selected && !active && "border-indigo-200 bg-brand-50/40",
        busy && "opacity-60",
      )}
    >
      <div className="flex items-start gap-3 mobile:gap-4">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t("selectJob", { title: item.job.title, company: item.job.company })}
          className="mt-3 size-4 shrink-0 accent-brand-600"
        />
        <ScoreBadge score={item.score} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            {item.job.title}
          </h2>
          <p className="text-sm text-gray-700">
            {item.job.company}
            {place ? <span className="text-gray-500"> · {place}</span> : null}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-500">
            {/* The freshness reason says when it was posted; without one, the date says it. */}
            {item.job.posted_at && !item.reasons.some(({ kind }) => kind === "freshness") ? (
              <span>{t("posted", { time: format.dateTime(new Date(item.job.posted_at), { dateStyle: "medium" }) })}</span>
            ) : null}
            {item.copilot ? <span>{t("foundBy", { copilot: item.copilot.name })}</span> : null}
          </p>
        </div>
        <div className="hidden shrink-0 gap-2 mobile:flex">
          <Button variant="secondary" onClick={onReject} disabled={busy} aria-describedby={titleId}>
            {t("reject")}
          </Button>
          <Button onClick={onApprove} disabled={busy} aria-describedby={titleId}>
            {t("approve")}
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-4 mobile:pl-[5.25rem] md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{t("why")}</h3>
          <ReasonList reasons={item.reasons} />
        </div>
        <div className="flex flex-col gap-3">
          <div>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">{t("cv")}</h3>
            <p className="flex items-center gap-2 text-sm text-gray-800">
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-gray-400">
                <path d="M5 2h6l4 4v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm5 1.5V7h3.5L10 3.5Z" />
              </svg>
              <span className="truncate">{cv.loading ? t("cvLoading") : (cv.name ?? t("cvNone"))}</span>
            </p>
          </div>
          {item.job.apply_url ? (
            <a
              href={item.job.apply_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t("viewPosting")}
              <span className="sr-only"> {t("newTab")}</span>
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5ZM5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
              </svg>
            </a>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex gap-2 mobile:hidden">
        <Button variant="secondary" onClick={onReject} disabled={busy} aria-describedby={titleId} className="flex-1">
          {t("reject")}
        </Button>
        <Button onClick={onApprove} disabled={busy} aria-describedby={titleId} className="flex-1">
          {t("approve")}
        </Button>
      </div>
    </article>
  );
});
