import type { Application, ApplicationStage } from "@/lib/contracts/applications";

/** An application as the API lists it, for tests. */
export function application(overrides: Partial<Omit<Application, "job">> & { job?: Partial<Application["job"]> } = {}): Application {
  const { job, ...rest } = overrides;
  const id = rest.id ?? "00000000-0000-4000-8000-000000000001";
  const created = rest.created_at ?? "2026-03-02T10:00:00.000Z";
  return {
    id,
    stage: "review" as ApplicationStage,
    exit_reason: null,
    score: 70,
    reasons: [],
    copilot: { id: "c0000000-0000-4000-8000-000000000001", name: "Frontend in Berlin" },
    stage_changed_at: created,
    created_at: created,
    updated_at: created,
    ...rest,
    job: {
      id: "j0000000-0000-4000-8000-000000000001",
      title: "Frontend Developer",
      company: "Acme GmbH",
      location: "Berlin",
      remote_type: "hybrid",
      apply_url: "https://example.com/jobs/1",
      posted_at: "2026-03-01T00:00:00.000Z",
      salary_annual_max: null,
      ...job,
    },
  };
}
