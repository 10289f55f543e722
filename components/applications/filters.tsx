"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { SEARCH_MAX } from "@/lib/contracts/applications";
import type { Copilot } from "@/lib/contracts/copilot";

const fieldClasses =
  "w-full rounded-lg border border-gray-300 bg-white py-2 text-sm text-gray-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** Text search over job title and company, and the copilot that found the job. */
export function Filters({
  query,
  onQueryChange,
  copilotId,
  onCopilotChange,
  copilots,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  copilotId: string;
  onCopilotChange: (id: string) => void;
  copilots: Pick<Copilot, "id" | "name" | "status">[] | undefined;
}) {
  const t = useTranslations("Applications.filters");
  const id = useId();
  return (
    <div role="search" aria-label={t("label")} className="flex flex-col gap-3 mobile:flex-row mobile:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-gray-800">
          {t("search")}
        </label>
        <div className="relative">
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400">
            <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
          </svg>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={SEARCH_MAX}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className={`${fieldClasses} pr-3 pl-9`}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1 mobile:w-60">
        <label htmlFor={`${id}-copilot`} className="text-sm font-medium text-gray-800">
          {t("copilot")}
        </label>
        <select id={`${id}-copilot`} value={copilotId} onChange={(event) => onCopilotChange(event.target.value)} className={`${fieldClasses} px-3`}>
          <option value="">{t("allCopilots")}</option>
          {copilots?.map((copilot) => (
            <option key={copilot.id} value={copilot.id}>
              {copilot.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
