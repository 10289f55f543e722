import type { Copilot } from "@/lib/contracts/copilot";
import type { SupportCopilotPatch } from "@/lib/contracts/support";

/**
 * The copilot as a support patch would leave it, so a change can be shown as "from → to" before
 * it is applied. Only the fields the patch names change.
 */
export function widenedCopilot(copilot: Copilot, patch: SupportCopilotPatch): Copilot {
  const { jobs, locations, filters } = copilot;
  const pick = <K extends keyof SupportCopilotPatch>(key: K) => (key in patch ? { [key]: patch[key] } : {});
  return {
    ...copilot,
    jobs: { ...jobs, ...pick("strictness"), ...pick("seniorities"), ...pick("employment_types") },
    locations: { ...locations, ...pick("countries"), ...pick("work_modes") },
    filters: {
      ...filters,
      ...pick("include_keywords"),
      ...pick("exclude_keywords"),
      ...pick("excluded_companies"),
      ...pick("min_salary"),
      ...pick("salary_currency"),
      ...pick("max_job_age_days"),
      ...pick("posting_languages"),
    },
  };
}
