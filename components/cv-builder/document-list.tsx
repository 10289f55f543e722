"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { describeError } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { cvDocumentKeys, deleteCvDocument, duplicateCvDocument } from "@/lib/api/cv-documents";
import { ApiError } from "@/lib/api/request";
import { CV_DOCUMENT_NAME_MAX, CV_DOCUMENTS_PER_USER_MAX, type CvDocumentListItem } from "@/lib/contracts/cv-document";
import { languages } from "@/lib/i18n/locales";
import { useSWRConfig } from "@/lib/swr/hooks";
import { editHref, resultHref } from "./routes";
import { TemplateThumbnail } from "./template-thumbnail";

const languageName = (locale: string) => languages.find((language) => language.value === locale)?.label ?? locale;

/** "My CVs": each with its template, language and last change; open, download, duplicate or delete it. */
export function DocumentList({ items }: { items: CvDocumentListItem[] }) {
  const t = useTranslations("CvBuilder.list");
  const format = useFormatter();
  const router = useRouter();
  const bannerText = useBannerText();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const [deleting, setDeleting] = useState<CvDocumentListItem | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const atLimit = items.length >= CV_DOCUMENTS_PER_USER_MAX;

  const duplicate = async (item: CvDocumentListItem) => {
    setBusy(item.id);
    try {
      const copy = await duplicateCvDocument(item.id, t("copyName", { name: item.name }).slice(0, CV_DOCUMENT_NAME_MAX));
      await mutate(cvDocumentKeys.list);
      toast.success(t("duplicated", { name: copy.name }), { action: { label: t("open"), onClick: () => router.push(editHref(copy.id)) } });
    } catch (error) {
      toast.error(error instanceof ApiError && error.code === "cv_document_limit" ? t("limitReached") : (bannerText(describeError(error).banner) ?? t("duplicateFailed")));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (item: CvDocumentListItem) => {
    setDeleteFailed(false);
    setBusy(item.id);
    try {
      await deleteCvDocument(item.id);
      await mutate(cvDocumentKeys.list, (current: { data: { items: CvDocumentListItem[] } } | undefined) =>
        current ? { data: { items: current.data.items.filter((other) => other.id !== item.id) } } : current,
      );
      setDeleting(null);
      toast.success(t("deleted", { name: item.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setDeleting(null);
        void mutate(cvDocumentKeys.list);
      } else {
        setDeleteFailed(true);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {t("title")}
        </h2>
        <p className="text-sm text-gray-600">{t("count", { count: items.length, max: CV_DOCUMENTS_PER_USER_MAX })}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-3 mobile:flex-row mobile:items-center mobile:p-4">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span className="w-12 shrink-0">
                <TemplateThumbnail template={item.template} />
              </span>
              <div className="min-w-0">
                <h3 className="truncate text-base font-semibold text-gray-900">
                  <Link href={editHref(item.id)} className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    {item.name}
                  </Link>
                </h3>
                <p className="text-sm text-gray-600">
                  {t("details", {
                    template: t(`templates.${item.template}`),
                    language: languageName(item.locale),
                    date: format.dateTime(new Date(item.updated_at), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link href={editHref(item.id)} className={buttonClasses("secondary", "px-3 py-1.5")}>
                {t("edit")}
                <span className="sr-only"> {item.name}</span>
              </Link>
              <Link href={resultHref(item.id)} className={buttonClasses("secondary", "px-3 py-1.5")}>
                {t("download")}
                <span className="sr-only"> {item.name}</span>
              </Link>
              <Button variant="ghost" className="px-3 py-1.5" disabled={atLimit || busy !== null} title={atLimit ? t("limitReached") : undefined} onClick={() => void duplicate(item)}>
                {busy === item.id && !deleting ? t("duplicating") : t("duplicate")}
                <span className="sr-only"> {item.name}</span>
              </Button>
              <Button
                variant="ghost"
                className="px-3 py-1.5 hover:text-red-700"
                disabled={busy !== null}
                onClick={() => {
                  setDeleteFailed(false);
                  setDeleting(item);
                }}
              >
                {t("delete")}
                <span className="sr-only"> {item.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={deleting ? t("deleteText", { name: deleting.name }) : undefined}
        closeLabel={t("close")}
      >
        {deleteFailed ? (
          <p role="alert" className="mb-4 text-sm text-red-700">
            {t("deleteFailed")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" disabled={busy !== null} onClick={() => deleting && void remove(deleting)}>
            {t("confirmDelete")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
