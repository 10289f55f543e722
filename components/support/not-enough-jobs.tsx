"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useDisplayNames } from "@/components/copilot/display-names";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useFilterImpact } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import type { FilterImpact, FilterKey, SupportCopilotPatch, Widening } from "@/lib/contracts/support";
import { linkTag } from "@/components/ui/text-link";
import { CopilotScope } from "./copilot-scope";
import { useAdjustCopilot } from "./hooks";
import { widenedCopilot } from "./widen";
import { CountPill, LoadProblem, Panel, StillStuck, useSaveProblem } from "./parts";

const editLink = (copilot: Copilot, step: number) => `/copilot/${encodeURIComponent(copilot.id)}/edit/${step}`;
/** The edit step each filter lives in, for "change it yourself". */
const STEP_OF: Record<FilterKey, number> = {
  max_age: 3, work_modes: 2, countries: 2, include_keywords: 3, exclude_keywords: 3, excluded_companies: 3, posting_languages: 3,
  employment_types: 1, salary: 3, seniority: 1, strictness: 1,
};

/** The copilot's current setting of a filter, in words. */
function useCurrentValue() {
  const t = useTranslations("Support.notEnoughJobs.values");
  const editor = useTranslations("CopilotEditor");
  const format = useFormatter();
  const names = useDisplayNames();
  const list = (items: string[]) => format.list(items, { type: "conjunction" });
  const quoted = (items: string[]) => (items.length > 0 ? list(items.map((item) => t("quoted", { text: item }))) : t("none"));
  return (filter: FilterKey, copilot: Copilot): string => {
    const { jobs, locations, filters } = copilot;
    switch (filter) {
      case "max_age":
        return t("days", { days: filters.max_job_age_days });
      case "work_modes":
        return list(locations.work_modes.map((mode) => editor(`locations.modes.${mode}.label`)));
      case "countries": {
        const places = [...locations.countries.map(names.country), ...locations.cities.map((city) => t("city", { city: city.name, km: city.radius_km }))];
        return places.length > 0 ? list(places) : t("anywhere");
      }
      case "include_keywords":
        return quoted(filters.include_keywords);
      case "exclude_keywords":
        return quoted(filters.exclude_keywords);
      case "excluded_companies":
        return filters.excluded_companies.length > 0 ? list(filters.excluded_companies) : t("none");
      case "posting_languages":
        return filters.posting_languages.length > 0 ? list(filters.posting_languages.map(names.language)) : t("anyLanguage");
      case "employment_types":
        return list(jobs.employment_types.map((type) => editor(`jobs.employmentTypes.${type}`)));
      case "salary":
        return filters.min_salary === null || !filters.salary_currency
          ? t("none")
          : t("salary", { amount: format.number(filters.min_salary, { style: "currency", currency: filters.salary_currency, maximumFractionDigits: 0 }) });
      case "seniority":
        return jobs.seniorities.length > 0 ? list(jobs.seniorities.map((level) => editor(`jobs.seniorities.${level}`))) : t("anyLevel");
      case "strictness":
        return editor(`jobs.strictnessLevels.${jobs.strictness}.label`);
    }
  };
}

/** The button text of one widening. */
function useWideningLabel() {
  const t = useTranslations("Support.notEnoughJobs.widen");
  const editor = useTranslations("CopilotEditor");
  const names = useDisplayNames();
  return (filter: FilterKey, widening: Widening): string => {
    const { params } = widening;
    switch (filter) {
      case "max_age":
        return t("maxAge", { days: Number(params.days) });
      case "work_modes":
        return t(`workModes.${params.mode as "remote" | "hybrid" | "onsite"}`);
      case "countries":
        return t("country", { country: names.country(String(params.country)) });
      case "include_keywords":
        return t("includeKeywords");
      case "exclude_keywords":
        return t("excludeKeyword", { keyword: String(params.keyword) });
      case "excluded_companies":
        return t("excludedCompany", { company: String(params.company) });
      case "posting_languages":
        return t("postingLanguages");
      case "employment_types":
        return t("employmentTypes");
      case "salary":
        return t("salary");
      case "seniority":
        return t("seniority");
      case "strictness":
        return t("strictness", { level: editor(`jobs.strictnessLevels.${params.level as "high" | "higher"}.label`) });
    }
  };
}

function FilterRow({
  copilot,
  item,
  busy,
  onWiden,
}: {
  copilot: Copilot;
  item: FilterImpact["filters"][number];
  busy: string | null;
  onWiden: (widening: Widening) => void;
}) {
  const t = useTranslations("Support.notEnoughJobs");
  const current = useCurrentValue();
  const label = useWideningLabel();
  const useful = item.widenings.filter((widening) => widening.adds > 0);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">{t(`filters.${item.filter}`)}</h3>
          <p className="mt-0.5 break-words text-sm text-gray-600">{current(item.filter, copilot)}</p>
        </div>
        <CountPill tone={item.removes > 0 ? "amber" : "gray"}>{t("holdsBack", { count: item.removes })}</CountPill>
      </div>
      {useful.length === 0 && item.removes > 0 ? <p className="text-sm text-gray-600">{t("onlyTogether")}</p> : null}
      {useful.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {useful.map((widening) => (
            <button
              key={widening.id}
              type="button"
              disabled={busy !== null}
              onClick={() => onWiden(widening)}
              className={clsx(
                "inline-flex items-center gap-2 rounded-lg border border-brand-500/30 bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700 transition-colors",
                "hover:border-brand-500 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
              )}
            >
              {busy === widening.id ? t("applying") : label(item.filter, widening)}
              <span aria-hidden className="rounded-full bg-white px-1.5 py-0.5 text-xs tabular-nums text-brand-700 ring-1 ring-brand-500/30">
                {t("adds", { count: widening.adds })}
              </span>
              <span className="sr-only">{t("addsLabel", { count: widening.adds })}</span>
            </button>
          ))}
        </div>
      ) : null}
      <Link href={editLink(copilot, STEP_OF[item.filter])} className="w-fit text-xs font-medium text-gray-500 underline-offset-2 hover:text-brand-700 hover:underline">
        {t("changeYourself")}
      </Link>
    </li>
  );
}

/** What widening them all changes, filter by filter: the setting now and after. */
export function WidenAllChanges({ copilot, filters, patch }: { copilot: Copilot; filters: FilterKey[]; patch: SupportCopilotPatch }) {
  const t = useTranslations("Support.notEnoughJobs");
  const current = useCurrentValue();
  const after = widenedCopilot(copilot, patch);
  return (
    <ul className="flex flex-col divide-y divide-gray-100 rounded-xl bg-gray-50 px-4">
      {filters.map((filter) => (
        <li key={filter} className="py-3">
          <p className="text-sm font-semibold text-gray-900">{t(`filters.${filter}`)}</p>
          <p className="mt-0.5 break-words text-sm text-gray-700">
            <span className="text-gray-500 line-through decoration-gray-400">{current(filter, copilot)}</span>
            <span aria-hidden className="px-1.5 text-gray-400">
              →
            </span>
            <span className="sr-only"> {t("becomes")} </span>
            <span className="font-medium text-gray-900">{current(filter, after)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function WidenAll({
  copilot,
  widenAll,
  busy,
  onConfirm,
}: {
  copilot: Copilot;
  widenAll: NonNullable<FilterImpact["widen_all"]>;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const t = useTranslations("Support.notEnoughJobs");
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const patch = widenAll.patch as SupportCopilotPatch;
  return (
    <section aria-labelledby="widen-all-title" className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 p-5 ring-1 ring-brand-100 mobile:p-6">
      <h2 id="widen-all-title" className="text-lg font-semibold text-gray-900">
        {t("allTitle")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm leading-relaxed text-gray-700">
        {t("allText", { count: widenAll.adds, filters: format.list(widenAll.filters.map((filter) => t(`filters.${filter}`)), { type: "conjunction" }) })}
      </p>
      {/* Three settings change at once: they are listed, from → to, before anything is saved. */}
      <Button className="mt-4" disabled={busy} onClick={() => setOpen(true)}>
        {t("allButton", { count: widenAll.adds })}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        title={t("allConfirmTitle")}
        description={t("allConfirmText", { count: widenAll.filters.length })}
        closeLabel={t("close")}
      >
        <WidenAllChanges copilot={copilot} filters={widenAll.filters} patch={patch} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
            {t("allKeep")}
          </Button>
          <Button disabled={busy} onClick={() => void onConfirm().then((done) => done && setOpen(false))}>
            {busy ? t("applying") : t("allConfirm")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function Diagnosis({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.notEnoughJobs");
  const adjust = useAdjustCopilot();
  const problemText = useSaveProblem();
  const { data, error, mutate } = useFilterImpact(copilot.id, { revalidateOnFocus: false });
  const [busy, setBusy] = useState<string | null>(null);

  if (copilot.jobs.job_titles.length === 0) {
    return (
      <FormAlert tone="info">
        {t.rich("noTitles", {
          link: linkTag(editLink(copilot, 1), "inherit"),
        })}
      </FormAlert>
    );
  }
  if (!data) return error ? <LoadProblem onRetry={() => void mutate()} /> : <LoadingDots label={t("counting")} />;

  const impact = data.data;
  const holding = impact.filters.filter((item) => item.removes > 0);
  const quiet = impact.filters.filter((item) => item.removes === 0);
  /** True when the change was saved. */
  const widen = async (widening: Widening): Promise<boolean> => {
    setBusy(widening.id);
    try {
      await adjust(copilot.id, widening.patch);
      return true;
    } catch (caught) {
      toast.error(problemText(caught));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 mobile:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-brand-700">{t("foundLabel", { days: impact.window_days })}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-gray-900">{impact.found}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-4">
          <dt className="text-sm text-gray-700">{t("waitingLabel")}</dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums text-gray-900">{impact.waiting}</dd>
        </div>
      </dl>

      {impact.widen_all ? (
        <WidenAll
          copilot={copilot}
          widenAll={impact.widen_all}
          busy={busy !== null}
          onConfirm={() => widen({ id: "all", adds: impact.widen_all!.adds, patch: impact.widen_all!.patch, params: {} })}
        />
      ) : null}

      <Panel title={t("holdingTitle")} description={t("holdingText", { days: impact.window_days })}>
        {holding.length > 0 ? (
          <ul className="flex flex-col divide-y divide-gray-100" aria-busy={busy !== null}>
            {holding.map((item) => (
              <FilterRow key={item.filter} copilot={copilot} item={item} busy={busy} onWiden={(widening) => void widen(widening)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t("nothingHeld", { days: impact.window_days })}</p>
        )}
        {impact.truncated ? <p className="mt-4 text-xs text-gray-500">{t("truncated")}</p> : null}
      </Panel>

      {quiet.length > 0 ? (
        <details className="group rounded-2xl border border-gray-200 p-5 mobile:p-6">
          <summary className="cursor-pointer list-none text-sm font-semibold text-gray-900 marker:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
            <span className="inline-flex items-center gap-2">
              <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 text-gray-500 transition-transform group-open:rotate-90">
                <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
              </svg>
              {t("quietTitle", { count: quiet.length })}
            </span>
          </summary>
          <ul className="mt-4 flex flex-col divide-y divide-gray-100">
            {quiet.map((item) => (
              <FilterRow key={item.filter} copilot={copilot} item={item} busy={busy} onWiden={(widening) => void widen(widening)} />
            ))}
          </ul>
        </details>
      ) : null}

      <Panel title={t("titlesTitle")} description={t("titlesText", { count: copilot.jobs.job_titles.length, max: 5 })}>
        <Link href={editLink(copilot, 1)} className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
          {t("titlesLink")}
        </Link>
      </Panel>
    </div>
  );
}

export function NotEnoughJobs() {
  return (
    <>
      <CopilotScope>{(copilot) => <Diagnosis key={copilot.id} copilot={copilot} />}</CopilotScope>
      <StillStuck />
    </>
  );
}
