import { and, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  COPILOT_STEPS,
  type CopilotStep,
  type CopilotStepInput,
  type createCopilotSchema,
  type EmploymentType,
  type listCopilotsQuerySchema,
  type renameCopilotSchema,
  type Seniority,
  type WorkMode,
  locationsStepSchema,
} from "@/lib/contracts/copilot";
import type { SupportCopilotPatch } from "@/lib/contracts/support";
import { type Plan, type PlanLimits, PLANS } from "@/lib/billing/plans";
import type { AppDeps } from "../deps";
import { applicationEvents, applications, copilots, resumes, users } from "../db/schema";
import { fieldError, fieldErrors, type FieldErrors } from "@/lib/http/envelope";
import { badRequest, conflict, forbidden, notFound } from "../core/errors";
import { getEntitlements } from "./billing";
import { createdKeyset, findOwned, isUuid, keysetPage, type Page } from "../db/toolkit";
import { matchCopilot, type MatchRun } from "../jobs/match/matcher";

type CopilotRow = typeof copilots.$inferSelect;

const ALL_STEPS = COPILOT_STEPS.map(({ step }) => step);

/** The steps saved at least once; step 4 no longer counts once its CV has been deleted. */
export function completedSteps(row: Pick<CopilotRow, "completedSteps" | "resumeId">): CopilotStep[] {
  return ALL_STEPS.filter((step) => row.completedSteps.includes(step) && (step !== 4 || row.resumeId !== null));
}

/** Where /copilot/{id}/edit opens: the first step not yet saved, or the last when all are. */
export function firstIncompleteStep(row: Pick<CopilotRow, "completedSteps" | "resumeId">): CopilotStep {
  const done = completedSteps(row);
  return ALL_STEPS.find((step) => !done.includes(step)) ?? 5;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function publicCopilot(row: CopilotRow) {
  // The list columns are typed string[] in the schema; only validated step input is written to them.
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    mode: row.mode,
    completed_steps: completedSteps(row),
    next_step: firstIncompleteStep(row),
    jobs: {
      job_titles: row.jobTitles,
      seniorities: row.seniorities as Seniority[],
      employment_types: row.employmentTypes as EmploymentType[],
      strictness: row.strictness,
    },
    locations: { countries: row.countries, cities: row.cities, work_modes: row.workModes as WorkMode[] },
    filters: {
      include_keywords: row.includeKeywords,
      exclude_keywords: row.excludeKeywords,
      excluded_companies: row.excludedCompanies,
      min_salary: row.minSalary,
      salary_currency: row.salaryCurrency,
      max_job_age_days: row.maxJobAgeDays,
      posting_languages: row.postingLanguages,
      needs_sponsorship: row.needsSponsorship,
      company_cap_count: row.companyCapCount,
      company_cap_days: row.companyCapDays,
    },
    cv: { resume_id: row.resumeId, tailor_cv: row.tailorCv },
    launch: { mode: row.mode, daily_limit: row.dailyLimit, cover_letter: row.coverLetter, dry_run: row.dryRun },
    launched_at: iso(row.launchedAt),
    last_run_at: iso(row.lastRunAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type PublicCopilot = ReturnType<typeof publicCopilot>;

const owned = (userId: string, id: string) => and(eq(copilots.id, id), eq(copilots.userId, userId));

/** The user's copilot, or 404 (also for another user's id). */
export async function findOwnCopilot(deps: AppDeps, userId: string, id: string): Promise<CopilotRow> {
  const row = await findOwned(deps.db, copilots, userId, id);
  if (!row) throw notFound("Copilot");
  return row;
}

/** Runs plan-dependent changes one at a time per user, so two requests cannot both pass a limit. */
async function withUserLock<T>(deps: AppDeps, userId: string, work: (locked: AppDeps) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("Account");
    return work({ ...deps, db: tx });
  });
}

/** The cheapest plan that does better than the current one, for the upgrade hint. */
const upgradeFrom = (better: (limits: PlanLimits) => boolean): Plan | undefined =>
  Object.values(PLANS).find((plan: Plan) => better(plan.limits));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the plan refuses in a launch setting, per field; empty when it fits. */
function planFieldErrors(plan: Pick<Plan, "name" | "limits">, launch: { mode: string; daily_limit: number }): FieldErrors {
  const fields: FieldErrors = {};
  const max = plan.limits.applications_per_day;
  if (launch.daily_limit > max) {
    const up = upgradeFrom((limits) => limits.applications_per_day > max);
    fields.daily_limit = up
      ? fieldError("daily_limit_over_plan", { plan: plan.name, max, upgrade: up.name, upgradeMax: up.limits.applications_per_day })
      : fieldError("daily_limit_over_top_plan", { plan: plan.name, max });
  }
  if (launch.mode === "auto_apply" && plan.limits.review_first_only) {
    const up = upgradeFrom((limits) => !limits.review_first_only);
    fields.mode = up
      ? fieldError("auto_apply_not_in_plan", { plan: plan.name, upgrade: up.name })
      : fieldError("auto_apply_not_in_top_plan", { plan: plan.name });
  }
  return fields;
}

/** Refuses turning CV tailoring on for a plan without it (400 on `tailor_cv`, with the plan that has it). */
async function checkTailoring(deps: AppDeps, userId: string) {
  const { plan, limits } = await getEntitlements(deps, userId);
  if (limits.cv_tailoring) return;
  const up = upgradeFrom((better) => better.cv_tailoring);
  throw badRequest("Your plan does not include these settings.", {
    tailor_cv: up
      ? fieldError("cv_tailoring_not_in_plan", { plan: plan.name, upgrade: up.name })
      : fieldError("cv_tailoring_not_in_top_plan", { plan: plan.name }),
  });
}

/**
 * Whether the copilot's CV is to be tailored to each job now: switched on, and the plan includes it.
 * After a downgrade the switch stays stored but this says no, so nothing is tailored.
 */
export async function tailoringEnabled(deps: AppDeps, copilot: Pick<CopilotRow, "tailorCv">, userId: string): Promise<boolean> {
  if (!copilot.tailorCv) return false;
  return (await getEntitlements(deps, userId)).limits.cv_tailoring;
}

async function checkPlan(deps: AppDeps, userId: string, launch: { mode: string; daily_limit: number }) {
  const { plan, limits } = await getEntitlements(deps, userId);
  const fields = planFieldErrors({ name: plan.name, limits }, launch);
  if (Object.keys(fields).length > 0) throw badRequest("Your plan does not include these settings.", fields);
  return { plan, limits };
}

const keyset = createdKeyset(copilots.createdAt, copilots.id);

/** The user's copilots, newest first, keyset-paged on (created_at, id). */
export async function listCopilots(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof listCopilotsQuerySchema>,
): Promise<Page<PublicCopilot>> {
  const rows = await deps.db
    .select({ row: copilots, key: keyset.key })
    .from(copilots)
    .where(and(eq(copilots.userId, userId), keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, ({ row }) => publicCopilot(row), (last) => keyset.cursor(last.key, last.row.id));
}

export async function getCopilot(deps: AppDeps, userId: string, id: string) {
  return publicCopilot(await findOwnCopilot(deps, userId, id));
}

/** A new draft; refused (403 plan_limit) when the user already has as many copilots as the plan allows. */
export async function createCopilot(deps: AppDeps, userId: string, input: z.output<typeof createCopilotSchema>) {
  return withUserLock(deps, userId, async (locked) => {
    const { plan, limits } = await getEntitlements(locked, userId);
    const own = await locked.db.select({ name: copilots.name }).from(copilots).where(eq(copilots.userId, userId));
    if (own.length >= limits.copilots) {
      const up = upgradeFrom((better) => better.copilots > limits.copilots);
      throw forbidden(
        `Your ${plan.name} plan includes ${plural(limits.copilots, "copilot", "copilots")}.` +
          (up ? ` Upgrade to ${up.name} for up to ${up.limits.copilots}, or delete one first.` : " Delete one to create another."),
        "plan_limit",
      );
    }
    // Numbered by count, skipping numbers still taken after a deletion.
    const taken = new Set(own.map(({ name }) => name));
    let number = own.length + 1;
    while (taken.has(`Copilot ${number}`)) number += 1;
    const [row] = await locked.db
      .insert(copilots)
      .values({
        userId,
        name: input.name ?? `Copilot ${number}`,
        ...(input.jobs ? { ...stepColumns({ step: 1, input: input.jobs }), completedSteps: [1] } : {}),
        updatedAt: locked.now(),
      })
      .returning();
    return publicCopilot(row!);
  });
}

export async function renameCopilot(deps: AppDeps, userId: string, id: string, input: z.output<typeof renameCopilotSchema>) {
  if (!isUuid(id)) throw notFound("Copilot");
  const [row] = await deps.db
    .update(copilots)
    .set({ name: input.name, updatedAt: deps.now() })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound("Copilot");
  return publicCopilot(row);
}

/** The columns one step writes. */
function stepColumns({ step, input }: CopilotStepInput): Partial<typeof copilots.$inferInsert> {
  switch (step) {
    case 1:
      return {
        jobTitles: input.job_titles,
        seniorities: input.seniorities,
        employmentTypes: input.employment_types,
        strictness: input.strictness,
      };
    case 2:
      return { countries: input.countries, cities: input.cities, workModes: input.work_modes };
    case 3:
      return {
        includeKeywords: input.include_keywords,
        excludeKeywords: input.exclude_keywords,
        excludedCompanies: input.excluded_companies,
        minSalary: input.min_salary,
        salaryCurrency: input.salary_currency,
        maxJobAgeDays: input.max_job_age_days,
        postingLanguages: input.posting_languages,
        needsSponsorship: input.needs_sponsorship,
        companyCapCount: input.company_cap_count,
        companyCapDays: input.company_cap_days,
      };
    case 4:
      return { resumeId: input.resume_id, ...(input.tailor_cv !== undefined ? { tailorCv: input.tailor_cv } : {}) };
    case 5:
      return { mode: input.mode, dailyLimit: input.daily_limit, coverLetter: input.cover_letter, dryRun: input.dry_run };
  }
}

/** Stores one step's fields and marks the step completed; the plan and CV ownership are checked here. */
export async function saveStep(deps: AppDeps, userId: string, id: string, change: CopilotStepInput) {
  await findOwnCopilot(deps, userId, id);
  if (change.step === 5) await checkPlan(deps, userId, change.input);
  if (change.step === 4 && change.input.tailor_cv) await checkTailoring(deps, userId);
  return deps.db.transaction(async (tx) => {
    if (change.step === 4) {
      // Shared lock: the CV cannot be deleted between this check and the write that points at it.
      const [resume] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.id, change.input.resume_id), eq(resumes.userId, userId)))
        .for("share");
      if (!resume) throw badRequest("Some fields are invalid.", { resume_id: fieldError("cv_required") });
    }
    const marker = JSON.stringify([change.step]);
    const [row] = await tx
      .update(copilots)
      .set({
        ...stepColumns(change),
        // Appended in SQL so two steps saved at once both stay marked.
        completedSteps: sql`case when ${copilots.completedSteps} @> ${marker}::jsonb
          then ${copilots.completedSteps} else ${copilots.completedSteps} || ${marker}::jsonb end`,
        updatedAt: deps.now(),
      })
      .where(owned(userId, id))
      .returning();
    if (!row) throw notFound("Copilot");
    return publicCopilot(row);
  });
}

const COPILOT_DELETED = "The copilot was deleted before this application was sent.";

export async function deleteCopilot(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Copilot");
  return deps.db.transaction(async (db) => {
    // A deleted copilot sends nothing more: what it had waiting in line is withdrawn, not sent.
    const now = deps.now();
    const waiting = await db
      .update(applications)
      .set({ stage: "withdrawn", exitReason: COPILOT_DELETED, stageChangedAt: now, updatedAt: now })
      .where(and(eq(applications.userId, userId), eq(applications.copilotId, id), eq(applications.stage, "queued")))
      .returning({ id: applications.id });
    if (waiting.length > 0) {
      await db.insert(applicationEvents).values(
        waiting.map((row) => ({ applicationId: row.id, userId, kind: "stage", fromStage: "queued" as const, toStage: "withdrawn" as const, detail: { reason: COPILOT_DELETED }, createdAt: now })),
      );
    }
    const deleted = await db.delete(copilots).where(owned(userId, id)).returning({ id: copilots.id });
    if (deleted.length === 0) throw notFound("Copilot");
    return { ok: true as const };
  });
}

const stepLabel = (step: CopilotStep) => `step ${step} (${COPILOT_STEPS[step - 1]!.title})`;

/**
 * Launches the copilot, or resumes it when paused: every step must be complete and its launch
 * settings must still fit the plan, which may have changed since step 5 was saved.
 */
export async function runCopilot(deps: AppDeps, userId: string, id: string) {
  return withUserLock(deps, userId, async (locked) => {
    const row = await findOwnCopilot(locked, userId, id);
    const done = completedSteps(row);
    const missing = ALL_STEPS.filter((step) => !done.includes(step));
    if (missing.length > 0) {
      const list = missing.map(stepLabel);
      const named = list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
      throw conflict(`Complete ${named} before launching this copilot.`, "incomplete");
    }
    const { plan, limits } = await checkPlan(locked, userId, { mode: row.mode, daily_limit: row.dailyLimit });
    // After a downgrade the user may own more copilots than the plan runs; the extra ones stay paused.
    const [others] = await locked.db
      .select({ n: count() })
      .from(copilots)
      .where(and(eq(copilots.userId, userId), eq(copilots.status, "active"), ne(copilots.id, id)));
    if ((others?.n ?? 0) >= limits.copilots) {
      const up = upgradeFrom((better) => better.copilots > limits.copilots);
      throw forbidden(
        `Your ${plan.name} plan runs ${plural(limits.copilots, "copilot", "copilots")} at a time. Pause another one first` +
          (up ? `, or upgrade to ${up.name} to run up to ${up.limits.copilots}.` : "."),
        "plan_limit",
      );
    }
    const now = locked.now();
    const [updated] = await locked.db
      .update(copilots)
      .set({ status: "active", launchedAt: row.launchedAt ?? now, lastRunAt: now, updatedAt: now })
      .where(owned(userId, id))
      .returning();
    return publicCopilot(updated!);
  });
}

/** Stops an active copilot; pausing a paused one changes nothing. A draft has nothing to pause. */
export async function pauseCopilot(deps: AppDeps, userId: string, id: string) {
  const row = await findOwnCopilot(deps, userId, id);
  if (row.status === "draft") throw conflict("This copilot has not been launched yet.", "not_launched");
  if (row.status === "paused") return publicCopilot(row);
  const [updated] = await deps.db
    .update(copilots)
    .set({ status: "paused", updatedAt: deps.now() })
    .where(owned(userId, id))
    .returning();
  if (!updated) throw notFound("Copilot");
  return publicCopilot(updated);
}

/** The copilot column each field of a support-page change writes. */
const SUPPORT_PATCH_COLUMNS = {
  strictness: "strictness",
  seniorities: "seniorities",
  employment_types: "employmentTypes",
  countries: "countries",
  work_modes: "workModes",
  include_keywords: "includeKeywords",
  exclude_keywords: "excludeKeywords",
  excluded_companies: "excludedCompanies",
  min_salary: "minSalary",
  salary_currency: "salaryCurrency",
  max_job_age_days: "maxJobAgeDays",
  posting_languages: "postingLanguages",
} as const satisfies Record<keyof SupportCopilotPatch, keyof CopilotRow>;

/**
 * Changes the copilot settings a support page fixes, then matches a running copilot again at once
 * so the new jobs show up now. The rules that tie fields of one step together still hold after
 * the merge: a place (or remote only), and a currency with a minimum salary.
 */
export async function adjustCopilot(deps: AppDeps, userId: string, copilotId: string, patch: SupportCopilotPatch) {
  const row = await findOwnCopilot(deps, userId, copilotId);
  const changes: Partial<typeof copilots.$inferInsert> = {};
  for (const [field, column] of Object.entries(SUPPORT_PATCH_COLUMNS) as [keyof SupportCopilotPatch, keyof CopilotRow][]) {
    if (patch[field] !== undefined) Object.assign(changes, { [column]: patch[field] });
  }
  const merged = { ...row, ...changes } as CopilotRow;
  if (patch.countries !== undefined || patch.work_modes !== undefined) {
    const checked = locationsStepSchema.safeParse({ countries: merged.countries, cities: merged.cities, work_modes: merged.workModes });
    if (!checked.success) throw badRequest("Some fields are invalid.", fieldErrors(checked.error));
  }
  if (merged.minSalary !== null && !merged.salaryCurrency) {
    throw badRequest("Some fields are invalid.", { salary_currency: fieldError("salary_currency_required") });
  }
  const [updated] = await deps.db
    .update(copilots)
    .set({ ...changes, updatedAt: deps.now() })
    .where(and(eq(copilots.id, row.id), eq(copilots.userId, userId)))
    .returning();
  if (!updated) throw notFound("Copilot");
  let run: MatchRun | null = null;
  if (updated.status === "active") {
    try {
      run = await matchCopilot(deps, updated.id);
    } catch (error) {
      // The change is saved either way; the hourly round matches it again.
      deps.logger.error({ err: error, copilot_id: updated.id }, "matching after a support change failed");
    }
  }
  return { copilot: publicCopilot(await findOwnCopilot(deps, userId, updated.id)), run };
}
