"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { compactFieldClasses } from "@/components/ui/field";
import { CV_PAPERS, CV_TEMPLATES, type CvDocumentMeta } from "@/lib/contracts/cv-document";
import { languages } from "@/lib/i18n/locales";
import { useEditor } from "./editor-context";
import { TemplateThumbnail } from "./template-thumbnail";

/** The look of the CV: its template, its paper and the language of its headings and dates. */
export function DesignPanel() {
  const t = useTranslations("CvBuilder.design");
  const { state, dispatch } = useEditor();
  const headingId = useId();
  const languageId = useId();
  const { template, paper, locale } = state.document.meta;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl border border-gray-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t("title")}
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{t("template")}</legend>
        <div className="grid grid-cols-3 gap-2 mobile:gap-3">
          {CV_TEMPLATES.map((option) => (
            <label
              key={option}
              className={clsx(
                "flex cursor-pointer flex-col gap-2 rounded-xl border p-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                template === option ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-gray-200 hover:border-brand-500",
              )}
            >
              <TemplateThumbnail template={option} />
              <span className="flex items-start gap-1.5">
                <input
                  type="radio"
                  name={`${headingId}-template`}
                  value={option}
                  checked={template === option}
                  onChange={() => dispatch({ type: "meta", patch: { template: option } })}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-gray-900">{t(`templates.${option}.name`)}</span>
                  <span className="hidden text-xs text-gray-600 mobile:block">{t(`templates.${option}.description`)}</span>
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 mobile:grid-cols-2">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800">{t("paper")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {CV_PAPERS.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name={`${headingId}-paper`}
                  value={option}
                  checked={paper === option}
                  onChange={() => dispatch({ type: "meta", patch: { paper: option } })}
                  className="size-4 accent-brand-600"
                />
                {t(`papers.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-medium text-gray-800">
            {t("language")}
          </label>
          <select
            id={languageId}
            value={locale}
            aria-describedby={`${languageId}-hint`}
            onChange={(event) => dispatch({ type: "meta", patch: { locale: event.target.value as CvDocumentMeta["locale"] } })}
            className={compactFieldClasses}
          >
            {languages.map((language) => (
              <option key={language.value} value={language.value} lang={language.value}>
                {language.label}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="text-xs text-gray-500">
            {t("languageHint")}
          </p>
        </div>
      </div>
    </section>
  );
}
