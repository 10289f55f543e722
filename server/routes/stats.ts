import { z } from "@hono/zod-openapi";
import { STAGE_GROUPS, type StageGroup } from "@/lib/contracts/applications";
import { COPILOT_MODES, COPILOT_STATUSES } from "@/lib/contracts/copilot";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { profileStats } from "../services/applications";

const groupCounts = z
  .object(Object.fromEntries(Object.keys(STAGE_GROUPS).map((group) => [group, z.number().int()])) as Record<StageGroup, z.ZodNumber>)
  .openapi({
    description: Object.entries(STAGE_GROUPS)
      .map(([group, stages]) => `${group}: ${stages.join(", ")}`)
      .join("; "),
  });

const figures = {
  matches_today: z.number().int().openapi({ description: "Applications created today (UTC)" }),
  applied_today: z.number().int().openapi({ description: "Applications that reached `applied` today (UTC)" }),
  by_group: groupCounts,
  total: z.number().int(),
  last_run_at: z.iso.datetime().nullable(),
};

const statsSchema = dataOf(
  z.object({
    day: z.string().openapi({ description: "Today in UTC, dd-MM-yyyy", example: "02-03-2026" }),
    total: z.object(figures).openapi({ description: "Every application, including those of deleted copilots" }),
    copilots: z.array(
      z.object({ id: z.uuid(), name: z.string(), status: z.enum(COPILOT_STATUSES), mode: z.enum(COPILOT_MODES), ...figures }),
    ),
  }),
).openapi("ProfileStats");

export const statsRoutes = createRouter().openapi(
  defineRoute({
    method: "get", path: "/profile/stats", tag: "Profile", auth: true, response: statsSchema,
    summary: "Figures for the dashboard", description: "Per copilot (oldest first) and in total.",
  }),
  async (c) => c.json({ data: await profileStats(c.var.deps, c.var.auth.userId) }),
);
