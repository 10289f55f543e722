import { z } from "@hono/zod-openapi";
import { ALL_APPLICATION_STAGES } from "@/lib/contracts/applications";
import { copilotIdParamsSchema } from "@/lib/contracts/copilot";
import { cvCheckQuerySchema, supportCopilotPatchSchema } from "@/lib/contracts/support";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { copilotOutcomes, FILTER_KEYS, filterImpact } from "../jobs/match/insights";
import { adjustCopilot, findOwnCopilot } from "../services/copilots";
import { CV_CHECKS, CV_FINDINGS, CV_SEVERITIES, cvCheckFor, DATE_FORMATS, REQUIRED_SECTIONS } from "../services/cv-check";

const tag = "Support";
const params = copilotIdParamsSchema;
const paramValue = z.union([z.string(), z.number(), z.array(z.string())]);

const wideningSchema = z.object({
  id: z.string(),
  adds: z.number().int().openapi({ description: "Jobs of the window not proposed yet that this change alone lets through" }),
  patch: z.record(z.string(), z.unknown()).openapi({ description: "The change, as PATCH /support/copilots/{id} takes it" }),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

const filterImpactSchema = dataOf(
  z.object({
    copilot_id: z.uuid(),
    window_days: z.number().int().openapi({ description: "The jobs looked at were posted within this many days" }),
    found: z.number().int().openapi({ description: "Jobs of the window this copilot already proposed" }),
    waiting: z.number().int().openapi({ description: "Jobs that pass every filter now and were not proposed yet (daily limit)" }),
    checked: z.number().int(),
    truncated: z.boolean().openapi({ description: "More postings passed than were counted: the newest were" }),
    filters: z.array(
      z.object({
        filter: z.enum(FILTER_KEYS),
        removes: z.number().int().openapi({
          description: "Jobs this filter keeps out: of those the other filters would let through at their widest, or that one change of it adds",
        }),
        widenings: z.array(wideningSchema),
      }),
    ),
    widen_all: z
      .object({
        adds: z.number().int(),
        patch: z.record(z.string(), z.unknown()),
        filters: z.array(z.enum(FILTER_KEYS)),
      })
      .nullable()
      .openapi({ description: "Every filter at its widest at once (exclusions and places stay), when that adds more than any single change" }),
  }),
).openapi("FilterImpact");

const outcomesSchema = dataOf(
  z.object({
    copilot_id: z.uuid(),
    total: z.number().int(),
    by_stage: z.record(z.string(), z.number().int()).openapi({ description: `Counts per stage: ${ALL_APPLICATION_STAGES.join(", ")}` }),
    average_score: z.number().int().nullable(),
    sent_average_score: z.number().int().nullable(),
    threshold: z.number().int().openapi({ description: "The lowest score the copilot's strictness lets through" }),
    sent: z.number().int().openapi({ description: "Applications that reached applied (or went further)" }),
    interviews: z.number().int(),
    interview_rate: z.number().nullable().openapi({ description: "interviews / sent, 0–1; null before anything was sent" }),
    declined_companies: z.array(z.object({ company: z.string(), count: z.number().int() })).openapi({
      description: "Companies of jobs the user skipped or rejected in review in the last 90 days, not yet excluded",
    }),
    declined_keywords: z.array(z.object({ keyword: z.string(), count: z.number().int() })).openapi({
      description: "Words of those jobs' titles that none of the copilot's titles use, seen at least twice",
    }),
    requested_skills: z.array(z.object({ skill: z.string(), jobs: z.number().int(), in_cv: z.boolean() })).openapi({
      description: "Skills the copilot's latest jobs ask for, and whether its CV names them",
    }),
    sampled_jobs: z.number().int(),
  }),
).openapi("CopilotOutcomes");

const matchRunSchema = z
  .object({
    copilot_id: z.uuid(),
    candidates: z.number().int(),
    matched: z.number().int(),
    created: z.number().int(),
    skipped_by_limit: z.number().int(),
    limited_by: z.enum(["copilot", "plan"]).nullable(),
  })
  .openapi("MatchRun");

const cvCheckSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    sections: z.array(z.object({ key: z.enum(REQUIRED_SECTIONS), present: z.boolean() })),
    other_sections: z.array(z.string()),
    contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), linkedin: z.string().nullable() }),
    titles: z.array(z.object({ title: z.string(), found: z.boolean(), missing_words: z.array(z.string()) })),
    length: z.object({ words: z.number().int(), pages: z.number().int(), max_pages: z.number().int() }),
    results: z.object({ statements: z.number().int(), quantified: z.number().int() }),
    dates: z.object({
      ranges: z.number().int(),
      formats: z.array(z.enum(DATE_FORMATS)),
      gaps: z.array(z.object({ from: z.string(), to: z.string(), months: z.number().int() })),
    }),
    findings: z.array(
      z.object({ id: z.enum(CV_FINDINGS), area: z.enum(CV_CHECKS), severity: z.enum(CV_SEVERITIES), params: z.record(z.string(), paramValue) }),
    ),
    passed: z.array(z.enum(CV_CHECKS)),
  })
  .openapi("CvCheck");

const cvCheckResponse = dataOf(
  z.object({
    resume: z
      .object({ id: z.uuid(), file_name: z.string(), created_at: z.iso.datetime() })
      .nullable()
      .openapi({ description: "The CV checked; null when the user has none" }),
    target_titles: z.array(z.string()),
    check: cvCheckSchema.nullable(),
  }),
).openapi("CvCheckResult");

export const supportRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/support/copilots/{id}/filters", tag, auth: true, params, response: filterImpactSchema, errors: [404],
      summary: "How many recent jobs each filter holds back",
      description:
        "Over the postings of the last 30 days (or the copilot's maximum age, if longer): how many pass now, and for each filter the one-click changes that would let more through, with their counts. Counted with the matcher's own filters and score.",
    }),
    async (c) => c.json({ data: await filterImpact(c.var.deps, await findOwnCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id)) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/support/copilots/{id}/outcomes", tag, auth: true, params, response: outcomesSchema, errors: [404],
      summary: "What happened to a copilot's applications",
      description: "Stages, scores, the share that reached an interview, companies and title words the user turned down, and the skills its jobs ask for.",
    }),
    async (c) => c.json({ data: await copilotOutcomes(c.var.deps, await findOwnCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id)) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/support/copilots/{id}", tag, auth: true, params, body: supportCopilotPatchSchema,
      response: dataOf(z.object({ copilot: z.record(z.string(), z.unknown()).openapi({ description: "The copilot, as GET /copilots/{id}" }), run: matchRunSchema.nullable() })),
      errors: [404], summary: "Fix a copilot's settings from a support page",
      description:
        "Changes only the fields sent (each validated as in its edit step; the step's cross-field rules hold after the merge), then matches a running copilot again at once: `run` says what that found (null when the copilot is not running).",
    }),
    async (c) =>
      c.json({ data: await adjustCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/support/cv-check", tag, auth: true, query: cvCheckQuerySchema, response: cvCheckResponse, errors: [404],
      summary: "Check a CV",
      description:
        "Sections (in seven languages), contact details, the copilot's job titles in the CV, length, measured results and dates, each finding with a severity. `resume` is null when the user has no CV yet.",
    }),
    async (c) => c.json({ data: await cvCheckFor(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  );
