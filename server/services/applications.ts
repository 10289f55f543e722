import { and, asc, desc, eq, gte, inArray, lt, max, sql, type SQL } from "drizzle-orm";
import { fieldError, type FieldErrors } from "@/lib/http/envelope";
import {
  ALL_APPLICATION_STAGES,
  type AnswerQuestionsInput,
  type ApplicationSort,
  type ApplicationStage,
  canMove,
  CV_CHANGEABLE_STAGES,
  type CountApplicationsQuery,
  type CountByStageQuery,
  isExit,
  type ListApplicationsQuery,
  type ReviewDecisionInput,
  type ReviewQueueQuery,
  type SetApplicationCvInput,
  STAGE_GROUPS,
  STAGE_TRANSITIONS,
  type StageGroup,
  type UpdateApplicationInput,
} from "@/lib/contracts/applications";
import type { AppDeps } from "../deps";
import {
  applicationEvents,
  applicationProofs,
  applications,
  copilots,
  jobs,
  type MatchReason,
  resumes,
  userEvents,
} from "../db/schema";
import { badRequest, conflict, notFound } from "../core/errors";
import { publishUserEvent } from "../core/user-events";
import { applicationEventTime, factorOf, isUuid, keysetPage, type Page, sortedKeyset } from "../db/toolkit";
import { factsOf, skillsOf } from "../jobs/match/facts";
import type { JobSnapshot } from "../jobs/match/matcher";
import { convert, unitValuesIn } from "../jobs/match/currency";
import { PER_YEAR } from "../jobs/match/score";
import { answerPendingQuestions, enqueueApply } from "../jobs/apply/engine";
import { sanitizeDescription } from "../jobs/sources/normalize/html";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Copilot filter lists are capped by the filters step (lib/contracts/copilot.ts); feedback respects the caps. */
const MAX_EXCLUDED_COMPANIES = 100;
const MAX_EXCLUDE_KEYWORDS = 50;

/** A field of the job snapshot (written by the matcher, snake_case) as text. */
const snapshotText = (key: string) => sql<string | null>`${applications.jobSnapshot}->>${sql.raw(`'${key}'`)}`;

const jobTitle = snapshotText("title");
const jobCompany = snapshotText("company");
/** The expression of the trigram index applications_search_trgm_idx (migration 0003): keep them identical. */
const searchText = sql<string>`(coalesce(${applications.jobSnapshot}->>'title', '') || ' ' || coalesce(${applications.jobSnapshot}->>'company', ''))`;

const snapshot = applications.jobSnapshot;
/** A number of the snapshot's salary ("min", "max"), when it is one. */
const salaryNumber = (key: "min" | "max") =>
  sql`(case when jsonb_typeof(${snapshot}->'salary'->${sql.raw(`'${key}'`)}) = 'number' then (${snapshot}->'salary'->>${sql.raw(`'${key}'`)})::numeric end)`;
/** Salaries are compared in one currency, converted with the shipped rates (match/currency.ts). */
const SORT_CURRENCY = "EUR";
/**
 * The top of the stated salary in a year, as the salary filter reads it (score.ts PER_YEAR): the
 * range's maximum, else its minimum, times the periods in a year, in euros; null when none is
 * stated or its currency has no rate.
 */
const salaryAnnualMax = sql<number | null>`round(coalesce(${salaryNumber("max")}, ${salaryNumber("min")})
  * ${factorOf(sql`${snapshot}->'salary'->>'period'`, Object.entries(PER_YEAR))}
  * ${factorOf(sql`${snapshot}->'salary'->>'currency'`, unitValuesIn(SORT_CURRENCY))})`;
/** When the job was posted, from the snapshot; null when it does not say. */
const postedAt = sql`(case when ${snapshot}->>'posted_at' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' then (${snapshot}->>'posted_at')::timestamptz end)`;

/** The lists' orders (APPLICATION_SORTS), best first; what has no salary or posting date goes last. */
const SORTS: Record<ApplicationSort, ReturnType<typeof sortedKeyset>> = {
  score: sortedKeyset("score", "desc", [
    { value: applications.score, type: "int" },
    { value: applications.createdAt, type: "timestamptz" },
    { value: applications.id, type: "uuid" },
  ]),
  posted: sortedKeyset("posted", "desc", [
    { value: sql`coalesce(${postedAt}, '0001-01-01T00:00:00Z'::timestamptz)`, type: "timestamptz" },
    { value: applications.score, type: "int" },
    { value: applications.id, type: "uuid" },
  ]),
  salary: sortedKeyset("salary", "desc", [
    { value: sql`coalesce(${salaryAnnualMax}, -1)`, type: "numeric" },
    { value: applications.score, type: "int" },
    { value: applications.id, type: "uuid" },
  ]),
};

/** The same figure as salaryAnnualMax, from a snapshot in hand (a new application announced live). */
export function annualSalaryMax(salary: unknown): number | null {
  if (!salary || typeof salary !== "object") return null;
  const { min, max, period } = salary as { min?: unknown; max?: unknown; period?: unknown };
  const { currency } = salary as { currency?: unknown };
  const top = typeof max === "number" ? max : typeof min === "number" ? min : null;
  const factor = typeof period === "string" ? PER_YEAR[period] : undefined;
  if (top === null || factor === undefined || typeof currency !== "string") return null;
  const converted = convert(top * factor, currency, SORT_CURRENCY);
  return converted === null ? null : Math.round(converted);
}

/** What a list row needs; the full snapshot (with the description) is read only for the detail. */
const itemColumns = {
  id: applications.id,
  stage: applications.stage,
  exitReason: applications.exitReason,
  score: applications.score,
  reasons: applications.reasons,
  copilotId: applications.copilotId,
  copilotName: copilots.name,
  jobId: applications.jobId,
  title: jobTitle,
  company: jobCompany,
  location: snapshotText("location"),
  remoteType: snapshotText("remote_type"),
  applyUrl: snapshotText("apply_url"),
  postedAt: snapshotText("posted_at"),
  salaryAnnualMax: salaryAnnualMax.mapWith((value: string | number | null) => (value === null ? null : Number(value))),
  stageChangedAt: applications.stageChangedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

type ItemRow = {
  id: string;
  stage: ApplicationStage;
  exitReason: string | null;
  score: number;
  reasons: MatchReason[];
  copilotId: string | null;
  copilotName: string | null;
  jobId: string;
  title: string | null;
  company: string | null;
  location: string | null;
  remoteType: string | null;
  applyUrl: string | null;
  postedAt: string | null;
  salaryAnnualMax: number | null;
  stageChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export function publicApplication(row: ItemRow) {
  return {
    id: row.id,
    stage: row.stage,
    exit_reason: row.exitReason,
    score: row.score,
    reasons: row.reasons,
    copilot: row.copilotId ? { id: row.copilotId, name: row.copilotName ?? "" } : null,
    job: {
      id: row.jobId,
      title: row.title ?? "",
      company: row.company ?? "",
      location: row.location,
      remote_type: row.remoteType,
      apply_url: row.applyUrl,
      posted_at: row.postedAt,
      salary_annual_max: row.salaryAnnualMax,
    },
    stage_changed_at: row.stageChangedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type PublicApplication = ReturnType<typeof publicApplication>;

/** A new application as the live stream announces it: the same item the applications list returns, read from its job snapshot. */
export function applicationSummary(row: typeof applications.$inferSelect, copilotName: string): PublicApplication {
  const snapshot = row.jobSnapshot as JobSnapshot;
  return publicApplication({
    ...row,
    copilotName,
    title: snapshot.title,
    company: snapshot.company,
    location: snapshot.location,
    remoteType: snapshot.remote_type,
    applyUrl: snapshot.apply_url,
    postedAt: snapshot.posted_at,
    salaryAnnualMax: annualSalaryMax(snapshot.salary),
  });
}

/** `%` and `_` in what the user typed are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every word must appear in the title or the company, in any order. */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`${searchText} ilike ${pattern} escape '\\'`;
    }),
  );
}

type Filters = { stage?: ApplicationStage; copilot_id?: string; q?: string };

function filterCondition(userId: string, filters: Filters): SQL {
  return and(
    eq(applications.userId, userId),
    filters.stage ? eq(applications.stage, filters.stage) : undefined,
    filters.copilot_id ? eq(applications.copilotId, filters.copilot_id) : undefined,
    searchCondition(filters.q),
  )!;
}

// The copilot's name is joined on the owner too, so a foreign copilot id can never lend its name.
const copilotJoin = (userId: string) => and(eq(copilots.id, applications.copilotId), eq(copilots.userId, userId));

async function page(
  deps: AppDeps,
  userId: string,
  where: SQL,
  query: { sort: ApplicationSort; cursor?: string; limit: number },
): Promise<Page<PublicApplication>> {
  const order = SORTS[query.sort];
  const rows = await deps.db
    .select({ ...itemColumns, key: order.key })
    .from(applications)
    .leftJoin(copilots, copilotJoin(userId))
    .where(and(where, order.after(query.cursor)))
    .orderBy(...order.orderBy())
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, publicApplication, (last) => order.cursor(last.key));
}

/** The user's applications in the order asked for (best match first by default), keyset-paged. */
export function listApplications(deps: AppDeps, userId: string, query: ListApplicationsQuery) {
  return page(deps, userId, filterCondition(userId, query), query);
}

export async function countApplications(deps: AppDeps, userId: string, query: CountApplicationsQuery) {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(filterCondition(userId, query));
  return { count: row?.n ?? 0 };
}

export type StageCounts = Record<ApplicationStage, number>;

const zeroCounts = (): StageCounts =>
  Object.fromEntries(ALL_APPLICATION_STAGES.map((stage) => [stage, 0])) as StageCounts;

/** How many applications are in each stage and exit, zeros included, under the list's other filters. */
export async function countByStage(deps: AppDeps, userId: string, query: CountByStageQuery): Promise<StageCounts> {
  const rows = await deps.db
    .select({ stage: applications.stage, n: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(filterCondition(userId, query))
    .groupBy(applications.stage);
  const counts = zeroCounts();
  for (const { stage, n } of rows) if (stage in counts) counts[stage] = n;
  return counts;
}

const timelineOrder = [asc(applicationEvents.createdAt), asc(applicationEvents.id)];

export async function getApplication(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Application");
  const [row] = await deps.db
    .select({
      ...itemColumns,
      notes: applications.notes,
      jobSnapshot: applications.jobSnapshot,
      resumeId: applications.resumeId,
      answers: applications.answers,
      ats: applications.ats,
      blockedReason: applications.blockedReason,
      pendingQuestions: applications.pendingQuestions,
      applyAttempts: applications.applyAttempts,
      submittedAt: applications.submittedAt,
      coverLetter: applications.coverLetter,
      tailoredCv: applications.tailoredCv,
      descriptionHtml: jobs.descriptionHtml,
      copilotResumeId: copilots.resumeId,
      jobRowTitle: jobs.title,
      jobFingerprint: jobs.fingerprint,
    })
    .from(applications)
    .leftJoin(copilots, copilotJoin(userId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  if (!row) throw notFound("Application");
  const [events, proofs, missingSkills] = await Promise.all([
    deps.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.userId, userId)))
      .orderBy(...timelineOrder),
    deps.db
      .select()
      .from(applicationProofs)
      .where(and(eq(applicationProofs.applicationId, id), eq(applicationProofs.userId, userId)))
      .orderBy(desc(applicationProofs.createdAt)),
    skillsMissingFromCv(deps, userId, {
      resumeId: row.resumeId ?? row.copilotResumeId,
      job: row.jobFingerprint === null ? null : { id: row.jobId, title: row.jobRowTitle ?? row.title ?? "", fingerprint: row.jobFingerprint },
    }),
  ]);
  return {
    ...publicApplication(row),
    notes: row.notes,
    job_snapshot: row.jobSnapshot,
    resume_id: row.resumeId,
    answers: row.answers,
    allowed_stages: [...STAGE_TRANSITIONS[row.stage]],
    timeline: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      from_stage: event.fromStage,
      to_stage: event.toStage,
      detail: event.detail,
      created_at: event.createdAt.toISOString(),
    })),
    apply: {
      ats: row.ats,
      blocked_reason: row.blockedReason,
      pending_questions: (row.pendingQuestions ?? []).map((question) => ({
        field_id: question.fieldId,
        label: question.label,
        type: question.type,
        required: question.required,
        ...(question.options ? { options: question.options } : {}),
        ...(question.description ? { description: question.description } : {}),
      })),
      attempts: row.applyAttempts,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      cover_letter: row.coverLetter,
      prepared_answers: preparedAnswers(row.answers),
      proofs: proofs.map(publicProof),
    },
    // Sanitised when ingested; again here, as it is shown as HTML.
    description_html: sanitizeDescription(row.descriptionHtml ?? ""),
    missing_skills: missingSkills,
    tailored_cv: publicTailoredCv(row.tailoredCv),
  };
}

/** The tailored CV as the user reads it: where the file is stored stays on the server. */
function publicTailoredCv(tailored: typeof applications.$inferSelect.tailoredCv) {
  if (!tailored) return null;
  const { storage_key: _storageKey, ...shown } = tailored;
  return shown;
}

/** The CV the copilot tailored for this application and sent with it (Elite's per-job tailoring). */
export async function tailoredCvFile(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Tailored CV");
  const [row] = await deps.db
    .select({ tailoredCv: applications.tailoredCv })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  const bytes = row?.tailoredCv && deps.files ? await deps.files.get(row.tailoredCv.storage_key) : null;
  if (!row?.tailoredCv || !bytes) throw notFound("Tailored CV");
  return { bytes, fileName: row.tailoredCv.file_name };
}

/**
 * The skills the job asks for (read from its title and description, as the matcher reads them) that
 * the CV does not list, in the job's order. The CV is the application's, else its copilot's now; its
 * facts are those in effect, the user's corrections included. Nothing without a CV or a job to read.
 */
async function skillsMissingFromCv(
  deps: AppDeps,
  userId: string,
  { resumeId, job }: { resumeId: string | null; job: { id: string; title: string; fingerprint: string } | null },
): Promise<string[]> {
  if (!resumeId || !job) return [];
  const [[resume], asked] = await Promise.all([
    deps.db.select({ facts: resumes.facts }).from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId))),
    skillsOf(deps, [job]),
  ]);
  if (!resume) return [];
  const has = new Set(factsOf(resume.facts).skills?.map((skill) => skill.toLowerCase()));
  return (asked.get(job.id) ?? []).filter((skill) => !has.has(skill.toLowerCase()));
}

const isSentValue = (value: unknown): value is string | string[] | boolean =>
  typeof value === "string" || typeof value === "boolean" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/** The engine's answers kept with the application (question → value and source), as a list in the form's order. */
function preparedAnswers(answers: Record<string, unknown>) {
  return Object.entries(answers)
    .map(([label, entry]) => ({ label, ...((entry ?? {}) as { value?: unknown; source?: unknown; file?: unknown; order?: unknown }) }))
    .sort((a, b) => (typeof a.order === "number" ? a.order : 0) - (typeof b.order === "number" ? b.order : 0))
    .flatMap(({ label, value, source, file }) =>
      isSentValue(value) ? [{ label, value, source: typeof source === "string" ? source : "profile", file: file === true }] : [],
    );
}

/** A proof as the API shows it; the page's files are fetched separately. */
function publicProof(proof: typeof applicationProofs.$inferSelect) {
  return {
    id: proof.id,
    outcome: proof.outcome as "confirmed" | "filled" | "needs_you" | "refused" | "unconfirmed",
    ats: proof.ats,
    url: proof.url,
    submitted_at: proof.submittedAt.toISOString(),
    fields: proof.fields.map((field) => ({ field_id: field.fieldId, label: field.label, value: field.value })),
    files: proof.files,
    response: proof.response ?? null,
    has_page: Boolean(proof.screenshotKey),
  };
}

/** The page after sending, as kept with the proof: its screenshot (PNG) or its HTML. */
export async function proofPage(deps: AppDeps, userId: string, applicationId: string, proofId: string, part: "screenshot" | "html") {
  if (!isUuid(applicationId) || !isUuid(proofId)) throw notFound("Proof");
  const [proof] = await deps.db
    .select()
    .from(applicationProofs)
    .where(and(eq(applicationProofs.id, proofId), eq(applicationProofs.applicationId, applicationId), eq(applicationProofs.userId, userId)));
  const key = part === "screenshot" ? proof?.screenshotKey : proof?.htmlKey;
  const bytes = key && deps.files ? await deps.files.get(key) : null;
  if (!bytes) throw notFound("Proof");
  return bytes;
}

/**
 * The user's answers to the questions the copilot could not answer: remembered in the answer bank
 * and, once every required one is answered, the application goes back in line by itself.
 */
export async function answerQuestions(deps: AppDeps, userId: string, id: string, input: AnswerQuestionsInput) {
  if (!isUuid(id)) throw notFound("Application");
  const [row] = await deps.db
    .select({ stage: applications.stage, pending: applications.pendingQuestions })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  if (!row) throw notFound("Application");
  if (row.stage !== "needs_you" || !row.pending?.length) throw conflict("This application has no questions waiting for you.", "no_questions");
  const known = new Map(row.pending.map((question) => [question.fieldId, question]));
  const fields: FieldErrors = {};
  input.answers.forEach((answer, index) => {
    const question = known.get(answer.field_id);
    if (!question) fields[`answers.${index}.field_id`] = fieldError("invalid");
    else if (question.options?.length) {
      const values = Array.isArray(answer.value) ? answer.value : typeof answer.value === "string" ? [answer.value] : [];
      if (values.length === 0 || values.some((value) => !question.options!.some((option) => option.value === value))) {
        fields[`answers.${index}.value`] = fieldError("choose_one_of", { options: question.options.map((option) => option.label).join(", ") });
      }
    }
  });
  for (const question of row.pending) {
    if (question.required && !input.answers.some((answer) => answer.field_id === question.fieldId)) fields[question.fieldId] = fieldError("answer_required");
  }
  if (Object.keys(fields).length > 0) throw badRequest("Some answers are missing or invalid.", fields);
  await answerPendingQuestions(deps, userId, id, input.answers.map((answer) => ({ fieldId: answer.field_id, value: answer.value })));
  return getApplication(deps, userId, id);
}

/** Reads one application for a change, locked until the transaction ends. */
async function lockOwn(tx: AppDeps, userId: string, id: string) {
  const [row] = await tx.db
    .select({ id: applications.id, stage: applications.stage, notes: applications.notes })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .for("update");
  if (!row) throw notFound("Application");
  return row;
}

async function readItem(tx: AppDeps, userId: string, id: string): Promise<PublicApplication> {
  const [row] = await tx.db
    .select(itemColumns)
    .from(applications)
    .leftJoin(copilots, copilotJoin(userId))
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return publicApplication(row!);
}

const list = (values: readonly string[]) =>
  values.length <= 1 ? (values[0] ?? "") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

export function transitionError(from: ApplicationStage, to: ApplicationStage) {
  const allowed = STAGE_TRANSITIONS[from];
  if (from === to) return conflict(`This application is already ${to}.`, "invalid_transition");
  return conflict(
    allowed.length === 0
      ? `An application that is ${from} cannot move any more.`
      : `An application that is ${from} cannot move to ${to}. Allowed: ${list(allowed)}.`,
    "invalid_transition",
  );
}

/**
 * A stage change and/or new notes, in one transaction: each change leaves a timeline entry and the
 * user's open pages hear about it (application.updated).
 */
export async function updateApplication(deps: AppDeps, userId: string, id: string, input: UpdateApplicationInput) {
  if (!isUuid(id)) throw notFound("Application");
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const current = await lockOwn(tx, userId, id);
    const now = deps.now();
    const changes: string[] = [];
    if (input.stage !== undefined) {
      if (!canMove(current.stage, input.stage)) throw transitionError(current.stage, input.stage);
      await db
        .update(applications)
        // Back in the pipeline (a retry), the old exit reason stays in the timeline only.
        .set({ stage: input.stage, exitReason: isExit(input.stage) ? input.reason : null, stageChangedAt: now, updatedAt: now })
        .where(eq(applications.id, id));
      await db.insert(applicationEvents).values({
        applicationId: id, userId, kind: "stage", fromStage: current.stage, toStage: input.stage,
        detail: input.reason ? { reason: input.reason } : {}, createdAt: applicationEventTime(id, now),
      });
      changes.push("stage");
    }
    const notes = input.notes === undefined ? undefined : input.notes.trim() || null;
    if (notes !== undefined && notes !== current.notes) {
      await db.update(applications).set({ notes, updatedAt: now }).where(eq(applications.id, id));
      await db.insert(applicationEvents).values({ applicationId: id, userId, kind: "note", detail: { notes }, createdAt: applicationEventTime(id, now) });
      changes.push("notes");
    }
    if (changes.length > 0) {
      await publishUserEvent(tx, userId, "application.updated", { ...(await readItem(tx, userId, id)), from_stage: current.stage, changes });
    }
  });
  if (input.stage === "queued") await enqueueApply(deps.queue, id);
  return getApplication(deps, userId, id);
}

/**
 * The CV this application sends, chosen by the user (a CV tailored to the job, say) instead of the
 * one its copilot sends. Only before the copilot starts sending: once applying, what goes out is set.
 */
export async function setApplicationCv(deps: AppDeps, userId: string, id: string, input: SetApplicationCvInput) {
  if (!isUuid(id)) throw notFound("Application");
  await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const [current] = await db
      .select({ stage: applications.stage, resumeId: applications.resumeId })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .for("update");
    if (!current) throw notFound("Application");
    const [resume] = await db
      .select({ id: resumes.id, fileName: resumes.fileName })
      .from(resumes)
      .where(and(eq(resumes.id, input.resume_id), eq(resumes.userId, userId)));
    if (!resume) throw notFound("Resume");
    if (!(CV_CHANGEABLE_STAGES as readonly string[]).includes(current.stage)) {
      throw conflict(`This application is ${current.stage}: the CV it sends can no longer change.`, "application_cv_locked");
    }
    if (current.resumeId === resume.id) return;
    const now = deps.now();
    await db.update(applications).set({ resumeId: resume.id, updatedAt: now }).where(eq(applications.id, id));
    await db.insert(applicationEvents).values({
      applicationId: id, userId, kind: "cv", detail: { resume_id: resume.id, file_name: resume.fileName }, createdAt: applicationEventTime(id, now),
    });
    await publishUserEvent(tx, userId, "application.updated", { ...(await readItem(tx, userId, id)), from_stage: current.stage, changes: ["cv"] });
  });
  return getApplication(deps, userId, id);
}

/** The review queue: applications waiting for the user's decision, in the order asked for (best match first by default). */
export function reviewQueue(deps: AppDeps, userId: string, query: ReviewQueueQuery) {
  return page(deps, userId, filterCondition(userId, { stage: "review", copilot_id: query.copilot_id }), query);
}

type DecisionResult = { id: string; ok: true; stage: ApplicationStage } | { id: string; ok: false; error: { code: string; message: string } };
type FeedbackResult = { copilot_id: string; excluded_companies_added: string[]; exclude_keywords_added: string[] };

export const DEFAULT_REJECT_REASON = "Rejected in review.";

/** Adds what is not already there (compared without case), up to the cap. */
function addUnique(current: string[], additions: string[], cap: number) {
  const seen = new Set(current.map((value) => value.toLowerCase()));
  const added: string[] = [];
  for (const value of additions) {
    const key = value.toLowerCase();
    if (!value || seen.has(key) || current.length + added.length >= cap) continue;
    seen.add(key);
    added.push(value);
  }
  return added;
}

/**
 * Approves (→ queued) or rejects (→ rejected, with the reason) many applications at once, in one
 * transaction. Each id is answered on its own: another user's id reads as not found and nothing
 * of theirs is touched. A rejection's feedback goes into the copilot that found the job.
 */
export async function decideReview(deps: AppDeps, userId: string, input: ReviewDecisionInput) {
  const to: ApplicationStage = input.decision === "approve" ? "queued" : "rejected";
  const reason = to === "rejected" ? (input.reason ?? DEFAULT_REJECT_REASON) : null;
  const outcome = await deps.db.transaction(async (db) => {
    const tx = { ...deps, db };
    const now = deps.now();
    // Locked in id order so two overlapping batches cannot deadlock.
    const rows = await db
      .select({ id: applications.id, stage: applications.stage, copilotId: applications.copilotId, company: jobCompany })
      .from(applications)
      .where(and(eq(applications.userId, userId), inArray(applications.id, input.ids)))
      .orderBy(asc(applications.id))
      .for("update");
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results: DecisionResult[] = input.ids.map((id) => {
      const row = byId.get(id);
      if (!row) return { id, ok: false, error: { code: "not_found", message: "Application not found." } };
      if (row.stage !== "review") {
        return { id, ok: false, error: { code: "invalid_transition", message: `This application is ${row.stage}, no longer in review.` } };
      }
      return { id, ok: true, stage: to };
    });
    const decided = results.filter((result) => result.ok).map(({ id }) => id);
    if (decided.length > 0) {
      await db
        .update(applications)
        .set({ stage: to, exitReason: reason, stageChangedAt: now, updatedAt: now })
        .where(and(eq(applications.userId, userId), inArray(applications.id, decided)));
      await db.insert(applicationEvents).values(
        decided.map((id) => ({
          applicationId: id, userId, kind: "review", fromStage: "review", toStage: to,
          detail: { decision: input.decision, ...(reason ? { reason } : {}) }, createdAt: applicationEventTime(id, now),
        })),
      );
    }

    const feedback: FeedbackResult[] = [];
    if (to === "rejected" && input.feedback && (input.feedback.exclude_company || input.feedback.exclude_keyword)) {
      const companiesByCopilot = new Map<string, string[]>();
      for (const id of decided) {
        const row = byId.get(id)!;
        if (!row.copilotId) continue;
        const companies = companiesByCopilot.get(row.copilotId) ?? [];
        if (input.feedback.exclude_company && row.company) companies.push(row.company.trim().slice(0, 100));
        companiesByCopilot.set(row.copilotId, companies);
      }
      const copilotIds = [...companiesByCopilot.keys()];
      const owned = copilotIds.length
        ? await db
            .select({ id: copilots.id, excludedCompanies: copilots.excludedCompanies, excludeKeywords: copilots.excludeKeywords })
            .from(copilots)
            .where(and(eq(copilots.userId, userId), inArray(copilots.id, copilotIds)))
            .orderBy(asc(copilots.id))
            .for("update")
        : [];
      for (const copilot of owned) {
        const companies = addUnique(copilot.excludedCompanies, companiesByCopilot.get(copilot.id) ?? [], MAX_EXCLUDED_COMPANIES);
        const keywords = input.feedback.exclude_keyword
          ? addUnique(copilot.excludeKeywords, [input.feedback.exclude_keyword], MAX_EXCLUDE_KEYWORDS)
          : [];
        if (companies.length === 0 && keywords.length === 0) continue;
        await db
          .update(copilots)
          .set({
            excludedCompanies: [...copilot.excludedCompanies, ...companies],
            excludeKeywords: [...copilot.excludeKeywords, ...keywords],
            updatedAt: now,
          })
          .where(and(eq(copilots.id, copilot.id), eq(copilots.userId, userId)));
        feedback.push({ copilot_id: copilot.id, excluded_companies_added: companies, exclude_keywords_added: keywords });
      }
    }

    for (const id of decided) {
      await publishUserEvent(tx, userId, "application.updated", { ...(await readItem(tx, userId, id)), from_stage: "review", changes: ["stage"] });
    }
    return { items: results, feedback, decided };
  });
  // Approved: in line for the apply workers as soon as the decision is stored.
  if (to === "queued") for (const id of outcome.decided) await enqueueApply(deps.queue, id);
  return { items: outcome.items, feedback: outcome.feedback };
}

/** The id of the user's newest live event: a stream opened without Last-Event-ID starts after it. */
export async function latestUserEventId(deps: AppDeps, userId: string): Promise<number> {
  const [row] = await deps.db.select({ id: max(userEvents.id) }).from(userEvents).where(eq(userEvents.userId, userId));
  return row?.id ?? 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

type GroupCounts = Record<StageGroup, number>;
type CopilotStats = { matches_today: number; applied_today: number; by_group: GroupCounts; total: number };

const GROUPS = Object.keys(STAGE_GROUPS) as StageGroup[];
const GROUP_OF = Object.fromEntries(
  GROUPS.flatMap((group) => STAGE_GROUPS[group].map((stage) => [stage, group])),
) as Partial<Record<string, StageGroup>>;

const emptyStats = (): CopilotStats => ({
  matches_today: 0,
  applied_today: 0,
  by_group: Object.fromEntries(GROUPS.map((group) => [group, 0])) as GroupCounts,
  total: 0,
});

const ddMMyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${date.getUTCFullYear()}`;

/**
 * The dashboard's figures per copilot and in total: today's matches (applications created today,
 * UTC), today's applications sent, every application by stage group, and the last run.
 */
export async function profileStats(deps: AppDeps, userId: string) {
  const now = deps.now();
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = new Date(start.getTime() + DAY_MS);
  const from = sql`${start.toISOString()}::timestamptz`;
  const until = sql`${end.toISOString()}::timestamptz`;
  const [rows, changedToday, own] = await Promise.all([
    // Grouped by stage and summed into groups here: cheaper than one FILTER aggregate per group.
    deps.db
      .select({
        copilotId: applications.copilotId,
        stage: applications.stage,
        total: sql<number>`count(*)`.mapWith(Number),
        matchesToday: sql<number>`count(*) filter (where ${applications.createdAt} >= ${from} and ${applications.createdAt} < ${until})`.mapWith(Number),
      })
      .from(applications)
      .where(eq(applications.userId, userId))
      .groupBy(applications.copilotId, applications.stage),
    // Reaching "applied" today means the latest stage change is today too: few rows, whose
    // timelines are read below.
    deps.db
      .select({ id: applications.id, copilotId: applications.copilotId, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.userId, userId), gte(applications.stageChangedAt, start), lt(applications.stageChangedAt, end))),
    deps.db
      .select({ id: copilots.id, name: copilots.name, status: copilots.status, mode: copilots.mode, lastRunAt: copilots.lastRunAt })
      .from(copilots)
      .where(eq(copilots.userId, userId))
      .orderBy(asc(copilots.createdAt), asc(copilots.id)),
  ]);
  // Two plain queries rather than one with EXISTS: PostgreSQL prices such a subquery for every row
  // of the user's and then spends longer on JIT compilation than on counting.
  const movedOn = changedToday.filter(({ stage }) => stage !== "applied").map(({ id }) => id);
  const appliedEvents = movedOn.length
    ? await deps.db
        .selectDistinct({ id: applicationEvents.applicationId })
        .from(applicationEvents)
        .where(
          and(
            inArray(applicationEvents.applicationId, movedOn),
            eq(applicationEvents.userId, userId),
            eq(applicationEvents.toStage, "applied"),
            gte(applicationEvents.createdAt, start),
            lt(applicationEvents.createdAt, end),
          ),
        )
    : [];
  const appliedIds = new Set(appliedEvents.map(({ id }) => id));
  const appliedBy = new Map<string | null, number>();
  for (const { id, copilotId, stage } of changedToday) {
    // A row still in "applied" counts even without its timeline entry.
    if (stage === "applied" || appliedIds.has(id)) appliedBy.set(copilotId, (appliedBy.get(copilotId) ?? 0) + 1);
  }

  const total = emptyStats();
  const perCopilot = new Map<string, CopilotStats>();
  const statsOf = (copilotId: string) => {
    let stats = perCopilot.get(copilotId);
    if (!stats) perCopilot.set(copilotId, (stats = emptyStats()));
    return stats;
  };
  for (const row of rows) {
    const group = GROUP_OF[row.stage];
    // Applications of a deleted copilot count in the total only.
    for (const stats of row.copilotId ? [total, statsOf(row.copilotId)] : [total]) {
      stats.total += row.total;
      stats.matches_today += row.matchesToday;
      if (group) stats.by_group[group] += row.total;
    }
  }
  for (const [copilotId, n] of appliedBy) {
    total.applied_today += n;
    if (copilotId) statsOf(copilotId).applied_today += n;
  }
  const lastRuns = own.map(({ lastRunAt }) => lastRunAt?.getTime() ?? 0).filter(Boolean);
  return {
    day: ddMMyyyy(start),
    total: { ...total, last_run_at: lastRuns.length ? new Date(Math.max(...lastRuns)).toISOString() : null },
    copilots: own.map((copilot) => ({
      id: copilot.id,
      name: copilot.name,
      status: copilot.status,
      mode: copilot.mode,
      ...(perCopilot.get(copilot.id) ?? emptyStats()),
      last_run_at: iso(copilot.lastRunAt),
    })),
  };
}
