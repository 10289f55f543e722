"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "@/lib/toast";
import { describeError } from "@/components/forms/error-text";
import { SelectChevron } from "@/components/forms/select-chevron";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { compactFieldClasses } from "@/components/ui/field";
import { fetchCoverLetterFile, LETTER_PAPERS, type LetterFileFormat, type LetterPaper } from "@/lib/api/cover-letters";
import { saveFile } from "@/lib/api/download";
import { letterFileName } from "./letter-text";

const COPY_ICON = (
  <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" className="size-4">
    <rect x="7" y="7" width="10" height="10" rx="2" />
    <path d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-7A1.5 1.5 0 0 0 3 4.5v7A1.5 1.5 0 0 0 4.5 13" />
  </svg>
);
const CHECK_ICON = (
  <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-4">
    <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const DOWNLOAD_ICON = (
  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
  </svg>
);

/**
 * Copies the letter as plain text and says so (the button, a toast, and to screen readers).
 * Without clipboard access the letter opens selected in a dialog, to copy by hand.
 */
export function CopyLetter({ text }: { text: string }) {
  const t = useTranslations("CoverLetters.copy");
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t("copied"));
    } catch {
      setManual(true);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        {copied ? CHECK_ICON : COPY_ICON}
        {copied ? t("done") : t("copy")}
      </Button>
      <Dialog open={manual} onOpenChange={setManual} title={t("manualTitle")} description={t("manualText")} closeLabel={t("close")}>
        <textarea
          // Selected as it opens: Ctrl+C or Cmd+C copies it.
          ref={(node) => node?.select()}
          readOnly
          value={text}
          aria-label={t("manualLabel")}
          rows={10}
          className={clsx(compactFieldClasses, "font-serif")}
        />
      </Dialog>
    </>
  );
}

/**
 * The saved letter as a PDF or a Word file, on A4 or US Letter. `beforeDownload` saves what is
 * unsaved first (the files are made from the saved letter) and says whether to go on.
 */
export function LetterDownloads({
  letterId,
  job,
  beforeDownload,
}: {
  letterId: string;
  job: { title: string; company: string };
  beforeDownload: () => Promise<boolean>;
}) {
  const t = useTranslations("CoverLetters.download");
  const bannerText = useBannerText();
  const paperId = useId();
  const [paper, setPaper] = useState<LetterPaper>("a4");
  const [busy, setBusy] = useState<LetterFileFormat | null>(null);

  const download = async (format: LetterFileFormat) => {
    setBusy(format);
    try {
      if (!(await beforeDownload())) return;
      const { blob, fileName } = await fetchCoverLetterFile(letterId, format, paper);
      saveFile(blob, fileName ?? letterFileName(job, format));
      toast.success(t("started"));
    } catch (error) {
      toast.error(bannerText(describeError(error).banner) ?? t("failed"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void download("pdf")} disabled={busy !== null}>
        {DOWNLOAD_ICON}
        {busy === "pdf" ? t("preparing") : t("pdf")}
      </Button>
      <Button variant="secondary" onClick={() => void download("docx")} disabled={busy !== null}>
        {DOWNLOAD_ICON}
        {busy === "docx" ? t("preparing") : t("docx")}
      </Button>
      <label htmlFor={paperId} className="sr-only">
        {t("paper")}
      </label>
      <div className="relative flex items-center">
        <select
          id={paperId}
          value={paper}
          onChange={(event) => setPaper(event.target.value as LetterPaper)}
          className={clsx(compactFieldClasses, "w-auto appearance-none py-2 pr-9")}
          title={t("paper")}
        >
          {LETTER_PAPERS.map((size) => (
            <option key={size} value={size}>
              {t(`papers.${size}`)}
            </option>
          ))}
        </select>
        <span className="pointer-events-none absolute right-3">
          <SelectChevron />
        </span>
      </div>
    </div>
  );
}
