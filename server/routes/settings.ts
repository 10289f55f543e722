import { settingsSchema, updateSettingsSchema } from "@/lib/contracts/settings";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as settings from "../services/settings";

const settingsResponse = dataOf(settingsSchema).openapi("Settings");

const tag = "Settings";

export const settingsRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/settings", tag, auth: true, response: settingsResponse,
      summary: "UI preferences: language, report mail frequency, notifications",
    }),
    async (c) => c.json({ data: await settings.getSettings(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/settings", tag, auth: true, body: updateSettingsSchema, response: settingsResponse,
      summary: "Change preferences", description: "Only the fields sent change, each notification toggle included.",
    }),
    async (c) => c.json({ data: await settings.updateSettings(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  );
