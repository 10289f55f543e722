"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useCvDocumentVersions } from "@/lib/api/cv-documents";
import type { CvDocumentVersion } from "@/lib/contracts/cv-document";

export const VERSION_TIME_FORMAT = { dateStyle: "medium", timeStyle: "short" } as const;

/**
 * The kept versions, newest first; any earlier one can be restored (undo), after a confirmation
 * that says the versions in between stay.
 */
export function VersionsDialog({
  id,
  open,
  onOpenChange,
  currentVersion,
  onRestore,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentVersion: number;
  /** Resolves once the version is the editor's document; rejects with what went wrong. */
  onRestore: (version: number) => Promise<void>;
}) {
  const t = useTranslations("CvBuilder.versions");
  const format = useFormatter();
  const { data, error, isLoading } = useCvDocumentVersions(open ? id : null);
  const [confirming, setConfirming] = useState<CvDocumentVersion | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = data?.data.items ?? [];
  const when = (version: CvDocumentVersion) => format.dateTime(new Date(version.created_at), VERSION_TIME_FORMAT);

  const close = (next: boolean) => {
    if (!next) {
      setConfirming(null);
      setFailed(false);
    }
    onOpenChange(next);
  };

  const restore = async (version: CvDocumentVersion) => {
    setRestoring(true);
    setFailed(false);
    try {
      await onRestore(version.version);
      close(false);
    } catch {
      setFailed(true);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={confirming ? t("confirmTitle", { version: confirming.version }) : t("title")}
      description={confirming ? t("confirmText", { version: confirming.version, date: when(confirming) }) : t("description")}
      closeLabel={t("close")}
    >
      {failed ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {t("failed")}
        </p>
      ) : null}
      {confirming ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={restoring}>
            {t("back")}
          </Button>
          <Button onClick={() => void restore(confirming)} disabled={restoring}>
            {restoring ? t("restoring") : t("confirm", { version: confirming.version })}
          </Button>
        </div>
      ) : isLoading ? (
        <p role="status" className="text-sm text-gray-600">
          {t("loading")}
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          {t("loadFailed")}
        </p>
      ) : (
        <ol className="-mx-2 flex max-h-[60vh] flex-col overflow-y-auto">
          {items.map((version) => (
            <li key={version.version} className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 odd:bg-gray-50">
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-gray-900">{t("version", { version: version.version })}</span>
                <span className="block text-xs text-gray-600">{when(version)}</span>
              </span>
              {version.version === currentVersion ? (
                <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{t("current")}</span>
              ) : (
                <Button variant="secondary" className="shrink-0 px-3 py-1.5" onClick={() => setConfirming(version)}>
                  {t("restore")}
                  <span className="sr-only"> {t("version", { version: version.version })}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
