import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Copilot } from "@/lib/contracts/copilot";
import type { SupportCopilotPatch } from "@/lib/contracts/support";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { WidenAllChanges } from "./not-enough-jobs";
import { widenedCopilot } from "./widen";

const copilot: Copilot = {
  id: "6f1c1f5e-0000-4000-8000-000000000001",
  name: "Frontend in Germany",
  status: "active",
  mode: "review_first",
  completed_steps: [1, 2, 3, 4, 5],
  next_step: 5,
  jobs: { job_titles: ["Frontend Developer"], seniorities: ["senior"], employment_types: ["full_time"], strictness: "highest" },
  locations: { countries: ["DE"], cities: [], work_modes: ["remote", "onsite"] },
  filters: {
    include_keywords: ["React"],
    exclude_keywords: ["sales"],
    excluded_companies: [],
    min_salary: null,
    salary_currency: null,
    max_job_age_days: 7,
    posting_languages: ["de"],
    needs_sponsorship: false,
    company_cap_count: 2,
    company_cap_days: 60,
  },
  cv: { resume_id: null, tailor_cv: false },
  launch: { mode: "review_first", daily_limit: 5, cover_letter: false, dry_run: false },
  launched_at: "2026-03-01T09:00:00.000Z",
  last_run_at: null,
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T09:00:00.000Z",
};

// What the server offers as "widen them all" for this copilot: three filters at their widest.
const patch: SupportCopilotPatch = { strictness: "high", max_job_age_days: 30, work_modes: ["remote", "hybrid", "onsite"] };

describe("widenedCopilot", () => {
  it("changes exactly the fields the patch names, each in its group", () => {
    const after = widenedCopilot(copilot, patch);
    expect(after.jobs).toEqual({ ...copilot.jobs, strictness: "high" });
    expect(after.filters).toEqual({ ...copilot.filters, max_job_age_days: 30 });
    expect(after.locations).toEqual({ ...copilot.locations, work_modes: ["remote", "hybrid", "onsite"] });
    expect(copilot.jobs.strictness).toBe("highest");
  });

  it("clears lists and the salary when the patch empties them", () => {
    const after = widenedCopilot(copilot, { include_keywords: [], posting_languages: [], seniorities: [], min_salary: null, salary_currency: null });
    expect(after.filters).toMatchObject({ include_keywords: [], posting_languages: [], exclude_keywords: ["sales"], min_salary: null });
    expect(after.jobs.seniorities).toEqual([]);
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const render = (messages: typeof en, locale: "en" | "de", filters: Parameters<typeof WidenAllChanges>[0]["filters"], change: SupportCopilotPatch) =>
  text(
    renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <WidenAllChanges copilot={copilot} filters={filters} patch={change} />
      </NextIntlClientProvider>,
    ),
  );

describe("the widen-all confirmation", () => {
  it("lists each filter with its setting now and after, by the strictness levels' names", () => {
    expect(render(en, "en", ["strictness", "max_age", "work_modes"], patch)).toBe(
      "Match strictness Strict → becomes Broad " +
        "Maximum job age 7 days → becomes 30 days " +
        "Work modes Remote and On-site → becomes Remote, Hybrid, and On-site",
    );
  });

  it("says what an emptied filter means instead of leaving it blank, in the user's language", () => {
    const change: SupportCopilotPatch = { seniorities: [], include_keywords: [], posting_languages: [] };
    expect(render(en, "en", ["seniority", "include_keywords", "posting_languages"], change)).toBe(
      "Seniority Senior → becomes Any level Must mention “React” → becomes None Posting languages German → becomes Any language",
    );
    expect(render(de as typeof en, "de", ["strictness", "seniority"], { strictness: "high", seniorities: [] })).toBe(
      "Strenge des Matchings Streng → wird zu Breit Karrierestufe Senior → wird zu Jede Stufe",
    );
  });
});
