import {
  COPILOT_STEPS,
  copilotIdParamsSchema,
  copilotSchema,
  copilotStepSchemas,
  type CopilotStepInput,
  createCopilotSchema,
  listCopilotsQuerySchema,
  renameCopilotSchema,
} from "@/lib/contracts/copilot";
import { cursorPageOf } from "@/lib/contracts/page";
import { component, dataOf, defineRoute, okSchema } from "../http/openapi";
import { createRouter } from "../http/router";
import { afterLaunch } from "../services/launch";
import * as copilots from "../services/copilots";

// The contract's schema under its OpenAPI name.
const copilot = component(copilotSchema, "Copilot");
const copilotResponse = dataOf(copilot);
const pageSchema = dataOf(cursorPageOf(copilot));

const tag = "Copilots";
const params = copilotIdParamsSchema;

const STEP_DOCS: Record<number, string> = {
  1: "Job titles (1–5), seniorities, employment types and match strictness.",
  2: "Countries, cities with a radius, and work modes. At least one country or city, unless the only work mode is remote (then no country means worldwide).",
  3: "Keywords, excluded companies, minimum salary (with its currency), maximum job age, posting languages, sponsorship and the per-company cap. Fields with a default may be left out.",
  4: "The CV to send: one of the user's resumes (400 on resume_id otherwise).",
  5: "Mode, daily limit and cover letter. The plan limits hold: daily_limit at most the plan's applications per day, and auto_apply only on plans that allow it (400 naming the field, with an upgrade hint).",
};

const router = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/copilots", tag, auth: true, query: listCopilotsQuerySchema, response: pageSchema,
      summary: "The user's copilots", description: "Newest first, paged by cursor.",
    }),
    async (c) => c.json({ data: await copilots.listCopilots(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/copilots", tag, auth: true, status: 201, body: createCopilotSchema, response: copilotResponse,
      errors: [403], summary: "Create a draft copilot",
      description:
        'Named "Copilot N" when no name is sent. With `jobs`, step 1 is saved with it (the editor creates the copilot when step 1 is first saved). 403 `plan_limit` when the user already has as many copilots as the plan allows.',
    }),
    async (c) => c.json({ data: await copilots.createCopilot(c.var.deps, c.var.auth.userId, c.req.valid("json")) }, 201),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/copilots/{id}", tag, auth: true, params, response: copilotResponse, errors: [404],
      summary: "One copilot",
    }),
    async (c) => c.json({ data: await copilots.getCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/copilots/{id}", tag, auth: true, params, body: renameCopilotSchema, response: copilotResponse,
      errors: [404], summary: "Rename a copilot",
    }),
    async (c) =>
      c.json({ data: await copilots.renameCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "delete", path: "/copilots/{id}", tag, auth: true, params, response: okSchema, errors: [404],
      summary: "Delete a copilot",
    }),
    async (c) => c.json({ data: await copilots.deleteCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/copilots/{id}/run", tag, auth: true, params, response: copilotResponse, errors: [400, 403, 404, 409],
      summary: "Launch, or resume when paused",
      description:
        "409 `incomplete` names the steps still missing. The launch settings are checked against the current plan again (400 on daily_limit or mode), and 403 `plan_limit` when the plan's number of copilots are already active.",
    }),
    async (c) => {
      const { deps, auth } = c.var;
      const copilot = await copilots.runCopilot(deps, auth.userId, c.req.valid("param").id);
      // Matching against known jobs takes milliseconds; the fresh sync it requests runs on the queue.
      await afterLaunch(deps, auth.userId, copilot.id);
      return c.json({ data: copilot });
    },
  )
  .openapi(
    defineRoute({
      method: "post", path: "/copilots/{id}/pause", tag, auth: true, params, response: copilotResponse, errors: [404, 409],
      summary: "Pause a running copilot", description: "Pausing a paused copilot changes nothing; 409 `not_launched` for a draft.",
    }),
    async (c) => c.json({ data: await copilots.pauseCopilot(c.var.deps, c.var.auth.userId, c.req.valid("param").id) }),
  );

// One route per step, so each step's body schema validates the request and appears in the docs as it is.
for (const { step, title } of COPILOT_STEPS) {
  router.openapi(
    defineRoute({
      method: "put", path: `/copilots/{id}/steps/${step}`, tag, auth: true, params, body: copilotStepSchemas[step],
      response: copilotResponse, errors: [404], summary: `Save step ${step}: ${title}`,
      description: `${STEP_DOCS[step]} The whole step is sent and replaces what was stored; the step joins completed_steps.`,
    }),
    async (c) => {
      const change = { step, input: c.req.valid("json") } as CopilotStepInput;
      return c.json({ data: await copilots.saveStep(c.var.deps, c.var.auth.userId, c.req.valid("param").id, change) });
    },
  );
}

export const copilotRoutes = router;
