"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { COPILOT_STEPS, stepHref } from "../edit-steps";
import { useDisplayNames } from "../display-names";
import { useResume } from "@/lib/api/resumes";
import type { Copilot } from "@/lib/contracts/copilot";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 mobile:grid-cols-[11rem_1fr] mobile:gap-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** What steps 1 to 4 hold, each with a link back to change it. */
export function CopilotSummary({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor.summary");
  const j = useTranslations("CopilotEditor.jobs");
  const l = useTranslations("CopilotEditor.locations");
  const steps = useTranslations("Pages.copilotSteps");
  const format = useFormatter();
  const names = useDisplayNames();
  const resume = useResume(copilot.cv.resume_id, { revalidateOnFocus: false });
  const none = <span className="text-gray-500">{t("none")}</span>;
  const list = (values: string[]) => (values.length > 0 ? format.list(values, { type: "conjunction" }) : none);
  const { jobs, locations, filters } = copilot;

  const sections: { step: number; rows: ReactNode }[] = [
    {
      step: 1,
      rows: (
        <>
          <Row label={t("titles")}>{list(jobs.job_titles)}</Row>
          <Row label={t("seniority")}>{jobs.seniorities.length > 0 ? list(jobs.seniorities.map((value) => j(`seniorities.${value}`))) : t("anySeniority")}</Row>
          <Row label={t("employment")}>{list(jobs.employment_types.map((value) => j(`employmentTypes.${value}`)))}</Row>
          <Row label={t("strictness")}>{j(`strictnessLevels.${jobs.strictness}.label`)}</Row>
        </>
      ),
    },
    {
      step: 2,
      rows: (
        <>
          <Row label={t("countries")}>{locations.countries.length > 0 ? list(locations.countries.map(names.country)) : t("worldwide")}</Row>
          {locations.cities.length > 0 ? (
            <Row label={t("cities")}>
              {list(locations.cities.map((city) => (city.radius_km > 0 ? t("cityWithRadius", { city: city.name, km: city.radius_km }) : city.name)))}
            </Row>
          ) : null}
          <Row label={t("workModes")}>{list(locations.work_modes.map((mode) => l(`modes.${mode}.label`)))}</Row>
        </>
      ),
    },
    {
      step: 3,
      rows: (
        <>
          <Row label={t("include")}>{list(filters.include_keywords)}</Row>
          <Row label={t("exclude")}>{list([...filters.exclude_keywords, ...filters.excluded_companies])}</Row>
          <Row label={t("salary")}>
            {filters.min_salary !== null && filters.salary_currency
              ? format.number(filters.min_salary, { style: "currency", currency: filters.salary_currency, maximumFractionDigits: 0 })
              : none}
          </Row>
          <Row label={t("age")}>{t("ageValue", { days: filters.max_job_age_days })}</Row>
          <Row label={t("languages")}>{filters.posting_languages.length > 0 ? list(filters.posting_languages.map(names.language)) : t("anyLanguage")}</Row>
          <Row label={t("rules")}>
            {t("capValue", { count: filters.company_cap_count, days: filters.company_cap_days })}
            {filters.needs_sponsorship ? ` · ${t("sponsorship")}` : ""}
          </Row>
        </>
      ),
    },
    {
      step: 4,
      rows: <Row label={t("cv")}>{resume.data ? resume.data.data.file_name : copilot.cv.resume_id ? "…" : none}</Row>,
    },
  ];

  return (
    <div className="grid gap-4">
      {sections.map(({ step, rows }) => {
        const done = copilot.completed_steps.includes(step);
        const title = steps(`${COPILOT_STEPS[step - 1]!}.title`);
        return (
          <section key={step} aria-label={title} className="rounded-xl border border-gray-200 p-4">
            <div className="flex items-center justify-between gap-3">
              <h4 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                <span className="flex size-6 items-center justify-center rounded-full bg-gray-100 text-xs tabular-nums text-gray-700">{step}</span>
                {title}
                {done ? null : <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-200">{t("notDone")}</span>}
              </h4>
              <Link href={stepHref(copilot.id, step)} className="rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                {t("edit")}
                <span className="sr-only"> {title}</span>
              </Link>
            </div>
            {done ? <dl className="mt-2 divide-y divide-gray-100">{rows}</dl> : <p className="mt-2 text-sm text-gray-600">{t("notDoneHint")}</p>}
          </section>
        );
      })}
    </div>
  );
}
