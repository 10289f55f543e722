"use client";

import { useTranslations } from "next-intl";

/** The editor's outline while its code and the document load. */
export function EditorSkeleton() {
  const t = useTranslations("CvBuilder.editor");
  return (
    <div role="status" aria-live="polite" className="mt-6 grid animate-pulse gap-6 lg:grid-cols-2">
      <span className="sr-only">{t("loading")}</span>
      <div className="flex flex-col gap-4">
        {[48, 160, 220, 120, 120].map((height, i) => (
          <div key={i} className="rounded-2xl bg-gray-100" style={{ height }} />
        ))}
      </div>
      <div className="hidden aspect-[210/297] rounded-xl bg-gray-100 lg:block" />
    </div>
  );
}
