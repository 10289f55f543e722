import { profileStatsSchema } from "@/lib/contracts/profile";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { profileStats } from "../services/applications";

const statsResponse = dataOf(profileStatsSchema).openapi("ProfileStats");

export const statsRoutes = createRouter().openapi(
  defineRoute({
    method: "get", path: "/profile/stats", tag: "Profile", auth: true, response: statsResponse,
    summary: "Figures for the dashboard", description: "Per copilot (oldest first) and in total.",
  }),
  async (c) => c.json({ data: await profileStats(c.var.deps, c.var.auth.userId) }),
);
