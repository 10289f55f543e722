"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { describeError } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button, buttonClasses } from "@/components/ui/button";
import { downloadCvDocumentFile, useCvDocument, type CvFileFormat } from "@/lib/api/cv-documents";
import { saveFile } from "@/lib/api/download";
import { ApiError, type FileAnswer } from "@/lib/api/request";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { languages } from "@/lib/i18n/locales";
import { AtsCheckPanel } from "./ats-check";
import { CopilotUse } from "./copilot-use";
import { CV_BUILDER_HREF, editHref } from "./routes";

// The CV drawn from the same layout as its PDF (lib/cv/layout), loaded with this page only. The
// PDF itself is not framed: the API sends it as an attachment to a bearer token, which a frame
// cannot send, and the page's policy frames no blob: documents.
const CvPreview = dynamic(() => import("./preview").then((module) => module.CvPreview), {
  ssr: false,
  loading: () => <div className="h-[60vh] animate-pulse rounded-xl bg-gray-100" />,
});

const DOWNLOADS: { format: CvFileFormat; extension: string }[] = [
  { format: "pdf", extension: "pdf" },
  { format: "docx", extension: "docx" },
  { format: "json-resume", extension: "json" },
];

/** The file name the server gives, else one from the CV's name. */
const fileNameOf = (answer: FileAnswer, document: CvDocument, extension: string) => answer.fileName ?? `${document.name}.${extension}`;

function ResultView({ document }: { document: CvDocument }) {
  const t = useTranslations("CvBuilder.result");
  const templates = useTranslations("CvBuilder.list.templates");
  const papers = useTranslations("CvBuilder.design.papers");
  const format = useFormatter();
  const bannerText = useBannerText();
  const headingId = useId();
  const [downloading, setDownloading] = useState<CvFileFormat | null>(null);
  const { meta } = document.document;

  const download = async (file: (typeof DOWNLOADS)[number]) => {
    setDownloading(file.format);
    try {
      const answer = await downloadCvDocumentFile(document.id, file.format);
      saveFile(answer.blob, fileNameOf(answer, document, file.extension));
    } catch (error) {
      toast.error(bannerText(describeError(error).banner) ?? t("downloadFailed"));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-8">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-xl font-semibold text-gray-900">
              {document.name}
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              {t("details", {
                template: templates(meta.template),
                paper: papers(meta.paper),
                language: languages.find((language) => language.value === meta.locale)?.label ?? meta.locale,
                version: document.version,
                date: format.dateTime(new Date(document.updated_at), { dateStyle: "medium", timeStyle: "short" }),
              })}
            </p>
          </div>
          <Link href={editHref(document.id)} className={buttonClasses("secondary", "self-start lg:self-auto")}>
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path d="M13.6 3.4a2 2 0 0 1 2.8 0l.2.2a2 2 0 0 1 0 2.8L8 15l-4 1 1-4 8.6-8.6Z" />
            </svg>
            {t("edit")}
          </Link>
        </div>
        <div role="group" aria-label={t("downloads")} className="flex flex-wrap gap-2">
          {DOWNLOADS.map((file, i) => (
            <Button key={file.format} variant={i === 0 ? "primary" : "secondary"} disabled={downloading !== null} onClick={() => void download(file)}>
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
              </svg>
              {downloading === file.format ? t("downloading") : t(`download.${file.format}`)}
            </Button>
          ))}
        </div>
        <CvPreview document={document.document} label={t("previewLabel", { name: document.name })} className="mx-auto w-full max-w-4xl" />
        <p className="text-center text-xs text-gray-500">{t("previewNote")}</p>
      </section>
      <CopilotUse document={document} />
      <AtsCheckPanel id={document.id} />
    </div>
  );
}

/** The finished CV: drawn as its PDF, its downloads and the ATS check; "Edit" goes back to the editor. */
export function CvResult({ id }: { id: string }) {
  const t = useTranslations("CvBuilder.result");
  const { data, error, mutate } = useCvDocument(id);
  if (data) return <ResultView document={data.data} />;
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{gone ? t("gone") : t("loadFailed")}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {gone ? null : (
            <Button variant="secondary" onClick={() => void mutate()}>
              {t("tryAgain")}
            </Button>
          )}
          <Link href={CV_BUILDER_HREF} className={buttonClasses("secondary")}>
            {t("backToList")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="mt-6 h-[60vh] animate-pulse rounded-xl bg-gray-100">
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
