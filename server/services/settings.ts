import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import type { Settings, updateSettingsSchema } from "@/lib/contracts/settings";
import type { AppDeps } from "../deps";
import { userSettings } from "../db/schema";

// The column defaults of user_settings, for accounts that have no row yet.
const DEFAULT_SETTINGS: Settings = {
  locale: null,
  email_report_frequency: "weekly",
  notifications: { new_matches: true, application_updates: true, product_news: false },
};

function toSettings(row: typeof userSettings.$inferSelect | undefined): Settings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    locale: row.locale as Locale | null,
    email_report_frequency: row.emailReportFrequency,
    notifications: {
      new_matches: row.notifyNewMatches,
      application_updates: row.notifyApplicationUpdates,
      product_news: row.notifyProductNews,
    },
  };
}

export async function getSettings(deps: AppDeps, userId: string) {
  const [row] = await deps.db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row);
}

/** Creates the row on first save; fields left out keep their value (undefined is skipped by Drizzle). */
export async function updateSettings(deps: AppDeps, userId: string, input: z.output<typeof updateSettingsSchema>) {
  const changes = {
    locale: input.locale,
    emailReportFrequency: input.email_report_frequency,
    notifyNewMatches: input.notifications?.new_matches,
    notifyApplicationUpdates: input.notifications?.application_updates,
    notifyProductNews: input.notifications?.product_news,
    updatedAt: deps.now(),
  };
  const [row] = await deps.db
    .insert(userSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: changes })
    .returning();
  return toSettings(row);
}
