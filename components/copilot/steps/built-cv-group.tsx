"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { CV_BUILDER_HREF } from "@/components/cv-builder/routes";
import { Button, buttonClasses } from "@/components/ui/button";
import { publishCvDocument } from "@/lib/api/cv-documents";
import type { CvDocumentListItem } from "@/lib/contracts/cv-document";
import type { Resume } from "@/lib/contracts/resume";
import { publishProblemOf, type PublishProblem } from "./built-cvs";

/**
 * "From the CV builder": the user's built CVs not yet among their CVs. Choosing one makes its PDF
 * one of their CVs (`onPublished` then selects it); with no built CV at all, a way to build one.
 */
export function BuiltCvGroup({
  documents,
  offered,
  loadFailed,
  onRetry,
  onPublished,
}: {
  /** All the user's built CVs; undefined while loading. */
  documents: readonly CvDocumentListItem[] | undefined;
  offered: readonly CvDocumentListItem[];
  loadFailed: boolean;
  onRetry: () => void;
  onPublished: (resume: Resume) => Promise<void>;
}) {
  const t = useTranslations("CopilotEditor.cv");
  const templates = useTranslations("CvBuilder.list.templates");
  const format = useFormatter();
  const headingId = useId();
  const [publishing, setPublishing] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ name: string; key: PublishProblem } | null>(null);

  const use = async (document: CvDocumentListItem) => {
    setProblem(null);
    setPublishing(document.id);
    try {
      const { data } = await publishCvDocument(document.id);
      await onPublished(data);
    } catch (error) {
      setProblem({ name: document.name, key: publishProblemOf(error) });
    } finally {
      setPublishing(null);
    }
  };

  // Every built CV is already among "Your CVs": nothing to add here.
  if (documents && documents.length > 0 && offered.length === 0 && !problem) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-medium text-gray-800">
        {t("fromBuilder")}
      </h4>
      {loadFailed && !documents ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {t("builtLoadFailed")}
          </p>
          <Button variant="secondary" onClick={onRetry} className="px-3 py-1.5">
            {t("tryAgain")}
          </Button>
        </div>
      ) : !documents ? (
        <p role="status" className="text-sm text-gray-500">
          {t("builtLoading")}
        </p>
      ) : documents.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-gray-300 p-3">
          <p className="text-sm text-gray-600">{t("noBuiltCvs")}</p>
          <Link href={CV_BUILDER_HREF} className={buttonClasses("secondary", "px-3 py-1.5")}>
            {t("buildCv")}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {offered.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 p-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-[10px] font-bold uppercase tracking-wide text-brand-700 ring-1 ring-brand-200"
              >
                cv
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-gray-900">{document.name}</span>
                <span className="block text-xs text-gray-500">
                  {t("builtDetails", {
                    template: templates(document.template),
                    date: format.dateTime(new Date(document.updated_at), { dateStyle: "medium" }),
                  })}
                </span>
              </span>
              <Button variant="secondary" onClick={() => void use(document)} disabled={publishing !== null} className="px-3 py-1.5">
                {publishing === document.id ? (
                  t("makingPdf")
                ) : (
                  <>
                    {t("useBuilt")}
                    <span className="sr-only"> {document.name}</span>
                  </>
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* Always there, so the change is announced. */}
      <p role="status" className="sr-only">
        {publishing ? t("makingPdfOf", { name: documents?.find(({ id }) => id === publishing)?.name ?? "" }) : ""}
      </p>
      {problem ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t("publishFailed", { name: problem.name })}</p>
          <p className="mt-0.5">{t(`publishErrors.${problem.key}`)}</p>
        </div>
      ) : null}
    </section>
  );
}
