import { copilotIdParamsSchema, matchRunSchema } from "@/lib/contracts/copilot";
import {
  copilotOutcomesSchema,
  cvCheckQuerySchema,
  cvCheckResultSchema,
  cvCheckSchema,
  filterImpactSchema,
  supportCopilotAdjustedSchema,
  supportCopilotPatchSchema,
} from "@/lib/contracts/support";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { copilotOutcomes, filterImpact } from "../jobs/match/insights";
import { adjustCopilot, findOwnCopilot } from "../services/copilots";
import { cvCheckFor } from "../services/cv-check";

const tag = "Support";
const params = copilotIdParamsSchema;
// The contract's schemas under their OpenAPI names, and the answers that embed them.
const filterImpactResponse = dataOf(filterImpactSchema).openapi("FilterImpact");
const outcomesResponse = dataOf(copilotOutcomesSchema).openapi("CopilotOutcomes");
const matchRun = component(matchRunSchema, "MatchRun");
const cvCheck = component(cvCheckSchema, "CvCheck");
const cvCheckResponse = dataOf(cvCheckResultSchema.extend({ check: cvCheck.nullable() })).openapi("CvCheckResult");

export const supportRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/support/copilots/{id}/filters", tag, auth: true, params, response: filterImpactResponse, errors: [404],
      summary: "How many recent jobs each filter holds back",
      description:
        "Over the postings of the last 30 days (or the copilot's maximum age, if longer): how many pass now, and for each filter the one-click changes that would let more through, with their counts. Counted with the matcher's own filters and score.",
    }),
    async (c) => c.json({ data: await filterImpact(c.var.deps, await findOwnCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id)) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/support/copilots/{id}/outcomes", tag, auth: true, params, response: outcomesResponse, errors: [404],
      summary: "What happened to a copilot's applications",
      description: "Stages, scores, the share that reached an interview, companies and title words the user turned down, and the skills its jobs ask for.",
    }),
    async (c) => c.json({ data: await copilotOutcomes(c.var.deps, await findOwnCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id)) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/support/copilots/{id}", tag, auth: true, params, body: supportCopilotPatchSchema,
      response: dataOf(supportCopilotAdjustedSchema.extend({ run: matchRun.nullable() })),
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
