"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { describeError } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { checkCvDocumentForAts } from "@/lib/api/cv-documents";
import { ATS_FORMATS, type AtsCheckResult } from "@/lib/contracts/cv-document";
import { atsFindings, passed, type AtsFinding } from "./ats-results";

function FormatBadge({ format, found }: { format: (typeof ATS_FORMATS)[number]; found: boolean }) {
  const t = useTranslations("CvBuilder.ats");
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        found ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        {found ? (
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        ) : (
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        )}
      </svg>
      {t(found ? "foundIn" : "missingIn", { format: t(`formats.${format}`) })}
    </span>
  );
}

function Finding({ finding }: { finding: AtsFinding }) {
  const t = useTranslations("CvBuilder.ats");
  const ok = passed(finding);
  return (
    <li className={clsx("flex flex-col gap-1.5 rounded-xl border p-3", ok ? "border-gray-200" : "border-red-200 bg-red-50/50")}>
      <p className="text-sm text-gray-900">
        <span className="font-semibold">{t(`kinds.${finding.kind}`)}:</span> {finding.expected}
        {finding.entry && finding.entry !== finding.expected ? <span className="text-gray-600"> · {finding.entry}</span> : null}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {ATS_FORMATS.filter((format) => finding.found[format] !== undefined).map((format) => (
          <FormatBadge key={format} format={format} found={finding.found[format]!} />
        ))}
      </div>
      {!ok && finding.fix ? (
        <p className="text-sm text-gray-800">
          <span className="font-semibold">{t("fix")}</span> {finding.fix}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The ATS check: the CV rendered as PDF and as Word, read back the way applicant tracking
 * systems read files, and compared with what the CV says; what was not found comes with its fix.
 */
export function AtsCheckPanel({ id }: { id: string }) {
  const t = useTranslations("CvBuilder.ats");
  const bannerText = useBannerText();
  const headingId = useId();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<AtsCheckResult | null>(null);
  const [problem, setProblem] = useState<React.ReactNode>(null);
  const findings = result ? atsFindings(result.checks) : [];
  const failed = findings.filter((finding) => !passed(finding));
  const found = findings.filter(passed);

  const run = async () => {
    setRunning(true);
    setProblem(null);
    try {
      setResult((await checkCvDocumentForAts(id)).data);
    } catch (error) {
      setProblem(bannerText(describeError(error).banner) ?? t("failed"));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-4 mobile:p-6">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-gray-600">{t("description")}</p>
      </div>
      <Button className="self-start" onClick={() => void run()} disabled={running}>
        {running ? t("running") : result ? t("runAgain") : t("run")}
      </Button>
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        {running ? <p className="text-sm text-gray-600">{t("runningHint")}</p> : null}
        {problem ? <p className="text-sm font-medium text-red-700">{problem}</p> : null}
        {result && !running ? (
          result.passed ? (
            <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">{t("allPassed", { count: findings.length })}</p>
          ) : (
            <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">{t("someFailed", { failed: failed.length, count: findings.length })}</p>
          )
        ) : null}
      </div>
      {result && !running ? (
        <>
          {failed.length > 0 ? (
            <ul aria-label={t("failedList")} className="flex flex-col gap-2">
              {failed.map((finding, i) => (
                <Finding key={i} finding={finding} />
              ))}
            </ul>
          ) : null}
          {found.length > 0 ? (
            <details className="group rounded-xl border border-gray-200">
              <summary className="cursor-pointer list-none rounded-xl px-4 py-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                {t("showPassed", { count: found.length })}
              </summary>
              <ul aria-label={t("passedList")} className="flex flex-col gap-2 p-3 pt-0">
                {found.map((finding, i) => (
                  <Finding key={i} finding={finding} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
