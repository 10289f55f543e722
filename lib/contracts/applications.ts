import { z } from "zod";
import { applicationTailoredCvSchema } from "./cv-tailor";
import { encodeFieldError, withCode } from "./errors";
import type { MatchRun } from "./copilot";
import { cursorSchema, oneOf, pageLimitSchema } from "./common";
import { ALL_APPLICATION_STAGES, isExit, NOTES_MAX, REASON_MAX, SEARCH_MAX, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_REVIEW_BATCH, APPLICATION_SORTS, DEFAULT_APPLICATION_SORT, REVIEW_DECISIONS, MAX_ANSWER_LENGTH, type ApplicationStage } from "./application-values";

export * from "./application-values";

const stageSchema = z.enum(ALL_APPLICATION_STAGES, oneOf(ALL_APPLICATION_STAGES));

const limitSchema = pageLimitSchema(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

/** Free text over the job title and company; blank means no search. */
const searchSchema = z
  .string(withCode("search_required"))
  .trim()
  .max(SEARCH_MAX, withCode("too_long", { max: SEARCH_MAX }))
  .transform((q) => q || undefined)
  .optional();

const filterFields = {
  stage: stageSchema.optional(),
  copilot_id: z.uuid(withCode("copilot_required")).optional(),
  q: searchSchema,
};

/**
 * How the lists are ordered, best first: `score` (the match score, then the newest match), `posted`
 * (the newest posting, then the score), `salary` (the highest stated salary a year, jobs without one
 * last, then the score). The id breaks any tie left, so paging is stable.
 */
const sortSchema = z
  .enum(APPLICATION_SORTS, oneOf(APPLICATION_SORTS))
  .default(DEFAULT_APPLICATION_SORT)
  .meta({
    description:
      "score (default): best match first, then newest match; posted: newest posting first; salary: highest stated salary a year first " +
      "(month × 12, day × 220, hour × 2,080, compared as numbers whatever the currency), jobs without one last. A cursor belongs to its sort.",
  });

/** GET /applications and /applications/pagination: in the order of `sort`, by cursor. */
export const listApplicationsQuerySchema = z.strictObject({ ...filterFields, sort: sortSchema, cursor: cursorSchema.optional(), limit: limitSchema });

/** GET /applications/count: the list's filters without paging. */
export const countApplicationsQuerySchema = z.strictObject(filterFields);

/** GET /applications/count_by_stage: counted per stage, so every filter but the stage. */
export const countByStageQuerySchema = z.strictObject({ copilot_id: filterFields.copilot_id, q: filterFields.q });

/** GET /applications/review: the queue, in the order of `sort`. */
export const reviewQueueQuerySchema = z.strictObject({ copilot_id: filterFields.copilot_id, sort: sortSchema, cursor: cursorSchema.optional(), limit: limitSchema });

const reasonSchema = z
  .string(withCode("reason_required"))
  .trim()
  .min(1, withCode("reason_required"))
  .max(REASON_MAX, withCode("too_long", { max: REASON_MAX }));

const notesSchema = z
  .string(withCode("notes_text"))
  .max(NOTES_MAX, withCode("too_long", { max: NOTES_MAX }));

const stageFields = { stage: stageSchema, reason: reasonSchema.optional() };

type StageFields = { stage?: ApplicationStage; reason?: string };

/** An exit keeps its reason; a move into the pipeline has none to keep. */
function checkReason(value: StageFields, ctx: z.RefinementCtx) {
  if (value.stage === undefined) {
    if (value.reason !== undefined) ctx.addIssue({ code: "custom", path: ["reason"], message: encodeFieldError("reason_without_stage") });
    return;
  }
  if (isExit(value.stage) && value.reason === undefined) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: encodeFieldError("exit_reason_required", { stage: value.stage }) });
  }
  if (!isExit(value.stage) && value.reason !== undefined) {
    ctx.addIssue({ code: "custom", path: ["reason"], message: encodeFieldError("reason_only_for_exits") });
  }
}

export const stageChangeSchema = z.strictObject(stageFields).superRefine(checkReason);

export const notesBodySchema = z.strictObject({ notes: notesSchema });

/** PATCH /applications/{id}: a stage change, notes, or both (the stage moves first). */
export const updateApplicationSchema = z
  .strictObject({ stage: stageFields.stage.optional(), reason: stageFields.reason, notes: notesSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.stage === undefined && value.notes === undefined && value.reason === undefined) {
      ctx.addIssue({ code: "custom", path: ["stage"], message: encodeFieldError("stage_or_notes_required") });
      return;
    }
    checkReason(value, ctx);
  });


/** PUT /applications/{id}/cv: the CV this one application sends, instead of its copilot's. */
export const setApplicationCvSchema = z.strictObject({
  resume_id: z.uuid(withCode("cv_required")).meta({ description: "One of the user's resumes (GET /resumes)" }),
});
export type SetApplicationCvInput = z.output<typeof setApplicationCvSchema>;


export const reviewFeedbackSchema = z.strictObject({
  exclude_company: z.boolean(withCode("boolean_required")).optional(),
  exclude_keyword: z
    .string(withCode("keyword_required"))
    .trim()
    .min(1, withCode("keyword_required"))
    .max(50, withCode("too_long", { max: 50 }))
    .optional(),
});

/** POST /applications/review: one decision for one or many applications in review. */
export const reviewDecisionSchema = z
  .strictObject({
    ids: z
      .array(z.uuid(withCode("application_id_invalid")), withCode("list_expected"))
      .min(1, withCode("applications_required"))
      .max(MAX_REVIEW_BATCH, withCode("applications_max", { max: MAX_REVIEW_BATCH }))
      // A repeated id would only fail as "no longer in review" after its first decision.
      .transform((ids) => [...new Set(ids)]),
    decision: z.enum(REVIEW_DECISIONS, oneOf(REVIEW_DECISIONS)),
    reason: reasonSchema.optional(),
    feedback: reviewFeedbackSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== "approve") return;
    if (value.reason !== undefined) ctx.addIssue({ code: "custom", path: ["reason"], message: encodeFieldError("reason_only_for_rejection") });
    if (value.feedback !== undefined) ctx.addIssue({ code: "custom", path: ["feedback"], message: encodeFieldError("feedback_only_for_rejection") });
  });

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const applicationIdParamsSchema = z.strictObject({ id: z.string() });

export type ListApplicationsQuery = z.output<typeof listApplicationsQuerySchema>;
export type CountApplicationsQuery = z.output<typeof countApplicationsQuerySchema>;
export type CountByStageQuery = z.output<typeof countByStageQuerySchema>;
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;
export type UpdateApplicationInput = z.output<typeof updateApplicationSchema>;
export type ReviewDecisionInput = z.output<typeof reviewDecisionSchema>;

// Responses

const timestampSchema = z.iso.datetime();
const applicationStageSchema = z.enum(ALL_APPLICATION_STAGES);

/** Why a job matched, in English: a reason as the OpenAPI document describes it. */
export const matchReasonSchema = z.object({ kind: z.string(), text: z.string(), weight: z.number().optional() });

/**
 * A reason as the matcher sends it: also `params`, the values the UI fills the reason's sentence with
 * in the user's language. The OpenAPI document does not list them.
 */
export const matchReasonWithParamsSchema = matchReasonSchema.extend({
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()]).optional()).optional(),
});
export type MatchReason = z.infer<typeof matchReasonWithParamsSchema>;
export type ReasonParams = NonNullable<MatchReason["params"]>;

export const applicationSchema = z.object({
  id: z.uuid(),
  stage: applicationStageSchema,
  exit_reason: z.string().nullable().meta({ description: "Why it left the pipeline (rejected, skipped, failed, withdrawn)" }),
  score: z.number().int().meta({ description: "0–100" }),
  reasons: z.array(matchReasonSchema),
  copilot: z.object({ id: z.uuid(), name: z.string() }).nullable().meta({ description: "null once the copilot is deleted" }),
  job: z.object({
    id: z.uuid(),
    title: z.string(),
    company: z.string(),
    location: z.string().nullable(),
    remote_type: z.string().nullable(),
    apply_url: z.string().nullable(),
    posted_at: z.string().nullable().meta({ description: "ISO 8601, as matched" }),
    salary_annual_max: z
      .number()
      .nullable()
      .meta({
        description:
          "The top of the stated salary range (its minimum when only that is stated) per year, converted to euros with the shipped exchange rates: what sort=salary orders by; null when none is stated or its currency has no rate",
      }),
  }),
  stage_changed_at: timestampSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const timelineEntrySchema = z.object({
  id: z.uuid(),
  kind: z.string().meta({ description: "stage, note, review, or what the matcher and applier record" }),
  from_stage: z.string().nullable(),
  to_stage: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: timestampSchema,
});

/** A question of the employer's form that waits for the user's answer. */
export const pendingQuestionSchema = z.object({
  field_id: z.string(),
  label: z.string().meta({ description: "The question as the employer asks it" }),
  type: z.string().meta({ description: "text, textarea, email, tel, url, number, date, select, multiselect, radio, checkbox or file" }),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  description: z.string().optional(),
});

const sentValueSchema = z.union([z.string(), z.array(z.string()), z.boolean()]);

/** What was sent for an application and what came back. */
export const applicationProofSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(["confirmed", "filled", "needs_you", "refused", "unconfirmed"]).meta({ description: "filled: a dry run, nothing was sent" }),
  ats: z.string(),
  url: z.string().meta({ description: "Where it was sent" }),
  submitted_at: timestampSchema,
  fields: z.array(z.object({ field_id: z.string(), label: z.string(), value: sentValueSchema })).meta({ description: "Exactly what was filled in" }),
  files: z.array(z.object({ role: z.string(), name: z.string(), sha256: z.string(), bytes: z.number().int() })),
  response: z.object({ status: z.number().int(), body: z.unknown() }).nullable().meta({ description: "The ATS's or mail server's answer, for API and email applications" }),
  has_page: z.boolean().meta({ description: "A screenshot and the HTML of the page after sending are kept" }),
});

/** How sending this application went: the ATS, what blocks it, the questions waiting, the proof. */
export const applyStateSchema = z.object({
  ats: z.string().nullable(),
  blocked_reason: z
    .string()
    .nullable()
    .meta({ description: "Why it waits for the user: questions, captcha, login, unknown_form, maybe_sent, dry_run, no_cv" }),
  pending_questions: z.array(pendingQuestionSchema),
  attempts: z.number().int(),
  submitted_at: timestampSchema.nullable().meta({ description: "When the ATS confirmed it" }),
  cover_letter: z.string().nullable(),
  prepared_answers: z
    .array(z.object({ label: z.string(), value: sentValueSchema, source: z.string(), file: z.boolean().meta({ description: "A file to attach, named by value" }) }))
    .meta({ description: "The answers prepared for the form, by question (choices by label, files by name): to copy when the user finishes by hand" }),
  proofs: z.array(applicationProofSchema),
});

export const applicationDetailSchema = applicationSchema.extend({
  notes: z.string().nullable(),
  job_snapshot: z.record(z.string(), z.unknown()).meta({ description: "The job as it was when matched" }),
  resume_id: z.uuid().nullable(),
  answers: z.record(z.string(), z.unknown()),
  allowed_stages: z.array(applicationStageSchema).meta({ description: "Where PATCH may move it from here" }),
  timeline: z.array(timelineEntrySchema),
  apply: applyStateSchema,
  description_html: z.string().meta({ description: "The posting's text as sanitised HTML (paragraphs, lists, links, tables); empty when the posting had none" }),
  missing_skills: z.array(z.string()).meta({
    description:
      "Skills the job asks for (read from its title and description) that the CV does not list, in the job's order: the application's CV, " +
      "else its copilot's, with the user's corrections of its facts. Read when asked, so a correction shows at once; empty without a CV",
  }),
  tailored_cv: applicationTailoredCvSchema.nullable().meta({
    description: "The CV the copilot tailored to this job and sent (Elite's per-job tailoring), with every change; the file at GET /applications/{id}/tailored-cv",
  }),
});


/** POST /applications/{id}/answers: the user's answers to the questions the copilot could not answer. */
export const answerQuestionsSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        field_id: z.string(withCode("invalid")).min(1, withCode("invalid")).max(200, withCode("invalid")),
        value: z.union(
          [
            z.string().trim().min(1, withCode("answer_required")).max(MAX_ANSWER_LENGTH, withCode("too_long", { max: MAX_ANSWER_LENGTH })),
            z.array(z.string().max(500, withCode("too_long", { max: 500 }))).min(1, withCode("answer_required")).max(50, withCode("too_many", { max: 50 })),
            z.boolean(),
          ],
          withCode("answer_required"),
        ),
      }),
      withCode("list_expected"),
    )
    .min(1, withCode("answer_required"))
    .max(50, withCode("too_many", { max: 50 })),
});
export type AnswerQuestionsInput = z.output<typeof answerQuestionsSchema>;
export type PendingQuestion = z.infer<typeof pendingQuestionSchema>;
export type ApplicationProof = z.infer<typeof applicationProofSchema>;

export const applicationCountSchema = z.object({ count: z.number().int() });

/** Every stage and exit, zeros included. */
export const stageCountsSchema = z.record(applicationStageSchema, z.number().int());

export const reviewResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      stage: applicationStageSchema.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
  feedback: z.array(
    z.object({ copilot_id: z.uuid(), excluded_companies_added: z.array(z.string()), exclude_keywords_added: z.array(z.string()) }),
  ),
});

// The live stream's events (GET /applications/stream): text/event-stream, so they are described in words there.

/** application.updated: the application, where it came from and what changed (stage, notes). */
export const applicationUpdateSchema = applicationSchema.extend({
  from_stage: applicationStageSchema.optional(),
  changes: z.array(z.string()).optional(),
});

/** copilot.run.progress: how far a copilot's fresh search of the job boards got. */
export const runProgressSchema = z.object({
  copilot_id: z.uuid(),
  sources_total: z.number().int(),
  sources_done: z.number().int(),
  jobs_seen: z.number().int(),
});

export type Application = z.infer<typeof applicationSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export type StageCounts = z.infer<typeof stageCountsSchema>;
export type ReviewResult = z.infer<typeof reviewResultSchema>;
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;
export type RunProgress = z.infer<typeof runProgressSchema>;
/** copilot.run.finished: what the copilot's matching run found. */
export type RunFinished = MatchRun;
