"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { REASON_MAX } from "@/lib/contracts/application-values";

export type RejectChoice = { reason?: string; feedback?: { exclude_company?: boolean; exclude_keyword?: string } };

const fieldClasses =
  "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-gray-50 disabled:text-gray-400";

/**
 * Rejecting one or more jobs, optionally teaching the copilot: leave out these companies, or
 * postings with a keyword. Enter rejects at once (the button has the focus).
 */
export function RejectDialog({
  companies,
  count,
  onCancel,
  onConfirm,
}: {
  companies: string[];
  count: number;
  onCancel: () => void;
  onConfirm: (choice: RejectChoice) => void;
}) {
  const t = useTranslations("Review.rejectDialog");
  const common = useTranslations("Review");
  const id = useId();
  const [reason, setReason] = useState("");
  const [excludeCompany, setExcludeCompany] = useState(false);
  const [useKeyword, setUseKeyword] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const unique = [...new Set(companies.filter(Boolean))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = keyword.trim();
    if (useKeyword && !word) return setError(t("keywordRequired"));
    const feedback = { ...(excludeCompany ? { exclude_company: true } : {}), ...(useKeyword ? { exclude_keyword: word } : {}) };
    onConfirm({ ...(reason.trim() ? { reason: reason.trim() } : {}), ...(Object.keys(feedback).length ? { feedback } : {}) });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())} title={count === 1 ? t("titleOne") : t("titleMany", { count })} description={t("description")} closeLabel={common("close")}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextAreaField
          label={t("reasonLabel")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          rows={2}
          placeholder={t("reasonPlaceholder")}
          textareaClassName={fieldClasses}
        />
        <fieldset className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4">
          <legend className="sr-only">{t("feedbackLegend")}</legend>
          <p aria-hidden className="text-sm font-semibold text-gray-900">
            {t("feedbackLegend")}
          </p>
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={excludeCompany} onChange={(event) => setExcludeCompany(event.target.checked)} className="mt-0.5 size-4 accent-brand-600" />
            <span>
              {unique.length === 1 ? t("excludeCompany", { company: unique[0]! }) : t("excludeCompanies", { companies: unique.join(", ") })}
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={useKeyword}
              onChange={(event) => {
                setUseKeyword(event.target.checked);
                setError(null);
              }}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>{t("excludeKeyword")}</span>
          </label>
          <div className="flex flex-col gap-1 pl-6">
            <label htmlFor={`${id}-keyword`} className="text-xs font-medium text-gray-700">
              {t("keywordLabel")}
            </label>
            <input
              id={`${id}-keyword`}
              value={keyword}
              disabled={!useKeyword}
              maxLength={50}
              onChange={(event) => {
                setKeyword(event.target.value);
                setError(null);
              }}
              placeholder={t("keywordPlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              className={fieldClasses}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-xs text-gray-500">
                {t("keywordHint")}
              </p>
            )}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
          {/* Focused on open, so "r" then Enter rejects. */}
          <Button type="submit" variant="danger" autoFocus>
            {count === 1 ? t("confirm") : t("confirmMany", { count })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
