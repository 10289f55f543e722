"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChangeList } from "@/components/cv-tailor/change-list";
import { tailorForApplicationHref } from "@/components/cv-builder/routes";
import { builderForApplicationHref } from "@/components/cover-letters/links";
import { Button, buttonClasses } from "@/components/ui/button";
import { applicationKeys } from "@/lib/api/applications";
import { downloadFile, saveFile } from "@/lib/api/download";
import { type ApplicationDetail } from "@/lib/contracts/applications";
import { CV_CHANGEABLE_STAGES } from "@/lib/contracts/application-values";

/** Whether the CV and letter this application sends can still change: before the copilot starts sending. */
export const documentsChangeable = (detail: Pick<ApplicationDetail, "stage">) => (CV_CHANGEABLE_STAGES as readonly string[]).includes(detail.stage);

/** The CV the copilot tailored to this job and sent: its changes, and the very file to download. */
function TailoredCv({ detail }: { detail: ApplicationDetail }) {
  const t = useTranslations("ApplicationDetail.documents");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const tailored = detail.tailored_cv!;

  const download = async () => {
    setState("busy");
    try {
      const file = await downloadFile(`${applicationKeys.detail(detail.id)}/tailored-cv`);
      saveFile(file.blob, file.fileName ?? tailored.file_name);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-800">{t("tailored", { file: tailored.file_name, count: tailored.changes.length })}</p>
      {tailored.keywords.matched.length > 0 ? <p className="text-sm text-gray-600">{t("tailoredFor", { skills: tailored.keywords.matched.join(", ") })}</p> : null}
      <details className="rounded-lg border border-gray-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-gray-900">{t("showChanges", { count: tailored.changes.length })}</summary>
        <div className="mt-3">
          <ChangeList changes={tailored.changes} />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void download()} disabled={state === "busy"}>
          {state === "busy" ? t("downloading") : t("download")}
        </Button>
        {state === "failed" ? (
          <p role="alert" className="text-sm text-red-700">
            {t("downloadFailed")}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What goes out with the application besides the answers: the CV tailored to the job when the
 * copilot tailored one, and, before sending, ways to tailor the CV or write a letter for this job.
 */
export function ApplicationDocuments({ detail }: { detail: ApplicationDetail }) {
  const t = useTranslations("ApplicationDetail.documents");
  const changeable = documentsChangeable(detail);
  if (!detail.tailored_cv && !changeable) return null;
  return (
    <div className="flex flex-col gap-4">
      {detail.tailored_cv ? <TailoredCv detail={detail} /> : null}
      {changeable ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-600">{t("beforeSending")}</p>
          <div className="flex flex-wrap gap-3">
            <Link href={tailorForApplicationHref(detail.id)} className={buttonClasses("secondary")}>
              {t("tailor")}
            </Link>
            <Link href={builderForApplicationHref(detail.id)} className={buttonClasses("secondary")}>
              {t("letter")}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
