"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useCvDocuments } from "@/lib/api/cv-documents";
import { CV_DOCUMENTS_PER_USER_MAX } from "@/lib/contracts/cv-document";
import { DocumentList } from "./document-list";
import { StartPanel } from "./start-panel";

const DOCUMENT_ICON = "M5 2h6.6L16 6.4V17a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10a1 1 0 1 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3.5a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H7Z";

/** The CV builder's home: the user's CVs, then a new one to start. */
export function CvHome() {
  const t = useTranslations("CvBuilder.list");
  const { data, error, mutate } = useCvDocuments();
  const items = data?.data.items ?? [];
  return (
    <div className="mt-8 flex flex-col gap-10">
      {error && !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <span>{t("loadFailed")}</span>
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => void mutate()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-gray-600">
          {t("loading")}
        </p>
      ) : items.length > 0 ? (
        <DocumentList items={items} />
      ) : (
        <EmptyState look="welcome" titleId="cv-builder-empty" icon={DOCUMENT_ICON} title={t("emptyTitle")} text={t("emptyText")} />
      )}
      <StartPanel atLimit={items.length >= CV_DOCUMENTS_PER_USER_MAX} />
    </div>
  );
}
