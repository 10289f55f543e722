"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { compactFieldClasses, Field } from "@/components/ui/field";
import { SearchInput } from "@/components/ui/search-input";
import { SEARCH_MAX } from "@/lib/contracts/application-values";
import type { ApplicationSort } from "@/lib/contracts/applications";
import type { Copilot } from "@/lib/contracts/copilot";
import { SortSelect } from "./sort-select";

/** Text search over job title and company, the copilot that found the job, and the order. */
export function Filters({
  query,
  onQueryChange,
  copilotId,
  onCopilotChange,
  copilots,
  sort,
  onSortChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  copilotId: string;
  onCopilotChange: (id: string) => void;
  copilots: Pick<Copilot, "id" | "name" | "status">[] | undefined;
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
}) {
  const t = useTranslations("Applications.filters");
  const id = useId();
  return (
    <div role="search" aria-label={t("label")} className="flex flex-col gap-3 mobile:flex-row mobile:items-end">
      <Field controlId={`${id}-q`} label={t("search")} className="min-w-0 flex-1">
        <SearchInput
          id={`${id}-q`}
          value={query}
          maxLength={SEARCH_MAX}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t("searchPlaceholder")}
        />
      </Field>
      <Field controlId={`${id}-copilot`} label={t("copilot")} className="mobile:w-60">
        <select id={`${id}-copilot`} value={copilotId} onChange={(event) => onCopilotChange(event.target.value)} className={compactFieldClasses}>
          <option value="">{t("allCopilots")}</option>
          {copilots?.map((copilot) => (
            <option key={copilot.id} value={copilot.id}>
              {copilot.name}
            </option>
          ))}
        </select>
      </Field>
      <SortSelect value={sort} onChange={onSortChange} className="mobile:w-52" />
    </div>
  );
}
