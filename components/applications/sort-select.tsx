"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { compactFieldClasses, Field } from "@/components/ui/field";
import { APPLICATION_SORTS, isApplicationSort, type ApplicationSort } from "@/lib/contracts/application-values";

/**
 * The order of the tracker and the review queue: best match, newest posting, highest salary. With
 * `inline` the label sits beside the select (in a toolbar), else above it (among the filters).
 */
export function SortSelect({ value, onChange, inline = false, className }: { value: ApplicationSort; onChange: (sort: ApplicationSort) => void; inline?: boolean; className?: string }) {
  const t = useTranslations("Applications.sort");
  const id = `${useId()}-sort`;
  const select = (
    <select
      id={id}
      value={value}
      onChange={(event) => isApplicationSort(event.target.value) && onChange(event.target.value)}
      className={clsx(compactFieldClasses, inline && "w-auto py-1.5")}
    >
      {APPLICATION_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`options.${sort}`)}
        </option>
      ))}
    </select>
  );
  if (!inline) {
    return (
      <Field controlId={id} label={t("label")} className={className}>
        {select}
      </Field>
    );
  }
  return (
    <div className={clsx("flex items-center gap-2", className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-gray-800">
        {t("label")}
      </label>
      {select}
    </div>
  );
}
