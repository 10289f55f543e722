"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { exportAccount } from "@/lib/api/account";
import { describeError } from "@/components/forms/error-text";
import { OwnerOnlyNote } from "./section-card";
import { useBannerText } from "@/components/forms/use-error-text";

/** Saves a JSON document as a file, the way a download link would. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /account/export, saved as job-copilot-export-YYYY-MM-DD.json. Fetched with the session's
 * token (a plain link could not send it) and saved from memory.
 */
export function ExportData({ locked }: { locked: boolean }) {
  const t = useTranslations("Account.export");
  const shared = useTranslations("Account");
  const problemText = useBannerText();
  const [working, setWorking] = useState(false);

  const download = async () => {
    setWorking(true);
    try {
      const { file, fileName } = await exportAccount();
      saveJson(file, fileName);
      toast.success(t("downloaded"));
    } catch (error) {
      toast.error(problemText(describeError(error).banner) ?? t("failed"));
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      {locked ? <OwnerOnlyNote>{shared("ownerOnly.export")}</OwnerOnlyNote> : null}
      <Button variant="secondary" onClick={() => void download()} disabled={locked || working}>
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
        </svg>
        {working ? t("downloading") : t("download")}
      </Button>
    </>
  );
}
