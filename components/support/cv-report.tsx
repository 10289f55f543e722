"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { CvArea, CvCheck, CvCheckResult, CvFinding, CvSeverity } from "@/lib/contracts/support";

const AREAS: CvArea[] = ["sections", "contact", "titles", "length", "results", "dates"];

const SEVERITY_STYLE: Record<CvSeverity, string> = {
  high: "bg-red-50 text-red-800 ring-red-200",
  medium: "bg-amber-50 text-amber-900 ring-amber-200",
  low: "bg-sky-50 text-sky-800 ring-sky-200",
};

/** The verdict for a score: the same bands as the ring's colour. */
const band = (score: number) => (score >= 85 ? "great" : score >= 65 ? "good" : score >= 45 ? "fair" : "poor");
const RING: Record<ReturnType<typeof band>, string> = { great: "#059669", good: "#0284c7", fair: "#d97706", poor: "#dc2626" };

function ScoreRing({ score }: { score: number }) {
  const t = useTranslations("CvCheck");
  const color = RING[band(score)];
  return (
    <div
      role="img"
      aria-label={t("scoreLabel", { score })}
      className="relative grid size-24 shrink-0 place-items-center rounded-full"
      style={{ background: `conic-gradient(${color} ${score * 3.6}deg, #e5e7eb 0deg)` }}
    >
      <span className="grid size-[4.75rem] place-items-center rounded-full bg-white">
        <span className="text-2xl font-bold tabular-nums text-gray-900">{score}</span>
      </span>
    </div>
  );
}

/** A month as the check reports it ("2019-07"), in the user's language. */
function useMonth() {
  const format = useFormatter();
  return (value: string | number | string[] | undefined) => {
    const [year, month] = String(value ?? "").split("-").map(Number);
    if (!year || !month) return String(value ?? "");
    return format.dateTime(new Date(Date.UTC(year, month - 1, 15)), { month: "short", year: "numeric", timeZone: "UTC" });
  };
}

function useFindingText() {
  const t = useTranslations("CvCheck.findings");
  const formats = useTranslations("CvCheck.formats");
  const format = useFormatter();
  const month = useMonth();
  const list = (value: CvFinding["params"][string] | undefined) =>
    format.list((Array.isArray(value) ? value : [String(value ?? "")]).map((item) => `“${item}”`), { type: "conjunction" });
  return (finding: CvFinding) => {
    const p = finding.params;
    const values: Record<string, string | number> = {
      words: Number(p.words ?? 0),
      pages: Number(p.pages ?? 0),
      max: Number(p.max_pages ?? 2),
      quantified: Number(p.quantified ?? 0),
      statements: Number(p.statements ?? 0),
      year: Number(p.year ?? 0),
      months: Number(p.months ?? 0),
      from: month(p.from),
      to: month(p.to),
      title: String(p.title ?? ""),
      titles: list(p.titles),
      missing: list(p.words),
      formats: format.list(((p.formats as string[] | undefined) ?? []).map((item) => formats(item as "numeric")), { type: "conjunction" }),
    };
    return { title: t(`${finding.id}.title`, values), fix: t(`${finding.id}.fix`, values) };
  };
}

/** One line per area: passed, or how many findings it has. */
function AreaSummary({ check }: { check: CvCheck }) {
  const t = useTranslations("CvCheck");
  const facts = (area: CvArea): string => {
    switch (area) {
      case "sections": {
        const found = check.sections.filter(({ present }) => present).map(({ key }) => t(`sectionNames.${key}`));
        return found.length > 0 ? t("facts.sections", { found: found.join(", ") }) : t("facts.noSections");
      }
      case "contact":
        return t("facts.contact", {
          found: [check.contact.email && t("contactNames.email"), check.contact.phone && t("contactNames.phone"), check.contact.linkedin && "LinkedIn"]
            .filter(Boolean)
            .join(", ") || t("facts.none"),
        });
      case "titles":
        return check.titles.length === 0
          ? t("facts.noTitles")
          : t("facts.titles", { found: check.titles.filter(({ found }) => found).length, total: check.titles.length });
      case "length":
        return t("facts.length", { words: check.length.words, pages: check.length.pages });
      case "results":
        return t("facts.results", { quantified: check.results.quantified, statements: check.results.statements });
      case "dates":
        return t("facts.dates", { ranges: check.dates.ranges });
    }
  };
  return (
    <ul className="grid gap-2 mobile:grid-cols-2">
      {AREAS.map((area) => {
        const passed = check.passed.includes(area);
        const open = check.findings.filter((finding) => finding.area === area).length;
        return (
          <li key={area} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3">
            <span
              aria-hidden
              className={clsx("mt-0.5 grid size-6 shrink-0 place-items-center rounded-full", passed ? "bg-emerald-100 text-emerald-700" : open ? "bg-amber-100 text-amber-800" : "bg-gray-100 text-gray-500")}
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                {passed ? (
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                ) : (
                  <path d="M10 4a1 1 0 0 1 1 1v6a1 1 0 1 1-2 0V5a1 1 0 0 1 1-1Zm0 9.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6Z" />
                )}
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-gray-900">
                {t(`areas.${area}`)}
                <span className="sr-only">: {passed ? t("passed") : open ? t("toFix", { count: open }) : t("notChecked")}</span>
              </span>
              <span className="block break-words text-sm text-gray-600">{facts(area)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function FindingList({ findings, limit }: { findings: CvFinding[]; limit?: number }) {
  const t = useTranslations("CvCheck");
  const text = useFindingText();
  const shown = limit === undefined ? findings : findings.slice(0, limit);
  return (
    <ol className="flex flex-col gap-3">
      {shown.map((finding, index) => {
        const { title, fix } = text(finding);
        const examples = Array.isArray(finding.params.examples) ? finding.params.examples : [];
        return (
          <li key={`${finding.id}-${index}`} className="rounded-xl border border-gray-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", SEVERITY_STYLE[finding.severity])}>
                {t(`severity.${finding.severity}`)}
              </span>
              <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">{fix}</p>
            {examples.length > 0 ? (
              <div className="mt-3">
                <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t("examples")}</p>
                <ul className="mt-1 flex flex-col gap-1">
                  {examples.map((example) => (
                    <li key={example} className="rounded-md bg-gray-50 px-3 py-1.5 text-sm text-gray-700">
                      {example}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the CV check found: the score, one line per area, and each finding with how to fix it.
 * `compact` shows the three most important findings and links to the full check.
 */
export function CvReport({
  result,
  compact = false,
  fullHref = "/support/review-cv",
}: {
  result: CvCheckResult & { check: CvCheck };
  compact?: boolean;
  fullHref?: string;
}) {
  const t = useTranslations("CvCheck");
  const format = useFormatter();
  const { check, resume } = result;
  const verdict = band(check.score);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-5">
        <ScoreRing score={check.score} />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold text-gray-900">{t(`verdict.${verdict}`)}</p>
          {resume ? (
            <p className="mt-1 break-words text-sm text-gray-600">
              {t("checked", { file: resume.file_name, date: format.dateTime(new Date(resume.created_at), { dateStyle: "medium" }) })}
            </p>
          ) : null}
          {result.target_titles.length > 0 ? (
            <p className="mt-1 text-sm text-gray-600">{t("checkedFor", { titles: format.list(result.target_titles, { type: "conjunction" }) })}</p>
          ) : null}
        </div>
      </div>
      {compact ? null : <AreaSummary check={check} />}
      {check.findings.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-gray-900">{compact ? t("topFindings") : t("allFindings", { count: check.findings.length })}</h3>
          <FindingList findings={check.findings} limit={compact ? 3 : undefined} />
        </div>
      ) : (
        <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">{t("nothingToFix")}</p>
      )}
      {compact ? (
        <Link href={fullHref} className="w-fit text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
          {t("fullCheck", { count: check.findings.length })}
        </Link>
      ) : null}
    </div>
  );
}
